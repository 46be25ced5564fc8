import { PRODUCT_NAME } from "../config";
import { BlogListPage } from "../blog/blog-list-page";
import { pageMeta } from "../seo";

export const meta = () =>
  pageMeta({
    title: `Blog | ${PRODUCT_NAME}`,
    description: `Long-form articles on bitcoin, ecash, lightning and nostr, read live from nostr relays.`,
    path: "/blog",
  });

export default function Blog() {
  return <BlogListPage />;
}
