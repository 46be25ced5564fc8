import { Component, type ReactNode } from "react";
import Markdown, { type Components } from "react-markdown";
import remarkGfm from "remark-gfm";
import { rehypeScrollRegions } from "./rehype-scroll-regions";
import { remarkNostrReferences } from "./remark-nostr-references";
import { articleUrlTransform, isExternalUrl } from "./url-transform";

/**
 * Longest content rendered (characters). Markdown parsing is roughly linear but a hostile 10 MB article
 * would still freeze the tab; real long-form articles are far below this.
 */
export const MAX_RENDERED_CONTENT = 200_000;

const components: Components = {
  a: ({ href, title, children }) => {
    if (!href) return <span>{children}</span>;
    const external = isExternalUrl(href);
    return (
      <a href={href} title={title} {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
        {children}
      </a>
    );
  },
  img: ({ src, alt, title }) => {
    if (!src || typeof src !== "string") return alt ? <span>{alt}</span> : null;
    return <img src={src} alt={alt ?? ""} title={title} loading="lazy" decoding="async" referrerPolicy="no-referrer" />;
  },
};

/**
 * The article body's content (ArticleBody holds the `article-body` wrapper): GFM markdown, no raw HTML, safe
 * links, nostr references as gateway links, code blocks and tables as keyboard-scrollable regions.
 */
export function ArticleMarkdown({ content }: { content: string }) {
  const truncated = content.length > MAX_RENDERED_CONTENT;
  const shown = truncated ? content.slice(0, MAX_RENDERED_CONTENT) : content;
  return (
    <>
      <MarkdownBoundary fallback={<p className="whitespace-pre-wrap">{shown}</p>}>
        <Markdown
          remarkPlugins={[remarkGfm, remarkNostrReferences]}
          rehypePlugins={[rehypeScrollRegions]}
          skipHtml
          urlTransform={articleUrlTransform}
          components={components}
        >
          {shown}
        </Markdown>
      </MarkdownBoundary>
      {truncated && <p className="text-muted">This article is too long to show in full here.</p>}
    </>
  );
}

/** If rendering pathological markdown throws (e.g. nesting too deep), the text is shown plain instead. */
class MarkdownBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
