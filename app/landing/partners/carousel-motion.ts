/** Width of one logo slot, gap included (docs/product.md). */
export const CAROUSEL_ITEM_STEP_PX = 106;
/** Speed: half a pixel per 16 ms frame, about 31 px/s; scaled by the real time between frames. */
export const CAROUSEL_PX_PER_FRAME = 0.5;
export const CAROUSEL_FRAME_MS = 16;
/** The list is rendered three times so the strip is always full while it wraps. */
export const CAROUSEL_COPIES = 3;
/** Space kept between a focused logo and the edge of the strip. */
const REVEAL_MARGIN_PX = 8;

/** Width of one copy of the list: the distance after which the strip looks the same again. */
export function loopWidth(itemCount: number): number {
  return itemCount * CAROUSEL_ITEM_STEP_PX;
}

/** The offset after `elapsedMs`, wrapped into [0, loop): the copies make the wrap invisible. */
export function advanceOffset(offset: number, elapsedMs: number, loop: number): number {
  if (loop <= 0) return 0;
  const next = offset + (CAROUSEL_PX_PER_FRAME * Math.max(0, elapsedMs)) / CAROUSEL_FRAME_MS;
  return next % loop;
}

/**
 * An offset at which item `index` of the first copy is fully inside a strip `viewportWidth` wide:
 * the current one if it already is, else one that centres the item.
 */
export function revealOffset(index: number, offset: number, viewportWidth: number): number {
  const left = index * CAROUSEL_ITEM_STEP_PX - offset;
  const right = left + CAROUSEL_ITEM_STEP_PX;
  if (left >= REVEAL_MARGIN_PX && right <= viewportWidth - REVEAL_MARGIN_PX) return offset;
  return Math.max(0, index * CAROUSEL_ITEM_STEP_PX - (viewportWidth - CAROUSEL_ITEM_STEP_PX) / 2);
}
