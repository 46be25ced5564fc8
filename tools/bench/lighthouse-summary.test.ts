import { describe, expect, it } from "vitest";
import { medianRun, summarizeLhr } from "./lighthouse-summary.mjs";

const lhr = {
  requestedUrl: "http://127.0.0.1:4390/",
  finalDisplayedUrl: "http://127.0.0.1:4390/",
  categories: {
    performance: { score: 0.985, auditRefs: [] },
    accessibility: { score: 1, auditRefs: [{ id: "color-contrast", weight: 7 }] },
    "best-practices": {
      score: 0.96,
      auditRefs: [
        { id: "errors-in-console", weight: 1 },
        { id: "inspector-issues", weight: 0 },
      ],
    },
    seo: { score: null, auditRefs: [] },
  },
  audits: {
    "largest-contentful-paint": { numericValue: 1234.5 },
    "total-blocking-time": { numericValue: 20 },
    "cumulative-layout-shift": { numericValue: 0.004 },
    "color-contrast": { score: 1 },
    "errors-in-console": { score: 0 },
    "inspector-issues": { score: 0 },
    "network-requests": {
      details: {
        items: [
          { url: "http://127.0.0.1:4390/", resourceType: "Document", transferSize: 5000 },
          { url: "http://127.0.0.1:4390/assets/entry.js", resourceType: "Script", transferSize: 66000 },
          { url: "http://127.0.0.1:4390/assets/root.js", resourceType: "Script", transferSize: 5000 },
          { url: "http://127.0.0.1:4390/assets/root.css", resourceType: "Stylesheet", transferSize: 4000 },
        ],
      },
    },
  },
};

describe("summarizeLhr", () => {
  it("reads scores as 0..100, the three metrics and the scripts' transfer size", () => {
    const summary = summarizeLhr(lhr);
    expect(summary.scores).toEqual({ performance: 99, accessibility: 100, bestPractices: 96, seo: null });
    expect([summary.lcpMs, summary.tbtMs, summary.cls]).toEqual([1234.5, 20, 0.004]);
    expect(summary.scriptTransferBytes).toBe(71000);
    expect(summary.scripts.map((script: { url: string }) => script.url)).toEqual([
      "http://127.0.0.1:4390/assets/entry.js",
      "http://127.0.0.1:4390/assets/root.js",
    ]);
  });

  it("lists the weighted audits that cost points", () => {
    expect(summarizeLhr(lhr).failedAudits).toEqual(["best-practices: errors-in-console"]);
  });

  it("survives a failed run", () => {
    const summary = summarizeLhr({
      requestedUrl: "x",
      runtimeError: { message: "NO_FCP" },
      categories: {},
      audits: {},
    });
    expect(summary.runtimeError).toBe("NO_FCP");
    expect(summary.scriptTransferBytes).toBe(0);
    expect(summary.lcpMs).toBeNull();
  });
});

describe("medianRun", () => {
  const run = (performance: number | null, tbtMs = 0) => ({ scores: { performance }, tbtMs });

  it("picks the run with the median performance score, whatever the order", () => {
    const runs = [run(97), run(88), run(94)];
    expect(medianRun(runs)).toBe(runs[2]);
    expect(medianRun([run(90), run(99), run(95), run(96), run(70)])?.scores.performance).toBe(95);
  });

  it("takes the lower middle of an even count, the one with more blocking time on a tie", () => {
    expect(medianRun([run(96), run(90)])?.scores.performance).toBe(90);
    const tie = [run(95, 100), run(95, 300), run(95, 200)];
    expect(medianRun(tie)).toBe(tie[2]);
  });

  it("leaves out runs without a score and gives null when none has one", () => {
    expect(medianRun([run(null), run(93)])?.scores.performance).toBe(93);
    expect(medianRun([run(null)])).toBeNull();
    expect(medianRun([])).toBeNull();
  });
});
