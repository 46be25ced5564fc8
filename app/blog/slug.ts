/**
 * SPEC.md section 3 "Slug": the title lowercased, characters that are neither word nor space removed,
 * runs of whitespace turned into one hyphen. Surrounding whitespace is trimmed first so a title with a
 * trailing newline does not end its URL with a hyphen.
 */
export function slugify(title: string): string {
  return title
    .trim()
    .toLowerCase()
    .replace(/[^\w\s]/g, "")
    .trim()
    .replace(/\s+/g, "-");
}

/** Longest slug we put in a URL; a 10 000-character title must not become a 10 000-character path. */
export const MAX_SLUG_LENGTH = 120;

/**
 * The slug of an article. Titles that slugify to nothing ("!!!", emoji, non-Latin scripts) fall back to
 * the slug of the `d` tag, then to the start of the event id, so every article gets a stable, non-empty URL.
 */
export function articleSlug(title: string, identifier: string, id: string): string {
  const fromTitle = slugify(title).slice(0, MAX_SLUG_LENGTH).replace(/-+$/, "");
  if (fromTitle) return fromTitle;
  const fromIdentifier = slugify(identifier).slice(0, MAX_SLUG_LENGTH).replace(/-+$/, "");
  if (fromIdentifier) return fromIdentifier;
  return id.slice(0, 16);
}
