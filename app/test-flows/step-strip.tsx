import type { KeyboardEvent } from "react";
import { useT } from "../i18n/messages";
import type { FlowStep } from "./flow-model";
import { StepShot } from "./step-shot";

/**
 * Arrow keys scroll a focused strip natively; Home and End (vertical-only in browsers) jump to its ends. Right to
 * left, the strip starts at the right: scrollLeft is 0 there and negative towards its end.
 */
function jumpToEnds(event: KeyboardEvent<HTMLDivElement>) {
  if (event.key !== "Home" && event.key !== "End") return;
  event.preventDefault();
  const strip = event.currentTarget;
  const end = getComputedStyle(strip).direction === "rtl" ? -strip.scrollWidth : strip.scrollWidth;
  strip.scrollTo({ left: event.key === "Home" ? 0 : end });
}

/**
 * The card's numbered screenshots in one row that scrolls sideways by touch, wheel and keyboard, fading out at an
 * edge it can scroll past (`scroll-fades`, app/app.css). Its focus ring is drawn inside it, where the fade's mask
 * does not cut it off.
 */
export function StepStrip({ steps, cardTitle }: { steps: FlowStep[]; cardTitle: string }) {
  const t = useT("flows");
  if (steps.length === 0) return <p className="text-muted">{t("flows.steps.none")}</p>;
  return (
    // The region is a keyboard-scrollable container, so it takes focus and scroll keys.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      role="region"
      aria-label={t("flows.steps.label", { title: cardTitle })}
      // A scrolling region must be focusable so keyboard users can scroll it with the arrow keys.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      onKeyDown={jumpToEnds}
      className="scroll-fades min-w-0 flex-1 snap-x snap-proximity overflow-x-auto overscroll-x-contain rounded-xl pb-3 [scrollbar-color:var(--color-line)_transparent] focus-visible:-outline-offset-3"
    >
      <ol className="flex gap-3">
        {steps.map((step) => (
          <StepShot key={step.number} step={step} cardTitle={cardTitle} />
        ))}
      </ol>
    </div>
  );
}
