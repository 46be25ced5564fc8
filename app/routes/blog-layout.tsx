import { Outlet } from "react-router";
import { BlogQueryProvider } from "../blog/api/query-client";

/** The blog's pages share one query cache: a card's article and counts are still there on its page. */
export default function BlogLayout() {
  return (
    <BlogQueryProvider>
      <Outlet />
    </BlogQueryProvider>
  );
}
