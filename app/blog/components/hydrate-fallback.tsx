/** Shown for the moment a blog page that was not pre-rendered loads through the SPA fallback. */
export function BlogHydrateFallback() {
  return <div className="min-h-[70dvh] pt-topbar" />;
}
