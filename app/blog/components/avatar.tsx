import { useState } from "react";

/** The author's picture; hidden when it is missing or fails to load (SPEC.md section 4). */
export function Avatar({ src, size }: { src: string; size: number }) {
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
      className="shrink-0 rounded-full bg-panel-2 object-cover"
      style={{ width: size, height: size }}
    />
  );
}
