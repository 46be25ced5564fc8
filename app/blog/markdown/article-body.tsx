import { memo } from "react";
import "./article-body.css";
import { useT } from "../../i18n/messages";
import { textDirection } from "../model/article";
import { ArticleMarkdown } from "./article-markdown";
import { BodyHtml } from "./body-html";
import { boundedContent } from "./rendered-body";

/**
 * The article body. A pre-rendered article comes with its body already rendered (at build time, by the same
 * pipeline under the same deadline), so the page hydrates without starting the markdown worker; any other
 * article is turned into HTML in that worker. Content past the cap is cut, with a note. `language`: the article's
 * (its NIP-32 label), the body's `lang`; without one the body takes the direction of its own text. A pre-rendered
 * page's article comes without its markdown (`content` undefined): its HTML, and `truncated` said by the build.
 */
export const ArticleBody = memo(function ArticleBody({
  content,
  truncated: cut = false,
  prerenderedHtml,
  language,
}: {
  content?: string;
  truncated?: boolean;
  prerenderedHtml?: string;
  language?: string;
}) {
  const t = useT("blog");
  const { text, truncated } = content === undefined ? { text: "", truncated: cut } : boundedContent(content);
  const dir = textDirection(language);
  return (
    <>
      {prerenderedHtml !== undefined ? (
        <BodyHtml html={prerenderedHtml} lang={language} dir={dir} />
      ) : (
        <ArticleMarkdown text={text} lang={language} dir={dir} />
      )}
      {truncated && <p className="mt-6 text-muted">{t("blog.body.tooLong")}</p>}
    </>
  );
});
