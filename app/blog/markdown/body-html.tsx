import { useMemo } from "react";
import { useLocale, useT } from "../../i18n/messages";
import { localizeBodyHtml, type BodyWords } from "./rendered-body";

/** The page's words in a body (its regions' names, the plain-text note), in the page's language. */
export function useBodyWords(): BodyWords {
  const t = useT("blog");
  const { tag, dir } = useLocale();
  return useMemo(
    () => ({
      plainText: t("blog.body.plainText"),
      codeBlock: (index) => t("blog.body.codeBlock", { index }),
      table: (index) => t("blog.body.table", { index }),
      lang: tag,
      dir,
    }),
    [t, tag, dir],
  );
}

/**
 * The body as the markdown pipeline's HTML (markdownToHtml, in the markdown worker or at build time), with the
 * page's words in it (localizeBodyHtml). Trusted: our own renderer's output, which holds no raw HTML and only the
 * URLs its policy lets through; the same HTML a pre-rendered page carries. `lang` and `dir`: the article's.
 */
export function BodyHtml({ html, lang, dir }: { html: string; lang?: string; dir?: "ltr" | "rtl" | "auto" }) {
  const words = useBodyWords();
  const localized = useMemo(() => localizeBodyHtml(html, words), [html, words]);
  return <div className="article-body" lang={lang} dir={dir} dangerouslySetInnerHTML={{ __html: localized }} />;
}
