// axe-core in the browser tests: one rule set (WCAG 2.0-2.2, levels A and AA) and one way to report what it finds.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

const WCAG_A_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** Axe's WCAG A/AA violations on the page as it is, one line each: the rule, its help, the elements. */
export async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_A_AA).analyze();
  return violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((node) => node.target.join(" ")).join("\n    ")}`,
  );
}
