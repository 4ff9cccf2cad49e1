import { toast } from 'sonner';
import { useRenameList } from '../api/lists.ts';
import { ListNameDialog } from './list-name-dialog.tsx';

/** Beyond the spec: the owner renames a list. Render it while it should be open. */
export function RenameListDialog({
  listId,
  currentName,
  onClose,
}: {
  listId: string;
  currentName: string;
  onClose: () => void;
}) {
  const rename = useRenameList(listId);
  return (
    <ListNameDialog
      title="Rename list"
      initialName={currentName}
      submitLabel="Save"
      pendingLabel="Saving..."
      isPending={rename.isPending}
      onClose={onClose}
      onSubmit={(name) =>
        rename.mutate(name, {
          onSuccess: () => {
            toast.success('List renamed');
            onClose();
          },
          onError: (error) => toast.error(`Failed to rename list: ${error.message}`),
        })
      }
    />
  );
}
