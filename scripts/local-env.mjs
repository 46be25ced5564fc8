// Build-time settings for local runs (`npm start`) and the browser tests: the site reads the local
// relays (scripts/relay) instead of the public ones.

/** First port of the three local relays (RELAY_PORT_BASE overrides it, e.g. for parallel checkouts). */
const RELAY_PORT_BASE = Number(process.env.RELAY_PORT_BASE ?? 7101);

/** Ports of the three local relays. Tests stop, slow down or restart them one by one. */
export const LOCAL_RELAY_PORTS = [RELAY_PORT_BASE, RELAY_PORT_BASE + 1, RELAY_PORT_BASE + 2];

export function localBuildEnv() {
  return {
    VITE_RELAYS: LOCAL_RELAY_PORTS.map((port) => `ws://127.0.0.1:${port}`).join(","),
    // Filled in by the blog work: the demo authors' public keys (see scripts/relay).
    VITE_BLOG_AUTHORS: process.env.VITE_BLOG_AUTHORS ?? "",
  };
}
