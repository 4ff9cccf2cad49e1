/**
 * What each AI job sends to a chat-completions model (spec section 7): a system message, a
 * user message, and the job's temperature and token cap. The person's words go in the user
 * message only, quoted as data, so they cannot rewrite the instructions.
 */
export type AiJob = 'recipe' | 'plan' | 'pageRecipe' | 'pageDirections';

export type ChatPrompt = {
  job: AiJob;
  system: string;
  user: string;
  temperature: number;
  maxTokens: number;
};

/** Spec section 7: temperatures and token limits per job. */
export const AI_JOB_SETTINGS: Record<AiJob, { temperature: number; maxTokens: number }> = {
  recipe: { temperature: 0.7, maxTokens: 1500 },
  plan: { temperature: 0.7, maxTokens: 4000 },
  pageDirections: { temperature: 0.3, maxTokens: 1000 },
  pageRecipe: { temperature: 0.3, maxTokens: 2000 },
};

/** Page text beyond this is cut: recipes fit well within it, and tokens cost money. */
export const PAGE_TEXT_LIMIT = 12_000;

const RECIPE_SHAPE = `{
  "name": "Dish name",
  "description": "One or two appetizing sentences",
  "servings": 4,
  "cookTimeMinutes": 30,
  "fridgeLifeDays": 3,
  "ingredients": [{ "name": "olive oil", "quantity": "2", "unit": "tbsp" }],
  "directions": ["First step", "Second step"]
}`;

const RECIPE_RULES = [
  'Give every ingredient a name, a quantity written as text ("1", "1/2", "1 1/2") and a unit ("cup", "tbsp", "g"; empty text for countable items such as eggs).',
  'Write 5 to 10 direction steps, each a full sentence, without step numbers.',
  'cookTimeMinutes is the total time in minutes; fridgeLifeDays is how many days leftovers keep in the fridge.',
].join('\n');

const quoted = (text: string) => `"""\n${text.replaceAll('"""', '"\u200b""')}\n"""`;

export function recipePrompt(description: string): ChatPrompt {
  return {
    job: 'recipe',
    ...AI_JOB_SETTINGS.recipe,
    system: [
      'You are a friendly, creative home-cooking chef.',
      'Create one complete, realistic recipe that a home cook can follow.',
      'Answer with a single JSON object and nothing else, in exactly this shape:',
      RECIPE_SHAPE,
      RECIPE_RULES,
    ].join('\n'),
    user: `Create a recipe for this meal description:\n${quoted(description)}`,
  };
}

export type PlanPromptRequest = {
  count: number;
  preferences: string;
  dietaryConstraints: string;
  availableIngredients: string;
  surprise: boolean;
};

export function planPrompt(request: PlanPromptRequest): ChatPrompt {
  const meals = request.count === 1 ? '1 recipe' : `${request.count} different recipes`;
  const lines = request.surprise
    ? [`Surprise me with ${meals} for a varied week of home cooking.`]
    : [`Create ${meals} for my meal plan.`, `My preferences:\n${quoted(request.preferences)}`];
  if (request.dietaryConstraints) {
    lines.push(
      `Dietary constraints that every recipe must strictly respect:\n${quoted(request.dietaryConstraints)}`,
    );
  }
  if (request.availableIngredients) {
    lines.push(
      `Ingredients I already have; use them where they fit:\n${quoted(request.availableIngredients)}`,
    );
  }
  return {
    job: 'plan',
    ...AI_JOB_SETTINGS.plan,
    system: [
      'You are a friendly, creative home-cooking chef who plans meals.',
      'Create varied, complete, realistic recipes: different main ingredients and cuisines.',
      `Answer with a JSON array of exactly ${request.count} recipe objects and nothing else. Each object has exactly this shape:`,
      RECIPE_SHAPE,
      RECIPE_RULES,
    ].join('\n'),
    user: lines.join('\n\n'),
  };
}

export type PagePromptRequest = { url: string; pageText: string };

const pageText = (text: string) =>
  text.trim() === '' ? '(the page could not be read)' : quoted(text.slice(0, PAGE_TEXT_LIMIT));

export function pageRecipePrompt(request: PagePromptRequest): ChatPrompt {
  return {
    job: 'pageRecipe',
    ...AI_JOB_SETTINGS.pageRecipe,
    system: [
      'You read recipe web pages and write down the recipe they contain.',
      'Use only what the page says; never invent a recipe. If the text holds no recipe, answer {"name": "", "ingredients": [], "directions": []}.',
      'Answer with a single JSON object and nothing else, in exactly this shape (imageUrl is the address of the dish photo if the text gives one, otherwise empty text):',
      RECIPE_SHAPE.replace('"fridgeLifeDays": 3,', '"fridgeLifeDays": 3,\n  "imageUrl": "",'),
      RECIPE_RULES.replace('Write 5 to 10', 'Copy the page\u2019s'),
    ].join('\n'),
    user: `The recipe page ${request.url} reads:\n${pageText(request.pageText)}`,
  };
}

export function pageDirectionsPrompt(
  request: PagePromptRequest & { name: string; ingredients: string[] },
): ChatPrompt {
  return {
    job: 'pageDirections',
    ...AI_JOB_SETTINGS.pageDirections,
    system: [
      'You read recipe web pages and write down the directions of the recipe they contain.',
      'Use the page\u2019s own steps where it gives them; otherwise write 5 to 10 clear steps for the named recipe and its ingredients.',
      'Answer with a single JSON object and nothing else: {"directions": ["First step", "Second step"]}, steps without numbers.',
    ].join('\n'),
    user: [
      `Recipe: ${request.name}`,
      `Ingredients:\n${request.ingredients.map((i) => `- ${i}`).join('\n')}`,
      `The recipe page ${request.url} reads:\n${pageText(request.pageText)}`,
    ].join('\n\n'),
  };
}
