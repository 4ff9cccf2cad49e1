import { Button } from '../../../components/ui/button.tsx';

/** A list inside a dialog or a tab that could not be loaded, with a retry. */
export function LoadError({ text, onRetry }: { text: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 py-6 text-center">
      <p className="text-ink-muted">{text}</p>
      <Button size="sm" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
