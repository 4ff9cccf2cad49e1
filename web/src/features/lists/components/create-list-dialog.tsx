import { createListSchema } from '@forkcast/core';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { useFormErrors } from '../../../components/forms/use-form-errors.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogFooter } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useCreateList } from '../api/lists.ts';

/** 'Create new meal list': one required name; the dialog resets whenever it closes. */
export function CreateListDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const createList = useCreateList();
  const { errors, validate, clear } = useFormErrors(createListSchema);
  const [name, setName] = useState('');

  function close(next: boolean) {
    if (createList.isPending) return;
    if (!next) {
      setName('');
      clear('name');
    }
    onOpenChange(next);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = validate(event, { name });
    if (!input) return;
    createList.mutate(input.name, {
      onSuccess: () => {
        toast.success('Meal list created');
        setName('');
        onOpenChange(false);
      },
      onError: (error) =>
        toast.error(
          error.message ? `Failed to create list: ${error.message}` : 'Failed to create meal list',
        ),
    });
  }

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent
        title="Create new meal list"
        description="Give it a name you will recognise, like 'Weeknight dinners'."
      >
        <form noValidate onSubmit={onSubmit} aria-label="Create new meal list">
          <fieldset disabled={createList.isPending} className="flex flex-col gap-4">
            <Field label="List name" error={errors.name}>
              <Input
                name="name"
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
              <Button variant="secondary" onClick={() => close(false)}>
                Cancel
              </Button>
              <Button type="submit">
                {createList.isPending ? <Spinner /> : null}
                {createList.isPending ? 'Creating...' : 'Create List'}
              </Button>
            </DialogFooter>
          </fieldset>
        </form>
      </DialogContent>
    </Dialog>
  );
}
