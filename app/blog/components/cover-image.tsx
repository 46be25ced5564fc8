import { useState } from "react";
import type { CopiedImage } from "../model/image";

/**
 * `sizes` of a cover copied onto the site, by where it is shown: a card of the list's grid (3 columns of ~400 CSS
 * px from 1024 px, 2 from 768 px), the featured card (half the row from 1024 px) and the article's own cover
 * (the 768 px column less its padding).
 */
export const COVER_SIZES = {
  card: "(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw",
  featured: "(min-width: 1280px) 616px, (min-width: 1024px) 50vw, 100vw",
  article: "(min-width: 768px) 720px, 100vw",
} as const;

/**
 * An article's cover from a relay-given URL: decorative (the title says what it is), 16:9 space reserved
 * (no layout shift), no referrer sent to the image host. `lcp`: the page's largest image, fetched first and
 * never lazily; other covers load as they come near the screen. With `copy` (the build's copy on this site,
 * builder/blog/images.ts) the browser picks one of its widths by `sizes` (default: a card's); if the copy fails to
 * load, the original URL is shown as without one.
 */
export function CoverImage({
  src,
  lcp,
  className,
  copy,
  sizes = COVER_SIZES.card,
}: {
  src: string;
  lcp: boolean;
  className: string;
  copy?: CopiedImage;
  sizes?: string;
}) {
  const [copyFailed, setCopyFailed] = useState(false);
  const local = copy && !copyFailed ? copy : undefined;
  return (
    <img
      src={local ? local.src : src}
      srcSet={local?.srcSet}
      sizes={local ? sizes : undefined}
      alt=""
      width={local?.width ?? 1200}
      height={local?.height ?? 675}
      loading={lcp ? "eager" : "lazy"}
      fetchPriority={lcp ? "high" : undefined}
      decoding="async"
      referrerPolicy="no-referrer"
      onError={local ? () => setCopyFailed(true) : undefined}
      className={className}
    />
  );
}
