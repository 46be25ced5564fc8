import { type MetaDescriptor, useRouteLoaderData } from "react-router";
import { ArticleAddressPage } from "../blog/article-address-page";
import { isNaddr } from "../blog/address";
import { ArticlePage } from "../blog/article-page";
import { BLOG_LAYOUT_ROUTE_ID, type BlogLoaderData } from "../blog/loader-data";
import { articleMeta } from "../blog/meta";
import type { Route } from "./+types/blog-article";

type MetaArgs = { params: { slug?: string }; matches: ({ id: string; data?: unknown } | undefined)[] };

export const meta = ({ params, matches }: MetaArgs): MetaDescriptor[] => {
  const slug = params.slug ?? "";
  const data = matches.find((match) => match?.id === BLOG_LAYOUT_ROUTE_ID)?.data as BlogLoaderData | undefined;
  return data?.page === "article" ? articleMeta(slug, data.article, data.profile) : articleMeta(slug, undefined);
};

export default function BlogArticle({ params }: Route.ComponentProps) {
  const data = useRouteLoaderData<BlogLoaderData>(BLOG_LAYOUT_ROUTE_ID);
  if (isNaddr(params.slug)) return <ArticleAddressPage key={params.slug} naddr={params.slug} />;
  return <ArticlePage key={params.slug} slug={params.slug} initial={data?.page === "article" ? data : undefined} />;
}
