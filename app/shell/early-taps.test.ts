// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { EARLY_TAPS_SCRIPT, openEarlyTaps } from "./early-taps.mjs";

type Window = typeof window & { earlyTaps?: Element[] };

/** The pre-rendered page: disclosure buttons (closed, one open), a button that acts, a link; the keeper running. */
function page() {
  document.body.innerHTML = `
    <button id="menu" type="button" aria-expanded="false"><svg><path id="icon"></path></svg></button>
    <button id="dropdown" type="button" aria-expanded="false">Wallet</button>
    <button id="open" type="button" aria-expanded="true">Open already</button>
    <button id="share" type="button">Share</button>
    <a id="link" href="#x">Link</a>`;
  window.eval(EARLY_TAPS_SCRIPT);
}

/** What the hydrated buttons do: here, record their clicks. */
function listen(): string[] {
  const heard: string[] = [];
  for (const button of document.querySelectorAll("button"))
    button.addEventListener("click", () => heard.push(button.id));
  return heard;
}

const tap = (id: string) => document.getElementById(id)!.dispatchEvent(new MouseEvent("click", { bubbles: true }));

beforeEach(page);

afterEach(() => {
  openEarlyTaps();
  document.body.innerHTML = "";
});

describe("the keeper of early taps", () => {
  it("opens, once the page has hydrated, each closed disclosure tapped before, once, in the order first tapped", () => {
    tap("dropdown");
    tap("icon");
    tap("dropdown");
    tap("menu");
    const heard = listen();
    openEarlyTaps();
    expect(heard).toEqual(["dropdown", "menu"]);
  });

  it("leaves buttons that act, links, the page's text and what is open already", () => {
    for (const id of ["share", "link", "open"]) tap(id);
    tap("menu");
    document.getElementById("menu")!.setAttribute("aria-expanded", "true");
    const heard = listen();
    openEarlyTaps();
    expect(heard).toEqual([]);
  });

  it("skips a button no longer on the page, and keeps nothing once it has handed the taps over", () => {
    tap("menu");
    tap("dropdown");
    document.getElementById("menu")!.remove();
    const heard = listen();
    openEarlyTaps();
    expect(heard).toEqual(["dropdown"]);
    tap("dropdown");
    expect(heard).toEqual(["dropdown", "dropdown"]);
    expect((window as Window).earlyTaps).toBeUndefined();
    openEarlyTaps();
    expect(heard).toEqual(["dropdown", "dropdown"]);
  });

  it("does nothing on a page without the keeper (the development server)", () => {
    openEarlyTaps();
    tap("menu");
    const heard = listen();
    expect(() => openEarlyTaps()).not.toThrow();
    expect(heard).toEqual([]);
  });
});
