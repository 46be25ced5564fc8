import { lazy, Suspense } from "react";
import { Outlet } from "react-router";
import { routeLocale } from "../i18n/route-locale";
import type { Route } from "./+types/locale";

/**
 * Every page under its language's prefix (/es/blog, /fa/test-flows), English without one (docs/languages.md). One
 * route with an optional segment, not a route per language: each route costs every page its manifest entry. A
 * first segment that names no language is a page that does not exist.
 */
export default function LocalePages({ params }: Route.ComponentProps) {
  if (routeLocale(params)) return <Outlet />;
  return (
    <Suspense fallback={null}>
      <NotFound />
    </Suspense>
  );
}

/** Only an address the build did not pre-render can name no language: every page loads this only then. */
const NotFound = lazy(() => import("./not-found"));
