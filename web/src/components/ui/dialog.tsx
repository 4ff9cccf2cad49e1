import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import {
  type ComponentProps,
  type ComponentPropsWithoutRef,
  createContext,
  type HTMLAttributes,
  type ReactNode,
  type RefObject,
  useContext,
  useLayoutEffect,
  useRef,
} from 'react';
import { cn } from '../../lib/cn.ts';

/** The element that had the keyboard when the dialog opened, to give it back on close. */
const OpenerContext = createContext<RefObject<HTMLElement | null> | null>(null);

/**
 * A dialog's root. Radix gives focus back to a `DialogTrigger` on close; our dialogs open from
 * plain buttons (and from code: the 'All Done!' overlay after the last step's tick), which left
 * the keyboard on the page's body, at the top. The element focused when the dialog opens is
 * kept here for `DialogContent` to return to.
 */
export function Dialog({ open, ...props }: ComponentProps<typeof DialogPrimitive.Root>) {
  const opener = useRef<HTMLElement | null>(null);
  // A layout effect runs before Radix's passive one moves focus into the dialog.
  useLayoutEffect(() => {
    if (!open) return;
    const active = document.activeElement;
    // Opened from a menu's entry (Rename list): the entry goes with the menu, and focus fell to
    // the page's top on close. The menu's button, which names the menu, takes it instead.
    const menuButtonId = active?.closest('[role="menu"]')?.getAttribute('aria-labelledby');
    const menuButton = menuButtonId ? document.getElementById(menuButtonId) : null;
    opener.current =
      menuButton ?? (active instanceof HTMLElement && active !== document.body ? active : null);
  }, [open]);
  return (
    <OpenerContext.Provider value={opener}>
      <DialogPrimitive.Root open={open} {...props} />
    </OpenerContext.Provider>
  );
}
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
 * A modal dialog: Radix traps focus inside, closes on Escape and returns focus to the trigger
 * (or to what had focus when it opened, see `Dialog`).
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
  onCloseAutoFocus,
  ...props
}: DialogContentProps) {
  const opener = useContext(OpenerContext);
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
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (event.defaultPrevented) return;
          const target = opener?.current;
          const active = document.activeElement;
          // Only when the keyboard has nowhere to be: another dialog, or the next step of this
          // one (a remounted body), may hold it already.
          const isFocusFree = active === null || active === document.body || !active.isConnected;
          if (!target?.isConnected || !isFocusFree) return;
          event.preventDefault();
          target.focus();
        }}
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
