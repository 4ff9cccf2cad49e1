import { cn } from '../../lib/cn.ts';

/** With a label it is a polite status for screen readers; without one it is decoration. */
export function Spinner({ className, label }: { className?: string; label?: string }) {
  const classes = cn(
    'inline-block h-5 w-5 animate-spin rounded-full border-2 border-current border-t-transparent',
    className,
  );
  if (!label) return <span aria-hidden="true" className={classes} />;
  return (
    <span role="status" aria-label={label} className={classes}>
      <span className="sr-only">{label}</span>
    </span>
  );
}
