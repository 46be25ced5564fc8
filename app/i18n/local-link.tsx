import { Link, useLocation, type LinkProps } from "react-router";
import { localizedPath, type Locale } from "./locales";
import { useLocale, useLocalePath } from "./messages";

/** The path of a site page in the page's language: links within a language stay in it. */
export function useLocalized(): (path: string) => string {
  const locale = useLocale();
  return (path) => localizedPath(path, locale);
}

/** The page being shown in another language: its address there, with its query and fragment. */
export function useThisPageIn(): (locale: Locale) => string {
  const { path } = useLocalePath();
  const { search, hash } = useLocation();
  return (locale) => `${localizedPath(path, locale)}${search}${hash}`;
}

/** A link to a site path ("/blog", "/#faq"), in the page's language. */
export function LocalLink({ to, ...props }: Omit<LinkProps, "to"> & { to: string }) {
  return <Link to={useLocalized()(to)} {...props} />;
}
