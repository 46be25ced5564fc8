import { useT } from "../i18n/messages";
import type { FlowStep } from "./flow-model";
import { BrokenMediaIcon } from "./icons";
import { STEP_SHOT_SIZE } from "./media-size";
import { useImageLoadFailed } from "./use-load-failed";

/** One numbered screenshot of the strip; a screenshot that fails to load becomes a labelled placeholder. */
export function StepShot({ step, cardTitle }: { step: FlowStep; cardTitle: string }) {
  const { failed, ref, onError } = useImageLoadFailed();
  const t = useT("flows");
  const name = t("flows.step.alt", { title: cardTitle, number: step.number });
  const number = t("flows.step.number", { number: step.number });
  return (
    <li className="shrink-0 snap-start">
      <figure className={STEP_SHOT_SIZE.widthClass}>
        {failed ? (
          <div
            role="img"
            aria-label={t("flows.step.unavailableLabel", { title: cardTitle, number: step.number })}
            className={`${STEP_SHOT_SIZE.sizeClass} flex flex-col items-center justify-center gap-2 rounded-xl border border-dashed border-line bg-panel-2 p-3 text-center text-sm text-muted`}
          >
            <BrokenMediaIcon />
            <span>{number}</span>
            <span>{t("flows.step.unavailable")}</span>
          </div>
        ) : (
          <img
            ref={ref}
            src={step.src}
            alt={name}
            width={STEP_SHOT_SIZE.width}
            height={STEP_SHOT_SIZE.height}
            loading="lazy"
            decoding="async"
            onError={onError}
            className={`${STEP_SHOT_SIZE.sizeClass} rounded-xl border border-line bg-panel-2 object-contain`}
          />
        )}
        <figcaption className="mt-2 text-sm">
          <span className="font-semibold">{number}</span>
          {step.inherited && <span className="text-muted"> {t("flows.step.source", { flow: step.source })}</span>}
        </figcaption>
      </figure>
    </li>
  );
}
