import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ComponentPropsWithoutRef, HTMLAttributes, ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

export type DialogContentProps = Omit<
  ComponentPropsWithoutRef<typeof DialogPrimitive.Content>,
  'title'
> & {
  /** Always required: it names the dialog for screen readers. */
  title: ReactNode;
  description?: ReactNode;
  /** Keep the title for screen readers only, when the body already shows one. */
  hideTitle?: boolean;
  closeLabel?: string;
  /** Extra classes for the scrolling body. */
  bodyClassName?: string;
};

/**
 * A modal dialog: Radix traps focus inside, closes on Escape and returns focus to the trigger.
 * The panel is capped at 85vh (spec) and its body scrolls, so the title and close button stay
 * in view on a small phone.
 */
export function DialogContent({
  title,
  description,
  hideTitle = false,
  closeLabel = 'Close',
  className,
  bodyClassName,
  children,
  ...props
}: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-overlay backdrop-blur-[2px] data-[state=open]:animate-fade-in" />
      <DialogPrimitive.Content
        // Radix warns when no description is linked; opting out explicitly is the documented way.
        {...(description ? {} : { 'aria-describedby': undefined })}
        className={cn(
          'fixed top-1/2 left-1/2 z-50 flex max-h-[85vh] w-[calc(100%-1.5rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-[var(--radius-sheet)] border border-line bg-surface-raised text-ink shadow-[var(--shadow-overlay)] focus:outline-none data-[state=open]:animate-pop-in',
          className,
        )}
        {...props}
      >
        <div className="flex shrink-0 items-start gap-3 px-5 pt-5 pb-3">
          <div className={cn('min-w-0 flex-1', hideTitle && 'sr-only')}>
            <DialogPrimitive.Title className="font-display text-xl font-bold leading-tight text-ink">
              {title}
            </DialogPrimitive.Title>
            {description ? (
              <DialogPrimitive.Description className="mt-1 text-sm text-ink-muted">
                {description}
              </DialogPrimitive.Description>
            ) : null}
          </div>
          <DialogPrimitive.Close
            aria-label={closeLabel}
            className="-mt-1 -mr-1 ml-auto inline-flex size-10 shrink-0 items-center justify-center rounded-full text-ink-muted transition-colors hover:bg-surface-sunken hover:text-ink"
          >
            <X aria-hidden="true" className="size-5" />
          </DialogPrimitive.Close>
        </div>
        <div className={cn('min-h-0 flex-1 overflow-y-auto px-5 pb-5', bodyClassName)}>
          {children}
        </div>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/** Action row at the end of a dialog body; buttons stack full-width on narrow screens. */
export function DialogFooter({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={cn(
        'mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end [&>*]:w-full sm:[&>*]:w-auto',
        className,
      )}
      {...props}
    />
  );
}
