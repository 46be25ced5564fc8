import { PRODUCT_NAME } from "../config";
import type { ReactNode } from "react";
import type { SectionId } from "../content/types";
import type { MessageKey, Translate } from "../i18n/messages";
import type { Phrases } from "../i18n/phrases";

export interface SectionText {
  title: string;
  /** Every section's but the FAQ's. */
  subtitle?: string;
  description: string;
  /** The alt text of the section's screenshot. */
  imageAlt: string;
}

/**
 * A section's words in the page's language: the messages `home.section.{id}.*`, the hero's title being the
 * tagline (`home.tagline`, also the home page's title). The product's name is each message's `{name}`.
 */
export function sectionText(t: Translate, id: SectionId): SectionText {
  const values = { name: PRODUCT_NAME };
  return {
    title: t(titleKey(id)),
    subtitle: id === "faq" ? undefined : t(`home.section.${id}.subtitle`, values),
    description: t(`home.section.${id}.description`, values),
    imageAlt: t(`home.section.${id}.imageAlt`, values),
  };
}

const titleKey = (id: SectionId): MessageKey => (id === "hero" ? "home.tagline" : `home.section.${id}.title`);

/**
 * A section's title and subtitle as its heading shows them: in Japanese and Chinese, broken only between phrases
 * (`usePhrases`, app/i18n/phrases.tsx).
 */
export function sectionHeading(p: Phrases, id: SectionId): { title: ReactNode; subtitle?: ReactNode } {
  return {
    title: p(titleKey(id)),
    subtitle: id === "faq" ? undefined : p(`home.section.${id}.subtitle`, { name: PRODUCT_NAME }),
  };
}
