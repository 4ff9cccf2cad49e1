import { cn } from '../../lib/cn.ts';

/**
 * The Forkcast mark: a fork with the sun coming up beside it (fork + forecast).
 * Drawn with theme colours so it follows dark mode; decorative unless given a label.
 */
export function LogoMark({ className, label }: { className?: string; label?: string }) {
  return (
    <svg
      viewBox="0 0 48 48"
      className={cn('size-9 shrink-0', className)}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      <rect width="48" height="48" rx="14" className="fill-primary" />
      <circle cx="34.5" cy="14.5" r="6" className="fill-highlight" />
      <g
        className="stroke-on-primary"
        fill="none"
        strokeWidth="3.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M14 9v7a7 7 0 0 0 14 0V9" />
        <path d="M21 9v30" />
      </g>
    </svg>
  );
}

/** Mark plus wordmark, as used in headers. */
export function Logo({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <LogoMark />
      <span className="font-display text-xl font-extrabold tracking-tight text-ink">
        Fork<span className="text-primary">cast</span>
      </span>
    </span>
  );
}
