// `npm run preview -- --port N --host 127.0.0.1`: serves build/client like a CDN (see static-server.mjs).
import { parseArgs } from "node:util";
import { startStaticServer } from "./static-server.mjs";

const { values } = parseArgs({
  options: { port: { type: "string", default: "4173" }, host: { type: "string", default: "127.0.0.1" } },
  allowPositionals: true,
});
const port = Number(values.port);
await startStaticServer({ root: "build/client", port, host: values.host });
console.log(`Preview: http://${values.host}:${port}/`);
