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
    fcpMs: numeric(lhr, "first-contentful-paint"),
    lcpMs: numeric(lhr, "largest-contentful-paint"),
    tbtMs: numeric(lhr, "total-blocking-time"),
    cls: numeric(lhr, "cumulative-layout-shift"),
    scriptTransferBytes: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    scripts: scripts.map((item) => ({
      url: item.url,
      transferBytes: item.transferSize ?? 0,
      /** Loaded by a Web Worker (the blog's relay worker): off the main thread. */
      worker: item.sessionTargetType === "worker",
    })),
    /** Filled in by the runner from the build files: the same scripts' gzip size without HTTP headers. */
    scriptGzipBytes: /** @type {number | null} */ (null),
    /** Filled in by the runner: the part of scriptGzipBytes loaded by workers. */
    workerScriptGzipBytes: /** @type {number | null} */ (null),
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

/**
 * The run that stands for several runs of one page: the one with the median performance score (ties: the
 * median total blocking time), as Lighthouse's own guidance is to judge the median of several runs rather than
 * one. Runs without a performance score are left out; null when none has one.
 * @template {{ scores: { performance: number | null }, tbtMs: number | null }} T
 * @param {T[]} summaries
 * @returns {T | null}
 */
export function medianRun(summaries) {
  const scored = summaries.filter((summary) => typeof summary?.scores?.performance === "number");
  if (scored.length === 0) return null;
  const sorted = [...scored].sort(
    (a, b) => a.scores.performance - b.scores.performance || (b.tbtMs ?? 0) - (a.tbtMs ?? 0),
  );
  return sorted[Math.floor((sorted.length - 1) / 2)];
}
