import * as PopoverPrimitive from '@radix-ui/react-popover';
import type { ComponentPropsWithoutRef } from 'react';
import { cn } from '../../lib/cn.ts';

export const Popover = PopoverPrimitive.Root;
export const PopoverTrigger = PopoverPrimitive.Trigger;
export const PopoverAnchor = PopoverPrimitive.Anchor;
export const PopoverClose = PopoverPrimitive.Close;

/** The panel is a dialog to screen readers, so it must be named (axe: aria-dialog-name). */
export type PopoverContentProps = ComponentPropsWithoutRef<typeof PopoverPrimitive.Content> &
  ({ 'aria-label': string } | { 'aria-labelledby': string });

export function PopoverContent({
  className,
  sideOffset = 8,
  align = 'center',
  ...props
}: PopoverContentProps) {
  return (
    <PopoverPrimitive.Portal>
      <PopoverPrimitive.Content
        sideOffset={sideOffset}
        align={align}
        collisionPadding={8}
        className={cn(
          'z-50 w-72 max-w-[calc(100vw-1rem)] rounded-2xl border border-line bg-surface-raised p-4 text-ink shadow-[var(--shadow-raised)] focus:outline-none data-[state=open]:animate-pop-in',
          className,
        )}
        {...props}
      />
    </PopoverPrimitive.Portal>
  );
}
