import { useT } from "../i18n/messages";
import type { FlowCard as FlowCardModel } from "./flow-model";
import { FlowVideo } from "./flow-video";
import { StepStrip } from "./step-strip";

/** One flow or subflow: label, tags, video and the strip of numbered steps. */
export function FlowCard({ card }: { card: FlowCardModel }) {
  const t = useT("flows");
  const headingId = `${card.id}-title`;
  const count = card.steps.length;
  const inherited = card.steps.filter((step) => step.inherited).length;
  return (
    <article
      id={card.id}
      aria-labelledby={headingId}
      className="scroll-mt-[calc(var(--spacing-topbar)+1rem)] rounded-2xl border border-line bg-panel p-4 md:p-6"
    >
      <header className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-3">
        <div>
          {/* The label names a subflow "Parent: Subflow", for headings, the card and its media. */}
          <h2 id={headingId} aria-label={card.title} className="text-2xl font-bold">
            {card.parentLabel && (
              <span className="block text-base font-medium text-muted">
                {t("flows.card.parent", { flow: card.parentLabel })}
              </span>
            )}
            {card.label}
          </h2>
          <p className="mt-1 text-sm text-muted">
            {inherited > 0
              ? t("flows.card.stepsWithInherited", {
                  count,
                  inherited,
                  flow: card.parentLabel,
                  own: count - inherited,
                })
              : t("flows.card.steps", { count })}
          </p>
        </div>
        <ul aria-label={t("flows.card.tags")} className="flex flex-wrap gap-2">
          {card.tags.map((tag) => (
            <li
              key={tag}
              className="rounded-full border border-line bg-panel-2 px-3 py-1 text-sm whitespace-nowrap text-muted"
            >
              {tag}
            </li>
          ))}
        </ul>
      </header>
      <div className="mt-5 flex flex-col gap-5 md:flex-row md:items-start">
        <FlowVideo src={card.videoSrc} poster={card.posterSrc} title={card.title} />
        <StepStrip steps={card.steps} cardTitle={card.title} />
      </div>
    </article>
  );
}
