import type * as DialogPrimitive from '@radix-ui/react-dialog';
import {
  type ComponentPropsWithoutRef,
  createContext,
  type HTMLAttributes,
  type ReactNode,
  type RefObject,
  useContext,
  useId,
  useLayoutEffect,
  useRef,
} from 'react';
import { cn } from '../../lib/cn.ts';
import { useOpenState } from './open-state.ts';
import { overlayParts, useOverlayPartsOnceOpened } from './overlay-parts-loader.ts';
import { ClickTrigger, type ClickTriggerProps } from './overlay-trigger.tsx';

/** What a dialog's root, its optional trigger and its content share. */
export type DialogState = {
  open: boolean;
  setOpen: (open: boolean) => void;
  toggle: () => void;
  contentId: string;
  triggerRef: RefObject<HTMLButtonElement | null>;
  /** The element that had the keyboard when the dialog opened, to give it back on close. */
  opener: RefObject<HTMLElement | null>;
};

const DialogContext = createContext<DialogState | null>(null);

function useDialog(part: string) {
  const dialog = useContext(DialogContext);
  if (!dialog) throw new Error(`${part} must be inside a Dialog`);
  return dialog;
}

/**
 * A dialog's root. Radix gives focus back to a `DialogTrigger` on close; our dialogs open from
 * plain buttons (and from code: the 'All Done!' overlay after the last step's tick), which left
 * the keyboard on the page's body, at the top. The element focused when the dialog opens is
 * kept here for `DialogContent` to return to.
 *
 * The open state is ours; the dialog itself comes with Radix in a later chunk
 * (overlay-parts.tsx, decision 050).
 */
export function Dialog({
  open: openProp,
  defaultOpen,
  onOpenChange,
  children,
}: {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  children?: ReactNode;
}) {
  const state = useOpenState({ open: openProp, defaultOpen, onOpenChange });
  const opener = useRef<HTMLElement | null>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const contentId = useId();
  const { open } = state;
  // A layout effect runs before Radix's passive one moves focus into the dialog.
  useLayoutEffect(() => {
    if (!open) return;
    const active = document.activeElement;
    // Opened from a menu item ('Rename list'), the keyboard would go back to an item that left
    // with its menu and fall to the page's top: the menu's button takes it instead (a Radix
    // menu is labelled by its trigger).
    const menuId = active?.closest('[role="menu"]')?.getAttribute('aria-labelledby');
    const trigger = menuId ? document.getElementById(menuId) : null;
    opener.current =
      trigger ?? (active instanceof HTMLElement && active !== document.body ? active : null);
  }, [open]);
  const dialog: DialogState = { ...state, contentId, triggerRef, opener };
  return <DialogContext.Provider value={dialog}>{children}</DialogContext.Provider>;
}

/** A button that opens its dialog, as Radix's `Dialog.Trigger` does. */
export function DialogTrigger(props: ClickTriggerProps) {
  return <ClickTrigger overlay={useDialog('DialogTrigger')} {...props} />;
}

export function DialogClose(props: ComponentPropsWithoutRef<typeof DialogPrimitive.Close>) {
  const parts = overlayParts.current();
  if (!parts) throw new Error('DialogClose is drawn only inside its open dialog');
  return <parts.DialogPrimitive.Close {...props} />;
}

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
 * (or to what had focus when it opened, see `Dialog`). Capped at 85vh, its body scrolls
 * (overlay-parts.tsx draws it).
 */
export function DialogContent(props: DialogContentProps) {
  const dialog = useDialog('DialogContent');
  const parts = useOverlayPartsOnceOpened(dialog.open);
  if (!parts) return null;
  return <parts.DialogContentPart dialog={dialog} {...props} />;
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
