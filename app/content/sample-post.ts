import { PRODUCT_NAME } from "../config";
import type { BlogPost } from "./types";

/**
 * The spec's static sample post (docs/product.md): a progress report dated Feb 8, 2025, with empty
 * content. The live blog reads nostr; the local relay's seed publishes the same report as a kind 30023
 * article (scripts/relay/demo-articles.mjs), so the demo blog shows it.
 */
export const samplePost: BlogPost = {
  id: "progress-report-february-2025",
  title: "Progress Report: February 2025",
  slug: "progress-report-february-2025",
  date: "2025-02-08",
  author: `${PRODUCT_NAME} Team`,
  authorHandle: "@ember",
  readTime: "1 min read",
  excerpt: "Where the wallet stands in February 2025, and what we are working on next.",
  tags: ["progress", "update"],
  likes: 0,
  reposts: 0,
  comments: 0,
  zaps: 0,
  featuredImage: "",
  content: "",
};
