import { Slot } from '@radix-ui/react-slot';
import type { ComponentPropsWithRef, RefObject } from 'react';
import { useBothRefs } from './open-state.ts';
import { preloadingHandlers } from './overlay-parts-loader.ts';

/** What a click-opened overlay (a dialog, a popover) tells its button. */
type ClickOpened = {
  open: boolean;
  toggle: () => void;
  contentId: string;
  triggerRef: RefObject<HTMLButtonElement | null>;
};

export type ClickTriggerProps = ComponentPropsWithRef<'button'> & { asChild?: boolean };

/**
 * A button that opens and closes its dialog or popover on click, as Radix's triggers do, drawn
 * before the overlay's own code has come (decision 050); it fetches that code as the pointer or
 * the keyboard reaches it.
 */
export function ClickTrigger({
  overlay,
  ref,
  asChild = false,
  onClick,
  onPointerEnter,
  onFocus,
  ...props
}: ClickTriggerProps & { overlay: ClickOpened }) {
  const setRef = useBothRefs(ref, overlay.triggerRef);
  const Trigger = asChild ? Slot : 'button';
  return (
    <Trigger
      type="button"
      aria-haspopup="dialog"
      aria-expanded={overlay.open}
      aria-controls={overlay.open ? overlay.contentId : undefined}
      data-state={overlay.open ? 'open' : 'closed'}
      {...props}
      ref={setRef}
      {...preloadingHandlers({ onPointerEnter, onFocus })}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) overlay.toggle();
      }}
    />
  );
}
