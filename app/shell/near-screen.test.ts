// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { onNearScreen } from "./near-screen";

/** An IntersectionObserver the test drives: `report(true)` says the element came near. */
function stubObserver() {
  const observers: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit }[] = [];
  const disconnect = vi.fn();
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        observers.push({ callback, options });
      }
      observe() {}
      disconnect = disconnect;
    },
  );
  const report = (isIntersecting: boolean) =>
    observers.at(-1)!.callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver);
  return { observers, report, disconnect };
}

const whenNear = (id: string) =>
  new Promise<void>((resolve) => onNearScreen(document.getElementById(id), "100% 0px", resolve));

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
});

describe("onNearScreen", () => {
  it("waits until the element comes within a screen of the viewport, then stops watching", async () => {
    document.body.innerHTML = `<section id="faq"></section>`;
    const { observers, report, disconnect } = stubObserver();
    const near = whenNear("faq");
    expect(observers[0]?.options?.rootMargin).toBe("100% 0px");
    report(false);
    expect(await settled(near)).toBe(false);
    report(true);
    expect(await settled(near)).toBe(true);
    expect(disconnect).toHaveBeenCalledOnce();
  });

  it("resolves at once when there is no such element", async () => {
    stubObserver();
    expect(await settled(whenNear("faq"))).toBe(true);
  });

  it("stops watching when cancelled", () => {
    document.body.innerHTML = `<section id="faq"></section>`;
    const { disconnect } = stubObserver();
    const onNear = vi.fn();
    onNearScreen(document.getElementById("faq"), "400px 0px", onNear)();
    expect(disconnect).toHaveBeenCalledOnce();
    expect(onNear).not.toHaveBeenCalled();
  });

  it("resolves at once when the browser cannot tell", async () => {
    document.body.innerHTML = `<section id="faq"></section>`;
    vi.stubGlobal("IntersectionObserver", undefined);
    expect(await settled(whenNear("faq"))).toBe(true);
  });
});
