import { addMemberSchema, type ListDetail } from '@forkcast/core';
import { UserMinus } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { useFormErrors } from '../../../components/forms/use-form-errors.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useAddMember, useRemoveMember } from '../api/lists.ts';

function initials(username: string) {
  return (username.slice(0, 2) || 'U').toUpperCase();
}

/**
 * Sharing a list with family and friends: the owner invites people by username and removes
 * them; everyone sees who is on the list.
 */
export function MembersDialog({
  list,
  open,
  onOpenChange,
}: {
  list: ListDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const isOwner = list.role === 'owner';
  const addMember = useAddMember(list.id);
  const removeMember = useRemoveMember(list.id);
  const { errors, validate, clear } = useFormErrors(addMemberSchema);
  const [username, setUsername] = useState('');
  const usernameInput = useRef<HTMLInputElement>(null);
  const wasInviting = useRef(false);
  // Once an invitation is answered (an unknown name to correct, or the next person to
  // invite), the keyboard is in Username, wherever it pressed Invite from.
  useEffect(() => {
    if (addMember.isPending) {
      wasInviting.current = true;
      return;
    }
    if (!wasInviting.current) return;
    wasInviting.current = false;
    usernameInput.current?.focus();
  }, [addMember.isPending]);

  function invite(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (addMember.isPending) return;
    const input = validate(event, { username });
    if (!input) return;
    addMember.mutate(input.username, {
      onSuccess: (member) => {
        toast.success(`@${member.username} can now plan with you`);
        setUsername('');
      },
      onError: (error) => toast.error(error.message),
    });
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Share this list"
        description={
          isOwner
            ? 'People on the list can add, schedule and remove meals and tick the shopping list.'
            : 'Everyone on the list plans together.'
        }
      >
        {isOwner ? (
          <form noValidate onSubmit={invite} aria-label="Invite someone" className="mb-4">
            {/* Not a disabled fieldset while the invite runs: disabling the field (or button)
                that has the keyboard drops it to the dialog, and the next name typed went
                nowhere. The field is read-only and the button inert instead. */}
            <fieldset className="flex items-end gap-2">
              <Field label="Username" error={errors.username} className="flex-1">
                <Input
                  ref={usernameInput}
                  name="username"
                  readOnly={addMember.isPending}
                  autoComplete="off"
                  autoCapitalize="none"
                  spellCheck={false}
                  placeholder="@username"
                  value={username}
                  onChange={(e) => {
                    setUsername(e.target.value);
                    clear('username');
                  }}
                />
              </Field>
              <Button
                type="submit"
                aria-disabled={addMember.isPending || undefined}
                className={errors.username ? 'mb-7' : undefined}
              >
                {addMember.isPending ? <Spinner /> : null}
                Invite
              </Button>
            </fieldset>
          </form>
        ) : null}
        <h3 className="mb-2 text-sm font-semibold text-ink-muted">On this list</h3>
        <ul className="flex flex-col gap-2">
          {list.members.map((member) => (
            <li key={member.id} className="flex items-center gap-3">
              {member.avatarUrl ? (
                <img
                  src={member.avatarUrl}
                  width={36}
                  height={36}
                  alt=""
                  className="size-9 rounded-full object-cover"
                />
              ) : (
                <span
                  aria-hidden="true"
                  className="flex size-9 items-center justify-center rounded-full bg-primary-soft text-sm font-bold text-primary"
                >
                  {initials(member.username)}
                </span>
              )}
              <span className="min-w-0 flex-1">
                <span className="block truncate font-semibold text-ink">
                  {member.fullName || `@${member.username}`}
                </span>
                <span className="block truncate text-sm text-ink-muted">@{member.username}</span>
              </span>
              {member.role === 'owner' ? <Badge variant="primary">Owner</Badge> : null}
              {isOwner && member.role !== 'owner' ? (
                <Button
                  variant="ghost"
                  size="icon-sm"
                  aria-label={`Remove @${member.username} from the list`}
                  disabled={removeMember.isPending}
                  onClick={() => {
                    // The row leaves with this button: the keyboard waits in the invite field.
                    usernameInput.current?.focus();
                    removeMember.mutate(
                      { userId: member.id },
                      {
                        onSuccess: () => toast.success(`@${member.username} was removed`),
                        onError: (error) => toast.error(error.message),
                      },
                    );
                  }}
                >
                  <UserMinus aria-hidden="true" />
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      </DialogContent>
    </Dialog>
  );
}
