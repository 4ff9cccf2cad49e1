import { randomUUID } from 'node:crypto';
import {
  type AddShoppingItem,
  AppError,
  type ListRole,
  MAX_SHOPPING_ITEMS,
  type OperationMeta,
  type ShoppingItem,
  type ShoppingLineState,
  type ShoppingState,
  shoppingMessages,
  type UpdateShoppingItem,
  type UpdateShoppingLine,
} from '@forkcast/core';
import type { Db } from '../../db/database.ts';
import type { ShoppingRepository, ShoppingRow } from './shopping-repository.ts';

/**
 * The lists feature's membership rule: resolves for the owner and members, throws a 404
 * AppError for anyone else (so a foreign list id reveals nothing).
 */
export type RequireListMember = (userId: string, listId: string) => Promise<{ role: ListRole }>;

/**
 * The lists feature's versions (lists/list-versions.ts), given from app.ts: runs a write in a
 * transaction and moves the list's version with it, so every poll of an unchanged shopping
 * list is a 304 and live screens hear of each tick.
 */
export type WriteList = <T>(
  target: { listIds: string[] },
  work: (trx: Db) => Promise<T>,
) => Promise<T>;

/** A write's answer: its HTTP status and body, stored as they are for replays. */
export type WriteAnswer<T> = { status: 200 | 201 | 204; body: T };

function toLine(row: ShoppingRow): ShoppingLineState {
  return {
    scope: row.scope,
    key: row.line_key ?? '',
    checked: Number(row.checked) === 1,
    edit:
      row.name === null
        ? null
        : { name: row.name, quantity: row.quantity ?? null, unit: row.unit ?? '' },
    updatedAt: row.updated_at,
  };
}

function toItem(row: ShoppingRow): ShoppingItem {
  return {
    id: row.id,
    scope: row.scope,
    name: row.name ?? '',
    quantity: row.quantity ?? null,
    unit: row.unit ?? '',
    checked: Number(row.checked) === 1,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** Operations are remembered this long: longer than any device stays offline with a queue. */
export const OPERATION_MEMORY_DAYS = 60;

function operationOf(input: { opId?: string; clientTime?: string }): OperationMeta | undefined {
  return input.opId !== undefined && input.clientTime !== undefined
    ? { opId: input.opId, clientTime: input.clientTime }
    : undefined;
}

export function createShoppingService(deps: {
  repo: ShoppingRepository;
  requireListMember: RequireListMember;
  writeList: WriteList;
  /** The list's version for a member (404 for anyone else): the tag of the shopping state. */
  listVersion: (userId: string, listId: string) => Promise<{ version: number }>;
  now?: () => Date;
}) {
  const { repo, requireListMember, writeList } = deps;
  const clock = () => deps.now?.() ?? new Date();
  const now = () => clock().toISOString();
  /** Counts this instance's server-stamped changes; see stampOf. */
  let serverSequence = 0;

  /**
   * When the change was made, as a stamp that orders changes (decision record 014): the
   * cook's clock, but never later than ours (a phone set a year ahead must not win every
   * conflict for a year), then the operation id so that two changes in the same millisecond
   * still have one order everywhere. Changes without an operation are stamped with our clock.
   */
  function stampOf(op: OperationMeta | undefined): string {
    const serverMs = clock().getTime();
    if (!op) {
      // Within one instance, changes that arrive in the same millisecond keep their order of
      // arrival (a tick then 'Untick all' must end unticked); the random tail only orders
      // changes from different instances.
      serverSequence += 1;
      const order = serverSequence.toString(36).padStart(11, '0');
      return `${new Date(serverMs).toISOString()}#~${order}${randomUUID()}`;
    }
    const clientMs = Math.min(Date.parse(op.clientTime), serverMs);
    return `${new Date(clientMs).toISOString()}#${op.opId}`;
  }

  /**
   * Runs one write in a transaction, at most once per operation id: a replay (the answer was
   * lost, the queue sent it again) gets the first answer back and changes nothing.
   */
  async function applyOnce<T>(
    userId: string,
    listId: string,
    op: OperationMeta | undefined,
    work: (trx: Db, stamp: string) => Promise<WriteAnswer<T>>,
  ): Promise<WriteAnswer<T>> {
    await requireListMember(userId, listId);
    const replayed = async () => {
      const earlier = op && (await repo.findOperation(userId, op.opId));
      return (
        earlier && {
          status: earlier.status as WriteAnswer<T>['status'],
          body: JSON.parse(earlier.response) as T,
        }
      );
    };
    // A replay neither writes nor moves the list's version, so no screen refetches for it.
    const earlier = await replayed();
    if (earlier) return earlier;
    const stamp = stampOf(op);
    try {
      return await writeList({ listIds: [listId] }, async (trx) => {
        const answer = await work(trx, stamp);
        if (op) {
          const response = JSON.stringify(answer.body ?? null);
          await repo.recordOperation(
            trx,
            { userId, opId: op.opId, listId, status: answer.status, response },
            now(),
          );
        }
        return answer;
      });
    } catch (error) {
      // The same operation sent twice at once: the other request recorded it first (this one
      // then failed on a unique key, or on a rule that the first one's write now breaks).
      const first = await replayed();
      if (first) return first;
      throw error;
    }
  }

  /** A tick older than the checklist's last 'Untick all' is kept out by it. */
  async function isBeforeReset(trx: Db, listId: string, scope: string, stamp: string) {
    const reset = await repo.scopeResetStamp(trx, listId, scope);
    return reset !== undefined && stamp < reset;
  }

  return {
    /**
     * The list's version (one query, which also turns away anyone outside the list), and the
     * state itself, read only if the caller needs more than the version (a 304 does not).
     */
    async readState(
      userId: string,
      listId: string,
    ): Promise<{ version: number; state: () => Promise<ShoppingState> }> {
      const { version } = await deps.listVersion(userId, listId);
      return {
        version,
        state: async () => {
          const rows = await repo.listEntries(listId);
          return {
            lines: rows.filter((r) => r.line_key !== null).map(toLine),
            items: rows.filter((r) => r.line_key === null).map(toItem),
          };
        },
      };
    },

    async updateLine(userId: string, listId: string, input: UpdateShoppingLine) {
      const { scope, key, checked, edit } = input;
      return await applyOnce(userId, listId, operationOf(input), async (trx, stamp) => {
        const at = now();
        await repo.ensureLine(trx, { listId, scope, key }, at);
        const tickAllowed =
          checked !== undefined && !(await isBeforeReset(trx, listId, scope, stamp));
        const written = await repo.writeStamped(
          trx,
          { listId, scope, key },
          {
            ...(tickAllowed ? { checked: { value: checked, stamp } } : {}),
            ...(edit !== undefined ? { edit: { value: edit, stamp } } : {}),
          },
          at,
        );
        const row = await repo.findLine(trx, { listId, scope, key });
        if (!row) throw new AppError('not_found', shoppingMessages.itemNotFound);
        const overridden =
          (checked !== undefined && !written.checked) || (edit !== undefined && !written.edit);
        return { status: 200, body: { line: toLine(row), overridden } };
      });
    },

    async addItem(userId: string, listId: string, input: AddShoppingItem) {
      const { scope, name, quantity, unit, id } = input;
      return await applyOnce(userId, listId, operationOf(input), async (trx, stamp) => {
        // A soft cap against runaway clients; two adds racing past it by one do no harm.
        if ((await repo.countItems(trx, listId)) >= MAX_SHOPPING_ITEMS) {
          throw new AppError('conflict', shoppingMessages.tooManyItems);
        }
        if (id !== undefined && (await repo.isIdTaken(trx, id))) {
          throw new AppError('conflict', shoppingMessages.itemIdTaken);
        }
        const row = await repo.insertItem(
          trx,
          { id, listId, scope, edit: { name, quantity, unit }, stamp },
          now(),
        );
        return { status: 201, body: { item: toItem(row), overridden: false } };
      });
    },

    async updateItem(userId: string, listId: string, itemId: string, input: UpdateShoppingItem) {
      const { checked, edit } = input;
      return await applyOnce(userId, listId, operationOf(input), async (trx, stamp) => {
        // Deleted beats everything: a change to an item that is gone is refused, not revived.
        const before = await repo.findItem(trx, listId, itemId);
        if (!before) throw new AppError('not_found', shoppingMessages.itemNotFound);
        const tickAllowed =
          checked !== undefined && !(await isBeforeReset(trx, listId, before.scope, stamp));
        const written = await repo.writeStamped(
          trx,
          { listId, itemId },
          {
            ...(tickAllowed ? { checked: { value: checked, stamp } } : {}),
            ...(edit !== undefined ? { edit: { value: edit, stamp } } : {}),
          },
          now(),
        );
        const row = await repo.findItem(trx, listId, itemId);
        if (!row) throw new AppError('not_found', shoppingMessages.itemNotFound);
        const overridden =
          (checked !== undefined && !written.checked) || (edit !== undefined && !written.edit);
        return { status: 200, body: { item: toItem(row), overridden } };
      });
    },

    /** 'Untick all': the next shop starts from a clean list; edits and items stay. */
    async untickScope(
      userId: string,
      listId: string,
      input: { scope: string } & Partial<OperationMeta>,
    ) {
      return await applyOnce(userId, listId, operationOf(input), async (trx, stamp) => {
        const unticked = await repo.untickScope(trx, { listId, scope: input.scope, stamp }, now());
        return { status: 200, body: { unticked, overridden: false } };
      });
    },

    async deleteItem(
      userId: string,
      listId: string,
      itemId: string,
      input: Partial<OperationMeta> = {},
    ) {
      return await applyOnce(userId, listId, operationOf(input), async (trx) => {
        if (!(await repo.deleteItem(trx, listId, itemId))) {
          throw new AppError('not_found', shoppingMessages.itemNotFound);
        }
        return { status: 204, body: null };
      });
    },

    /** Forgets operation ids older than OPERATION_MEMORY_DAYS. */
    async pruneOperations(): Promise<number> {
      const before = new Date(clock().getTime() - OPERATION_MEMORY_DAYS * 86_400_000);
      return await repo.pruneOperations(before.toISOString());
    },
  };
}

export type ShoppingService = ReturnType<typeof createShoppingService>;
