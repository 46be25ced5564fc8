import type { MetaDescriptor } from "react-router";
import { APP_STORE_URL, PRODUCT_NAME, PRODUCT_PITCH, PRODUCT_TAGLINE, SITE_URL } from "./config";
import { company } from "./content/company";
import { DEFAULT_LOCALE, localizedPath, type Locale } from "./i18n/locales";
import type { Translate } from "./i18n/messages";
import { SITE_LOCALES } from "./i18n/site-locales";

/** The default share image, shipped with the site (public/og-image.png, 1200 x 630). */
export const DEFAULT_SHARE_IMAGE = "/og-image.png";
export const DEFAULT_SHARE_IMAGE_SIZE = { width: 1200, height: 630 };
export const DEFAULT_SHARE_IMAGE_ALT = `${PRODUCT_NAME}: a private bitcoin wallet for iOS`;

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
  type = "website",
}: PageMeta): MetaDescriptor[] {
  const url = absoluteUrl(localizedPath(path, canonicalOnly ? DEFAULT_LOCALE : locale));
  const others = SITE_LOCALES.filter((other) => other !== locale);
  return [
    { tagName: "link", rel: "canonical", href: url },
    ...(canonicalOnly ? [] : languageLinks(path)),
    ...shareTags({ title, description, image, type }),
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

/** Title, description, Open Graph and Twitter card tags, without an address. */
function shareTags({
  title,
  description,
  image,
  type,
}: Required<Pick<PageMeta, "title" | "description" | "image" | "type">>): MetaDescriptor[] {
  const imageUrl = absoluteUrl(image);
  return [
    { title },
    { name: "description", content: description },
    { property: "og:site_name", content: PRODUCT_NAME },
    { property: "og:type", content: type },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:image", content: imageUrl },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: imageUrl },
    ...(image === DEFAULT_SHARE_IMAGE ? defaultImageDetails() : []),
  ];
}

function defaultImageDetails(): MetaDescriptor[] {
  return [
    { property: "og:image:width", content: String(DEFAULT_SHARE_IMAGE_SIZE.width) },
    { property: "og:image:height", content: String(DEFAULT_SHARE_IMAGE_SIZE.height) },
    { property: "og:image:alt", content: DEFAULT_SHARE_IMAGE_ALT },
    { name: "twitter:image:alt", content: DEFAULT_SHARE_IMAGE_ALT },
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
 * preview a link without running JavaScript show the site's card; the route's own meta replaces it once it loads.
 */
export function siteMeta(): MetaDescriptor[] {
  return shareTags({
    title: `${PRODUCT_NAME}: ${PRODUCT_TAGLINE}`,
    description: PRODUCT_PITCH,
    image: DEFAULT_SHARE_IMAGE,
    type: "website",
  });
}
