import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Field } from './field.tsx';
import { Input } from './input.tsx';
import { Textarea } from './textarea.tsx';

describe('Field', () => {
  it('labels its control and links the hint', () => {
    render(
      <Field label="Full Name" hint="As it appears on your profile">
        <Input />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Full Name' });
    expect(input).toHaveAccessibleDescription('As it appears on your profile');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('marks the control invalid and announces the error with it', () => {
    render(
      <Field label="Notes" error="Please add a note">
        <Textarea />
      </Field>,
    );
    const textarea = screen.getByRole('textbox', { name: 'Notes' });
    expect(textarea).toHaveAttribute('aria-invalid', 'true');
    expect(textarea).toHaveAccessibleDescription('Please add a note');
  });

  it("keeps the control's own invalid flag when there is no inline error", () => {
    render(
      <Field label="Meal Name">
        <Input aria-invalid />
      </Field>,
    );
    expect(screen.getByRole('textbox', { name: 'Meal Name' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });
});
