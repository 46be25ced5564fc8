import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import { ServerRouter, type EntryContext } from "react-router";

export const streamTimeout = 5_000;

/**
 * React Router's server entry, written with web streams (as its entry for Cloudflare's workers is: app/ imports no
 * Node module), with one change to its default: no Suspense boundary is written out of place. React writes a boundary larger than `progressiveChunkSize`
 * (12.8 KB by default: the FAQ's, with every answer) at the end of the page, hidden, with an inline script that moves
 * it into place; without scripts it stays hidden, and the FAQ's questions, which open without scripts, were never
 * shown (docs/decisions/menus-from-html.md). The pages are files read whole: there is no early paint to win.
 */
const WHOLE_PAGE = Number.MAX_SAFE_INTEGER;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  let shellRendered = false;
  const userAgent = request.headers.get("user-agent");
  const timeout = new AbortController();
  const timeoutId = setTimeout(() => timeout.abort(), streamTimeout + 1000);
  const body = await renderToReadableStream(<ServerRouter context={routerContext} url={request.url} />, {
    progressiveChunkSize: WHOLE_PAGE,
    signal: timeout.signal,
    onError(error: unknown) {
      responseStatusCode = 500;
      // Errors inside the shell are logged by React Router itself.
      if (shellRendered) console.error(error);
    },
  });
  shellRendered = true;
  void body.allReady.finally(() => clearTimeout(timeoutId));
  // Crawlers and the SPA fallback wait for every boundary, as React Router's entry has them.
  if ((userAgent && isbot(userAgent)) || routerContext.isSpaMode) await body.allReady;
  responseHeaders.set("Content-Type", "text/html");
  return new Response(body, { headers: responseHeaders, status: responseStatusCode });
}
