import { describe, expect, it, vi } from "vitest";
import {
  boundedWebSocket,
  MAX_BYTES_PER_CONNECTION,
  MAX_FRAME_BYTES,
  MAX_FRAMES_PER_CONNECTION,
  utf8Length,
} from "./bounded-websocket";

/** A socket with the browser's `onmessage` accessor; `deliver` plays a frame from the relay. */
class FakeSocket {
  closed = 0;
  #handler: ((event: MessageEvent) => unknown) | null = null;
  get onmessage() {
    return this.#handler;
  }
  set onmessage(handler) {
    this.#handler = handler;
  }
  close() {
    this.closed += 1;
  }
  deliver(data: unknown) {
    this.#handler?.({ data } as MessageEvent);
  }
}

function connect() {
  const Bounded = boundedWebSocket(FakeSocket as unknown as typeof WebSocket);
  const socket = new Bounded("wss://relay.example") as unknown as FakeSocket;
  const seen = vi.fn();
  socket.onmessage = seen;
  return { socket, seen };
}

describe("utf8Length", () => {
  it("counts UTF-8 bytes as TextEncoder does", () => {
    for (const text of ["", "abc", "é", "日本語", "😀", "a😀é日", "\u{10FFFF}", "x".repeat(1000) + "語"]) {
      expect(utf8Length(text)).toBe(new TextEncoder().encode(text).length);
    }
  });
});

describe("boundedWebSocket", () => {
  it("hands ordinary frames to the handler and keeps the handler readable", () => {
    const { socket, seen } = connect();
    socket.deliver('["EOSE","sub"]');
    expect(seen).toHaveBeenCalledTimes(1);
    expect(socket.onmessage).toBeTypeOf("function");
  });

  it("drops a frame larger than one event may be, before anything parses it, in UTF-8 bytes", () => {
    const { socket, seen } = connect();
    socket.deliver(`["EVENT","s",{"content":"${"x".repeat(MAX_FRAME_BYTES)}"}]`);
    // Under the cap in UTF-16 units, over it in UTF-8 bytes: three bytes per character.
    socket.deliver(`["EVENT","s",{"content":"${"語".repeat(Math.ceil(MAX_FRAME_BYTES / 3))}"}]`);
    expect(seen).not.toHaveBeenCalled();
    socket.deliver(`["EVENT","s",{"content":"${"語".repeat(1000)}"}]`);
    expect(seen).toHaveBeenCalledTimes(1);
    expect(socket.closed).toBe(0);
  });

  it("ignores binary frames (NIP-01 is text)", () => {
    const { socket, seen } = connect();
    socket.deliver(new ArrayBuffer(8));
    expect(seen).not.toHaveBeenCalled();
  });

  it("closes a connection that sends more frames than its budget, junk included", () => {
    const { socket, seen } = connect();
    for (let i = 0; i < MAX_FRAMES_PER_CONNECTION; i++) socket.deliver("junk");
    expect(socket.closed).toBe(0);
    socket.deliver('["EOSE","sub"]');
    expect(socket.closed).toBe(1);
    expect(seen).toHaveBeenCalledTimes(MAX_FRAMES_PER_CONNECTION);
  });

  it("closes a connection that sends more bytes than its budget, oversized frames included", () => {
    const { socket } = connect();
    const big = "x".repeat(MAX_FRAME_BYTES + 1);
    const frames = Math.floor(MAX_BYTES_PER_CONNECTION / big.length);
    for (let i = 0; i < frames; i++) socket.deliver(big);
    expect(socket.closed).toBe(0);
    socket.deliver(big);
    expect(socket.closed).toBe(1);
  });

  it("keeps one budget per connection", () => {
    const first = connect();
    const second = connect();
    for (let i = 0; i <= MAX_FRAMES_PER_CONNECTION; i++) first.socket.deliver("junk");
    second.socket.deliver("ok");
    expect(first.socket.closed).toBe(1);
    expect(second.socket.closed).toBe(0);
  });
});
