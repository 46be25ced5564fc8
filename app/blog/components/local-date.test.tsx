// @vitest-environment jsdom
import { act, Profiler } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { formatDate } from "../model/format";
import { LocalDate } from "./local-date";
import { HydrationMark } from "../../shell/hydration-mark";

const APRIL_4 = Date.UTC(2025, 3, 4, 12) / 1000;
const MAY_1 = Date.UTC(2025, 4, 1, 12) / 1000;
/** What a build wrote for April 4 on a Spanish page (any words: the point is that they stay). */
const BUILD_WORDS = "4 abr 2025 (build)";

/** As the root layout renders a page: the hydration mark first. */
const inSpanish = (at: number) => (
  <MemoryRouter initialEntries={["/es/blog"]}>
    <HydrationMark />
    <LocalDate at={at} />
  </MemoryRouter>
);

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = "";
});

describe("LocalDate", () => {
  // First in this file: the date formats are cached per language once made.
  it("keeps a pre-rendered page's words while hydrating, and makes no date format for them", async () => {
    const made = vi.fn();
    const Real = Intl.DateTimeFormat;
    vi.spyOn(Intl, "DateTimeFormat").mockImplementation(function (this: unknown, ...args) {
      made();
      return new Real(...args);
    } as typeof Intl.DateTimeFormat);
    const container = document.createElement("div");
    container.innerHTML = `<time datetime="2025-04-04T12:00:00.000Z">${BUILD_WORDS}</time>`;
    document.body.append(container);
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, inSpanish(APRIL_4));
    });
    expect(container.textContent).toBe(BUILD_WORDS);
    expect(made).not.toHaveBeenCalled();
    // A later render of the same date keeps them too; another date is formatted.
    await act(async () => root!.render(inSpanish(APRIL_4)));
    expect(container.textContent).toBe(BUILD_WORDS);
    await act(async () => root!.render(inSpanish(MAY_1)));
    expect(container.textContent).toBe(formatDate(MAY_1, "es"));
    expect(container.querySelector("time")!.getAttribute("datetime")).toBe("2025-05-01T12:00:00.000Z");
  });

  it("formats a date rendered in the browser", async () => {
    const container = document.createElement("div");
    document.body.append(container);
    await act(async () => createRoot(container).render(inSpanish(APRIL_4)));
    expect(container.textContent).toBe(formatDate(APRIL_4, "es"));
    expect(container.textContent).not.toBe("");
  });

  it("renders each date once while hydrating: nothing renders again once hydration is over", async () => {
    const renders = vi.fn();
    const container = document.createElement("div");
    container.innerHTML = `<time datetime="2025-04-04T12:00:00.000Z">${BUILD_WORDS}</time>`;
    document.body.append(container);
    // (No date format is made for it either: the first test checks that, before formats are cached per language.)
    await act(async () => {
      hydrateRoot(
        container,
        <MemoryRouter initialEntries={["/es/blog"]}>
          <HydrationMark />
          <Profiler id="date" onRender={renders}>
            <LocalDate at={APRIL_4} />
          </Profiler>
        </MemoryRouter>,
      );
    });
    expect(container.textContent).toBe(BUILD_WORDS);
    expect(renders.mock.calls.map(([, phase]) => phase)).toEqual(["mount"]);
  });

  it("formats its date when React renders the page anew after a hydration mismatch", async () => {
    const container = document.createElement("div");
    // Not what the app renders here: React gives up hydrating and renders in the browser.
    container.innerHTML = `<p>another page</p>`;
    document.body.append(container);
    const recovered = vi.fn();
    await act(async () => {
      hydrateRoot(container, inSpanish(APRIL_4), { onRecoverableError: recovered });
    });
    expect(recovered).toHaveBeenCalled();
    expect(container.textContent).toBe(formatDate(APRIL_4, "es"));
  });
});
