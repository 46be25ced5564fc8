import { path, size } from "virtual:app-store-qr";

/** The App Store link as a QR code (dark on light, quiet zone included), drawn at build time. */
export function AppStoreQr({ label, className }: { label: string; className: string }) {
  return (
    <svg
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      className={className}
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
