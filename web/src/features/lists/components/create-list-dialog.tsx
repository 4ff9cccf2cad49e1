import { toast } from 'sonner';
import { useCreateList } from '../api/lists.ts';
import { ListNameDialog } from './list-name-dialog.tsx';

/** 'Create new meal list'. Render it while it should be open. */
export function CreateListDialog({ onClose }: { onClose: () => void }) {
  const createList = useCreateList();
  return (
    <ListNameDialog
      title="Create new meal list"
      description="Give it a name you will recognise, like 'Weeknight dinners'."
      submitLabel="Create List"
      pendingLabel="Creating..."
      isPending={createList.isPending}
      onClose={onClose}
      onSubmit={(name) =>
        createList.mutate(name, {
          onSuccess: () => {
            toast.success('Meal list created');
            onClose();
          },
          onError: (error) =>
            toast.error(
              error.message
                ? `Failed to create list: ${error.message}`
                : 'Failed to create meal list',
            ),
        })
      }
    />
  );
}
