// Misbehaving relays: an oversized frame, a flood of junk, a stream that ignores CLOSE. The relay layer
// bounds what it reads (app/nostr/bounded-websocket.ts and the per-query caps): the page stays usable and
// the honest relays' events still show, counted exactly.
import { LISTED, ARTICLES, LIST_COUNTS } from "./blog-data";
import { expect as baseExpect, test } from "./relay-control";
import { DESKTOP } from "./viewports";

/** Over the 1.6 MB frame cap (app/nostr/event-shape.ts, MAX_EVENT_BYTES): two megabytes of one event. */
const OVERSIZED_FRAME = `["EVENT","{subId}",{"content":"${"x".repeat(2 * 1024 * 1024)}"}]`;
/**
 * More junk than one connection may send (25,000 frames or 32 MB, app/nostr/bounded-websocket.ts): 40,000
 * frames of 2 KB, far more than the network buffers between the relay and the page can hold, so the relay
 * only gets that far if the page keeps reading.
 */
const FLOOD = 40_000;
const JUNK = `["EVENT","{subId}",{"junk":"${"j".repeat(2000)}"}]`;

// The counts come after the relays' answers (up to the 5 s query deadline) and their signature checks, while a
// relay floods the page: wait as the other blog specs do.
const expect = baseExpect.configure({ timeout: 15_000 });

test.use({ viewport: DESKTOP });

test("an oversized frame, a junk flood that ignores CLOSE: the list still shows every article with its exact counts", async ({
  page,
  relays,
}) => {
  test.slow(); // tens of thousands of frames on a shared machine
  await relays.sendRaw(0, OVERSIZED_FRAME);
  await relays.flood(1, JUNK, FLOOD);
  await page.goto("/blog");
  await expect(page.getByRole("article")).toHaveCount(LISTED.length);

  // The counts come from the relays after the articles: exact, whatever relay 1 sent.
  const newest = ARTICLES[0]!;
  const card = page.getByRole("article").filter({ hasText: newest.title });
  const counts = LIST_COUNTS.get(newest.id)!;
  await expect(card.locator("[data-counter=likes] .tabular-nums")).toHaveText(String(counts.likes));
  await expect(card.locator("[data-counter=comments] .tabular-nums")).toHaveText(String(counts.comments));

  // The flooding relay was disconnected by the page, long before its stream ended.
  await expect.poll(async () => (await relays.floodStats(1)).cutOff, { timeout: 20_000 }).toBe(true);
  expect((await relays.floodStats(1)).sent).toBeLessThan(FLOOD);

  // And the page is usable: a card opens its article.
  await card.getByRole("link", { name: newest.title }).click();
  await expect(page.getByRole("heading", { level: 1, name: newest.title })).toBeVisible();
});
