import { PRODUCT_NAME, PRODUCT_TAGLINE } from "../config";
import type { Section } from "./types";

/**
 * The landing page's scroll sections, in order. The desktop phone mockup floats ("fixed") over the
 * sections that come first and is parked ("absolute") before the rest, so it never covers the FAQ.
 */
export const sections: Section[] = [
  {
    id: "hero",
    title: PRODUCT_TAGLINE,
    subtitle: `${PRODUCT_NAME} for iPhone`,
    description:
      "A privacy-focused bitcoin wallet for iOS. Spend ecash and pay over lightning, send sats to friends by name over nostr, buy eSIM data for 100+ countries and browse behind a built-in VPN. Built around self-custody: you hold the keys, backed up by a 12-word recovery phrase.",
    image: "/landing/screens/hero.svg",
    imageAlt: `${PRODUCT_NAME} home screen with the wallet balance and buttons to send, receive and scan`,
    qrCode: true,
    showIosBadge: true,
    positionType: "fixed",
    features: [],
  },
  {
    id: "wallet",
    title: "One wallet, two rails",
    subtitle: "Ecash and lightning in self-custody",
    description:
      "Hold bitcoin as ecash for payments that feel like handing over cash, and use the Lightning Network to pay or get paid by anyone. Your wallet is created on your iPhone and backed up with a 12-word recovery phrase that only you hold.",
    image: "/landing/screens/wallet.svg",
    imageAlt: "Send screen offering to pay as ecash or over lightning",
    positionType: "fixed",
    features: [
      {
        name: "Ecash payments",
        description: "Send and receive ecash instantly, with the privacy of digital cash.",
      },
      {
        name: "Lightning",
        description: "Pay lightning invoices and create your own to get paid, from the same app.",
      },
      {
        name: "Self-custody",
        description: "Your wallet and its keys live on your iPhone, under your control.",
      },
      {
        name: "12-word recovery phrase",
        description: "Write down twelve words once and restore your wallet on a new iPhone.",
      },
    ],
  },
  {
    id: "social",
    title: "Money that knows your friends",
    subtitle: "Social payments over nostr",
    description: `${PRODUCT_NAME} speaks nostr, the open and decentralised social protocol. Add contacts by their nostr identity, pay them by name instead of trading invoices, and keep the conversation going in the same place.`,
    image: "/landing/screens/social.svg",
    imageAlt: "Contacts screen listing friends by their nostr names, with a pay button beside each",
    positionType: "fixed",
    features: [
      {
        name: "Contacts",
        description: "Find people by their nostr name or public key and keep them close.",
      },
      {
        name: "Pay by name",
        description: "Send sats to a name or a nostr identity: no invoice to copy, no code to scan.",
      },
      {
        name: "Messaging",
        description: "Chat with the people you pay, right next to your payments.",
      },
      {
        name: "An identity you own",
        description: "Your nostr identity is not tied to one app: it travels with you across the network.",
      },
    ],
  },
  {
    id: "esims",
    title: "Land, scan, connect",
    subtitle: "eSIM data plans paid with bitcoin",
    description: `Buy a mobile data plan for 100+ countries without leaving ${PRODUCT_NAME}, and pay for it with bitcoin from your wallet. No card details to hand over.`,
    image: "/landing/screens/esims.svg",
    imageAlt: "eSIM store listing data plans by country, priced in sats",
    positionType: "fixed",
    features: [
      {
        name: "100+ countries",
        description: "Pick a data plan for where you are going and get online when you land.",
      },
      {
        name: "Paid with bitcoin",
        description: "Pay from your wallet in a few taps. No card required.",
      },
      {
        name: "Built into the wallet",
        description: "Browse, buy and install plans in the app you already use for money.",
      },
      {
        name: "Next to your SIM",
        description: "A data plan sits alongside your usual line on iPhones that support eSIM.",
      },
    ],
  },
  {
    id: "vpns",
    title: "A VPN in your wallet",
    subtitle: "Private browsing, built in",
    description: `${PRODUCT_NAME} comes with a built-in VPN, so the app that keeps your money private can keep your connection private too: on café Wi-Fi, at the airport, anywhere.`,
    image: "/landing/screens/vpns.svg",
    imageAlt: "VPN screen with a connect switch showing the connection is protected",
    positionType: "fixed",
    features: [
      {
        name: "Built in",
        description: `No extra app to install: switch the VPN on from inside ${PRODUCT_NAME}.`,
      },
      {
        name: "Safer public Wi-Fi",
        description:
          "Your traffic is encrypted between your iPhone and the VPN, out of reach of the network you are on.",
      },
      {
        name: "Hide your IP address",
        description: "Websites and apps see the VPN's address instead of yours.",
      },
      {
        name: "One private toolkit",
        description: "Wallet, contacts, data and VPN under one privacy-first roof.",
      },
    ],
  },
  {
    id: "faq",
    title: "Frequently asked questions",
    description: `Everything about ${PRODUCT_NAME}, from backups to Lightning. Can't find your answer? Our support team is one email away.`,
    image: "/landing/screens/faq.svg",
    imageAlt: "Help screen with a list of common questions",
    positionType: "absolute",
    features: [],
  },
];
