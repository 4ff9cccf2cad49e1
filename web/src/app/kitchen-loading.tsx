import { Spinner } from '../components/ui/spinner.tsx';

/** What a protected screen shows while the session is checked (spec section 2). */
export function KitchenLoading() {
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex min-h-dvh flex-col items-center justify-center gap-3 bg-surface px-6 text-center"
    >
      <Spinner className="size-8 text-primary" />
      <p className="font-display text-xl font-bold text-ink">prepping the kitchen...</p>
      <p className="text-ink-muted">Just a moment while we set the table for you.</p>
    </div>
  );
}
