// Waits that count what the page does, never milliseconds: a test that waited a fixed time before checking that
// nothing happened would pass on a machine too slow to have done it yet (docs/contributing.md, "Tests").
import type { Page } from "@playwright/test";

/**
 * Resolves after the page has drawn `count` more frames: what the last change scheduled (a render, its effects, a
 * scroll they start) has happened by then. Not under a paused `page.clock`, whose frames are the test's to run.
 */
export async function afterFrames(page: Page, count = 10) {
  await page.evaluate(
    (count) =>
      new Promise<void>((resolve) => {
        const next = (left: number): unknown => (left ? requestAnimationFrame(() => next(left - 1)) : resolve());
        next(count);
      }),
    count,
  );
}

/**
 * Resolves once every image the reader can see (in the window, not clipped away by a scrolling strip) has loaded
 * and been decoded, or failed to: none of them paints later.
 */
export async function imagesInViewDecoded(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const images = [...document.images];
        if (images.length === 0) return resolve();
        // An observer's first report covers every image it was given, as the browser sees it now.
        const observer = new IntersectionObserver((entries) => {
          observer.disconnect();
          const seen = entries.filter((entry) => entry.isIntersecting).map((entry) => entry.target as HTMLImageElement);
          void Promise.all(seen.map((img) => img.decode().catch(() => undefined))).then(() => resolve());
        });
        for (const img of images) observer.observe(img);
      }),
  );
}
