import { PRODUCT_NAME } from "../config";
import { ArticlePage } from "../blog/article-page";
import { pageMeta } from "../seo";
import type { Route } from "./+types/blog-article";

export const meta = ({ params }: Route.MetaArgs) =>
  pageMeta({
    title: `Article | ${PRODUCT_NAME}`,
    description: `An article on the ${PRODUCT_NAME} blog.`,
    path: `/blog/${params.slug}`,
    type: "article",
  });

export default function BlogArticle({ params }: Route.ComponentProps) {
  return <ArticlePage slug={params.slug} />;
}
