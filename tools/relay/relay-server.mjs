// One local NIP-01 relay: @nostr-relay/core + @nostr-relay/validator over `ws`, with an in-memory
// store, plus the controls browser tests need: stop / start, slow answers, raw injected events and
// frames, reset to the seed.
//
// Scopes: every control can apply to all clients (scope "") or only to the clients of one test.
// A client belongs to scope X when its WebSocket handshake carries "relay-scope/X" in its
// User-Agent (browser tests set it per test, see tests/e2e/relay-control.ts) or `?scope=X` in the
// URL. Scoped controls let parallel tests stop or poison "their" relays without touching others.
import { createServer } from "node:http";
import { NostrRelay } from "@nostr-relay/core";
import { Validator } from "@nostr-relay/validator";
import { WebSocketServer } from "ws";
import { compareEvents } from "nostr-tools/core";
import { DEFAULT_LIMIT, matchesFilter, MAX_LIMIT, MemoryEventRepository } from "./memory-repository.mjs";
import { MAX_MESSAGE_BYTES, MAX_OPEN_SUBSCRIPTIONS, reqRefusal } from "./strict-limits.mjs";

/** Sizes accepted from publishing clients, in line with what the site accepts (app/nostr/event-shape.ts). */
const VALIDATOR_OPTIONS = { maxContentLength: 512 * 1024, maxTagValueLength: 64 * 1024, maxFilterKindsLength: 50 };

const SCOPE_PATTERN = /relay-scope\/([\w-]+)/;

/** @param {import("node:http").IncomingMessage} request */
export function scopeOf(request) {
  const fromUrl = new URL(request.url ?? "/", "http://relay").searchParams.get("scope");
  if (fromUrl) return fromUrl;
  return SCOPE_PATTERN.exec(request.headers["user-agent"] ?? "")?.[1] ?? "";
}

function emptyScopeState() {
  return {
    stopped: false,
    delayMs: 0,
    injected: [],
    stored: [],
    frames: [],
    flood: null,
    flooded: { sent: 0, cutOff: false },
    wire: emptyWire(),
  };
}

/** What a scope's clients cost the relay: REQs received, and EVENT frames and bytes sent to them. */
function emptyWire() {
  return { reqs: 0, events: 0, bytes: 0 };
}

/** Frames a flood sends per turn of the event loop (the relay still answers its other clients in between). */
const FLOOD_BATCH = 200;
/** A flood waits while this much is still unsent: it goes at the pace the client reads, as over a network. */
const FLOOD_BUFFER_BYTES = 256 * 1024;

/**
 * After answering a REQ, streams `frame` `count` times to the subscription whatever the client says (CLOSE
 * included), until done or the client hangs up; `stats` records how far it got.
 */
function flood(ws, frame, count, stats) {
  const send = () => {
    for (let i = 0; i < FLOOD_BATCH && stats.sent < count; i++) {
      if (ws.readyState !== ws.OPEN) {
        stats.cutOff = true;
        return;
      }
      if (ws.bufferedAmount > FLOOD_BUFFER_BYTES) return void setTimeout(send, 5);
      ws.send(frame);
      stats.sent += 1;
    }
    if (stats.sent < count) setImmediate(send);
  };
  setImmediate(send);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts a relay on `port` (0 picks a free one, kept across stop / start) serving `events` (signed events; they go through the NIP-01 storage rules).
 * @param {{ port: number, host?: string, events?: any[] }} options
 */
export async function startRelay({ port, host = "127.0.0.1", events = [] }) {
  const seed = events;
  const repository = new MemoryEventRepository(seed);
  // Cache TTLs 0: the core's caches would otherwise serve stale answers after a reset or injection.
  const relay = new NostrRelay(repository, { filterResultCacheTtl: 0, eventHandlingResultCacheTtl: 0, logLevel: 3 });
  const validator = new Validator(VALIDATOR_OPTIONS);
  /** @type {Map<string, ReturnType<typeof emptyScopeState>>} */
  const scopes = new Map();
  const scope = (id = "") => {
    let state = scopes.get(id);
    if (!state) scopes.set(id, (state = emptyScopeState()));
    return state;
  };
  /** @type {Map<import("ws").WebSocket, string>} */
  const clients = new Map();

  /** REQs refused for breaking the strictest public relays' limits (strict-limits.mjs), with the reason. */
  const refused = [];
  // A larger message closes the connection (code 1009), as strfry does.
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  /** @type {import("node:http").Server | undefined} */
  let server;

  const answerReq = async (ws, clientScope, message) => {
    const [, subscriptionId, ...filters] = message;
    const states = clientScope ? [scope(""), scope(clientScope)] : [scope("")];
    // Raw frames go out before the delay: with `slow`, a relay that starts to answer and then stalls.
    for (const state of states) {
      for (const frame of state.frames) ws.send(frame.replaceAll("{subId}", subscriptionId));
    }
    const delayMs = Math.max(...states.map((state) => state.delayMs));
    if (delayMs > 0) await sleep(delayMs);
    if (ws.readyState !== ws.OPEN) return;
    const stored = states.flatMap((state) => state.stored);
    for (const state of states) {
      for (const raw of state.injected) {
        if (filters.some((filter) => matchesFilter(raw, filter)))
          ws.send(JSON.stringify(["EVENT", subscriptionId, raw]));
      }
      if (state.flood)
        flood(ws, state.flood.frame.replaceAll("{subId}", subscriptionId), state.flood.count, state.flooded);
    }
    if (stored.length === 0) return false;
    // The scope's stored events and the relay's, answered together under the same limit rules (newest first,
    // `limit` per filter, 500 at most), then EOSE: as if they had been published to this relay.
    const sent = new Set();
    for (const filter of filters) {
      const limit = Math.min(filter.limit ?? DEFAULT_LIMIT, MAX_LIMIT);
      const matches = [...repository.find(filter), ...stored.filter((event) => matchesFilter(event, filter))];
      for (const event of matches.sort(compareEvents).slice(0, limit)) {
        if (sent.has(event.id)) continue;
        sent.add(event.id);
        ws.send(JSON.stringify(["EVENT", subscriptionId, event]));
      }
    }
    ws.send(JSON.stringify(["EOSE", subscriptionId]));
    return true;
  };

  wss.on("connection", (ws, request) => {
    const clientScope = scopeOf(request);
    clients.set(ws, clientScope);
    relay.handleConnection(ws);
    // Every frame sent to the client is counted in its scope's wire (the bench and the wire-budget tests read it).
    const send = ws.send.bind(ws);
    ws.send = (frame, ...rest) => {
      const wire = scope(clientScope).wire;
      wire.bytes += Buffer.byteLength(frame);
      if (typeof frame === "string" && frame.startsWith('["EVENT"')) wire.events += 1;
      return send(frame, ...rest);
    };
    /** Subscriptions the client has open (a REQ until its CLOSE), as strfry counts them. */
    const open = new Set();
    // Messages of one client are handled in order (a slow REQ delays the ones after it).
    let queue = Promise.resolve();
    ws.on("message", (data) => {
      queue = queue.then(async () => {
        let message;
        try {
          message = await validator.validateIncomingMessage(data);
        } catch (error) {
          ws.send(JSON.stringify(["NOTICE", `invalid: ${error instanceof Error ? error.message : "message"}`]));
          return;
        }
        if (message[0] === "CLOSE") open.delete(message[1]);
        if (message[0] === "REQ") scope(clientScope).wire.reqs += 1;
        const refusal =
          message[0] !== "REQ"
            ? null
            : !open.has(message[1]) && open.size >= MAX_OPEN_SUBSCRIPTIONS
              ? `more than ${MAX_OPEN_SUBSCRIPTIONS} subscriptions open on one connection`
              : reqRefusal(message);
        if (message[0] === "REQ" && !refusal) open.add(message[1]);
        if (refusal) {
          refused.push({ subscriptionId: message[1], reason: refusal });
          console.error(`relay ${port}: refused a REQ that strict public relays refuse: ${refusal}`);
          ws.send(JSON.stringify(["CLOSED", message[1], `invalid: ${refusal}`]));
          return;
        }
        const answered = message[0] === "REQ" && (await answerReq(ws, clientScope, message));
        if (ws.readyState === ws.OPEN && !answered) await relay.handleMessage(ws, message);
      });
    });
    ws.on("close", () => {
      clients.delete(ws);
      relay.handleDisconnect(ws);
    });
    ws.on("error", () => ws.terminate());
  });

  const listen = () =>
    new Promise((resolve, reject) => {
      const http = createServer((_request, response) => {
        response.writeHead(426, { "content-type": "text/plain" }).end("nostr relay: use a WebSocket\n");
      });
      http.on("upgrade", (request, socket, head) => {
        const clientScope = scopeOf(request);
        if (clientScope && scope(clientScope).stopped) {
          socket.end("HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\n\r\n");
          return;
        }
        wss.handleUpgrade(request, socket, head, (ws) => wss.emit("connection", ws, request));
      });
      http.once("error", reject);
      http.listen(port, host, () => {
        server = http;
        port = /** @type {import("node:net").AddressInfo} */ (http.address()).port; // port 0: keep the one picked
        resolve(undefined);
      });
    });

  const disconnect = (predicate) => {
    for (const [ws, clientScope] of clients) if (predicate(clientScope)) ws.terminate();
  };

  /** Closes the listening socket and every connection: new connections are refused. */
  const stopServer = async () => {
    const http = server;
    server = undefined;
    disconnect(() => true);
    if (http) await new Promise((resolve) => http.close(() => resolve(undefined)));
  };

  await listen();

  return {
    get port() {
      return port;
    },
    get url() {
      return `ws://${host}:${port}`;
    },
    get running() {
      return server !== undefined;
    },
    /** Stops the relay for everyone (scope "") or only refuses the clients of one scope. */
    async stop(scopeId = "") {
      if (scopeId) {
        scope(scopeId).stopped = true;
        disconnect((clientScope) => clientScope === scopeId);
      } else {
        await stopServer();
      }
    },
    /** Starts it again after stop(), with its store as it was. */
    async start(scopeId = "") {
      if (scopeId) scope(scopeId).stopped = false;
      else if (!server) await listen();
    },
    /** Waits `ms` before answering each REQ (0 to answer at once). */
    slow(ms, scopeId = "") {
      scope(scopeId).delayMs = ms;
    },
    /** Serves `value` as is (no validation, no signature check) to every matching REQ, before stored events. */
    inject(value, scopeId = "") {
      scope(scopeId).injected.push(value);
    },
    /** Holds signed `events` for one scope's clients, answered with the relay's own under the same limits. */
    store(events, scopeId = "") {
      scope(scopeId).stored.push(...events);
    },
    /** Sends `frame` verbatim on each REQ, before its delay and its answer ("{subId}" is replaced by the subscription id). */
    sendRaw(frame, scopeId = "") {
      scope(scopeId).frames.push(frame);
    },
    /** After each REQ, streams `frame` `count` times, ignoring CLOSE, until done or the client disconnects. */
    flood(frame, count, scopeId = "") {
      scope(scopeId).flood = { frame, count };
    },
    /** How far the floods of a scope got: frames sent, and whether a client cut one off by disconnecting. */
    floodStats(scopeId = "") {
      return { ...scope(scopeId).flooded };
    },
    /** What the clients of a scope ("" : those of no scope) cost since the relay or the scope was reset. */
    wire(scopeId = "") {
      return { ...scope(scopeId).wire };
    },
    /** Starts a scope's wire counts again from zero. */
    resetWire(scopeId = "") {
      scope(scopeId).wire = emptyWire();
    },
    /** The REQs refused for breaking the strictest public relays' limits, oldest first. */
    refusals() {
      return [...refused];
    },
    /** Publishes a signed event through the relay's normal validation and storage rules. */
    async publish(event) {
      return relay.handleEvent(event);
    },
    /** Back to the seed: one scope's controls cleared, or (scope "") everything, store included, and running. */
    async reset(scopeId = "") {
      if (scopeId) {
        scopes.delete(scopeId);
        return;
      }
      scopes.clear();
      repository.clear();
      for (const event of seed) repository.upsert(event);
      if (!server) await listen();
    },
    async close() {
      await stopServer();
      wss.close();
      await relay.destroy();
    },
  };
}
