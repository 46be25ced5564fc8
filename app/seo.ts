import type { MetaDescriptor } from "react-router";
import { PRODUCT_NAME, SITE_URL } from "./config";

/** The default share image, shipped with the site (public/og-image.png, 1200 x 630). */
export const DEFAULT_SHARE_IMAGE = "/og-image.png";

export interface PageMeta {
  title: string;
  description: string;
  /** Path of the page on the site, e.g. "/blog". */
  path: string;
  /** Absolute URL or site path of the share image. */
  image?: string;
  type?: "website" | "article";
}

export function absoluteUrl(pathOrUrl: string): string {
  return new URL(pathOrUrl, SITE_URL).toString();
}

/** Title, description, canonical URL and Open Graph / Twitter card tags for one page. */
export function pageMeta({
  title,
  description,
  path,
  image = DEFAULT_SHARE_IMAGE,
  type = "website",
}: PageMeta): MetaDescriptor[] {
  const url = absoluteUrl(path);
  const imageUrl = absoluteUrl(image);
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: PRODUCT_NAME },
    { property: "og:type", content: type },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: imageUrl },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: imageUrl },
  ];
}
