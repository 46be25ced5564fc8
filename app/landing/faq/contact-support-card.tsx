import { SUPPORT_EMAIL } from "../../content/faq";
import { useT } from "../../i18n/messages";

export function ContactSupportCard() {
  const t = useT("faq");
  return (
    <div className="mt-10 flex flex-col gap-4 rounded-2xl border border-line bg-panel p-6 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <h3 className="text-lg font-semibold">{t("faq.contact.title")}</h3>
        <p className="mt-1 text-muted">{t("faq.contact.body")}</p>
      </div>
      <a
        href={`mailto:${SUPPORT_EMAIL}`}
        className="shrink-0 rounded-full bg-accent-600 px-5 py-2.5 text-center font-semibold text-white transition-colors hover:bg-accent-700"
      >
        {t("faq.contact.email", { email: SUPPORT_EMAIL })}
      </a>
    </div>
  );
}
