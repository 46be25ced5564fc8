import { useT } from "../../i18n/messages";

/** Shown when a list's fetch failed; "Try Again" refetches, going back to the loading state. */
export function ListError({ onRetry }: { onRetry: () => void }) {
  const t = useT("blog");
  return (
    <div role="alert" className="flex flex-col items-center gap-4 py-16 text-center">
      <p className="text-lg">{t("blog.list.failed")}</p>
      <button
        type="button"
        onClick={onRetry}
        className="rounded-full bg-accent-600 px-6 py-3 font-semibold text-white hover:bg-accent-700"
      >
        {t("blog.retry")}
      </button>
    </div>
  );
}
