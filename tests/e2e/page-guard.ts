import type { Page } from "@playwright/test";

export interface PageProblems {
  consoleErrors: string[];
  pageErrors: string[];
  cspViolations: string[];
}

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/**
 * Collects everything that must never happen on a page: console errors, uncaught exceptions and
 * Content-Security-Policy violations (from `securitypolicyviolation` events, recorded from the
 * first script on, for the current document; Chromium also logs every violation as a console
 * error, which covers earlier documents). Call before the first navigation; await the returned
 * function to read what was collected.
 */
export async function guardPage(page: Page): Promise<() => Promise<PageProblems>> {
  const consoleErrors: string[] = [];
  const pageErrors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") consoleErrors.push(`${message.text()} (${message.location().url})`);
  });
  page.on("pageerror", (error) => pageErrors.push(error.message));
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      window.__cspViolations!.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber}) ${event.sample}`,
      );
    });
  });
  return async () => {
    const current = await page.evaluate(() => window.__cspViolations ?? []).catch(() => []);
    return { consoleErrors, pageErrors, cspViolations: current };
  };
}
