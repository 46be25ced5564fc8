import { useRouteLoaderData } from "react-router";
import { BlogListPage } from "../blog/blog-list-page";
import { BLOG_LAYOUT_ROUTE_ID, type BlogLoaderData } from "../blog/loader-data";
import { blogListMeta } from "../blog/meta";

export const meta = () => blogListMeta();

export default function Blog() {
  const data = useRouteLoaderData<BlogLoaderData>(BLOG_LAYOUT_ROUTE_ID);
  return <BlogListPage initial={data?.page === "list" ? data : undefined} />;
}
