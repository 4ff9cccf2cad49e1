import { describe, expect, it } from 'vitest';
import { firstIssueMessage } from '../schemas/auth.ts';
import { aiErrorCode, aiFailureFromCode } from './ai-recipe.ts';
import { generatePlanSchema, generateRecipeSchema, planFailureResetsForm } from './ai-schemas.ts';

function planError(input: unknown): string | null {
  const parsed = generatePlanSchema.safeParse(input);
  return parsed.success ? null : firstIssueMessage(parsed.error);
}

describe('generateRecipeSchema', () => {
  it('needs a description that is not blank', () => {
    for (const prompt of ['', '   ', undefined]) {
      const parsed = generateRecipeSchema.safeParse({ prompt });
      expect(parsed.success).toBe(false);
      if (!parsed.success)
        expect(firstIssueMessage(parsed.error)).toBe('Please enter a meal description');
    }
    expect(generateRecipeSchema.parse({ prompt: '  spicy   tofu bowl ' })).toEqual({
      prompt: 'spicy tofu bowl',
    });
  });

  it('caps the description', () => {
    const parsed = generateRecipeSchema.safeParse({ prompt: 'a'.repeat(1001) });
    expect(parsed.success).toBe(false);
  });
});

describe('generatePlanSchema', () => {
  it('defaults to 3 custom meals and keeps the optional fields empty', () => {
    expect(generatePlanSchema.parse({ preferences: 'comfort food' })).toEqual({
      count: 3,
      mode: 'custom',
      preferences: 'comfort food',
      dietaryConstraints: '',
      availableIngredients: '',
    });
  });

  it('falls back to 1 for a number it cannot read', () => {
    expect(generatePlanSchema.parse({ count: 'lots', preferences: 'x' }).count).toBe(1);
    expect(generatePlanSchema.parse({ count: '', preferences: 'x' }).count).toBe(1);
    expect(generatePlanSchema.parse({ count: '5', preferences: 'x' }).count).toBe(5);
    expect(generatePlanSchema.parse({ count: 2.7, preferences: 'x' }).count).toBe(2);
  });

  it('refuses fewer than 1 or more than 7 meals with the spec message', () => {
    for (const count of [0, -2, 8, '12', 100]) {
      expect(planError({ count, preferences: 'x' })).toBe('Please choose between 1 and 7 meals');
    }
    for (const count of [1, 7]) expect(planError({ count, preferences: 'x' })).toBeNull();
  });

  it('needs preferences in custom mode only', () => {
    expect(planError({ count: 3, preferences: '  ' })).toBe(
      'Please enter some preferences to guide the meal generation',
    );
    expect(planError({ count: 3, mode: 'surprise' })).toBeNull();
  });

  it('keeps line breaks in the available ingredients and caps every field', () => {
    const parsed = generatePlanSchema.parse({
      preferences: 'x',
      availableIngredients: 'rice\nchicken\r\nleeks',
    });
    expect(parsed.availableIngredients).toBe('rice\nchicken\nleeks');
    expect(planError({ preferences: 'p'.repeat(1001) })).toMatch(/under 1,000/);
    expect(planError({ preferences: 'x', dietaryConstraints: 'd'.repeat(501) })).toMatch(
      /under 500/,
    );
    expect(planError({ preferences: 'x', mode: 'random' })).not.toBeNull();
  });
});

describe('failure codes', () => {
  it('round-trip and ignore other codes', () => {
    expect(aiFailureFromCode(aiErrorCode('no_json'))).toBe('no_json');
    expect(aiFailureFromCode('ai_other')).toBeNull();
    expect(aiFailureFromCode('rate_limited')).toBeNull();
  });

  it('reset the plan form unless the request itself failed', () => {
    expect(planFailureResetsForm('request')).toBe(false);
    expect(planFailureResetsForm('malformed')).toBe(true);
    expect(planFailureResetsForm('no_json')).toBe(true);
    expect(planFailureResetsForm('invalid')).toBe(true);
  });
});
