import { type ApiTokenScope, createApiTokenSchema } from '@forkcast/core';
import { KeyRound, Trash2 } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { useFormErrors } from '../../../components/forms/use-form-errors.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { dateFormat, useShownTimeZone } from '../../../lib/time-zone.ts';
import { useApiTokens, useCreateApiToken, useRevokeApiToken } from '../api/move-in-out.ts';

/**
 * Settings > API tokens: personal tokens for scripts (sent as `Authorization: Bearer`). A
 * new token is shown once; the server keeps only its hash.
 */
export function ApiTokens() {
  const ids = { scope: useId(), shown: useId() };
  const tokens = useApiTokens();
  const create = useCreateApiToken();
  const revoke = useRevokeApiToken();
  // In English and in the zone shown, as the server draws it (lib/time-zone.ts).
  const dateTime = dateFormat({ dateStyle: 'medium', timeStyle: 'short' }, useShownTimeZone());
  const { errors, validate, clear } = useFormErrors(createApiTokenSchema);
  const [values, setValues] = useState<{ name: string; scope: ApiTokenScope }>({
    name: '',
    scope: 'read',
  });
  const [shown, setShown] = useState<string | null>(null);
  // Where the keyboard goes when what it was on goes away: the form is disabled while it
  // sends, and a revoked token's button leaves with it. Without this the focus fell back to
  // the start of the page, and a screen reader said nothing of the new token.
  const nameInput = useRef<HTMLInputElement>(null);
  const shownBox = useRef<HTMLElement>(null);
  const revokeButtons = useRef(new Map<string, HTMLButtonElement>());
  const [revoking, setRevoking] = useState<{ id: string; next: string | null } | null>(null);

  useEffect(() => {
    if (shown) shownBox.current?.focus();
  }, [shown]);

  useEffect(() => {
    // Once the list no longer shows the revoked token: the next one's button, or the form.
    if (!revoking || revoke.isPending || tokens.data?.some((t) => t.id === revoking.id)) return;
    const next = revoking.next ? revokeButtons.current.get(revoking.next) : undefined;
    (next ?? nameInput.current)?.focus();
    setRevoking(null);
  }, [revoking, revoke.isPending, tokens.data]);

  function revokeToken(id: string) {
    const list = tokens.data ?? [];
    const at = list.findIndex((t) => t.id === id);
    const next = list[at + 1] ?? list[at - 1] ?? null;
    setRevoking({ id, next: next?.id ?? null });
    revoke.mutate(id, {
      onSuccess: () => toast.success('Token revoked'),
      onError: (error) => {
        setRevoking(null);
        toast.error(error.message);
      },
    });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = validate(event, values);
    if (!input) return;
    create.mutate(input, {
      onSuccess: (created) => {
        setShown(created.token);
        setValues({ name: '', scope: 'read' });
      },
      onError: (error) => toast.error('Failed to create the token', { description: error.message }),
    });
  }

  return (
    <Card className="flex flex-col gap-5 p-5">
      <div>
        <h2 className="text-lg font-bold text-ink">API tokens</h2>
        <p className="mt-1 text-sm text-ink-muted">
          For your own scripts: send a token as <code>Authorization: Bearer</code>. The API is
          described at{' '}
          <a className="font-semibold text-primary underline" href="/api/docs">
            /api/docs
          </a>
          . Tokens cannot change your password, email or tokens.
        </p>
      </div>

      {shown ? (
        <section
          ref={shownBox}
          tabIndex={-1}
          aria-labelledby={ids.shown}
          className="flex flex-col gap-2 rounded-[var(--radius-control)] border border-line bg-surface-sunken p-3"
        >
          <p id={ids.shown} className="text-sm font-semibold text-ink">
            Your new token. Copy it now: it will not be shown again.
          </p>
          <code className="break-all text-sm text-ink" data-testid="new-token">
            {shown}
          </code>
          <div className="flex gap-2">
            <Button
              size="sm"
              variant="secondary"
              onClick={() =>
                void navigator.clipboard
                  ?.writeText(shown)
                  .then(() => toast.success('Token copied'))
                  .catch(() => toast.error('Could not copy; please select it and copy it.'))
              }
            >
              Copy
            </Button>
            <Button
              size="sm"
              variant="ghost"
              onClick={() => {
                setShown(null);
                nameInput.current?.focus();
              }}
            >
              Done
            </Button>
          </div>
        </section>
      ) : null}

      <form noValidate onSubmit={submit} aria-label="New API token">
        <fieldset disabled={create.isPending} className="flex flex-col gap-4">
          <Field label="Token name" error={errors.name}>
            <Input
              ref={nameInput}
              name="name"
              value={values.name}
              placeholder="Shopping script"
              onChange={(event) => {
                setValues((v) => ({ ...v, name: event.target.value }));
                clear('name');
              }}
            />
          </Field>
          <fieldset className="flex flex-col gap-2">
            <legend id={ids.scope} className="text-sm font-semibold text-ink">
              Access
            </legend>
            {(
              [
                ['read', 'Read only'],
                ['write', 'Read and write'],
              ] as const
            ).map(([scope, label]) => (
              <label key={scope} className="flex items-center gap-2 text-sm text-ink">
                <input
                  type="radio"
                  name="scope"
                  value={scope}
                  checked={values.scope === scope}
                  onChange={() => setValues((v) => ({ ...v, scope }))}
                  className="size-4 accent-primary"
                />
                {label}
              </label>
            ))}
          </fieldset>
          <Button type="submit" className="self-start">
            {create.isPending ? <Spinner /> : <KeyRound aria-hidden="true" />}
            Create token
          </Button>
        </fieldset>
      </form>

      <section aria-label="Your tokens" className="flex flex-col gap-2">
        {tokens.isPending ? <Spinner /> : null}
        {tokens.data?.length === 0 ? (
          <p className="text-sm text-ink-muted">You have no API tokens yet.</p>
        ) : null}
        <ul className="flex flex-col gap-2">
          {(tokens.data ?? []).map((token) => (
            <li
              key={token.id}
              className="flex items-center justify-between gap-3 rounded-[var(--radius-control)] border border-line p-3"
            >
              <div className="min-w-0">
                <p className="truncate font-semibold text-ink">{token.name}</p>
                <p className="text-sm text-ink-muted">
                  {token.scope === 'write' ? 'Read and write' : 'Read only'} ·{' '}
                  {token.lastUsedAt
                    ? `last used ${dateTime.format(new Date(token.lastUsedAt))}`
                    : 'never used'}
                </p>
              </div>
              <Button
                ref={(button) => {
                  if (button) revokeButtons.current.set(token.id, button);
                  else revokeButtons.current.delete(token.id);
                }}
                variant="ghost"
                size="icon-sm"
                aria-label={`Revoke ${token.name}`}
                disabled={revoke.isPending}
                onClick={() => revokeToken(token.id)}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      </section>
    </Card>
  );
}
