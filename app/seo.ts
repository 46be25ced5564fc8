import type { MetaDescriptor } from "react-router";
import { APP_STORE_URL, PRODUCT_NAME, PRODUCT_PITCH, PRODUCT_TAGLINE, SITE_URL } from "./config";
import { company } from "./content/company";
import { DEFAULT_LOCALE, localizedPath, type Locale } from "./i18n/locales";
import type { Translate } from "./i18n/messages";
import { SITE_LOCALES } from "./i18n/site-locales";

/**
 * The site's own share image, shipped with the site (public/og-image.png, 1200 x 630, drawn in English by
 * `node builder/share-cards/site-card.mjs`): the card of the pages that have none of their own (the SPA fallbacks,
 * 404.html, a page the build did not pre-render).
 */
export const DEFAULT_SHARE_IMAGE = "/og-image.png";
export const DEFAULT_SHARE_IMAGE_SIZE = { width: 1200, height: 630 };
export const DEFAULT_SHARE_IMAGE_ALT = `${PRODUCT_NAME}: a private bitcoin wallet for iOS`;

/** The file name of a page's own share card, beside its `index.html` (made by builder/share-cards/). */
export const SHARE_CARD_FILE = "share.jpg";

/**
 * A page's own share card: the build draws it beside the page (builder/share-cards/) from the `data-card-*`
 * attributes of its `og:image` tag, which the browser ignores.
 */
export interface ShareCard {
  /** The card's title, in the page's language (an article's in its author's). */
  title: string;
  /** The line under it: the page's description, an article's author. */
  text?: string;
  /** Site path of the build's copy of an article's cover. */
  cover?: string;
  /** The card described in the page's language: `og:image:alt`. */
  alt: string;
}

export interface PageMeta {
  title: string;
  description: string;
  /** Path of the page on the site in English, e.g. "/blog". */
  path: string;
  /** The page's language (English by default): its address, `og:locale` and its other languages' addresses. */
  locale?: Locale;
  /**
   * For a page whose words are not the interface's (an article): it exists once for search engines, at its
   * English address, which every language's copy names as canonical, and names no other language.
   */
  canonicalOnly?: boolean;
  /** Absolute URL or site path of the share image. */
  image?: string;
  /** The page's own share card (its address follows the page's: shareCardPath); replaces `image`. */
  card?: ShareCard;
  type?: "website" | "article";
}

export function absoluteUrl(pathOrUrl: string): string {
  return new URL(pathOrUrl, SITE_URL).toString();
}

/**
 * Title, description, canonical URL, the page's other languages (hreflang, with English as x-default) and Open
 * Graph / Twitter card tags for one page.
 */
export function pageMeta({
  title,
  description,
  path,
  locale = DEFAULT_LOCALE,
  canonicalOnly = false,
  image = DEFAULT_SHARE_IMAGE,
  card,
  type = "website",
}: PageMeta): MetaDescriptor[] {
  const url = absoluteUrl(localizedPath(path, canonicalOnly ? DEFAULT_LOCALE : locale));
  const others = SITE_LOCALES.filter((other) => other !== locale);
  const cardImage = card ? shareCardPath(path, canonicalOnly ? DEFAULT_LOCALE : locale) : undefined;
  return [
    { tagName: "link", rel: "canonical", href: url },
    ...(canonicalOnly ? [] : languageLinks(path)),
    ...shareTags({ title, description, image: cardImage ?? image, type, card }),
    { property: "og:url", content: url },
    { property: "og:locale", content: locale.og },
    ...others.map((other) => ({ property: "og:locale:alternate", content: other.og })),
  ];
}

/** The page in every language (hreflang), and English for any other (x-default). */
export function languageLinks(path: string): MetaDescriptor[] {
  return [
    ...SITE_LOCALES.map((locale) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: locale.tag,
      href: absoluteUrl(localizedPath(path, locale)),
    })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: absoluteUrl(path) },
  ];
}

/** A page's card: its title and a line under it in the page's language, and the card described. */
export function pageCard(t: Translate, title: string, text?: string): ShareCard {
  return { title, ...(text ? { text } : {}), alt: t("shell.share.pageImageAlt", { name: PRODUCT_NAME, title }) };
}

/**
 * Where a page's own share card is: `share.jpg` beside the page's file (`/es/blog/share.jpg` for `/es/blog`,
 * `/share.jpg` for `/`). An article's is at its English address, whatever the language of its page.
 */
export function shareCardPath(path: string, locale: Locale): string {
  const page = localizedPath(path, locale).replace(/\/+$/, "");
  return `${page}/${SHARE_CARD_FILE}`;
}

/** The tag's `data-card-*` attributes: what the build draws the card from (builder/share-cards/step.mjs). */
function cardAttributes(card: ShareCard): Record<string, string> {
  return {
    "data-card-title": card.title,
    ...(card.text ? { "data-card-text": card.text } : {}),
    ...(card.cover ? { "data-card-cover": card.cover } : {}),
  };
}

/** Title, description, Open Graph and Twitter card tags, without an address. */
function shareTags({
  title,
  description,
  image,
  type,
  card,
  siteImageAlt = DEFAULT_SHARE_IMAGE_ALT,
}: Required<Pick<PageMeta, "title" | "description" | "image" | "type">> & {
  card?: ShareCard;
  /** The site's image described in the page's language (the SPA fallbacks' and 404 pages'). */
  siteImageAlt?: string;
}): MetaDescriptor[] {
  const imageUrl = absoluteUrl(image);
  return [
    { title },
    { name: "description", content: description },
    { property: "og:site_name", content: PRODUCT_NAME },
    { property: "og:type", content: type },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:image", content: imageUrl, ...(card ? cardAttributes(card) : {}) },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: imageUrl },
    ...(card ? imageDetails(card.alt) : image === DEFAULT_SHARE_IMAGE ? imageDetails(siteImageAlt) : []),
  ];
}

/** The size every card of the site's has (the site's image and each page's), and what it shows. */
function imageDetails(alt: string): MetaDescriptor[] {
  return [
    { property: "og:image:width", content: String(DEFAULT_SHARE_IMAGE_SIZE.width) },
    { property: "og:image:height", content: String(DEFAULT_SHARE_IMAGE_SIZE.height) },
    { property: "og:image:alt", content: alt },
    { name: "twitter:image:alt", content: alt },
  ];
}

/** Structured data (JSON-LD) as a meta descriptor; React Router escapes it for the script element. */
export function jsonLd(data: Record<string, unknown>): MetaDescriptor {
  return { "script:ld+json": { "@context": "https://schema.org", ...data } };
}

/**
 * schema.org MobileApplication for the landing page in `locale`: its description is the pitch in the page's
 * language (the message `home.pitch`, through `t`; PRODUCT_PITCH, its English, without one), its address the
 * page's. No price or rating: the spec states neither, and structured data must not claim what the page does not
 * show. The translator is passed in: this module stays free of the catalogues (build-time code imports it).
 */
export function mobileApplicationLd(locale: Locale = DEFAULT_LOCALE, t?: Translate): MetaDescriptor {
  return jsonLd({
    "@type": "MobileApplication",
    name: PRODUCT_NAME,
    description: t ? t("home.pitch") : PRODUCT_PITCH,
    operatingSystem: "iOS",
    applicationCategory: "FinanceApplication",
    url: absoluteUrl(localizedPath("/", locale)),
    downloadUrl: APP_STORE_URL,
    installUrl: APP_STORE_URL,
    image: absoluteUrl(DEFAULT_SHARE_IMAGE),
    publisher: {
      "@type": "Organization",
      name: company.name,
      url: absoluteUrl("/"),
      sameAs: company.socialLinks.map((link) => link.url),
    },
  });
}

/**
 * The site's own title, description and share card, without an address: the document of the SPA fallback (and
 * 404.html), which serves every path the build did not pre-render, articles published since included. Apps that
 * preview a link without running JavaScript show the site's card, described in the language of the address (`t`);
 * the route's own meta replaces it once it loads.
 */
export function siteMeta(t?: Translate): MetaDescriptor[] {
  return shareTags({
    title: `${PRODUCT_NAME}: ${PRODUCT_TAGLINE}`,
    description: PRODUCT_PITCH,
    image: DEFAULT_SHARE_IMAGE,
    type: "website",
    ...(t ? { siteImageAlt: t("shell.share.siteImageAlt", { name: PRODUCT_NAME }) } : {}),
  });
}
