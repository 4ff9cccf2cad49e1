import { cloneElement, type ReactElement, useId } from 'react';
import { cn } from '../../lib/cn.ts';

type FieldProps = {
  label: string;
  hint?: string;
  error?: string | null;
  className?: string;
  children: ReactElement<{
    id?: string;
    'aria-describedby'?: string;
    'aria-invalid'?: boolean;
  }>;
};

/** A labelled form control with an optional hint and an inline error, wired for screen readers. */
export function Field({ label, hint, error, className, children }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
      </label>
      {cloneElement(children, {
        id,
        'aria-describedby': describedBy,
        // An inline error marks the control invalid; without one, the control's own flag
        // stands (forms whose messages are toasts still mark the field they point at).
        'aria-invalid': error ? true : children.props['aria-invalid'],
      })}
      {hint ? (
        <p id={hintId} className="break-words text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="flex items-start gap-1.5 text-sm font-medium text-danger">
          <svg
            aria-hidden="true"
            viewBox="0 0 16 16"
            className="mt-0.5 size-3.5 shrink-0 fill-current"
          >
            <path d="M8 1a7 7 0 1 0 0 14A7 7 0 0 0 8 1Zm-.75 3.5h1.5v5h-1.5v-5Zm0 6.25h1.5v1.5h-1.5v-1.5Z" />
          </svg>
          {error}
        </p>
      ) : null}
    </div>
  );
}
