/**
 * Markdown parsing in a dedicated Web Worker (called through ./markdown-client): micromark and GFM are
 * superlinear on some inputs, so the page never parses an article itself. It receives the body's HTML (see
 * markdownToHtml) and inserts it; the worker says when it takes a body up, and one past its deadline is
 * replaced.
 */
import { serveOperations } from "../../lib/worker-rpc";
import { markdownWork } from "./markdown-to-hast";

serveOperations(markdownWork, { announceStart: true });
