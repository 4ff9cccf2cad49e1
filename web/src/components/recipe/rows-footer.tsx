import { Plus } from 'lucide-react';
import { Button } from '../ui/button.tsx';

/** Under a list of editable rows: the error about them, then the button that adds one. */
export function RowsFooter({
  errorId,
  error,
  addLabel,
  canAdd,
  onAdd,
}: {
  errorId: string;
  error?: string | null;
  addLabel: string;
  canAdd: boolean;
  onAdd: () => void;
}) {
  return (
    <>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
      <Button variant="ghost" size="sm" className="self-start" disabled={!canAdd} onClick={onAdd}>
        <Plus aria-hidden="true" />
        {addLabel}
      </Button>
    </>
  );
}
