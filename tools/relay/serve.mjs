// `node tools/relay/serve.mjs`: runs the three local relays and their control port until
// stopped (Ctrl+C). SEED=bench serves the benchmark data instead of the demo seed. Playwright
// starts this as a web server (playwright.config.ts).
import { RELAY_CONTROL_PORT } from "../local-env.mjs";
import { startLocalRelays } from "./local-relays.mjs";

const seed = process.env.SEED === "bench" ? "bench" : "demo";
const local = await startLocalRelays({ seed });
console.log(`Local relays (${seed} seed, ${local.eventCount} events): ${local.urls.join(" ")}`);
console.log(`Relay control: http://127.0.0.1:${RELAY_CONTROL_PORT}/health`);

const shutdown = async () => {
  await local.stop();
  process.exit(0);
};
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
