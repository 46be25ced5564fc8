/**
 * Markdown parsing in a dedicated Web Worker (started by ./markdown-client): micromark and GFM are superlinear
 * on some inputs, so the page never parses an article itself. It receives the body's HTML (see markdownToHtml)
 * and inserts it; a worker past its deadline is terminated.
 */
import { answerMarkdownRequest } from "./markdown-to-hast";
import type { MarkdownReply, MarkdownRequest } from "./markdown-protocol";

interface WorkerScope {
  onmessage: ((event: MessageEvent<MarkdownRequest>) => void) | null;
  postMessage(reply: MarkdownReply): void;
}

const scope = self as unknown as WorkerScope;

scope.onmessage = ({ data }) => answerMarkdownRequest(data, (reply) => scope.postMessage(reply));
