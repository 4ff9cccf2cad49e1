import { useEffect, useRef } from 'react';

/**
 * An item deleted from its own card (a list, a post) takes the card, its dialog and the
 * keyboard's focus with it, which then restarted at the top of the page. Focus moves to the
 * next item instead (the one before, for the last), or to `fallback` once none is left.
 * Only when the focus was lost: an item that goes while the cook is elsewhere (another member
 * deleted it) leaves their focus where it is.
 */
export function useFocusAfterRemoval(
  ids: readonly string[] | undefined,
  elementFor: (id: string) => HTMLElement | null | undefined,
  fallback: () => HTMLElement | null | undefined,
) {
  const shown = useRef<readonly string[]>([]);
  const find = useRef({ elementFor, fallback });
  find.current = { elementFor, fallback };
  useEffect(() => {
    if (!ids) return;
    const before = shown.current;
    shown.current = ids;
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    const gone = before.findIndex((id) => !ids.includes(id));
    if (gone === -1) return;
    const stays = (id: string) => ids.includes(id);
    const neighbour =
      before.slice(gone + 1).find(stays) ?? before.slice(0, gone).reverse().find(stays);
    const target = neighbour ? find.current.elementFor(neighbour) : null;
    (target ?? find.current.fallback())?.focus();
  }, [ids]);
}
