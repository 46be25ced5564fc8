import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { areasOfPath, loadMessages } from "./i18n/messages";
import { SITE_LOCALES } from "./i18n/site-locales";
import { splitLocalePath } from "./i18n/locales";

// React Router's own entry, with one step before hydrating: the page's words in its language (the pre-rendered
// HTML carries them; the app needs them to render the same page).
const { locale, path } = splitLocalePath(window.location.pathname, SITE_LOCALES);
void loadMessages(locale.tag, areasOfPath(path))
  .catch(() => {
    // Hydrate anyway: the page stays as pre-rendered until a render needs the words and retries their load.
  })
  .then(() => {
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      );
    });
  });
