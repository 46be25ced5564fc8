import type { Root } from "hast";
import { useEffect, useState } from "react";
import { renderMarkdown } from "./markdown-client";

export { warmUpMarkdown } from "./markdown-client";
import { boundedContent, RenderedBody } from "./rendered-body";
import { RenderingNote } from "./rendering-note";

/**
 * The article body's content in the browser: GFM markdown parsed in the markdown worker under a deadline (no raw
 * HTML, safe links, nostr references as gateway links, code blocks and tables as keyboard-scrollable regions),
 * or plain text when the worker gives up, runs late or cannot run. The page itself never parses markdown.
 */
export function ArticleMarkdown({ content }: { content: string }) {
  const { text, truncated } = boundedContent(content);
  const [rendered, setRendered] = useState<{ text: string; tree: Root | undefined }>();
  useEffect(() => {
    let current = true;
    void renderMarkdown(text).then((tree) => {
      if (current) setRendered({ text, tree });
    });
    return () => {
      current = false;
    };
  }, [text]);
  if (rendered?.text !== text) return <RenderingNote />;
  return <RenderedBody tree={rendered.tree} text={text} truncated={truncated} />;
}
