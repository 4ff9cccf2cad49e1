import * as z from 'zod/mini';
import { API_TOKEN_SCOPES, IMPORT_STATUSES } from './move-in-out.ts';

/**
 * The shapes of the API's answers, for the OpenAPI document (issue 19). The TypeScript types
 * next to each feature stay the source of truth for the code; these describe the same JSON
 * for other tools, and the server's tests check real answers against them. Objects are loose:
 * a field added later does not break a client reading the ones listed here.
 */
const nullableString = z.nullable(z.string());

export const errorResponseSchema = z.object({
  error: z.object({ code: z.string(), message: z.string() }),
});

export const userRefSchema = z.looseObject({
  id: z.string(),
  username: z.string(),
  fullName: nullableString,
  avatarUrl: nullableString,
});

export const sessionResponseSchema = z.object({
  user: z.object({ id: z.string(), email: z.string(), name: z.string() }),
  profile: z.object({
    username: z.string(),
    fullName: nullableString,
    location: nullableString,
    avatarUrl: nullableString,
  }),
});

const roleSchema = z.enum(['owner', 'editor']);

export const listSummarySchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  role: roleSchema,
  owner: userRefSchema,
  mealCount: z.number(),
  scheduledCount: z.number(),
  memberCount: z.number(),
});

/** In the list's shopping read: no id (decision 058). */
const shoppingIngredientSchema = z.object({
  name: z.string(),
  quantity: z.number(),
  unit: z.string(),
});

export const ingredientSchema = z.object({
  id: z.string(),
  ...shoppingIngredientSchema.shape,
});

/** In meal reads: the line the ingredient was read from (imports), or null. */
export const mealIngredientSchema = z.object({
  ...ingredientSchema.shape,
  originalLine: nullableString,
});

const mealFields = {
  id: z.string(),
  name: z.string(),
  description: z.string(),
  originalServings: z.number(),
  source: z.string(),
  imageUrl: nullableString,
  cookTimeMinutes: z.number(),
  fridgeLifeDays: z.number(),
  directions: z.array(z.string()),
  ingredients: z.array(mealIngredientSchema),
  creator: z.nullable(userRefSchema),
  createdAt: z.string(),
};
const scheduleFields = {
  servings: z.number(),
  scheduledDay: z.nullable(z.number()),
  scheduledType: z.nullable(z.enum(['cook', 'eat'])),
};

export const listMealSchema = z.looseObject({
  ...mealFields,
  ...scheduleFields,
  itemId: z.string(),
});

/** A meal on the list screen: its card, without the recipe (GET /lists/{id}/ingredients has it). */
const { directions: _directions, ingredients: _ingredients, ...cardFields } = mealFields;
export const listMealCardSchema = z.looseObject({
  ...cardFields,
  ...scheduleFields,
  itemId: z.string(),
});

export const listDetailSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  role: roleSchema,
  owner: userRefSchema,
  members: z.array(z.looseObject({ id: z.string(), username: z.string(), role: roleSchema })),
  meals: z.array(listMealCardSchema),
});

export const mealDetailSchema = z.looseObject({
  ...mealFields,
  ...scheduleFields,
  list: z.nullable(z.object({ id: z.string(), name: z.string() })),
  canEdit: z.boolean(),
});

export const mealChoiceSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  imageUrl: nullableString,
  ingredientCount: z.number(),
  lists: z.array(z.object({ id: z.string(), name: z.string() })),
  isOwn: z.boolean(),
});

export const importJobSchema = z.object({
  id: z.string(),
  status: z.enum(IMPORT_STATUSES),
  total: z.number(),
  done: z.number(),
  skipped: z.number(),
  failed: z.number(),
  listId: nullableString,
  fileName: z.string(),
  format: z.string(),
  problems: z.array(z.object({ recipe: z.string(), reason: z.string() })),
});

export const apiTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  scope: z.enum(API_TOKEN_SCOPES),
  createdAt: z.string(),
  lastUsedAt: nullableString,
});

/** POST /api/import/url, /url/ai, /html: a recipe read from a page, not stored (a draft). */
export const importedRecipeSchema = z.object({
  name: z.string(),
  description: z.string(),
  imageUrl: nullableString,
  servings: z.number(),
  cookTimeMinutes: z.number(),
  fridgeLifeDays: z.number(),
  ingredients: z.array(
    z.object({
      name: z.string(),
      quantity: z.number(),
      unit: z.string(),
      originalLine: z.optional(nullableString),
    }),
  ),
  directions: z.array(z.string()),
  source: z.string(),
});

/** The shared shopping list: derived lines as members ticked or edited them, and added items. */
const shoppingEditAnswerSchema = z.object({
  name: z.string(),
  quantity: z.nullable(z.number()),
  unit: z.string(),
});
export const shoppingLineSchema = z.looseObject({
  scope: z.string(),
  key: z.string(),
  checked: z.boolean(),
  edit: z.nullable(shoppingEditAnswerSchema),
  updatedAt: z.string(),
});
export const shoppingItemSchema = z.looseObject({
  id: z.string(),
  scope: z.string(),
  name: z.string(),
  quantity: z.nullable(z.number()),
  unit: z.string(),
  checked: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** The social answers: posts, comments, reactions, follows and profiles. */
export const feedPostSchema = z.looseObject({
  id: z.string(),
  author: userRefSchema,
  postType: z.enum(['text', 'media']),
  text: nullableString,
  imageUrl: nullableString,
  meal: z.nullable(z.object({ id: z.string(), name: z.string() })),
  createdAt: z.string(),
  likeCount: z.number(),
  commentCount: z.number(),
  saveCount: z.number(),
  isLikedByUser: z.boolean(),
  isSavedByUser: z.boolean(),
  isOwn: z.boolean(),
});
const commentSchema = z.looseObject({
  id: z.string(),
  postId: z.string(),
  author: userRefSchema,
  text: z.string(),
  createdAt: z.string(),
  isOwn: z.boolean(),
});
const profileUserSchema = z.looseObject({ ...userRefSchema.shape, location: nullableString });
const profileMealSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  imageUrl: nullableString,
  likeCount: z.number(),
  listId: nullableString,
});
const nextCursor = nullableString;

/** POST /api/ai/recipe and /api/ai/plan: generated recipes, every default resolved. */
const generatedRecipeSchema = z.looseObject({
  name: z.string(),
  description: z.string(),
  servings: z.number(),
  cookTimeMinutes: z.number(),
  fridgeLifeDays: z.number(),
  imageUrl: z.string(),
  ingredients: z.array(z.object({ name: z.string(), quantity: z.number(), unit: z.string() })),
  directions: z.array(z.string()),
});

/** Nutrition from the food table (USDA SR28): per serving, per recipe, per ingredient. */
const nutrientsSchema = z.object({
  kcal: z.number(),
  protein: z.number(),
  carbohydrate: z.number(),
  fat: z.number(),
  saturatedFat: z.number(),
  fibre: z.number(),
  sugar: z.number(),
  sodium: z.number(),
});
const nutritionSourceSchema = z.enum(['usda', 'estimate']);
const mealNutritionSchema = z.looseObject({
  servings: z.number(),
  perServing: nutrientsSchema,
  total: nutrientsSchema,
  coverage: z.looseObject({
    counted: z.number(),
    of: z.number(),
    leftOut: z.array(z.string()),
    isReliable: z.boolean(),
  }),
  ingredients: z.array(
    z.looseObject({
      line: z.string(),
      name: z.string(),
      status: z.enum(['counted', 'no-amount', 'no-match', 'no-weight']),
      food: z.nullable(z.object({ id: z.string(), name: z.string() })),
      grams: z.nullable(z.number()),
      basis: z.string(),
      isChosen: z.boolean(),
      nutrients: z.nullable(nutrientsSchema),
    }),
  ),
  source: nutritionSourceSchema,
  ingredientIds: z.array(z.string()),
  credit: z.string(),
});
const listNutritionSchema = z.looseObject({
  peopleEating: z.number(),
  isPeopleEatingSet: z.boolean(),
  meals: z.array(
    z.looseObject({
      mealId: z.string(),
      perServing: nutrientsSchema,
      source: nutritionSourceSchema,
    }),
  ),
});

/**
 * The account answers. Sign-up and sign-in answer the user alone: Better Auth's body also
 * carries the session token, which the server cuts out (the browser keeps it only in the
 * httpOnly cookie), so the answer is strict and a token that came back would fail the test.
 * The password and sign-out answers are Better Auth's own bodies (ours for a change).
 */
export const signedInResponseSchema = z.strictObject({
  user: z.strictObject({ id: z.string(), email: z.string(), name: z.string() }),
});
export const signedOutResponseSchema = z.object({ success: z.literal(true) });
/** The same answer whether the email has an account or not, and when over the cap. */
export const resetRequestedResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
});
export const passwordResetResponseSchema = z.object({ status: z.literal(true) });
export const passwordChangedResponseSchema = z.object({ ok: z.literal(true) });
export type PasswordChangedResponse = z.infer<typeof passwordChangedResponseSchema>;

/**
 * A list whose screens changed, and its version after the change: what a write publishes once
 * committed and what `/api/events` tells a member (its `change` event).
 */
export type ListChange = { listId: string; version: number };

/** GET /api/export/recipes?format=jsonld: the cook's recipes as schema.org Recipe objects. */
export const recipesJsonLdSchema = z.array(
  z.looseObject({
    '@context': z.literal('https://schema.org'),
    '@type': z.literal('Recipe'),
    name: z.string(),
    description: z.optional(z.string()),
    recipeYield: z.string(),
    totalTime: z.string(),
    recipeIngredient: z.array(z.string()),
    recipeInstructions: z.array(z.object({ '@type': z.literal('HowToStep'), text: z.string() })),
    url: z.optional(z.string()),
    image: z.optional(z.string()),
    dateCreated: z.string(),
  }),
);

/** Only the OpenAPI document itself is described as "a JSON object". */
export const anyObjectSchema = z.looseObject({});

export const apiResponses = {
  error: errorResponseSchema,
  listIngredients: z.object({
    meals: z.array(
      z.object({ mealId: z.string(), ingredients: z.array(shoppingIngredientSchema) }),
    ),
  }),
  /** Signed out is an answer too: `null`, not a 401. */
  session: z.nullable(sessionResponseSchema),
  signedIn: signedInResponseSchema,
  signedOut: signedOutResponseSchema,
  resetRequested: resetRequestedResponseSchema,
  passwordReset: passwordResetResponseSchema,
  passwordChanged: passwordChangedResponseSchema,
  lists: z.object({ lists: z.array(listSummarySchema) }),
  list: z.object({ list: listSummarySchema }),
  listDetail: z.object({ list: listDetailSchema }),
  member: z.object({
    member: z.looseObject({ id: z.string(), username: z.string(), role: roleSchema }),
  }),
  newMeals: z.object({ meals: z.array(listMealSchema) }),
  added: z.object({ added: z.number() }),
  item: z.object({ item: z.looseObject({ mealId: z.string(), ...scheduleFields }) }),
  meal: z.object({ meal: mealDetailSchema }),
  mealChoices: z.object({ meals: z.array(mealChoiceSchema) }),
  ingredients: z.object({ ingredients: z.array(ingredientSchema) }),
  directions: z.object({ directions: z.array(z.string()) }),
  importJob: z.object({ import: importJobSchema }),
  recipesJsonLd: recipesJsonLdSchema,
  latestImport: z.object({ import: z.nullable(importJobSchema) }),
  tokens: z.object({ tokens: z.array(apiTokenSchema) }),
  tokenCreated: z.object({ token: z.string(), apiToken: apiTokenSchema }),
  health: z.looseObject({ status: z.string() }),
  urlImport: z.union([
    z.object({ status: z.literal('ok'), recipe: importedRecipeSchema, needsAi: z.literal(false) }),
    z.object({
      status: z.literal('incomplete'),
      recipe: importedRecipeSchema,
      needsAi: z.literal(true),
    }),
    z.object({ status: z.literal('fetch_failed'), message: z.string(), needsAi: z.literal(true) }),
  ]),
  aiImport: z.object({ status: z.enum(['ok', 'failed']), recipe: importedRecipeSchema }),
  htmlImport: z.object({ status: z.enum(['ok', 'incomplete']), recipe: importedRecipeSchema }),
  shopping: z.object({ lines: z.array(shoppingLineSchema), items: z.array(shoppingItemSchema) }),
  shoppingLine: z.object({ line: shoppingLineSchema, overridden: z.boolean() }),
  shoppingItem: z.object({ item: shoppingItemSchema, overridden: z.boolean() }),
  unticked: z.object({ unticked: z.number(), overridden: z.boolean() }),
  feedPage: z.object({ posts: z.array(feedPostSchema), nextCursor }),
  post: feedPostSchema,
  postReaction: z.union([
    z.object({ isLiked: z.boolean(), likeCount: z.number() }),
    z.object({ isSaved: z.boolean(), saveCount: z.number() }),
  ]),
  recipeReactions: z.object({ likeCount: z.number(), isLiked: z.boolean(), isSaved: z.boolean() }),
  commentPage: z.object({ comments: z.array(commentSchema), nextCursor }),
  commentAdded: z.object({ comment: commentSchema, commentCount: z.number() }),
  followState: z.object({ isFollowing: z.boolean(), followerCount: z.number() }),
  followPage: z.object({ users: z.array(userRefSchema), nextCursor }),
  savedRecipes: z.object({
    recipes: z.array(
      z.looseObject({ ...profileMealSchema.shape, creator: z.nullable(userRefSchema) }),
    ),
    nextCursor,
  }),
  profile: z.object({
    user: profileUserSchema,
    isSelf: z.boolean(),
    isFollowing: z.boolean(),
    followerCount: z.number(),
    followingCount: z.number(),
    mealCount: z.number(),
    sharedMeals: z.array(profileMealSchema),
    popularMeals: z.array(profileMealSchema),
  }),
  profileUser: profileUserSchema,
  avatar: z.object({ avatarUrl: z.string() }),
  generatedRecipe: z.object({ recipe: generatedRecipeSchema }),
  generatedPlan: z.object({ meals: z.array(generatedRecipeSchema) }),
  mealNutrition: z.object({ nutrition: mealNutritionSchema }),
  listNutrition: z.object({ nutrition: listNutritionSchema }),
  foods: z.object({ foods: z.array(z.object({ id: z.string(), name: z.string() })) }),
  object: anyObjectSchema,
} as const;
