/**
 * Brand and build-time settings. Renaming the product is a one-line change (PRODUCT_NAME).
 * VITE_* variables are read at build time; the defaults are the production values.
 */

export const PRODUCT_NAME = "Ember";

/**
 * The tagline and the pitch in English, for what has no language (the share image, drawn at build time; the SPA
 * fallback's title and description). Pages say them in their language: the messages `home.tagline` and
 * `home.pitch` (app/i18n/messages/en.json), whose English a test keeps identical to these.
 */
export const PRODUCT_TAGLINE = "Private bitcoin for everyday life";

export const PRODUCT_PITCH =
  "A self-custodial ecash and lightning wallet for iOS, with nostr contacts and messaging, eSIM data in 100+ countries and a built-in VPN.";

/**
 * The stand-in address the site was drafted with (the launch checklist, docs/deploying.md): a domain the owners
 * may not hold, so while SITE_URL is still this no build reads a previous archive or images from it.
 */
export const SITE_URL_PLACEHOLDER = "https://ember.cash";

/** Public origin of the deployed site, used for canonical URLs, the sitemap and the feed. */
export const SITE_URL: string = SITE_URL_PLACEHOLDER;

/** The app's App Store id: its store link, the QR code and the iOS Smart App Banner all derive from it. */
export const APP_STORE_ID = "6479453981";

export const APP_STORE_URL = `https://apps.apple.com/app/id${APP_STORE_ID}`;

export const DEFAULT_RELAYS = ["wss://relay.damus.io", "wss://nos.lol", "wss://relay.primal.net"];

/**
 * Two real long-form authors on nostr until the owners configure their own
 * (see README, "Blog authors").
 */
export const DEFAULT_BLOG_AUTHORS = [
  "npub180cvv07tjdrrgpa0j7j7tmnyl2yr6yr7l8j4s3evf6u64th6gkwsyjh6w6", // fiatjaf
  "npub17v7g49shev2lwp0uwrx5v88ad6hj970zfse74wkes9jguhkx7aqsgjwsvj", // writes guides on lightning and web apps
];

/**
 * Public keys (npub or hex) whose replies the blog's discussions never show. Empty by default: the owners add the
 * keys they mute here, or set VITE_MUTED_PUBKEYS at build time (which replaces this list). Local demo builds mute
 * the seed's demo spammer that way (tools/local-env.mjs), so no demo key ships in a production build.
 */
export const DEFAULT_MUTED_PUBKEYS: string[] = [];

/** Demo media shipped with the site (public/flows); owners point this at the app's real recordings. */
export const DEFAULT_FLOW_MEDIA_BASE = "/flows";

function list(value: string | undefined, fallback: string[]): string[] {
  const items = (value ?? "")
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);
  return items.length > 0 ? items : fallback;
}

function trimTrailingSlash(value: string): string {
  return value.replace(/\/+$/, "");
}

// Empty outside Vite (the browser tests import these settings in plain Node): the defaults apply.
const env: Partial<ImportMetaEnv> = import.meta.env ?? {};

export const RELAYS: string[] = list(env.VITE_RELAYS, DEFAULT_RELAYS);

/** npubs or hex keys, as configured; decoding (and skipping bad ones) is the blog's job. */
export const BLOG_AUTHORS: string[] = list(env.VITE_BLOG_AUTHORS, DEFAULT_BLOG_AUTHORS);

/** npubs or hex keys, as configured; the discussion decodes them (and skips bad ones). */
export const MUTED_PUBKEYS: string[] = list(env.VITE_MUTED_PUBKEYS, DEFAULT_MUTED_PUBKEYS);

export const FLOW_MEDIA_BASE: string = trimTrailingSlash(env.VITE_FLOW_MEDIA_BASE?.trim() || DEFAULT_FLOW_MEDIA_BASE);

/**
 * Whether the build also publishes the pseudo-locale (/en-xa/...: accented, lengthened English) that shows any
 * string that escaped translation (docs/languages.md): the local demo and the browser tests set it, production
 * builds do not.
 */
export const PSEUDO_LOCALE: boolean = env.VITE_PSEUDO_LOCALE === "1";
