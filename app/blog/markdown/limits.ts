/**
 * Longest content rendered (characters). Real long-form articles are far below this; anything longer is cut,
 * with a note, before it reaches the markdown parser.
 */
export const MAX_RENDERED_CONTENT = 200_000;

/**
 * How long the markdown parser may work on one article (ms), in the browser's worker and at build time. Some
 * inputs make micromark and GFM superlinear (seconds to minutes for 20 KB); past this the body is shown as
 * plain text instead.
 */
export const MARKDOWN_DEADLINE_MS = 1500;
