import { authMessages, passwordHint, resetPasswordSchema } from '@forkcast/core';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useResetPassword } from '../api/session.ts';
import { AuthCard, textLinkClasses } from './auth-card.tsx';
import { useFormErrors } from './use-form-errors.ts';

const expiredLink = 'This reset link has expired or was already used. Please request a new one.';

export function ResetPasswordForm() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const reset = useResetPassword();
  const { errors, validate, clear } = useFormErrors(resetPasswordSchema);
  const [newPassword, setNewPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [confirmError, setConfirmError] = useState<string | null>(null);

  const footer = (
    <Link to="/forgot-password" className={textLinkClasses}>
      Request a new link
    </Link>
  );

  if (!token) {
    return (
      <AuthCard title="Set a new password" footer={footer}>
        <p role="alert" className="text-danger">
          {authMessages.resetTokenMissing}
        </p>
      </AuthCard>
    );
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = validate(event, { token, newPassword });
    if (!input) return;
    if (confirm !== newPassword) {
      setConfirmError(authMessages.passwordsDoNotMatch);
      event.currentTarget.querySelector<HTMLElement>('[name="confirm"]')?.focus();
      return;
    }
    reset.mutate(input, {
      onSuccess: () => {
        toast.success('Password updated successfully!');
        navigate('/login', { replace: true });
      },
      onError: (error) =>
        toast.error(
          error instanceof ApiError && error.code === 'invalid_token' ? expiredLink : error.message,
        ),
    });
  }

  return (
    <AuthCard
      title="Set a new password"
      subtitle="Choose something memorable, and spicy."
      footer={footer}
    >
      <form noValidate onSubmit={onSubmit} aria-label="Set a new password">
        <fieldset disabled={reset.isPending} className="flex flex-col gap-4">
          <Field label="New Password" hint={passwordHint} error={errors.newPassword}>
            <Input
              name="newPassword"
              type="password"
              autoComplete="new-password"
              value={newPassword}
              onChange={(e) => {
                setNewPassword(e.target.value);
                clear('newPassword');
              }}
            />
          </Field>
          <Field label="Confirm New Password" error={confirmError}>
            <Input
              name="confirm"
              type="password"
              autoComplete="new-password"
              value={confirm}
              onChange={(e) => {
                setConfirm(e.target.value);
                setConfirmError(null);
              }}
            />
          </Field>
          <Button type="submit" size="lg" className="w-full">
            {reset.isPending ? <Spinner /> : null}
            Update Password
          </Button>
        </fieldset>
      </form>
    </AuthCard>
  );
}
