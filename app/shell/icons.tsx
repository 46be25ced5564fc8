import type { SocialPlatform } from "../content/types";

const paths: Record<SocialPlatform, string> = {
  twitter:
    "M17.75 3h3.07l-6.7 7.66L22 21h-6.17l-4.83-6.32L5.47 21H2.4l7.17-8.2L2 3h6.33l4.37 5.77L17.75 3Zm-1.08 16.2h1.7L7.4 4.72H5.58L16.67 19.2Z",
  github:
    "M12 2a10 10 0 0 0-3.16 19.49c.5.09.68-.22.68-.48v-1.7c-2.78.6-3.37-1.34-3.37-1.34-.45-1.16-1.11-1.47-1.11-1.47-.91-.62.07-.61.07-.61 1 .07 1.53 1.03 1.53 1.03.9 1.52 2.34 1.08 2.91.83.09-.65.35-1.09.63-1.34-2.22-.25-4.55-1.11-4.55-4.94 0-1.09.39-1.98 1.03-2.68-.1-.25-.45-1.27.1-2.65 0 0 .84-.27 2.75 1.02a9.5 9.5 0 0 1 5 0c1.91-1.29 2.75-1.02 2.75-1.02.55 1.38.2 2.4.1 2.65.64.7 1.03 1.59 1.03 2.68 0 3.84-2.34 4.68-4.57 4.93.36.31.68.92.68 1.85v2.75c0 .27.18.58.69.48A10 10 0 0 0 12 2Z",
  nostr:
    "M19.5 4.5c-1.2-.8-2.7-.6-3.9.2l-3.9 2.7c-.5-.2-1.1-.3-1.7-.3-2.8 0-5 2.2-5 5 0 1 .3 1.9.8 2.7L3 19.6l1.4 1.4 4.8-4.8c.8.5 1.7.8 2.7.8 2.8 0 5-2.2 5-5 0-.6-.1-1.2-.3-1.7l2.7-3.9c.8-1.2 1-2.7.2-3.9Zm-9.5 11c-1.9 0-3.5-1.6-3.5-3.5S8.1 8.5 10 8.5s3.5 1.6 3.5 3.5-1.6 3.5-3.5 3.5Z",
};

export function SocialIcon({ platform, className = "size-5" }: { platform: SocialPlatform; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false" className={className}>
      <path d={paths[platform]} />
    </svg>
  );
}

export function ChevronDown({ className = "size-4" }: { className?: string }) {
  return (
    <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" focusable="false" className={className}>
      <path d="M5.23 7.21a.75.75 0 0 1 1.06.02L10 11.1l3.71-3.87a.75.75 0 1 1 1.08 1.04l-4.25 4.43a.75.75 0 0 1-1.08 0L5.21 8.27a.75.75 0 0 1 .02-1.06Z" />
    </svg>
  );
}

export function EmberMark({ className = "size-7" }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false" className={className}>
      <path d="M32 6c4 10 17 17 17 32a17 17 0 0 1-34 0c0-8 4-13 8-17 0 6 3 9 6 10-2-8 1-17 3-25z" fill="#ef4444" />
    </svg>
  );
}

/** A globe: the language switcher's mark (decorative; the switcher names itself). */
export function GlobeIcon({ className = "size-5" }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.7 3.6 5.7 3.6 9s-1.1 6.3-3.6 9c-2.5-2.7-3.6-5.7-3.6-9S9.5 5.7 12 3Z" />
    </svg>
  );
}
