import { useT } from "../../i18n/messages";
import type { FaqTopic } from "./faq-search";

/** Shown in a category that has no questions yet, instead of a blank panel. */
export function FaqEmptyState({ category }: { category: FaqTopic }) {
  const t = useT("home");
  return (
    <div className="rounded-2xl border border-dashed border-line px-6 py-10 text-center">
      <p className="font-semibold">{t("home.faq.empty.title", { category: category.title })}</p>
      <p className="mx-auto mt-2 max-w-md text-muted">{t("home.faq.empty.body")}</p>
    </div>
  );
}
