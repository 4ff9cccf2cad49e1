import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseIngredientLine, startPrep, stepUsage } from '@forkcast/core';
import { fixturesDir } from './fixtures.ts';
import { printTable } from './support.ts';

type Page = { ingredients?: unknown; instructions?: unknown };

/**
 * Preparation mode counts down an ingredient when a ticked step names it. On the shared
 * recipe pages (ingredient lines and steps as published), how many of each recipe's
 * ingredients does some step name, so that the cook sees what is left of them?
 */
export function runPrepBench() {
  const dir = fixturesDir('recipe-pages');
  if (!existsSync(dir)) {
    console.log(`preparation mode: SKIPPED - fixtures folder ${dir} not found`);
    return;
  }
  let recipes = 0;
  let ingredients = 0;
  let named = 0;
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.expected.json'))) {
    const page = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Page;
    if (!Array.isArray(page.ingredients) || !Array.isArray(page.instructions)) continue;
    const directions = page.instructions.filter((s): s is string => typeof s === 'string');
    if (directions.length === 0) continue;
    const parsed = page.ingredients
      .map((line) => parseIngredientLine(String(line)))
      .filter((p) => p.name !== '')
      .map((p) => ({ name: p.name, quantity: p.quantity ?? 1, unit: p.unit ?? '' }));
    const state = startPrep({ ingredients: parsed, directions, servings: 1 });
    const used = parsed.map(() => false);
    directions.forEach((_, step) => {
      stepUsage(state, step).forEach((amount, i) => {
        if (amount > 0) used[i] = true;
      });
    });
    recipes += 1;
    ingredients += parsed.length;
    named += used.filter(Boolean).length;
  }
  printTable('preparation mode: ingredients a step names (shared recipe pages)', [
    {
      recipes,
      ingredients,
      'named by a step': named,
      share: `${((100 * named) / Math.max(1, ingredients)).toFixed(1)}%`,
    },
  ]);
}
