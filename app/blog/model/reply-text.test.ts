import { describe, expect, it } from "vitest";
import { capReplyText, FOLD_AFTER_LINES, isTallReply, REPLY_MAX_LENGTH, splitLinks } from "./reply-text";

describe("capReplyText", () => {
  it("keeps a short text as it is", () => {
    expect(capReplyText("Thanks!\nGreat post.")).toBe("Thanks!\nGreat post.");
  });

  it(`cuts a long text at ${REPLY_MAX_LENGTH} characters and adds "..."`, () => {
    const capped = capReplyText("x".repeat(REPLY_MAX_LENGTH + 1));
    expect(capped).toBe(`${"x".repeat(REPLY_MAX_LENGTH)}...`);
    expect(capReplyText("x".repeat(REPLY_MAX_LENGTH))).toBe("x".repeat(REPLY_MAX_LENGTH));
  });

  it("never cuts an emoji in half, and is idempotent", () => {
    const capped = capReplyText("🔥".repeat(REPLY_MAX_LENGTH + 5));
    expect(capped).toBe(`${"🔥".repeat(REPLY_MAX_LENGTH)}...`);
    expect(capReplyText(capped)).toBe(capped);
  });

  it("turns runs of blank lines into one, and CRLF into LF", () => {
    expect(capReplyText("a\r\n\r\n\r\n\r\nb\n\n\n  \n\nc\n\nd")).toBe("a\n\nb\n\nc\n\nd");
  });
});

describe("splitLinks", () => {
  const joined = (text: string) =>
    splitLinks(text)
      .map((part) => part.text)
      .join("");

  it("turns http and https URLs into links and keeps the rest as text", () => {
    expect(splitLinks("See https://example.com/a?b=1#c and http://x.org now")).toEqual([
      { type: "text", text: "See " },
      { type: "link", text: "https://example.com/a?b=1#c", href: "https://example.com/a?b=1#c" },
      { type: "text", text: " and " },
      { type: "link", text: "http://x.org", href: "http://x.org/" },
      { type: "text", text: " now" },
    ]);
  });

  it("leaves text without URLs as one part, and nothing as nothing", () => {
    expect(splitLinks("just words")).toEqual([{ type: "text", text: "just words" }]);
    expect(splitLinks("")).toEqual([]);
  });

  it.each([
    "javascript:alert(1)",
    "JavaScript:alert(document.cookie)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
    "file:///etc/passwd",
    "ftp://example.com",
    "mailto:a@b.c",
    "nostr:npub1xyz",
    "//example.com/protocol-relative",
    "www.example.com",
    '<a href="javascript:alert(1)">click</a>',
    "https://",
    "https:///nohost",
    "xhttps://glued.example",
  ])("never makes a link of %s", (text) => {
    const parts = splitLinks(text);
    expect(parts.filter((part) => part.type === "link")).toEqual([]);
    expect(joined(text)).toBe(text);
  });

  it("takes only the http(s) URL out of a javascript: text", () => {
    const parts = splitLinks("javascript:https://example.com");
    expect(parts).toEqual([
      { type: "text", text: "javascript:" },
      { type: "link", text: "https://example.com", href: "https://example.com/" },
    ]);
  });

  it("stops a URL at markup characters and quotes", () => {
    expect(splitLinks('<a href="https://evil.example/x">').filter((part) => part.type === "link")).toEqual([
      { type: "link", text: "https://evil.example/x", href: "https://evil.example/x" },
    ]);
  });

  it.each([
    ["https://example.com.", "https://example.com", "."],
    ["https://example.com/path,", "https://example.com/path", ","],
    ["https://example.com/?q=1!?", "https://example.com/?q=1", "!?"],
    ["(see https://example.com/page)", "https://example.com/page", ")"],
    ["https://en.wikipedia.org/wiki/Bitcoin_(currency))", "https://en.wikipedia.org/wiki/Bitcoin_(currency)", ")"],
    ["[https://example.com/a]", "https://example.com/a", "]"],
    ["'https://example.com/q'", "https://example.com/q", "'"],
  ])("leaves the sentence's punctuation out of %s", (text, url, after) => {
    const parts = splitLinks(text);
    const link = parts.find((part) => part.type === "link");
    expect(link?.text).toBe(url);
    expect(joined(text)).toBe(text);
    expect(text.slice(text.indexOf(url) + url.length)).toBe(after);
  });

  it("links an angle-bracket URL without its brackets, and keeps text that looks like a tag as text", () => {
    expect(splitLinks("<https://nostrcheck.me/converter/> and <En #nostr desde el bloque 782,572>")).toEqual([
      { type: "text", text: "<" },
      { type: "link", text: "https://nostrcheck.me/converter/", href: "https://nostrcheck.me/converter/" },
      { type: "text", text: "> and <En #nostr desde el bloque 782,572>" },
    ]);
  });

  it("keeps an overlong URL as text", () => {
    const url = `https://example.com/${"a".repeat(2100)}`;
    expect(splitLinks(url)).toEqual([{ type: "text", text: url }]);
  });

  it("gives the parsed URL as the target and the written one as the text", () => {
    expect(splitLinks("HTTPS://EXAMPLE.com/Path")).toEqual([
      { type: "link", text: "HTTPS://EXAMPLE.com/Path", href: "https://example.com/Path" },
    ]);
  });

  it("gives the text back unchanged for any mix", () => {
    const text = "a https://x.y/1, b (http://z.w/2) c javascript:void(0) <script>alert(1)</script>\nhttps://q.r";
    expect(joined(text)).toBe(text);
    expect(
      splitLinks(text)
        .filter((part) => part.type === "link")
        .map((part) => part.text),
    ).toEqual(["https://x.y/1", "http://z.w/2", "https://q.r"]);
  });
});

describe("capReplyText: lines that show nothing", () => {
  it.each([
    ["no-break spaces", "\u00a0\u00a0"],
    ["zero-width spaces", "\u200b\u200b"],
    ["ideographic spaces", "\u3000"],
    ["bidi controls", "\u202e\u2066"],
    ["Hangul fillers", "\u3164\u115f"],
    ["blank Braille patterns", "\u2800\u2800"],
    ["a byte order mark and tabs", "\ufeff\t"],
  ])("collapses lines of %s like empty ones", (_, blank) => {
    const text = ["first", ...Array.from({ length: 1000 }, () => blank), "last"].join("\n");
    expect(capReplyText(text)).toBe("first\n\nlast");
  });

  it("turns every kind of line break into one, and drops blank lines at either end", () => {
    expect(capReplyText("\u00a0\na\u2028\u2029\u2028b\u0085\u000b\fc\n\u200b")).toBe("a\n\nb\n\nc");
  });

  it("keeps lines that hold a visible character among spaces", () => {
    expect(capReplyText("a\n\u00a0.\u00a0\nb")).toBe("a\n\u00a0.\u00a0\nb");
  });
});

describe("isTallReply", () => {
  it(`folds a reply of more than ${FOLD_AFTER_LINES} lines, counting long lines as several`, () => {
    expect(isTallReply(Array.from({ length: FOLD_AFTER_LINES }, () => "line").join("\n"))).toBe(false);
    expect(isTallReply(Array.from({ length: FOLD_AFTER_LINES + 1 }, () => "line").join("\n"))).toBe(true);
    expect(isTallReply("x".repeat(400))).toBe(false);
    expect(isTallReply("x".repeat(REPLY_MAX_LENGTH))).toBe(true);
    expect(isTallReply("")).toBe(false);
  });
});

describe("splitLinks: hostile brackets", () => {
  it("keeps the link of a URL followed by nearly 2,000 closing brackets, and the brackets as text", () => {
    const text = `https://a.com/${")".repeat(1986)}`;
    expect(splitLinks(text)).toEqual([
      { type: "link", text: "https://a.com/", href: "https://a.com/" },
      { type: "text", text: ")".repeat(1986) },
    ]);
  });

  it("keeps the brackets a URL opens, however many", () => {
    const url = `https://a.com/${"(".repeat(500)}x${")".repeat(500)}`;
    expect(splitLinks(`${url})).`)).toEqual([
      { type: "link", text: url, href: new URL(url).href },
      { type: "text", text: "))." },
    ]);
  });
});
