import { passwordHint } from '@forkcast/core';
import { PasswordField } from '../../../components/forms/password-field.tsx';

type Field = 'newPassword' | 'confirm';

/**
 * 'New Password' (with the spec's hint) and 'Confirm New Password', as the reset and change
 * forms both ask for them. The fields are named after the schema's keys, so that validation
 * focuses the right one.
 */
export function NewPasswordFields({
  values,
  errors,
  onChange,
}: {
  values: Record<Field, string>;
  errors: Partial<Record<string, string>>;
  onChange: (field: Field, value: string) => void;
}) {
  return (
    <>
      <PasswordField
        label="New Password"
        name="newPassword"
        autoComplete="new-password"
        hint={passwordHint}
        value={values.newPassword}
        error={errors.newPassword}
        onChange={(value) => onChange('newPassword', value)}
      />
      <PasswordField
        label="Confirm New Password"
        name="confirm"
        autoComplete="new-password"
        value={values.confirm}
        error={errors.confirm}
        onChange={(value) => onChange('confirm', value)}
      />
    </>
  );
}
