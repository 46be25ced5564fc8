import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { startRelay } from "./relay-server.mjs";
import { MAX_FILTERS, MAX_KINDS, MAX_MESSAGE_BYTES, MAX_TAG_KEYS, reqRefusal } from "./strict-limits.mjs";

const HEX = "ab".repeat(32);
const req = (...filters) => ["REQ", "s", ...filters];

describe("reqRefusal: what the strictest public relays refuse", () => {
  it("answers a REQ within every limit", () => {
    expect(
      reqRefusal(
        req(
          { kinds: [1, 1111, 7], "#e": [HEX], "#a": ["30023:x:y"], "#A": ["z"], limit: 500, since: 1, until: 2 },
          { ids: [HEX], authors: [HEX] },
          { kinds: [30023], "#d": ["slug"], "#p": [HEX] },
        ),
      ),
    ).toBeNull();
  });

  it(`refuses more than ${MAX_FILTERS} filters, and none`, () => {
    expect(reqRefusal(req({}, {}, {}, {}))).toMatch(/4 filters/);
    expect(reqRefusal(req())).toBe("no filter");
  });

  it(`refuses more than ${MAX_KINDS} kinds in a filter`, () => {
    expect(reqRefusal(req({ kinds: [1, 6, 7, 9735] }))).toMatch(/4 kinds/);
  });

  it(`refuses more than ${MAX_TAG_KEYS} tag keys in a filter`, () => {
    expect(reqRefusal(req({ "#e": [HEX], "#a": ["a"], "#A": ["a"], "#k": ["1"] }))).toMatch(/4 tag keys/);
  });

  it("refuses tag keys that are not one letter", () => {
    expect(reqRefusal(req({ "#emoji": ["x"] }))).toMatch(/not a single letter/);
    expect(reqRefusal(req({ "#": ["x"] }))).toMatch(/not a single letter/);
    expect(reqRefusal(req({ "#1": ["x"] }))).toMatch(/not a single letter/);
  });

  it("refuses ids, authors, #e and #p that are not 64 lowercase hex digits", () => {
    for (const key of ["ids", "authors", "#e", "#p"]) {
      expect(reqRefusal(req({ [key]: ["ab".repeat(16)] }))).toMatch(/64 hex/);
      expect(reqRefusal(req({ [key]: [HEX.toUpperCase()] }))).toMatch(/64 hex/);
      expect(reqRefusal(req({ [key]: [`npub1${"q".repeat(58)}`] }))).toMatch(/64 hex/);
    }
    expect(reqRefusal(req({ "#t": ["bitcoin"] }))).toBeNull();
  });

  it("refuses filter keys relays do not know, NIP-50's search among them", () => {
    expect(reqRefusal(req({ search: "ecash" }))).toMatch(/unknown filter key "search"/);
    expect(reqRefusal(req({ kinds: [1], tags: ["x"] }))).toMatch(/unknown filter key "tags"/);
  });

  it("refuses values of the wrong type", () => {
    expect(reqRefusal(req(null))).toMatch(/not an object/);
    expect(reqRefusal(req([]))).toMatch(/not an object/);
    expect(reqRefusal(req({ kinds: ["1"] }))).toMatch(/kinds/);
    expect(reqRefusal(req({ kinds: [1.5] }))).toMatch(/kinds/);
    expect(reqRefusal(req({ limit: "10" }))).toMatch(/limit/);
    expect(reqRefusal(req({ since: 1.5 }))).toMatch(/since/);
    expect(reqRefusal(req({ "#t": "bitcoin" }))).toMatch(/list of strings/);
    expect(reqRefusal(req({ "#t": [1] }))).toMatch(/list of strings/);
  });
});

describe("a local relay holds to them", () => {
  let relay;
  beforeAll(async () => {
    relay = await startRelay({ port: 0 });
  });
  afterAll(async () => {
    await relay.close();
  });

  /** Opens a connection, sends `message` once open, resolves with the first frame or the close code. */
  const exchange = (message) =>
    new Promise((resolve) => {
      const ws = new WebSocket(relay.url);
      ws.on("open", () => ws.send(message));
      ws.on("message", (data) => {
        resolve({ frame: JSON.parse(String(data)) });
        ws.close();
      });
      ws.on("close", (code) => resolve({ code }));
    });

  it("answers a REQ within the limits, and closes one past them with the reason", async () => {
    expect(await exchange(JSON.stringify(req({ kinds: [30023], limit: 1 }))).then((r) => r.frame[0])).toBe("EOSE");
    const { frame } = await exchange(JSON.stringify(["REQ", "many", { kinds: [1, 6, 7, 9735] }]));
    expect(frame).toEqual(["CLOSED", "many", "invalid: 4 kinds in one filter (at most 3)"]);
    expect(relay.refusals()).toEqual([{ subscriptionId: "many", reason: "4 kinds in one filter (at most 3)" }]);
  });

  it("closes the connection on a message over 128 KB (code 1009)", async () => {
    const big = JSON.stringify(req({ "#t": ["x".repeat(MAX_MESSAGE_BYTES)] }));
    expect(await exchange(big)).toEqual({ code: 1009 });
  });
});
