// Control of the local relays from browser tests (the relays run from playwright.config.ts's
// webServer: tools/relay/serve.mjs, seeded with tools/relay/seed-events.jsonl).
//
// Isolation: Playwright runs two workers in parallel, so tests never change the relays for
// everyone. Import `test` from here instead of @playwright/test: each test's browser context gets
// a User-Agent carrying "relay-scope/<test id>", and the `relays` fixture's controls apply only to
// connections from that scope (the relay reads the WebSocket handshake's User-Agent). Other tests,
// and the build, see the plain seed. Scoped state is cleared after each test.
//
//   test("one relay dead, one slow", async ({ page, relays }) => {
//     await relays.stop(0);
//     await relays.slow(1, 8000);
//     await page.goto("/blog");
//   });
//
// Relays by index: 0 and 1 hold the seed; 2 lags behind (it only has the older version of the
// article published twice, see laggingSeed in tools/relay/local-relays.mjs).
import { test as base } from "@playwright/test";
import { LOCAL_RELAY_PORTS, RELAY_CONTROL_PORT } from "../../tools/local-env.mjs";

export { expect } from "@playwright/test";

/** The relay URLs the local build reads, by index. */
export const RELAY_URLS: string[] = LOCAL_RELAY_PORTS.map((port) => `ws://127.0.0.1:${port}`);

const CONTROL_URL = `http://127.0.0.1:${RELAY_CONTROL_PORT}`;

export class RelayControl {
  /** @param scope "" controls the relays for everyone (avoid in parallel tests). */
  constructor(readonly scope: string) {}

  private async post(path: string, body: unknown = {}): Promise<void> {
    const query = this.scope ? `?scope=${encodeURIComponent(this.scope)}` : "";
    const send = () => fetch(`${CONTROL_URL}${path}${query}`, { method: "POST", body: JSON.stringify(body) });
    // A kept-alive connection the control server closed as it idled fails the first write (EPIPE): sent again, on a
    // new one. Every control is idempotent.
    const response = await send().catch(send);
    if (!response.ok) throw new Error(`relay control ${path}: ${response.status} ${await response.text()}`);
  }

  /** Refuses connections (and drops open ones) as a dead relay would. */
  stop(index: number) {
    return this.post(`/relays/${index}/stop`);
  }

  /** Accepts connections again after stop(). */
  start(index: number) {
    return this.post(`/relays/${index}/start`);
  }

  /** Waits `ms` before answering each subscription request (a slow relay). */
  slow(index: number, ms: number) {
    return this.post(`/relays/${index}/slow`, { ms });
  }

  /** Serves `event` verbatim to every matching request, before the stored events: no validation, no signature check. */
  inject(index: number, event: unknown) {
    return this.post(`/relays/${index}/inject`, { event });
  }

  /**
   * Holds signed `events` as if they had been published to the relay: answered together with its own events
   * under the same rules (newest first, each filter's `limit`, 500 at most, as strfry does).
   */
  store(index: number, events: unknown[]) {
    return this.post(`/relays/${index}/store`, { events });
  }

  /** Sends `frame` verbatim before answering each request; "{subId}" becomes the subscription id. */
  sendRaw(index: number, frame: string) {
    return this.post(`/relays/${index}/raw`, { frame });
  }

  /** After each request, streams `frame` `count` times and ignores CLOSE, until done or the client disconnects. */
  flood(index: number, frame: string, count: number) {
    return this.post(`/relays/${index}/flood`, { frame, count });
  }

  /** How far this scope's floods on relay `index` got: frames sent, and whether the client cut one off. */
  async floodStats(index: number): Promise<{ sent: number; cutOff: boolean }> {
    const response = await fetch(`${CONTROL_URL}/relays/${index}/flood?scope=${encodeURIComponent(this.scope)}`);
    return (await response.json()) as { sent: number; cutOff: boolean };
  }

  /** What this scope's connections have cost so far, over the three relays: REQs, and EVENT frames and bytes received. */
  async wire(): Promise<{ reqs: number; events: number; bytes: number }> {
    const response = await fetch(`${CONTROL_URL}/wire?scope=${encodeURIComponent(this.scope)}`);
    const relays = (await response.json()) as { reqs: number; events: number; bytes: number }[];
    return relays.reduce((sum, relay) => ({
      reqs: sum.reqs + relay.reqs,
      events: sum.events + relay.events,
      bytes: sum.bytes + relay.bytes,
    }));
  }

  /** Clears this scope's controls (for the unscoped control: every relay back to its seed, running). */
  reset() {
    return this.post("/reset");
  }
}

/** The User-Agent of a scoped context: Chromium's usual one plus the scope marker. */
function scopedUserAgent(browserVersion: string, scope: string): string {
  return `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${browserVersion} Safari/537.36 relay-scope/${scope}`;
}

function scopeOf(testId: string, retry: number, repeatEachIndex: number): string {
  return `${testId}-${retry}-${repeatEachIndex}`.replace(/[^\w-]/g, "-");
}

export const test = base.extend<{ relays: RelayControl }>({
  userAgent: async ({ browser }, use, testInfo) => {
    await use(scopedUserAgent(browser.version(), scopeOf(testInfo.testId, testInfo.retry, testInfo.repeatEachIndex)));
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies as a destructured first argument
  relays: async ({}, use, testInfo) => {
    const control = new RelayControl(scopeOf(testInfo.testId, testInfo.retry, testInfo.repeatEachIndex));
    await use(control);
    await control.reset();
  },
});
