import { useSyncExternalStore } from "react";

const subscribe = () => () => {};
const serverOrAfter = () => false;
const hydrating = () => true;
let pageHydrating = false;
/** A write during render, on purpose and idempotent: it records which kind of pass is rendering, nothing more. */
const record = (value: boolean) => {
  pageHydrating = value;
};

/**
 * Whether the render in progress is React hydrating the pre-rendered page, as `HydrationMark` last saw it. A plain
 * read, not a subscription: a component asks once (in a state initializer) and never renders again because the
 * answer changed.
 */
export const isHydratingPage = (): boolean => pageHydrating;

/**
 * Rendered by the root layout ahead of everything else, so it renders first in every pass: true while React hydrates
 * the page (and on the server), false in any render after that or instead of it (a page rendered in the browser, a
 * recovery from a hydration mismatch). It is the one component that renders again once hydration is over; each
 * component that asked React itself (`useSyncExternalStore` with a server snapshot) would render again too, in
 * one synchronous pass after hydration (30 dates on a blog page).
 */
export function HydrationMark() {
  record(useSyncExternalStore(subscribe, serverOrAfter, hydrating));
  return null;
}
