import { useLocale, useT } from "../../i18n/messages";

/**
 * Shown while an article's body is being rendered in the browser. It holds a screen's height, as the body will:
 * what follows the body (the actions, the discussion, which loads once it nears the screen) stays below the fold
 * meanwhile instead of starting its work while the page is still loading. `lang` and `dir`: the article's (the note
 * itself is in the page's language).
 */
export function RenderingBody({ lang, dir }: { lang?: string; dir?: "ltr" | "rtl" | "auto" }) {
  const t = useT("blog");
  const locale = useLocale();
  return (
    <div className="article-body" lang={lang} dir={dir}>
      <p className="min-h-dvh text-muted" lang={locale.tag} dir={locale.dir}>
        {t("blog.body.rendering")}
      </p>
    </div>
  );
}
