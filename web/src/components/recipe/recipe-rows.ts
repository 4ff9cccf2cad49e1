import {
  firstIssueMessage,
  type IngredientInput,
  ingredientListSchema,
  ingredientQuantitySchema,
  mealMessages,
  readQuantityText,
} from '@forkcast/core';

/**
 * Editable rows of the recipe forms. Quantities stay text while typed ('1.', '') so that a
 * cook can clear a field and type again; they become numbers when the form is saved.
 */
export type IngredientRow = {
  key: string;
  name: string;
  quantity: string;
  unit: string;
  /**
   * The line an imported row was read from and what was read: sent back while the row is
   * unchanged, so the meal keeps it (nutrition weighs its sizes and notes); an edited row
   * no longer says what the line says and goes without it.
   */
  read?: { line: string; name: string; quantity: string; unit: string };
};
export type DirectionRow = { key: string; text: string };

let counter = 0;
/** A key for React lists that stays with a row while rows above it come and go. */
export function rowKey(): string {
  counter += 1;
  return `row-${counter}`;
}

export function emptyIngredientRow(): IngredientRow {
  return { key: rowKey(), name: '', quantity: '1', unit: '' };
}

export function emptyDirectionRow(): DirectionRow {
  return { key: rowKey(), text: '' };
}

export function toIngredientRows(
  ingredients: readonly {
    name: string;
    quantity: number;
    unit: string;
    originalLine?: string | null;
  }[],
): IngredientRow[] {
  if (ingredients.length === 0) return [emptyIngredientRow()];
  return ingredients.map((i) => {
    const row = {
      key: rowKey(),
      name: i.name,
      quantity: formatEditableQuantity(i.quantity),
      unit: i.unit,
    };
    return i.originalLine
      ? {
          ...row,
          read: { line: i.originalLine, name: row.name, quantity: row.quantity, unit: row.unit },
        }
      : row;
  });
}

export function toDirectionRows(directions: readonly string[]): DirectionRow[] {
  if (directions.length === 0) return [emptyDirectionRow()];
  return directions.map((text) => ({ key: rowKey(), text }));
}

/** Up to two decimals, no trailing zeros: 0.333333 reads '0.33', 2 reads '2'. */
export function formatEditableQuantity(quantity: number): string {
  if (!Number.isFinite(quantity)) return '';
  return String(Math.round(quantity * 100) / 100);
}

/**
 * A typed quantity as a number: '1,5', '1/2', '1 1/2' and '½' read as a cook means them.
 * Blank or unreadable text is NaN, which the shared schema refuses: every ingredient has a
 * quantity (decision 011).
 */
export function parseQuantity(text: string): number {
  return readQuantityText(text) ?? Number.NaN;
}

/**
 * What is wrong with one typed quantity, or null: text that is no amount says how to write
 * one; an amount says why the schema refuses it (zero or less, out of range).
 */
export function quantityProblem(text: string): string | null {
  const quantity = readQuantityText(text);
  if (quantity !== null && Number.isNaN(quantity)) return mealMessages.quantityUnreadable;
  const parsed = ingredientQuantitySchema.safeParse(quantity ?? Number.NaN);
  return parsed.success ? null : firstIssueMessage(parsed.error);
}

/**
 * What stops these ingredient rows from being saved, in the shared schema's words (the
 * server checks the same): no named ingredient, or a quantity missing, unreadable or out of
 * range.
 */
export function ingredientsProblem(rows: readonly IngredientRow[]): string | null {
  const badQuantity = rows.find((row) => row.name.trim() !== '' && quantityProblem(row.quantity));
  if (badQuantity) return quantityProblem(badQuantity.quantity);
  const parsed = ingredientListSchema.safeParse(fromIngredientRows(rows));
  return parsed.success ? null : firstIssueMessage(parsed.error);
}

/**
 * The control a form focuses when `ingredientsProblem` finds something: the first named row's
 * quantity that is wrong ('quantity-2'), else the first ingredient name ('ingredient-0').
 */
export function ingredientsProblemControl(rows: readonly IngredientRow[]): string {
  const index = rows.findIndex((row) => row.name.trim() !== '' && quantityProblem(row.quantity));
  return index >= 0 ? `quantity-${index}` : 'ingredient-0';
}

/** The ingredients worth saving: rows with a name, trimmed, quantities as numbers. */
export function fromIngredientRows(rows: readonly IngredientRow[]): IngredientInput[] {
  return rows
    .filter((row) => row.name.trim() !== '')
    .map((row) => {
      const ingredient = {
        name: row.name.trim(),
        quantity: parseQuantity(row.quantity),
        unit: row.unit.trim(),
      };
      const { read } = row;
      const isAsRead =
        read !== undefined &&
        ingredient.name === read.name.trim() &&
        row.quantity.trim() === read.quantity &&
        ingredient.unit === read.unit.trim();
      return isAsRead ? { ...ingredient, originalLine: read.line } : ingredient;
    });
}

/** Steps worth saving: blank steps are dropped (spec). */
export function fromDirectionRows(rows: readonly DirectionRow[]): string[] {
  return rows.map((row) => row.text.trim()).filter((text) => text !== '');
}
