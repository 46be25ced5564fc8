import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/** Whether this document is an SPA fallback (React Router marks it): HTML rendered at another address. */
const servedAsFallback = () =>
  (window as { __reactRouterContext?: { isSpaMode?: boolean } }).__reactRouterContext?.isSpaMode === true;

/**
 * A key for markup whose attributes depend on the address: the language links, the current tab. An SPA fallback
 * (an article published after the build) was rendered for another address, and hydration keeps each element's
 * attributes as the file has them, so those links would keep leading to the fallback's own address. The key
 * changes once the app has taken over such a page, and React builds that markup anew; a pre-rendered page, made
 * for its own address, keeps its markup.
 */
export function useAddressKey(): "html" | "app" {
  return useSyncExternalStore(
    subscribe,
    () => (servedAsFallback() ? "app" : "html"),
    () => "html",
  );
}
