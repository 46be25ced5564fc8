import { useState } from "react";

/** Avatar sizes in CSS pixels, as classes: a style="" attribute would need 'unsafe-inline' styles in the CSP. */
const SIZE_CLASSES = { 36: "size-9", 48: "size-12" } as const;
export type AvatarSize = keyof typeof SIZE_CLASSES;

/** The author's picture; hidden when it is missing or fails to load (docs/product.md). */
export function Avatar({ src, size }: { src: string; size: AvatarSize }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) return null;
  return (
    <img
      src={src}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      referrerPolicy="no-referrer"
      onError={() => setFailed(true)}
      className={`shrink-0 rounded-full bg-panel-2 object-cover ${SIZE_CLASSES[size]}`}
    />
  );
}
