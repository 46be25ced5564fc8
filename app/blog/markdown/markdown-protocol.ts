/** Page to markdown worker: render this content. */
export interface MarkdownRequest {
  id: number;
  content: string;
}

/**
 * Markdown worker to page: "started" when the worker takes the request up (the deadline runs from then),
 * then "done" with the body's HTML, or "failed" (shown as plain text).
 */
export type MarkdownReply =
  | { id: number; type: "started" }
  | { id: number; type: "done"; html: string }
  | { id: number; type: "failed"; reason: string };
