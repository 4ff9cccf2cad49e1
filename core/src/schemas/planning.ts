import * as z from 'zod/mini';
import { MEAL_LIMITS, mealMessages, QUANTITY } from './meals.ts';
import { optionalLine, requiredLine } from './text.ts';

/**
 * The shared shopping list of a meal list. The lines themselves are derived on the screen
 * from the list's meals (`mergeIngredients`); the server keeps only what people did to them:
 * ticks, manual edits and the items they added. Each checklist on the screen is a scope: the
 * 'All Ingredients' list is 'all', each meal's list under 'By Meal' is that meal's id.
 */
export const SHOPPING_SCOPE_ALL = 'all';

/** Items people add by hand, per list: far more than a week's shop, small enough to poll. */
export const MAX_SHOPPING_ITEMS = 300;

export const shoppingMessages = {
  nameRequired: 'Please enter an ingredient name',
  quantityNotPositive: 'Quantities must be more than 0: leave it empty for no amount',
  scopeInvalid: 'Unknown shopping list section',
  keyInvalid: 'Unknown shopping list line',
  nothingToChange: 'Nothing to change: send checked or edit',
  checkedInvalid: 'Ticked must be true or false',
  tooManyItems: `A shopping list can hold at most ${MAX_SHOPPING_ITEMS} added items`,
  itemNotFound: 'That item is no longer on the shopping list',
  opIdInvalid: 'An operation id is 8 to 64 letters, digits, dashes or underscores',
  clientTimeInvalid: 'The time of a change must be an ISO date and time',
  itemIdInvalid: 'An item id is 8 to 64 letters, digits, dashes or underscores',
  itemIdTaken: 'That item id is already in use',
} as const;

/**
 * What an offline-capable client sends with a change (decision record 014): a client-made
 * operation id, applied at most once per cook, and when the cook made the change, which
 * decides between two changes of the same thing (the later one wins). Both are optional so
 * older clients keep working; without them the server's clock decides and nothing is stored.
 */
const clientIdSchema = (message: string) =>
  z
    .string({ error: message })
    .check(z.minLength(8, message), z.maxLength(64, message), z.regex(/^[A-Za-z0-9_-]+$/, message));

export const opIdSchema = clientIdSchema(shoppingMessages.opIdInvalid);

const clientTimeSchema = z.string({ error: shoppingMessages.clientTimeInvalid }).check(
  z.maxLength(40, shoppingMessages.clientTimeInvalid),
  z.regex(
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?(Z|[+-]\d{2}:\d{2})$/,
    shoppingMessages.clientTimeInvalid,
  ),
  z.refine((v) => Number.isFinite(Date.parse(v)), shoppingMessages.clientTimeInvalid),
);

const operationFields = {
  opId: z.optional(opIdSchema),
  clientTime: z.optional(clientTimeSchema),
};

/** An operation's id and time: both or neither. */
const opFieldsTogether = (v: { opId?: string; clientTime?: string }) =>
  (v.opId === undefined) === (v.clientTime === undefined);
const opFieldsMessage = 'Send an operation id and its time together';

export type OperationMeta = { opId: string; clientTime: string };

const scopeSchema = z
  .string({ error: shoppingMessages.scopeInvalid })
  .check(
    z.minLength(1, shoppingMessages.scopeInvalid),
    z.maxLength(64, shoppingMessages.scopeInvalid),
  );

/** A derived line's key: `ingredientKey` of its name, as `mergeIngredients` returns it. */
const lineKeySchema = z
  .string({ error: shoppingMessages.keyInvalid })
  .check(
    z.minLength(1, shoppingMessages.keyInvalid),
    z.maxLength(MEAL_LIMITS.ingredientName, shoppingMessages.keyInvalid),
  );

/**
 * An empty quantity ('paper towels', 'salt to taste') is stored as no amount at all. Zero is
 * refused: it showed as no amount, which an empty field already says.
 */
const shoppingQuantitySchema = z._default(
  z.nullable(
    z.number({ error: mealMessages.quantityUnreadable }).check(
      z.refine((n) => Number.isFinite(n), mealMessages.quantityUnreadable),
      z.gt(0, shoppingMessages.quantityNotPositive),
      z.lte(QUANTITY.max, mealMessages.quantityTooLarge),
    ),
  ),
  null,
);

/** What an inline edit or the new-ingredient row sends: a non-blank name (spec). */
export const shoppingEditSchema = z.object({
  name: requiredLine(
    MEAL_LIMITS.ingredientName,
    shoppingMessages.nameRequired,
    mealMessages.ingredientNameTooLong,
  ),
  quantity: shoppingQuantitySchema,
  unit: optionalLine(MEAL_LIMITS.unit, mealMessages.unitTooLong),
});
export type ShoppingEditInput = z.input<typeof shoppingEditSchema>;
export type ShoppingEdit = z.infer<typeof shoppingEditSchema>;

const checkedSchema = z.boolean({ error: shoppingMessages.checkedInvalid });

const hasChange = (v: { checked?: boolean; edit?: unknown }) =>
  v.checked !== undefined || v.edit !== undefined;

/**
 * PUT /api/lists/{listId}/shopping/lines: ticks or edits one derived line. Only the fields
 * sent are written, so a tick never undoes someone's edit and the other way round; `edit:
 * null` puts the line back to what the recipes say.
 */
export const updateShoppingLineSchema = z
  .object({
    scope: scopeSchema,
    key: lineKeySchema,
    checked: z.optional(checkedSchema),
    edit: z.optional(z.nullable(shoppingEditSchema)),
    ...operationFields,
  })
  .check(
    z.refine(hasChange, shoppingMessages.nothingToChange),
    z.refine(opFieldsTogether, opFieldsMessage),
  );
export type UpdateShoppingLineInput = z.input<typeof updateShoppingLineSchema>;
export type UpdateShoppingLine = z.infer<typeof updateShoppingLineSchema>;

/** POST /api/lists/{listId}/shopping/items: the new-ingredient row. */
export const addShoppingItemSchema = z
  .object({
    /** A client-made id, so changes queued offline can name the item before it is sent. */
    id: z.optional(clientIdSchema(shoppingMessages.itemIdInvalid)),
    scope: scopeSchema,
    name: shoppingEditSchema.shape.name,
    quantity: shoppingQuantitySchema,
    unit: shoppingEditSchema.shape.unit,
    ...operationFields,
  })
  .check(z.refine(opFieldsTogether, opFieldsMessage));
export type AddShoppingItemInput = z.input<typeof addShoppingItemSchema>;
export type AddShoppingItem = z.infer<typeof addShoppingItemSchema>;

/** PATCH /api/lists/{listId}/shopping/items/{itemId}: ticks or edits an added item. */
export const updateShoppingItemSchema = z
  .object({
    checked: z.optional(checkedSchema),
    edit: z.optional(shoppingEditSchema),
    ...operationFields,
  })
  .check(
    z.refine(hasChange, shoppingMessages.nothingToChange),
    z.refine(opFieldsTogether, opFieldsMessage),
  );
export type UpdateShoppingItemInput = z.input<typeof updateShoppingItemSchema>;
export type UpdateShoppingItem = z.infer<typeof updateShoppingItemSchema>;

/** POST /api/lists/{listId}/shopping/untick: starts a checklist's shop over. */
export const untickShoppingSchema = z
  .object({ scope: scopeSchema, ...operationFields })
  .check(z.refine(opFieldsTogether, opFieldsMessage));

/** DELETE /api/lists/{listId}/shopping/items/{itemId}: an optional body naming the operation. */
export const removeShoppingItemSchema = z
  .object({ ...operationFields })
  .check(z.refine(opFieldsTogether, opFieldsMessage));
export type UntickShopping = z.infer<typeof untickShoppingSchema>;

// ---- What the API answers -------------------------------------------------------------

/** What was done to one derived line of one checklist. */
export type ShoppingLineState = {
  scope: string;
  key: string;
  checked: boolean;
  /** A member's manual edit, shown instead of the recipes' amounts; null when none. */
  edit: ShoppingEdit | null;
  updatedAt: string;
};

/** An item a member added through the new-ingredient row. */
export type ShoppingItem = {
  id: string;
  scope: string;
  name: string;
  quantity: number | null;
  unit: string;
  checked: boolean;
  createdAt: string;
  updatedAt: string;
};

/** GET /api/lists/{listId}/shopping. Items in the order they were added. */
export type ShoppingState = { lines: ShoppingLineState[]; items: ShoppingItem[] };

/**
 * What a write answers besides its entity: `overridden` is true when a later change (by the
 * time the cooks made them) already holds, so this one was kept out; the screen says so.
 */
export type ShoppingWriteResult = { overridden: boolean };
