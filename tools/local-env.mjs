// Build-time settings for local runs (`npm start`) and the browser tests: the site reads the local
// relays (tools/relay) instead of the public ones, into build-demo/ (builder/build-dir.mjs).
import { DEMO_BUILD_DIR } from "../builder/build-dir.mjs";

/** First port of the three local relays (RELAY_PORT_BASE overrides it, e.g. for parallel checkouts). */
const RELAY_PORT_BASE = Number(process.env.RELAY_PORT_BASE ?? 7101);

/** Ports of the three local relays. Tests stop, slow down or restart them one by one. */
export const LOCAL_RELAY_PORTS = [RELAY_PORT_BASE, RELAY_PORT_BASE + 1, RELAY_PORT_BASE + 2];

/** HTTP port the browser tests control the local relays through (tools/relay/local-relays.mjs). */
export const RELAY_CONTROL_PORT = RELAY_PORT_BASE + 10;

/**
 * The two DEMO ONLY authors of the local relay's seed (tools/relay/generate-seed.mjs; a unit
 * test checks these match its keys): the team (full profile) and Mara (name only).
 */
export const DEMO_BLOG_AUTHORS = [
  "npub16t88h92rzjh2ug5xpu4tujcf3kxs9km4mpftwtphlzxazafh3psqrgklfz",
  "npub1jquzmxq0xsaegsac0cnrh54qmst06mtsxg473x7caejdzthlef6qrnd2my",
];

/**
 * The DEMO ONLY key whose replies demo builds mute: the seed's spammer (a unit test checks it matches). Only demo
 * builds set it (as VITE_MUTED_PUBKEYS); a production build mutes what app/config.ts says.
 */
export const DEMO_MUTED_PUBKEYS = ["npub18e7w50w6qerwdd3rgsqp8gqgw379u9emp6w6ugu0full33yqffjq3m9ddu"];

/** The local relays' URLs. */
export const LOCAL_RELAY_URLS = LOCAL_RELAY_PORTS.map((port) => `ws://127.0.0.1:${port}`);

/**
 * The environment of a local demo build: the local relays, the demo authors and the demo muted key, no previous
 * archive (unless BLOG_ARCHIVE_FROM is set), written to build-demo/; the build's NIP-05 and LNURL lookups on the demo's reserved domain (`*.example`) go to the
 * control port.
 */
export function localBuildEnv() {
  return {
    VITE_RELAYS: LOCAL_RELAY_URLS.join(","),
    VITE_BLOG_AUTHORS: DEMO_BLOG_AUTHORS.join(","),
    DEMO_WELL_KNOWN_ORIGIN: `http://127.0.0.1:${RELAY_CONTROL_PORT}`,
    VITE_MUTED_PUBKEYS: DEMO_MUTED_PUBKEYS.join(","),
    // The pseudo-locale (/en-xa/...) shows any string that escaped translation (docs/languages.md).
    VITE_PSEUDO_LOCALE: "1",
    // No previous archive unless a test names one: a demo build never asks the live site for its archive.
    BLOG_ARCHIVE_FROM: process.env.BLOG_ARCHIVE_FROM ?? "",
    BUILD_DIR: DEMO_BUILD_DIR,
  };
}
