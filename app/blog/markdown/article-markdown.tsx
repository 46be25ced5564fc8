import { useEffect, useState } from "react";
import { renderMarkdown } from "./markdown-client";
import { BodyHtml, PlainTextBody } from "./rendered-body";
import { RenderingBody } from "./rendering-note";

/**
 * The article body in the browser: GFM markdown turned into HTML in the markdown worker under a deadline (no raw
 * HTML, safe links, nostr references as gateway links, code blocks and tables as keyboard-scrollable regions),
 * or plain text when the worker gives up, runs late or cannot run. The page itself never parses markdown.
 */
export function ArticleMarkdown({ text }: { text: string }) {
  const [rendered, setRendered] = useState<{ text: string; html: string | undefined }>();
  useEffect(() => {
    let current = true;
    void renderMarkdown(text).then((html) => {
      if (current) setRendered({ text, html });
    });
    return () => {
      current = false;
    };
  }, [text]);
  if (rendered?.text !== text) return <RenderingBody />;
  if (rendered.html !== undefined) return <BodyHtml html={rendered.html} />;
  return (
    <div className="article-body">
      <PlainTextBody text={text} />
    </div>
  );
}
