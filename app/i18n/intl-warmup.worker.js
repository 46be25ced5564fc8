// The Intl warm-up (docs/decisions/intl-warmed-in-a-worker.md): every page in a language other than English starts
// this classic worker from its <head>, named with the page's language tag (builder/postbuild/85-intl-warmup.mjs).
// A page's first Intl object loads the language's data from ICU, 150-250 ms of main thread at 4x CPU slowdown, in
// the middle of hydration. ICU's data and caches belong to the process, so making the same kinds of object here,
// while the page is still parsing and fetching its scripts, leaves the main thread's first ones cheap. It makes
// the kinds the pages make (app/i18n/figures.ts, app/blog/model/format.ts, the catalogues' plural rules), then ends.
const tag = self.name;
try {
  new Intl.NumberFormat(tag).format(1234.5);
  new Intl.NumberFormat(tag, { style: "unit", unit: "minute", unitDisplay: "short" }).format(5);
  new Intl.NumberFormat(tag, { notation: "compact", maximumFractionDigits: 1 }).format(25000);
  new Intl.PluralRules(tag).select(2);
  new Intl.DateTimeFormat(tag, { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" }).format(0);
  new Intl.DisplayNames(tag, { type: "language" }).of("en");
} catch {
  // A tag Intl does not know: nothing to warm.
}
self.close();
