import type * as Menu from '@radix-ui/react-menu';
import { Check } from 'lucide-react';
import {
  type ComponentPropsWithoutRef,
  type ComponentPropsWithRef,
  createContext,
  type ReactNode,
  type RefObject,
  useContext,
  useId,
  useRef,
} from 'react';
import { cn } from '../../lib/cn.ts';
import { useBothRefs, useOpenState } from './open-state.ts';
import {
  overlayParts,
  preloadingHandlers,
  useOverlayPartsOnceOpened,
} from './overlay-parts-loader.ts';

/** What the menu's button and its content share. */
export type MenuState = {
  open: boolean;
  setOpen: (open: boolean) => void;
  toggle: () => void;
  modal: boolean;
  dir?: 'ltr' | 'rtl';
  triggerId: string;
  contentId: string;
  triggerRef: RefObject<HTMLButtonElement | null>;
  /** Whether the keyboard opened it: then the keyboard goes to its first entry. */
  isOpenedByKeyboard: RefObject<boolean>;
};

const MenuContext = createContext<MenuState | null>(null);

function useMenu(part: string) {
  const menu = useContext(MenuContext);
  if (!menu) throw new Error(`${part} must be inside a DropdownMenu`);
  return menu;
}

/** Radix's parts, drawn only inside an open menu's content: by then they are loaded. */
function loadedParts() {
  const parts = overlayParts.current();
  if (!parts) throw new Error('A menu entry is drawn only inside its open menu');
  return parts;
}

/**
 * Real ARIA menus: arrow keys, typeahead, Escape and focus return come from Radix. Non-modal by
 * default: a modal menu hides the rest of the page with aria-hidden while it stays focusable,
 * which axe reports as a serious violation; outside clicks and Escape still close it.
 *
 * The button and the open state are ours and drawn at once (they behave as Radix's
 * DropdownMenu trigger does); the menu itself comes with Radix in a later chunk
 * (overlay-parts.tsx, decision 050).
 */
export function DropdownMenu({
  open,
  defaultOpen,
  onOpenChange,
  modal = false,
  dir,
  children,
}: {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  modal?: boolean;
  dir?: 'ltr' | 'rtl';
  children?: ReactNode;
}) {
  const state = useOpenState({ open, defaultOpen, onOpenChange });
  const triggerRef = useRef<HTMLButtonElement>(null);
  const isOpenedByKeyboard = useRef(false);
  const menu: MenuState = {
    ...state,
    modal,
    dir,
    triggerId: useId(),
    contentId: useId(),
    triggerRef,
    isOpenedByKeyboard,
  };
  return <MenuContext.Provider value={menu}>{children}</MenuContext.Provider>;
}

export function DropdownMenuTrigger({
  ref,
  disabled = false,
  onPointerDown,
  onPointerEnter,
  onFocus,
  onKeyDown,
  ...props
}: ComponentPropsWithRef<'button'>) {
  const menu = useMenu('DropdownMenuTrigger');
  const setRef = useBothRefs(ref, menu.triggerRef);
  return (
    <button
      type="button"
      id={menu.triggerId}
      aria-haspopup="menu"
      aria-expanded={menu.open}
      aria-controls={menu.open ? menu.contentId : undefined}
      data-state={menu.open ? 'open' : 'closed'}
      data-disabled={disabled ? '' : undefined}
      disabled={disabled}
      {...props}
      ref={setRef}
      {...preloadingHandlers({ onPointerEnter, onFocus })}
      onPointerDown={(event) => {
        onPointerDown?.(event);
        if (event.defaultPrevented || disabled) return;
        if (event.button === 0 && !event.ctrlKey) {
          menu.isOpenedByKeyboard.current = false;
          menu.toggle();
          // Opening by pointer leaves the keyboard where it was, as Radix's trigger does.
          if (!menu.open) event.preventDefault();
        }
      }}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (event.defaultPrevented || disabled) return;
        const isOpenKey = event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown';
        if (!isOpenKey) return;
        menu.isOpenedByKeyboard.current = true;
        if (event.key === 'ArrowDown') menu.setOpen(true);
        else menu.toggle();
        event.preventDefault();
      }}
    />
  );
}

export type DropdownMenuContentProps = ComponentPropsWithoutRef<typeof Menu.Content>;

export function DropdownMenuContent(props: DropdownMenuContentProps) {
  const menu = useMenu('DropdownMenuContent');
  const parts = useOverlayPartsOnceOpened(menu.open);
  if (!parts) return null;
  return <parts.MenuContentPart menu={menu} {...props} />;
}

const itemClasses =
  'relative flex min-h-10 cursor-default select-none items-center gap-2.5 rounded-lg px-3 py-2 text-sm font-medium outline-none focus-visible:outline-2 focus-visible:outline-solid focus-visible:-outline-offset-2 focus-visible:outline-focus data-[disabled]:pointer-events-none data-[disabled]:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0';
const defaultItemColors = 'text-ink data-[highlighted]:bg-surface-sunken [&_svg]:text-ink-muted';

export function DropdownMenuItem({
  className,
  variant = 'default',
  ...props
}: ComponentPropsWithoutRef<typeof Menu.Item> & { variant?: 'default' | 'danger' }) {
  const { Menu } = loadedParts();
  return (
    <Menu.Item
      className={cn(
        itemClasses,
        variant === 'danger' && 'text-danger data-[highlighted]:bg-danger-soft [&_svg]:text-danger',
        className,
      )}
      {...props}
    />
  );
}

export function DropdownMenuGroup(props: ComponentPropsWithoutRef<typeof Menu.Group>) {
  const { Menu } = loadedParts();
  return <Menu.Group {...props} />;
}

export function DropdownMenuRadioGroup(props: ComponentPropsWithoutRef<typeof Menu.RadioGroup>) {
  const { Menu } = loadedParts();
  return <Menu.RadioGroup {...props} />;
}

export function DropdownMenuCheckboxItem({
  className,
  children,
  ...props
}: ComponentPropsWithoutRef<typeof Menu.CheckboxItem>) {
  const { Menu } = loadedParts();
  return (
    <Menu.CheckboxItem className={cn(itemClasses, defaultItemColors, 'pl-9', className)} {...props}>
      <Menu.ItemIndicator className="absolute left-3 inline-flex">
        <Check aria-hidden="true" />
      </Menu.ItemIndicator>
      {children}
    </Menu.CheckboxItem>
  );
}

export function DropdownMenuRadioItem({
  className,
  children,
  ...props
}: ComponentPropsWithoutRef<typeof Menu.RadioItem>) {
  const { Menu } = loadedParts();
  return (
    <Menu.RadioItem className={cn(itemClasses, defaultItemColors, 'pl-9', className)} {...props}>
      <Menu.ItemIndicator className="absolute left-3 inline-flex">
        <Check aria-hidden="true" />
      </Menu.ItemIndicator>
      {children}
    </Menu.RadioItem>
  );
}

export function DropdownMenuLabel({
  className,
  ...props
}: ComponentPropsWithoutRef<typeof Menu.Label>) {
  const { Menu } = loadedParts();
  return (
    <Menu.Label
      className={cn(
        'px-3 pt-2 pb-1 text-xs font-semibold uppercase tracking-wide text-ink-muted',
        className,
      )}
      {...props}
    />
  );
}

export function DropdownMenuSeparator({
  className,
  ...props
}: ComponentPropsWithoutRef<typeof Menu.Separator>) {
  const { Menu } = loadedParts();
  return <Menu.Separator className={cn('mx-1 my-1.5 h-px bg-line', className)} {...props} />;
}
