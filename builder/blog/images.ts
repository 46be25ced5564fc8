/**
 * Build-time copies of article covers and authors' avatars (Node only): each image is downloaded once, within
 * bounds, and written into the site as WebP at the widths its slot shows, so a pre-rendered page asks no
 * third-party host for it and it outlives its original host. An image that fails is left out of the answer
 * (the page keeps linking to the original, as before) with one warning; it never stops the build or the others.
 *
 * Bounds: one image takes at most IMAGE_TIMEOUT_MS from the start of its fetch to its written files, the previous
 * build's copy included (when there is one, the original gets ORIGINAL_SHARE of that time and the copy the rest);
 * all the images of a build share IMAGES_DEADLINE_MS, after which those not done are left out as failed ones are
 * (avatars go first: few, and on every page). The originals are fetched from public addresses only
 * (public-fetch.ts); the previous build's copies from the operator's own site, as given.
 *
 * Decisions: WebP at quality 78; SVG is not copied (a vector image needs no sizes, and rasterising untrusted
 * SVG is a risk the build need not take); animated GIF/WebP keep their first frame; metadata (EXIF, GPS, ICC,
 * XMP) never reaches the output (the pixels go through raw sRGB before encoding), the EXIF orientation is
 * applied first.
 */
import { createHash, randomBytes } from "node:crypto";
import { mkdir, readdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp, { type SharpOptions } from "sharp";
import { isLookupHost, readCapped } from "../../app/nostr/well-known";
import type { CopiedImage } from "../../app/blog/model/image";
import { eachLimited } from "../lib/each-limited.mjs";
import { NonPublicAddressError, publicFetch } from "./public-fetch";

export type { CopiedImage } from "../../app/blog/model/image";

export type ImageSlot = "cover" | "avatar";

/**
 * Widths produced per slot, in pixels. Covers: cards are ~400 CSS px wide (480, 960 for 2x screens) and the
 * article's cover ~768 CSS px (960, 1440 for 2x). Avatars: 36 or 48 CSS px at 1x to 3x. A source narrower
 * than the largest is never enlarged: its own width is then the largest (see producedWidths).
 */
export const IMAGE_WIDTHS: Record<ImageSlot, readonly number[]> = {
  cover: [480, 960, 1440],
  avatar: [48, 96, 144],
};

export interface CopyOptions {
  /** Folder the files are written to (created if missing). */
  outDir: string;
  /** URL path the folder is served at, e.g. "/blog/img". */
  publicPath: string;
  /** For the original URLs. Default: publicFetch() (public addresses only; the build's: imageFetch()). */
  fetch?: ImageFetch;
  /** For the previous build's copies (the operator's own site). Default: the global fetch. */
  fetchPrevious?: ImageFetch;
  /** Where the previous deployed build kept its copy of this original URL (tried when the original fails). */
  previous?: (url: string) => string | undefined;
  /** Per image, from the start of its fetch to its written files, previous copy included: IMAGE_TIMEOUT_MS. */
  timeoutMs?: number;
  /** All the images of one call: IMAGES_DEADLINE_MS. */
  deadlineMs?: number;
  /** Per download, default 10 MB: read as a stream and aborted past it. */
  maxBytes?: number;
  /** Largest width × height decoded (sharp's limitInputPixels), default 40 megapixels. */
  maxPixels?: number;
  /** Images handled at once, default 4. */
  concurrency?: number;
  /** Default: console.warn. */
  warn?: (message: string) => void;
}

export type ImageFetch = (url: string, init: RequestInit) => Promise<Response>;

/** One image: download, resize, encode and write, and the previous build's copy when the original fails. */
export const IMAGE_TIMEOUT_MS = 10_000;
/**
 * All the images of a build. At 4 at a time, 40 stalled hosts used to take 101 s and 1,000 would take 42 minutes
 * (each waited for its own deadline); past this, the images not done keep their original URLs.
 */
export const IMAGES_DEADLINE_MS = 60_000;
/** An original's share of its image's time when the previous build has a copy of it: the rest is the copy's. */
export const ORIGINAL_SHARE = 0.6;

const WEBP_QUALITY = 78;
const DEFAULT_MAX_BYTES = 10 * 1024 * 1024;
const DEFAULT_MAX_PIXELS = 40_000_000;
const DEFAULT_CONCURRENCY = 4;
/** What sharp may decode: the raster formats browsers show (AVIF reads as "heif"). SVG is not among them. */
const DECODED_FORMATS = new Set(["jpeg", "png", "webp", "gif", "avif", "heif"]);
const ACCEPT = "image/avif,image/webp,image/png,image/jpeg,image/gif;q=0.9,image/*;q=0.5";

/** An expected failure, its message said as is in the warning. */
class CopyError extends Error {}

/** What a deadline's signal aborts with: how to say it ran out, by what the image was doing. */
class Expired extends Error {
  constructor(readonly say: (phase: Phase) => string) {
    super("expired");
  }
}

type Phase = "download" | "resize";

/** A time work must be done by (`endsAt`, ms since the epoch): `signal` aborts then, or when its parent's does. */
interface Deadline {
  endsAt: number;
  signal: AbortSignal;
  clear: () => void;
}

function deadline(ms: number, say: (phase: Phase) => string, parent?: Deadline): Deadline {
  const controller = new AbortController();
  const ownEnd = Date.now() + ms;
  const timer = setTimeout(() => controller.abort(new Expired(say)), ms);
  const fromParent = () => controller.abort(parent!.signal.reason);
  if (parent?.signal.aborted) fromParent();
  else parent?.signal.addEventListener("abort", fromParent, { once: true });
  return {
    endsAt: Math.min(ownEnd, parent?.endsAt ?? Infinity),
    signal: controller.signal,
    clear: () => {
      clearTimeout(timer);
      parent?.signal.removeEventListener("abort", fromParent);
    },
  };
}

function expired(signal: AbortSignal, phase: Phase): CopyError {
  return new CopyError(signal.reason instanceof Expired ? signal.reason.say(phase) : "aborted");
}

/**
 * `work`, or a failure once `signal` aborts, whatever `work` still awaits (cancelling a body that a server keeps
 * trickling, or stops sending, can itself wait past the abort; sharp's own timeout is in whole seconds). Work
 * left behind that way writes nothing: every write checks the signal first.
 */
async function within<T>(signal: AbortSignal, phase: Phase, work: Promise<T>): Promise<T> {
  work.catch(() => undefined);
  if (signal.aborted) throw expired(signal, phase);
  let onAbort = () => {};
  const aborted = new Promise<never>((_, reject) => {
    onAbort = () => reject(expired(signal, phase));
    signal.addEventListener("abort", onAbort, { once: true });
  });
  try {
    return await Promise.race([work, aborted]);
  } finally {
    signal.removeEventListener("abort", onAbort);
  }
}

const ranOut = (ms: number) => (phase: Phase) =>
  phase === "download" ? `no complete answer within ${ms} ms` : `not resized and encoded within ${ms} ms`;

/**
 * Copies of the `https:` images among `sources`, keyed by their original URL. Skipped without a word: site
 * paths ("/…", already on the site). Skipped with a warning: other URLs than https on a public host name (see
 * isLookupHost: no IP literal, localhost, .local or .internal) and, once resolved, on public addresses (see
 * options.fetch). A URL given twice is copied once, for the slot it first came with. Avatars are copied before
 * covers; the images the deadline for all (options.deadlineMs) leaves undone get one warning together.
 */
export async function copyImages(
  sources: { url: string; slot: ImageSlot }[],
  options: CopyOptions,
): Promise<Record<string, CopiedImage>> {
  const warn = options.warn ?? ((message: string) => console.warn(message));
  const slots = new Map<string, ImageSlot>();
  for (const { url, slot } of sources) {
    if (slots.has(url) || url.startsWith("/")) continue;
    if (!isCopyable(url)) {
      warn(`blog: ${slot} image not copied (not an https URL on a public host): ${shown(url)}`);
      continue;
    }
    slots.set(url, slot);
  }
  if (slots.size === 0) return {};
  let existing: Map<string, Set<number>>;
  try {
    await mkdir(options.outDir, { recursive: true });
    existing = await existingWidths(options.outDir);
  } catch (error) {
    warn(`blog: no image copied (${options.outDir}: ${reason(error)})`);
    return {};
  }
  const copies = new Map<string, CopiedImage>();
  const deadlineMs = options.deadlineMs ?? IMAGES_DEADLINE_MS;
  const all = deadline(deadlineMs, () => `the build's ${deadlineMs} ms for images ran out`);
  const fetchFn = options.fetch ?? publicFetch();
  const unstarted: string[] = [];
  // Avatars first (a handful, shown on every page), then the covers in the sources' order.
  const order = [...slots].sort(([, a], [, b]) => (a === b ? 0 : a === "avatar" ? -1 : 1));
  try {
    await eachLimited(order, options.concurrency ?? DEFAULT_CONCURRENCY, async ([url, slot]) => {
      if (all.signal.aborted) return void unstarted.push(url);
      const present = existing.get(fileStem(url)) ?? new Set<number>();
      const copy = await copyOne(url, slot, present, { ...options, fetch: fetchFn }, all, warn);
      if (copy) copies.set(url, copy);
    });
  } finally {
    all.clear();
  }
  if (unstarted.length > 0) {
    const named = unstarted.slice(0, 3).map(shown).join(", ");
    warn(
      `blog: ${unstarted.length} images not copied (the build's ${deadlineMs} ms for images ran out before them): ` +
        `${named}${unstarted.length > 3 ? ", …" : ""}`,
    );
  }
  // In the sources' order, not the order the copies finished in: the archive file that lists them is then the
  // same from one build of the same data to the next.
  return Object.fromEntries([...slots.keys()].flatMap((url) => (copies.has(url) ? [[url, copies.get(url)!]] : [])));
}

/** An https URL on a host name the build may ask (no port, no user info). */
function isCopyable(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  return parsed.protocol === "https:" && !parsed.username && !parsed.password && isLookupHost(parsed.host);
}

/** First 16 hex digits of the SHA-256 of the original URL: the same name in every build. */
function fileStem(url: string): string {
  return createHash("sha256").update(url).digest("hex").slice(0, 16);
}

function fileName(stem: string, width: number): string {
  return `${stem}-${width}.webp`;
}

/** The widths already in `dir`, by file stem. */
async function existingWidths(dir: string): Promise<Map<string, Set<number>>> {
  const found = new Map<string, Set<number>>();
  for (const name of await readdir(dir)) {
    const match = /^([0-9a-f]{16})-(\d+)\.webp$/.exec(name);
    if (!match) continue;
    const widths = found.get(match[1]!) ?? new Set<number>();
    widths.add(Number(match[2]));
    found.set(match[1]!, widths);
  }
  return found;
}

/**
 * The widths made from a source `sourceWidth` wide: the slot's widths below the largest, then the largest, which
 * is the slot's largest or the source's own width when narrower (never enlarged).
 */
function producedWidths(widths: readonly number[], sourceWidth: number): number[] {
  const largest = Math.min(sourceWidth, Math.max(...widths));
  return [...widths.filter((width) => width < largest), largest];
}

async function copyOne(
  url: string,
  slot: ImageSlot,
  present: Set<number>,
  options: CopyOptions & { fetch: ImageFetch },
  all: Deadline,
  warn: (message: string) => void,
): Promise<CopiedImage | undefined> {
  const stem = fileStem(url);
  const timeoutMs = options.timeoutMs ?? IMAGE_TIMEOUT_MS;
  const image = deadline(timeoutMs, ranOut(timeoutMs), all);
  try {
    const reused = await reuse(stem, slot, present, options);
    if (reused) return reused;
    const previous = previousCopy(url, options.previous);
    // With a previous copy to fall back on, the original may not take the whole image's time.
    const originalMs = previous === undefined ? timeoutMs : Math.round(timeoutMs * ORIGINAL_SHARE);
    const original = previous === undefined ? image : deadline(originalMs, ranOut(originalMs), image);
    let failure: string;
    try {
      return await copyFrom(url, options.fetch, original, stem, slot, present, options);
    } catch (error) {
      failure = reason(error);
    } finally {
      if (original !== image) original.clear();
    }
    if (previous === undefined || image.signal.aborted) {
      warn(`blog: ${slot} image not copied (${failure}): ${shown(url)}`);
      return undefined;
    }
    try {
      // The previous build's site is the operator's own (BLOG_ARCHIVE_FROM's origin): no host rule, any http(s) URL.
      if (!/^https?:\/\//.test(previous)) throw new CopyError("not an http(s) URL");
      const copy = await copyFrom(previous, options.fetchPrevious ?? fetch, image, stem, slot, present, options);
      warn(`blog: ${slot} image copied from the previous build's copy (original: ${failure}): ${shown(url)}`);
      return copy;
    } catch (error) {
      warn(`blog: ${slot} image not copied (${failure}; previous build's copy: ${reason(error)}): ${shown(url)}`);
      return undefined;
    }
  } finally {
    image.clear();
  }
}

/** Where the previous build kept its copy of `url`, if anywhere (a locator that throws counts as none). */
function previousCopy(url: string, locate: CopyOptions["previous"]): string | undefined {
  try {
    return locate?.(url);
  } catch {
    return undefined;
  }
}

/**
 * The copy an earlier run left in the folder, when complete: its largest file and every smaller width of the
 * slot (the largest is written first, so a run stopped midway leaves no complete-looking set).
 */
async function reuse(
  stem: string,
  slot: ImageSlot,
  present: Set<number>,
  options: CopyOptions,
): Promise<CopiedImage | undefined> {
  if (present.size === 0) return undefined;
  const widths = producedWidths(IMAGE_WIDTHS[slot], Math.max(...present));
  if (!widths.every((width) => present.has(width))) return undefined;
  try {
    const largest = widths.at(-1)!;
    const { width, height, format } = await sharp(path.join(options.outDir, fileName(stem, largest))).metadata();
    if (format !== "webp" || width !== largest || !height) return undefined;
    return describe(stem, widths, height, options.publicPath);
  } catch {
    return undefined;
  }
}

/** Downloads `url` and writes the slot's widths under `stem` (files already there are kept), all by `until`. */
async function copyFrom(
  url: string,
  fetchFn: ImageFetch,
  until: Deadline,
  stem: string,
  slot: ImageSlot,
  present: Set<number>,
  options: CopyOptions,
): Promise<CopiedImage> {
  const bytes = await download(url, fetchFn, until.signal, options.maxBytes ?? DEFAULT_MAX_BYTES);
  const images = await encode(bytes, slot, options.maxPixels ?? DEFAULT_MAX_PIXELS, until);
  // Largest first: see reuse.
  for (const image of [...images].reverse()) {
    if (present.has(image.width)) continue;
    if (until.signal.aborted) throw expired(until.signal, "resize");
    await writeAtomically(path.join(options.outDir, fileName(stem, image.width)), image.data);
    present.add(image.width);
  }
  return describe(
    stem,
    images.map((image) => image.width),
    images.at(-1)!.height,
    options.publicPath,
  );
}

function describe(stem: string, widths: number[], largestHeight: number, publicPath: string): CopiedImage {
  const base = publicPath.replace(/\/+$/, "");
  const urls = widths.map((width) => `${base}/${fileName(stem, width)}`);
  return {
    src: urls[Math.floor(urls.length / 2)]!,
    srcSet: widths.map((width, index) => `${urls[index]} ${width}w`).join(", "),
    width: widths.at(-1)!,
    height: largestHeight,
  };
}

/** The body of an image answer, or a failure: no answer in time, an error status, a redirect, no image type, too big. */
async function download(url: string, fetchFn: ImageFetch, signal: AbortSignal, maxBytes: number): Promise<Buffer> {
  // The deadline holds whatever the download awaits (within): a body cancelled while a server kept trickling it
  // once hung a copy in the unit tests for 15 s.
  try {
    return await within(signal, "download", fetchBody(url, fetchFn, signal, maxBytes));
  } catch (error) {
    if (signal.aborted) throw expired(signal, "download");
    throw error;
  }
}

async function fetchBody(url: string, fetchFn: ImageFetch, signal: AbortSignal, maxBytes: number): Promise<Buffer> {
  const response = await fetchFn(url, {
    signal,
    redirect: "error",
    credentials: "omit",
    referrerPolicy: "no-referrer",
    headers: { accept: ACCEPT },
  });
  const refuse = async (message: string) => {
    await response.body?.cancel().catch(() => undefined);
    return new CopyError(message);
  };
  // A fetch that followed a redirect all the same (one that ignores `redirect`) has failed too.
  if (response.redirected) throw await refuse("redirected");
  if (!response.ok) throw await refuse(`HTTP ${response.status}`);
  const type = (response.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (!type.startsWith("image/")) throw await refuse(`not an image (${type || "no content type"})`);
  if (type === "image/svg+xml") throw await refuse("SVG is not copied");
  if (Number(response.headers.get("content-length")) > maxBytes) throw await refuse(`larger than ${maxBytes} bytes`);
  return await readCappedBuffer(response, maxBytes);
}

/** The body, or a failure once it passes `max` bytes (the rest is not downloaded). */
async function readCappedBuffer(response: Response, max: number): Promise<Buffer> {
  if (!response.body) throw new CopyError("empty body");
  const bytes = await readCapped(response, max);
  if (bytes === undefined) throw new CopyError(`larger than ${max} bytes`);
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/**
 * The WebP files of the slot's widths, smallest first. The source is decoded once (its first frame, turned
 * upright, at most `maxPixels`), scaled to the largest width as raw sRGB pixels (which carry no metadata),
 * and each width is encoded from those.
 */
async function encode(
  bytes: Buffer,
  slot: ImageSlot,
  maxPixels: number,
  until: Deadline,
): Promise<{ width: number; height: number; data: Buffer }[]> {
  const input: SharpOptions = { limitInputPixels: maxPixels, pages: 1, failOn: "warning", autoOrient: true };
  // sharp stops its own work after whole seconds; `within` stops waiting for it at the deadline itself.
  const timeout = () => ({ seconds: Math.max(1, Math.ceil((until.endsAt - Date.now()) / 1000)) });
  const metadata = await within(until.signal, "resize", sharp(bytes, input).metadata());
  if (!DECODED_FORMATS.has(metadata.format)) throw new CopyError(`unsupported format ${metadata.format}`);
  const frameHeight = metadata.pageHeight ?? metadata.height;
  if (!metadata.width || !frameHeight) throw new CopyError("no dimensions");
  if (metadata.width * frameHeight > maxPixels) throw new CopyError(`more than ${maxPixels} pixels`);
  const widths = producedWidths(IMAGE_WIDTHS[slot], metadata.autoOrient.width);
  const largest = await within(
    until.signal,
    "resize",
    sharp(bytes, input)
      .resize({ width: widths.at(-1)!, withoutEnlargement: true })
      .toColourspace("srgb")
      .raw({ depth: "uchar" })
      .timeout(timeout())
      .toBuffer({ resolveWithObject: true }),
  );
  const raw = { width: largest.info.width, height: largest.info.height, channels: largest.info.channels };
  return within(
    until.signal,
    "resize",
    Promise.all(
      widths.map(async (width) => {
        const { data, info } = await sharp(largest.data, { raw })
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: WEBP_QUALITY })
          .timeout(timeout())
          .toBuffer({ resolveWithObject: true });
        return { width: info.width, height: info.height, data };
      }),
    ),
  );
}

/** Written under a temporary name, then renamed: a reader never sees half a file. */
async function writeAtomically(file: string, data: Buffer): Promise<void> {
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${randomBytes(6).toString("hex")}.tmp`);
  try {
    await writeFile(temporary, data);
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

function reason(error: unknown): string {
  if (error instanceof CopyError) return error.message;
  if (error instanceof Error && error.cause instanceof NonPublicAddressError) return error.cause.message;
  if (error instanceof Error) {
    const cause = error.cause as { code?: unknown; message?: unknown } | undefined;
    const detail = cause ? String(cause.code ?? cause.message ?? "") : "";
    return detail ? `${error.message}: ${detail}` : error.message;
  }
  return String(error);
}

/** A URL as warnings show it: at most 200 characters. */
function shown(url: string): string {
  return url.length > 200 ? `${url.slice(0, 199)}…` : url;
}
