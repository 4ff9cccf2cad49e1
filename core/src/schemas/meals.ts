import * as z from 'zod/mini';
import { cleanLine, optionalLine, optionalText, requiredLine } from './text.ts';

/** The spec's messages (sections 5 and 8) and ours where it is silent. */
export const mealMessages = {
  listNameRequired: 'Please enter a name for your list',
  listNameTooLong: 'List names can be at most 100 characters',
  mealNameRequired: 'Please enter a meal name',
  mealNameTooLong: 'Meal names can be at most 200 characters',
  descriptionTooLong: 'Descriptions can be at most 2,000 characters',
  ingredientRequired: 'Please add at least one ingredient',
  ingredientNameRequired: 'Every ingredient needs a name',
  ingredientNameTooLong: 'Ingredient names can be at most 200 characters',
  unitTooLong: 'Units can be at most 40 characters',
  ingredientLineTooLong: 'An ingredient line can be at most 500 characters',
  /** A typed quantity that is not an amount ('a pinch', '2 cups'). */
  quantityUnreadable: 'Write the quantity as a number, like 2, 1/2, 1 1/2 or 0.25',
  quantityNotPositive: 'Quantities must be more than 0',
  quantityTooLarge: 'Quantities can be at most 100,000',
  /** Decision 011: an ingredient always has a quantity, from the spec's minimum of 0.1. */
  ingredientQuantityInvalid: 'Quantities must be a number from 0.1 to 100,000',
  tooManyIngredients: 'A meal can have at most 100 ingredients',
  stepRequired: 'Please add at least one step',
  stepTooLong: 'Steps can be at most 2,000 characters',
  tooManySteps: 'A meal can have at most 100 steps',
  servingsInvalid: 'Servings must be a number from 0.5 to 20',
  cookTimeInvalid: 'Cook time must be a whole number of minutes from 5 to 2,880',
  fridgeLifeInvalid: 'Fridge life must be a whole number of days from 1 to 60',
  imageUrlInvalid: 'The image must be a web address (https://...)',
  sourceInvalid: 'Unknown recipe source',
  usernameRequired: 'Please enter a username',
  /** Lists are shared by username (decision 005); an email address is never looked up. */
  usernameNotEmail:
    'Please enter their username, not their email address: it is shown on their profile',
  tooManyMeals: 'You can add at most 20 meals at once',
  noMealsSelected: 'No meals to add',
} as const;

/** Spec section 9. */
export const SERVINGS = { min: 0.5, max: 20, step: 0.5, default: 1 } as const;
export const QUANTITY = { min: 0.1, step: 0.1, max: 100_000 } as const;
export const COOK_TIME = { min: 5, step: 5, default: 30, max: 2880 } as const;
export const FRIDGE_LIFE = { min: 1, default: 3, max: 60 } as const;
export const MEAL_LIMITS = {
  listName: 100,
  mealName: 200,
  description: 2000,
  ingredientName: 200,
  /** An ingredient line as a recipe wrote it, kept beside what was read from it. */
  ingredientLine: 500,
  unit: 40,
  ingredients: 100,
  step: 2000,
  steps: 100,
  imageUrl: 2048,
  mealsPerRequest: 20,
  /** GET /api/meals answers this many meals at most: the newest, or those a search finds. */
  mealChoices: 500,
} as const;

/** The spec's rule for servings: clamped to 0.5-20, rounded to 2 decimals. */
export function normalizeServings(value: number): number {
  if (!Number.isFinite(value)) return SERVINGS.default;
  const clamped = Math.min(SERVINGS.max, Math.max(SERVINGS.min, value));
  return Math.round(clamped * 100) / 100;
}

export const MEAL_SOURCES = ['manual', 'text', 'url', 'ai', 'ai_list'] as const;
export type MealSourceKind = (typeof MEAL_SOURCES)[number];

const webAddress = /^https?:\/\/[^\s]+$/i;

/** Servings as sent by a form: any finite number, clamped and rounded as the spec says. */
export const servingsSchema = z.pipe(
  z.number({ error: mealMessages.servingsInvalid }).check(
    z.refine((n) => Number.isFinite(n), mealMessages.servingsInvalid),
    z.refine((n) => n > 0, mealMessages.servingsInvalid),
  ),
  z.transform(normalizeServings),
);

export const listNameSchema = requiredLine(
  MEAL_LIMITS.listName,
  mealMessages.listNameRequired,
  mealMessages.listNameTooLong,
);

export const createListSchema = z.object({ name: listNameSchema });
export type CreateListInput = z.infer<typeof createListSchema>;
export const renameListSchema = createListSchema;
export type RenameListInput = CreateListInput;

export const addMemberSchema = z.object({
  username: z.pipe(
    z
      .string({ error: mealMessages.usernameRequired })
      .check(z.overwrite((v) => cleanLine(v).replace(/^@/, ''))),
    z.string().check(
      z.minLength(1, mealMessages.usernameRequired),
      z.maxLength(64),
      // Usernames are letters, digits, dots and underscores: an '@' inside is an email.
      z.refine((v) => !v.includes('@'), mealMessages.usernameNotEmail),
    ),
  ),
});
export type AddMemberInput = z.infer<typeof addMemberSchema>;

/**
 * An ingredient's quantity (decision 011): required, from the spec's minimum (0.1); 'salt to
 * taste' is typed as an amount ('1 pinch'). Zero or less gets its own plain message before the
 * range. The web's forms check with this same schema before sending.
 */
export const ingredientQuantitySchema = z
  .number({ error: mealMessages.ingredientQuantityInvalid })
  .check(
    z.refine((n) => Number.isFinite(n), mealMessages.ingredientQuantityInvalid),
    z.gt(0, mealMessages.quantityNotPositive),
    z.gte(QUANTITY.min, mealMessages.ingredientQuantityInvalid),
    z.lte(QUANTITY.max, mealMessages.ingredientQuantityInvalid),
  );

export const ingredientInputSchema = z.object({
  name: requiredLine(
    MEAL_LIMITS.ingredientName,
    mealMessages.ingredientNameRequired,
    mealMessages.ingredientNameTooLong,
  ),
  quantity: ingredientQuantitySchema,
  // The spec: the unit is empty by default.
  unit: optionalLine(MEAL_LIMITS.unit, mealMessages.unitTooLong),
  // The line the name, amount and unit were read from (imports), kept for the cook and the
  // export; absent for ingredients typed field by field.
  originalLine: z.optional(
    z.nullable(
      z.pipe(
        z.string().check(z.overwrite((v) => cleanLine(v))),
        z
          .string()
          .check(z.maxLength(MEAL_LIMITS.ingredientLine, mealMessages.ingredientLineTooLong)),
      ),
    ),
  ),
});
export type IngredientInput = z.infer<typeof ingredientInputSchema>;

export const ingredientListSchema = z
  .array(ingredientInputSchema)
  .check(
    z.minLength(1, mealMessages.ingredientRequired),
    z.maxLength(MEAL_LIMITS.ingredients, mealMessages.tooManyIngredients),
  );

/**
 * Directions as a list of steps, or as one text split on line breaks (spec); blank steps are
 * dropped either way.
 */
export const directionsSchema = z.pipe(
  z.pipe(
    z._default(z.union([z.array(z.string()), z.string()]), []),
    z.transform((value) => {
      const steps = typeof value === 'string' ? value.split(/\r?\n/) : value;
      return steps.map((s) => cleanLine(s)).filter((s) => s !== '');
    }),
  ),
  z
    .array(z.string().check(z.maxLength(MEAL_LIMITS.step, mealMessages.stepTooLong)))
    .check(z.maxLength(MEAL_LIMITS.steps, mealMessages.tooManySteps)),
);

/** Directions when edited on the meal detail: at least one step remains. */
export const directionsUpdateSchema = z.object({
  directions: z.pipe(
    directionsSchema,
    z.array(z.string()).check(z.minLength(1, mealMessages.stepRequired)),
  ),
});
export type DirectionsUpdateInput = z.infer<typeof directionsUpdateSchema>;

export const ingredientsUpdateSchema = z.object({ ingredients: ingredientListSchema });
export type IngredientsUpdateInput = z.infer<typeof ingredientsUpdateSchema>;

const imageUrlSchema = z.pipe(
  z.pipe(
    z.optional(z.nullable(z.string())),
    z.transform((v) => {
      const trimmed = (v ?? '').trim();
      return trimmed === '' ? null : trimmed;
    }),
  ),
  z.nullable(
    z.string().check(
      z.maxLength(MEAL_LIMITS.imageUrl, mealMessages.imageUrlInvalid),
      // A web address, or an image this server stores or ships ('/uploads/...', '/images/...').
      z.refine((v) => webAddress.test(v) || /^\/[\w/.-]+$/.test(v), mealMessages.imageUrlInvalid),
    ),
  ),
);

/** 'manual', 'text', 'url', 'ai', 'ai_list', or the web address a recipe was imported from. */
const sourceSchema = z._default(
  z.string().check(
    z.maxLength(MEAL_LIMITS.imageUrl, mealMessages.sourceInvalid),
    z.refine(
      (v) => (MEAL_SOURCES as readonly string[]).includes(v) || webAddress.test(v),
      mealMessages.sourceInvalid,
    ),
  ),
  'manual',
);

const optionalWhole = (min: number, max: number, message: string) =>
  z.optional(
    z.nullable(
      z.number({ error: message }).check(
        z.refine((n) => Number.isInteger(n), message),
        z.gte(min, message),
        z.lte(max, message),
      ),
    ),
  );

/**
 * A new meal as every way of adding one sends it (manual, text, URL, AI...). What a way does
 * not know is left out and takes the spec's default: servings 1, source 'manual', cook time
 * 30 minutes, fridge life 3 days.
 */
export const mealDraftSchema = z.object({
  name: requiredLine(
    MEAL_LIMITS.mealName,
    mealMessages.mealNameRequired,
    mealMessages.mealNameTooLong,
  ),
  description: optionalText(MEAL_LIMITS.description, mealMessages.descriptionTooLong),
  servings: z._default(servingsSchema, SERVINGS.default),
  source: sourceSchema,
  imageUrl: imageUrlSchema,
  // The spec's minimum (5) on the server too, not only in the URL form.
  cookTimeMinutes: optionalWhole(COOK_TIME.min, COOK_TIME.max, mealMessages.cookTimeInvalid),
  fridgeLifeDays: optionalWhole(FRIDGE_LIFE.min, FRIDGE_LIFE.max, mealMessages.fridgeLifeInvalid),
  ingredients: ingredientListSchema,
  directions: directionsSchema,
});
export type MealDraftInput = z.input<typeof mealDraftSchema>;
export type MealDraft = z.infer<typeof mealDraftSchema>;

/** Adds new meals to a list: one (manual, text, URL, AI recipe) or several (a meal plan). */
export const createMealsSchema = z.object({
  meals: z
    .array(mealDraftSchema)
    .check(
      z.minLength(1, mealMessages.noMealsSelected),
      z.maxLength(MEAL_LIMITS.mealsPerRequest, mealMessages.tooManyMeals),
    ),
});
export type CreateMealsInput = z.input<typeof createMealsSchema>;

/** Adds meals the user already has ('Add Existing Meals') to a list. */
export const addExistingMealsSchema = z.object({
  mealIds: z
    .array(z.string().check(z.minLength(1), z.maxLength(64)))
    .check(
      z.minLength(1, mealMessages.noMealsSelected),
      z.maxLength(100, 'You can add at most 100 meals at once'),
    ),
});
export type AddExistingMealsInput = z.infer<typeof addExistingMealsSchema>;

export const scheduleSchema = z.nullable(
  z.object({
    day: z.int().check(z.gte(0), z.lte(6)),
    type: z.enum(['cook', 'eat']),
  }),
);

/** Changes a meal's place in a list: its servings, or its schedule (null clears it). */
export const updateListItemSchema = z
  .object({
    servings: z.optional(servingsSchema),
    schedule: z.optional(scheduleSchema),
  })
  .check(
    z.refine(
      (v) => v.servings !== undefined || v.schedule !== undefined,
      'Nothing to change: send servings or schedule',
    ),
  );
export type UpdateListItemInput = z.infer<typeof updateListItemSchema>;

// ---- What the API answers -------------------------------------------------------------

/** Someone as other people see them. */
export type UserRef = {
  id: string;
  username: string;
  fullName: string | null;
  avatarUrl: string | null;
};

export type ListRole = 'owner' | 'editor';
export type ListMember = UserRef & { role: ListRole };

export type Ingredient = { id: string; name: string; quantity: number; unit: string };

/**
 * An ingredient as a meal read gives it: with the line it was read from when it was imported
 * (migration 0012), null when it was typed field by field or changed since. The meal reads
 * always send it (api-responses.ts documents it so); optional here because screens build
 * meals of their own (forms, tests) that have no line to give.
 */
export type MealIngredient = Ingredient & { originalLine?: string | null };

/** GET /api/lists: one card per list, newest first. */
export type ListSummary = {
  id: string;
  name: string;
  createdAt: string;
  /** The signed-in user's role in the list. */
  role: ListRole;
  owner: UserRef;
  mealCount: number;
  scheduledCount: number;
  memberCount: number;
};

export type Meal = {
  id: string;
  name: string;
  description: string;
  /** The servings the recipe was written for (the spec's originalServings). */
  originalServings: number;
  source: string;
  imageUrl: string | null;
  cookTimeMinutes: number;
  fridgeLifeDays: number;
  directions: string[];
  ingredients: MealIngredient[];
  creator: UserRef | null;
  createdAt: string;
};

/** A meal as it sits in a list: its servings and schedule there. */
export type ListMeal = Meal & {
  itemId: string;
  servings: number;
  scheduledDay: number | null;
  scheduledType: 'cook' | 'eat' | null;
};

/** PATCH /api/lists/{listId}/items/{mealId}: the meal's servings and schedule in the list now. */
export type ListItemState = Pick<ListMeal, 'servings' | 'scheduledDay' | 'scheduledType'> & {
  mealId: string;
};

/**
 * A meal on the list screen: its card (name, picture, description, minutes, schedule), without
 * the recipe, which only the Shopping List tab needs (`ListIngredients`) and the meal detail.
 */
export type ListMealCard = Omit<ListMeal, 'ingredients' | 'directions'>;

/** GET /api/lists/{listId}: the list screen's header, members and meal cards, in one answer. */
export type ListDetail = {
  id: string;
  name: string;
  createdAt: string;
  role: ListRole;
  owner: UserRef;
  members: ListMember[];
  meals: ListMealCard[];
};

/**
 * An ingredient as the list's shopping read gives it: what the shopping list adds up. Its id
 * belongs to the meal's own reads (editing, preparation): in this answer, 50 meals of 15
 * ingredients, the ids were nine tenths of the compressed bytes (decision 058).
 */
export type ShoppingIngredient = Omit<Ingredient, 'id'>;

/** GET /api/lists/{listId}/ingredients: the ingredients of every meal of the list, by meal. */
export type ListIngredients = {
  meals: { mealId: string; ingredients: ShoppingIngredient[] }[];
};

/** GET /api/meals/{mealId}?listId=...: the meal detail screen. */
export type MealDetail = Meal & {
  /** The list the meal was opened in, when the user belongs to it; null for read-only views. */
  list: { id: string; name: string } | null;
  /** Servings in that list, or the original servings without one. */
  servings: number;
  scheduledDay: number | null;
  scheduledType: 'cook' | 'eat' | null;
  /** Whether the signed-in user created the meal (only the creator edits it). */
  canEdit: boolean;
};

/** GET /api/meals: the meals a user can add to a list ('Add Existing Meals'). */
export type MealChoice = {
  id: string;
  name: string;
  description: string;
  imageUrl: string | null;
  ingredientCount: number;
  /** Lists of the user's that hold the meal, for labels like 'name (list name)'. */
  lists: { id: string; name: string }[];
  isOwn: boolean;
};
