import {
  type AiImportResponse,
  AppError,
  cleanIngredientName,
  type ExtractedRecipe,
  extractRecipeFromHtml,
  extractRecipeFromJsonLd,
  type HtmlImportResponse,
  type ImportedRecipe,
  importMessages,
  pageText,
  placeholderRecipe,
  recipeTitleFromUrl,
  toImportedRecipe,
  type UrlImportResponse,
} from '@forkcast/core';
import type { AiProvider, AiRecipe } from '../../providers/ai/ai-provider.ts';
import type { Logger } from '../../providers/logger.ts';
import {
  type FetchedPage,
  type SafeFetch,
  SafeFetchError,
} from '../../providers/safe-fetch/safe-fetch.ts';
import type { RateLimiter } from '../../rate-limit/rate-limiter.ts';

export type RecipeImportDeps = {
  safeFetch: SafeFetch;
  /** Null when no provider is configured: the AI steps are skipped. */
  ai: AiProvider | null;
  /** Page imports (addresses and pasted sources), per user. */
  importLimiter: RateLimiter;
  /** AI readings of a page, per user: they cost more. */
  aiLimiter: RateLimiter;
  logger: Logger;
};

/**
 * The 'Import from URL' method (spec sections 4 and 7): the page is fetched and read on the
 * server, never in the browser; what the reading lacks is left to the AI step, which the
 * screen asks for separately so it can say so first. Nothing is stored here: the answer is
 * a meal draft that the person edits and then adds through the lists feature.
 */
export function createRecipeImportService(deps: RecipeImportDeps) {
  const { safeFetch, ai, logger } = deps;

  /** The page, or null when it could not be read; a refused address is the caller's error. */
  async function fetchOrNull(
    url: string,
    signal?: AbortSignal,
  ): Promise<{ page: FetchedPage } | { failure: string }> {
    try {
      return { page: await safeFetch.fetchPage(url, signal) };
    } catch (error) {
      if (!(error instanceof SafeFetchError)) throw error;
      if (error.kind === 'refused') throw new AppError('bad_request', error.message);
      return { failure: error.message };
    }
  }

  /** What the page gave, named from the address when it gave no name. */
  function partialRecipe(extracted: ExtractedRecipe | null, source: string): ImportedRecipe {
    if (extracted === null) return placeholderRecipe(source);
    return toImportedRecipe(
      { ...extracted, name: extracted.name || recipeTitleFromUrl(source) },
      source,
    );
  }

  async function aiDirections(
    page: FetchedPage,
    extracted: ExtractedRecipe,
    signal?: AbortSignal,
  ): Promise<string[]> {
    if (ai === null) return [];
    try {
      const steps = await ai.directionsFromPage(
        {
          url: page.url,
          pageText: pageText(page.html),
          name: extracted.name,
          ingredients: extracted.ingredientLines,
        },
        signal,
      );
      return steps ?? [];
    } catch (error) {
      logger.warn(`AI directions for ${page.url} failed`, error);
      return [];
    }
  }

  function fromAiRecipe(recipe: AiRecipe, source: string): ImportedRecipe {
    return toImportedRecipe(
      {
        ...recipe,
        ingredients: recipe.ingredients.map((ingredient) => ({
          ...ingredient,
          name: cleanIngredientName(ingredient.name),
        })),
      },
      source,
    );
  }

  return {
    /** POST /api/import/url */
    async importFromUrl(
      userId: string,
      url: string,
      signal?: AbortSignal,
    ): Promise<UrlImportResponse> {
      await deps.importLimiter.consume(userId);
      const fetched = await fetchOrNull(url, signal);
      if ('failure' in fetched) {
        return { status: 'fetch_failed', message: fetched.failure, needsAi: true };
      }
      const { page } = fetched;
      const extracted = extractRecipeFromHtml(page.html, page.url);
      if (extracted === null || extracted.ingredients.length === 0) {
        return { status: 'incomplete', recipe: partialRecipe(extracted, page.url), needsAi: true };
      }
      const directions =
        extracted.directions.length > 0
          ? extracted.directions
          : await aiDirections(page, extracted, signal);
      return {
        status: 'ok',
        recipe: toImportedRecipe({ ...extracted, directions }, page.url),
        needsAi: false,
      };
    },

    /**
     * POST /api/import/url/ai: the page's text (or the address alone when it cannot be
     * fetched) handed to the AI provider; failing that, the placeholder the spec describes.
     */
    async importWithAi(
      userId: string,
      url: string,
      signal?: AbortSignal,
    ): Promise<AiImportResponse> {
      await deps.aiLimiter.consume(userId);
      const fetched = await fetchOrNull(url, signal);
      const source = 'page' in fetched ? fetched.page.url : url;
      const failed = (): AiImportResponse => ({
        status: 'failed',
        recipe: placeholderRecipe(source),
      });
      if (ai === null) return failed();
      try {
        const recipe = await ai.recipeFromPage(
          { url: source, pageText: 'page' in fetched ? pageText(fetched.page.html) : '' },
          signal,
        );
        if (recipe === null || recipe.ingredients.length === 0) return failed();
        return { status: 'ok', recipe: fromAiRecipe(recipe, source) };
      } catch (error) {
        logger.warn(`AI recipe for ${source} failed`, error);
        return failed();
      }
    },

    /** POST /api/import/html: a page's source, or its JSON-LD, pasted in. */
    async importFromSource(
      userId: string,
      input: { html: string; url?: string },
    ): Promise<HtmlImportResponse> {
      await deps.importLimiter.consume(userId);
      const source = input.url ?? null;
      const text = input.html.trim();
      const extracted = /^[{[]/.test(text)
        ? extractRecipeFromJsonLd(text, source ?? '')
        : extractRecipeFromHtml(input.html, source ?? '');
      if (extracted === null) {
        const name = source ? recipeTitleFromUrl(source) : '';
        return {
          status: 'incomplete',
          recipe: toImportedRecipe({ name, ingredients: [], directions: [] }, source),
        };
      }
      return {
        status: extracted.ingredients.length > 0 ? 'ok' : 'incomplete',
        recipe: toImportedRecipe(extracted, source),
      };
    },
  };
}

export type RecipeImportService = ReturnType<typeof createRecipeImportService>;

export const importRateLimits = {
  imports: {
    name: 'recipe-import',
    max: 20,
    windowMs: 60_000,
    message: importMessages.tooManyImports,
  },
  ai: {
    name: 'recipe-import-ai',
    max: 10,
    windowMs: 60_000,
    message: importMessages.tooManyImports,
  },
} as const;
