// The three local relays of `npm start` and the browser tests, seeded from seed-events.jsonl
// (or the benchmark data with seed "bench"), and the HTTP control port tests drive them through.
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import { LOCAL_RELAY_PORTS, RELAY_CONTROL_PORT } from "../local-env.mjs";
import { generateArchiveBenchSeed, generateBenchSeed } from "./bench-seed.mjs";
import { generateDemoFlood } from "./demo-flood.mjs";
import { DISCUSSION_ARTICLE_D, MUTED_KEY_LABEL } from "./generate-seed.mjs";
import { demoImage, demoWellKnown } from "./demo-well-known.mjs";
import { startRelay } from "./relay-server.mjs";

const SEED_FILE = new URL("./seed-events.jsonl", import.meta.url);

/**
 * The relays' events: the committed demo seed and the flood in front of its discussion (./demo-flood.mjs), the
 * benchmark data (30 articles; "archive": 1,000 articles and 20,000 interactions), nothing, or the events given.
 * @param {"demo" | "bench" | "archive" | "empty" | object[]} name
 */
export async function loadSeed(name) {
  if (Array.isArray(name)) return name;
  if (name === "bench") return generateBenchSeed();
  if (name === "archive") return generateArchiveBenchSeed();
  if (name === "empty") return [];
  const seed = readFileSync(SEED_FILE, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line));
  const flood = await generateDemoFlood(seed, { discussionD: DISCUSSION_ARTICLE_D, mutedLabel: MUTED_KEY_LABEL });
  return [...seed, ...flood];
}

/**
 * The seed as a relay that missed an update would hold it: for every addressable event published
 * in several versions, only the oldest. The last local relay serves this, so the client's
 * "newest version wins" rule is exercised on every run (with the other two relays down, the older
 * version is all there is, and showing it is correct).
 */
export function laggingSeed(events) {
  const oldest = new Map();
  for (const event of events) {
    if (event.kind < 30000 || event.kind >= 40000) continue;
    const key = `${event.kind}:${event.pubkey}:${event.tags.find((tag) => tag[0] === "d")?.[1] ?? ""}`;
    const current = oldest.get(key);
    if (!current || event.created_at < current.created_at) oldest.set(key, event);
  }
  const keep = new Set([...oldest.values()].map((event) => event.id));
  return events.filter((event) => event.kind < 30000 || event.kind >= 40000 || keep.has(event.id));
}

/**
 * Starts the relays (the same seed, the last one lagging: see laggingSeed) and, unless `controlPort` is null, the control
 * port. Returns the relay handles and a `stop` that closes everything.
 * @param {{ seed?: "demo" | "bench" | "archive" | "empty" | object[], ports?: number[], controlPort?: number | null, host?: string }} [options]
 */
export async function startLocalRelays({
  seed = "demo",
  ports = LOCAL_RELAY_PORTS,
  controlPort = RELAY_CONTROL_PORT,
  host = "127.0.0.1",
} = {}) {
  const events = await loadSeed(seed);
  const relays = await Promise.all(
    ports.map((port, index) =>
      startRelay({ port, host, events: index === ports.length - 1 && ports.length > 1 ? laggingSeed(events) : events }),
    ),
  );
  const control = controlPort === null ? undefined : await startControlServer(relays, controlPort, host);
  return {
    relays,
    urls: relays.map((relay) => relay.url),
    eventCount: events.length,
    async stop() {
      if (control) await new Promise((resolve) => control.close(() => resolve(undefined)));
      await Promise.all(relays.map((relay) => relay.close()));
    },
  };
}

function readBody(request) {
  return new Promise((resolve, reject) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => resolve(body));
    request.on("error", reject);
  });
}

/**
 * HTTP control API (JSON bodies; `?scope=X` limits an action to one test's clients):
 *   GET  /health
 *   POST /relays/:index/stop | /start | /reset
 *   POST /relays/:index/slow    {"ms": 8000}
 *   POST /relays/:index/inject  {"event": <anything>}
 *   POST /relays/:index/store   {"events": [<signed events>]}  answered with the relay's own, under its limits
 *   POST /relays/:index/raw     {"frame": "<text sent verbatim>"}
 *   POST /relays/:index/flood   {"frame": "<text>", "count": 40000}  streamed after each REQ, CLOSE ignored
 *   GET  /relays/:index/flood   how far the floods got: {"sent": n, "cutOff": true|false}
 *   GET  /wire                  per relay, what its clients cost since the last reset: {reqs, events, bytes}
 *   POST /wire/reset            those counts back to zero
 *   GET  /refusals   every REQ the relays refused as the strictest public relays would (strict-limits.mjs), since start
 *   POST /reset                 every relay back to its seed (or one scope's controls cleared)
 *   GET  /.well-known/nostr.json?name=…, /.well-known/lnurlp/…   the demo domain's answers (demo-well-known.mjs)
 *   GET  /covers/{n}.png, /avatars/{name}.png   the demo domain's images, as image/png (demo-well-known.mjs)
 */
async function startControlServer(relays, port, host) {
  const wellKnown = await demoWellKnown();
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://control");
    const scope = url.searchParams.get("scope") ?? "";
    const reply = (status, body) =>
      response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
    try {
      if (request.method === "GET" && url.pathname === "/health") {
        return reply(200, { ok: true, relays: relays.map((relay) => ({ url: relay.url, running: relay.running })) });
      }
      if (request.method === "GET" && url.pathname.startsWith("/.well-known/")) {
        const answer = wellKnown(url.pathname, url.searchParams);
        return answer === undefined ? reply(404, { error: "not found" }) : reply(200, answer);
      }
      if (request.method === "GET" && /^\/(covers|avatars)\//.test(url.pathname)) {
        const png = await demoImage(url.pathname);
        if (!png) return reply(404, { error: "not found" });
        return response.writeHead(200, { "content-type": "image/png", "content-length": png.length }).end(png);
      }
      if (request.method === "GET" && url.pathname === "/refusals")
        return reply(
          200,
          relays.flatMap((relay, index) => relay.refusals().map((refusal) => ({ relay: index, ...refusal }))),
        );
      if (request.method === "GET" && url.pathname === "/wire")
        return reply(
          200,
          relays.map((relay) => relay.wire(scope)),
        );
      const floodStats = /^\/relays\/(\d+)\/flood$/.exec(url.pathname);
      if (request.method === "GET" && floodStats && relays[Number(floodStats[1])])
        return reply(200, relays[Number(floodStats[1])].floodStats(scope));
      if (request.method !== "POST") return reply(405, { error: "use POST" });
      const body = await readBody(request);
      const payload = body ? JSON.parse(body) : {};
      if (url.pathname === "/wire/reset") {
        for (const relay of relays) relay.resetWire(scope);
        return reply(200, { ok: true });
      }
      if (url.pathname === "/reset") {
        await Promise.all(relays.map((relay) => relay.reset(scope)));
        return reply(200, { ok: true });
      }
      const match = /^\/relays\/(\d+)\/(stop|start|reset|slow|inject|store|raw|flood)$/.exec(url.pathname);
      const relay = match ? relays[Number(match[1])] : undefined;
      if (!match || !relay) return reply(404, { error: `unknown control ${url.pathname}` });
      const action = match[2];
      if (action === "stop") await relay.stop(scope);
      else if (action === "start") await relay.start(scope);
      else if (action === "reset") await relay.reset(scope);
      else if (action === "slow") relay.slow(Number(payload.ms) || 0, scope);
      else if (action === "inject") relay.inject(payload.event, scope);
      else if (action === "store") relay.store(Array.isArray(payload.events) ? payload.events : [], scope);
      else if (action === "raw") relay.sendRaw(String(payload.frame), scope);
      else if (action === "flood") relay.flood(String(payload.frame), Number(payload.count) || 0, scope);
      return reply(200, { ok: true });
    } catch (error) {
      return reply(500, { error: error instanceof Error ? error.message : String(error) });
    }
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve(server));
  });
}
