/**
 * Display sizes of the dashboard's media, in CSS pixels, in the phones' 9:19.5 shape (demo media: 288 x 624): the
 * numbers for width and height attributes, and the same sizes as Tailwind classes for boxes (a style attribute
 * would make the Content-Security-Policy allow inline styles). Tailwind finds classes only written out in full.
 */
export const STEP_SHOT_SIZE = {
  width: 144,
  height: 312,
  widthClass: "w-[144px]",
  sizeClass: "w-[144px] h-[312px]",
} as const;
export const VIDEO_SIZE = { width: 240, height: 520, sizeClass: "w-[240px] h-[520px]" } as const;
