import { PRODUCT_NAME } from "../config";
import type { SectionId } from "../content/types";
import type { Translate } from "../i18n/messages";

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
    title: id === "hero" ? t("home.tagline") : t(`home.section.${id}.title`),
    subtitle: id === "faq" ? undefined : t(`home.section.${id}.subtitle`, values),
    description: t(`home.section.${id}.description`, values),
    imageAlt: t(`home.section.${id}.imageAlt`, values),
  };
}
