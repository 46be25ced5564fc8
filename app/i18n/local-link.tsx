import { Link, type LinkProps } from "react-router";
import { localizedPath } from "./locales";
import { useLocale } from "./messages";

/** The path of a site page in the page's language: links within a language stay in it. */
export function useLocalized(): (path: string) => string {
  const locale = useLocale();
  return (path) => localizedPath(path, locale);
}

/** A link to a site path ("/blog", "/#faq"), in the page's language. */
export function LocalLink({ to, ...props }: Omit<LinkProps, "to"> & { to: string }) {
  return <Link to={useLocalized()(to)} {...props} />;
}
