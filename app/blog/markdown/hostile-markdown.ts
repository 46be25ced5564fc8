/**
 * Markdown that makes micromark and GFM slow (superlinear) or overflow the stack, for tests: the cases of the
 * hostile-input review, with the times they took on the main thread before parsing was bounded.
 */
function table(columns: number, rows: number): string {
  const row = `|${Array.from({ length: columns }, (_, index) => ` c${index} `).join("|")}|`;
  return [row, `|${" :-: |".repeat(columns)}`, ...Array<string>(rows).fill(row)].join("\n");
}

function growingBacktickRuns(length: number): string {
  let text = "";
  for (let run = 1; text.length < length; run++) text += `${"`".repeat(run)}a`;
  return text;
}

export const HOSTILE_MARKDOWN: { name: string; content: string }[] = [
  { name: `"*a" repeated, 20 KB (22 s)`, content: "*a".repeat(10_000) },
  { name: `"~a" repeated, 20 KB (29 s)`, content: "~a".repeat(10_000) },
  {
    name: `"[" x 5000 + "![" x 5000 + "a" + "](b)" x 10000 (308 s)`,
    content: "[".repeat(5000) + "![".repeat(5000) + "a" + "](b)".repeat(10_000),
  },
  { name: `"*" x 10000 + "a" + "*" x 10000 (stack overflow)`, content: "*".repeat(10_000) + "a" + "*".repeat(10_000) },
  { name: `"> - " repeated, 20 KB (stack overflow)`, content: "> - ".repeat(5000) },
  { name: "a 1000-column table, 194 KB (63 s)", content: table(1000, 26) },
  { name: `"a\\n=\\n" repeated (setext headings)`, content: "a\n=\n".repeat(5000) },
  { name: `"- " x 50000 (nested lists)`, content: "- ".repeat(50_000) },
  { name: "nested brackets", content: "[".repeat(10_000) + "a" + "]".repeat(10_000) },
  {
    name: "a list nested 400 deep by indentation",
    content: Array.from({ length: 400 }, (_, i) => `${"  ".repeat(i)}- a`).join("\n"),
  },
  { name: "backtick runs of growing length", content: growingBacktickRuns(20_000) },
];

/**
 * Unremarkable to the pre-check (every paragraph stays under its limits) but many seconds of parsing in all
 * (about 20 s on a loaded 2-core machine): only the deadline stops it.
 */
export const SLOW_PAST_THE_PRECHECK = `${"[".repeat(250) + "![".repeat(400) + "a" + "](b)".repeat(650)}\n\n`.repeat(50);
