// @vitest-environment node
import type { Element, Root } from "hast";
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
