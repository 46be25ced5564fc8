import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { finalizeEvent, generateSecretKey, getPublicKey } from "nostr-tools/pure";
import { SITE_URL_PLACEHOLDER } from "../../app/config";
import { fetchArchiveText, PreviousArchiveError, previousArchiveUrl, readPreviousArchive } from "./archive";
import { refusalLine } from "./refuse-build";

const key = generateSecretKey();
const author = getPublicKey(key);
const article = finalizeEvent(
  {
    kind: 30023,
    created_at: Math.floor(Date.now() / 1000) - 60,
    tags: [
      ["d", "kept"],
      ["title", "Kept"],
    ],
    content: "A body.",
  },
  key,
);

/** A local "previous site": each path answers as its handler says. */
const routes: Record<string, (response: ServerResponse) => void> = {
  "/ok.json": (response) => response.end(JSON.stringify({ version: 1, builtAt: 1, events: [article], images: {} })),
  "/missing.json": (response) => response.writeHead(404).end("not here"),
  "/error.json": (response) => response.writeHead(503).end(),
  "/moved.json": (response) => response.writeHead(301, { location: "/ok.json" }).end(),
  "/html.json": (response) => response.writeHead(200, { "content-type": "text/html" }).end("<!doctype html><p>hi"),
  "/latin1.json": (response) => response.end(Buffer.from([0x7b, 0x22, 0xe9, 0x22, 0x7d])),
  "/array.json": (response) => response.end("[]"),
  "/stalled.json": (response) => response.writeHead(200).write("{"),
  "/declared-large.json": (response) => response.writeHead(200, { "content-length": String(10_000) }).end(),
  // No length: the cap must hold while the body streams in.
  "/endless.json": (response) => {
    response.writeHead(200);
    const chunk = Buffer.alloc(16 * 1024, 0x20);
    const pump = () => {
      while (!response.destroyed && response.write(chunk));
      if (!response.destroyed) response.once("drain", pump);
    };
    pump();
  },
};

let server: Server;
let origin = "";
beforeAll(async () => {
  server = createServer((request, response) => {
    const route = routes[request.url ?? ""];
    if (route) route(response);
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const reasonFor = async (path: string, options: Parameters<typeof fetchArchiveText>[1] = {}) => {
  const error = await readPreviousArchive([author], `${origin}${path}`, options).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error, path).toBeInstanceOf(PreviousArchiveError);
  expect((error as PreviousArchiveError).url).toBe(`${origin}${path}`);
  return (error as PreviousArchiveError).reason;
};

describe("readPreviousArchive", () => {
  it("reads a previous archive and keeps its articles", async () => {
    const read = await readPreviousArchive([author], `${origin}/ok.json`);
    expect(read.events.map((event) => event.id)).toEqual([article.id]);
    expect(read.from).toBe(`${origin}/ok.json`);
  });

  it("refuses, naming the reason, every answer that is not the archive", async () => {
    expect(await reasonFor("/missing.json")).toBe("HTTP 404");
    expect(await reasonFor("/error.json")).toBe("HTTP 503");
    expect(await reasonFor("/moved.json")).toBe("a redirect (HTTP 301 to /ok.json), which the build does not follow");
    expect(await reasonFor("/html.json")).toBe("not JSON");
    expect(await reasonFor("/latin1.json")).toBe("not UTF-8 text");
    expect(await reasonFor("/array.json")).toBe("not an archive (not a JSON object)");
  });

  it("refuses a site that does not answer, or answers too slowly", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const error = await readPreviousArchive([author], `http://127.0.0.1:${port}/blog/archive.json`).catch(
      (thrown: unknown) => thrown as PreviousArchiveError,
    );
    expect(error).toBeInstanceOf(PreviousArchiveError);
    expect((error as PreviousArchiveError).reason).toBe("fetch failed (ECONNREFUSED)");
    expect(await reasonFor("/stalled.json", { timeoutMs: 300 })).toBe("no answer within 0.3 s");
  });

  it("refuses a body over the cap while it streams in, and a declared length over it at once", async () => {
    expect(await reasonFor("/endless.json", { maxBytes: 1024 * 1024 })).toBe("more than 1048576 bytes");
    expect(await reasonFor("/declared-large.json", { maxBytes: 1000 })).toBe("10000 bytes, more than 1000");
  });

  it("ends the build with one line naming the URL, the reason and what a first deploy does", () => {
    const line = refusalLine(new PreviousArchiveError("https://site.example/blog/archive.json", "HTTP 404"));
    expect(line).toBe(
      "✖ build refused: the previous archive https://site.example/blog/archive.json could not be read: HTTP 404 " +
        "(a first deploy sets BLOG_ARCHIVE_FROM empty); nothing was written to deploy (docs/deploying.md)",
    );
    expect(line).not.toContain("\n");
  });
});

describe("previousArchiveUrl", () => {
  it("is the live site's own copy by default, BLOG_ARCHIVE_FROM when set, and none when that is empty", () => {
    expect(previousArchiveUrl({}, "https://site.example")).toBe("https://site.example/blog/archive.json");
    expect(previousArchiveUrl({ BLOG_ARCHIVE_FROM: "http://127.0.0.1:1/a.json" }, "https://site.example")).toBe(
      "http://127.0.0.1:1/a.json",
    );
    expect(previousArchiveUrl({ BLOG_ARCHIVE_FROM: " " }, "https://site.example")).toBeUndefined();
  });

  it("reads nothing from the placeholder domain while SITE_URL is still the placeholder", () => {
    expect(previousArchiveUrl({}, SITE_URL_PLACEHOLDER)).toBeUndefined();
  });
});
