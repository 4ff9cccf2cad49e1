import {
  firstIssueMessage,
  readQuantityText,
  type ShoppingEdit,
  shoppingEditSchema,
} from '@forkcast/core';
import { Check, Pencil, Plus, RotateCcw, Trash2, X } from 'lucide-react';
import { type FormEvent, memo, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { controlClasses } from '../../../components/ui/input.tsx';
import { useDrawnInSteps } from '../../../components/use-drawn-in-steps.ts';
import { cn } from '../../../lib/cn.ts';
import {
  useAddItem,
  useChangeItem,
  useChangeLine,
  useRemoveItem,
  useUntickAll,
} from '../api/shopping.ts';
import type { ChecklistRow } from '../lib/shopping-lines.ts';

type Draft = ChecklistRow['draft'];
/**
 * Rows drawn per task: a screenful under the tab's header on all but the tallest screens (48
 * px each; a phone shows about ten). Thirty at once made opening the tab one long task on a
 * slow phone (decision 033); the cost is React committing the rows, not their mutation hooks
 * (decision 035).
 */
const ROWS_PER_STEP = 20;
const EMPTY_DRAFT: Draft = { name: '', quantity: '', unit: '' };

/**
 * Checks a typed name, quantity and unit with the shared schema; the quantity as a cook types
 * it ('1,5', '1/2', '1 1/2', '½'), an empty one meaning no amount. An error says which field.
 */
function readDraft(
  draft: Draft,
): { edit: ShoppingEdit } | { error: string; field: 'name' | 'quantity' | 'unit' } {
  const parsed = shoppingEditSchema.safeParse({
    name: draft.name,
    quantity: readQuantityText(draft.quantity),
    unit: draft.unit,
  });
  if (parsed.success) return { edit: parsed.data };
  const field = parsed.error.issues[0]?.path[0];
  return {
    error: firstIssueMessage(parsed.error),
    field: field === 'quantity' || field === 'unit' ? field : 'name',
  };
}

/**
 * One checklist of the Shopping List tab: its rows (tick, edit inline with confirm or cancel,
 * remove an added item) and the new-ingredient row at the end.
 */
export function ShoppingChecklist({
  listId,
  scope,
  rows,
  label,
  emptyText,
}: {
  listId: string;
  scope: string;
  rows: ChecklistRow[];
  /** Names the list for screen readers ('All ingredients', 'Pancakes ingredients'). */
  label: string;
  emptyText: ReactNode;
}) {
  const untickAll = useUntickAll(listId);
  const ticked = rows.filter((row) => row.checked).length;
  const listRef = useRef<HTMLUListElement>(null);
  // A long list (hundreds of ingredients) is drawn a screenful at a time, a task each, so
  // that opening it never blocks the page; the count above is of every row.
  const drawn = useDrawnInSteps(rows.length, { first: ROWS_PER_STEP, step: ROWS_PER_STEP });
  return (
    <div>
      {rows.length > 0 ? (
        <div className="flex min-h-9 items-center justify-between gap-2">
          <p className="text-sm text-ink-muted">
            {ticked} of {rows.length} ticked
          </p>
          {ticked > 0 ? (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                // The button goes once nothing is ticked: the first row takes the keyboard.
                listRef.current?.querySelector('input')?.focus();
                untickAll.mutate({ scope });
              }}
            >
              <RotateCcw aria-hidden="true" />
              Untick all
            </Button>
          ) : null}
        </div>
      ) : null}
      {rows.length === 0 ? (
        <p className="rounded-[var(--radius-card)] border-2 border-dashed border-line px-4 py-6 text-center text-sm text-ink-muted">
          {emptyText}
        </p>
      ) : (
        <ul ref={listRef} aria-label={label} className="divide-y divide-line">
          {rows.slice(0, drawn).map((row) => (
            <ChecklistRowView key={row.rowKey} listId={listId} row={row} />
          ))}
        </ul>
      )}
      <NewIngredientRow listId={listId} scope={scope} />
    </div>
  );
}

/**
 * Whether a row would draw the same. Every change to the shopping state builds every row anew
 * (new objects, same content): compared by identity, one tick in By Meal drew all of a
 * family's 750 rows again (350 ms on a slow phone before the box showed its tick).
 */
function isSameRow(a: ChecklistRow, b: ChecklistRow): boolean {
  return (
    a.rowKey === b.rowKey &&
    a.scope === b.scope &&
    a.name === b.name &&
    a.amount === b.amount &&
    a.checked === b.checked &&
    a.draft.name === b.draft.name &&
    a.draft.quantity === b.draft.quantity &&
    a.draft.unit === b.draft.unit &&
    (a.kind === 'line'
      ? b.kind === 'line' && a.key === b.key && a.isEdited === b.isEdited
      : b.kind === 'item' && a.itemId === b.itemId && a.isPending === b.isPending)
  );
}

/** Memoised by content: drawing the next rows (or ticking one) must not draw every row again. */
const ChecklistRowView = memo(
  function ChecklistRowView({ listId, row }: { listId: string; row: ChecklistRow }) {
    const [isEditing, setIsEditing] = useState(false);
    const editButton = useRef<HTMLButtonElement>(null);
    const changeLine = useChangeLine(listId);
    const changeItem = useChangeItem(listId);
    const removeItem = useRemoveItem(listId);
    const isPending = row.kind === 'item' && row.isPending;
    // The box follows the tap at once; the shared state (and a refusal) catches up after.
    const [isChecked, setIsChecked] = useState(row.checked);
    useEffect(() => setIsChecked(row.checked), [row.checked]);

    function setChecked(checked: boolean) {
      setIsChecked(checked);
      if (row.kind === 'line') {
        changeLine.mutate({ scope: row.scope, key: row.key, checked }, row.name);
      } else changeItem.mutate({ itemId: row.itemId, checked }, row.name);
    }

    function finishEditing() {
      setIsEditing(false);
      // Back to the row's Edit button, so keyboard users stay where they were.
      requestAnimationFrame(() => editButton.current?.focus());
    }

    function save(edit: ShoppingEdit | null) {
      if (row.kind === 'line')
        changeLine.mutate({ scope: row.scope, key: row.key, edit }, row.name);
      else if (edit !== null) changeItem.mutate({ itemId: row.itemId, edit }, row.name);
      finishEditing();
    }

    if (isEditing) {
      return (
        <li className="py-3">
          <IngredientForm
            initial={row.draft}
            submitLabel="Save"
            onSubmit={(edit) => {
              save(edit);
              return true;
            }}
            onCancel={finishEditing}
            autoFocus
            extra={
              row.kind === 'line' && row.isEdited ? (
                <Button variant="ghost" size="sm" onClick={() => save(null)}>
                  <RotateCcw aria-hidden="true" />
                  Use recipe amounts
                </Button>
              ) : null
            }
          />
        </li>
      );
    }

    return (
      <li className={cn('flex min-h-12 items-center gap-2 py-1.5', isPending && 'opacity-60')}>
        <label className="flex min-w-0 flex-1 cursor-pointer items-center gap-3 py-1.5">
          <input
            type="checkbox"
            checked={isChecked}
            disabled={isPending}
            onChange={(e) => setChecked(e.target.checked)}
            className="size-5 shrink-0 cursor-pointer accent-primary"
          />
          <span
            className={cn(
              'min-w-0 flex-1 break-words',
              isChecked && 'text-ink-muted line-through decoration-2',
            )}
          >
            <span className="font-medium text-ink">{row.name}</span>{' '}
            {row.amount ? <span className="ml-2 text-sm text-ink-muted">{row.amount}</span> : null}
          </span>
        </label>
        {row.kind === 'line' && row.isEdited ? <Badge variant="outline">Edited</Badge> : null}
        <button
          ref={editButton}
          type="button"
          className={buttonClasses('ghost', 'icon-sm')}
          aria-label={`Edit ${row.name}`}
          disabled={isPending}
          onClick={() => setIsEditing(true)}
        >
          <Pencil aria-hidden="true" />
        </button>
        {row.kind === 'item' ? (
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label={`Remove ${row.name}`}
            disabled={isPending}
            onClick={(event) => {
              focusNextRow(event.currentTarget);
              removeItem.mutate({ itemId: row.itemId });
            }}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        ) : null}
      </li>
    );
  },
  (before, after) => before.listId === after.listId && isSameRow(before.row, after.row),
);

/**
 * A removed row leaves the page with the button that removed it: the keyboard moves first to
 * the next row (the one before for the last row), else to the new-ingredient row's name.
 */
function focusNextRow(button: HTMLElement) {
  const row = button.closest('li');
  const neighbour = row?.nextElementSibling ?? row?.previousElementSibling;
  const target =
    neighbour?.querySelector('input') ??
    row?.closest('ul')?.parentElement?.querySelector<HTMLInputElement>(':scope > div form input');
  target?.focus();
}

/** The new-ingredient row: a non-blank name, an optional quantity and unit. */
function NewIngredientRow({ listId, scope }: { listId: string; scope: string }) {
  const addItem = useAddItem(listId);
  return (
    <div className="mt-2 border-t border-dashed border-line-strong pt-3">
      <IngredientForm
        initial={EMPTY_DRAFT}
        nameLabel="New ingredient"
        submitLabel="Add ingredient"
        onSubmit={(edit) => {
          addItem.mutate({ input: { scope, ...edit } });
          return false;
        }}
      />
    </div>
  );
}

/**
 * Name, Quantity and Unit with a confirm button: a round add button at the end of the new-
 * ingredient row, or Save and Cancel under an edit. Enter confirms, Escape cancels; the
 * schema's message shows in the page. `onSubmit` returns whether the form is done (an edit)
 * or starts over empty (the new-ingredient row).
 */
function IngredientForm({
  initial,
  nameLabel = 'Name',
  submitLabel,
  onSubmit,
  onCancel,
  autoFocus = false,
  extra,
}: {
  initial: Draft;
  nameLabel?: string;
  submitLabel: string;
  onSubmit: (edit: ShoppingEdit) => boolean;
  onCancel?: () => void;
  autoFocus?: boolean;
  extra?: ReactNode;
}) {
  const [draft, setDraft] = useState(initial);
  const [error, setError] = useState<{ message: string; field: keyof Draft } | null>(null);
  const nameInput = useRef<HTMLInputElement>(null);
  const id = useId();
  const update = (field: keyof Draft) => (value: string) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setError(null);
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = readDraft(draft);
    if ('error' in result) {
      setError({ message: result.error, field: result.field });
      document.getElementById(`${id}-${result.field}`)?.focus();
      return;
    }
    if (!onSubmit(result.edit)) {
      setDraft(EMPTY_DRAFT);
      nameInput.current?.focus();
    }
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && onCancel) {
          e.preventDefault();
          onCancel();
        }
      }}
    >
      <div className="flex items-end gap-2">
        <SmallField id={`${id}-name`} label={nameLabel} className="min-w-0 flex-1">
          <input
            ref={nameInput}
            id={`${id}-name`}
            value={draft.name}
            // biome-ignore lint/a11y/noAutofocus: the field the person just asked to edit
            autoFocus={autoFocus}
            aria-invalid={error?.field === 'name' ? true : undefined}
            aria-describedby={error?.field === 'name' ? `${id}-error` : undefined}
            onChange={(e) => update('name')(e.target.value)}
            className={cn('h-10', controlClasses, 'px-2.5')}
          />
        </SmallField>
        <SmallField id={`${id}-quantity`} label="Quantity" className="w-16 shrink-0">
          <input
            id={`${id}-quantity`}
            value={draft.quantity}
            // The full keyboard: a phone's decimal keypad has no '/' for '1/2'.
            autoComplete="off"
            aria-invalid={error?.field === 'quantity' ? true : undefined}
            aria-describedby={error?.field === 'quantity' ? `${id}-error` : undefined}
            onChange={(e) => update('quantity')(e.target.value)}
            className={cn('h-10', controlClasses, 'px-2.5')}
          />
        </SmallField>
        <SmallField id={`${id}-unit`} label="Unit" className="w-16 shrink-0">
          <input
            id={`${id}-unit`}
            value={draft.unit}
            aria-invalid={error?.field === 'unit' ? true : undefined}
            aria-describedby={error?.field === 'unit' ? `${id}-error` : undefined}
            onChange={(e) => update('unit')(e.target.value)}
            className={cn('h-10', controlClasses, 'px-2.5')}
          />
        </SmallField>
        {onCancel ? null : (
          <Button type="submit" size="icon" aria-label={submitLabel} className="size-10">
            <Plus aria-hidden="true" />
          </Button>
        )}
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm font-medium text-danger">
          {error.message}
        </p>
      ) : null}
      {onCancel ? (
        <div className="mt-2 flex flex-wrap items-center justify-end gap-2">
          {extra}
          <Button variant="secondary" size="sm" onClick={onCancel}>
            <X aria-hidden="true" />
            Cancel
          </Button>
          <Button type="submit" size="sm">
            <Check aria-hidden="true" />
            {submitLabel}
          </Button>
        </div>
      ) : null}
    </form>
  );
}

function SmallField({
  id,
  label,
  className,
  children,
}: {
  id: string;
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <label htmlFor={id} className="text-xs font-semibold text-ink-muted">
        {label}
      </label>
      {children}
    </div>
  );
}
