// The wire floor of the blog benchmark: what a bare client gets from the same relays with the same
// filters, with no checks at all. Two bare clients:
// - in Node: nostr-tools' relay client (AbstractRelay) with signature checks off, as the issue defines
//   the floor (no browser, no page, no worker);
// - in the browser: plain WebSockets in a blank page of the same Chromium, no parsing beyond what the
//   protocol needs (what any page pays to receive the same frames).
// Two sets of queries, the site's own filter builders loaded through Vite's module runner:
// - the list's (the browser path): the articles; then, all at once, the profiles and the counters' REQs for
//   those articles, each counter asked again in parts where a filter comes back full, as the app's own
//   `interactionEvents` does (where the app has it; before it, one REQ per counter);
// - the "since" queries of the pre-rendered /blog, all at once: the articles, the profiles and the counters'
//   REQs for the build's articles, each from sinceBuild(builtAt) on (builtAt: the build's, read from it).
// The Node client decides where a counter asks again (it runs `interactionEvents` with a bare request); the browser
// client replays the same REQs in the same order: a REQ's follow-ups go out once every relay answered it.
// Each run reports its times from the first connection.
import { runnerImport } from "vite";
import WebSocket from "ws";
import { AbstractRelay } from "nostr-tools/abstract-relay";

const moduleOptions = { configFile: false, root: process.cwd(), logLevel: "error" };

/** The margin of app/blog/model/since-build.ts, for an app that has no such module (the bench's "before"). */
const SINCE_BUILD_MARGIN_SECONDS = 15 * 60;

const withSince = (filters, since) =>
  since === null || since === undefined ? filters : filters.map((filter) => ({ ...filter, since }));

/**
 * The filters the blog list asks for, from the app's own modules; with `builtAt` (ms, the pre-rendered build's),
 * also the "since" queries its pre-rendered /blog asks.
 */
export async function blogQueries(authors, { articleLimit, interactionLimit, builtAt }) {
  const [{ module: articles }, { module: profiles }, { module: interactions }, sinceModule] = await Promise.all([
    runnerImport("/app/blog/model/article.ts", moduleOptions),
    runnerImport("/app/blog/api/profiles.ts", moduleOptions),
    runnerImport("/app/blog/model/counts.ts", moduleOptions),
    runnerImport("/app/blog/model/since-build.ts", moduleOptions).catch(() => null),
  ]);
  const perArticle = typeof interactions.interactionEvents === "function";
  const sinceBuild = sinceModule?.module.sinceBuild ?? ((at) => Math.floor(at / 1000) - SINCE_BUILD_MARGIN_SECONDS);
  const since = builtAt === undefined || builtAt === null ? null : sinceBuild(builtAt);
  /**
   * The counters' events for `targets`, one promise per counter, each through `request` (one REQ): the app's own
   * per-article splitting where it has it.
   */
  const counters = (targets, request, from) =>
    perArticle
      ? interactions.interactionEvents(targets, interactionLimit, request, from ?? undefined)
      : interactions.interactionFilters(targets, interactionLimit).map((filters) => request(withSince(filters, from)));
  return {
    /** Whether the app counts each article on its own (asks a full counter's filter again for parts of the articles). */
    perArticle,
    /** Per-article counts of some interaction events, by the app's own rule (to check what a page shows). */
    count: (targets, events) => interactions.countInteractions(targets, events, interactionLimit),
    articles: articles.articleFilters(authors, articleLimit),
    profiles: profiles.profileFilters(authors),
    /** Each counter's kinds, in the order of its REQs. */
    counterKinds: interactions
      .interactionFilters([], interactionLimit)
      .map((filters) => [...new Set(filters.flatMap((filter) => filter.kinds))]),
    counters: (targets, request) => counters(targets, request),
    /** The pre-rendered /blog's `since` (unix seconds), or null without a build time. */
    since,
    /** Whether the app itself asks since the build (it has app/blog/model/since-build.ts). */
    sinceInApp: sinceModule !== null,
    /** Its queries besides the counters: the articles and the profiles dated from `since` on. */
    sinceFilters:
      since === null
        ? null
        : [
            withSince(articles.articleFilters(authors, articleLimit), since),
            withSince(profiles.profileFilters(authors, since), since),
          ],
    sinceCounters: (targets, request) => counters(targets, request, since),
  };
}

/** NIP-01 address and id of each article event (what the interaction filters need), newest first as the app lists them. */
export function targetsOf(events) {
  const unique = new Map(events.map((event) => [event.id, event]));
  return [...unique.values()]
    .sort((a, b) => b.created_at - a.created_at || (a.id < b.id ? -1 : 1))
    .map((event) => ({
      id: event.id,
      address: `${event.kind}:${event.pubkey}:${event.tags.find((tag) => tag[0] === "d")?.[1] ?? ""}`,
    }));
}

/**
 * A request function that records every REQ it is asked for as a tree, for the browser client to replay: a REQ that
 * asks a counter again for part of its articles goes under the smallest earlier REQ of that counter holding all of
 * them (its own parent: the parts of a REQ are disjoint). `targets`: the articles counted; `counterKinds`: each
 * counter's kinds. Other REQs (profiles, articles) are roots.
 */
export function recording(ask, targets, counterKinds) {
  const articleOf = new Map(
    targets.flatMap((target, index) => [
      [target.id, index],
      [target.address, index],
    ]),
  );
  const articlesOf = (filters) =>
    new Set(
      filters
        .flatMap((filter) => ["#e", "#a", "#A"].flatMap((tag) => filter[tag] ?? []))
        .map((value) => articleOf.get(value))
        .filter((index) => index !== undefined),
    );
  const counterOf = (filters) =>
    counterKinds.findIndex((kinds) => filters.every((filter) => filter.kinds?.every((kind) => kinds.includes(kind))));
  const roots = [];
  const asked = [];
  const request = (filters) => {
    const node = { filters, children: [] };
    const articles = articlesOf(filters);
    const counter = articles.size > 0 ? counterOf(filters) : -1;
    const parent = asked
      .filter(
        (other) =>
          counter >= 0 &&
          other.counter === counter &&
          other.articles.size > articles.size &&
          [...articles].every((index) => other.articles.has(index)),
      )
      .sort((a, b) => a.articles.size - b.articles.size)[0];
    (parent ? parent.node.children : roots).push(node);
    asked.push({ node, articles, counter });
    return ask(filters);
  };
  return { request, roots, count: () => asked.length };
}

/** Fresh connections of the bare Node client, and its `ask`: one REQ to every relay, merged by id, until every EOSE. */
async function nodeClient(urls) {
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
              onclose: () => resolve(),
            });
          }),
      ),
    ).then(() => [...events.values()]);
  };
  return { ask, close: () => relays.forEach((relay) => relay.close()) };
}

/**
 * One run of the bare Node client: fresh connections, the articles, then the profiles and every counter's REQs.
 * `followUps`: the REQ tree after the articles (roots: the profiles, then each counter's first REQ), for the browser.
 */
export async function nodeFloorRun(urls, queries) {
  const started = performance.now();
  const client = await nodeClient(urls);
  const articles = await client.ask(queries.articles);
  const articlesMs = performance.now() - started;
  const targets = targetsOf(articles);
  const counted = recording(client.ask, targets, queries.counterKinds);
  const [, ...counters] = await Promise.all([
    counted.request(queries.profiles),
    ...queries.counters(targets, counted.request),
  ]);
  const allMs = performance.now() - started;
  client.close();
  return {
    articlesMs,
    allMs,
    targets,
    articleIds: articles.map((event) => event.id),
    interactions: counters.flat(),
    followUps: counted.roots,
    reqs: 1 + counted.count(),
  };
}

/**
 * One run of the bare Node client over the pre-rendered /blog's "since" queries for the build's articles
 * (`targets`): fresh connections, then all of them at once. `queries`: the since REQ tree, for the browser.
 */
export async function nodeSinceRun(urls, queries, targets) {
  const started = performance.now();
  const client = await nodeClient(urls);
  const asked = recording(client.ask, targets, queries.counterKinds);
  const answers = await Promise.all([
    ...queries.sinceFilters.map((filters) => asked.request(filters)),
    ...queries.sinceCounters(targets, asked.request),
  ]);
  const allMs = performance.now() - started;
  client.close();
  return { allMs, events: answers.flat().length, queries: asked.roots, reqs: asked.count() };
}

/**
 * In the page: sends each REQ of `roots` to every socket, each REQ's children once every socket answered it (EOSE,
 * or CLOSED), and resolves when all are answered. Only the frames' prefixes are read (and an event's id).
 */
function replayInPage(sockets, roots) {
  return new Promise((resolve) => {
    const seen = new Set();
    const pending = new Map();
    let next = 0;
    const send = (node) => {
      const id = `q${next++}`;
      pending.set(id, { node, left: sockets.length });
      for (const socket of sockets) socket.send(JSON.stringify(["REQ", id, ...node.filters]));
    };
    const answered = (socket, id) => {
      socket.send(JSON.stringify(["CLOSE", id]));
      const request = pending.get(id);
      if (!request || --request.left > 0) return;
      pending.delete(id);
      request.node.children.forEach(send);
      if (pending.size === 0) resolve(seen.size);
    };
    for (const socket of sockets)
      socket.onmessage = ({ data }) => {
        if (data.startsWith('["EVENT"')) {
          const at = data.indexOf('"id":"');
          seen.add(data.slice(at + 6, at + 70));
        } else if (data.startsWith('["EOSE"') || data.startsWith('["CLOSED"')) answered(socket, JSON.parse(data)[1]);
      };
    if (roots.length === 0) resolve(0);
    roots.forEach(send);
  });
}

/** In the page: fresh WebSockets to every relay (rejects when one cannot connect). */
function openSockets(urls) {
  return Promise.all(
    urls.map(
      (url) =>
        new Promise((resolve, reject) =>
          Object.assign(new WebSocket(url), { onopen: (e) => resolve(e.target), onerror: reject }),
        ),
    ),
  );
}

/** The page's bare client functions (defined once per page, from their source: no eval in the page itself). */
async function installInPage(page) {
  await page.evaluate(`window.__benchFloor ??= { openSockets: ${openSockets}, replayInPage: ${replayInPage} }`);
}

/**
 * One run of the bare browser client, inside `page` (any page of the bench's origin): raw WebSockets, the
 * same queries; after the articles, the REQ tree the Node client asked (`followUps` of nodeFloorRun, for the same
 * articles). Frames are told apart by their prefix; only EOSE and the articles are parsed.
 */
export async function browserFloorRun(page, urls, queries, followUps) {
  await installInPage(page);
  return page.evaluate(
    async ({ urls, filters, followUps }) => {
      const { openSockets, replayInPage } = window.__benchFloor;
      const started = performance.now();
      const sockets = await openSockets(urls);
      const events = new Map();
      await Promise.all(
        sockets.map(
          (socket) =>
            new Promise((resolve) => {
              socket.onmessage = ({ data }) => {
                const message = JSON.parse(data);
                if (message[0] === "EVENT") events.set(message[2].id, message[2]);
                else if (message[0] === "EOSE" || message[0] === "CLOSED") {
                  socket.send(JSON.stringify(["CLOSE", message[1]]));
                  resolve();
                }
              };
              socket.send(JSON.stringify(["REQ", "articles", ...filters]));
            }),
        ),
      );
      const articlesMs = performance.now() - started;
      await replayInPage(sockets, followUps);
      const allMs = performance.now() - started;
      for (const socket of sockets) socket.close();
      return { articlesMs, allMs, articles: events.size, articleIds: [...events.keys()] };
    },
    { urls, filters: queries.articles, followUps },
  );
}

/** One run of the bare browser client over the since REQ tree of nodeSinceRun (`sinceQueries`): fresh sockets, then all at once. */
export async function browserSinceRun(page, urls, sinceQueries) {
  await installInPage(page);
  return page.evaluate(
    async ({ urls, roots }) => {
      const { openSockets, replayInPage } = window.__benchFloor;
      const started = performance.now();
      const sockets = await openSockets(urls);
      const events = await replayInPage(sockets, roots);
      const allMs = performance.now() - started;
      for (const socket of sockets) socket.close();
      return { allMs, events };
    },
    { urls, roots: sinceQueries },
  );
}
