import type { ListRole } from '@forkcast/core';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useDeleteList, useRemoveMember } from '../api/lists.ts';

/**
 * The owner deletes a list (its items go first, in one transaction on the server); a member
 * leaves it. Asks first; `onDone` runs after it worked (the list screen goes to the dashboard).
 */
export function DeleteOrLeaveDialog({
  list,
  currentUserId,
  open,
  onOpenChange,
  onDone,
}: {
  list: { id: string; name: string; role: ListRole };
  currentUserId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDone?: () => void;
}) {
  const deleteList = useDeleteList();
  const leaveList = useRemoveMember(list.id);
  const isOwner = list.role === 'owner';

  function confirm() {
    const onSuccess = (message: string) => () => {
      toast.success(message);
      onOpenChange(false);
      onDone?.();
    };
    if (isOwner) {
      deleteList.mutate(list.id, {
        onSuccess: onSuccess('Meal list deleted'),
        onError: (error) =>
          toast.error(
            error.message
              ? `Failed to delete list: ${error.message}`
              : 'Failed to delete meal list',
          ),
      });
    } else {
      leaveList.mutate(
        { userId: currentUserId, leaving: true },
        {
          onSuccess: onSuccess(`You left "${list.name}"`),
          onError: (error) => toast.error(`Could not leave the list: ${error.message}`),
        },
      );
    }
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={isOwner ? `Delete "${list.name}"?` : `Leave "${list.name}"?`}
      description={
        isOwner
          ? 'The list and its schedule go for good. The recipes stay in your collection.'
          : 'The list disappears from your dashboard. The owner can invite you again.'
      }
      confirmLabel={isOwner ? 'Delete List' : 'Leave List'}
      pendingLabel={isOwner ? 'Deleting...' : 'Leaving...'}
      isPending={deleteList.isPending || leaveList.isPending}
      onConfirm={confirm}
    />
  );
}
