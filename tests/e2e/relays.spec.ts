import type { Page } from "@playwright/test";
import { expect, RELAY_URLS, test } from "./relay-control";
import { DESKTOP } from "./viewports";

interface RelayAnswer {
  connected: boolean;
  eose: boolean;
  frames: string[];
  titles: string[];
}

/** Asks one relay for the articles from inside the page, as the site's own code would (real Chromium WebSocket). */
function askForArticles(page: Page, url: string): Promise<RelayAnswer> {
  return page.evaluate(
    (relayUrl) =>
      new Promise<RelayAnswer>((resolve) => {
        const answer: RelayAnswer = { connected: false, eose: false, frames: [], titles: [] };
        const ws = new WebSocket(relayUrl);
        const done = () => {
          ws.close();
          resolve(answer);
        };
        setTimeout(done, 10_000);
        ws.onerror = done;
        ws.onopen = () => {
          answer.connected = true;
          ws.send(JSON.stringify(["REQ", "articles", { kinds: [30023], limit: 30 }]));
        };
        ws.onmessage = (message: MessageEvent<string>) => {
          answer.frames.push(message.data);
          try {
            const [type, , event] = JSON.parse(message.data);
            if (type === "EOSE") {
              answer.eose = true;
              done();
            }
            const title = event?.tags?.find?.((tag: string[]) => tag[0] === "title")?.[1];
            if (type === "EVENT" && title) answer.titles.push(title);
          } catch {
            // not JSON: kept in frames
          }
        };
      }),
    url,
  );
}

test.describe("local relays", () => {
  test.use({ viewport: DESKTOP });

  test("serve the demo articles; the lagging relay only has the older version of the updated one", async ({ page }) => {
    await page.goto("/");
    const answers = await Promise.all(RELAY_URLS.map((url) => askForArticles(page, url)));
    const lagging = answers.pop()!;
    for (const answer of answers) {
      expect(answer.eose).toBe(true);
      expect(answer.titles).toContain("Progress Report: February 2025");
      expect(answer.titles).toContain("Lightning Fees Explained");
      expect(answer.titles).not.toContain("Lightning Fees Explained (Draft)");
    }
    expect(lagging.titles).toContain("Lightning Fees Explained (Draft)");
    expect(lagging.titles).not.toContain("Lightning Fees Explained");
  });

  test("a relay stopped by one test stays up for everyone else, and comes back on start", async ({
    page,
    browser,
    relays,
  }) => {
    await page.goto("/");
    await relays.stop(0);
    expect((await askForArticles(page, RELAY_URLS[0]!)).connected).toBe(false);

    // Playwright applies the test's options (our scoped User-Agent) to new contexts too: give this one another test's.
    const other = await browser.newContext({ userAgent: "another test, relay-scope/someone-else" });
    const otherPage = await other.newPage();
    await otherPage.goto("/");
    expect((await askForArticles(otherPage, RELAY_URLS[0]!)).eose).toBe(true);
    await other.close();

    await relays.start(0);
    expect((await askForArticles(page, RELAY_URLS[0]!)).eose).toBe(true);
  });

  test("injected events and raw frames reach only the test that injected them, before the stored events", async ({
    page,
    browser,
    relays,
  }) => {
    const forged = {
      id: "f".repeat(64),
      pubkey: "e".repeat(64),
      sig: "0".repeat(128),
      kind: 30023,
      created_at: 1,
      tags: [["title", "Forged"]],
      content: "<img src=x onerror=alert(1)>",
    };
    await relays.sendRaw(1, "not json");
    await relays.inject(1, forged);
    await page.goto("/");
    const answer = await askForArticles(page, RELAY_URLS[1]!);
    expect(answer.frames[0]).toBe("not json");
    expect(answer.titles[0]).toBe("Forged");
    expect(answer.eose).toBe(true);

    // Playwright applies the test's options (our scoped User-Agent) to new contexts too: give this one another test's.
    const other = await browser.newContext({ userAgent: "another test, relay-scope/someone-else" });
    const otherPage = await other.newPage();
    await otherPage.goto("/");
    const clean = await askForArticles(otherPage, RELAY_URLS[1]!);
    expect(clean.frames).not.toContain("not json");
    expect(clean.titles).not.toContain("Forged");
    await other.close();
  });

  test("a slowed relay holds its answer back", async ({ page, relays }) => {
    await relays.slow(2, 2000);
    await page.goto("/");
    const started = Date.now();
    const answer = await askForArticles(page, RELAY_URLS[2]!);
    expect(answer.eose).toBe(true);
    // The control's effect, not a speed figure: the answer cannot come before the configured delay.
    expect(Date.now() - started).toBeGreaterThanOrEqual(2000);
  });
});
