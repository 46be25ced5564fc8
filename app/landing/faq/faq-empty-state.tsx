import { useT } from "../../i18n/messages";
import type { FaqTopic } from "./faq-search";

/** Shown in a category that has no questions yet, instead of a blank panel. */
export function FaqEmptyState({ category }: { category: FaqTopic }) {
  const t = useT("faq");
  return (
    <div className="rounded-2xl border border-dashed border-line px-6 py-10 text-center">
      <p className="font-semibold">{t("faq.empty.title", { category: category.title })}</p>
      <p className="mx-auto mt-2 max-w-md text-muted">{t("faq.empty.body")}</p>
    </div>
  );
}
