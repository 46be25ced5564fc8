// The post-build step that draws the site's images of text (builder/postbuild/60-drawn-images.mjs runs it): the
// landing's screens in every language (builder/screens/) and every page's share card (builder/share-cards/). One
// step for both: fontconfig reads its fonts once a process, so the fonts for all their text are installed first.
import { loadAppConfig } from "../builder/app-config.mjs";
import { installFonts } from "./fonts/fonts.mjs";
import { planScreens } from "./screens/step.mjs";
import { planShareCards } from "./share-cards/step.mjs";

export default async function drawnImages({ clientDir }) {
  const { PRODUCT_NAME, SITE_URL } = await loadAppConfig();
  const plans = [
    await planScreens({ clientDir, productName: PRODUCT_NAME }),
    await planShareCards({ clientDir, productName: PRODUCT_NAME, siteUrl: SITE_URL }),
  ];
  await installFonts(plans.map((plan) => plan.text).join(""));
  for (const plan of plans) {
    const started = performance.now();
    const summary = await plan.draw();
    console.log(`drawn images: ${summary} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
}
