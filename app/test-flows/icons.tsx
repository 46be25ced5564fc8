import type { ReactNode, SVGProps } from "react";

/** A decorative 24x24 icon: hidden from assistive technology, never focusable. */
function Icon({ children, ...props }: SVGProps<SVGSVGElement> & { children: ReactNode }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" {...props}>
      {children}
    </svg>
  );
}

export function PlayIcon({ className = "size-8" }: { className?: string }) {
  return (
    <Icon fill="currentColor" className={className} data-icon="play">
      <path d="M8 5.14v13.72a1 1 0 0 0 1.52.85l11-6.86a1 1 0 0 0 0-1.7l-11-6.86A1 1 0 0 0 8 5.14Z" />
    </Icon>
  );
}

export function PauseIcon({ className = "size-8" }: { className?: string }) {
  return (
    <Icon fill="currentColor" className={className} data-icon="pause">
      <path d="M7 4h3.5v16H7zM13.5 4H17v16h-3.5z" />
    </Icon>
  );
}

export function BrokenMediaIcon({ className = "size-6" }: { className?: string }) {
  return (
    <Icon fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" className={className}>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <path d="m3 16 5-5 4 4M14 13l2-2 5 5M4 4l16 16" />
    </Icon>
  );
}
