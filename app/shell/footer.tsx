import { useEffect, useState } from "react";
import { company } from "../content/company";
import { SocialIcon } from "./icons";
import { LocalLink } from "../i18n/local-link";
import { useT } from "../i18n/messages";

const BUILD_YEAR = new Date().getFullYear();

/** The year of the visitor's clock, not the build's: pre-rendered HTML is updated once scripts run. */
function useCurrentYear(): number {
  const [year, setYear] = useState(BUILD_YEAR);
  useEffect(() => {
    const now = new Date().getFullYear();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the browser's clock is only known after hydration
    if (now !== BUILD_YEAR) setYear(now);
  }, []);
  return year;
}

/**
 * The footer's columns start where the page's content starts: the blog's and the test flows' width (max-w-7xl), or
 * on the landing page its sections' narrower one (max-w-6xl and px-6, app/landing/section-shell.tsx), which left the
 * footer 64 px to the left of the hero at 1280 px.
 */
const COLUMNS = "[html:has(#landing)_&]:max-w-6xl [html:has(#landing)_&]:px-6";

export function Footer() {
  const year = useCurrentYear();
  const t = useT("shell");
  return (
    <footer className="border-t border-line bg-panel">
      <div className={`mx-auto grid max-w-7xl gap-10 px-4 py-12 md:grid-cols-2 md:px-6 ${COLUMNS}`}>
        <div>
          <p className="text-lg font-bold">{company.name}</p>
          <p className="mt-2 max-w-md text-muted">{t("shell.footer.description")}</p>
        </div>
        <section aria-labelledby="follow-us">
          <h2 id="follow-us" className="text-lg font-bold">
            {t("shell.footer.followUs")}
          </h2>
          <ul className="mt-3 space-y-2">
            {company.socialLinks.map((link) => (
              <li key={link.platform}>
                <a
                  href={link.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-2 rounded text-muted hover:text-text"
                >
                  <SocialIcon platform={link.icon} />
                  {t(`shell.social.${link.platform}`, { name: company.name })}
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className="border-t border-line px-4 py-6 text-center text-sm text-muted">
        <p>
          © <span data-year>{year}</span> {t("shell.footer.rights", { name: company.name })}
        </p>
        <p className="mt-2">
          <LocalLink to="/privacy" className="rounded underline underline-offset-2 hover:text-text">
            {t("shell.footer.privacy")}
          </LocalLink>
        </p>
      </div>
    </footer>
  );
}
