/**
 * AI generation without a network: how long the offline provider takes per recipe and per
 * 7-meal plan, how fast model replies are parsed, and what the built-in dish images weigh.
 *
 *   node --import tsx bench/src/ai-bench.ts
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { parsePlanReply, parseRecipeReply } from '@forkcast/core';
import { createOfflineAiProvider } from '../../server/src/providers/ai/offline/offline-provider.ts';
import { median, printTable, projectRoot } from './support.ts';

const PROMPTS = [
  'a cozy vegan curry',
  'quick pasta for two',
  'gluten-free dinner with salmon',
  'something with chickpeas and spinach, no nuts',
  'kid-friendly tacos',
  'chocolate dessert',
];

async function timeEach(runs: number, work: (i: number) => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    await work(i);
    times.push(performance.now() - started);
  }
  return times;
}

const p95 = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.95)] ?? 0;
const ms = (n: number) => n.toFixed(2);

export async function runAiBench() {
  const ai = createOfflineAiProvider();
  const recipes = await timeEach(300, (i) => ai.generateRecipe(PROMPTS[i % PROMPTS.length] ?? ''));
  const plans = await timeEach(300, (i) =>
    ai.generatePlan({
      count: 7,
      preferences: PROMPTS[i % PROMPTS.length] ?? '',
      dietaryConstraints: i % 2 ? 'vegetarian, no mushrooms' : '',
      availableIngredients: 'chicken, rice, spinach',
      surprise: i % 3 === 0,
    }),
  );

  const recipe = {
    name: 'Chickpea Curry',
    ingredients: Array.from({ length: 12 }, (_, i) => ({
      name: `item ${i}`,
      quantity: '1 1/2',
      unit: 'cup',
    })),
    directions: Array.from({ length: 8 }, (_, i) => `Step number ${i} of the curry.`),
  };
  const planReply = `Here you go:\n\`\`\`json\n${JSON.stringify(Array(7).fill(recipe), null, 2)}\n\`\`\``;
  const cutReply = planReply.slice(0, Math.floor(planReply.length * 0.8));
  const parse = (reply: string, plan: boolean) => {
    const started = performance.now();
    for (let i = 0; i < 1000; i += 1) {
      if (plan) parsePlanReply(reply, 7);
      else parseRecipeReply(reply);
    }
    return performance.now() - started;
  };

  printTable('AI offline provider (300 runs each)', [
    { job: 'one recipe', medianMs: ms(median(recipes)), p95Ms: ms(p95(recipes)) },
    { job: '7-meal plan', medianMs: ms(median(plans)), p95Ms: ms(p95(plans)) },
  ]);
  printTable('AI reply parsing (1000 replies)', [
    {
      reply: 'one recipe, fenced',
      totalMs: ms(parse(`\`\`\`json\n${JSON.stringify(recipe)}\n\`\`\``, false)),
    },
    { reply: '7-meal plan, fenced', totalMs: ms(parse(planReply, true)) },
    { reply: '7-meal plan, cut at 80%', totalMs: ms(parse(cutReply, true)) },
  ]);

  const dir = path.join(projectRoot, 'web', 'public', 'images', 'dishes');
  const sizes = readdirSync(dir)
    .filter((f) => f.endsWith('.svg'))
    .map((f) => ({
      file: f,
      bytes: readFileSync(path.join(dir, f)).length,
      gz: gzipSync(readFileSync(path.join(dir, f))).length,
    }));
  printTable('Built-in dish images', [
    {
      images: sizes.length,
      largestBytes: Math.max(...sizes.map((s) => s.bytes)),
      largestGzipBytes: Math.max(...sizes.map((s) => s.gz)),
      totalGzipBytes: sizes.reduce((sum, s) => sum + s.gz, 0),
    },
  ]);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await runAiBench();
