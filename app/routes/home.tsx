import { PRODUCT_NAME, PRODUCT_PITCH, PRODUCT_TAGLINE } from "../config";
import { LandingPage } from "../landing/landing-page";
import { mobileApplicationLd, pageMeta } from "../seo";

export const meta = () => [
  ...pageMeta({ title: `${PRODUCT_NAME}: ${PRODUCT_TAGLINE}`, description: PRODUCT_PITCH, path: "/" }),
  mobileApplicationLd(),
];

export default function Home() {
  return <LandingPage />;
}
