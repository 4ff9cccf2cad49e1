import * as TabsPrimitive from '@radix-ui/react-tabs';
import {
  type ComponentPropsWithoutRef,
  createContext,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { cn } from '../../lib/cn.ts';

type TabsState = { baseId: string; value: string; orientation: 'horizontal' | 'vertical' };
const TabsStateContext = createContext<TabsState | null>(null);

function useTabsState(part: string): TabsState {
  const state = useContext(TabsStateContext);
  if (!state) throw new Error(`${part} must be inside Tabs`);
  return state;
}

const triggerId = (baseId: string, value: string) => `${baseId}-trigger-${value}`;
const contentId = (baseId: string, value: string) => `${baseId}-content-${value}`;

/**
 * Real ARIA tabs (arrow keys move between triggers) styled as a segmented control. Radix draws
 * the tab list and triggers; the panels are our own (see TabsContent), so this root keeps the
 * selected value and the ids that tie each trigger to its panel.
 */
export function Tabs({
  value: valueProp,
  defaultValue,
  onValueChange,
  orientation = 'horizontal',
  ...props
}: ComponentPropsWithoutRef<typeof TabsPrimitive.Root>) {
  const baseId = useId();
  const [ownValue, setOwnValue] = useState(defaultValue ?? '');
  const value = valueProp ?? ownValue;
  return (
    <TabsStateContext.Provider value={{ baseId, value, orientation }}>
      <TabsPrimitive.Root
        value={value}
        onValueChange={(next) => {
          if (valueProp === undefined) setOwnValue(next);
          onValueChange?.(next);
        }}
        orientation={orientation}
        {...props}
      />
    </TabsStateContext.Provider>
  );
}

export function TabsList({
  className,
  ...props
}: ComponentPropsWithoutRef<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn(
        'inline-flex w-full items-center gap-1 overflow-x-auto rounded-full bg-surface-sunken p-1 [scrollbar-width:none]',
        className,
      )}
      {...props}
    />
  );
}

export function TabsTrigger({
  className,
  value,
  ...props
}: ComponentPropsWithoutRef<typeof TabsPrimitive.Trigger>) {
  const { baseId } = useTabsState('TabsTrigger');
  return (
    <TabsPrimitive.Trigger
      value={value}
      id={triggerId(baseId, value)}
      aria-controls={contentId(baseId, value)}
      className={cn(
        'inline-flex h-9 flex-1 items-center justify-center gap-1.5 whitespace-nowrap rounded-full px-3 text-sm font-semibold text-ink-muted transition-colors hover:text-ink disabled:pointer-events-none disabled:opacity-50 data-[state=active]:bg-surface-raised data-[state=active]:text-ink data-[state=active]:shadow-[var(--shadow-card)] [&_svg]:size-4',
        className,
      )}
      {...props}
    />
  );
}

/**
 * A tab's panel, the same element Radix's TabsContent draws (role, ids, hidden and empty while
 * not selected, no fade on the first draw) without its Presence wrapper: Presence reads the
 * panel's computed style on mount for an exit animation we do not have, and that forced
 * style recalculation cost 25-60 ms on a slow phone each time a screen with tabs opened.
 */
export function TabsContent({
  className,
  value,
  style,
  children,
  ...props
}: Omit<ComponentPropsWithoutRef<typeof TabsPrimitive.Content>, 'forceMount' | 'asChild'>) {
  const state = useTabsState('TabsContent');
  const selected = state.value === value;
  // The panel shown with the screen appears at once; only a switch to it fades in.
  const mountAnimationPrevented = useRef(selected);
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      mountAnimationPrevented.current = false;
    });
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <div
      role="tabpanel"
      id={contentId(state.baseId, value)}
      aria-labelledby={triggerId(state.baseId, value)}
      data-state={selected ? 'active' : 'inactive'}
      data-orientation={state.orientation}
      hidden={!selected}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the ARIA tabs pattern (and Radix) puts the panel in the Tab order, after the selected tab
      tabIndex={0}
      className={cn('mt-4 data-[state=active]:animate-fade-in', className)}
      style={{ ...style, animationDuration: mountAnimationPrevented.current ? '0s' : undefined }}
      {...props}
    >
      {selected ? children : null}
    </div>
  );
}
