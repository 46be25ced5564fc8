import { Links, Meta, Outlet, Scripts, useParams } from "react-router";
import { siteMeta } from "./seo";
import { translator } from "./i18n/messages";
import { lazy, Suspense, useEffect, type ReactNode } from "react";
import "./app.css";
import { APP_STORE_ID } from "./config";
import { Shell } from "./shell/shell";
import { HydrationMark } from "./shell/hydration-mark";
import { areasOfPath, preloadMessages, useLocalePath, useT } from "./i18n/messages";
import { routeLocale } from "./i18n/route-locale";
import loadNotFound from "./routes/not-found?loader";

export function Layout({ children }: { children: ReactNode }) {
  const { locale, path } = useLocalePath();
  const areas = areasOfPath(path);
  preloadMessages(locale.tag, areas);
  // The page's words, before anything renders (its <title> and description too, which route meta functions
  // write outside React): while they load, hydration keeps the server's HTML and a navigation the old page.
  useT(...areas);
  // Hydrating leaves <html> as the file had it: a fallback in another language gets its page's, and a language
  // switch the new one's. Only a change is written: Chromium restyles the page for any write, the same value too.
  // Then the mark that the app has taken over the page (the browser tests wait for it before typing).
  useEffect(() => {
    const root = document.documentElement;
    if (root.lang !== locale.tag) root.lang = locale.tag;
    if (root.dir !== locale.dir) root.dir = locale.dir;
    root.dataset.hydrated = "";
  }, [locale]);
  return (
    <html lang={locale.tag} dir={locale.dir}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b0b0f" />
        <meta name="referrer" content="same-origin" />
        {/* iOS Smart App Banner: Safari on iPhone offers the app above the page. */}
        <meta name="apple-itunes-app" content={`app-id=${APP_STORE_ID}`} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body>
        {/* First, so it renders first in every pass: whether that pass is hydrating (dates keep the build's words). */}
        <HydrationMark />
        {/* The shell is the layout's, not a route's: the SPA fallback's shell stays mounted when the app takes
            over from its loading line, instead of being torn down and built again. */}
        <Shell>{children}</Shell>
        <Scripts />
      </body>
    </html>
  );
}

/** The SPA fallback's title, description and share card (seo.ts siteMeta); every route has meta of its own. */
export const meta = ({ params }: { params: { lang?: string } }) => {
  const locale = routeLocale(params);
  return siteMeta(locale ? translator(locale) : undefined);
};

/**
 * Every page, in every language (routes.ts): a first segment that names no language is a page that does not exist.
 */
export default function App() {
  if (routeLocale(useParams())) return <Outlet />;
  return (
    <Suspense fallback={null}>
      <NotFound />
    </Suspense>
  );
}

/** Only an address the build did not pre-render can name no language: every page loads this only then. */
const NotFound = lazy(loadNotFound as () => Promise<typeof import("./routes/not-found")>);

/**
 * What the SPA fallback page (`__spa-fallback.html`: unknown paths, articles published after the build)
 * paints before the app has loaded the route: the shell and a quiet loading line.
 */
export function HydrateFallback() {
  const t = useT("shell");
  return (
    <p role="status" className="mx-auto min-h-[70dvh] max-w-7xl px-4 pt-topbar pb-16 text-muted md:px-6">
      <span className="mt-10 block">{t("shell.loading")}</span>
    </p>
  );
}

// No ErrorBoundary export: an unhandled route error falls to React Router's default
// fallback, "Unexpected Application Error" (docs/product.md).
