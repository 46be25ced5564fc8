import { PRODUCT_NAME } from "../config";
import { translator } from "../i18n/messages";
import { notFoundMeta, routeLocale } from "../i18n/route-locale";
import { PrivacyPage } from "../privacy/privacy-page";
import { pageCard, pageMeta } from "../seo";
import type { Route } from "./+types/privacy";

export const meta = ({ params }: Route.MetaArgs) => {
  const locale = routeLocale(params);
  if (!locale) return notFoundMeta({ params });
  const t = translator(locale);
  const description = t("privacy.meta.description", { name: PRODUCT_NAME });
  return pageMeta({
    title: t("privacy.meta.title", { name: PRODUCT_NAME }),
    description,
    path: "/privacy",
    locale,
    card: pageCard(t, t("privacy.title"), description),
  });
};

export default function Privacy() {
  return <PrivacyPage />;
}
