// Build-time settings for local runs (`npm start`) and the browser tests: the site reads the local
// relays (scripts/relay) instead of the public ones.

/** Ports of the three local relays. Tests stop, slow down or restart them one by one. */
export const LOCAL_RELAY_PORTS = [7101, 7102, 7103];

export function localBuildEnv() {
  return {
    VITE_RELAYS: LOCAL_RELAY_PORTS.map((port) => `ws://127.0.0.1:${port}`).join(","),
    // Filled in by the blog work: the demo authors' public keys (see scripts/relay).
    VITE_BLOG_AUTHORS: process.env.VITE_BLOG_AUTHORS ?? "",
  };
}
