// The wire floor of the blog benchmark: what a bare client gets from the same relays with the same
// filters, with no checks at all. Two bare clients:
// - in Node: nostr-tools' relay client (AbstractRelay) with signature checks off, as the issue defines
//   the floor (no browser, no page, no worker);
// - in the browser: plain WebSockets in a blank page of the same Chromium, no parsing beyond what the
//   protocol needs (what any page pays to receive the same frames).
// Both ask, like the blog list: the articles; then, all at once, the profiles and the four interaction
// queries for those articles (the site's own filter builders, loaded through Vite's module runner).
// Each reports the time to the articles and the time to every interaction, from the first connection.
import { runnerImport } from "vite";
import WebSocket from "ws";
import { AbstractRelay } from "nostr-tools/abstract-relay";

const moduleOptions = { configFile: false, root: process.cwd(), logLevel: "error" };

/** The filters the blog list asks for, from the app's own modules. */
export async function blogQueries(authors, { articleLimit, interactionLimit }) {
  const [{ module: articles }, { module: profiles }, { module: interactions }] = await Promise.all([
    runnerImport("/app/blog/model/article.ts", moduleOptions),
    runnerImport("/app/blog/api/profiles.ts", moduleOptions),
    runnerImport("/app/blog/model/counts.ts", moduleOptions),
  ]);
  return {
    /** Per-article counts of some interaction events, by the app's own rule (to check what a page shows). */
    count: (targets, events) => interactions.countInteractions(targets, events, interactionLimit),
    articles: articles.articleFilters(authors, articleLimit),
    /** The queries that follow the articles: the profiles, then one per counter. */
    followUps: (targets) => [
      profiles.profileFilters(authors),
      ...interactions.interactionFilters(targets, interactionLimit),
    ],
  };
}

/** NIP-01 address and id of each article event (what the interaction filters need). */
export function targetsOf(events) {
  const unique = new Map(events.map((event) => [event.id, event]));
  return [...unique.values()].map((event) => ({
    id: event.id,
    address: `${event.kind}:${event.pubkey}:${event.tags.find((tag) => tag[0] === "d")?.[1] ?? ""}`,
  }));
}

/** One run of the bare Node client: fresh connections, the articles, then every follow-up query. */
export async function nodeFloorRun(urls, queries) {
  const started = performance.now();
  const relays = await Promise.all(
    urls.map((url) => AbstractRelay.connect(url, { verifyEvent: () => true, websocketImplementation: WebSocket })),
  );
  const ask = (filters) => {
    const events = new Map();
    return Promise.all(
      relays.map(
        (relay) =>
          new Promise((resolve) => {
            const subscription = relay.subscribe(filters, {
              alreadyHaveEvent: (id) => events.has(id),
              onevent: (event) => events.set(event.id, event),
              oneose: () => {
                subscription.close();
                resolve();
              },
            });
          }),
      ),
    ).then(() => [...events.values()]);
  };
  const articles = await ask(queries.articles);
  const articlesMs = performance.now() - started;
  const targets = targetsOf(articles);
  const answers = await Promise.all(queries.followUps(targets).map(ask));
  const allMs = performance.now() - started;
  for (const relay of relays) relay.close();
  return { articlesMs, allMs, targets, interactions: answers.slice(1).flat() };
}

/**
 * One run of the bare browser client, inside `page` (any page of the bench's origin): raw WebSockets, the
 * same queries. Frames are told apart by their prefix; only EOSE and the articles are parsed.
 */
export async function browserFloorRun(page, urls, queries) {
  const first = await page.evaluate(
    async ({ urls, filters }) => {
      const started = performance.now();
      const sockets = await Promise.all(
        urls.map(
          (url) =>
            new Promise((resolve, reject) =>
              Object.assign(new WebSocket(url), { onopen: (e) => resolve(e.target), onerror: reject }),
            ),
        ),
      );
      const events = new Map();
      await Promise.all(
        sockets.map(
          (socket) =>
            new Promise((resolve) => {
              socket.onmessage = ({ data }) => {
                const message = JSON.parse(data);
                if (message[0] === "EVENT") events.set(message[2].id, message[2]);
                else if (message[0] === "EOSE") resolve();
              };
              socket.send(JSON.stringify(["REQ", "articles", ...filters]));
            }),
        ),
      );
      window.__floorSockets = sockets;
      window.__floorStarted = started;
      return { articlesMs: performance.now() - started, events: [...events.values()] };
    },
    { urls, filters: queries.articles },
  );
  const followUps = queries.followUps(targetsOf(first.events));
  const allMs = await page.evaluate(async (followUps) => {
    const sockets = window.__floorSockets;
    const seen = new Set();
    await Promise.all(
      sockets.map(
        (socket) =>
          new Promise((resolve) => {
            let open = followUps.length;
            socket.onmessage = ({ data }) => {
              if (data.startsWith('["EVENT"')) {
                const at = data.indexOf('"id":"');
                seen.add(data.slice(at + 6, at + 70));
              } else if (data.startsWith('["EOSE"') && --open === 0) resolve();
            };
            followUps.forEach((filters, i) => socket.send(JSON.stringify(["REQ", `q${i}`, ...filters])));
          }),
      ),
    );
    for (const socket of sockets) socket.close();
    return performance.now() - window.__floorStarted;
  }, followUps);
  return { articlesMs: first.articlesMs, allMs, articles: first.events.length };
}
