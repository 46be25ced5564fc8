/**
 * An article's cover from a relay-given URL: decorative (the title says what it is), 16:9 space reserved
 * (no layout shift), no referrer sent to the image host. `lcp`: the page's largest image, fetched first and
 * never lazily; other covers load as they come near the screen.
 */
export function CoverImage({ src, lcp, className }: { src: string; lcp: boolean; className: string }) {
  return (
    <img
      src={src}
      alt=""
      width={1200}
      height={675}
      loading={lcp ? "eager" : "lazy"}
      fetchPriority={lcp ? "high" : undefined}
      decoding="async"
      referrerPolicy="no-referrer"
      className={className}
    />
  );
}
