import { MAX_RENDERED_CONTENT } from "./limits";

/** The part of the content that is rendered, and whether it was cut. */
export function boundedContent(content: string): { text: string; truncated: boolean } {
  const truncated = content.length > MAX_RENDERED_CONTENT;
  return { text: truncated ? content.slice(0, MAX_RENDERED_CONTENT) : content, truncated };
}

/**
 * The body as the markdown pipeline's HTML (markdownToHtml, in the markdown worker or at build time). Trusted:
 * our own renderer's output, which holds no raw HTML and only the URLs its policy lets through; the same HTML a
 * pre-rendered page carries.
 */
export function BodyHtml({ html }: { html: string }) {
  return <div className="article-body" dangerouslySetInnerHTML={{ __html: html }} />;
}

/** The text as written, escaped, one paragraph per blank-line-separated block, line breaks and spaces kept. */
export function PlainTextBody({ text }: { text: string }) {
  const paragraphs = text.split(/\n[ \t]*\n/).filter((paragraph) => paragraph.trim() !== "");
  return (
    <>
      <p className="text-sm text-muted">This article is shown as plain text.</p>
      {paragraphs.map((paragraph, index) => (
        <p key={index} className="whitespace-pre-wrap">
          {paragraph}
        </p>
      ))}
    </>
  );
}
