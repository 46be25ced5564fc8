import { useMemo } from "react";
import { testFlows } from "../content/flows";
import { FLOW_MEDIA_BASE } from "../config";
import { useT } from "../i18n/messages";
import { usePhrases } from "../i18n/phrases";
import { FlowCard } from "./flow-card";
import { flowCards } from "./flow-model";

export function TestFlowsPage() {
  const t = useT("flows");
  const p = usePhrases("flows");
  const cards = useMemo(() => flowCards(testFlows, FLOW_MEDIA_BASE, t), [t]);
  return (
    <div className="mx-auto max-w-7xl px-4 pt-topbar pb-16 md:px-6">
      <h1 className="pt-10 text-4xl font-bold">{p("flows.page.title")}</h1>
      <p className="mt-3 max-w-2xl text-muted">{t("flows.page.intro")}</p>
      <nav aria-label={t("flows.page.nav")} className="mt-6">
        <ul className="flex flex-wrap gap-2">
          {cards.map((card) => (
            <li key={card.id} className="max-w-full">
              <a
                href={`#${card.id}`}
                className="inline-block max-w-full truncate rounded-full border border-line px-3 py-1 text-sm text-muted hover:border-accent-500 hover:text-text"
              >
                {card.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-8 flex flex-col gap-8">
        {cards.map((card) => (
          <FlowCard key={card.id} card={card} />
        ))}
      </div>
    </div>
  );
}
