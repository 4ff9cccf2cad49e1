import type { ExtractedRecipe } from './extract-recipe.ts';

/**
 * The agreed comparison between an extraction and the values a good importer gets from the
 * same page (the recipe-page fixtures: README in ../shared/fixtures/recipe-pages). Shared by
 * the fixture test and the benchmark so that both count the same way.
 */
export type ExpectedRecipe = {
  title: string;
  ingredients: string[];
  instructions: string[];
  yields: string | null;
  total_time: number | null;
  image: string | null;
};

export type FieldAgreement = {
  title: boolean;
  ingredients: boolean;
  instructions: boolean;
  yields: boolean;
  totalTime: boolean;
  image: boolean;
};

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** Whitespace runs folded (non-breaking spaces included) and the common entities decoded. */
function normalizeForComparison(text: string): string {
  return text
    .replace(/&(#\d+|#x[\da-f]+|[a-z]+);/gi, (whole, code: string) => {
      if (code.startsWith('#x') || code.startsWith('#X')) {
        return String.fromCodePoint(Number.parseInt(code.slice(2), 16));
      }
      if (code.startsWith('#')) return String.fromCodePoint(Number(code.slice(1)));
      return NAMED_ENTITIES[code.toLowerCase()] ?? whole;
    })
    .replace(/[\s\u00a0\u200b]+/g, ' ')
    .trim();
}

function sameLines(actual: readonly string[], expected: readonly string[]): boolean {
  return (
    actual.length === expected.length &&
    actual.every(
      (line, i) => normalizeForComparison(line) === normalizeForComparison(expected[i] ?? ''),
    )
  );
}

/** The leading number of a yield ('8 servings' -> 8, '6.5 gallons' -> 6.5), or null. */
function leadingNumber(text: string | null): number | null {
  const match = /\d+(?:\.\d+)?/.exec(text ?? '');
  return match ? Number(match[0]) : null;
}

export function compareExtraction(
  actual: ExtractedRecipe | null,
  expected: ExpectedRecipe,
): FieldAgreement {
  if (actual === null) {
    return {
      title: false,
      ingredients: expected.ingredients.length === 0,
      instructions: expected.instructions.length === 0,
      yields: expected.yields === null,
      totalTime: expected.total_time === null,
      image: expected.image === null,
    };
  }
  return {
    title: normalizeForComparison(actual.name) === normalizeForComparison(expected.title),
    ingredients: sameLines(actual.ingredientLines, expected.ingredients),
    instructions: sameLines(actual.directions, expected.instructions),
    yields: actual.servings === leadingNumber(expected.yields),
    totalTime: actual.cookTimeMinutes === expected.total_time,
    image: actual.imageUrl === expected.image,
  };
}
