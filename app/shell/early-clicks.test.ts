// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { keepEarlyClicks } from "./early-clicks";

function page() {
  document.body.innerHTML = `
    <section id="faq">
      <button id="tab-wallet" type="button"><span>Wallet</span></button>
      <button id="question-1" type="button">Question</button>
      <button type="button">No id</button>
      <p id="text">Words</p>
    </section>
    <button id="outside" type="button">Outside</button>`;
  return document.getElementById("faq")!;
}

/** What the hydrated buttons do: here, record their clicks. */
function listen(ids: string[]): string[] {
  const heard: string[] = [];
  for (const id of ids) document.getElementById(id)!.addEventListener("click", () => heard.push(id));
  return heard;
}

afterEach(() => {
  document.body.innerHTML = "";
});

describe("keepEarlyClicks", () => {
  it("clicks again, in their order, the buttons clicked inside the container before the replay", () => {
    const early = keepEarlyClicks(page(), () => {});
    document.querySelector<HTMLElement>("#tab-wallet span")!.click();
    document.getElementById("question-1")!.click();
    document.getElementById("question-1")!.click();
    const heard = listen(["tab-wallet", "question-1"]);
    early.replay();
    expect(heard).toEqual(["tab-wallet", "question-1", "question-1"]);
  });

  it("keeps nothing from outside the container, from buttons without an id or from the page's text", () => {
    const early = keepEarlyClicks(page(), () => {});
    for (const id of ["outside", "text"]) document.getElementById(id)!.click();
    document.querySelector<HTMLElement>("button:not([id])")!.click();
    const heard = listen(["outside", "tab-wallet", "question-1"]);
    early.replay();
    expect(heard).toEqual([]);
  });

  it("stops listening at the replay: later clicks are the hydrated page's own, and a replay is done once", () => {
    const early = keepEarlyClicks(page(), () => {});
    document.getElementById("tab-wallet")!.click();
    const heard = listen(["tab-wallet"]);
    early.replay();
    document.getElementById("tab-wallet")!.click();
    early.replay();
    expect(heard).toEqual(["tab-wallet", "tab-wallet"]);
  });

  it("hears a pointer, a focus or a key reaching into the container, not one elsewhere", () => {
    const container = page();
    const reached = vi.fn();
    keepEarlyClicks(container, reached);
    document.getElementById("outside")!.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    document.getElementById("outside")!.focus();
    expect(reached).not.toHaveBeenCalled();
    document.getElementById("question-1")!.focus();
    document.getElementById("text")!.dispatchEvent(new KeyboardEvent("keydown", { key: "Tab", bubbles: true }));
    document.getElementById("text")!.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    expect(reached).toHaveBeenCalledTimes(3);
  });

  it("without a container, keeps and hears nothing", () => {
    page();
    const reached = vi.fn();
    const early = keepEarlyClicks(null, reached);
    document.getElementById("tab-wallet")!.click();
    const heard = listen(["tab-wallet"]);
    early.replay();
    expect(heard).toEqual([]);
    expect(reached).not.toHaveBeenCalled();
  });
});
