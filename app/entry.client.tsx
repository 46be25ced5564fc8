import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { areasOfPath, loadMessages } from "./i18n/messages";
import { splitLocalePath } from "./i18n/locales";
import { SITE_LOCALES } from "./i18n/site-locales";

// React Router's own entry, with the page's words in its language asked for first (the pre-rendered HTML carries
// them and preloads their files; the app needs them to render the same page). Hydration starts at once: a
// component whose words are still on their way suspends, React keeps the server's HTML until they are here, and
// the events it receives meanwhile are replayed, not lost.
const { locale, path } = splitLocalePath(window.location.pathname, SITE_LOCALES);
loadMessages(locale.tag, areasOfPath(path)).catch(() => {
  // A render that needs them tries again.
});
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
