import { createWorkerClient, type WorkerLike } from "../../lib/worker-rpc";
import { MARKDOWN_DEADLINE_MS } from "./limits";
import type { MarkdownOps } from "./markdown-to-hast";

/**
 * The page's side of the markdown worker (./markdown-worker). `render(content)` resolves with the body's HTML,
 * or with undefined when the body is to be shown as plain text: the worker gave up on it (the pre-check, a
 * stack overflow), it worked past the deadline (it is then terminated and replaced, so it stops burning the
 * CPU), it crashed or never started, or no worker can run here. It never rejects and never parses in the page.
 */

/** Generous: the worker's script loads over the network first, and bodies ahead in its queue take their turn. */
export const MARKDOWN_START_TIMEOUT_MS = 15_000;

/** A markdown client on the shared worker helper: no in-page fallback (the page never parses), a deadline. */
export function markdownClient(
  createWorker: (() => WorkerLike) | undefined,
  { deadlineMs = MARKDOWN_DEADLINE_MS, startTimeoutMs = MARKDOWN_START_TIMEOUT_MS } = {},
) {
  const worker = createWorkerClient<MarkdownOps>({ createWorker, replyTimeoutMs: startTimeoutMs, deadlineMs });
  return {
    render: (content: string): Promise<string | undefined> => worker.call("render", content).catch(() => undefined),
    /** Starts the worker before the first body: it downloads and starts while the article is on its way. */
    warmUp: () => worker.warmUp(),
  };
}

const RECENT_BODIES = 4;
const recent = new Map<string, Promise<string | undefined>>();

// Where no Worker class exists this throws, and the body shows as plain text (checked at each start, not once).
const client = markdownClient(
  () => new Worker(new URL("./markdown-worker.ts", import.meta.url), { type: "module", name: "markdown" }),
);

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
