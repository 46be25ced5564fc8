/**
 * A cheap, linear look at markdown before it is parsed. The inputs that make micromark and GFM slow or overflow
 * the stack are easy to spot: thousands of emphasis or bracket delimiters in one paragraph, long runs of one
 * delimiter, containers nested dozens deep, tables with hundreds of columns, hundreds of setext headings. Such
 * content goes straight to plain text. The worker's deadline still bounds whatever this misses; real articles
 * stay far below every limit.
 */
export const PRECHECK_LIMITS = {
  /** `*`, `_`, `~` or `[` in one paragraph (text between blank lines or list items). */
  delimitersPerParagraph: 1000,
  /** One delimiter character repeated (`*`, `_`, `~`, `[`, `]`, `(`, `)`). */
  delimiterRun: 256,
  /** Block quotes and list items nested on one line, plus list indentation (two columns a level). */
  nesting: 32,
  /** `|` on one line: the columns of a table. */
  tableColumns: 256,
  /** Setext heading underlines (`===` or `---` under a line of text) in the whole article. */
  setextHeadings: 200,
} as const;

const COUNTED = new Set(["*", "_", "~", "["]);
const RUN_CHARACTERS = new Set(["*", "_", "~", "[", "]", "(", ")"]);
const FENCE_OPENER = /^(`{3,}|~{3,})(.*)$/;
const FENCE_CLOSER = /^ {0,3}([`~]{3,})[ \t]*$/;
const SETEXT_UNDERLINE = /^ {0,3}(=+|-+)[ \t]*$/;
const LIST_MARKER = /^(?:[-*+]|\d{1,9}[.)])(?:[ \t]|$)/;

/** Why this content should be shown as plain text, or undefined when it may be parsed. */
export function plainTextReason(content: string, limits = PRECHECK_LIMITS): string | undefined {
  const counts = new Map<string, number>();
  let fence: string | undefined;
  let setext = 0;
  let previousBlank = true;
  // CR and CRLF end lines too, as in micromark. Split on "\n" alone, a fence closer or setext underline ending in CR
  // would go unseen (the rest skipped as code, the headings uncounted) and lone-CR lines would read as one line.
  for (const line of content.split(/\r\n?|\n/)) {
    // Code in a top-level fence is not parsed for inline markdown: it never counts.
    if (fence !== undefined) {
      const closer = FENCE_CLOSER.exec(line)?.[1];
      if (
        closer &&
        closer.length >= fence.length &&
        closer[0] === fence[0] &&
        !closer.includes(fence[0] === "`" ? "~" : "`")
      ) {
        fence = undefined;
      }
      continue;
    }
    const opener = FENCE_OPENER.exec(line);
    if (opener && !(opener[1]!.startsWith("`") && opener[2]!.includes("`"))) {
      fence = opener[1]!;
      previousBlank = false;
      continue;
    }
    const blank = line.trim() === "";
    if (blank) counts.clear();
    else if (!previousBlank && SETEXT_UNDERLINE.test(line) && ++setext > limits.setextHeadings) {
      return "too many setext headings";
    }
    previousBlank = blank;

    const { depth, listItem } = containerPrefix(line);
    if (depth > limits.nesting) return "containers nested too deep";
    if (listItem) counts.clear();

    let pipes = 0;
    let run = 0;
    let previous = "";
    for (const character of line) {
      if (character === "|" && ++pipes > limits.tableColumns) return "a table with too many columns";
      run = character === previous ? run + 1 : 1;
      previous = character;
      if (run > limits.delimiterRun && RUN_CHARACTERS.has(character)) return "a long run of one delimiter";
      if (COUNTED.has(character)) {
        const count = (counts.get(character) ?? 0) + 1;
        if (count > limits.delimitersPerParagraph) return "too many delimiters in one paragraph";
        counts.set(character, count);
      }
    }
  }
  return undefined;
}

/** How deep a line's leading block quotes and list markers nest, counting list indentation as levels too. */
function containerPrefix(line: string): { depth: number; listItem: boolean } {
  let depth = 0;
  let listItem = false;
  let rest = line;
  for (;;) {
    const indent = /^[ \t]*/.exec(rest)![0];
    const columns = [...indent].reduce((sum, c) => sum + (c === "\t" ? 4 : 1), 0);
    rest = rest.slice(indent.length);
    if (rest.startsWith(">")) {
      depth += 1;
      rest = rest.slice(1);
      continue;
    }
    const marker = LIST_MARKER.exec(rest);
    if (!marker) return { depth, listItem };
    depth += 1 + Math.floor(columns / 2);
    listItem = true;
    rest = rest.slice(marker[0].length);
  }
}
