import * as DialogPrimitive from '@radix-ui/react-dialog';
import * as Menu from '@radix-ui/react-menu';
import * as PopoverPrimitive from '@radix-ui/react-popover';
import { X } from 'lucide-react';
import { type ComponentPropsWithoutRef, type CSSProperties, type RefObject, useRef } from 'react';
import { cn } from '../../lib/cn.ts';
import type { DialogContentProps, DialogState } from './dialog.tsx';
import type { MenuState } from './dropdown-menu.tsx';
import type { PopoverContentProps, PopoverState } from './popover.tsx';

/**
 * What a menu, popover or dialog draws once it opens: Radix's content (focus, dismissal,
 * positioning, the ARIA roles), in a chunk of its own that no screen waits for (decision 050).
 * Their buttons and open state stay in the start code (dropdown-menu.tsx, popover.tsx,
 * dialog.tsx), drawn and answering from the first paint; Radix's roots are drawn here, around
 * the content, and told which button is theirs. What Radix's own buttons did on the content's
 * side (the keyboard back to the button on close, a press on the button not counted as one
 * outside) is done here as Radix does it.
 */
export { DialogPrimitive, Menu, PopoverPrimitive };

type Measurable = { getBoundingClientRect(): DOMRect };
const anchorOf = (ref: RefObject<HTMLElement | null>) => ref as RefObject<Measurable>;

const isRightClick = (event: { detail: { originalEvent: Event } }) => {
  const original = event.detail.originalEvent as PointerEvent;
  return original.button === 2 || (original.button === 0 && original.ctrlKey === true);
};

/**
 * Radix's menu root learns that the keyboard is in use from the key presses it hears; drawn
 * here only as the menu opens, it missed the one that opened it. Opened from the keyboard, the
 * keyboard goes to the first entry, as Radix's does; otherwise to the menu itself. (Radix's
 * content takes `onOpenAutoFocus` though its types leave it out.)
 */
function focusOnOpen(menu: MenuState) {
  return {
    onOpenAutoFocus: (event: Event) => {
      event.preventDefault();
      const content = event.target as HTMLElement;
      const first = menu.isOpenedByKeyboard.current
        ? content.querySelector<HTMLElement>(
            '[role^="menuitem"]:not([data-disabled]):not([aria-disabled="true"])',
          )
        : null;
      (first ?? content).focus({ preventScroll: true });
    },
  } as object;
}

export type MenuContentPartProps = ComponentPropsWithoutRef<typeof Menu.Content> & {
  menu: MenuState;
};

/** Radix's DropdownMenu content, with its trigger's part of the work. */
export function MenuContentPart({
  menu,
  sideOffset = 6,
  align = 'end',
  className,
  style,
  onCloseAutoFocus,
  onInteractOutside,
  ...props
}: MenuContentPartProps) {
  const hasInteractedOutside = useRef(false);
  return (
    <Menu.Root open={menu.open} onOpenChange={menu.setOpen} dir={menu.dir} modal={menu.modal}>
      <Menu.Anchor virtualRef={anchorOf(menu.triggerRef)} />
      <Menu.Portal>
        <Menu.Content
          id={menu.contentId}
          aria-labelledby={menu.triggerId}
          sideOffset={sideOffset}
          align={align}
          collisionPadding={8}
          className={cn(
            'z-50 min-w-44 overflow-hidden rounded-2xl border border-line bg-surface-raised p-1.5 shadow-[var(--shadow-raised)] data-[state=open]:animate-pop-in',
            className,
          )}
          {...props}
          style={
            {
              ...style,
              '--radix-dropdown-menu-content-transform-origin':
                'var(--radix-popper-transform-origin)',
              '--radix-dropdown-menu-content-available-width':
                'var(--radix-popper-available-width)',
              '--radix-dropdown-menu-content-available-height':
                'var(--radix-popper-available-height)',
              '--radix-dropdown-menu-trigger-width': 'var(--radix-popper-anchor-width)',
              '--radix-dropdown-menu-trigger-height': 'var(--radix-popper-anchor-height)',
            } as CSSProperties
          }
          {...focusOnOpen(menu)}
          onCloseAutoFocus={(event) => {
            onCloseAutoFocus?.(event);
            if (event.defaultPrevented) return;
            if (!hasInteractedOutside.current) menu.triggerRef.current?.focus();
            hasInteractedOutside.current = false;
            event.preventDefault();
          }}
          onInteractOutside={(event) => {
            onInteractOutside?.(event);
            if (event.defaultPrevented) return;
            if (!menu.modal || isRightClick(event)) hasInteractedOutside.current = true;
          }}
        />
      </Menu.Portal>
    </Menu.Root>
  );
}

export type PopoverContentPartProps = PopoverContentProps & { state: PopoverState };

/** Radix's Popover content (non-modal, as ours are), with its trigger's part of the work. */
export function PopoverContentPart({
  state: popover,
  sideOffset = 8,
  align = 'center',
  className,
  onCloseAutoFocus,
  onInteractOutside,
  ...props
}: PopoverContentPartProps) {
  const hasInteractedOutside = useRef(false);
  const hasPointerDownOutside = useRef(false);
  return (
    <PopoverPrimitive.Root open={popover.open} onOpenChange={popover.setOpen}>
      <PopoverPrimitive.Anchor virtualRef={anchorOf(popover.triggerRef)} />
      <PopoverPrimitive.Portal>
        <PopoverPrimitive.Content
          id={popover.contentId}
          sideOffset={sideOffset}
          align={align}
          collisionPadding={8}
          className={cn(
            'z-50 w-72 max-w-[calc(100vw-1rem)] rounded-2xl border border-line bg-surface-raised p-4 text-ink shadow-[var(--shadow-raised)] focus:outline-none data-[state=open]:animate-pop-in',
            className,
          )}
          {...props}
          onCloseAutoFocus={(event) => {
            onCloseAutoFocus?.(event);
            if (!event.defaultPrevented) {
              if (!hasInteractedOutside.current) popover.triggerRef.current?.focus();
              event.preventDefault();
            }
            hasInteractedOutside.current = false;
            hasPointerDownOutside.current = false;
          }}
          onInteractOutside={(event) => {
            onInteractOutside?.(event);
            if (!event.defaultPrevented) {
              hasInteractedOutside.current = true;
              if (event.detail.originalEvent.type === 'pointerdown') {
                hasPointerDownOutside.current = true;
              }
            }
            // A press on the button toggles it: it must not also count as one outside.
            const target = event.target as Node;
            if (popover.triggerRef.current?.contains(target)) event.preventDefault();
            if (event.detail.originalEvent.type === 'focusin' && hasPointerDownOutside.current) {
              event.preventDefault();
            }
          }}
        />
      </PopoverPrimitive.Portal>
    </PopoverPrimitive.Root>
  );
}

export type DialogContentPartProps = DialogContentProps & { dialog: DialogState };

/**
 * A modal dialog: Radix traps focus inside, closes on Escape and returns focus to the trigger
 * (or to what had focus when it opened, see `Dialog`).
 * The panel is capped at 85vh (spec) and its body scrolls, so the title and close button stay
 * in view on a small phone.
 */
export function DialogContentPart({
  dialog,
  title,
  description,
  hideTitle = false,
  closeLabel = 'Close',
  className,
  bodyClassName,
  children,
  onCloseAutoFocus,
  ...props
}: DialogContentPartProps) {
  return (
    <DialogPrimitive.Root open={dialog.open} onOpenChange={dialog.setOpen}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-overlay backdrop-blur-[2px] data-[state=open]:animate-fade-in" />
        <DialogPrimitive.Content
          id={dialog.contentId}
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
            const target = dialog.opener.current;
            const active = document.activeElement;
            // Only when the keyboard has nowhere to be: another dialog, or the next step of this
            // one (a remounted body), may hold it already.
            const isFocusFree = active === null || active === document.body || !active.isConnected;
            event.preventDefault();
            if (target?.isConnected && isFocusFree) target.focus();
            // What Radix does for its own trigger when nothing above took the keyboard.
            else dialog.triggerRef.current?.focus();
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
    </DialogPrimitive.Root>
  );
}
