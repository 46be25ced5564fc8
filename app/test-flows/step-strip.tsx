import type { FlowStep } from "./flow-model";
import { StepShot } from "./step-shot";

/** The card's numbered screenshots in one row that scrolls sideways by touch, wheel and keyboard. */
export function StepStrip({ steps, cardTitle }: { steps: FlowStep[]; cardTitle: string }) {
  if (steps.length === 0) return <p className="text-muted">No step screenshots recorded for this flow.</p>;
  return (
    <div
      role="region"
      aria-label={`${cardTitle} steps`}
      // A scrolling region must be focusable so keyboard users can scroll it with the arrow keys.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className="min-w-0 flex-1 snap-x snap-mandatory overflow-x-auto overscroll-x-contain rounded-xl pb-3 [scrollbar-color:var(--color-line)_transparent]"
    >
      <ol className="flex gap-3">
        {steps.map((step) => (
          <StepShot key={step.number} step={step} cardTitle={cardTitle} />
        ))}
      </ol>
    </div>
  );
}
