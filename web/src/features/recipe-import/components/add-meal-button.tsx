import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';

/** The import forms' submit button: 'Add Meal', with progress while the meal is added. */
export function AddMealButton({
  isAdding,
  disabled = false,
}: {
  isAdding: boolean;
  disabled?: boolean;
}) {
  return (
    <Button type="submit" size="sm" disabled={isAdding || disabled}>
      {isAdding ? <Spinner /> : null}
      {isAdding ? 'Adding...' : 'Add Meal'}
    </Button>
  );
}
