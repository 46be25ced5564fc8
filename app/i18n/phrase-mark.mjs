// Plain JavaScript, so the catalogue compiler (builder/i18n/phrases.mjs) and the page (app/i18n/phrases.tsx) share it.

/** Marks a boundary between two phrases in a compiled message; the page renders it as <wbr>. */
export const PHRASE_MARK = "\u200b";

/** The key of a message's phrased copy. */
export const phrasedKey = (/** @type {string} */ key) => `${key}~phrases`;
