import {
  formatQuantity,
  type ListDetail,
  type ListMealCard,
  SHOPPING_SCOPE_ALL,
  type ShoppingIngredient,
  type ShoppingState,
} from '@forkcast/core';
import { RefreshCw, Users } from 'lucide-react';
import { memo, useId, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { isWaitingForNetwork, NeedsConnection } from '../../../components/needs-connection.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { useDrawnInSteps } from '../../../components/use-drawn-in-steps.ts';
import { useFirstDrawInTransition } from '../../../components/use-first-draw-in-transition.ts';
import { useListIngredients, useShoppingState } from '../api/shopping.ts';
import { buildChecklist } from '../lib/shopping-lines.ts';
import { ShoppingChecklist } from './shopping-checklist.tsx';

/**
 * The list screen's Shopping List tab: every ingredient of the list's meals merged into one
 * checklist (All Ingredients) or one checklist per meal (By Meal), quantities times servings.
 * Ticks, edits and added items are saved for the whole list, offline too, and every member's
 * open tab shows them as they happen (live updates), so everyone shopping sees the same list.
 */
export function ShoppingListTab({ list }: { list: ListDetail }) {
  // The view is kept in the address (`shop=by-meal`), as the Schedule tab's is: a reload, or
  // Back from a meal, comes back to By Meal.
  const [searchParams, setSearchParams] = useSearchParams();
  const view = searchParams.get('shop') === 'by-meal' ? 'by-meal' : 'all';
  function keepView(next: string) {
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === 'by-meal') params.set('shop', 'by-meal');
        else params.delete('shop');
        return params;
      },
      { replace: true },
    );
  }
  const shopping = useShoppingState(list.id);
  const recipes = useListIngredients(list.id);
  // The tab's first draw is a transition (no long task): until then, still loading.
  const state = useFirstDrawInTransition(shopping.data);
  const ingredients = useFirstDrawInTransition(recipes.data);
  // The list's cards with their recipes: the list screen's answer carries no ingredients.
  const meals = useMemo(
    () =>
      ingredients
        ? list.meals.map((meal) => ({ ...meal, ingredients: ingredients.get(meal.id) ?? [] }))
        : [],
    [list.meals, ingredients],
  );
  const allRows = useMemo(
    () => (state ? buildChecklist(SHOPPING_SCOPE_ALL, meals, state) : []),
    [meals, state],
  );

  if (state === undefined || ingredients === undefined) {
    const failed = shopping.isError ? shopping : recipes.isError ? recipes : null;
    if (failed?.error) {
      return (
        <div role="alert" className="flex flex-col items-center gap-3 py-8 text-center">
          <p className="text-sm text-ink">
            We could not load the shopping list. {failed.error.message}
          </p>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void Promise.all([shopping.refetch(), recipes.refetch()])}
          >
            <RefreshCw aria-hidden="true" />
            Try again
          </Button>
        </div>
      );
    }
    if (isWaitingForNetwork(shopping) || isWaitingForNetwork(recipes)) {
      return (
        <NeedsConnection text="This shopping list has not been opened on this device yet: it needs a connection." />
      );
    }
    return (
      <div className="flex justify-center py-8 text-primary">
        <Spinner label="Loading the shopping list" />
      </div>
    );
  }

  return (
    <Tabs value={view} onValueChange={keepView}>
      <TabsList aria-label="Shopping list view">
        <TabsTrigger value="all">All Ingredients</TabsTrigger>
        <TabsTrigger value="by-meal">By Meal</TabsTrigger>
      </TabsList>
      {list.members.length > 1 ? (
        <p className="mt-3 flex items-center gap-1.5 text-xs text-ink-muted">
          <Users aria-hidden="true" className="size-3.5" />
          Shared with everyone on this list: ticks and changes show up for them too.
        </p>
      ) : null}
      <TabsContent value="all">
        <ShoppingChecklist
          listId={list.id}
          scope={SHOPPING_SCOPE_ALL}
          rows={allRows}
          label="All ingredients"
          emptyText="No ingredients yet. Add some meals to get started!"
        />
      </TabsContent>
      <TabsContent value="by-meal">
        {list.meals.length === 0 ? (
          <p className="rounded-[var(--radius-card)] border-2 border-dashed border-line px-4 py-6 text-center text-sm text-ink-muted">
            No meals added yet.
          </p>
        ) : (
          <ByMeal listId={list.id} meals={meals} state={state} />
        )}
      </TabsContent>
    </Tabs>
  );
}

/**
 * One checklist per meal. A family's list is fifty meals of fifteen ingredients: the first
 * few are drawn with the tab, the rest a meal per task after (no long task on opening it).
 */
function ByMeal({
  listId,
  meals,
  state,
}: {
  listId: string;
  meals: (ListMealCard & { ingredients: ShoppingIngredient[] })[];
  state: ShoppingState;
}) {
  const drawn = useDrawnInSteps(meals.length, { first: 3, step: 1 });
  return (
    <div className="flex flex-col gap-6">
      {meals.slice(0, drawn).map((meal) => (
        <MealChecklist key={meal.id} listId={listId} meal={meal} state={state} />
      ))}
    </div>
  );
}

/** Memoised: drawing the next meal must not draw the ones already there again. */
const MealChecklist = memo(function MealChecklist({
  listId,
  meal,
  state,
}: {
  listId: string;
  meal: ListMealCard & { ingredients: ShoppingIngredient[] };
  state: ShoppingState;
}) {
  const headingId = useId();
  const rows = buildChecklist(meal.id, [meal], state);
  return (
    <section aria-labelledby={headingId}>
      <div className="mb-1 flex items-baseline justify-between gap-2">
        <h2 id={headingId} className="min-w-0 truncate font-display text-base font-bold text-ink">
          {meal.name}
        </h2>
        <span className="shrink-0 text-xs text-ink-muted">
          {formatQuantity(meal.servings)} {meal.servings === 1 ? 'serving' : 'servings'}
        </span>
      </div>
      <ShoppingChecklist
        listId={listId}
        scope={meal.id}
        rows={rows}
        label={`${meal.name} ingredients`}
        emptyText="No ingredients in this meal yet."
      />
    </section>
  );
});
