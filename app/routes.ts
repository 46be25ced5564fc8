import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";
import { PAGES, type Page } from "./site/page-table";

/** A page's route, from the page table: the address without its leading slash ("/" is the index). */
const routeOf = (page: Page) => (page.path === "/" ? index(page.file) : route(page.path.replace(/^\//, ""), page.file));

/** The pages in the table's order, each run of pages that share a layout inside it (the blog's: its query cache). */
function routesOf(pages: readonly Page[]) {
  const routes = [];
  for (let i = 0; i < pages.length; ) {
    const shared = pages[i]!.layout;
    let end = i + 1;
    while (shared && pages[end]?.layout === shared) end += 1;
    routes.push(shared ? layout(shared, pages.slice(i, end).map(routeOf)) : routeOf(pages[i]!));
    i = end;
  }
  return routes;
}

export default [
  // Every page (app/site/page-table.ts) in every language: English at its own address, the others under their prefix.
  // A prefix, not a layout route: a route costs every page its manifest entry and a file (a first segment that names no
  // language: root.tsx). No resource routes: the feeds, sitemap.xml, robots.txt and the blog's archive are written by
  // the build itself (builder/blog/snapshot.ts writeSiteFiles); a route would add its entry to the route manifest every
  // page loads, the home page included.
  ...prefix(":lang?", routesOf(PAGES)),
] satisfies RouteConfig;
