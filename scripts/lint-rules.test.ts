import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The house rules in biome.json bite: each fixture below breaks exactly one rule, in the place
 * the rule guards, and `biome lint` must fail on it naming that rule. The fixtures are written
 * into the real tree (the rules depend on where a file is), linted in ONE biome run, and
 * removed afterwards. A control fixture that keeps the rules must pass untouched.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tag = randomBytes(4).toString('hex');

type Fixture = { file: string; source: string; rule: string | null };

const fixtures: Fixture[] = [
  {
    // A web feature reaching into another feature.
    file: `web/src/features/lists/api/lint-fixture-${tag}.ts`,
    source: "export { mealQueryOptions } from '../../meals/api/meals.ts';\n",
    rule: 'lint/style/noRestrictedImports',
  },
  {
    // A server feature reaching into another feature instead of being wired in app.ts.
    file: `server/src/features/lists/lint-fixture-${tag}.ts`,
    source: "export { createSocialService } from '../social/social-service.ts';\n",
    rule: 'lint/style/noRestrictedImports',
  },
  {
    // Shared server code depending on a feature.
    file: `server/src/http/lint-fixture-${tag}.ts`,
    source: "export type { ListService } from '../features/lists/list-service.ts';\n",
    rule: 'lint/style/noRestrictedImports',
  },
  {
    // core importing the server.
    file: `core/src/lint-fixture-${tag}.ts`,
    source: "export type { Config } from '../../server/src/env.ts';\n",
    rule: 'lint/style/noRestrictedImports',
  },
  {
    // A migration importing app code (which may change after the migration is frozen).
    file: `server/src/db/migrations/lint-fixture-${tag}.ts`,
    source: "export { SERVINGS } from '@forkcast/core';\n",
    rule: 'lint/style/noRestrictedImports',
  },
  {
    // Two modules importing each other.
    file: `server/src/providers/lint-fixture-${tag}-a.ts`,
    source: `import { b } from './lint-fixture-${tag}-b.ts';\nexport const a = () => b;\n`,
    rule: 'lint/suspicious/noImportCycles',
  },
  {
    file: `server/src/providers/lint-fixture-${tag}-b.ts`,
    source: `import { a } from './lint-fixture-${tag}-a.ts';\nexport const b = () => a;\n`,
    rule: 'lint/suspicious/noImportCycles',
  },
  {
    // Configuration read outside server/src/env.ts.
    file: `server/src/lint-fixture-${tag}.ts`,
    source: 'export const port = process.env.PORT;\n',
    rule: 'lint/style/noProcessEnv',
  },
  {
    // A file name that is not kebab-case.
    file: `web/src/lib/lintFixture${tag}.ts`,
    source: 'export const named = 1;\n',
    rule: 'lint/style/useFilenamingConvention',
  },
  {
    // A default export outside the tool configs that need one.
    file: `web/src/lib/lint-fixture-${tag}.ts`,
    source: 'export default function fixture() {\n  return 1;\n}\n',
    rule: 'lint/style/noDefaultExport',
  },
  {
    // The control: own-feature and shared imports, a named export, a kebab-case name.
    file: `web/src/features/lists/api/lint-fixture-${tag}-ok.ts`,
    source:
      "import { cn } from '../../../lib/cn.ts';\nimport { listQueryOptions } from './lists.ts';\n\nexport const fine = [cn, listQueryOptions];\n",
    rule: null,
  },
];

type Diagnostic = { category?: string; location?: { path?: string } };

let diagnostics: Diagnostic[] = [];
let exitCode = 0;

beforeAll(async () => {
  for (const f of fixtures) writeFileSync(path.join(root, f.file), f.source);
  const biome = path.join(root, 'node_modules/.bin/biome');
  const args = [
    'lint',
    '--reporter=json',
    '--max-diagnostics=none',
    ...fixtures.map((f) => f.file),
  ];
  try {
    const { stdout } = await promisify(execFile)(biome, args, { cwd: root });
    diagnostics = (JSON.parse(stdout) as { diagnostics: Diagnostic[] }).diagnostics;
  } catch (error) {
    const failed = error as { code?: number; stdout?: string };
    exitCode = failed.code ?? 1;
    diagnostics =
      (JSON.parse(failed.stdout ?? '{}') as { diagnostics?: Diagnostic[] }).diagnostics ?? [];
  }
}, 60_000);

afterAll(() => {
  for (const f of fixtures) rmSync(path.join(root, f.file), { force: true });
});

const rulesOn = (file: string) =>
  diagnostics.filter((d) => d.location?.path === file).map((d) => d.category);

describe('the lint rules in biome.json', () => {
  it('make biome lint fail', () => {
    expect(exitCode).not.toBe(0);
  });

  it.each(fixtures.filter((f) => f.rule !== null))('$rule bites on $file', ({ file, rule }) => {
    expect(rulesOn(file)).toEqual([rule]);
  });

  it('leave a file that keeps the rules alone', () => {
    const control = fixtures.find((f) => f.rule === null);
    expect(control && rulesOn(control.file)).toEqual([]);
  });

  it('guard every web feature folder against every other one (a new feature needs updating)', () => {
    type Override = {
      includes: string[];
      linter?: {
        rules?: {
          style?: { noRestrictedImports?: { options?: { patterns?: { group: string[] }[] } } };
        };
      };
    };
    const config = JSON.parse(readFileSync(path.join(root, 'biome.json'), 'utf8')) as {
      overrides: Override[];
    };
    const features = readdirSync(path.join(root, 'web/src/features'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    for (const feature of features) {
      const override = config.overrides.find((o) =>
        o.includes.includes(`web/src/features/${feature}/**`),
      );
      const groups = (
        override?.linter?.rules?.style?.noRestrictedImports?.options?.patterns ?? []
      ).flatMap((p) => p.group);
      const others = features.filter((f) => f !== feature).map((f) => `**/${f}/**`);
      expect({ feature, missing: others.filter((o) => !groups.includes(o)) }).toEqual({
        feature,
        missing: [],
      });
    }
  });
});
