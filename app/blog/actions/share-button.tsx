import { useState } from "react";
import { absoluteUrl } from "../../seo";
import { OUTLINE_BUTTON } from "../components/outline-button";
import { useLocalized } from "../../i18n/local-link";
import { useT } from "../../i18n/messages";

/** What the live region says after each outcome (nothing for a share the reader cancelled). */
export const SHARE_MESSAGES = {
  shared: "blog.share.shared",
  copied: "blog.share.copied",
  failed: "blog.share.failed",
} as const;

type Outcome = keyof typeof SHARE_MESSAGES;

/**
 * The share sheet where the browser has the Web Share API, else the canonical URL copied to the clipboard.
 * Nothing is decided before the click, so the pre-rendered button and the hydrated one are the same.
 */
export async function shareArticle(url: string, title: string, nav: Navigator = navigator): Promise<Outcome | null> {
  if (typeof nav.share === "function") {
    try {
      await nav.share({ url, title });
      return "shared";
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") return null;
      // Share refused (not allowed here, or the data): copying still gives the reader the link.
    }
  }
  try {
    await nav.clipboard.writeText(url);
    return "copied";
  } catch {
    return "failed";
  }
}

/**
 * "Share": the article's URL in the page's language (its canonical URL on an English page) and its title; the
 * outcome is announced in a polite live region.
 */
export function ShareButton({ slug, title }: { slug: string; title: string }) {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const t = useT("blog");
  const localized = useLocalized();
  const onClick = async () => {
    setOutcome(null);
    setOutcome(await shareArticle(absoluteUrl(localized(`/blog/${slug}`)), title));
  };
  return (
    <div className="flex items-center gap-3">
      <button
        type="button"
        onClick={() => void onClick()}
        className={`${OUTLINE_BUTTON} inline-flex items-center gap-2`}
      >
        <ShareIcon />
        {t("blog.share.button")}
      </button>
      <p role="status" aria-live="polite" className="text-sm text-muted">
        {outcome && t(SHARE_MESSAGES[outcome])}
      </p>
    </div>
  );
}

function ShareIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M4 12v7a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-7M16 6l-4-4-4 4M12 2v13" />
    </svg>
  );
}
