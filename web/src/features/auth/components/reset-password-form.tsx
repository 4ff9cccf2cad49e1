import {
  authMessages,
  isPasswordReason,
  newPasswordConfirmation,
  resetPasswordSchema,
} from '@forkcast/core';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import * as z from 'zod/mini';
import { useFormErrors } from '../../../components/forms/use-form-errors.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { accountErrorMessage } from '../account-error-message.ts';
import { useResetPassword } from '../api/session.ts';
import { AuthCard, textLinkClasses } from './auth-card.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';

const expiredLink = 'This reset link has expired or was already used. Please request a new one.';

/** The request plus the repeated password, which only the form needs. */
const resetPasswordFormSchema = z
  .extend(resetPasswordSchema, { confirm: z.string() })
  .check(newPasswordConfirmation);

export function ResetPasswordForm() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const reset = useResetPassword();
  const { errors, validate, clear, show } = useFormErrors(resetPasswordFormSchema);
  const [newPassword, setNewPassword] = useState('');
  const [confirm, setConfirm] = useState('');

  const footer = (
    <Link to={paths.forgotPassword} className={textLinkClasses}>
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
    const form = event.currentTarget;
    const values = validate(event, { token, newPassword, confirm });
    if (!values) return;
    reset.mutate(
      { token: values.token, newPassword: values.newPassword },
      {
        onSuccess: () => {
          toast.success('Password updated successfully!');
          navigate(paths.login, { replace: true });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'invalid_token') {
            toast.error(expiredLink);
          } else if (isPasswordReason(error.message)) {
            show(form, 'newPassword', error.message);
          } else {
            toast.error(accountErrorMessage(error, 'An unexpected error occurred'));
          }
        },
      },
    );
  }

  return (
    <AuthCard
      title="Set a new password"
      subtitle="Choose something memorable, and spicy."
      footer={footer}
    >
      <form noValidate onSubmit={onSubmit} aria-label="Set a new password">
        <fieldset disabled={reset.isPending} className="flex flex-col gap-4">
          <NewPasswordFields
            values={{ newPassword, confirm }}
            errors={errors}
            onChange={(field, value) => {
              (field === 'newPassword' ? setNewPassword : setConfirm)(value);
              clear(field);
            }}
          />
          <Button type="submit" size="lg" className="w-full">
            {reset.isPending ? <Spinner /> : null}
            Update Password
          </Button>
        </fieldset>
      </form>
    </AuthCard>
  );
}
