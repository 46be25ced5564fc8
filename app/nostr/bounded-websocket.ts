import { MAX_EVENT_BYTES } from "./event-shape";

/**
 * Relay input bounded before it is parsed: the WebSocket class the relay pool uses, with a guard in front of
 * its `onmessage` handler (nostr-tools reads every frame there). Every frame counts toward the connection's
 * budget, in frames and in UTF-8 bytes, whatever it holds (events, junk, frames for a subscription already
 * closed); a relay past its budget is disconnected, which ends its part of every query. A frame larger than
 * one event may be is dropped unparsed. The same class serves the worker, the in-page fallback and the build.
 */

/** Largest frame parsed: one event at the size cap plus its `["EVENT", "<subscription id>", …]` envelope. */
export const MAX_FRAME_BYTES = MAX_EVENT_BYTES + 1024;

/**
 * What one connection may send before it is closed. A page asks a relay for at most a few thousand events
 * (see MAX_EVENTS_PER_RELAY and the blog's limits), so honest relays stay far below.
 */
export const MAX_FRAMES_PER_CONNECTION = 25_000;
export const MAX_BYTES_PER_CONNECTION = 32 * 1024 * 1024;

/** UTF-8 length of a string, without encoding it. */
export function utf8Length(text: string): number {
  let bytes = text.length; // one per UTF-16 unit, plus:
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) continue;
    if (code < 0x800) {
      bytes += 1;
      continue;
    }
    bytes += 2; // three bytes; a surrogate pair (two units) is four, a lone surrogate becomes U+FFFD (three)
    const next = text.charCodeAt(i + 1);
    if (code >= 0xd800 && code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) i++;
  }
  return bytes;
}

type MessageHandler = ((event: MessageEvent) => unknown) | null;

function accessor(prototype: object | null, name: string): PropertyDescriptor | undefined {
  for (let p = prototype; p; p = Object.getPrototypeOf(p)) {
    const descriptor = Object.getOwnPropertyDescriptor(p, name);
    if (descriptor?.set) return descriptor;
  }
  return undefined;
}

/** `Base` with every frame counted and checked before its `onmessage` handler sees it. */
export function boundedWebSocket<T extends typeof WebSocket>(Base: T): T {
  const onmessage = accessor(Base.prototype, "onmessage");
  if (!onmessage?.set || !onmessage.get) return Base;
  const budgets = new WeakMap<object, { frames: number; bytes: number }>();

  class BoundedWebSocket extends (Base as typeof WebSocket) {}
  Object.defineProperty(BoundedWebSocket.prototype, "onmessage", {
    configurable: true,
    get(this: WebSocket) {
      return onmessage.get!.call(this);
    },
    set(this: WebSocket, handler: MessageHandler) {
      const guarded =
        handler &&
        ((event: MessageEvent) => {
          const { data } = event;
          if (typeof data !== "string") return; // NIP-01 speaks text frames only
          let budget = budgets.get(this);
          if (!budget) budgets.set(this, (budget = { frames: 0, bytes: 0 }));
          // The exact size only where it matters: a frame of n UTF-16 units holds at most 3n bytes.
          const size = data.length * 3 <= MAX_FRAME_BYTES ? data.length : utf8Length(data);
          budget.frames += 1;
          budget.bytes += size;
          if (budget.frames > MAX_FRAMES_PER_CONNECTION || budget.bytes > MAX_BYTES_PER_CONNECTION) {
            this.close();
            return;
          }
          if (size > MAX_FRAME_BYTES) return;
          return handler.call(this, event);
        });
      onmessage.set!.call(this, guarded);
    },
  });
  return BoundedWebSocket as unknown as T;
}
