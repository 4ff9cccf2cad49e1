import { Field } from '../ui/field.tsx';
import { Input } from '../ui/input.tsx';

/** The email control every account form shares: the right keyboard and autofill on phones. */
export function EmailField({
  value,
  error,
  onChange,
}: {
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field label="Email" error={error}>
      <Input
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </Field>
  );
}
