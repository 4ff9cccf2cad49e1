import { Search } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { toast } from 'sonner';
import { MethodFooter } from '../../../components/recipe/method-footer.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import type { AddMealMethodProps } from '../../../lib/add-meal-method.ts';
import { mealNameHolds, useMealChoiceSearch } from '../../../lib/meal-choices.ts';
import { useAddExistingMeals, useList } from '../api/lists.ts';

/**
 * 'Add Existing Meals': the user's own meals, those in their lists and the recipes they saved,
 * filtered by name (case-insensitive), picked with checkboxes. Meals already in this list are
 * shown but cannot be picked twice.
 */
export function ExistingMealsPicker({
  listId,
  onBack,
  onCancel,
}: AddMealMethodProps & { listId: string }) {
  const id = useId();
  const [query, setQuery] = useState('');
  const { choices, isSearching } = useMealChoiceSearch(query);
  const list = useList(listId);
  const addExisting = useAddExistingMeals(listId);
  const [selected, setSelected] = useState<Set<string>>(new Set());

  const inList = useMemo(() => new Set(list.data?.meals.map((m) => m.id) ?? []), [list.data]);
  const visible = (choices.data ?? []).filter((m) => mealNameHolds(m, query));

  function toggle(mealId: string) {
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(mealId)) next.delete(mealId);
      else next.add(mealId);
      return next;
    });
  }

  function add() {
    if (selected.size === 0) {
      toast.error('No meals to add');
      return;
    }
    addExisting.mutate([...selected], {
      onSuccess: ({ added }) => {
        toast.success(`Added ${added} meal(s) to list`);
        onCancel();
      },
      onError: (error) => toast.error(`Failed to add meal to list: ${error.message}`),
    });
  }

  return (
    <div className="flex flex-col gap-3">
      <div className="relative">
        <label htmlFor={`${id}-search`} className="sr-only">
          Search meals
        </label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-muted"
        />
        <Input
          id={`${id}-search`}
          type="search"
          placeholder="Search meals"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          className="pl-9"
        />
      </div>
      {choices.isPending || (isSearching && visible.length === 0) ? (
        <div className="flex justify-center py-6">
          <Spinner label="Loading your meals" />
        </div>
      ) : choices.isError ? (
        <p className="py-4 text-center text-ink-muted">
          We could not load your meals.{' '}
          <button
            type="button"
            className="font-semibold text-primary underline"
            onClick={() => choices.refetch()}
          >
            Try again
          </button>
        </p>
      ) : visible.length === 0 ? (
        <p className="py-6 text-center text-ink-muted">No meals found</p>
      ) : (
        <ul aria-label="Your meals" className="flex flex-col gap-1.5">
          {visible.map((meal) => {
            const isThere = inList.has(meal.id);
            const checkboxId = `${id}-${meal.id}`;
            return (
              <li key={meal.id}>
                <label
                  htmlFor={checkboxId}
                  className="flex cursor-pointer items-center gap-3 rounded-xl border border-line px-3 py-2.5 has-[:checked]:border-primary has-[:checked]:bg-primary-soft has-[:disabled]:cursor-default has-[:disabled]:opacity-60"
                >
                  <input
                    id={checkboxId}
                    type="checkbox"
                    className="size-5 shrink-0 accent-[var(--fc-primary)]"
                    checked={isThere || selected.has(meal.id)}
                    disabled={isThere}
                    onChange={() => toggle(meal.id)}
                  />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-semibold text-ink">{meal.name}</span>
                    <span className="block truncate text-sm text-ink-muted">
                      {meal.ingredientCount}{' '}
                      {meal.ingredientCount === 1 ? 'ingredient' : 'ingredients'}
                      {isThere
                        ? ' · already in this list'
                        : meal.lists.length > 0
                          ? ` · ${meal.lists.map((l) => l.name).join(', ')}`
                          : meal.isOwn
                            ? ''
                            : ' · saved recipe'}
                    </span>
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      )}
      <MethodFooter onBack={onBack} onCancel={onCancel}>
        <Button size="sm" disabled={selected.size === 0 || addExisting.isPending} onClick={add}>
          {addExisting.isPending ? <Spinner /> : null}
          Add ({selected.size})
        </Button>
      </MethodFooter>
    </div>
  );
}
