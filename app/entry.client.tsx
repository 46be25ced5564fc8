import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { areasOfPath, loadMessages } from "./i18n/messages";
import { splitLocalePath } from "./i18n/locales";
import { SITE_LOCALES } from "./i18n/site-locales";

// React Router's own entry, with one step before hydrating: the page's words in its language (the pre-rendered
// HTML carries them and preloads their files; the app needs them to render the same page, its <head> included,
// which route meta functions write outside React and so cannot wait for them).
const { locale, path } = splitLocalePath(window.location.pathname, SITE_LOCALES);
// Each language has its own SPA fallback (an article published after the build, an unknown address; see
// builder/vite/spa-fallbacks-plugin.mjs), but a host without the rewrites serves the English one everywhere: under
// another prefix its shell's words cannot match, and React renders the page anew instead of hydrating it. That is
// expected there, not an error to report.
const fallbackInAnotherLanguage = document.documentElement.lang !== locale.tag;
void loadMessages(locale.tag, areasOfPath(path))
  .catch(() => {
    // Hydrate anyway: a render that needs the words tries their load again.
  })
  .then(() => {
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
        {
          onRecoverableError(error) {
            if (!fallbackInAnotherLanguage) reportError(error);
          },
        },
      );
    });
  });
