import { useEffect, type RefObject } from "react";

/**
 * Escape closes the disclosure (`<details>`: a tab's dropdown, the language switcher) when it is open, and gives the
 * focus back to its summary. The browser opens and closes a disclosure by itself; Escape is the part it leaves out.
 */
export function useEscapeCloses(details: RefObject<HTMLDetailsElement | null>): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const element = details.current;
      if (event.key !== "Escape" || !element?.open) return;
      element.open = false;
      element.querySelector("summary")?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [details]);
}
