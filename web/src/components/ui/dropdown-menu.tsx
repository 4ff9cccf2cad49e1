import * as Menu from '@radix-ui/react-dropdown-menu';
import { Check } from 'lucide-react';
import type { ComponentPropsWithoutRef } from 'react';
import { cn } from '../../lib/cn.ts';

/**
 * Real ARIA menus: arrow keys, typeahead, Escape and focus return come from Radix. Non-modal by
 * default: a modal menu hides the rest of the page with aria-hidden while it stays focusable,
 * which axe reports as a serious violation; outside clicks and Escape still close it.
 */
export function DropdownMenu({
  modal = false,
  ...props
}: ComponentPropsWithoutRef<typeof Menu.Root>) {
  return <Menu.Root modal={modal} {...props} />;
}
export const DropdownMenuTrigger = Menu.Trigger;
export const DropdownMenuGroup = Menu.Group;
export const DropdownMenuRadioGroup = Menu.RadioGroup;

const itemClasses =
  'relative flex min-h-10 cursor-default select-none items-center gap-2.5 rounded-lg px-3 py-2 text-sm font-medium outline-none focus-visible:outline-2 focus-visible:outline-solid focus-visible:-outline-offset-2 focus-visible:outline-focus data-[disabled]:pointer-events-none data-[disabled]:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0';
const defaultItemColors = 'text-ink data-[highlighted]:bg-surface-sunken [&_svg]:text-ink-muted';

export function DropdownMenuContent({
  className,
  sideOffset = 6,
  align = 'end',
  ...props
}: ComponentPropsWithoutRef<typeof Menu.Content>) {
  return (
    <Menu.Portal>
      <Menu.Content
        sideOffset={sideOffset}
        align={align}
        collisionPadding={8}
        className={cn(
          'z-50 min-w-44 overflow-hidden rounded-2xl border border-line bg-surface-raised p-1.5 shadow-[var(--shadow-raised)] data-[state=open]:animate-pop-in',
          className,
        )}
        {...props}
      />
    </Menu.Portal>
  );
}

export function DropdownMenuItem({
  className,
  variant = 'default',
  ...props
}: ComponentPropsWithoutRef<typeof Menu.Item> & { variant?: 'default' | 'danger' }) {
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

export function DropdownMenuCheckboxItem({
  className,
  children,
  ...props
}: ComponentPropsWithoutRef<typeof Menu.CheckboxItem>) {
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
  return <Menu.Separator className={cn('mx-1 my-1.5 h-px bg-line', className)} {...props} />;
}
