import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

/** An input's own props, `ref` included (React 19 passes it as a prop). */
export type InputProps = ComponentProps<'input'>;

/** Shared look of text-like controls (inputs, textareas), so they line up in forms. */
export const controlClasses =
  'w-full rounded-[var(--radius-control)] border border-line-strong bg-surface-raised px-3.5 text-base text-ink shadow-[inset_0_1px_2px_rgb(60_30_10/0.04)] transition-[border-color,box-shadow] placeholder:text-ink-muted/80 hover:border-ink-muted/60 focus-visible:border-primary focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-primary/25 disabled:cursor-not-allowed disabled:opacity-60 aria-[invalid=true]:border-danger aria-[invalid=true]:focus-visible:ring-danger/25';

export function Input({ className, ...props }: InputProps) {
  return <input className={cn('h-11', controlClasses, className)} {...props} />;
}
