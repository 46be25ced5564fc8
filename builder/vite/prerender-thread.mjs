// Build-time only: the second thread of the pre-rendering (builder/vite/prerender-thread-plugin.mjs). It renders its pages
// as React Router's own pre-rendering does (@react-router/dev's prerenderData and prerenderRoute): the page's data
// (`{path}.data`), then its HTML, rendered from that data, with the server build and React Router's request
// handler. Its pages are articles' pages, which all have a build-time loader and never redirect.
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { workerData } from "node:worker_threads";

/** @type {{ serverEntry: string; clientDir: string; paths: string[] }} */
const { serverEntry, clientDir, paths } = workerData;

// The pages' blog data comes from the blog snapshot's file, which this thread's server build reads itself
// (app/blog/build-data.server.ts, through builder/vite/blog-snapshot-plugin.mjs).
// React Router takes a page's pre-rendered data from its request only in a build's own requests.
process.env.IS_RR_BUILD_REQUEST = "yes";

const build = await import(serverEntry);
const { createRequestHandler } = await import("react-router");
// With ssr: false, the handler renders only the paths the build pre-renders: this thread's.
const handler = createRequestHandler({ ...build, prerender: paths }, "production");

/**
 * @param {string} address
 * @param {string} text
 */
async function write(address, text) {
  const file = path.join(clientDir, ...address.split("/"));
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, text);
}

for (const page of paths) {
  const dataAddress = `${page.replace(/\/$/, "")}.data`;
  const dataResponse = await handler(new Request(`http://localhost${dataAddress}`));
  const data = await dataResponse.text();
  if (dataResponse.status !== 200) {
    throw new Error(`prerender: ${dataAddress} answered ${dataResponse.status}\n${data.slice(0, 500)}`);
  }
  await write(dataAddress, data);
  const htmlResponse = await handler(
    new Request(`http://localhost${page}/`, { headers: { "X-React-Router-Prerender-Data": encodeURI(data) } }),
  );
  const html = await htmlResponse.text();
  if (htmlResponse.status !== 200) {
    throw new Error(`prerender: ${page} answered ${htmlResponse.status}\n${html.slice(0, 500)}`);
  }
  await write(`${page}/index.html`, html);
}
