import {
  changePasswordFields,
  isPasswordReason,
  newPasswordConfirmation,
  newPasswordDiffers,
} from '@forkcast/core';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import * as z from 'zod/mini';
import { PasswordField } from '../../../components/forms/password-field.tsx';
import { useFormErrors } from '../../../components/forms/use-form-errors.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { accountErrorMessage } from '../account-error-message.ts';
import { useChangePassword } from '../api/session.ts';
import { NewPasswordFields } from './new-password-fields.tsx';

/** The request plus the repeated new password, which only the form needs. */
const changePasswordFormSchema = z
  .extend(changePasswordFields, { confirm: z.string() })
  .check(newPasswordDiffers, newPasswordConfirmation);

const empty = { currentPassword: '', newPassword: '', confirm: '' };

/**
 * The Settings screen's Password tab (spec: Current Password, New Password, Confirm New
 * Password, 'Update Password', an inline error alert). The server checks the current password;
 * a new password it refuses is explained beside the New Password field, in the same words as
 * the rules checked here; any other failure shows in the alert.
 */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const { errors, validate, clear, show, focus } = useFormErrors(changePasswordFormSchema);
  const [values, setValues] = useState(empty);
  const [failure, setFailure] = useState<string | null>(null);

  const update = (field: keyof typeof values) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    clear(field);
    setFailure(null);
  };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setFailure(null);
    const input = validate(event, values);
    if (!input) return;
    change.mutate(
      { currentPassword: input.currentPassword, newPassword: input.newPassword },
      {
        onSuccess: () => {
          setValues(empty);
          toast.success('Password updated successfully!');
        },
        onError: (error) => {
          if (isPasswordReason(error.message)) show(form, 'newPassword', error.message);
          else {
            setFailure(accountErrorMessage(error, 'An unexpected error occurred'));
            // Mostly a mistyped current password: back in that field, the alert read with it.
            focus(form, 'currentPassword');
          }
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Change your password">
      <fieldset disabled={change.isPending} className="flex flex-col gap-4">
        <PasswordField
          label="Current Password"
          name="currentPassword"
          autoComplete="current-password"
          value={values.currentPassword}
          error={errors.currentPassword}
          onChange={update('currentPassword')}
        />
        <NewPasswordFields values={values} errors={errors} onChange={(f, v) => update(f)(v)} />
        {failure ? (
          <p
            role="alert"
            className="rounded-xl border border-danger/40 bg-danger/10 px-3 py-2 text-sm font-medium text-danger"
          >
            {failure}
          </p>
        ) : null}
        <Button type="submit" size="lg" className="w-full">
          {change.isPending ? <Spinner /> : null}
          Update Password
        </Button>
      </fieldset>
    </form>
  );
}
