import { answerMarkdownRequest } from "./markdown-to-hast";
import type { MarkdownReply, MarkdownRequest } from "./markdown-protocol";

/**
 * For component tests (jsdom has no Worker): a stand-in for the markdown worker that answers with the worker's
 * own handler, asynchronously, in this thread. Install with `vi.stubGlobal("Worker", InThreadMarkdownWorker)`.
 * Where the relay layer runs too, give it to a client of ./markdown-client instead (with `vi.mock`): a global
 * Worker stub would also replace the relay worker.
 */
export class InThreadMarkdownWorker {
  private listeners: ((event: MessageEvent<MarkdownReply>) => void)[] = [];
  private terminated = false;

  addEventListener(type: string, listener: (event: MessageEvent<MarkdownReply>) => void): void {
    if (type === "message") this.listeners.push(listener);
  }

  postMessage(request: MarkdownRequest): void {
    setTimeout(() =>
      answerMarkdownRequest(request, (reply) => {
        if (this.terminated) return;
        for (const listener of this.listeners) listener({ data: reply } as MessageEvent<MarkdownReply>);
      }),
    );
  }

  terminate(): void {
    this.terminated = true;
  }
}
