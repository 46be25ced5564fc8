import type { DropdownGroup, NavigationItem } from "./types";

export const dropdowns: Record<NavigationItem["id"], DropdownGroup> = {
  wallet: {
    title: "Wallet",
    items: [
      { name: "Ecash", description: "Private, instant payments with Cashu mints", path: "/#wallet" },
      { name: "Lightning", description: "Send and receive over the Lightning Network", path: "/#wallet" },
      { name: "Self-custody", description: "Your keys, backed up by a 12-word phrase", path: "/#wallet" },
    ],
  },
  social: {
    title: "Social",
    items: [
      { name: "Contacts", description: "Find friends by their nostr identity", path: "/#social" },
      { name: "Pay by name", description: "Send sats to a name instead of an invoice", path: "/#social" },
      { name: "Messages", description: "Chat with the people you pay", path: "/#social" },
    ],
  },
  esims: {
    title: "eSIMs",
    items: [
      { name: "Data plans", description: "Mobile data in 100+ countries", path: "/#esims" },
      { name: "Pay with bitcoin", description: "No card, no account, no paperwork", path: "/#esims" },
    ],
  },
  vpns: {
    title: "VPNs",
    items: [
      { name: "Built-in VPN", description: "Private browsing from inside the app", path: "/#vpns" },
      { name: "Questions", description: "How the VPN protects you", path: "/#faq" },
    ],
  },
  blog: {
    title: "Blog",
    items: [
      { name: "Articles", description: "Long-form posts published on nostr", path: "/blog" },
      { name: "FAQ", description: "Answers to common questions", path: "/#faq" },
    ],
  },
};
