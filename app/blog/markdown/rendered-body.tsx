import type { Root } from "hast";
import { toJsxRuntime } from "hast-util-to-jsx-runtime";
import { Component, Fragment, type ReactNode } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
import { MAX_RENDERED_CONTENT } from "./limits";

/** The part of the content that is rendered, and whether it was cut. */
export function boundedContent(content: string): { text: string; truncated: boolean } {
  const truncated = content.length > MAX_RENDERED_CONTENT;
  return { text: truncated ? content.slice(0, MAX_RENDERED_CONTENT) : content, truncated };
}

/**
 * The body's content (ArticleBody holds the `article-body` wrapper), the same in the browser and in the
 * build-time HTML: the markdown's tree as elements, or `text` as plain text when there is no tree (or it
 * cannot be shown), and a note when the content was cut.
 */
export function RenderedBody({ tree, text, truncated }: { tree: Root | undefined; text: string; truncated: boolean }) {
  const plain = <PlainTextBody text={text} />;
  return (
    <>
      {tree ? (
        <TreeBoundary fallback={plain}>
          <TreeElements tree={tree} />
        </TreeBoundary>
      ) : (
        plain
      )}
      {truncated && <p className="text-muted">This article is too long to show in full here.</p>}
    </>
  );
}

function TreeElements({ tree }: { tree: Root }) {
  return toJsxRuntime(tree, { Fragment, jsx, jsxs, passKeys: true, tableCellAlignToStyle: false });
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

/** If turning a tree into elements throws, the text is shown plain instead. */
class TreeBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
