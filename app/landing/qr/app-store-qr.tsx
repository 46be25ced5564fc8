import { src } from "virtual:app-store-qr";

/** Rendered size of the QR code, in CSS pixels. */
const QR_SIZE_PX = 148;

/**
 * The App Store link as a QR code (dark on light, quiet zone included), drawn at build time. Lazy: a phone, which
 * is not shown it (hero-section.tsx), never fetches it.
 */
export function AppStoreQr({ label, className }: { label: string; className: string }) {
  return (
    <img
      src={src}
      alt={label}
      width={QR_SIZE_PX}
      height={QR_SIZE_PX}
      loading="lazy"
      decoding="async"
      className={className}
    />
  );
}
