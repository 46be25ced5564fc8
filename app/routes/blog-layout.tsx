import { useState } from "react";
import { Outlet } from "react-router";
import { prefetchBlogPage } from "../blog/api/prefetch";
import { BlogQueryProvider } from "../blog/api/query-client";
import { blogLoaderData } from "../blog/build-time.server";
import type { Route } from "./+types/blog-layout";

/** Build time only: the articles read from the relays, for the pre-rendered /blog and /blog/{slug} pages. */
export const loader = ({ params }: Route.LoaderArgs) => blogLoaderData(params.slug);

/**
 * In the browser the pages read the relays themselves. A clientLoader also lets /blog/{slug} paths that
 * were not pre-rendered load through the SPA fallback (there is no build-time data file to fetch for them),
 * and it starts the page's relay work before the page renders (it does not wait for it).
 */
export const clientLoader = ({ params }: Route.ClientLoaderArgs) => {
  prefetchBlogPage(params.slug);
  return null;
};

/** Shown for the moment a non-pre-rendered blog path loads through the SPA fallback. */
export function HydrateFallback() {
  return <div className="min-h-[70dvh] pt-topbar" />;
}

export default function BlogLayout({ loaderData, params }: Route.ComponentProps) {
  // A page pre-rendered without articles (no relay answered the build) hydrates with nothing to show: its
  // relay work starts during that first render, not after it (the SPA fallback starts it in clientLoader).
  useState(() => {
    if (typeof window !== "undefined" && !loaderData) prefetchBlogPage(params.slug);
  });
  return (
    <BlogQueryProvider>
      <Outlet />
    </BlogQueryProvider>
  );
}
