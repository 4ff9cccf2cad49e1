/**
 * The AI jobs of the product (spec sections 4 and 7), run on the server only: no key or
 * provider address ever reaches the browser. Implementations: an OpenAI-compatible provider
 * when AI_API_KEY is set, and an offline provider (our own recipe collection) otherwise.
 */
import type { AiFailure, AiRecipe } from '@forkcast/core';

// The recipe and failure types live in core, where replies are parsed and where the web reads
// the failure behind an error answer. 'malformed' joined the failures there: JSON that could
// not be read ('Recipe failed to rise') is not the same toast as no recipe in it.
export type { AiFailure, AiRecipe };

export type AiPlanRequest = {
  /** 1 to 7. */
  count: number;
  /** Empty in 'Surprise Me' mode. */
  preferences: string;
  dietaryConstraints: string;
  availableIngredients: string;
  surprise: boolean;
};

export type AiPageRequest = {
  url: string;
  /** The page's readable text, capped; empty when the page could not be fetched. */
  pageText: string;
};

/** A job that failed, with why (see AiFailure), so the screen can show the spec's toast. */
export class AiError extends Error {
  readonly failure: AiFailure;
  constructor(failure: AiFailure, message: string) {
    super(message);
    this.name = 'AiError';
    this.failure = failure;
  }
}

export type AiProvider = {
  readonly kind: 'openai' | 'offline';
  generateRecipe(prompt: string, signal?: AbortSignal): Promise<AiRecipe>;
  generatePlan(request: AiPlanRequest, signal?: AbortSignal): Promise<AiRecipe[]>;
  /**
   * A whole recipe read from a web page's text. Null when the provider declines (the offline
   * provider always does: it never passes off an unrelated recipe as the page's).
   */
  recipeFromPage(request: AiPageRequest, signal?: AbortSignal): Promise<AiRecipe | null>;
  /** Directions alone, for a page whose ingredients were found. Null when declined. */
  directionsFromPage(
    request: AiPageRequest & { name: string; ingredients: string[] },
    signal?: AbortSignal,
  ): Promise<string[] | null>;
};
