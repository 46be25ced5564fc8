import { PRODUCT_NAME } from "../config";
import { PrivacyPage } from "../privacy/privacy-page";
import { pageMeta } from "../seo";

export const meta = () =>
  pageMeta({
    title: `Privacy | ${PRODUCT_NAME}`,
    description: `What the ${PRODUCT_NAME} website does with your data: no cookies, no analytics, and exactly which relays and hosts your browser contacts.`,
    path: "/privacy",
  });

export default function Privacy() {
  return <PrivacyPage />;
}
