import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { HOSTILE_MARKDOWN, SLOW_PAST_THE_PRECHECK } from "../../../tests/fixtures/hostile-markdown";
import { PRECHECK_LIMITS, plainTextReason } from "./markdown-precheck";

const SEED_ARTICLES: string[] = readFileSync(new URL("../../../tools/relay/seed-events.jsonl", import.meta.url), "utf8")
  .split("\n")
  .filter(Boolean)
  .map((line) => JSON.parse(line) as { kind: number; content: string })
  .filter((event) => event.kind === 30023)
  .map((event) => event.content);

describe("plainTextReason", () => {
  it.each(HOSTILE_MARKDOWN.filter(({ name }) => !name.startsWith("backtick")))(
    "sends $name to plain text",
    ({ content }) => {
      expect(plainTextReason(content)).toBeDefined();
    },
  );

  it("lets the demo articles through, and ordinary rich markdown", () => {
    expect(SEED_ARTICLES.length).toBeGreaterThan(3);
    for (const content of SEED_ARTICLES) expect(plainTextReason(content)).toBeUndefined();
    const rich = [
      "# Title\n\nSetext\n===\n\nSome *emphasis*, **strong**, ~~struck~~ and [a link](https://x.example).",
      "> quoted\n> > nested quote\n\n- a\n  - b\n    - c\n      1. d",
      "| a | b |\n|:-:|--:|\n| 1 | 2 |",
      "*".repeat(80),
    ].join("\n\n");
    expect(plainTextReason(rich.repeat(200))).toBeUndefined();
  });

  it("counts delimiters per paragraph: blank lines and list items start a new count", () => {
    const paragraph = "**bold** ".repeat(200); // 800 `*`
    expect(plainTextReason(`${paragraph}\n\n${paragraph}`)).toBeUndefined();
    expect(plainTextReason(`- ${paragraph}\n- ${paragraph}`)).toBeUndefined();
    expect(plainTextReason(`${paragraph}\n${paragraph}`)).toBe("too many delimiters in one paragraph");
  });

  it("ignores code in a top-level fence, until the fence closes", () => {
    const stars = "*".repeat(200) + "\n";
    const code = "```\n" + stars.repeat(20) + "```\n";
    expect(plainTextReason(code)).toBeUndefined();
    expect(plainTextReason("~~~~\n" + stars.repeat(20) + "~~~~~\n")).toBeUndefined();
    // Closed by a fence of the same character and at least the same length only.
    expect(plainTextReason("````\n```\n~~~~\n" + stars.repeat(20))).toBeUndefined();
    expect(plainTextReason("````\n`````\n" + stars.repeat(20))).toBe("too many delimiters in one paragraph");
    expect(plainTextReason(code + stars.repeat(20))).toBe("too many delimiters in one paragraph");
    // A backtick "fence" whose info string holds a backtick is inline code, not a fence.
    expect(plainTextReason("```a`\n" + stars.repeat(20))).toBeDefined();
  });

  it("has one limit per shape of hostile input", () => {
    const { delimiterRun, nesting, tableColumns, setextHeadings } = PRECHECK_LIMITS;
    expect(plainTextReason("a" + "~".repeat(delimiterRun))).toBeUndefined();
    expect(plainTextReason("a" + "~".repeat(delimiterRun + 1))).toBe("a long run of one delimiter");
    expect(plainTextReason(">".repeat(nesting) + " a")).toBeUndefined();
    expect(plainTextReason(">".repeat(nesting + 1) + " a")).toBe("containers nested too deep");
    expect(plainTextReason(`${"  ".repeat(nesting - 1)}- a`)).toBeUndefined();
    expect(plainTextReason(`${"  ".repeat(nesting)}- a`)).toBe("containers nested too deep");
    expect(plainTextReason("|".repeat(tableColumns))).toBeUndefined();
    expect(plainTextReason("a |".repeat(tableColumns + 1))).toBe("a table with too many columns");
    expect(plainTextReason("a\n=\n\n".repeat(setextHeadings))).toBeUndefined();
    expect(plainTextReason("a\n=\n\n".repeat(setextHeadings + 1))).toBe("too many setext headings");
  });

  it.each(["\r\n", "\r"])("reads %j as a line ending, as the parser does", (ending) => {
    const { nesting, setextHeadings } = PRECHECK_LIMITS;
    const lines = (text: string) => text.replace(/\n/g, ending);
    expect(plainTextReason(lines("a\n=\n\n".repeat(setextHeadings + 1)))).toBe("too many setext headings");
    const nested = Array.from({ length: nesting + 1 }, (_, i) => `${"  ".repeat(i)}- a`).join("\n");
    expect(plainTextReason(lines(nested))).toBe("containers nested too deep");
    expect(plainTextReason(lines(`a |\n`.repeat(1000)))).toBeUndefined();
    // A fence closed by a line ending in CR is closed: what follows is markdown again, and counts.
    expect(plainTextReason(lines("```\ncode\n```\n") + "*a".repeat(10_000))).toBe(
      "too many delimiters in one paragraph",
    );
    expect(plainTextReason(lines("# Title\n\nSome *text*.\n\n| a | b |\n|---|---|\n| 1 | 2 |\n"))).toBeUndefined();
  });

  it("leaves what it cannot see to the deadline", () => {
    expect(plainTextReason(SLOW_PAST_THE_PRECHECK)).toBeUndefined();
  });
});
