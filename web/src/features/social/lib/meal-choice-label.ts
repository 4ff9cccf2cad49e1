import type { MealChoice } from '@forkcast/core';

/** The picker's label: 'name (list name)', or the name alone for a meal in no list. */
export function mealChoiceLabel(meal: MealChoice): string {
  const lists = meal.lists.map((list) => list.name).join(', ');
  return lists ? `${meal.name} (${lists})` : meal.name;
}
