// What the share-card step reads from a pre-rendered page: the card its og:image tag asks for.
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { cardRequest, cardRequests } from "./step.mjs";

const SITE = "https://ember.example";

const page = (lang: string, dir: string, image: string, attributes = "") =>
  `<!DOCTYPE html><html lang="${lang}" dir="${dir}"><head><meta charSet="utf-8"/>` +
  `<meta property="og:image" content="${image}"${attributes}/></head><body></body></html>`;

describe("cardRequest", () => {
  it("reads the card's file, words, cover, language and direction, with React's escapes undone", () => {
    const html = page(
      "ar",
      "rtl",
      `${SITE}/ar/blog/tag/caf%C3%A9/share.jpg`,
      ` data-card-title="&quot;A&quot; &amp; &lt;b&gt; it&#x27;s" data-card-text="Alice" data-card-cover="/blog-images/c.webp"`,
    );
    expect(cardRequest(html, SITE)).toEqual({
      file: "/ar/blog/tag/café/share.jpg",
      title: `"A" & <b> it's`,
      text: "Alice",
      cover: "/blog-images/c.webp",
      lang: "ar",
      dir: "rtl",
    });
  });

  it("asks for nothing when og:image is the site's image, another site's, or has no card's words", () => {
    expect(cardRequest(page("en", "ltr", `${SITE}/og-image.png`), SITE)).toBeUndefined();
    expect(
      cardRequest(page("en", "ltr", `https://other.example/share.jpg`, ` data-card-title="T"`), SITE),
    ).toBeUndefined();
    expect(cardRequest(page("en", "ltr", `${SITE}/share.jpg`), SITE)).toBeUndefined();
  });
});

describe("cardRequests", () => {
  it("draws a card several pages name once, from the page beside it", async () => {
    const dir = mkdtempSync(join(tmpdir(), "cards-"));
    const write = (file: string, html: string) => {
      mkdirSync(join(dir, file, ".."), { recursive: true });
      writeFileSync(join(dir, file), html);
    };
    const card = `${SITE}/blog/a/share.jpg`;
    write("ja/blog/a/index.html", page("ja", "ltr", card, ` data-card-title="A" data-card-text="ja"`));
    write("blog/a/index.html", page("en", "ltr", card, ` data-card-title="A" data-card-text="en"`));
    write("es/blog/a/index.html", page("es", "ltr", card, ` data-card-title="A" data-card-text="es"`));
    write("index.html", page("en", "ltr", `${SITE}/share.jpg`, ` data-card-title="Home"`));
    write("__spa-fallback.html", page("en", "ltr", `${SITE}/og-image.png`));
    const requests = await cardRequests(dir, SITE);
    expect(requests.map(({ file, text }) => [file, text])).toEqual([
      ["/blog/a/share.jpg", "en"],
      ["/share.jpg", undefined],
    ]);
  });
});
