import { PRODUCT_NAME } from "../config";
import { pageMeta } from "../seo";
import { TestFlowsPage } from "../test-flows/test-flows-page";

export const meta = () =>
  pageMeta({
    title: `Test Flows Dashboard | ${PRODUCT_NAME}`,
    description: `Recorded flows of the ${PRODUCT_NAME} iOS app, with video and step-by-step screenshots.`,
    path: "/test-flows",
  });

export default function TestFlows() {
  return <TestFlowsPage />;
}
