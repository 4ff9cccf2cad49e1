import {
  addExistingMealsSchema,
  addMemberSchema,
  addShoppingItemSchema,
  apiResponses,
  changePasswordSchema,
  clientErrorReportSchema,
  createApiTokenSchema,
  createCommentSchema,
  createListSchema,
  createMealsSchema,
  directionsUpdateSchema,
  foodChoiceSchema,
  generatePlanSchema,
  generateRecipeSchema,
  importHtmlSchema,
  importUrlSchema,
  ingredientsUpdateSchema,
  peopleEatingSchema,
  renameListSchema,
  requestPasswordResetSchema,
  resetPasswordSchema,
  type Schema,
  signInSchema,
  signUpSchema,
  untickShoppingSchema,
  updateListItemSchema,
  updateProfileSchema,
  updateShoppingItemSchema,
  updateShoppingLineSchema,
} from '@forkcast/core';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import { type DescribeRouteOptions, resolver } from 'hono-openapi';

type Answer = {
  status: number;
  schema: Schema<unknown> | null;
  /** The media type of the answer: the schema's (JSON by default), or one without a schema. */
  type?: string;
  /** Other media types the route may answer with, described in words (a zip, say). */
  also?: string[];
  what: string;
};

/** One documented route: its words, the shared schema of its body, and its answers. */
export type RouteDoc = {
  summary: string;
  tag: string;
  /** A JSON body, validated by `readJson` with this very schema. */
  body?: Schema<unknown>;
  /** A multipart form (uploads), described by its fields. */
  form?: Record<string, { type: 'string' | 'binary'; required?: boolean; description?: string }>;
  query?: Record<string, { description: string; enum?: string[] }>;
  /** The successful answer; errors are always the shared error body. */
  ok: Answer;
  /** No session needed (sign-in, sign-up, reset, health, public reads). */
  public?: boolean;
};

const json = (schema: Schema<unknown>, what: string, status = 200): Answer => ({
  status,
  schema,
  what,
});
const none = (what: string): Answer => ({ status: 204, schema: null, what });
const r = apiResponses;
/** The `nextCursor` of the page before; none for the first page. */
const pageCursor = { description: "The page before's nextCursor (none: the first page)" };

/**
 * Every API route, keyed by method and Hono path under /api. app.ts describes each one with
 * hono-openapi's describeRoute (on an app of their own that serves nothing, so that no request
 * pays for them), and the OpenAPI test fails when a route has no entry here or an entry has no
 * route. Bodies are the same zod schemas `readJson` validates with.
 */
export const apiRouteDocs: Record<string, RouteDoc> = {
  'GET /health': {
    summary: 'Server and database health',
    tag: 'Health',
    ok: json(r.health, 'Health'),
    public: true,
  },
  'GET /session': {
    summary: 'The signed-in user and profile',
    tag: 'Account',
    ok: json(r.session, 'The session, or null when signed out'),
  },

  'POST /auth/sign-up/email': {
    summary: 'Create an account and sign in',
    tag: 'Account',
    body: signUpSchema,
    ok: json(r.signedIn, 'Signed up: the user (the session is in the cookie)'),
    public: true,
  },
  'POST /auth/sign-in/email': {
    summary: 'Sign in',
    tag: 'Account',
    body: signInSchema,
    ok: json(r.signedIn, 'Signed in: the user (the session is in the cookie)'),
    public: true,
  },
  'POST /auth/request-password-reset': {
    summary: 'Email a password reset link',
    tag: 'Account',
    body: requestPasswordResetSchema,
    ok: json(r.resetRequested, 'Asked (the same answer for an unknown email)'),
    public: true,
  },
  'POST /auth/reset-password': {
    summary: 'Set a new password with a reset link',
    tag: 'Account',
    body: resetPasswordSchema,
    ok: json(r.passwordReset, 'Reset'),
    public: true,
  },
  'POST /auth/change-password': {
    summary: 'Change the password (browser session only)',
    tag: 'Account',
    body: changePasswordSchema,
    ok: json(r.passwordChanged, 'Changed'),
  },
  'POST /auth/sign-out': {
    summary: 'Sign out',
    tag: 'Account',
    ok: json(r.signedOut, 'Signed out'),
  },

  'POST /import/url': {
    summary: 'Read a recipe from a web address (a draft, nothing stored)',
    tag: 'Recipe import',
    body: importUrlSchema,
    ok: json(r.urlImport, 'The draft, or why the page could not be read'),
  },
  'POST /import/url/ai': {
    summary: 'Read a recipe page with the AI provider',
    tag: 'Recipe import',
    body: importUrlSchema,
    ok: json(r.aiImport, 'The draft'),
  },
  'POST /import/html': {
    summary: 'Read a recipe from a pasted page source or JSON-LD',
    tag: 'Recipe import',
    body: importHtmlSchema,
    ok: json(r.htmlImport, 'The draft'),
  },

  'POST /imports': {
    summary:
      'Import a recipe file (Paprika, Mealie, Tandoor, Forkcast, JSON-LD, page, address list) as a job',
    tag: 'Move in and out',
    form: {
      file: { type: 'binary', required: true, description: 'Up to 200 MB and 5,000 recipes' },
      listId: { type: 'string', description: 'The list to add the recipes to' },
      newListName: { type: 'string', description: "Or a new list's name (empty: the file's name)" },
    },
    ok: json(r.importJob, 'The job, started', 202),
  },
  'GET /imports/latest': {
    summary: 'Your most recent import job',
    tag: 'Move in and out',
    ok: json(r.latestImport, 'The job or null'),
  },
  'GET /imports/:id': {
    summary: 'An import job: status, counts and problems',
    tag: 'Move in and out',
    ok: json(r.importJob, 'The job'),
  },
  'DELETE /imports/:id': {
    summary: 'Cancel an import after the current recipe',
    tag: 'Move in and out',
    ok: none('Cancel asked'),
  },
  'GET /export': {
    summary: 'The whole account as a zip (forkcast.json and pictures)',
    tag: 'Move in and out',
    ok: { status: 200, schema: null, type: 'application/zip', what: 'The zip, streamed' },
  },
  'GET /export/recipes': {
    summary: 'Your recipes as schema.org JSON-LD, or a zip of Markdown files',
    tag: 'Move in and out',
    query: {
      format: { description: 'jsonld (default) or markdown', enum: ['jsonld', 'markdown'] },
    },
    ok: {
      status: 200,
      schema: r.recipesJsonLd,
      type: 'application/ld+json',
      also: ['application/zip'],
      what: 'The recipes as JSON-LD (a zip of Markdown files for markdown)',
    },
  },
  'POST /tokens': {
    summary: 'Create a personal API token (shown once)',
    tag: 'API tokens',
    body: createApiTokenSchema,
    ok: json(r.tokenCreated, 'The token', 201),
  },
  'GET /tokens': {
    summary: 'Your API tokens with their last use',
    tag: 'API tokens',
    ok: json(r.tokens, 'The tokens'),
  },
  'DELETE /tokens/:id': { summary: 'Revoke an API token', tag: 'API tokens', ok: none('Revoked') },

  'POST /ai/recipe': {
    summary: 'Generate a recipe with AI',
    tag: 'AI',
    body: generateRecipeSchema,
    ok: json(r.generatedRecipe, 'The recipe draft'),
  },
  'POST /ai/plan': {
    summary: 'Generate a meal plan with AI',
    tag: 'AI',
    body: generatePlanSchema,
    ok: json(r.generatedPlan, 'The plan'),
  },

  'GET /lists/:listId/shopping': {
    summary: "A list's shopping list",
    tag: 'Shopping',
    ok: json(r.shopping, 'The shopping list'),
  },
  'PUT /lists/:listId/shopping/lines': {
    summary: 'Tick or edit a shopping line',
    tag: 'Shopping',
    body: updateShoppingLineSchema,
    ok: json(r.shoppingLine, 'The line'),
  },
  'POST /lists/:listId/shopping/untick': {
    summary: 'Untick every line of a checklist',
    tag: 'Shopping',
    body: untickShoppingSchema,
    ok: json(r.unticked, 'How many'),
  },
  'POST /lists/:listId/shopping/items': {
    summary: 'Add an item to the shopping list',
    tag: 'Shopping',
    body: addShoppingItemSchema,
    ok: json(r.shoppingItem, 'The item', 201),
  },
  'PATCH /lists/:listId/shopping/items/:itemId': {
    summary: 'Change an added item',
    tag: 'Shopping',
    body: updateShoppingItemSchema,
    ok: json(r.shoppingItem, 'The item'),
  },
  'DELETE /lists/:listId/shopping/items/:itemId': {
    summary: 'Remove an added item',
    tag: 'Shopping',
    ok: none('Removed'),
  },

  'GET /lists': {
    summary: 'Your lists, newest first',
    tag: 'Lists',
    ok: json(r.lists, 'The lists'),
  },
  'POST /lists': {
    summary: 'Create a list',
    tag: 'Lists',
    body: createListSchema,
    ok: json(r.list, 'The list', 201),
  },
  'GET /lists/:listId': {
    summary: 'A list with its members and meal cards (ETag: 304 when unchanged)',
    tag: 'Lists',
    ok: json(r.listDetail, 'The list'),
  },
  'GET /lists/:listId/ingredients': {
    summary: "The ingredients of the list's meals, by meal (ETag: 304 when unchanged)",
    tag: 'Lists',
    ok: json(r.listIngredients, 'The ingredients'),
  },
  'GET /lists/:listId/nutrition': {
    summary: 'Nutrition of every meal in the list, for daily totals on the schedule',
    tag: 'Nutrition',
    ok: json(r.listNutrition, 'The figures'),
  },
  'PUT /lists/:listId/people-eating': {
    summary: 'How many people eat from the list (null: its members count)',
    tag: 'Nutrition',
    body: peopleEatingSchema,
    ok: json(r.listNutrition, 'The figures again'),
  },
  'PATCH /lists/:listId': {
    summary: 'Rename a list (owner)',
    tag: 'Lists',
    body: renameListSchema,
    ok: json(r.list, 'The list'),
  },
  'DELETE /lists/:listId': { summary: 'Delete a list (owner)', tag: 'Lists', ok: none('Deleted') },
  'POST /lists/:listId/members': {
    summary: 'Invite someone by username (owner)',
    tag: 'Lists',
    body: addMemberSchema,
    ok: json(r.member, 'The member', 201),
  },
  'DELETE /lists/:listId/members/:userId': {
    summary: 'Remove a member, or leave',
    tag: 'Lists',
    ok: none('Removed'),
  },
  'POST /lists/:listId/meals': {
    summary: 'Add new meals (1 to 20) with their ingredients',
    tag: 'Lists',
    body: createMealsSchema,
    ok: json(r.newMeals, 'The meals', 201),
  },
  'POST /lists/:listId/items': {
    summary: 'Add meals you already have',
    tag: 'Lists',
    body: addExistingMealsSchema,
    ok: json(r.added, 'How many were added'),
  },
  'PATCH /lists/:listId/items/:mealId': {
    summary: "A meal's servings or schedule in a list",
    tag: 'Lists',
    body: updateListItemSchema,
    ok: json(r.item, 'The item'),
  },
  'DELETE /lists/:listId/items/:mealId': {
    summary: 'Take a meal off a list',
    tag: 'Lists',
    ok: none('Removed'),
  },
  'POST /lists/:listId/items/:mealId/restore': {
    summary: 'Undo taking a meal off a list (within an hour): back in its place, as it was',
    tag: 'Lists',
    ok: json(r.item, 'The item'),
  },

  'GET /meals': {
    summary: 'Meals you can add to a list: the 500 newest, or those whose name holds q',
    tag: 'Meals',
    query: { q: { description: 'Words of the meal name (as typed, any case)' } },
    ok: json(r.mealChoices, 'The meals'),
  },
  'GET /meals/:mealId': {
    summary: 'A meal, as opened from a list',
    tag: 'Meals',
    query: { listId: { description: 'The list it was opened from' } },
    ok: json(r.meal, 'The meal'),
  },
  'GET /meals/:mealId/nutrition': {
    summary: 'Nutrition per serving from USDA SR28, per ingredient, with coverage',
    tag: 'Nutrition',
    ok: json(r.mealNutrition, 'The figures'),
  },
  'PUT /meals/:mealId/ingredients/:ingredientId/food': {
    summary: 'Choose the food an ingredient counts as (creator; null: back to the match)',
    tag: 'Nutrition',
    body: foodChoiceSchema,
    ok: json(r.mealNutrition, 'The figures again'),
  },
  'GET /foods': {
    summary: 'Search the food table',
    tag: 'Nutrition',
    query: { q: { description: 'Words of the food name' } },
    ok: json(r.foods, 'The foods'),
  },
  'GET /events': {
    summary: 'Live updates of your lists (Server-Sent Events: {listId, version})',
    tag: 'Lists',
    ok: { status: 200, schema: null, type: 'text/event-stream', what: 'The event stream' },
  },
  'POST /client-errors': {
    summary: 'Report a screen that failed in the browser (logged; rate-limited)',
    tag: 'Health',
    body: clientErrorReportSchema,
    ok: none('Logged'),
    public: true,
  },
  'PUT /meals/:mealId/ingredients': {
    summary: 'Replace the ingredients (creator)',
    tag: 'Meals',
    body: ingredientsUpdateSchema,
    ok: json(r.ingredients, 'The ingredients'),
  },
  'PUT /meals/:mealId/directions': {
    summary: 'Replace the steps (creator)',
    tag: 'Meals',
    body: directionsUpdateSchema,
    ok: json(r.directions, 'The steps'),
  },

  'GET /profiles/:userId': {
    summary: "A cook's profile",
    tag: 'Social',
    ok: json(r.profile, 'The profile'),
  },
  'PUT /profile': {
    summary: 'Edit your profile',
    tag: 'Social',
    body: updateProfileSchema,
    ok: json(r.profileUser, 'The profile'),
  },
  'PUT /profile/avatar': {
    summary: 'Upload your avatar',
    tag: 'Social',
    form: { avatar: { type: 'binary', required: true } },
    ok: json(r.avatar, 'The new picture'),
  },
  'GET /feed/:tab{popular|following}': {
    summary: 'The Popular or Following feed',
    tag: 'Social',
    query: { cursor: pageCursor },
    ok: json(r.feedPage, 'A page of posts'),
    public: true,
  },
  'GET /feed/saved': {
    summary: 'Your saved posts',
    tag: 'Social',
    query: { cursor: pageCursor },
    ok: json(r.feedPage, 'A page of posts'),
  },
  'POST /posts': {
    summary: 'Post, with text, a picture and a meal',
    tag: 'Social',
    form: { text: { type: 'string' }, mealId: { type: 'string' }, image: { type: 'binary' } },
    ok: json(r.post, 'The post', 201),
  },
  'GET /posts/:postId': {
    summary: 'A post',
    tag: 'Social',
    ok: json(r.post, 'The post'),
    public: true,
  },
  'DELETE /posts/:postId': { summary: 'Delete your post', tag: 'Social', ok: none('Deleted') },
  'PUT /posts/:postId/:kind{like|save}': {
    summary: 'Like or save a post',
    tag: 'Social',
    ok: json(r.postReaction, 'The counts'),
  },
  'DELETE /posts/:postId/:kind{like|save}': {
    summary: 'Take back a like or save',
    tag: 'Social',
    ok: none('Taken back'),
  },
  'PUT /recipes/:mealId/:kind{like|save}': {
    summary: 'Like or save a recipe',
    tag: 'Social',
    ok: json(r.recipeReactions, 'The counts'),
  },
  'DELETE /recipes/:mealId/:kind{like|save}': {
    summary: 'Take back a recipe like or save',
    tag: 'Social',
    ok: none('Taken back'),
  },
  'GET /posts/:postId/comments': {
    summary: "A post's comments",
    tag: 'Social',
    query: { cursor: pageCursor },
    ok: json(r.commentPage, 'A page of comments'),
    public: true,
  },
  'POST /posts/:postId/comments': {
    summary: 'Comment on a post',
    tag: 'Social',
    body: createCommentSchema,
    ok: json(r.commentAdded, 'The comment', 201),
  },
  'DELETE /comments/:commentId': {
    summary: 'Delete your comment',
    tag: 'Social',
    ok: none('Deleted'),
  },
  'PUT /profiles/:userId/follow': {
    summary: 'Follow a cook',
    tag: 'Social',
    ok: json(r.followState, 'The follow state'),
  },
  'DELETE /profiles/:userId/follow': {
    summary: 'Unfollow a cook',
    tag: 'Social',
    ok: none('Unfollowed'),
  },
  'GET /profiles/:userId/:side{followers|following}': {
    summary: "A cook's followers or follows",
    tag: 'Social',
    query: { cursor: pageCursor },
    ok: json(r.followPage, 'A page of cooks'),
    public: true,
  },
  'GET /recipes/saved': {
    summary: 'Your saved recipes',
    tag: 'Social',
    query: { cursor: pageCursor },
    ok: json(r.savedRecipes, 'A page of recipes'),
  },
  'GET /recipes/:mealId/reactions': {
    summary: "A recipe's likes and saves",
    tag: 'Social',
    ok: json(r.recipeReactions, 'The counts'),
  },

  'GET /openapi.json': {
    summary: 'This document',
    tag: 'Docs',
    ok: json(r.object, 'OpenAPI 3.1'),
    public: true,
  },
  'GET /docs/assets/:file': {
    summary: 'Swagger UI files, served by us',
    tag: 'Docs',
    ok: { status: 200, schema: null, type: 'text/javascript', what: 'A script or style sheet' },
    public: true,
  },
  'GET /docs': {
    summary: 'The browsable API reference',
    tag: 'Docs',
    ok: { status: 200, schema: null, type: 'text/html', what: 'Swagger UI' },
    public: true,
  },
};

const standard = (schema: Schema<unknown>) => resolver(schema as unknown as StandardSchemaV1);

/** The hono-openapi description of one route. */
export function describe(doc: RouteDoc, path: string): DescribeRouteOptions {
  const parameters = [
    ...[...path.matchAll(/:(\w+)/g)].map((m) => ({
      name: m[1] as string,
      in: 'path' as const,
      required: true,
      schema: { type: 'string' as const },
    })),
    ...Object.entries(doc.query ?? {}).map(([name, q]) => ({
      name,
      in: 'query' as const,
      required: false,
      description: q.description,
      schema: { type: 'string' as const, ...(q.enum ? { enum: q.enum } : {}) },
    })),
  ];
  const error = { 'application/json': { schema: standard(apiResponses.error) } };
  return {
    summary: doc.summary,
    tags: [doc.tag],
    ...(doc.public ? { security: [] } : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(doc.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: standard(doc.body) } },
          },
        }
      : {}),
    ...(doc.form
      ? {
          requestBody: {
            required: true,
            content: {
              'multipart/form-data': {
                schema: {
                  type: 'object',
                  properties: Object.fromEntries(
                    Object.entries(doc.form).map(([name, f]) => [
                      name,
                      f.type === 'binary'
                        ? { type: 'string', format: 'binary', description: f.description }
                        : { type: 'string', description: f.description },
                    ]),
                  ),
                  required: Object.entries(doc.form)
                    .filter(([, f]) => f.required)
                    .map(([name]) => name),
                },
              },
            },
          },
        }
      : {}),
    responses: {
      [doc.ok.status]: {
        description: doc.ok.what,
        ...(doc.ok.schema || doc.ok.type
          ? {
              content: {
                [doc.ok.type ?? 'application/json']: doc.ok.schema
                  ? { schema: standard(doc.ok.schema) }
                  : {},
                ...Object.fromEntries((doc.ok.also ?? []).map((type) => [type, {}])),
              },
            }
          : {}),
      },
      default: { description: 'An error: { error: { code, message } }', content: error },
    },
  };
}
