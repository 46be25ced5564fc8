/** The first `max` code points (never half an emoji) and the ellipsis, or the text when it is not longer. */
export function truncate(text: string, max: number, ellipsis = "..."): string {
  if (text.length <= max) return text; // `max` UTF-16 units are at most `max` code points
  let kept = 0;
  let end = 0;
  for (const char of text) {
    if (kept === max) return `${text.slice(0, end)}${ellipsis}`;
    kept += 1;
    end += char.length;
  }
  return text;
}
