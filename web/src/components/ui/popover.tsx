import type * as PopoverPrimitive from '@radix-ui/react-popover';
import {
  type ComponentPropsWithoutRef,
  createContext,
  type ReactNode,
  type RefObject,
  useContext,
  useId,
  useRef,
} from 'react';
import { useOpenState } from './open-state.ts';
import { overlayParts, useOverlayPartsOnceOpened } from './overlay-parts-loader.ts';
import { ClickTrigger, type ClickTriggerProps } from './overlay-trigger.tsx';

/** What the popover's button and its panel share. */
export type PopoverState = {
  open: boolean;
  setOpen: (open: boolean) => void;
  toggle: () => void;
  contentId: string;
  triggerRef: RefObject<HTMLButtonElement | null>;
};

const PopoverContext = createContext<PopoverState | null>(null);

function usePopover(part: string) {
  const popover = useContext(PopoverContext);
  if (!popover) throw new Error(`${part} must be inside a Popover`);
  return popover;
}

/**
 * A non-modal panel opened by a button. The button and the open state are ours and drawn at
 * once (they behave as Radix's Popover trigger does); the panel comes with Radix in a later
 * chunk (overlay-parts.tsx, decision 050).
 */
export function Popover({
  open,
  defaultOpen,
  onOpenChange,
  children,
}: {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  children?: ReactNode;
}) {
  const state = useOpenState({ open, defaultOpen, onOpenChange });
  const triggerRef = useRef<HTMLButtonElement>(null);
  const popover: PopoverState = { ...state, contentId: useId(), triggerRef };
  return <PopoverContext.Provider value={popover}>{children}</PopoverContext.Provider>;
}

export function PopoverTrigger(props: ClickTriggerProps) {
  return <ClickTrigger overlay={usePopover('PopoverTrigger')} {...props} />;
}

/** The panel is a dialog to screen readers, so it must be named (axe: aria-dialog-name). */
export type PopoverContentProps = ComponentPropsWithoutRef<typeof PopoverPrimitive.Content> &
  ({ 'aria-label': string } | { 'aria-labelledby': string });

export function PopoverContent(props: PopoverContentProps) {
  const popover = usePopover('PopoverContent');
  const parts = useOverlayPartsOnceOpened(popover.open);
  if (!parts) return null;
  return <parts.PopoverContentPart state={popover} {...props} />;
}

export function PopoverClose(props: ComponentPropsWithoutRef<typeof PopoverPrimitive.Close>) {
  const parts = overlayParts.current();
  if (!parts) throw new Error('PopoverClose is drawn only inside its open popover');
  return <parts.PopoverPrimitive.Close {...props} />;
}
