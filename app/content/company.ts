import { PRODUCT_NAME } from "../config";
import type { Company } from "./types";

export const company: Company = {
  name: PRODUCT_NAME,
  socialLinks: [
    { platform: "twitter", url: "https://x.com/embercash", icon: "twitter" },
    { platform: "github", url: "https://github.com/embercash", icon: "github" },
    { platform: "nostr", url: "https://njump.me/ember.cash", icon: "nostr" },
  ],
};
