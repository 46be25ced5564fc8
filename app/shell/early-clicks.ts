/** What brings a visitor's hand to a part of the page: its code should load now. */
const REACHING = ["pointerdown", "focusin", "keydown"] as const;

/**
 * Clicks on a part of a pre-rendered page whose code has not arrived yet. The page around it has hydrated, so React
 * sees the click, but it cannot run a handler it does not have: it stops the event and drops it (React 18+ no
 * longer replays discrete events). This keeps the id of each button clicked inside `container` meanwhile, to click
 * it again once the part has hydrated (`replay`), in the order they came (the FAQ's tabs). A click on anything but a
 * button with an id (a link, a disclosure's summary, the page's text) is left to the browser.
 * `onReach` hears the first pointer, focus or key inside the container, when the part's code should load at once.
 * The listeners are on the window, in the capture phase: before React's own, on the document, stops the event.
 */
export function keepEarlyClicks(container: Element | null, onReach: () => void): { replay: () => void } {
  const clicked: string[] = [];
  const inside = (event: Event): event is Event & { target: Element } =>
    event.target instanceof Element && !!container?.contains(event.target);
  const keep = (event: Event) => {
    if (!inside(event)) return;
    const button = event.target.closest("button[id]");
    if (button && container!.contains(button)) clicked.push(button.id);
  };
  const reach = (event: Event) => {
    if (inside(event)) onReach();
  };
  const stop = () => {
    window.removeEventListener("click", keep, true);
    for (const type of REACHING) window.removeEventListener(type, reach, true);
  };
  if (container && typeof window !== "undefined") {
    window.addEventListener("click", keep, true);
    for (const type of REACHING) window.addEventListener(type, reach, true);
  }
  return {
    replay() {
      stop();
      for (const id of clicked.splice(0)) (document.getElementById(id) as HTMLButtonElement | null)?.click();
    },
  };
}
