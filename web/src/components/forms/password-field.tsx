import { Field } from '../ui/field.tsx';
import { Input } from '../ui/input.tsx';

/**
 * The password control every account form shares. `autoComplete` tells password managers
 * whether to fill in the saved password ('current-password') or offer a new one
 * ('new-password').
 */
export function PasswordField({
  label = 'Password',
  name = 'password',
  autoComplete,
  hint,
  value,
  error,
  onChange,
}: {
  label?: string;
  name?: string;
  autoComplete: 'current-password' | 'new-password';
  hint?: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field label={label} hint={hint} error={error}>
      <Input
        name={name}
        type="password"
        autoComplete={autoComplete}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </Field>
  );
}
