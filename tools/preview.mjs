// `npm run preview -- --port N --host 127.0.0.1 [--dir build-demo/client]`: serves a build as a CDN would
// (see static-server.mjs); by default the deployable one, build/client.
import { parseArgs } from "node:util";
import { clientDir } from "../builder/build-dir.mjs";
import { startStaticServer } from "./static-server.mjs";

const { values } = parseArgs({
  options: {
    port: { type: "string", default: "4173" },
    host: { type: "string", default: "127.0.0.1" },
    dir: { type: "string", default: clientDir() },
  },
  allowPositionals: true,
});
const port = Number(values.port);
await startStaticServer({ root: values.dir, port, host: values.host });
console.log(`Preview of ${values.dir}/: http://${values.host}:${port}/`);
