import {
  formatQuantity,
  type ListMealCard,
  type MergedAmount,
  type MergeInput,
  mergeIngredients,
  type ShoppingIngredient,
  type ShoppingState,
} from '@forkcast/core';

/** One row of a checklist: a line derived from the meals, or an item someone added. */
export type ChecklistRow = {
  /** Stable React key: 'line:{key}' or 'item:{id}'. */
  rowKey: string;
  scope: string;
  name: string;
  /** '2 cup + 200 g', or '' when there is no amount to show. */
  amount: string;
  checked: boolean;
  /** What the edit form starts from. */
  draft: { name: string; quantity: string; unit: string };
} & (
  | { kind: 'line'; key: string; isEdited: boolean }
  | { kind: 'item'; itemId: string; isPending: boolean }
);

/** Ids the screen gives items it has sent but the server has not yet confirmed. */
export const PENDING_ITEM_PREFIX = 'pending-';

/**
 * The recipe's amounts scaled to the servings in this list (quantity times servings over the
 * recipe's own servings, the spec's scaling rule), so a recipe for 4 kept at 4 servings
 * shops for 4, not 16.
 */
/** A meal as the shopping list needs it: its card's servings and its recipe's ingredients. */
export type ShoppingMeal = Pick<ListMealCard, 'servings' | 'originalServings'> & {
  ingredients: readonly ShoppingIngredient[];
};

export function servingsFactor(meal: Pick<ListMealCard, 'servings' | 'originalServings'>): number {
  const original = meal.originalServings > 0 ? meal.originalServings : 1;
  return meal.servings / original;
}

export function mergeInputsOf(meals: readonly ShoppingMeal[]): MergeInput[] {
  return meals.flatMap((meal) =>
    meal.ingredients.map((ingredient) => ({
      name: ingredient.name,
      quantity: ingredient.quantity,
      unit: ingredient.unit,
      servings: servingsFactor(meal),
    })),
  );
}

/** A plain count shows as the number alone: '3 eggs', not '3 unit eggs'. */
function unitShown(unit: string): string {
  return unit === 'unit' ? '' : unit;
}

/** '2 cup + 200 g': the spec's quantity display, amounts of zero left out. */
export function amountText(amounts: readonly MergedAmount[]): string {
  return amounts
    .filter((a) => a.quantity > 0)
    .map((a) => `${formatQuantity(a.quantity)} ${unitShown(a.unit)}`.trim())
    .join(' + ');
}

/**
 * The rows of one checklist: the given meals' ingredients merged by `mergeIngredients`
 * (quantities times servings), each with its shared tick and edit, then the items added
 * to this checklist in the order they were added.
 */
export function buildChecklist(
  scope: string,
  meals: readonly ShoppingMeal[],
  state: ShoppingState,
): ChecklistRow[] {
  const lineStates = new Map(state.lines.filter((l) => l.scope === scope).map((l) => [l.key, l]));
  const lines: ChecklistRow[] = mergeIngredients(mergeInputsOf(meals)).map((line) => {
    const saved = lineStates.get(line.key);
    const edit = saved?.edit ?? null;
    const first = line.amounts.find((a) => a.quantity > 0);
    return {
      kind: 'line',
      rowKey: `line:${line.key}`,
      scope,
      key: line.key,
      isEdited: edit !== null,
      name: edit?.name ?? line.name,
      amount: edit
        ? amountText(edit.quantity === null ? [] : [{ quantity: edit.quantity, unit: edit.unit }])
        : amountText(line.amounts),
      checked: saved?.checked ?? false,
      draft: edit
        ? {
            name: edit.name,
            quantity: edit.quantity === null ? '' : String(edit.quantity),
            unit: edit.unit,
          }
        : {
            name: line.name,
            quantity: first ? formatQuantity(first.quantity) : '',
            unit: first ? unitShown(first.unit) : '',
          },
    };
  });
  const items: ChecklistRow[] = state.items
    .filter((item) => item.scope === scope)
    .map((item) => ({
      kind: 'item',
      rowKey: `item:${item.id}`,
      scope,
      itemId: item.id,
      isPending: item.id.startsWith(PENDING_ITEM_PREFIX),
      name: item.name,
      amount: amountText(
        item.quantity === null ? [] : [{ quantity: item.quantity, unit: item.unit }],
      ),
      checked: item.checked,
      draft: {
        name: item.name,
        quantity: item.quantity === null ? '' : String(item.quantity),
        unit: item.unit,
      },
    }));
  return [...lines, ...items];
}
