import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { LOCALES } from "../../../app/i18n/locales";
import { SECURITY_HEADERS } from "./csp.mjs";
import {
  CLOUDFLARE_LIMITS,
  blogPathPrefix,
  folderPageTwins,
  languagePrefixes,
  netlifyRedirectsToml,
  netlifyRules,
  nginxCspInclude,
  parseHeadersFile,
  routesJson,
  workerScript,
} from "./host-rules.mjs";

const BUILD = [
  "index.html",
  "__spa-fallback.html",
  "404.html",
  "es/__spa-fallback.html",
  "es/404.html",
  "es/index.html",
  "es/privacy/index.html",
  "es/blog/index.html",
  "fa/__spa-fallback.html",
  "_headers",
  "assets/root-abc123.js",
  "blog/index.html",
  "blog/feed.xml",
  "blog/my-first-post/index.html",
  "blog/tag/fees/index.html",
  "blog/tag/café/index.html",
  "privacy/index.html",
  "flows/create-account-video.mp4",
  "robots.txt",
];
const PREFIXES = languagePrefixes(BUILD);
const PRODUCTION_PREFIXES = LOCALES.map((locale) => locale.prefix)
  .filter(Boolean)
  .sort();

describe("blog paths", () => {
  it("are /blog and /a, alone or below, under no prefix or a language's", () => {
    expect(PREFIXES).toEqual(["es", "fa"]);
    for (const [path, prefix] of [
      ["/blog", ""],
      ["/blog/", ""],
      ["/blog/an-article-published-after-the-build", ""],
      ["/blog/tag/caf%C3%A9", ""],
      ["/a/naddr1abc", ""],
      ["/es/blog", "es"],
      ["/es/blog/un-articulo", "es"],
      ["/fa/a/naddr1abc", "fa"],
    ] as const) {
      expect(blogPathPrefix(path, PREFIXES), path).toBe(prefix);
    }
  });

  it("are no other path", () => {
    for (const path of [
      "/",
      "/blogroll",
      "/ablog",
      "/privacy",
      "/assets/nope.js",
      "/blog/img/nope-480.webp",
      "/es",
      "/es/privacy",
      "/de/blog/x",
    ]) {
      expect(blogPathPrefix(path, PREFIXES), path).toBeUndefined();
    }
  });
});

describe("Cloudflare Pages", () => {
  it("invokes the worker for the blog paths only", () => {
    expect(routesJson(PREFIXES)).toMatchObject({
      version: 1,
      include: ["/blog/*", "/a/*", "/es/blog/*", "/es/a/*", "/fa/blog/*", "/fa/a/*"],
      exclude: ["/blog/img/*"],
    });
  });

  /** The build's worker, run against the files of BUILD as Cloudflare's asset server answers for them. */
  async function worker() {
    const source = workerScript(PREFIXES);
    const module = await import(`data:text/javascript;base64,${Buffer.from(source).toString("base64")}`);
    const files = new Set(BUILD);
    const ASSETS = {
      async fetch(request: Request) {
        const path = decodeURIComponent(new URL(request.url).pathname);
        if (request.headers.get("if-none-match") === "fallback" && path.endsWith("__spa-fallback")) {
          return new Response(null, { status: 304 });
        }
        if (path === "/blog/index") return new Response(null, { status: 308, headers: { location: "/blog/" } });
        if (path.endsWith("/") && files.has(`${path.slice(1)}index.html`))
          return new Response(`file ${path}index.html`);
        if (files.has(path.slice(1))) return new Response(`file ${path}`);
        if (files.has(`${path.slice(1)}.html`)) {
          return new Response(`file ${path}.html`, { headers: { "x-from-headers": "yes" } });
        }
        if (files.has(`${path.slice(1)}/index.html`)) {
          // As Cloudflare's asset server does: the decoded name, which a header holds as Latin-1.
          const location = Buffer.from(`${path}/`, "utf8").toString("latin1");
          return new Response(null, { status: 308, headers: { location } });
        }
        return new Response("not found page", { status: 404 });
      },
    };
    return (path: string, headers: Record<string, string> = {}) =>
      module.default.fetch(new Request(`https://example.org${path}`, { headers }), { ASSETS }) as Promise<Response>;
  }

  it("answers a page from its file, at its address without the trailing slash too", async () => {
    const get = await worker();
    for (const [path, body] of [
      ["/blog/my-first-post", "file /blog/my-first-post/index.html"],
      ["/blog/my-first-post/", "file /blog/my-first-post/index.html"],
      ["/es/blog", "file /es/blog/index.html"],
      ["/blog/feed.xml", "file /blog/feed.xml"],
      ["/blog/tag/caf%C3%A9", "file /blog/tag/café/index.html"],
    ]) {
      const response = await get(path!);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toBe(body);
    }
  });

  it("answers a blog path without a file with its language's fallback, status 200, with the fallback's headers", async () => {
    const get = await worker();
    for (const [path, body] of [
      ["/blog/an-article-published-after-the-build", "file /__spa-fallback.html"],
      ["/a/naddr1abc", "file /__spa-fallback.html"],
      ["/es/blog/un-articulo-nuevo", "file /es/__spa-fallback.html"],
      ["/fa/a/naddr1abc", "file /fa/__spa-fallback.html"],
    ]) {
      const response = await get(path!);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("x-from-headers"), path).toBe("yes");
      expect(await response.text(), path).toBe(body);
    }
    expect((await get("/blog/later", { "if-none-match": "fallback" })).status).toBe(304);
    // A redirect that is not to a page's folder stays as the host made it.
    expect((await get("/blog/index")).headers.get("location")).toBe("/blog/");
  });

  it("leaves the host's 404 to any other path it is asked for", async () => {
    const get = await worker();
    const response = await get("/blogroll");
    expect(response.status).toBe(404);
    expect(await response.text()).toBe("not found page");
  });

  it("gives each page outside the blog a twin that answers its address without the trailing slash", () => {
    expect(folderPageTwins(BUILD)).toEqual([
      { page: "es/index.html", twin: "es.html" },
      { page: "es/privacy/index.html", twin: "es/privacy.html" },
      { page: "privacy/index.html", twin: "privacy.html" },
    ]);
  });
});

describe("Netlify", () => {
  it("has no rule a file already answers: the blog's fallbacks and the languages' not-found pages", () => {
    const rules = netlifyRules(PREFIXES);
    expect(rules.filter((rule) => rule.force)).toEqual([
      { from: "/_routes.json", to: "/404.html", status: 404, force: true },
      { from: "/_worker.js", to: "/404.html", status: 404, force: true },
    ]);
    expect(rules.filter((rule) => !rule.force)).toEqual([
      { from: "/blog/img/*", to: "/404.html", status: 404 },
      { from: "/blog/*", to: "/__spa-fallback", status: 200 },
      { from: "/a/*", to: "/__spa-fallback", status: 200 },
      { from: "/es/blog/*", to: "/es/__spa-fallback", status: 200 },
      { from: "/es/a/*", to: "/es/__spa-fallback", status: 200 },
      { from: "/fa/blog/*", to: "/fa/__spa-fallback", status: 200 },
      { from: "/fa/a/*", to: "/fa/__spa-fallback", status: 200 },
      { from: "/es/*", to: "/es/404.html", status: 404 },
      { from: "/fa/*", to: "/fa/404.html", status: 404 },
    ]);
  });

  it("reads them from the repository's netlify.toml, written for every language of app/i18n/locales.ts", () => {
    const toml = readFileSync("netlify.toml", "utf8");
    expect(toml).toContain(`${netlifyRedirectsToml(PRODUCTION_PREFIXES)}\n`);
    expect(toml.match(/^\[\[redirects\]\]$/gm)).toHaveLength(netlifyRules(PRODUCTION_PREFIXES).length);
    expect(toml).toMatch(/^\s*publish = "build\/client"$/m);
  });
});

describe("nginx", () => {
  const conf = readFileSync("deploy/nginx/ember-site.conf", "utf8");

  it("sends every security header of _headers, the build's policies and revalidation, on every answer", () => {
    for (const [name, value] of SECURITY_HEADERS) {
      expect(conf, name).toContain(`add_header ${name} "${value}" always;`);
    }
    expect(conf).toContain("add_header Content-Security-Policy $ember_csp always;");
    expect(conf).toContain("include ember-csp.conf;");
    // Only the server level adds headers: a location's own add_header would drop them all there.
    expect(conf.split(/^location/m)[0]!.match(/add_header/g)).toHaveLength(conf.match(/add_header/g)!.length);
  });

  it("knows the prefix of every language of app/i18n/locales.ts", () => {
    const lists = [...conf.matchAll(/\^\/\((?:\?<\w+>)?([a-z|-]+)\)/g)].map((match) => match[1]!.split("|").sort());
    expect(lists).toHaveLength(3);
    for (const list of lists) expect(list).toEqual(PRODUCTION_PREFIXES);
  });

  it("gets the build's policies as variables, and refuses a value nginx would read otherwise", () => {
    const headers = [
      "/*",
      "  Content-Security-Policy: img-src 'self'",
      "/assets/*",
      "  Content-Security-Policy: default-src 'none'",
    ];
    expect(nginxCspInclude(headers.join("\n"))).toContain(
      `set $ember_csp "img-src 'self'";\nset $ember_assets_csp "default-src 'none'";`,
    );
    expect(() => nginxCspInclude(headers.join("\n").replace("'self'", "$host"))).toThrow(/nginx cannot hold/);
    expect(() => nginxCspInclude("/*\n  X-Frame-Options: DENY\n")).toThrow(/no Content-Security-Policy/);
    expect(parseHeadersFile(headers.join("\n"))).toHaveLength(2);
  });
});

describe("at 1,000 articles in 11 languages", () => {
  it("every host's rules stay within Cloudflare's limits whatever the archive's size", () => {
    const files = ["index.html", "__spa-fallback.html", "404.html", "robots.txt", "sitemap.xml", "blog/feed.xml"];
    for (const prefix of ["", ...PRODUCTION_PREFIXES]) {
      const at = prefix ? `${prefix}/` : "";
      files.push(`${at}index.html`, `${at}privacy/index.html`, `${at}test-flows/index.html`, `${at}blog/index.html`);
      if (prefix) files.push(`${at}__spa-fallback.html`);
      for (let i = 0; i < 1000; i++) files.push(`${at}blog/article-${i}/index.html`, `${at}blog/article-${i}.data`);
      for (let i = 0; i < 200; i++)
        files.push(`${at}blog/tag/topic-${i}/index.html`, `${at}blog/page/${i + 2}/index.html`);
    }
    for (let i = 0; i < 100; i++) files.push(`assets/chunk-${i}.js`);
    const prefixes = languagePrefixes(files);
    const counts = {
      files: files.length,
      cloudflareRoutes: routesJson(prefixes).include.length + routesJson(prefixes).exclude.length,
      cloudflareRedirects: 0,
      cloudflareHeaderRules: 2,
      pageTwins: folderPageTwins(files).length,
      netlifyRules: netlifyRules(prefixes).length,
    };
    console.log(`host rules at 1,000 articles in 11 languages: ${JSON.stringify(counts)}`);
    expect(prefixes).toHaveLength(10);
    expect(counts.cloudflareRoutes).toBeLessThanOrEqual(CLOUDFLARE_LIMITS.routes);
    expect(counts.cloudflareHeaderRules).toBeLessThanOrEqual(CLOUDFLARE_LIMITS.headerRules);
    // The same counts as for an empty archive: they depend on the languages only.
    expect(counts).toMatchObject({ cloudflareRoutes: 23, pageTwins: 32, netlifyRules: 35 });
  });
});
