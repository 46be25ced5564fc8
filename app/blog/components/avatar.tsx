import { useState } from "react";
import type { CopiedImage } from "../model/image";

/** Avatar sizes in CSS pixels, as classes: a style="" attribute would need 'unsafe-inline' styles in the CSP. */
const SIZE_CLASSES = { 36: "size-9", 48: "size-12" } as const;
export type AvatarSize = keyof typeof SIZE_CLASSES;

/**
 * The author's picture; hidden when it is missing or fails to load (docs/product.md). With `copy` (the build's
 * copy on this site, builder/blog/images.ts) the browser picks the width for its screen's density; if the copy fails
 * to load, the original `src` is tried as without one (and the picture hidden if that fails too).
 */
export function Avatar({ src, size, copy }: { src: string; size: AvatarSize; copy?: CopiedImage }) {
  const [failed, setFailed] = useState<"none" | "copy" | "all">("none");
  const local = copy && failed === "none" ? copy : undefined;
  if (failed === "all" || (!local && !src)) return null;
  return (
    <img
      src={local ? local.src : src}
      srcSet={local?.srcSet}
      sizes={local ? `${size}px` : undefined}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      referrerPolicy="no-referrer"
      onError={() => setFailed(local ? "copy" : "all")}
      className={`shrink-0 rounded-full bg-panel-2 object-cover ${SIZE_CLASSES[size]}`}
    />
  );
}
