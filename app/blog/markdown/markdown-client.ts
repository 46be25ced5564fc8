import { MARKDOWN_DEADLINE_MS } from "./limits";
import type { MarkdownReply, MarkdownRequest } from "./markdown-protocol";

/**
 * The page's side of the markdown worker (./markdown-worker). `render(content)` resolves with the body's HTML,
 * or with undefined when the body is to be shown as plain text: the worker gave up on it (the pre-check, a
 * stack overflow), it worked past the deadline (it is then terminated and replaced, so it stops burning the
 * CPU), it crashed or never started, or no worker can run here. It never rejects and never parses in the page.
 */

/** What the client needs of a Worker (a fake one in unit tests). */
export interface MarkdownWorkerLike {
  postMessage(request: MarkdownRequest): void;
  addEventListener(type: "message", listener: (event: MessageEvent<MarkdownReply>) => void): void;
  addEventListener(type: "error" | "messageerror", listener: (event: Event) => void): void;
  terminate(): void;
}

export interface MarkdownClientOptions {
  /** Starts a worker; undefined (or throwing) where none can run. */
  createWorker: () => MarkdownWorkerLike | undefined;
  /** How long the worker may work on one body, from when it takes it up. */
  deadlineMs?: number;
  /** How long a request may wait for the worker to take it up (its script loading, earlier bodies). */
  startTimeoutMs?: number;
}

/** Generous: the worker's script loads over the network first, and bodies ahead in its queue take their turn. */
export const MARKDOWN_START_TIMEOUT_MS = 15_000;

interface Pending {
  content: string;
  resolve: (html: string | undefined) => void;
  timer: ReturnType<typeof setTimeout>;
}

export function createMarkdownClient({
  createWorker,
  deadlineMs = MARKDOWN_DEADLINE_MS,
  startTimeoutMs = MARKDOWN_START_TIMEOUT_MS,
}: MarkdownClientOptions): { render(content: string): Promise<string | undefined>; warmUp(): void } {
  const pending = new Map<number, Pending>();
  let worker: MarkdownWorkerLike | undefined;
  let nextId = 1;

  const settle = (id: number, html: string | undefined) => {
    const request = pending.get(id);
    if (!request) return;
    pending.delete(id);
    clearTimeout(request.timer);
    request.resolve(html);
  };

  /** Ends the current worker. Bodies still waiting behind the one that ran late go to a fresh worker. */
  const replaceWorker = (failWaiting: boolean) => {
    worker?.terminate();
    worker = undefined;
    const waiting = [...pending.entries()];
    for (const [id, request] of waiting) {
      pending.delete(id);
      clearTimeout(request.timer);
      if (failWaiting) request.resolve(undefined);
      else send(request.content, request.resolve);
    }
  };

  const onMessage = ({ data }: MessageEvent<MarkdownReply>) => {
    const request = pending.get(data.id);
    if (!request) return;
    if (data.type === "started") {
      clearTimeout(request.timer);
      request.timer = setTimeout(() => {
        settle(data.id, undefined);
        replaceWorker(false);
      }, deadlineMs);
    } else settle(data.id, data.type === "done" ? data.html : undefined);
  };

  const start = (): MarkdownWorkerLike | undefined => {
    if (worker) return worker;
    try {
      worker = createWorker();
    } catch {
      worker = undefined;
    }
    if (!worker) return undefined;
    worker.addEventListener("message", onMessage);
    // A worker that fails to load or crashes: what it owed shows as plain text; the next body tries a new one.
    worker.addEventListener("error", () => replaceWorker(true));
    worker.addEventListener("messageerror", () => replaceWorker(true));
    return worker;
  };

  function send(content: string, resolve: (html: string | undefined) => void): void {
    const target = start();
    if (!target) return resolve(undefined);
    const id = nextId++;
    const timer = setTimeout(() => {
      settle(id, undefined);
      replaceWorker(false);
    }, startTimeoutMs);
    pending.set(id, { content, resolve, timer });
    target.postMessage({ id, content });
  }

  return {
    render: (content) => new Promise((resolve) => send(content, resolve)),
    /** Starts the worker before the first body: it downloads and starts while the article is on its way. */
    warmUp: () => void start(),
  };
}

const RECENT_BODIES = 4;
const recent = new Map<string, Promise<string | undefined>>();

const client = createMarkdownClient({
  createWorker: () =>
    typeof Worker === "undefined"
      ? undefined
      : new Worker(new URL("./markdown-worker.ts", import.meta.url), { type: "module", name: "markdown" }),
});

/**
 * Starts the markdown worker ahead of the first body: an article that will render in the browser, still on its
 * way from the relays (a card opened, the SPA fallback). The worker downloads while the article does.
 */
export function warmUpMarkdown(): void {
  client.warmUp();
}

/** The body's HTML from the markdown worker, or undefined for plain text; the last few bodies are kept. */
export function renderMarkdown(content: string): Promise<string | undefined> {
  const known = recent.get(content);
  if (known) {
    recent.delete(content);
    recent.set(content, known);
    return known;
  }
  const rendered = client.render(content);
  recent.set(content, rendered);
  if (recent.size > RECENT_BODIES) recent.delete(recent.keys().next().value!);
  return rendered;
}
