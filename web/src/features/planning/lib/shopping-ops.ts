import type { ShoppingEdit, ShoppingItem, ShoppingLineState, ShoppingState } from '@forkcast/core';

/**
 * A change to a shopping list as the outbox keeps it (decision record 014): shown on top of
 * the last state read from the server until the server has it, then sent with its operation
 * id and the time the cook made it.
 */
export type ShoppingChange =
  | {
      kind: 'shopping.line';
      scope: string;
      key: string;
      checked?: boolean;
      edit?: ShoppingEdit | null;
    }
  | {
      kind: 'shopping.add';
      item: { id: string; scope: string; name: string; quantity: number | null; unit: string };
    }
  | { kind: 'shopping.item'; itemId: string; checked?: boolean; edit?: ShoppingEdit }
  | { kind: 'shopping.untick'; scope: string }
  | { kind: 'shopping.remove'; itemId: string };

export function isShoppingChange(change: { kind: string }): change is ShoppingChange {
  return change.kind.startsWith('shopping.');
}

export function putLine(state: ShoppingState, line: ShoppingLineState): ShoppingState {
  const at = state.lines.findIndex((l) => l.scope === line.scope && l.key === line.key);
  const lines = [...state.lines];
  if (at === -1) lines.push(line);
  else lines[at] = line;
  return { ...state, lines };
}

export function putItem(state: ShoppingState, item: ShoppingItem): ShoppingState {
  const items = state.items.some((i) => i.id === item.id)
    ? state.items.map((i) => (i.id === item.id ? item : i))
    : [...state.items, item];
  return { ...state, items };
}

/** The state as it is once this change is made (what the cook sees at once). */
export function applyChange(
  state: ShoppingState,
  change: ShoppingChange,
  at: string,
): ShoppingState {
  switch (change.kind) {
    case 'shopping.line': {
      const current = state.lines.find((l) => l.scope === change.scope && l.key === change.key);
      return putLine(state, {
        scope: change.scope,
        key: change.key,
        checked: change.checked ?? current?.checked ?? false,
        edit: change.edit === undefined ? (current?.edit ?? null) : change.edit,
        updatedAt: at,
      });
    }
    case 'shopping.add':
      return putItem(state, { ...change.item, checked: false, createdAt: at, updatedAt: at });
    case 'shopping.item':
      return {
        ...state,
        items: state.items.map((item) =>
          item.id === change.itemId
            ? {
                ...item,
                ...(change.edit ?? {}),
                checked: change.checked ?? item.checked,
                updatedAt: at,
              }
            : item,
        ),
      };
    case 'shopping.untick':
      return {
        lines: state.lines.map((l) => (l.scope === change.scope ? { ...l, checked: false } : l)),
        items: state.items.map((i) => (i.scope === change.scope ? { ...i, checked: false } : i)),
      };
    case 'shopping.remove':
      return { ...state, items: state.items.filter((item) => item.id !== change.itemId) };
  }
}

const base = (listId: string) => `/api/lists/${encodeURIComponent(listId)}/shopping`;

/** The request that makes this change on the server; `meta` is the operation id and time. */
export function requestOf(
  listId: string,
  change: ShoppingChange,
  meta: { opId: string; clientTime: string },
): { method: 'PUT' | 'POST' | 'PATCH' | 'DELETE'; path: string; body: Record<string, unknown> } {
  switch (change.kind) {
    case 'shopping.line': {
      const { kind: _, ...body } = change;
      return { method: 'PUT', path: `${base(listId)}/lines`, body: { ...body, ...meta } };
    }
    case 'shopping.add':
      return { method: 'POST', path: `${base(listId)}/items`, body: { ...change.item, ...meta } };
    case 'shopping.item': {
      const { kind: _, itemId, ...body } = change;
      return {
        method: 'PATCH',
        path: `${base(listId)}/items/${encodeURIComponent(itemId)}`,
        body: { ...body, ...meta },
      };
    }
    case 'shopping.untick':
      return {
        method: 'POST',
        path: `${base(listId)}/untick`,
        body: { scope: change.scope, ...meta },
      };
    case 'shopping.remove':
      return {
        method: 'DELETE',
        path: `${base(listId)}/items/${encodeURIComponent(change.itemId)}`,
        body: meta,
      };
  }
}

/** What a message calls the change's entry: its name as the cook sees it. */
export function labelOf(change: ShoppingChange, state: ShoppingState | undefined): string {
  switch (change.kind) {
    case 'shopping.line':
      return change.edit?.name ?? change.key;
    case 'shopping.add':
      return change.item.name;
    case 'shopping.item':
    case 'shopping.remove':
      return (
        (change.kind === 'shopping.item' ? change.edit?.name : undefined) ??
        state?.items.find((i) => i.id === change.itemId)?.name ??
        'an item'
      );
    case 'shopping.untick':
      return 'Untick all';
  }
}
