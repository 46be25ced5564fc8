// Recognises the inline scripts React Router writes into a pre-rendered page, so the Content-Security-Policy
// hashes those and nothing else: an inline script from anywhere else (an injection during pre-render, a
// stray snippet) is never allowed by hash. Each kind is matched by its whole shape, with the data in it
// (the hydration context, the streamed loader data, the module paths) checked to be data, not code.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { hasStyleAttributes, inlineScriptElements } from "./html.mjs";
import { isIntlWarmupScript } from "./intl-warmup.mjs";

const CONTEXT = "window.__reactRouterContext = ";
const STREAM_SETUP =
  "window.__reactRouterContext.stream = new ReadableStream({start(controller){window.__reactRouterContext.streamController = controller;}}).pipeThrough(new TextEncoderStream());";
const ENQUEUE = "window.__reactRouterContext.streamController.enqueue(";
const CLOSE = "window.__reactRouterContext.streamController.close();";

/** A same-origin module path, as React Router writes them ("/assets/root-C-V8wNZD.js"). */
const MODULE_PATH = String.raw`"/[\w./-]+\.js"`;
const ROUTE_MODULE_LINES = [
  new RegExp(String.raw`^import ${MODULE_PATH};$`),
  new RegExp(String.raw`^import \* as route\d+ from ${MODULE_PATH};$`),
  /^window\.__reactRouterRouteModules = \{(?:"[\w./:-]+":route\d+(?:,(?=")|(?=\})))*\};$/,
  new RegExp(String.raw`^import\(${MODULE_PATH}\);$`),
];

/** A call of one of React DOM's streaming instructions ($RC, $RX, $RR, ...) with JSON arguments. */
const INSTRUCTION_CALL = /^\$R[A-Z]\((.*)\)$/s;

/**
 * The runtime functions React DOM's streaming renderer (under React Router's pre-rendering) writes before its
 * instructions, read from the installed react-dom: its string literals that define a function.
 */
export function readReactStreamingRuntime() {
  const require = createRequire(import.meta.url);
  const root = dirname(require.resolve("react-dom/package.json"));
  const source = readFileSync(join(root, "cjs/react-dom-server.node.production.js"), "utf8");
  return reactRuntimeChunks(source);
}

/** The runtime chunks among the string literals of React DOM's server source. */
export function reactRuntimeChunks(source) {
  const chunks = new Set();
  for (const [, single, double] of source.matchAll(/'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"/g)) {
    const text = decodeStringLiteral(single ?? double);
    if (/^(?:\$R|requestAnimationFrame\()/.test(text) && text.includes("function")) chunks.add(text);
  }
  return [...chunks].sort((a, b) => b.length - a.length);
}

function decodeStringLiteral(body) {
  return body.replace(/\\(x[\da-fA-F]{2}|u[\da-fA-F]{4}|.)/g, (_, escape) => {
    if (escape[0] === "x" || escape[0] === "u") return String.fromCharCode(parseInt(escape.slice(1), 16));
    return { n: "\n", t: "\t", r: "\r", 0: "\0" }[escape] ?? escape;
  });
}

function isJson(text, check = () => true) {
  try {
    return check(JSON.parse(text));
  } catch {
    return false;
  }
}

function isRouterContext(text) {
  if (!text.startsWith(CONTEXT)) return false;
  const rest = text.slice(CONTEXT.length);
  const json = rest.endsWith(`;${STREAM_SETUP}`)
    ? rest.slice(0, -STREAM_SETUP.length - 1)
    : rest.endsWith(";")
      ? rest.slice(0, -1)
      : undefined;
  return json !== undefined && isJson(json, (value) => typeof value === "object" && value !== null);
}

function isStreamChunk(text) {
  if (text === CLOSE) return true;
  if (!text.startsWith(ENQUEUE) || !text.endsWith(");")) return false;
  return isJson(text.slice(ENQUEUE.length, -2), (value) => typeof value === "string");
}

function isRouteModules(text, type) {
  if (type !== "module") return false;
  const lines = text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  return lines.length > 0 && lines.every((line) => ROUTE_MODULE_LINES.some((pattern) => pattern.test(line)));
}

function isReactStreamingScript(text, runtime) {
  if (text === "") return false;
  let rest = text;
  for (;;) {
    rest = rest.replace(/^;/, "");
    if (rest === "") return true;
    const call = INSTRUCTION_CALL.exec(rest);
    if (call) return isJson(`[${call[1]}]`);
    const chunk = runtime.find((known) => rest.startsWith(known));
    if (!chunk) return false;
    rest = rest.slice(chunk.length);
  }
}

/**
 * What wrote this inline script: "router-context" (the hydration context), "route-modules" (the module
 * imports), "stream" (the loader data streamed into the context), "react-streaming" (React DOM's Suspense
 * runtime and instructions) or "intl-warmup" (the build's own start of the Intl warm-up worker, ./intl-warmup.mjs);
 * undefined for anything else.
 * @param {string} text the script's text
 * @param {{ type?: string, runtime: string[] }} options its type attribute; readReactStreamingRuntime()
 */
export function frameworkScriptKind(text, { type = "", runtime }) {
  if (type === "module") return isRouteModules(text, type) ? "route-modules" : undefined;
  if (type !== "") return undefined;
  if (isRouterContext(text)) return "router-context";
  if (isStreamChunk(text)) return "stream";
  if (isReactStreamingScript(text, runtime)) return "react-streaming";
  if (isIntlWarmupScript(text)) return "intl-warmup";
  return undefined;
}

/** The texts of the page's inline scripts that React Router wrote: the only ones the policy hashes. */
export function frameworkScripts(html, runtime) {
  return inlineScriptElements(html)
    .filter(({ type, text }) => frameworkScriptKind(text, { type, runtime }))
    .map(({ text }) => text);
}

/**
 * What in a page the policy cannot allow: inline scripts React Router did not write (never hashed) and
 * style attributes (only 'unsafe-inline' would allow them).
 */
export function policyProblems(html, runtime) {
  const problems = inlineScriptElements(html)
    .filter(({ type, text }) => !frameworkScriptKind(text, { type, runtime }))
    .map(({ text }) => `an inline script React Router did not write: ${JSON.stringify(text.slice(0, 120))}`);
  if (hasStyleAttributes(html)) problems.push(`style="" attributes (use classes instead)`);
  return problems;
}
