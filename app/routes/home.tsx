import { PRODUCT_NAME } from "../config";
import { translator } from "../i18n/messages";
import { notFoundMeta, routeLocale } from "../i18n/route-locale";
import { LandingPage } from "../landing/landing-page";
import { mobileApplicationLd, pageCard, pageMeta } from "../seo";
import type { Route } from "./+types/home";

export const meta = ({ params }: Route.MetaArgs) => {
  const locale = routeLocale(params);
  if (!locale) return notFoundMeta({ params });
  const t = translator(locale);
  return [
    ...pageMeta({
      title: t("home.meta.title", { name: PRODUCT_NAME, tagline: t("home.tagline") }),
      description: t("home.pitch"),
      path: "/",
      locale,
      card: pageCard(t, t("home.tagline"), t("home.pitch")),
    }),
    mobileApplicationLd(locale, t),
  ];
};

export default function Home() {
  return <LandingPage />;
}
