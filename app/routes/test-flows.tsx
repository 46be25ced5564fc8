import { PRODUCT_NAME } from "../config";
import { translator } from "../i18n/messages";
import { notFoundMeta, routeLocale } from "../i18n/route-locale";
import { pageMeta } from "../seo";
import { TestFlowsPage } from "../test-flows/test-flows-page";
import type { Route } from "./+types/test-flows";

export const meta = ({ params }: Route.MetaArgs) => {
  const locale = routeLocale(params);
  if (!locale) return notFoundMeta({ params });
  const t = translator(locale);
  return pageMeta({
    title: t("flows.meta.title", { name: PRODUCT_NAME }),
    description: t("flows.meta.description", { name: PRODUCT_NAME }),
    path: "/test-flows",
    locale,
  });
};

export default function TestFlows() {
  return <TestFlowsPage />;
}
