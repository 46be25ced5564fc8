import type { Element, Root } from "hast";
import { encodeBytes, naddrEncode, npubEncode } from "nostr-tools/nip19";
import { describe, expect, it } from "vitest";
import { HOSTILE_MARKDOWN } from "../../../tests/fixtures/hostile-markdown";
import { MAX_TREE_DEPTH, markdownToHast, markdownWork, PlainTextOnlyError } from "./markdown-to-hast";

function elements(tree: Root, tagName: string): Element[] {
  const found: Element[] = [];
  const visit = (node: Root | Element) => {
    for (const child of node.children) {
      if (child.type !== "element") continue;
      if (child.tagName === tagName) found.push(child);
      visit(child);
    }
  };
  visit(tree);
  return found;
}

describe("markdownToHast", () => {
  it("gives plain JSON without source positions, as the worker posts it", () => {
    const tree = markdownToHast("# Title\n\nSome *text*.");
    expect(JSON.parse(JSON.stringify(tree))).toEqual(tree);
    expect(JSON.stringify(tree)).not.toContain("position");
    expect(elements(tree, "h1")).toHaveLength(1);
  });

  it("turns table alignment into classes, never an align or style attribute", () => {
    const tree = markdownToHast("| l | c | r | n |\n|:--|:-:|--:|---|\n| 1 | 2 | 3 | 4 |");
    const cells = [...elements(tree, "th"), ...elements(tree, "td")];
    expect(cells.map((cell) => cell.properties.className)).toEqual([
      ["text-left"],
      ["text-center"],
      ["text-right"],
      undefined,
      ["text-left"],
      ["text-center"],
      ["text-right"],
      undefined,
    ]);
    for (const cell of cells) {
      expect(cell.properties).not.toHaveProperty("align");
      expect(cell.properties).not.toHaveProperty("style");
    }
  });

  it("applies the URL policy and the link and image markup", () => {
    const tree = markdownToHast(
      "[out](https://x.example) [in](/blog) [bad](javascript:alert(1)) ![cat](https://x.example/c.png) ![alt only](javascript:x) ![](data:image/png;base64,AA)",
    );
    const [out, inner] = elements(tree, "a");
    expect(out!.properties).toMatchObject({
      href: "https://x.example",
      target: "_blank",
      rel: ["noopener", "noreferrer"],
    });
    expect(inner!.properties).toEqual({ href: "/blog" });
    expect(elements(tree, "a")).toHaveLength(2);
    expect(elements(tree, "img").map((img) => img.properties)).toEqual([
      { src: "https://x.example/c.png", alt: "cat", loading: "lazy", decoding: "async", referrerPolicy: "no-referrer" },
    ]);
    expect(JSON.stringify(tree)).not.toMatch(/javascript|data:/);
    expect(JSON.stringify(tree)).toContain('"value":"alt only"');
  });

  it.each(HOSTILE_MARKDOWN)("ends $name as plain text or a tree, never a hang", ({ content }) => {
    try {
      expect(markdownToHast(content).type).toBe("root");
    } catch (error) {
      expect(error).toBeInstanceOf(PlainTextOnlyError);
    }
  });

  it("refuses a tree nested deeper than the page shows", () => {
    // Nested emphasis passes the pre-check (short delimiter runs) but nests one element per pair.
    const deep = "*a ".repeat(MAX_TREE_DEPTH + 10) + "b" + "* a".repeat(MAX_TREE_DEPTH + 10);
    expect(() => markdownToHast(deep)).toThrow(new PlainTextOnlyError("markup nested too deep"));
  });
});

describe("markdownWork (the worker's side)", () => {
  it("answers with the body's HTML", async () => {
    await expect(markdownWork.render("**hi**")).resolves.toBe("<p><strong>hi</strong></p>");
  });

  it("answers undefined, for content to show as plain text, when the pre-check refuses it", async () => {
    await expect(markdownWork.render(HOSTILE_MARKDOWN[0]!.content)).resolves.toBeUndefined();
  });
});

describe("markup an author cannot smuggle in", () => {
  const html = async (content: string) => (await markdownWork.render(content))!;
  /** The text a reader sees: the HTML without its tags. */
  const text = (markup: string) => markup.replace(/<[^>]*>/g, "");

  it("keeps quotes and tags in an image's alt and title inside their attributes", async () => {
    const out = await html('![alt with "quotes" and <b>](https://x.example/y.png "title\\" onerror=\\"alert(1)")');
    expect(out.match(/<img /g)).toHaveLength(1);
    // Every attribute of the image is one the renderer writes; the title's quotes stay inside its value.
    const names = [...out.matchAll(/\s([a-z-]+)="[^"]*"/g)].map((match) => match[1]);
    expect(names).toEqual(["src", "alt", "title", "loading", "decoding", "referrerpolicy"]);
    expect(out).toContain('title="title&#x22; onerror=&#x22;alert(1)"');
  });

  it("loses no text to an HTML comment, a CDATA section or an unclosed tag", async () => {
    const out = await html("before\n\n<!-- a comment -->\n\nmiddle <![CDATA[ x ]]> text\n\n<div\n\nafter");
    expect(text(out)).toMatch(/before[\s\S]*middle[\s\S]*text[\s\S]*after/);
    expect(out).not.toMatch(/<div|<!--|CDATA/);
  });

  it("renders no media, refresh, base or style sheet written as HTML", async () => {
    const out = await html(
      [
        '<video controls><source src="https://x.example/v.mp4"></video>',
        '<audio src="https://x.example/a.mp3" autoplay></audio>',
        '<meta http-equiv="refresh" content="0;url=https://evil.example">',
        '<base href="https://evil.example/">',
        "<link rel=stylesheet href=https://evil.example/x.css>",
        "the words after",
      ].join("\n\n"),
    );
    expect(out).not.toMatch(/<(video|source|audio|meta|base|link)\b/);
    expect(out).not.toContain("evil.example");
    expect(text(out)).toContain("the words after");
  });

  it("leaves legacy tag references (#[3], [text][4]) as text", async () => {
    const out = await html("#[3] and [ipsum][4] and #[999999999]");
    expect(out).toBe("<p>#[3] and [ipsum][4] and #[999999999]</p>");
  });

  it("reflows hard-wrapped lines into one paragraph, without line breaks", async () => {
    const out = await html("line one of a paragraph\nline two of it\nline three\n\nsecond paragraph");
    expect(out.match(/<p>/g)).toHaveLength(2);
    expect(out).not.toContain("<br");
  });

  it("shows a link's text and destination as written, a look-alike host included", async () => {
    const out = await html("[https://trusted.example](https://evil.example) and https://exаmple.com");
    expect(out).toContain(
      '<a href="https://evil.example" target="_blank" rel="noopener noreferrer">https://trusted.example</a>',
    );
    // The Cyrillic "а" stays in the text a reader sees, and in the address (percent-encoded), not swapped for "a".
    expect(text(out)).toContain("https://exаmple.com");
    expect(out).toContain('href="https://ex%D0%B0mple.com"');
  });
});

describe("odd but valid input from relays", () => {
  const html = async (content: string) => (await markdownWork.render(content))!;
  /** Every text of the tree, in order. */
  const texts = (node: Root | Element): string =>
    node.children
      .map((child) => (child.type === "text" ? child.value : child.type === "element" ? texts(child) : ""))
      .join("");

  it("links nostr: references with an unknown TLV or of another kind; broken ones stay their text", () => {
    const nevent = encodeBytes("nevent", Uint8Array.from([0, 32, ...Array<number>(32).fill(0xff), 99, 3, 1, 2, 3]));
    const notAnArticle = naddrEncode({ kind: 1, pubkey: "a".repeat(64), identifier: "x" });
    const npub = npubEncode("a".repeat(64));
    const broken = [npub.slice(0, -1), `${npub.slice(0, -1)}${npub.endsWith("q") ? "p" : "q"}`, "npub1qypqxcyzau6"];
    const tree = markdownToHast(
      `See nostr:${nevent} and [a note](nostr:${notAnArticle}); ${broken.map((entity) => `nostr:${entity}`).join(" ")}`,
    );
    expect(elements(tree, "a").map((a) => a.properties.href)).toEqual([
      `https://njump.me/${nevent}`,
      `https://njump.me/${notAnArticle}`,
    ]);
    for (const entity of broken) expect(texts(tree)).toContain(`nostr:${entity}`);
  });

  it("keeps odd image addresses as written (http, 10 KB, dot segments), each image lazy and without referrer", () => {
    const long = `https://img.example/${"a".repeat(10_000)}.png`;
    const tree = markdownToHast(
      `![plain](http://img.example/a.png) ![long](${long}) ![dots](https://img.example/../../x)`,
    );
    const images = elements(tree, "img");
    expect(images.map((img) => img.properties.src)).toEqual([
      "http://img.example/a.png",
      long,
      "https://img.example/../../x",
    ]);
    for (const img of images) expect(img.properties).toMatchObject({ loading: "lazy", referrerPolicy: "no-referrer" });
  });

  it("renders an angle-bracket autolink as a link, and text that looks like a tag as text", async () => {
    const out = await html("<https://nostrcheck.me/converter/> and <En #nostr desde el bloque 782,572>");
    expect(out).toBe(
      '<p><a href="https://nostrcheck.me/converter/" target="_blank" rel="noopener noreferrer">' +
        "https://nostrcheck.me/converter/</a> and &#x3C;En #nostr desde el bloque 782,572></p>",
    );
  });

  it("keeps a long table whole, refuses 5,000 columns at once, and reads a table without its delimiter row as text", () => {
    const rows = 200;
    const long = markdownToHast(`| n | x |\n|---|---|\n${"| 1 | 2 |\n".repeat(rows)}`);
    expect(elements(long, "table")).toHaveLength(1);
    expect(elements(long, "tr")).toHaveLength(rows + 1);

    const wide = `|${" c |".repeat(5000)}\n|${"---|".repeat(5000)}\n|${" 1 |".repeat(5000)}`;
    expect(() => markdownToHast(wide)).toThrow(new PlainTextOnlyError("a table with too many columns"));

    const undelimited = markdownToHast("| a | b |\n| 1 | 2 |");
    expect(elements(undelimited, "table")).toEqual([]);
    expect(texts(undelimited)).toBe("| a | b |\n| 1 | 2 |");
  });

  it("gives headings no ids, so repeated or __proto__ headings clash with nothing and pollute no prototype", () => {
    const prototype = Object.getOwnPropertyNames(Object.prototype);
    const names = ["\\_\\_proto\\_\\_", "constructor", "Same", "Same"];
    const tree = markdownToHast(
      names
        .map((name) => `## ${name}\n\n`)
        .join("")
        .repeat(100),
    );
    const headings = elements(tree, "h2");
    expect(headings).toHaveLength(400);
    expect(headings.slice(0, 4).map((heading) => texts(heading))).toEqual(["__proto__", "constructor", "Same", "Same"]);
    // No anchors are made from heading text: there is no id to repeat and no map keyed by it.
    for (const heading of headings) expect(heading.properties).toEqual({});
    expect(Object.getOwnPropertyNames(Object.prototype)).toEqual(prototype);
  });

  it("gives footnotes named __proto__, constructor or used twice ids of their own, each reference reaching one", () => {
    const prototype = Object.getOwnPropertyNames(Object.prototype);
    const tree = markdownToHast(
      "a[^__proto__] b[^constructor] c[^x] d[^x]\n\n[^__proto__]: p\n[^constructor]: c\n[^x]: x\n[^x]: again",
    );
    const ids: unknown[] = [];
    const collect = (node: Root | Element) => {
      for (const child of node.children) {
        if (child.type !== "element") continue;
        if (child.properties.id !== undefined) ids.push(child.properties.id);
        collect(child);
      }
    };
    collect(tree);
    expect(new Set(ids).size).toBe(ids.length);
    const targets = elements(tree, "a").map((a) => String(a.properties.href).slice(1));
    expect(targets.length).toBeGreaterThan(0);
    for (const target of targets) expect(ids).toContain(target);
    expect(Object.getOwnPropertyNames(Object.prototype)).toEqual(prototype);
  });

  it("renders control characters, CR and CRLF line endings and lone surrogates without throwing", () => {
    const tree = markdownToHast(
      "# Title\r\n\r\nbell\b form\f nul\u0000 unit\u001f\r\rlone \ud800 half \udc00 [l](https://a.example/\ud800)",
    );
    expect(texts(elements(tree, "h1")[0]!)).toBe("Title");
    const paragraphs = elements(tree, "p").map((p) => texts(p));
    // A lone CR ends a line like LF; NUL becomes U+FFFD, as CommonMark asks; a URL's lone surrogate is encoded.
    expect(paragraphs).toEqual(["bell\b form\f nul\ufffd unit\u001f", "lone \ud800 half \udc00 l"]);
    expect(elements(tree, "a")[0]!.properties.href).toBe("https://a.example/%EF%BF%BD");
  });

  it("renders an empty, blank or front-matter-only body as nothing or as what it says", async () => {
    await expect(markdownWork.render("")).resolves.toBe("");
    await expect(markdownWork.render(" \n\t\r\n  ")).resolves.toBe("");
    // Front matter is not markdown: a rule and a heading, shown as written.
    await expect(markdownWork.render("---\ntitle: x\n---")).resolves.toBe("<hr>\n<h2>title: x</h2>");
  });
});
