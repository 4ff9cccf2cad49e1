import { Button } from '../../components/ui/button.tsx';

export function ErrorScreen({ onRetry }: { onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex min-h-dvh flex-col items-center justify-center gap-3 bg-surface px-6 text-center"
    >
      <p className="font-display text-xl font-bold text-ink">The oven will not light.</p>
      <p className="text-ink-muted">We could not reach the kitchen. Check your connection.</p>
      <Button onClick={onRetry}>Try again</Button>
    </div>
  );
}
