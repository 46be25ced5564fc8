/**
 * Where the test-flow media come from, in words: "this site" when FLOW_MEDIA_BASE is on the site's
 * own origin (or a path on it), else the other host's name.
 */
export function mediaHost(flowMediaBase: string, siteUrl: string): string | undefined {
  const site = new URL(siteUrl);
  const media = new URL(flowMediaBase, site);
  return media.origin === site.origin ? undefined : media.host;
}
