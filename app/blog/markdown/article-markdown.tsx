import { useEffect, useState } from "react";
import { renderMarkdown } from "./markdown-client";
import { PlainTextBody } from "./rendered-body";
import { BodyHtml, useBodyWords } from "./body-html";
import { RenderingBody } from "./rendering-note";

/**
 * The article body in the browser: GFM markdown turned into HTML in the markdown worker under a deadline (no raw
 * HTML, safe links, nostr references as gateway links, code blocks and tables as keyboard-scrollable regions),
 * or plain text when the worker gives up, runs late or cannot run. The page itself never parses markdown.
 * `lang` and `dir`: the article's.
 */
export function ArticleMarkdown({ text, lang, dir }: { text: string; lang?: string; dir?: "ltr" | "rtl" | "auto" }) {
  const [rendered, setRendered] = useState<{ text: string; html: string | undefined }>();
  const words = useBodyWords();
  useEffect(() => {
    let current = true;
    void renderMarkdown(text).then((html) => {
      if (current) setRendered({ text, html });
    });
    return () => {
      current = false;
    };
  }, [text]);
  if (rendered?.text !== text) return <RenderingBody lang={lang} dir={dir} />;
  if (rendered.html !== undefined) return <BodyHtml html={rendered.html} lang={lang} dir={dir} />;
  return (
    <div className="article-body" lang={lang} dir={dir}>
      <PlainTextBody text={text} words={words} />
    </div>
  );
}
