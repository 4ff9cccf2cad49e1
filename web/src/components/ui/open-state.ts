import { type Ref, type RefObject, useCallback, useRef, useState } from 'react';

/**
 * Open or closed, given by the caller (`open` + `onOpenChange`) or kept here (`defaultOpen`),
 * as Radix's roots do: `onOpenChange` hears only real changes, also when two handlers of one
 * event (a trigger's toggle and an outside press) both close.
 */
export function useOpenState({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
}: {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}) {
  const [kept, setKept] = useState(defaultOpen);
  const open = openProp ?? kept;
  const latest = useRef({ open, isControlled: openProp !== undefined, onOpenChange });
  latest.current = { open, isControlled: openProp !== undefined, onOpenChange };
  const setOpen = useCallback((next: boolean) => {
    const current = latest.current;
    if (next === current.open) return;
    current.open = next;
    if (!current.isControlled) setKept(next);
    current.onOpenChange?.(next);
  }, []);
  const toggle = useCallback(() => setOpen(!latest.current.open), [setOpen]);
  return { open, setOpen, toggle };
}

/** One element for both the caller's ref and ours. */
export function useBothRefs<T>(theirs: Ref<T> | undefined, ours: RefObject<T | null>) {
  return useCallback(
    (node: T | null) => {
      ours.current = node;
      if (typeof theirs === 'function') theirs(node);
      else if (theirs) theirs.current = node;
    },
    [theirs, ours],
  );
}
