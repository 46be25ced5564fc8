/** The blog's outlined pill, for its buttons and action links (Tailwind classes; add layout classes beside it). */
export const OUTLINE_BUTTON = "rounded-full border border-line px-4 py-2 text-sm font-semibold hover:border-accent-400";
