import { PRODUCT_NAME } from "../config";
import { translator } from "../i18n/messages";
import { notFoundMeta, routeLocale } from "../i18n/route-locale";
import { PrivacyPage } from "../privacy/privacy-page";
import { pageMeta } from "../seo";
import type { Route } from "./+types/privacy";

export const meta = ({ params }: Route.MetaArgs) => {
  const locale = routeLocale(params);
  if (!locale) return notFoundMeta({ params });
  const t = translator(locale);
  return pageMeta({
    title: t("privacy.meta.title", { name: PRODUCT_NAME }),
    description: t("privacy.meta.description", { name: PRODUCT_NAME }),
    path: "/privacy",
    locale,
  });
};

export default function Privacy() {
  return <PrivacyPage />;
}
