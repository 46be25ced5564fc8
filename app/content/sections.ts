import type { Section } from "./types";

/**
 * The landing page's scroll sections, in order. The desktop phone mockup floats ("fixed") over the
 * sections that come first and is parked ("absolute") before the rest, so it never covers the FAQ.
 * Their words are in the catalogues, under `home.section.{id}` and `home.feature.{id}` (see Section).
 */
export const sections: Section[] = [
  {
    id: "hero",
    qrCode: true,
    showIosBadge: true,
    positionType: "fixed",
    features: [],
  },
  {
    id: "wallet",
    positionType: "fixed",
    features: [{ id: "ecash" }, { id: "lightning" }, { id: "selfCustody" }, { id: "recoveryPhrase" }],
  },
  {
    id: "social",
    positionType: "fixed",
    features: [{ id: "contacts" }, { id: "payByName" }, { id: "messaging" }, { id: "ownIdentity" }],
  },
  {
    id: "esims",
    positionType: "fixed",
    features: [{ id: "countries" }, { id: "paidWithBitcoin" }, { id: "inTheWallet" }, { id: "besideYourSim" }],
  },
  {
    id: "vpns",
    positionType: "fixed",
    features: [{ id: "builtIn" }, { id: "publicWifi" }, { id: "hideIp" }, { id: "privateToolkit" }],
  },
  {
    id: "faq",
    positionType: "absolute",
    features: [],
  },
];
