import { renameListSchema } from '@forkcast/core';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { useFormErrors } from '../../../components/forms/use-form-errors.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogFooter } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useRenameList } from '../api/lists.ts';

/** Beyond the spec: the owner renames a list. */
export function RenameListDialog({
  listId,
  currentName,
  open,
  onOpenChange,
}: {
  listId: string;
  currentName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const rename = useRenameList(listId);
  const { errors, validate, clear } = useFormErrors(renameListSchema);
  const [name, setName] = useState(currentName);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = validate(event, { name });
    if (!input) return;
    rename.mutate(input.name, {
      onSuccess: () => {
        toast.success('List renamed');
        onOpenChange(false);
      },
      onError: (error) => toast.error(`Failed to rename list: ${error.message}`),
    });
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (rename.isPending) return;
        if (next) setName(currentName);
        clear('name');
        onOpenChange(next);
      }}
    >
      <DialogContent title="Rename list">
        <form noValidate onSubmit={onSubmit} aria-label="Rename list">
          <fieldset disabled={rename.isPending} className="flex flex-col gap-4">
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
              <Button variant="secondary" onClick={() => onOpenChange(false)}>
                Cancel
              </Button>
              <Button type="submit">
                {rename.isPending ? <Spinner /> : null}
                Save
              </Button>
            </DialogFooter>
          </fieldset>
        </form>
      </DialogContent>
    </Dialog>
  );
}
