import { LocalLink } from "../i18n/local-link";
import { useT } from "../i18n/messages";
import { usePhrases } from "../i18n/phrases";
import { notFoundMeta } from "../i18n/route-locale";

export const meta = notFoundMeta;

export default function NotFound() {
  const t = useT("shell");
  const p = usePhrases("shell");
  return (
    <section className="mx-auto flex min-h-[70dvh] max-w-xl flex-col items-center justify-center px-4 pt-topbar text-center">
      <p className="text-sm font-semibold tracking-widest text-accent-400">404</p>
      <h1 className="mt-2 text-4xl font-bold">{p("shell.notFound.title")}</h1>
      <p className="mt-4 text-muted">{t("shell.notFound.body")}</p>
      <LocalLink
        to="/"
        className="mt-8 rounded-full bg-accent-600 px-6 py-3 font-semibold text-white hover:bg-accent-700"
      >
        {t("shell.notFound.home")}
      </LocalLink>
    </section>
  );
}
