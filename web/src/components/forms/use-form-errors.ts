import { fieldErrors, type Schema } from '@forkcast/core';
import { type FormEvent, useEffect, useState } from 'react';

/**
 * Validates a form's values with a shared schema on submit. Errors show inline; the first
 * invalid control gets focus so keyboard and screen-reader users land on the problem.
 */
export function useFormErrors<T>(schema: Schema<T>) {
  const [errors, setErrors] = useState<Record<string, string>>({});

  function focusField(form: HTMLFormElement, field: string | undefined) {
    if (field) form.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
  }

  function validate(event: FormEvent<HTMLFormElement>, values: unknown): T | null {
    const parsed = schema.safeParse(values);
    if (parsed.success) {
      setErrors({});
      return parsed.data;
    }
    const next = fieldErrors(parsed.error);
    setErrors(next);
    focusField(event.currentTarget, Object.keys(next)[0]);
    return null;
  }

  // A server answer arrives while the form is still disabled (the request is pending), when
  // nothing can take focus: the field is focused once a render has enabled it again.
  const [focusRequest, setFocusRequest] = useState<{ form: HTMLFormElement; field: string }>();
  useEffect(() => {
    if (!focusRequest) return;
    const control = focusRequest.form.querySelector<HTMLElement>(`[name="${focusRequest.field}"]`);
    control?.focus();
    if (!control || document.activeElement === control) setFocusRequest(undefined);
  });

  /** Shows a problem the server found (a password on the common list) beside its field. */
  function show(form: HTMLFormElement, field: string, message: string) {
    setErrors((current) => ({ ...current, [field]: message }));
    setFocusRequest({ form, field });
  }

  /**
   * Puts the cook back in the field to correct after the server refused the form (a wrong
   * password, an address already used): the pressed button was disabled meanwhile, which
   * dropped focus to the page's start, away from the form and the message.
   */
  function focus(form: HTMLFormElement, field: string) {
    setFocusRequest({ form, field });
  }

  const clear = (field: string) =>
    setErrors((current) => {
      if (!(field in current)) return current;
      const { [field]: _removed, ...rest } = current;
      return rest;
    });

  return { errors, validate, clear, show, focus };
}
