import { createHash, randomBytes } from "node:crypto";
import { mkdtemp, readdir, readFile, rm, stat } from "node:fs/promises";
import { createServer, type IncomingHttpHeaders, type RequestListener, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  copyImages,
  IMAGE_TIMEOUT_MS,
  IMAGE_WIDTHS,
  IMAGES_DEADLINE_MS,
  ORIGINAL_SHARE,
  type CopyOptions,
  type ImageSlot,
} from "./images";
import { publicFetch, type Resolve } from "./public-fetch";
import { DEMO_IMAGE_PATHS, demoUrl } from "./well-known-fetch";

/** The covers' host of these tests: its /covers/ and /avatars/ paths go to the local server, as the demo's do. */
const HOST = "https://covers.example";
const PUBLIC = "/blog/img";

interface Local {
  origin: string;
  requests: { path: string; headers: IncomingHttpHeaders }[];
  close: () => Promise<void>;
}

async function serve(handler: RequestListener): Promise<Local> {
  const requests: Local["requests"] = [];
  const server: Server = createServer((request, response) => {
    requests.push({ path: request.url ?? "", headers: request.headers });
    handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A fetch that sends `https://<host>/<prefix>…` to a local origin, as demoUrl does, and refuses any other URL. */
function routed(routes: Record<string, { origin: string; paths: readonly string[] }>) {
  const calls: string[] = [];
  const fetchFn = (url: string, init: RequestInit) => {
    calls.push(url);
    const route = routes[new URL(url).hostname];
    const local = route ? demoUrl(url, route.origin, route.paths) : url;
    if (local === url) return Promise.reject(new TypeError(`no route for ${url} in the test`));
    return fetch(local, init);
  };
  return { calls, fetch: fetchFn };
}

const stem = (url: string) => createHash("sha256").update(url).digest("hex").slice(0, 16);

const solid = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } });

let images: Record<string, { type: string; body: Buffer }>;
let covers: Local;
const dirs: string[] = [];

async function outDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), "blog-img-"));
  dirs.push(dir);
  return dir;
}

beforeAll(async () => {
  const frame = (background: string) => solid(300, 200, background).png().toBuffer();
  const frames = await Promise.all(["#d22", "#22d", "#2d2"].map(frame));
  images = {
    "/covers/wide.png": { type: "image/png", body: await solid(1600, 900, "#3a6").png().toBuffer() },
    // 600 wide, with EXIF (a copyright and a GPS position) the copies must not carry.
    "/covers/small.jpg": {
      type: "image/jpeg",
      body: await solid(600, 400, "#a63")
        .jpeg()
        .withExif({ IFD0: { Copyright: "someone" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "48/1 51/1 0/1" } })
        .toBuffer(),
    },
    // Stored 300x200 on its side: EXIF orientation 6 shows it 200x300.
    "/covers/rotated.jpg": {
      type: "image/jpeg",
      body: await solid(300, 200, "#36a").jpeg().withMetadata({ orientation: 6 }).toBuffer(),
    },
    "/covers/animated.gif": {
      type: "image/gif",
      body: await sharp(frames, { join: { animated: true } })
        .gif()
        .toBuffer(),
    },
    "/avatars/alice.png": { type: "image/png", body: await solid(400, 400, "#c3c").png().toBuffer() },
    "/avatars/tiny.png": { type: "image/png", body: await solid(40, 40, "#3cc").png().toBuffer() },
    // 3000x3000: 9 megapixels, a small file.
    "/covers/huge.png": { type: "image/png", body: await solid(3000, 3000, "#888").png().toBuffer() },
    // Noise does not compress: well past 100 kB.
    "/covers/noise.png": {
      type: "image/png",
      body: await sharp(randomBytes(300 * 300 * 3), { raw: { width: 300, height: 300, channels: 3 } })
        .png()
        .toBuffer(),
    },
    "/covers/garbage.png": { type: "image/png", body: randomBytes(5000) },
    "/covers/page.png": { type: "text/html; charset=utf-8", body: Buffer.from("<!doctype html><p>Not found</p>") },
    "/covers/vector.svg": {
      type: "image/svg+xml",
      body: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
    },
  };
  covers = await serve((request, response) => {
    const url = request.url ?? "";
    if (url === "/covers/slow.png") return; // never answers
    if (url.startsWith("/covers/stalled")) {
      // Headers and a first chunk, then nothing more.
      response.writeHead(200, { "content-type": "image/png" }).write(images["/covers/wide.png"]!.body.subarray(0, 100));
      return;
    }
    if (url === "/covers/noise-chunked.png") {
      // No content-length: the limit must cut the stream itself.
      response.writeHead(200, { "content-type": "image/png" });
      const body = images["/covers/noise.png"]!.body;
      for (let offset = 0; offset < body.length; offset += 16_384)
        response.write(body.subarray(offset, offset + 16_384));
      return response.end();
    }
    if (url === "/covers/moved.png") return response.writeHead(302, { location: "/covers/wide.png" }).end();
    const image = images[url];
    if (!image) return response.writeHead(404, { "content-type": "text/plain" }).end("not found");
    response.writeHead(200, { "content-type": image.type, "content-length": image.body.length }).end(image.body);
  });
});

afterAll(async () => {
  await covers.close();
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

afterEach(() => {
  covers.requests.length = 0;
});

function options(dir: string, extra: Partial<CopyOptions> = {}) {
  const warnings: string[] = [];
  const route = routed({ "covers.example": { origin: covers.origin, paths: DEMO_IMAGE_PATHS } });
  const copyOptions: CopyOptions = {
    outDir: dir,
    publicPath: PUBLIC,
    fetch: route.fetch,
    warn: (message) => warnings.push(message),
    ...extra,
  };
  return { warnings, calls: route.calls, options: copyOptions };
}

const src = (url: string, width: number) => `${PUBLIC}/${stem(url)}-${width}.webp`;

async function decoded(dir: string, url: string, width: number) {
  const file = path.join(dir, `${stem(url)}-${width}.webp`);
  return sharp(await readFile(file)).metadata();
}

describe("copyImages", () => {
  it("writes a cover at 480, 960 and 1440 pixels as WebP, named by the URL's hash", async () => {
    const dir = path.join(await outDir(), "blog", "img"); // created
    const url = `${HOST}/covers/wide.png`;
    const { warnings, options: copyOptions } = options(dir);
    const copies = await copyImages([{ url, slot: "cover" }], copyOptions);

    expect(IMAGE_WIDTHS.cover).toEqual([480, 960, 1440]);
    expect(copies).toEqual({
      [url]: {
        src: src(url, 960),
        srcSet: `${src(url, 480)} 480w, ${src(url, 960)} 960w, ${src(url, 1440)} 1440w`,
        width: 1440,
        height: 810,
      },
    });
    expect((await readdir(dir)).sort()).toEqual([480, 960, 1440].map((width) => `${stem(url)}-${width}.webp`).sort());
    for (const [width, height] of [
      [480, 270],
      [960, 540],
      [1440, 810],
    ]) {
      expect(await decoded(dir, url, width!)).toMatchObject({ format: "webp", width, height });
    }
    expect(warnings).toEqual([]);
  });

  it("never enlarges: a narrower source is its own largest width", async () => {
    const dir = await outDir();
    const cover = `${HOST}/covers/small.jpg`;
    const avatar = `${HOST}/avatars/alice.png`;
    const tiny = `${HOST}/avatars/tiny.png`;
    const copies = await copyImages(
      [
        { url: cover, slot: "cover" },
        { url: avatar, slot: "avatar" },
        { url: tiny, slot: "avatar" },
      ],
      options(dir).options,
    );
    expect(copies[cover]).toEqual({
      src: src(cover, 600),
      srcSet: `${src(cover, 480)} 480w, ${src(cover, 600)} 600w`,
      width: 600,
      height: 400,
    });
    expect(copies[avatar]).toEqual({
      src: src(avatar, 96),
      srcSet: `${src(avatar, 48)} 48w, ${src(avatar, 96)} 96w, ${src(avatar, 144)} 144w`,
      width: 144,
      height: 144,
    });
    expect(copies[tiny]).toEqual({ src: src(tiny, 40), srcSet: `${src(tiny, 40)} 40w`, width: 40, height: 40 });
    expect(await decoded(dir, cover, 600)).toMatchObject({ width: 600, height: 400 });
  });

  it("strips metadata, turns the image upright and keeps an animation's first frame", async () => {
    const dir = await outDir();
    const jpeg = `${HOST}/covers/small.jpg`;
    const rotated = `${HOST}/covers/rotated.jpg`;
    const animated = `${HOST}/covers/animated.gif`;
    expect((await sharp(images["/covers/small.jpg"]!.body).metadata()).exif).toBeDefined();
    const copies = await copyImages(
      [jpeg, rotated, animated].map((url) => ({ url, slot: "cover" as ImageSlot })),
      options(dir).options,
    );
    for (const width of [480, 600]) {
      const metadata = await decoded(dir, jpeg, width);
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.icc).toBeUndefined();
    }
    expect(copies[rotated]).toMatchObject({ width: 200, height: 300 });
    expect(await decoded(dir, rotated, 200)).toMatchObject({ width: 200, height: 300 });
    expect(copies[animated]).toMatchObject({ width: 300, height: 200 });
    const first = await decoded(dir, animated, 300);
    expect(first).toMatchObject({ format: "webp", width: 300, height: 200 });
    expect(first.pages ?? 1).toBe(1);
    const { data } = await sharp(path.join(dir, `${stem(animated)}-300.webp`))
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(180); // red: the first frame
    expect(data[2]).toBeLessThan(80);
  });

  it("sends no referrer or cookie and refuses redirects", async () => {
    const dir = await outDir();
    const moved = `${HOST}/covers/moved.png`;
    const { warnings, options: copyOptions } = options(dir);
    const copies = await copyImages(
      [
        { url: `${HOST}/covers/wide.png`, slot: "cover" },
        { url: moved, slot: "cover" },
      ],
      copyOptions,
    );
    expect(Object.keys(copies)).toEqual([`${HOST}/covers/wide.png`]);
    expect(covers.requests.map((request) => request.path).sort()).toEqual(["/covers/moved.png", "/covers/wide.png"]);
    for (const { headers } of covers.requests) {
      expect(headers.referer).toBeUndefined();
      expect(headers.cookie).toBeUndefined();
      expect(headers.accept).toContain("image/");
    }
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain(moved);
  });

  it("lists the copies in the sources' order, whichever finishes first", async () => {
    const dir = await outDir();
    const slow = `${HOST}/covers/wide.png`;
    const quick = `${HOST}/avatars/tiny.png`;
    const { options: base } = options(dir);
    const finished: string[] = [];
    const copies = await copyImages(
      [
        { url: slow, slot: "cover" },
        { url: quick, slot: "avatar" },
      ],
      {
        ...base,
        concurrency: 2,
        fetch: async (url, init) => {
          if (url.includes("wide")) await new Promise((resolve) => setTimeout(resolve, 300));
          finished.push(url);
          return base.fetch!(url, init);
        },
      },
    );
    expect(finished.map((url) => url.split("/").pop())).toEqual(["tiny.png", "wide.png"]);
    expect(Object.keys(copies)).toEqual([slow, quick]);
  });

  it("reuses the files of an earlier run without asking the host again", async () => {
    const dir = await outDir();
    const url = `${HOST}/covers/wide.png`;
    const sources = [
      { url, slot: "cover" as const },
      { url: `${HOST}/avatars/tiny.png`, slot: "avatar" as const },
    ];
    const first = await copyImages(sources, options(dir).options);
    const file = path.join(dir, `${stem(url)}-1440.webp`);
    const written = (await stat(file)).mtimeMs;
    covers.requests.length = 0;

    const again = options(dir);
    expect(await copyImages(sources, again.options)).toEqual(first);
    expect(again.calls).toEqual([]);
    expect(covers.requests).toEqual([]);
    expect((await stat(file)).mtimeMs).toBe(written);
  });

  it("makes a missing width again, keeping the files that are there", async () => {
    const dir = await outDir();
    const url = `${HOST}/covers/wide.png`;
    const first = await copyImages([{ url, slot: "cover" }], options(dir).options);
    const kept = path.join(dir, `${stem(url)}-1440.webp`);
    const written = (await stat(kept)).mtimeMs;
    await rm(path.join(dir, `${stem(url)}-480.webp`));

    const again = options(dir);
    expect(await copyImages([{ url, slot: "cover" }], again.options)).toEqual(first);
    expect(again.calls).toEqual([url]);
    expect(await decoded(dir, url, 480)).toMatchObject({ width: 480, height: 270 });
    expect((await stat(kept)).mtimeMs).toBe(written);
  });

  it("skips site paths, other schemes and hosts of the machine or its network, asking none of them", async () => {
    const dir = await outDir();
    const { warnings, calls, options: copyOptions } = options(dir);
    const refused = [
      "http://covers.example/covers/wide.png",
      "https://127.0.0.1/covers/wide.png",
      "https://2130706433/covers/wide.png",
      "https://[::1]/covers/wide.png",
      "https://localhost/covers/wide.png",
      "https://nas.local/covers/wide.png",
      "https://db.internal/covers/wide.png",
      "https://covers.example:8443/covers/wide.png",
      "https://user:secret@covers.example/covers/wide.png",
      "data:image/png;base64,iVBORw0KGgo=",
      "not a url",
    ];
    const copies = await copyImages(
      [{ url: "/blog-demo/cover.svg", slot: "cover" }, ...refused.map((url) => ({ url, slot: "cover" as const }))],
      copyOptions,
    );
    expect(copies).toEqual({});
    expect(calls).toEqual([]);
    expect(covers.requests).toEqual([]);
    expect(warnings).toHaveLength(refused.length);
    expect(warnings.join("\n")).not.toContain("/blog-demo/cover.svg");
  });

  it("fails each bad image alone, with one warning each, while the others are copied", async () => {
    const started = Date.now();
    const dir = await outDir();
    const good = [`${HOST}/covers/wide.png`, `${HOST}/covers/small.jpg`, `${HOST}/avatars/alice.png`];
    const bad = [
      "missing.png", // 404
      "page.png", // an HTML page
      "noise.png", // past maxBytes, said by content-length
      "noise-chunked.png", // past maxBytes, found while reading
      "slow.png", // no answer in time
      "stalled.png", // the body stops coming
      "garbage.png", // image/png that does not decode
      "huge.png", // past maxPixels
      "vector.svg", // SVG is not copied
    ].map((name) => `${HOST}/covers/${name}`);
    const { warnings, options: copyOptions } = options(dir, {
      maxBytes: 100_000,
      maxPixels: 4_000_000,
      timeoutMs: 500,
      concurrency: 3,
    });
    const copies = await copyImages(
      [...bad, ...good].map((url) => ({ url, slot: (url.includes("/avatars/") ? "avatar" : "cover") as ImageSlot })),
      copyOptions,
    );
    // The slow ones cost their 500 ms timeout, not more.
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(Object.keys(copies).sort()).toEqual([...good].sort());
    expect(copies[good[0]!]).toMatchObject({ width: 1440, height: 810 });
    expect(warnings).toHaveLength(bad.length);
    for (const url of bad) expect(warnings.filter((warning) => warning.endsWith(url))).toHaveLength(1);
    const said = (name: string) => warnings.find((warning) => warning.endsWith(`/covers/${name}`));
    expect(said("missing.png")).toContain("HTTP 404");
    expect(said("page.png")).toContain("not an image (text/html)");
    expect(said("noise.png")).toContain("larger than 100000 bytes");
    expect(said("noise-chunked.png")).toContain("larger than 100000 bytes");
    expect(said("slow.png")).toContain("within 500 ms");
    expect(said("stalled.png")).toContain("within 500 ms");
    expect(said("huge.png")).toMatch(/pixel/);
    expect(said("vector.svg")).toContain("SVG");
    // Only the good images left files.
    expect(new Set((await readdir(dir)).map((name) => name.slice(0, 16)))).toEqual(new Set(good.map(stem)));
  }, 15_000);

  it("copies from the previous build's copy when the original host is down", async () => {
    const url = `${HOST}/covers/wide.png`;
    const lost = `${HOST}/covers/lost.png`;
    const original = await serve((request, response) => {
      const image = images[request.url ?? ""];
      if (!image) return response.writeHead(404).end();
      response.writeHead(200, { "content-type": image.type }).end(image.body);
    });
    const deployed = await outDir();
    const route = { "covers.example": { origin: original.origin, paths: DEMO_IMAGE_PATHS } };
    const first = await copyImages([{ url, slot: "cover" }], {
      outDir: deployed,
      publicPath: PUBLIC,
      fetch: routed(route).fetch,
    });
    await original.close();

    // The previous deployment, serving its copies.
    const site = await serve((request, response) => {
      const name = path.basename(request.url ?? "");
      readFile(path.join(deployed, name)).then(
        (body) => response.writeHead(200, { "content-type": "image/webp" }).end(body),
        () => response.writeHead(404).end(),
      );
    });
    try {
      const dir = await outDir();
      const warnings: string[] = [];
      const { fetch: fetchFn, calls } = routed({
        ...route,
        "site.example": { origin: site.origin, paths: ["/blog/img/"] },
      });
      const copies = await copyImages(
        [
          { url, slot: "cover" },
          { url: lost, slot: "cover" },
        ],
        {
          outDir: dir,
          publicPath: PUBLIC,
          fetch: fetchFn,
          fetchPrevious: fetchFn,
          previous: (original) => `https://site.example/blog/img/${stem(original)}-1440.webp`,
          warn: (message) => warnings.push(message),
        },
      );
      expect(copies).toEqual({ [url]: first[url] });
      expect((await readdir(dir)).sort()).toEqual((await readdir(deployed)).sort());
      expect(await decoded(dir, url, 480)).toMatchObject({ format: "webp", width: 480, height: 270 });
      expect(calls).toContain(`https://site.example/blog/img/${stem(url)}-1440.webp`);
      expect(warnings).toHaveLength(2);
      expect(warnings.find((warning) => warning.endsWith(url))).toContain("previous build");
      expect(warnings.find((warning) => warning.endsWith(lost))).toContain("previous build's copy: HTTP 404");
    } finally {
      await site.close();
    }
  });
});

/** Time since `started`, in ms. */
const since = (started: number) => Date.now() - started;
/** What a loaded two-core machine may add to a deadline: setting up, closing the connection, the warning. */
const SLACK_MS = 1_500;

describe("copyImages within its bounds", () => {
  it("gives one image 10 s and a build 60 s by default", () => {
    expect(IMAGE_TIMEOUT_MS).toBe(10_000);
    expect(IMAGES_DEADLINE_MS).toBe(60_000);
    expect(ORIGINAL_SHARE).toBe(0.6);
  });

  it("stops a stalled download at the image's deadline", async () => {
    const dir = await outDir();
    const url = `${HOST}/covers/stalled-alone.png`;
    const { warnings, options: copyOptions } = options(dir, { timeoutMs: 300 });
    const started = Date.now();
    expect(await copyImages([{ url, slot: "cover" }], copyOptions)).toEqual({});
    expect(since(started)).toBeLessThan(300 + SLACK_MS);
    expect(warnings).toEqual([`blog: cover image not copied (no complete answer within 300 ms): ${url}`]);
    expect(await readdir(dir)).toEqual([]);
  });

  it("stops a slow resize at the same deadline, and writes nothing after it", async () => {
    // 36 megapixels, interlaced: about a second to decode and resize here, in a 131 kB file that arrives at once.
    images["/covers/interlaced.png"] = {
      type: "image/png",
      body: await solid(6000, 6000, "#777").png({ progressive: true }).toBuffer(),
    };
    const dir = await outDir();
    const url = `${HOST}/covers/interlaced.png`;
    const { warnings, options: copyOptions } = options(dir, { timeoutMs: 300 });
    const started = Date.now();
    expect(await copyImages([{ url, slot: "cover" }], copyOptions)).toEqual({});
    expect(since(started)).toBeLessThan(300 + SLACK_MS);
    expect(warnings).toEqual([`blog: cover image not copied (not resized and encoded within 300 ms): ${url}`]);
    // The resize left behind runs out (sharp's own timeout is a second) without writing a file.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await readdir(dir)).toEqual([]);
  }, 15_000);

  it("counts the previous build's copy within the same deadline", async () => {
    const dir = await outDir();
    const url = `${HOST}/covers/stalled-with-previous.png`;
    const { warnings, options: copyOptions } = options(dir, {
      timeoutMs: 500,
      // The default fetch for the previous copies (the global one), to the same stalling server.
      previous: () => `${covers.origin}/covers/stalled-previous.webp`,
    });
    const started = Date.now();
    expect(await copyImages([{ url, slot: "cover" }], copyOptions)).toEqual({});
    // 500 ms in all: 300 for the original (ORIGINAL_SHARE), the other 200 for the copy.
    expect(since(started)).toBeLessThan(500 + SLACK_MS);
    expect(warnings).toEqual([
      `blog: cover image not copied (no complete answer within 300 ms; ` +
        `previous build's copy: no complete answer within 500 ms): ${url}`,
    ]);
    expect(covers.requests.map((request) => request.path)).toEqual([
      "/covers/stalled-with-previous.png",
      "/covers/stalled-previous.webp",
    ]);
  });

  it("keeps the rest of the image's time for the previous copy when the original stalls", async () => {
    const dir = await outDir();
    const url = `${HOST}/covers/stalled-original.png`;
    const { warnings, options: copyOptions } = options(dir, {
      // 3 s for the original, 2 s for the copy: plenty for a 1600 x 900 PNG on a loaded machine.
      timeoutMs: 5_000,
      previous: () => `${covers.origin}/covers/wide.png`,
    });
    const copies = await copyImages([{ url, slot: "cover" }], copyOptions);
    expect(copies[url]).toMatchObject({ width: 1440, height: 810 });
    expect(warnings).toEqual([
      `blog: cover image copied from the previous build's copy (original: no complete answer within 3000 ms): ${url}`,
    ]);
  }, 15_000);

  it("shares one deadline among all images: the rest keep their original URLs, avatars first", async () => {
    const dir = await outDir();
    const stalled = Array.from({ length: 6 }, (_, index) => `${HOST}/covers/stalled-${index}.png`);
    const good = `${HOST}/covers/wide.png`;
    const avatar = `${HOST}/avatars/alice.png`;
    const { warnings, options: copyOptions } = options(dir, { deadlineMs: 1_000, concurrency: 2 });
    const started = Date.now();
    const copies = await copyImages(
      [...stalled, good, avatar].map((url) => ({ url, slot: (url === avatar ? "avatar" : "cover") as ImageSlot })),
      copyOptions,
    );
    expect(since(started)).toBeLessThan(1_000 + SLACK_MS);
    // The avatar, listed last, went first; the covers' images (10 s each) were cut by the build's deadline, and
    // those never started are said in one warning. The pages show every cover not copied from its original URL.
    expect(Object.keys(copies)).toEqual([avatar]);
    const cut = warnings.filter((warning) => warning.includes("not copied (the build's 1000 ms for images ran out)"));
    const unstarted = warnings.filter((warning) => warning.includes("ran out before them"));
    expect(cut).toHaveLength(2);
    expect(unstarted).toHaveLength(1);
    expect(unstarted[0]).toMatch(/^blog: 5 images not copied \(the build's 1000 ms for images ran out before them\): /);
    expect(warnings).toHaveLength(3);
    expect(covers.requests.map((request) => request.path)).not.toContain("/covers/wide.png");
    expect(new Set((await readdir(dir)).map((name) => name.slice(0, 16)))).toEqual(new Set([stem(avatar)]));
  });
});

describe("copyImages within its default bounds, on a fake clock", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("ends an image at 10 s, previous copy included, and all images at 60 s", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    const asked: { url: string; at: number }[] = [];
    /** A host that never answers: its request ends only when the copier aborts it. */
    const hanging = (url: string, init: RequestInit) => {
      asked.push({ url, at: Date.now() });
      return new Promise<Response>((_, reject) =>
        init.signal?.addEventListener("abort", () => reject(new Error("aborted")), { once: true }),
      );
    };
    const urls = Array.from({ length: 1_000 }, (_, index) => `${HOST}/covers/hanging-${index}.png`);
    const warnings: string[] = [];
    const started = Date.now();
    let endedAt: number | undefined;
    const copying = copyImages(
      urls.map((url) => ({ url, slot: "cover" as const })),
      {
        outDir: await outDir(),
        publicPath: PUBLIC,
        fetch: hanging,
        fetchPrevious: hanging,
        previous: (url) => (url === urls[0] ? "https://site.example/blog/img/first.webp" : undefined),
        warn: (message) => warnings.push(message),
      },
    ).then((copies) => ((endedAt = Date.now()), copies));
    // The folder is read with real I/O before the first image starts.
    while (asked.length === 0) await new Promise((resolve) => setImmediate(resolve));

    await vi.advanceTimersByTimeAsync(IMAGES_DEADLINE_MS - 1);
    expect(endedAt).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(await copying).toEqual({});
    expect(endedAt! - started).toBe(IMAGES_DEADLINE_MS);

    // The first image: its original cut at 6 s, its previous copy asked then and cut at 10 s.
    expect(asked.filter(({ url }) => url.endsWith("/first.webp"))).toEqual([
      { url: "https://site.example/blog/img/first.webp", at: started + IMAGE_TIMEOUT_MS * ORIGINAL_SHARE },
    ]);
    expect(warnings[0]).toBe(
      `blog: cover image not copied (no complete answer within 6000 ms; previous build's copy: ` +
        `no complete answer within 10000 ms): ${urls[0]}`,
    );
    // Four at a time, 10 s each: 24 images started in the 60 s, the last 4 of them cut by the build's deadline.
    expect(asked.filter(({ url }) => url.startsWith(HOST))).toHaveLength(24);
    expect(
      warnings.filter((warning) => warning.includes("not copied (no complete answer within 10000 ms)")),
    ).toHaveLength(19);
    expect(warnings.filter((warning) => warning.includes("(the build's 60000 ms for images ran out)"))).toHaveLength(4);
    expect(warnings.at(-1)).toMatch(
      /^blog: 976 images not copied \(the build's 60000 ms for images ran out before them\)/,
    );
    expect(warnings).toHaveLength(25);
  });
});

describe("copyImages on public addresses only", () => {
  /** A resolver that answers `addresses` for every name, and counts the names it was asked. */
  function resolver(addresses: string[]) {
    const asked: string[] = [];
    const resolve: Resolve = async (hostname) => {
      asked.push(hostname);
      return addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
    };
    return { asked, resolve };
  }

  for (const address of ["127.0.0.1", "10.1.2.3", "169.254.169.254", "::1", "fc00::1", "::ffff:127.0.0.1"]) {
    it(`refuses a name that resolves to ${address}, connecting nowhere`, async () => {
      const dir = await outDir();
      const url = "https://covers.images.test/covers/wide.png";
      const { asked, resolve } = resolver([address]);
      const warnings: string[] = [];
      const copies = await copyImages([{ url, slot: "cover" }], {
        outDir: dir,
        publicPath: PUBLIC,
        fetch: publicFetch({ resolve }),
        warn: (message) => warnings.push(message),
      });
      expect(copies).toEqual({});
      expect(asked).toEqual(["covers.images.test"]);
      expect(warnings).toEqual([
        `blog: cover image not copied (covers.images.test resolves to ${address}, not a public address): ${url}`,
      ]);
      expect(covers.requests).toEqual([]);
    });
  }

  it("refuses a name when any one of its addresses is not public", async () => {
    const { resolve } = resolver(["93.184.215.14", "10.0.0.7"]);
    const warnings: string[] = [];
    await copyImages([{ url: "https://mixed.images.test/a.png", slot: "avatar" }], {
      outDir: await outDir(),
      publicPath: PUBLIC,
      fetch: publicFetch({ resolve }),
      warn: (message) => warnings.push(message),
    });
    expect(warnings[0]).toContain("mixed.images.test resolves to 10.0.0.7, not a public address");
  });
});
