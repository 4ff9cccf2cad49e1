import { useEffect, useState } from 'react';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';

/**
 * A whole number within limits (cook time, fridge life). What is typed stays text until the
 * field loses focus; then it is rounded and brought within the limits, and a blank or
 * unreadable entry goes back to the last good value, so the form never holds a bad number.
 */
export function WholeNumberField({
  label,
  hint,
  value,
  min,
  max,
  step = 1,
  onChange,
}: {
  label: string;
  hint?: string;
  value: number;
  min: number;
  max: number;
  step?: number;
  onChange: (value: number) => void;
}) {
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  const commit = () => {
    const typed = Number(text.trim().replace(',', '.'));
    if (text.trim() === '' || !Number.isFinite(typed)) {
      setText(String(value));
      return;
    }
    const next = Math.min(max, Math.max(min, Math.round(typed)));
    setText(String(next));
    if (next !== value) onChange(next);
  };
  return (
    <Field label={label} hint={hint}>
      <Input
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={step}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            e.currentTarget.blur();
          }
        }}
      />
    </Field>
  );
}
