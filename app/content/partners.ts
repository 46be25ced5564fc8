import type { Partner } from "./types";

/**
 * Open-source projects and protocols of the ecosystem the app is built on, shown as local
 * wordmarks (public/landing/partners). Listing a project is not a claim of its endorsement.
 */
export const partners: Partner[] = [
  { id: "cashu", name: "Cashu", imageUrl: "/landing/partners/cashu.svg", url: "https://cashu.space" },
  {
    id: "nutshell",
    name: "Nutshell",
    imageUrl: "/landing/partners/nutshell.svg",
    url: "https://github.com/cashubtc/nutshell",
  },
  { id: "nostr", name: "Nostr", imageUrl: "/landing/partners/nostr.svg", url: "https://nostr.com" },
  { id: "damus", name: "Damus", imageUrl: "/landing/partners/damus.svg", url: "https://damus.io" },
  { id: "primal", name: "Primal", imageUrl: "/landing/partners/primal.svg", url: "https://primal.net" },
  {
    id: "amethyst",
    name: "Amethyst",
    imageUrl: "/landing/partners/amethyst.svg",
    url: "https://github.com/vitorpamplona/amethyst",
  },
  {
    id: "lightning",
    name: "Lightning Network",
    imageUrl: "/landing/partners/lightning.svg",
    url: "https://lightning.network",
  },
  { id: "bitcoin", name: "Bitcoin", imageUrl: "/landing/partners/bitcoin.svg", url: "https://bitcoin.org" },
];
