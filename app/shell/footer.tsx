import { useEffect, useState } from "react";
import { Link } from "react-router";
import { company } from "../content/company";
import { SocialIcon } from "./icons";

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

export function Footer() {
  const year = useCurrentYear();
  return (
    <footer className="border-t border-line bg-panel">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:grid-cols-2 md:px-6">
        <div>
          <p className="text-lg font-bold">{company.name}</p>
          <p className="mt-2 max-w-md text-muted">{company.description}</p>
        </div>
        <section aria-labelledby="follow-us">
          <h2 id="follow-us" className="text-lg font-bold">
            Follow Us
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
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className="border-t border-line px-4 py-6 text-center text-sm text-muted">
        <p>
          © <span data-year>{year}</span> {company.name}. All rights reserved.
        </p>
        <p className="mt-2">
          <Link to="/privacy" className="rounded underline underline-offset-2 hover:text-text">
            Privacy
          </Link>
        </p>
      </div>
    </footer>
  );
}
