import { Link } from "react-router";
import { listingPath } from "../model/listing";
import { OUTLINE_BUTTON } from "./outline-button";

/**
 * A listing's way back and forth: "Newer articles" to the page before, "Older articles" to the page after, and
 * where the reader is. `pages` undefined: how many is not known (/blog before the relays answered).
 */
export function Pagination({ base, page, pages }: { base: string; page: number; pages: number }) {
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav aria-label="Pages" className="mt-12 flex flex-wrap items-center justify-between gap-4">
      {page > 1 ? (
        <Link
          to={listingPath(base, page - 1)}
          rel="prev"
          className={`${OUTLINE_BUTTON} inline-flex items-center gap-2`}
        >
          <span aria-hidden="true">←</span> Newer articles
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-muted">
        Page {page} of {Math.max(page, pages)}
      </p>
      {page < pages ? (
        <Link
          to={listingPath(base, page + 1)}
          rel="next"
          className={`${OUTLINE_BUTTON} inline-flex items-center gap-2`}
        >
          Older articles <span aria-hidden="true">→</span>
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
