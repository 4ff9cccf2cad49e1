import { describe, expect, it } from 'vitest';
import { pageDirectionsPrompt, pageRecipePrompt, planPrompt, recipePrompt } from './ai-prompts.ts';

describe('prompts', () => {
  it('ask for a JSON recipe with 5 to 10 steps, at the spec temperature and token cap', () => {
    const prompt = recipePrompt('a cozy mushroom risotto');
    expect(prompt).toMatchObject({ temperature: 0.7, maxTokens: 1500 });
    expect(prompt.system).toMatch(/5 to 10 direction steps/);
    expect(prompt.system).toMatch(/JSON object/);
    expect(prompt.user).toContain('a cozy mushroom risotto');
  });

  it('put the plan request in the user message, constraints included', () => {
    const prompt = planPrompt({
      count: 4,
      preferences: 'quick dinners',
      dietaryConstraints: 'vegetarian, no nuts',
      availableIngredients: 'rice, leeks',
      surprise: false,
    });
    expect(prompt).toMatchObject({ temperature: 0.7, maxTokens: 4000 });
    expect(prompt.system).toMatch(/JSON array of exactly 4 recipe objects/);
    expect(prompt.user).toContain('quick dinners');
    expect(prompt.user).toContain('vegetarian, no nuts');
    expect(prompt.user).toContain('rice, leeks');
  });

  it('leave out preferences in Surprise Me mode and empty optional fields', () => {
    const prompt = planPrompt({
      count: 1,
      preferences: 'ignored',
      dietaryConstraints: '',
      availableIngredients: '',
      surprise: true,
    });
    expect(prompt.user).toMatch(/Surprise me with 1 recipe/);
    expect(prompt.user).not.toContain('ignored');
    expect(prompt.user).not.toMatch(/Dietary|already have/);
  });

  it('read pages at the spec settings, with the page text capped', () => {
    const recipe = pageRecipePrompt({ url: 'https://example.com/r', pageText: 'x'.repeat(50_000) });
    expect(recipe).toMatchObject({ temperature: 0.3, maxTokens: 2000 });
    expect(recipe.user.length).toBeLessThan(13_000);
    const directions = pageDirectionsPrompt({
      url: 'https://example.com/r',
      pageText: '',
      name: 'Soup',
      ingredients: ['1 onion'],
    });
    expect(directions).toMatchObject({ temperature: 0.3, maxTokens: 1000 });
    expect(directions.user).toContain('- 1 onion');
    expect(directions.user).toContain('could not be read');
  });
});
