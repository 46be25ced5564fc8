// The `.well-known` answers of the demo's reserved domain (ember.example), served by the local control
// server (local-relays.mjs): demo builds send their NIP-05 and LNURL lookups for `*.example` there
// (DEMO_WELL_KNOWN_ORIGIN, builder/blog/well-known-fetch.ts), so the demo author's nip05 is verified and
// its lightning address resolves to the demo zap service's key, all on this machine. The same server answers
// the demo's image URLs (`https://….example/covers/3.png`, `/avatars/team.png`) with generated PNGs, so the
// build's image copies (builder/blog/images.ts) are made on this machine too.
import { createHash } from "node:crypto";
import sharp from "sharp";
import { createIdentities, DEMO_LIGHTNING_ADDRESS, DEMO_NIP05 } from "./generate-seed.mjs";

/** @returns {Promise<(pathname: string, params: URLSearchParams) => unknown>} the JSON answer, or undefined (404) */
export async function demoWellKnown() {
  const { authors, zapService } = await createIdentities();
  const nip05Name = DEMO_NIP05.team.split("@")[0];
  const lnurlName = DEMO_LIGHTNING_ADDRESS.team.split("@")[0];
  return (pathname, params) => {
    if (pathname === "/.well-known/nostr.json") {
      const name = params.get("name");
      return { names: name === nip05Name ? { [nip05Name]: authors.team.pubkey } : {} };
    }
    if (pathname === `/.well-known/lnurlp/${lnurlName}`) {
      // LUD-06 pay request, as a NIP-57 server answers it; nothing is ever paid (the callback does not exist).
      return {
        tag: "payRequest",
        callback: "https://ember.example/lnurlp/callback",
        minSendable: 1000,
        maxSendable: 100_000_000,
        metadata: JSON.stringify([["text/plain", `Tips for ${DEMO_LIGHTNING_ADDRESS.team}`]]),
        allowsNostr: true,
        nostrPubkey: zapService.pubkey,
      };
    }
    return undefined;
  };
}

const COVER_PATH = /^\/covers\/(\d{1,4})\.png$/;
const AVATAR_PATH = /^\/avatars\/([a-z0-9-]{1,32})\.png$/;
/** Generated images kept, the newest last: a handful of paths in a demo; the oldest is dropped past this. */
const KEPT_IMAGES = 64;
/** @type {Map<string, Promise<Buffer>>} */
const generated = new Map();

/**
 * The demo image at `pathname`, or undefined (404): `/covers/{n}.png` is a 1600x900 PNG in two colours chosen
 * by n, `/avatars/{name}.png` a 400x400 PNG in two colours chosen by the name. The same path always gives the
 * same picture.
 * @param {string} pathname
 * @returns {Promise<Buffer | undefined>}
 */
export async function demoImage(pathname) {
  const cover = COVER_PATH.exec(pathname);
  const avatar = AVATAR_PATH.exec(pathname);
  if (!cover && !avatar) return undefined;
  let image = generated.get(pathname);
  if (!image) {
    image = cover ? twoColours(1600, 900, (Number(cover[1]) * 47) % 360) : twoColours(400, 400, nameHue(avatar[1]));
    generated.set(pathname, image);
    if (generated.size > KEPT_IMAGES) generated.delete(generated.keys().next().value);
  }
  return image;
}

/** A hue (0-359) of `name`, the same on every run. */
function nameHue(name) {
  return createHash("sha256").update(name).digest().readUInt16BE(0) % 360;
}

/** A `width` x `height` PNG: a background of `hue` and, centred, a lighter panel of the opposite hue. */
async function twoColours(width, height, hue) {
  const panel = { width: Math.round(width / 2), height: Math.round(height / 2) };
  const inner = await sharp({ create: { ...panel, channels: 3, background: hslToRgb((hue + 180) % 360, 0.55, 0.7) } })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: hslToRgb(hue, 0.5, 0.35) } })
    .composite([{ input: inner, left: Math.round(width / 4), top: Math.round(height / 4) }])
    .png()
    .toBuffer();
}

/** `hue` in degrees, `saturation` and `lightness` in 0-1, as sharp's `{ r, g, b }` (0-255). */
function hslToRgb(hue, saturation, lightness) {
  const chroma = (1 - Math.abs(2 * lightness - 1)) * saturation;
  const channel = (n) => {
    const k = (n + hue / 30) % 12;
    return Math.round(255 * (lightness - (chroma / 2) * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return { r: channel(0), g: channel(8), b: channel(4) };
}
