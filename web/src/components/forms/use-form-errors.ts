import { fieldErrors, type Schema } from '@forkcast/core';
import { type FormEvent, useState } from 'react';

/**
 * Validates a form's values with a shared schema on submit. Errors show inline; the first
 * invalid control gets focus so keyboard and screen-reader users land on the problem.
 */
export function useFormErrors<T>(schema: Schema<T>) {
  const [errors, setErrors] = useState<Record<string, string>>({});

  function validate(event: FormEvent<HTMLFormElement>, values: unknown): T | null {
    const parsed = schema.safeParse(values);
    if (parsed.success) {
      setErrors({});
      return parsed.data;
    }
    const next = fieldErrors(parsed.error);
    setErrors(next);
    const firstField = Object.keys(next)[0];
    const control = firstField
      ? event.currentTarget.querySelector<HTMLElement>(`[name="${firstField}"]`)
      : null;
    control?.focus();
    return null;
  }

  const clear = (field: string) =>
    setErrors((current) => {
      if (!(field in current)) return current;
      const { [field]: _removed, ...rest } = current;
      return rest;
    });

  return { errors, validate, clear };
}
