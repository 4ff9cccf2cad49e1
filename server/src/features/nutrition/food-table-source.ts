import { createFoodTable, type FoodTable, type FoodTableData } from '@forkcast/core';
// The committed, generated table (scripts/build-nutrition-table.ts). esbuild inlines it into
// the server bundle; nothing in the web app imports it.
import data from '../../../../core/nutrition-data/usda-sr28-foods.json' with { type: 'json' };

let table: FoodTable | undefined;

/** The searchable food table, built once per process (at server start, or the first test app). */
export function loadFoodTable(): FoodTable {
  table ??= createFoodTable(data as unknown as FoodTableData);
  return table;
}
