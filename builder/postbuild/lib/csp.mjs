// Content-Security-Policy for the static build: hashes of the inline scripts React Router writes,
// the configured relays for connect-src, and the media origins the pages load.
import { createHash } from "node:crypto";

/** A CSP hash source for an inline script or style, as the browser computes it (UTF-8, newlines normalised). */
export function sha256Source(text) {
  const normalised = text.replace(/\r\n?/g, "\n");
  return `'sha256-${createHash("sha256").update(normalised, "utf8").digest("base64")}'`;
}

/**
 * A relay URL as a connect-src source (scheme://host[:port]), normalised the way nostr-tools
 * normalises relay URLs (no scheme means wss:, http(s) means ws(s)); undefined when unusable.
 */
export function relaySource(url) {
  let text = url.trim();
  if (!text) return undefined;
  if (!text.includes("://")) text = `wss://${text}`;
  let parsed;
  try {
    parsed = new URL(text);
  } catch {
    return undefined;
  }
  const scheme = { "ws:": "ws:", "wss:": "wss:", "http:": "ws:", "https:": "wss:" }[parsed.protocol];
  if (!scheme || !parsed.host) return undefined;
  return `${scheme}//${parsed.host}`;
}

/** The origin of an absolute media base URL, or undefined for a site path such as "/flows". */
export function mediaOrigin(base) {
  if (!/^[a-z][a-z\d+.-]*:/i.test(base)) return undefined;
  try {
    const origin = new URL(base).origin;
    return origin === "null" ? undefined : origin;
  } catch {
    return undefined;
  }
}

const unique = (items) => [...new Set(items)];

/**
 * The policy as an ordered map of directive -> sources.
 * - scriptHashes / styleHashes: hash sources of inline <script> / <style> elements (never 'unsafe-inline':
 *   style attributes, which only that would allow, fail the build instead).
 * - wasm: the bundle compiles WebAssembly (the wasm signature verifier): 'wasm-unsafe-eval'.
 * - relays: relay URLs for connect-src; flowMediaBase: VITE_FLOW_MEDIA_BASE.
 * - header: true for the HTTP header, which may carry frame-ancestors (ignored, with a console error, in a meta tag).
 * @param {{ scriptHashes?: string[], styleHashes?: string[], wasm?: boolean,
 *   relays?: string[], flowMediaBase?: string, header?: boolean }} options
 * @returns {Map<string, string[]>}
 */
export function buildPolicy({
  scriptHashes = [],
  styleHashes = [],
  wasm = false,
  relays = [],
  flowMediaBase = "",
  header = false,
}) {
  const flowOrigin = mediaOrigin(flowMediaBase);
  // img-src: https: because blog covers, avatars and markdown images come from any host; an
  // http: media origin is added explicitly (https: origins are already covered).
  const imgExtra = flowOrigin?.startsWith("http:") ? [flowOrigin] : [];
  const directives = new Map([
    ["default-src", ["'none'"]],
    ["script-src", ["'self'", ...(wasm ? ["'wasm-unsafe-eval'"] : []), ...unique(scriptHashes)]],
    ["style-src", ["'self'", ...unique(styleHashes)]],
    ["img-src", ["'self'", "https:", ...imgExtra]],
    ["media-src", unique(["'self'", ...(flowOrigin ? [flowOrigin] : [])])],
    ["font-src", ["'self'"]],
    ["connect-src", unique(["'self'", ...relays.map(relaySource).filter(Boolean)])],
    // The blog's relay and markdown workers (app/blog/api/relay-worker.ts, app/blog/markdown/markdown-worker.ts)
    // are same-origin module scripts.
    ["worker-src", ["'self'"]],
    ["manifest-src", ["'self'"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'"]],
    ...(header ? [["frame-ancestors", ["'none'"]]] : []),
  ]);
  return directives;
}

/** The directives that govern inline content: a header that names them would have to carry every page's hashes. */
const INLINE_DIRECTIVES = new Set(["default-src", "script-src", "style-src"]);

/**
 * The HTTP header's policy for the pages: everything but the inline directives, which each page's own meta policy
 * sets with exactly its hashes (the browser enforces both policies). A union of every page's hashes in one header
 * grew with the archive (about 10 KB at 145 articles) and went with every response, assets included.
 * @param {Map<string, string[]>} policy a buildPolicy({ header: true }) result
 */
export function pageHeaderPolicy(policy) {
  return new Map([...policy].filter(([name]) => !INLINE_DIRECTIVES.has(name)));
}

export function serializePolicy(directives) {
  return [...directives].map(([name, sources]) => [name, ...sources].join(" ")).join("; ");
}

/** Headers every response gets (besides the CSP). */
export const SECURITY_HEADERS = [
  ["Referrer-Policy", "same-origin"],
  ["X-Content-Type-Options", "nosniff"],
  ["X-Frame-Options", "DENY"],
  ["Cross-Origin-Opener-Policy", "same-origin"],
  ["Strict-Transport-Security", "max-age=31536000"],
  [
    "Permissions-Policy",
    "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), browsing-topics=()",
  ],
];

/**
 * A _headers file (Netlify / Cloudflare Pages format): blocks of a path pattern and indented headers.
 * @param {{ path: string, headers: string[][] }[]} blocks
 */
export function headersFile(blocks) {
  return (
    blocks
      .map(({ path, headers }) => [path, ...headers.map(([name, value]) => `  ${name}: ${value}`)].join("\n"))
      .join("\n\n") + "\n"
  );
}
