// @vitest-environment jsdom
import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { useAddressKey } from "./address-key";

const Probe = () => (
  <a href={`/${useAddressKey()}`} key={useAddressKey()}>
    link
  </a>
);

/** The server's HTML for the probe, hydrated in this document: the href once the app has taken over. */
async function hrefAfterHydration(): Promise<string | null> {
  const container = document.createElement("div");
  container.innerHTML = renderToString(<Probe />);
  document.body.append(container);
  await act(async () => {
    hydrateRoot(container, <Probe />);
  });
  return container.querySelector("a")!.getAttribute("href");
}

afterEach(() => {
  delete (window as { __reactRouterContext?: unknown }).__reactRouterContext;
  document.body.innerHTML = "";
});

describe("useAddressKey", () => {
  it("keeps a pre-rendered page's markup: it was made for this address", async () => {
    (window as { __reactRouterContext?: unknown }).__reactRouterContext = { isSpaMode: false };
    expect(await hrefAfterHydration()).toBe("/html");
  });

  it("changes once an SPA fallback is hydrated, so markup made for another address is built anew", async () => {
    (window as { __reactRouterContext?: unknown }).__reactRouterContext = { isSpaMode: true };
    expect(await hrefAfterHydration()).toBe("/app");
  });
});
