/**
 * Recipe-page extraction: extractRecipeFromHtml on the 80 real pages in
 * ../shared/fixtures/recipe-pages, compared with the values a good importer gets (the
 * folder's README; the comparison is core's compareExtraction). Prints the agreement per
 * field, the floors, and the time of the slowest and of the largest page.
 *
 *   node --import tsx bench/src/recipe-extraction.ts [--mismatches=ingredients]
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  compareExtraction,
  type ExpectedRecipe,
  type ExtractedRecipe,
  extractRecipeFromHtml,
  type FieldAgreement,
} from '@forkcast/core';
import { fixturesDir } from './fixtures.ts';
import { median, printTable } from './support.ts';

type Page = {
  name: string;
  html: string;
  url: string;
  expected: ExpectedRecipe & { has_jsonld: boolean; has_microdata: boolean };
};

type Scored = Page & { recipe: ExtractedRecipe | null; agreement: FieldAgreement; ms: number };

export type RecipeExtractionResult =
  | { skipped: true; reason: string }
  | {
      skipped: false;
      targetsMet: boolean;
      slowest: { page: string; ms: number };
      largest: { page: string; kb: number; ms: number };
    };

const FIELDS: (keyof FieldAgreement)[] = [
  'title',
  'ingredients',
  'instructions',
  'yields',
  'totalTime',
  'image',
];

function loadPages(dir: string): Page[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.html'))
    .sort()
    .map((file) => {
      const name = file.slice(0, -'.html'.length);
      return {
        name,
        html: readFileSync(join(dir, file), 'utf8'),
        url: `https://${name.split('__')[0]}/`,
        expected: JSON.parse(readFileSync(join(dir, `${name}.expected.json`), 'utf8')),
      };
    });
}

/** Median of 5 runs per page after a warm-up pass over all pages. */
function scorePages(pages: Page[]): Scored[] {
  for (const page of pages) extractRecipeFromHtml(page.html, page.url);
  return pages.map((page) => {
    const times: number[] = [];
    let recipe: ExtractedRecipe | null = null;
    for (let run = 0; run < 5; run += 1) {
      const start = performance.now();
      recipe = extractRecipeFromHtml(page.html, page.url);
      times.push(performance.now() - start);
    }
    return {
      ...page,
      recipe,
      agreement: compareExtraction(recipe, page.expected),
      ms: median(times),
    };
  });
}

const pct = (count: number, total: number) =>
  total === 0 ? 0 : Math.round((count / total) * 1000) / 10;

function agreementRow(label: string, group: Scored[]): Record<string, string | number> {
  const row: Record<string, string | number> = { pages: label, n: group.length };
  for (const field of FIELDS)
    row[`${field} %`] = pct(group.filter((p) => p.agreement[field]).length, group.length);
  return row;
}

function showMismatches(group: Scored[], field: keyof FieldAgreement) {
  for (const page of group.filter((p) => !p.agreement[field])) {
    console.log(`  ${page.name} (${page.recipe?.foundIn ?? 'nothing found'})`);
  }
}

export async function runRecipeExtraction(
  options: { mismatches?: keyof FieldAgreement } = {},
): Promise<RecipeExtractionResult> {
  const dir = fixturesDir('recipe-pages');
  if (!existsSync(join(dir, 'index.csv'))) {
    const reason = `fixtures folder ${dir} not found`;
    console.log(`recipe extraction: SKIPPED - ${reason}`);
    return { skipped: true, reason };
  }
  const scored = scorePages(loadPages(dir));
  const structured = scored.filter((p) => p.expected.has_jsonld || p.expected.has_microdata);
  const plain = scored.filter((p) => !p.expected.has_jsonld && !p.expected.has_microdata);

  printTable('recipe extraction: agreement with the expected values (% of pages)', [
    agreementRow('with structured data', structured),
    agreementRow('without', plain),
    agreementRow('all', scored),
  ]);
  if (options.mismatches) showMismatches(scored, options.mismatches);

  const plainGood = plain.filter(
    (p) => p.agreement.title && (p.recipe?.ingredientLines.length ?? 0) >= 3,
  ).length;
  const slowest = scored.reduce((a, b) => (b.ms > a.ms ? b : a));
  const largest = scored.reduce((a, b) => (b.html.length > a.html.length ? b : a));
  const share = (field: keyof FieldAgreement) =>
    structured.filter((p) => p.agreement[field]).length / structured.length;
  const targets = [
    { target: 'title on >= 95% of pages with structured data', met: share('title') >= 0.95 },
    { target: 'ingredients on >= 85% of them', met: share('ingredients') >= 0.85 },
    { target: 'instructions on >= 80% of them', met: share('instructions') >= 0.8 },
    {
      target: `title and >= 3 ingredients on half the pages without (${plainGood}/${plain.length})`,
      met: plainGood * 2 >= plain.length,
    },
    { target: 'largest page in under 50 ms', met: largest.ms < 50 },
  ];
  console.log('');
  console.log(`slowest page: ${slowest.name} ${slowest.ms.toFixed(1)} ms`);
  console.log(
    `largest page: ${largest.name} (${Math.round(largest.html.length / 1024)} KB) ${largest.ms.toFixed(1)} ms`,
  );
  console.log(`all 80 pages: ${scored.reduce((sum, p) => sum + p.ms, 0).toFixed(0)} ms in total`);
  for (const t of targets) console.log(`${t.met ? 'PASS' : 'FAIL'}  ${t.target}`);
  return {
    skipped: false,
    targetsMet: targets.every((t) => t.met),
    slowest: { page: slowest.name, ms: slowest.ms },
    largest: { page: largest.name, kb: Math.round(largest.html.length / 1024), ms: largest.ms },
  };
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const field = process.argv.find((a) => a.startsWith('--mismatches='))?.split('=')[1];
  runRecipeExtraction({ mismatches: field as keyof FieldAgreement | undefined }).catch(
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
