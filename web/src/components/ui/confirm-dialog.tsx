import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import { Dialog, DialogContent, DialogFooter } from './dialog.tsx';
import { Spinner } from './spinner.tsx';

/**
 * Asks before something that cannot be undone (deleting a list, leaving it). The dialog stays
 * open while the action runs, and closes itself only when it succeeded.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  pendingLabel,
  isPending = false,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  pendingLabel?: string;
  isPending?: boolean;
  onConfirm: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !isPending && onOpenChange(next)}>
      <DialogContent title={title} description={description} role="alertdialog">
        <DialogFooter>
          <Button variant="secondary" disabled={isPending} onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button variant="danger" disabled={isPending} onClick={onConfirm}>
            {isPending ? <Spinner /> : null}
            {isPending ? (pendingLabel ?? confirmLabel) : confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
