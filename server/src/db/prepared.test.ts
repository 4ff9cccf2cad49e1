import { Hono } from 'hono';
import { type Kysely, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './database.ts';
import { prepareQuery } from './prepared.ts';
import { countQueriesPerRequest, queryCountingPlugin } from './query-counter.ts';

type Db = Kysely<{ dishes: { id: string; kind: string; name: string; minutes: number } }>;

async function dishes() {
  const handle = await openDatabase({ kind: 'sqlite', file: ':memory:' });
  const db = handle.db as unknown as Db;
  await sql`create table dishes (id text primary key, kind text, name text, minutes integer)`.execute(
    db,
  );
  await db
    .insertInto('dishes')
    .values([
      { id: 'a', kind: 'soup', name: 'Leek soup', minutes: 30 },
      { id: 'b', kind: 'soup', name: 'Pea soup', minutes: 20 },
      { id: 'c', kind: 'cake', name: 'Lemon cake', minutes: 50 },
    ])
    .execute();
  return { db, close: () => handle.close() };
}

describe('prepared queries', () => {
  it('answer as the same query built each time, with each run’s values and the fixed ones', async () => {
    const { db, close } = await dishes();
    const quick = prepareQuery(db, ['kind', 'max'], (db, slot) =>
      db
        .selectFrom('dishes')
        .select(['id', 'name'])
        .where('kind', '=', slot.kind)
        .where('minutes', '<=', slot.max)
        .where('name', '!=', 'Nothing')
        .orderBy('id'),
    );
    for (const [kind, max] of [
      ['soup', 25],
      ['soup', 60],
      ['cake', 60],
      ['cake', 10],
    ] as const) {
      const built = await db
        .selectFrom('dishes')
        .select(['id', 'name'])
        .where('kind', '=', kind)
        .where('minutes', '<=', max)
        .where('name', '!=', 'Nothing')
        .orderBy('id')
        .execute();
      expect(await quick.run({ kind, max })).toEqual(built);
    }
    await close();
  });

  it('runs inside a transaction it is given', async () => {
    const { db, close } = await dishes();
    const named = prepareQuery(db, ['id'], (db, slot) =>
      db.selectFrom('dishes').select('name').where('id', '=', slot.id),
    );
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('dishes')
        .set({ name: 'Green pea soup' })
        .where('id', '=', 'b')
        .execute();
      expect(await named.run({ id: 'b' }, trx)).toEqual([{ name: 'Green pea soup' }]);
    });
    await close();
  });

  it('refuses a slot that is not one bound value, and lets one go unused', async () => {
    const { db, close } = await dishes();
    const like = prepareQuery(db, ['word'], (db, slot) =>
      db.selectFrom('dishes').select('id').where('name', 'like', `%${slot.word}%`),
    );
    await expect(like.run({ word: 'soup' })).rejects.toThrow(/does not bind "word"/);
    const inText = prepareQuery(db, ['column'], (db, slot) =>
      db.selectFrom('dishes').select(sql.raw<string>(slot.column).as('x')),
    );
    await expect(inText.run({ column: 'name' })).rejects.toThrow(/does not bind "column"/);
    // Variants of one query may share a list of slots.
    const unused = prepareQuery(db, ['id', 'kind'], (db, slot) =>
      db.selectFrom('dishes').select('id').where('id', '=', slot.id),
    );
    expect(await unused.run({ id: 'a', kind: 'soup' })).toEqual([{ id: 'a' }]);
    await close();
  });

  it('counts each run as one query for X-Query-Count', async () => {
    const { db, close } = await dishes();
    const counted = db.withPlugin(queryCountingPlugin);
    const byId = prepareQuery(counted, ['id'], (db, slot) =>
      db.selectFrom('dishes').select('name').where('id', '=', slot.id),
    );
    const app = new Hono()
      .use('*', countQueriesPerRequest())
      .get('/', async (c) => c.json([await byId.run({ id: 'a' }), await byId.run({ id: 'c' })]));
    for (let round = 0; round < 2; round += 1) {
      const response = await app.request('/');
      expect(response.headers.get('x-query-count')).toBe('2');
      expect(await response.json()).toEqual([[{ name: 'Leek soup' }], [{ name: 'Lemon cake' }]]);
    }
    await close();
  });
});
