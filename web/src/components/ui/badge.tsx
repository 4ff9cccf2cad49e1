import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn.ts';

export type BadgeVariant =
  | 'neutral'
  | 'primary'
  | 'accent'
  | 'success'
  | 'warning'
  | 'danger'
  | 'outline';

const variantClasses: Record<BadgeVariant, string> = {
  neutral: 'bg-surface-sunken text-ink-muted',
  primary: 'bg-primary-soft text-primary',
  accent: 'bg-accent-soft text-accent',
  success: 'bg-success-soft text-success',
  warning: 'bg-warning-soft text-warning',
  danger: 'bg-danger-soft text-danger',
  outline: 'border border-line-strong text-ink-muted',
};

export type BadgeProps = HTMLAttributes<HTMLSpanElement> & { variant?: BadgeVariant };

/** A small pill for tags and statuses (cuisine, 'cook'/'eat', allergens...). */
export function Badge({ variant = 'neutral', className, ...props }: BadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold leading-5 [&_svg]:size-3.5',
        variantClasses[variant],
        className,
      )}
      {...props}
    />
  );
}
