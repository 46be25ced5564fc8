import { lazy, Suspense, useEffect, useRef, useState, type RefObject } from "react";
import type { ReplyTarget } from "../model/replies";
import { useT } from "../../i18n/messages";
import { usePhrases } from "../../i18n/phrases";
import { onNearScreen } from "../../shell/near-screen";

/** The replies' code (query, list, profiles) is its own chunk, loaded when the section nears the screen. */
const DiscussionThread = lazy(() => import("./discussion-thread"));

/** How far below the screen the section starts loading its replies. */
const NEAR_SCREEN_MARGIN = "400px 0px";

/**
 * The discussion under an article (docs/product.md, "Discussion"). Nothing of it loads with the article: the
 * replies are asked for once the section nears the screen and the page is idle, so they never delay the body.
 */
export function Discussion({ article }: { article: ReplyTarget }) {
  // A new article starts over: its replies too wait for its section to near the screen.
  return <DiscussionSection key={article.id} target={{ id: article.id, address: article.address }} />;
}

function DiscussionSection({ target }: { target: ReplyTarget }) {
  const section = useRef<HTMLElement>(null);
  const near = useNearScreen(section);
  return (
    <section ref={section} aria-labelledby="discussion" className="mt-12 border-t border-line pt-8">
      {near ? (
        <Suspense fallback={<DiscussionLoading />}>
          <DiscussionThread target={target} />
        </Suspense>
      ) : (
        <DiscussionLoading />
      )}
    </section>
  );
}

/** The section's heading, with the number of replies and answers shown once they are known ("50+" when more may exist). */
export function DiscussionHeading({ count, more = false }: { count?: number; more?: boolean }) {
  const t = useT("blog");
  const p = usePhrases("blog");
  return (
    <h2 id="discussion" className="text-2xl font-bold">
      {p("blog.discussion.heading")}
      {count !== undefined && (
        <>
          {" "}
          <bdi className="font-normal text-muted tabular-nums">{t("blog.discussion.count", { count, more })}</bdi>
        </>
      )}
    </h2>
  );
}

export function DiscussionLoading() {
  const t = useT("blog");
  return (
    <>
      <DiscussionHeading />
      <p role="status" className="mt-4 text-muted">
        {t("blog.discussion.loading")}
      </p>
    </>
  );
}

/** True once the element comes within NEAR_SCREEN_MARGIN of the screen and the page is idle (at once without IntersectionObserver). */
function useNearScreen(element: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    let cancelIdle = () => {};
    const stopWatching = onNearScreen(element.current, NEAR_SCREEN_MARGIN, () => {
      cancelIdle = whenIdle(() => setNear(true));
    });
    return () => {
      stopWatching();
      cancelIdle();
    };
  }, [element]);
  return near;
}

/** Runs `task` when the main thread is idle (within a second at the latest); returns a cancel function. */
function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === "function") {
    const handle = requestIdleCallback(task, { timeout: 1000 });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, 0);
  return () => clearTimeout(timer);
}
