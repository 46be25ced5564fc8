// The figures the benchmark prints from one Lighthouse result (LHR).

const CATEGORIES = {
  performance: "performance",
  accessibility: "accessibility",
  bestPractices: "best-practices",
  seo: "seo",
};

/** A 0..1 category score as 0..100, or null when Lighthouse could not score it. */
function score(lhr, id) {
  const value = lhr.categories?.[id]?.score;
  return typeof value === "number" ? Math.round(value * 100) : null;
}

function numeric(lhr, id) {
  const value = lhr.audits?.[id]?.numericValue;
  return typeof value === "number" ? value : null;
}

/**
 * Scores, LCP, TBT, CLS and the scripts the page requested while Lighthouse loaded it (no
 * interaction happens during a Lighthouse navigation, so this is the JavaScript before the first
 * interaction). Transfer sizes are what went over the wire: gzip bodies plus response headers.
 */
export function summarizeLhr(lhr) {
  const requests = lhr.audits?.["network-requests"]?.details?.items ?? [];
  const scripts = requests.filter((item) => item.resourceType === "Script");
  return {
    url: lhr.finalDisplayedUrl ?? lhr.finalUrl ?? lhr.requestedUrl,
    scores: Object.fromEntries(Object.entries(CATEGORIES).map(([key, id]) => [key, score(lhr, id)])),
    lcpMs: numeric(lhr, "largest-contentful-paint"),
    tbtMs: numeric(lhr, "total-blocking-time"),
    cls: numeric(lhr, "cumulative-layout-shift"),
    scriptTransferBytes: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    scripts: scripts.map((item) => ({ url: item.url, transferBytes: item.transferSize ?? 0 })),
    /** Filled in by the runner from the build files: the same scripts' gzip size without HTTP headers. */
    scriptGzipBytes: /** @type {number | null} */ (null),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    failedAudits: failedAudits(lhr),
    runtimeError: lhr.runtimeError?.message ?? null,
  };
}

/** Audits that cost points in accessibility, best practices or SEO (what to fix when a score is below 100). */
function failedAudits(lhr) {
  const failed = [];
  for (const id of ["accessibility", "best-practices", "seo"]) {
    for (const ref of lhr.categories?.[id]?.auditRefs ?? []) {
      const audit = lhr.audits?.[ref.id];
      if (ref.weight > 0 && audit && typeof audit.score === "number" && audit.score < 1)
        failed.push(`${id}: ${ref.id}`);
    }
  }
  return failed;
}
