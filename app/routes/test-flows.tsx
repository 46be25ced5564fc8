import { PRODUCT_NAME } from "../config";
import { translator } from "../i18n/messages";
import { notFoundMeta, routeLocale } from "../i18n/route-locale";
import { pageCard, pageMeta } from "../seo";
import { TestFlowsPage } from "../test-flows/test-flows-page";
import type { Route } from "./+types/test-flows";

export const meta = ({ params }: Route.MetaArgs) => {
  const locale = routeLocale(params);
  if (!locale) return notFoundMeta({ params });
  const t = translator(locale);
  const description = t("flows.meta.description", { name: PRODUCT_NAME });
  return pageMeta({
    title: t("flows.meta.title", { name: PRODUCT_NAME }),
    description,
    path: "/test-flows",
    locale,
    card: pageCard(t, t("flows.page.title"), description),
  });
};

export default function TestFlows() {
  return <TestFlowsPage />;
}
