// The blog benchmark's relay wire table (bench-results/blog.json's `wire`), as tools/bench/blog.mjs prints it
// after its runs and tools/bench/run.mjs again before the budgets.

const PATH_LABELS = { prerendered: "pre-rendered", browser: "browser" };

const kb = (bytes) => (bytes === null || bytes === undefined ? "n/a" : (bytes / 1000).toFixed(1));
const figure = (value) => String(value ?? "n/a");

/** The relay worker's requests of a view, each once with how many times it was asked: "2 x events since, counts". */
export function askedSummary(asked) {
  const times = new Map();
  for (const query of asked ?? []) times.set(query, (times.get(query) ?? 0) + 1);
  return [...times].map(([query, n]) => (n > 1 ? `${n} x ${query}` : query)).join(", ");
}

/**
 * Lines of the table: per page and path, the KB and EVENT frames the three relays sent, the REQs they received, the
 * signature checks the page's relay worker made ("n/a": an app that does not count them), and what the page asked.
 * @param {{ runs?: number, articleRoute?: string | null, wire?: Record<string, Record<string, any>> }} report
 */
export function wireLines(report) {
  const lines = [
    `Relay wire per page view, all three relays together (median of ${report.runs ?? "?"} views)`,
    `${"page".padEnd(30)}${"path".padEnd(14)}${"received (KB)".padStart(14)}${"events".padStart(8)}` +
      `${"REQs".padStart(6)}${"signature checks".padStart(18)}  asked`,
  ];
  for (const [route, byPath] of Object.entries(report.wire ?? {}))
    for (const [path, figures] of Object.entries(byPath)) {
      const asked = askedSummary(figures.asked) + (figures.discussionAsked ? " (the discussion was loaded)" : "");
      lines.push(
        `${route.padEnd(30)}${(PATH_LABELS[path] ?? path).padEnd(14)}${kb(figures.bytes).padStart(14)}` +
          `${figure(figures.events).padStart(8)}${figure(figures.reqs).padStart(6)}` +
          `${figure(figures.signatureChecks).padStart(18)}  ${asked}`,
      );
    }
  if (report.articleRoute)
    lines.push(`(${report.articleRoute}: until its load settled, its discussion never scrolled into view)`);
  return lines;
}

/** The blog benchmark's headline figures, both paths against their floors, then the wire table (for run.mjs). */
export function summaryLines(report) {
  const pre = report.paths?.prerendered ?? {};
  const browser = report.paths?.browser ?? {};
  const ratios = report.ratios ?? {};
  const ms = (value) => (value === null || value === undefined ? "n/a" : `${value} ms`);
  return [
    `/blog pre-rendered: live counts settled at ${ms(pre.settledMs)} (FCP ${ms(pre.fcpMs)}), ratio ` +
      `${figure(ratios.prerendered?.sinceBrowser?.settled)} against the browser's since floor ` +
      `(${figure(ratios.prerendered?.sinceNode?.settled)} against Node's); longest long task from FCP to settled ` +
      `${ms(pre.settleLongestTaskMs)} (traced: ${ms(pre.tracedSettleLongestTaskMs)})`,
    `/blog browser path: every exact count at ${ms(browser.allCountsMs)} (FCP ${ms(browser.fcpMs)}), counts ratio ` +
      `${figure(ratios.browser?.node?.counts)} against the Node floor (${figure(ratios.browser?.browser?.counts)} ` +
      `against the browser's), first card ratio ${figure(ratios.browser?.node?.firstCard)}`,
    "",
    ...wireLines(report),
  ];
}
