import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  attribute,
  hasStyleAttributes,
  injectCspMeta,
  inlineScriptElements,
  inlineScripts,
  inlineStyles,
  listHtmlFiles,
} from "./html.mjs";

describe("inlineScripts", () => {
  it("returns the executable inline scripts in order, raw text untouched", () => {
    const html = `<head><script>a &amp; b</script></head><body><script type="module" async="">import "/x.js";
</script><script src="/assets/a.js"></script><SCRIPT TYPE="text/javascript">c()</SCRIPT ></body>`;
    expect(inlineScripts(html)).toEqual(["a &amp; b", 'import "/x.js";\n', "c()"]);
  });

  it("skips data blocks such as JSON-LD, which the browser never executes", () => {
    const html = `<script type="application/ld+json">{"@type":"MobileApplication"}</script><script type="application/json">{}</script><script>run()</script>`;
    expect(inlineScripts(html)).toEqual(["run()"]);
  });

  it("reads attributes that contain '>' inside quotes", () => {
    const html = `<script data-x="a>b">one()</script><script data-src="x" src='/b.js'></script>`;
    expect(inlineScripts(html)).toEqual(["one()"]);
  });

  it("gives each script's type with its text, lowercased", () => {
    expect(inlineScriptElements(`<script TYPE="Module">a()</script><script id="_R_">b()</script>`)).toEqual([
      { type: "module", text: "a()" },
      { type: "", text: "b()" },
    ]);
  });

  it("includes empty inline scripts, which the browser also checks", () => {
    expect(inlineScripts("<script></script>")).toEqual([""]);
  });
});

describe("styles", () => {
  it("finds inline <style> elements", () => {
    expect(inlineStyles("<style>a{color:red}</style><style media='print'>b{}</style>")).toEqual([
      "a{color:red}",
      "b{}",
    ]);
  });

  it("detects style attributes on elements but not the word in text or scripts", () => {
    expect(hasStyleAttributes(`<div style="color:red">x</div>`)).toBe(true);
    expect(hasStyleAttributes(`<td STYLE='text-align:right'>1</td>`)).toBe(true);
    expect(
      hasStyleAttributes(`<p data-style="x">style="not an attribute"</p><script>el.setAttribute("style", "")</script>`),
    ).toBe(false);
  });
});

describe("attribute", () => {
  it("reads quoted, unquoted and bare attributes, case-insensitively", () => {
    expect(attribute(` type="module" async`, "type")).toBe("module");
    expect(attribute(` TYPE='module'`, "type")).toBe("module");
    expect(attribute(` type=module`, "type")).toBe("module");
    expect(attribute(` async`, "async")).toBe("");
    expect(attribute(` data-type="x"`, "type")).toBeUndefined();
  });
});

describe("injectCspMeta", () => {
  const policy = `default-src 'none'; script-src 'self' 'sha256-abc='`;

  it("puts the policy right after the charset declaration, before any script", () => {
    const html = `<!DOCTYPE html><html><head><meta charSet="utf-8"/><script>x()</script></head></html>`;
    const out = injectCspMeta(html, policy);
    expect(out).toBe(
      `<!DOCTYPE html><html><head><meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'self' 'sha256-abc='"/><script>x()</script></head></html>`,
    );
  });

  it("falls back to the start of <head> and replaces an earlier policy", () => {
    const once = injectCspMeta(`<html><head lang="en"><title>t</title></head></html>`, "a");
    expect(once).toBe(
      `<html><head lang="en"><meta http-equiv="Content-Security-Policy" content="a"/><title>t</title></head></html>`,
    );
    const twice = injectCspMeta(once, "b");
    expect(twice.match(/Content-Security-Policy/g)).toHaveLength(1);
    expect(twice).toContain(`content="b"`);
  });

  it("escapes the policy for the attribute", () => {
    expect(injectCspMeta(`<head>`, `x "y" & <z>`)).toContain(`content="x &quot;y&quot; &amp; &lt;z&gt;"`);
  });

  it("refuses a document without a head", () => {
    expect(() => injectCspMeta("<p>no head</p>", "a")).toThrow(/head/);
  });
});

describe("listHtmlFiles", () => {
  it("lists HTML files recursively with forward slashes, sorted", async () => {
    const dir = await mkdtemp(join(tmpdir(), "html-"));
    try {
      await mkdir(join(dir, "blog", "a"), { recursive: true });
      await writeFile(join(dir, "index.html"), "");
      await writeFile(join(dir, "blog", "index.html"), "");
      await writeFile(join(dir, "blog", "a", "index.html"), "");
      await writeFile(join(dir, "blog", "feed.xml"), "");
      expect(await listHtmlFiles(dir)).toEqual(["blog/a/index.html", "blog/index.html", "index.html"]);
    } finally {
      await rm(dir, { recursive: true });
    }
  });
});
