import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { hexAuthorsPlugin } from "./app/blog/hex-authors-plugin.mjs";
import { appStoreQrPlugin } from "./app/landing/qr/app-store-qr-plugin.mjs";
import { launchChecklistPlugin } from "./app/launch-checklist-plugin.mjs";

export default defineConfig({
  plugins: [tailwindcss(), appStoreQrPlugin(), hexAuthorsPlugin(), launchChecklistPlugin(), reactRouter()],
  // The relay worker (app/nostr/relay-worker.ts) is a module worker: it loads the verifier as a separate chunk.
  worker: { format: "es" },
});
