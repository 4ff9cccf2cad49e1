import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';

/**
 * The kitchen at work: a rotating playful message read out politely to screen readers, and a
 * way to stop. The rest of the dialog stays usable meanwhile (Back and Cancel too).
 */
export function GeneratingStatus({ message, onCancel }: { message: string; onCancel: () => void }) {
  return (
    <div className="mt-4 flex flex-col items-center gap-4 rounded-2xl bg-primary-soft px-4 py-8 text-center">
      <Spinner className="size-8 text-primary" />
      <p role="status" aria-live="polite" className="min-h-12 font-semibold text-ink">
        {message}
      </p>
      <Button variant="secondary" size="sm" onClick={onCancel}>
        Stop generating
      </Button>
    </div>
  );
}
