import type { IngredientNutrition } from '@forkcast/core';
import { ChevronDown } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useChooseFood, useFoodSearch } from '../api/nutrition.ts';

const LEFT_OUT: Record<Exclude<IngredientNutrition['status'], 'counted'>, string> = {
  'no-amount': 'Not counted: no amount given',
  'no-match': 'Not counted: no matching food',
  'no-weight': 'Not counted: its weight is unknown',
};

function summaryOf(item: IngredientNutrition): string {
  if (item.status !== 'counted') return LEFT_OUT[item.status];
  return `${item.grams} g · ${item.food?.name ?? ''}`;
}

/**
 * Each ingredient with the grams counted and the food it was matched to, expandable to say
 * why; the recipe's cook can pick another food from a search box.
 */
export function NutritionIngredients({
  mealId,
  items,
  ingredientIds,
  canChoose,
}: {
  mealId: string;
  items: IngredientNutrition[];
  ingredientIds: string[];
  canChoose: boolean;
}) {
  return (
    <section aria-labelledby="nutrition-ingredients" className="flex flex-col gap-2">
      <h2 id="nutrition-ingredients" className="font-display text-lg font-bold text-ink">
        Ingredients counted
      </h2>
      <ul className="flex flex-col gap-1.5">
        {items.map((item, index) => (
          <li key={ingredientIds[index] ?? index}>
            <details className="group rounded-[var(--radius-card)] border border-line bg-surface-raised">
              <summary className="flex cursor-pointer list-none items-center gap-2 rounded-[var(--radius-card)] px-3 py-2">
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="truncate font-semibold text-ink">{item.line}</span>
                  <span
                    className={`truncate text-xs ${item.status === 'counted' ? 'text-ink-muted' : 'text-warning'}`}
                  >
                    {summaryOf(item)}
                  </span>
                </span>
                <ChevronDown
                  aria-hidden="true"
                  className="size-4 shrink-0 text-ink-muted transition-transform group-open:rotate-180"
                />
              </summary>
              <div className="flex flex-col gap-2 border-t border-line px-3 py-2 text-sm">
                <p className="text-ink-muted">
                  {item.food ? (
                    <>
                      Food: <span className="text-ink">{item.food.name}</span>
                      {item.isChosen ? ' (chosen by the cook)' : ''}
                    </>
                  ) : (
                    'No food matched this ingredient.'
                  )}
                </p>
                <p className="text-ink-muted">How we weighed it: {item.basis}</p>
                {canChoose && ingredientIds[index] ? (
                  <FoodPicker
                    mealId={mealId}
                    ingredientId={ingredientIds[index]}
                    ingredientName={item.name || item.line}
                    isChosen={item.isChosen}
                  />
                ) : null}
              </div>
            </details>
          </li>
        ))}
      </ul>
    </section>
  );
}

function FoodPicker({
  mealId,
  ingredientId,
  ingredientName,
  isChosen,
}: {
  mealId: string;
  ingredientId: string;
  ingredientName: string;
  isChosen: boolean;
}) {
  const [query, setQuery] = useState('');
  const search = useFoodSearch(query);
  const choose = useChooseFood(mealId);
  const inputId = useId();
  const resultsId = useId();
  const inputRef = useRef<HTMLInputElement>(null);

  function pick(foodId: string | null) {
    // The button pressed is disabled while saving and then gone (the results clear, 'Use the
    // automatic match' hides): keep the focus in the picker instead of losing it to the page.
    inputRef.current?.focus();
    choose.mutate(
      { ingredientId, foodId },
      {
        onSuccess: () => {
          setQuery('');
          toast.success(foodId ? 'Food updated' : 'Back to the automatic match');
        },
        onError: (error) => toast.error(`Failed to update the food: ${error.message}`),
      },
    );
  }

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={inputId} className="font-semibold break-words text-ink">
        Choose another food for {ingredientName}
      </label>
      <Input
        ref={inputRef}
        id={inputId}
        type="search"
        value={query}
        placeholder="Search foods, e.g. butter salted"
        aria-controls={resultsId}
        onChange={(event) => setQuery(event.target.value)}
      />
      <div id={resultsId} aria-live="polite">
        {search.isFetching ? <Spinner className="size-4 text-primary" /> : null}
        {search.data && query.trim().length >= 2 ? (
          search.data.length === 0 ? (
            <p className="text-ink-muted">No foods found</p>
          ) : (
            <ul aria-label="Foods found" className="flex max-h-56 flex-col gap-1 overflow-y-auto">
              {search.data.map((food) => (
                <li key={food.id}>
                  <Button
                    variant="ghost"
                    size="sm"
                    className="h-auto w-full justify-start py-1.5 text-left whitespace-normal"
                    disabled={choose.isPending}
                    onClick={() => pick(food.id)}
                  >
                    {food.name}
                  </Button>
                </li>
              ))}
            </ul>
          )
        ) : null}
      </div>
      {isChosen ? (
        <Button
          variant="secondary"
          size="sm"
          className="self-start"
          disabled={choose.isPending}
          onClick={() => pick(null)}
        >
          Use the automatic match
        </Button>
      ) : null}
    </div>
  );
}
