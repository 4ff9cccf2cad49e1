import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

export type ButtonVariant =
  | 'primary'
  | 'secondary'
  | 'outline'
  | 'ghost'
  | 'danger'
  | 'accent'
  | 'inverse'
  | 'inverse-outline';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon' | 'icon-sm';

const variantClasses: Record<ButtonVariant, string> = {
  primary: 'bg-primary text-on-primary shadow-sm hover:bg-primary-hover',
  secondary: 'border border-line bg-surface-raised text-ink shadow-sm hover:bg-surface-sunken',
  outline: 'border-2 border-primary bg-transparent text-primary hover:bg-primary-soft',
  ghost: 'text-ink hover:bg-surface-sunken',
  danger: 'bg-danger text-on-danger shadow-sm hover:opacity-90',
  accent: 'bg-accent text-on-accent shadow-sm hover:opacity-90',
  // For buttons on a bg-primary panel; such panels turn primary-soft in dark mode.
  inverse: 'bg-surface-raised text-primary shadow-sm hover:bg-surface',
  'inverse-outline':
    'border-2 border-on-primary/70 text-on-primary hover:bg-on-primary/10 dark:border-primary dark:text-primary dark:hover:bg-primary/10',
};

const sizeClasses: Record<ButtonSize, string> = {
  sm: 'h-9 px-3.5 text-sm',
  md: 'h-11 px-5 text-base',
  lg: 'h-13 px-7 text-lg',
  icon: 'h-11 w-11 shrink-0',
  'icon-sm': 'h-9 w-9 shrink-0',
};

/**
 * Class string for things that look like a button but are links. `className` is appended, not
 * merged: add layout classes (width, margin, responsive height), not a second colour.
 */
export function buttonClasses(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  className?: string,
): string {
  return cn(
    'inline-flex select-none items-center justify-center gap-2 whitespace-nowrap rounded-full font-semibold transition-[background-color,color,box-shadow,transform,opacity] duration-150 active:scale-[0.97] disabled:pointer-events-none disabled:opacity-55 aria-disabled:pointer-events-none aria-disabled:opacity-55 [&_svg]:size-[1.15em] [&_svg]:shrink-0',
    variantClasses[variant],
    sizeClasses[size],
    className,
  );
}

/** A button's own props, `ref` included (React 19 passes it as a prop). */
export type ButtonProps = ComponentProps<'button'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
};

export function Button({
  variant = 'primary',
  size = 'md',
  className,
  type = 'button',
  ...props
}: ButtonProps) {
  return <button type={type} className={buttonClasses(variant, size, className)} {...props} />;
}
