import type { FaqCategory } from "./types";

/** Where the FAQ's Contact Support card sends visitors. */
export const SUPPORT_EMAIL = "support@ember.cash";

/**
 * FAQ categories in tab order; "general" is shown first. The eSIM and VPN categories have no
 * questions yet (docs/product.md): the page shows an empty state for them.
 * The words are in the catalogues: a category's title is `faq.category.{id}`, a question and its answer
 * `faq.item.{id}.question` and `.answer` (plain text; a blank line starts a new paragraph; `{name}` is the
 * product's name and `{url}` the App Store link). A new question is its id here and its two messages
 * (docs/recipes.md, "A FAQ question"): the ids written here are the type `FaqQuestionId`.
 */
export const faqCategories = [
  { id: "general", questions: ["whatIs", "devices", "openSource", "download"] },
  { id: "wallet", questions: ["lightning", "ecash", "keys", "lostPhone"] },
  { id: "social", questions: ["nostr", "payByName", "messaging"] },
  { id: "esims", questions: [] },
  { id: "vpns", questions: [] },
] as const satisfies readonly FaqCategory<string>[];
