import type { ReactNode } from "react";

/** Size of the screens drawn for the site (builder/screens/, twice as large), inside a 10 px bezel. */
export const SCREEN_WIDTH = 225;
export const SCREEN_HEIGHT = 513;

/** An iPhone-like frame; its size comes from `className` (the desktop mockup is 245 x 533 px). */
export function PhoneFrame({ className, children }: { className: string; children: ReactNode }) {
  return (
    <div
      className={`relative shrink-0 overflow-hidden rounded-[2.5rem] border-[10px] border-[#24242d] bg-black shadow-2xl ring-1 shadow-black/60 ring-line ${className}`}
    >
      {children}
      <span
        aria-hidden="true"
        className="absolute top-2 left-1/2 h-5 w-[4.5rem] -translate-x-1/2 rounded-full bg-black"
      />
    </div>
  );
}

interface ScreenshotProps {
  src: string;
  alt: string;
  eager?: boolean;
  className?: string;
}

export function Screenshot({ src, alt, eager = false, className = "" }: ScreenshotProps) {
  return (
    <img
      src={src}
      alt={alt}
      width={SCREEN_WIDTH}
      height={SCREEN_HEIGHT}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      className={`h-full w-full object-cover ${className}`}
    />
  );
}
