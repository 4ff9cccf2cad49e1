import { CompiledQuery, type KyselyPlugin, type RootOperationNode } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createListRepository } from '../src/features/lists/list-repository.ts';
import { createCook, createList } from './support/factories.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/**
 * How SQLite runs the reads every screen makes. A plan, not a timing: the dashboard's read ran
 * at under half of /api/health in the screens bench while its scheduled count read every item
 * row of every list, and the plan is what says whether an index serves it.
 */
describe('query plans (SQLite)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(async () => {
    await t.close();
  });

  /** The plan of every statement `run` executes through a repository made on `t.db`. */
  async function plansOf(run: (db: TestApp['db']) => Promise<unknown>) {
    const nodes: RootOperationNode[] = [];
    const capture: KyselyPlugin = {
      transformQuery: ({ node }) => {
        nodes.push(node);
        return node;
      },
      transformResult: async ({ result }) => result,
    };
    await run(t.db.withPlugin(capture));
    const plans: string[] = [];
    for (const node of nodes) {
      const compiled = t.db.getExecutor().compileQuery(node, { queryId: 'plan' });
      const { rows } = await t.db.executeQuery<{ detail: string }>(
        CompiledQuery.raw(`explain query plan ${compiled.sql}`, [...compiled.parameters]),
      );
      plans.push(rows.map((r) => r.detail).join(' | '));
    }
    return plans;
  }

  it('counts a list’s scheduled meals from the scheduled-items index, not from its rows', async () => {
    const cook = await createCook(t);
    await createList(cook);
    const [plan] = await plansOf((db) => createListRepository(db).findListsOf(cook.id));
    expect(plan).toContain('meal_list_items_scheduled_idx');
    // Every count of the dashboard's cards is read from an index alone or the partial index.
    expect(plan).not.toMatch(/SCAN (i|mm)\b/);
  });
});
