import { createListSchema } from '@forkcast/core';
import { type FormEvent, useState } from 'react';
import { useFormErrors } from '../../../components/forms/use-form-errors.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogFooter } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';

/**
 * A dialog asking for a list's name (required, 'Please enter a name for your list'). Mounted
 * only while open, so every opening starts from `initialName` with no old error.
 */
export function ListNameDialog({
  title,
  description,
  initialName = '',
  submitLabel,
  pendingLabel,
  isPending,
  onSubmit,
  onClose,
}: {
  title: string;
  description?: string;
  initialName?: string;
  submitLabel: string;
  pendingLabel: string;
  isPending: boolean;
  /** Called with the cleaned name; the caller closes the dialog when it has worked. */
  onSubmit: (name: string) => void;
  onClose: () => void;
}) {
  const { errors, validate, clear } = useFormErrors(createListSchema);
  const [name, setName] = useState(initialName);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = validate(event, { name });
    if (input) onSubmit(input.name);
  }

  return (
    <Dialog open onOpenChange={(next) => !next && !isPending && onClose()}>
      <DialogContent title={title} description={description}>
        <form noValidate onSubmit={submit} aria-label={title}>
          <fieldset disabled={isPending} className="flex flex-col gap-4">
            <Field label="List name" error={errors.name}>
              <Input
                name="name"
                // The dialog asks for this one name: the keyboard starts here, not on Close
                // (where typing went nowhere and Enter closed the dialog).
                autoFocus
                autoComplete="off"
                maxLength={120}
                value={name}
                onChange={(e) => {
                  setName(e.target.value);
                  clear('name');
                }}
              />
            </Field>
            <DialogFooter className="mt-1">
              <Button variant="secondary" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit">
                {isPending ? <Spinner /> : null}
                {isPending ? pendingLabel : submitLabel}
              </Button>
            </DialogFooter>
          </fieldset>
        </form>
      </DialogContent>
    </Dialog>
  );
}
