import { PRODUCT_NAME } from "../config";
import type { Company } from "./types";

export const company: Company = {
  name: PRODUCT_NAME,
  description:
    "A privacy-first bitcoin wallet for iOS: ecash and lightning in self-custody, nostr contacts, eSIM data and a VPN in one app.",
  socialLinks: [
    { platform: "twitter", label: `${PRODUCT_NAME} on X (Twitter)`, url: "https://x.com/embercash", icon: "twitter" },
    { platform: "github", label: `${PRODUCT_NAME} on GitHub`, url: "https://github.com/embercash", icon: "github" },
    {
      platform: "nostr",
      label: `${PRODUCT_NAME} on nostr`,
      url: "https://njump.me/ember.cash",
      icon: "nostr",
    },
  ],
};
