import { LocalLink } from "../../i18n/local-link";
import { useT } from "../../i18n/messages";
import { listingPath } from "../model/listing";
import { OUTLINE_BUTTON } from "./outline-button";

/**
 * A listing's way back and forth: "Newer articles" to the page before, "Older articles" to the page after, and
 * where the reader is. `pages` undefined: how many is not known (/blog before the relays answered). The arrows
 * point back and forth in the page's direction (mirrored on a right-to-left page).
 */
export function Pagination({ base, page, pages }: { base: string; page: number; pages: number }) {
  const t = useT("blog");
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav aria-label={t("blog.pagination.label")} className="mt-12 flex flex-wrap items-center justify-between gap-4">
      {page > 1 ? (
        <LocalLink
          to={listingPath(base, page - 1)}
          rel="prev"
          className={`${OUTLINE_BUTTON} inline-flex items-center gap-2`}
        >
          <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
            ←
          </span>{" "}
          {t("blog.pagination.newer")}
        </LocalLink>
      ) : (
        <span />
      )}
      <p className="text-sm text-muted">{t("blog.pagination.position", { page, pages: Math.max(page, pages) })}</p>
      {page < pages ? (
        <LocalLink
          to={listingPath(base, page + 1)}
          rel="next"
          className={`${OUTLINE_BUTTON} inline-flex items-center gap-2`}
        >
          {t("blog.pagination.older")}{" "}
          <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
            →
          </span>
        </LocalLink>
      ) : (
        <span />
      )}
    </nav>
  );
}
