/**
 * Ingredient-line parser accuracy: our parseIngredientLine against the parse-ingredient
 * npm package, on the labelled lines in ../shared/fixtures/ingredient-lines.
 *
 *   node --import tsx bench/src/parser-accuracy.ts [--mismatches=20] [--file=strangetom]
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { canonicalUnit, parseIngredientLine, singularWord } from '@forkcast/core';
import { parseIngredient } from 'parse-ingredient';
import { fixturesDir } from './fixtures.ts';
import { median } from './support.ts';

type Expected = { input: string; name: string; quantity: number | null; unit: string };
type Guess = { quantity: number | null; unit: string | null; name: string };
type Parser = { label: string; parse: (line: string) => Guess };

export type ParserScore = {
  parser: string;
  rows: number;
  quantityPct: number;
  unitPct: number;
  namePct: number;
  allThreePct: number;
  /** The fixtures README's looser 'name~' score, for context; targets use the strict one. */
  nameLoosePct: number;
  allThreeLoosePct: number;
  msPer1000: number;
};

export type FileScore = {
  file: string;
  scores: ParserScore[];
  /** Our all-three % on the even and the odd rows: a rule tuned to one half shows here. */
  halves?: [number, number];
};

export type ParserAccuracyResult =
  | { skipped: true; reason: string }
  | { skipped: false; files: FileScore[]; targetsMet: boolean; targets: TargetCheck[] };

type TargetCheck = { target: string; met: boolean; detail: string };

const FILES = [
  { file: 'nyt-sample.csv', name: 'name', quantity: 'qty', unit: 'unit' },
  { file: 'strangetom-sample.csv', name: 'name', quantity: 'quantity', unit: 'unit' },
] as const;

const OURS: Parser = {
  label: 'forkcast',
  parse: (line) => {
    const parsed = parseIngredientLine(line);
    return { quantity: parsed.quantity, unit: parsed.unit, name: parsed.name };
  },
};

const THEIRS: Parser = {
  label: 'parse-ingredient',
  parse: (line) => {
    const first = parseIngredient(line)[0];
    if (first === undefined) return { quantity: null, unit: null, name: '' };
    return {
      quantity: first.quantity,
      unit: first.unitOfMeasureID ?? first.unitOfMeasure,
      name: first.description,
    };
  },
};

/** RFC 4180 CSV: quoted fields may hold commas, line breaks and doubled quotes. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let inQuotes = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (inQuotes) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 1;
        } else {
          inQuotes = false;
        }
      } else {
        field += ch;
      }
    } else if (ch === '"') {
      inQuotes = true;
    } else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else {
      field += ch;
    }
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((r) => r.length > 1 || (r[0] ?? '') !== '');
}

function readExpected(path: string, columns: (typeof FILES)[number]): Expected[] {
  const [header, ...rows] = parseCsv(readFileSync(path, 'utf8'));
  if (header === undefined) return [];
  const at = (name: string): number => header.indexOf(name);
  const iInput = at('input');
  const iName = at(columns.name);
  const iQty = at(columns.quantity);
  const iUnit = at(columns.unit);
  return rows.map((r) => {
    const qty = Number.parseFloat(r[iQty] ?? '');
    return {
      input: r[iInput] ?? '',
      name: r[iName] ?? '',
      quantity: Number.isFinite(qty) && qty !== 0 ? qty : null,
      unit: r[iUnit] ?? '',
    };
  });
}

function sameQuantity(a: number | null, b: number | null): boolean {
  const x = a === null || a === 0 ? null : a;
  const y = b === null || b === 0 ? null : b;
  if (x === null || y === null) return x === y;
  return Math.abs(x - y) <= 0.01;
}

function unitKey(unit: string | null): string {
  const text = (unit ?? '').trim();
  if (text === '') return '';
  return canonicalUnit(text) ?? singularWord(text.toLowerCase().replace(/\.$/, ''));
}

/**
 * The rule, word for word: 'name lowercased, trimmed, singular'. It is also the
 * fixtures README's strict score: with it, parse-ingredient scores exactly the README's
 * published baseline (35.4% and 37.8% all-three), which checks that we measure alike.
 */
function nameKey(name: string): string {
  return singularWords(name.toLowerCase().trim());
}

/**
 * The README's looser 'name~': text cut at the first ',' or '(' and punctuation dropped.
 * Cutting both sides is what reproduces the README's published figures (55.3% and 75.8%
 * for parse-ingredient).
 */
function looseNameKey(name: string): string {
  const cut = name.split(/[,(]/)[0] ?? '';
  return singularWords(cut.toLowerCase().replace(/[^\p{L}\p{N}\s]+/gu, ' '));
}

function singularWords(text: string): string {
  return text
    .split(/\s+/)
    .filter((w) => w !== '')
    .map((w) => singularWord(w))
    .join(' ');
}

type RowResult = { quantity: boolean; unit: boolean; name: boolean; looseName: boolean };

function score(expected: Expected, guess: Guess): RowResult {
  return {
    quantity: sameQuantity(expected.quantity, guess.quantity),
    unit: unitKey(expected.unit) === unitKey(guess.unit),
    name: nameKey(expected.name) === nameKey(guess.name),
    looseName: looseNameKey(expected.name) === looseNameKey(guess.name),
  };
}

/**
 * Median time per 1000 lines over 5 runs, after warm-up passes. The parsers take turns
 * run by run, so a noisy neighbour on a shared machine slows both alike.
 */
function timePer1000(parsers: readonly Parser[], lines: readonly string[]): number[] {
  let sink = 0;
  const pass = (parser: Parser): number => {
    const start = performance.now();
    for (const line of lines) sink += parser.parse(line).name.length;
    return performance.now() - start;
  };
  for (let warm = 0; warm < 3; warm += 1) for (const parser of parsers) pass(parser);
  const runs = parsers.map((): number[] => []);
  for (let run = 0; run < 5; run += 1) {
    parsers.forEach((parser, i) => {
      runs[i]?.push(pass(parser));
    });
  }
  // Keep the loop's result alive so the engine cannot skip the work.
  if (sink < 0) console.log(sink);
  return runs.map((r) => Math.round((median(r) / lines.length) * 1000 * 100) / 100);
}

function pct(count: number, total: number): number {
  return total === 0 ? 0 : Math.round((count / total) * 1000) / 10;
}

function scoreParser(
  parser: Parser,
  rows: Expected[],
  mismatches: number,
): Omit<ParserScore, 'msPer1000'> {
  let q = 0;
  let u = 0;
  let n = 0;
  let all = 0;
  let looseName = 0;
  let looseAll = 0;
  let shown = 0;
  for (const row of rows) {
    const guess = parser.parse(row.input);
    const result = score(row, guess);
    if (result.quantity) q += 1;
    if (result.unit) u += 1;
    if (result.name) n += 1;
    if (result.looseName) looseName += 1;
    if (result.quantity && result.unit && result.looseName) looseAll += 1;
    if (result.quantity && result.unit && result.name) all += 1;
    else if (shown < mismatches) {
      shown += 1;
      const flags = `${result.quantity ? '.' : 'Q'}${result.unit ? '.' : 'U'}${result.name ? '.' : 'N'}`;
      console.log(
        `  ${flags} ${JSON.stringify(row.input)}\n      want q=${row.quantity} u=${JSON.stringify(row.unit)} n=${JSON.stringify(row.name)}\n      got  q=${guess.quantity} u=${JSON.stringify(guess.unit)} n=${JSON.stringify(guess.name)}`,
      );
    }
  }
  return {
    parser: parser.label,
    rows: rows.length,
    quantityPct: pct(q, rows.length),
    unitPct: pct(u, rows.length),
    namePct: pct(n, rows.length),
    allThreePct: pct(all, rows.length),
    nameLoosePct: pct(looseName, rows.length),
    allThreeLoosePct: pct(looseAll, rows.length),
  };
}

function checkTargets(files: FileScore[]): TargetCheck[] {
  const checks: TargetCheck[] = [];
  for (const { file, scores } of files) {
    const ours = scores.find((s) => s.parser === OURS.label);
    const theirs = scores.find((s) => s.parser === THEIRS.label);
    if (ours === undefined || theirs === undefined) continue;
    const ratio =
      theirs.allThreePct === 0 ? Number.POSITIVE_INFINITY : ours.allThreePct / theirs.allThreePct;
    checks.push({
      target: `${file}: all-three >= 2x parse-ingredient`,
      met: ratio >= 2,
      detail: `${ratio.toFixed(2)}x`,
    });
    const speed = ours.msPer1000 / theirs.msPer1000;
    checks.push({
      target: `${file}: time per line <= 2x parse-ingredient`,
      met: speed <= 2,
      detail: `${speed.toFixed(2)}x`,
    });
    if (file.startsWith('strangetom')) {
      checks.push({
        target: `${file}: quantity >= 98%`,
        met: ours.quantityPct >= 98,
        detail: `${ours.quantityPct}%`,
      });
      checks.push({
        target: `${file}: unit >= 95%`,
        met: ours.unitPct >= 95,
        detail: `${ours.unitPct}%`,
      });
      // #20: hand-corrected lines all-three >= 90%, on the whole file and on each half.
      const halves = files.find((f) => f.file === file)?.halves ?? [0, 0];
      checks.push({
        target: `${file}: all-three >= 90% (whole, even rows, odd rows)`,
        met: ours.allThreePct >= 90 && Math.min(...halves) >= 90,
        detail: `${ours.allThreePct}%, ${halves[0]}%, ${halves[1]}%`,
      });
    }
  }
  return checks;
}

export async function runParserAccuracy(
  options: { mismatches?: number; only?: string } = {},
): Promise<ParserAccuracyResult> {
  const dir = fixturesDir('ingredient-lines');
  if (!existsSync(dir)) {
    const reason = 'fixtures folder ../shared/fixtures not found';
    console.log(`parser accuracy: SKIPPED - ${reason}`);
    return { skipped: true, reason };
  }
  const files: FileScore[] = [];
  for (const columns of FILES) {
    if (options.only !== undefined && !columns.file.includes(options.only)) continue;
    const path = join(dir, columns.file);
    if (!existsSync(path)) {
      console.log(`parser accuracy: ${columns.file} missing, skipped`);
      continue;
    }
    const rows = readExpected(path, columns);
    const parsers = [OURS, THEIRS];
    const times = timePer1000(
      parsers,
      rows.map((r) => r.input),
    );
    const scores = parsers.map((parser, i) => ({
      ...scoreParser(parser, rows, parser === OURS ? (options.mismatches ?? 0) : 0),
      msPer1000: times[i] ?? Number.NaN,
    }));
    const half = (parity: number) =>
      scoreParser(
        OURS,
        rows.filter((_, i) => i % 2 === parity),
        0,
      ).allThreePct;
    files.push({ file: columns.file, scores, halves: [half(0), half(1)] });
  }

  console.log(
    '\nparser accuracy (quantity ±0.01; canonical unit; name lowercased, trimmed, singular)\n',
  );
  console.log(
    '| file | parser | rows | quantity % | unit % | name % | all 3 % | name~ % | all 3 (name~) % | ms / 1000 lines |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const { file, scores } of files) {
    for (const s of scores) {
      console.log(
        `| ${file} | ${s.parser} | ${s.rows} | ${s.quantityPct} | ${s.unitPct} | ${s.namePct} | ${s.allThreePct} | ${s.nameLoosePct} | ${s.allThreeLoosePct} | ${s.msPer1000} |`,
      );
    }
  }
  console.log('');
  for (const { file, scores } of files) {
    const [ours, theirs] = scores;
    if (ours === undefined || theirs === undefined) continue;
    console.log(
      `${file}: all-three ${(ours.allThreePct / theirs.allThreePct).toFixed(2)}x parse-ingredient (name~: ${(ours.allThreeLoosePct / theirs.allThreeLoosePct).toFixed(2)}x), time ${(ours.msPer1000 / theirs.msPer1000).toFixed(2)}x`,
    );
  }
  const targets = checkTargets(files);
  console.log('');
  for (const t of targets) console.log(`${t.met ? 'PASS' : 'FAIL'}  ${t.target} (${t.detail})`);
  return { skipped: false, files, targets, targetsMet: targets.every((t) => t.met) };
}

function argValue(name: string): string | undefined {
  const prefix = `--${name}=`;
  return process.argv.find((a) => a.startsWith(prefix))?.slice(prefix.length);
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const mismatches = Number(argValue('mismatches') ?? '0');
  runParserAccuracy({
    mismatches: Number.isFinite(mismatches) ? mismatches : 0,
    only: argValue('file'),
  }).catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
