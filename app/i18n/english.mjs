// Plain JavaScript, so the build's own scripts read the same rule (builder/postbuild/lib/intl-warmup.mjs).

/**
 * Whether `locale` writes figures as en-US does (English, and the pseudo-locale built on it): such a page makes no
 * Intl object (app/i18n/figures.ts).
 * @param {string} locale a BCP 47 tag
 * @returns {boolean}
 */
export const isEnglish = (locale) => locale.toLowerCase() === "en" || locale.toLowerCase().startsWith("en-");
