import SqliteDatabase from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { withStatementCache } from './sqlite-statements.ts';

function database() {
  const sqlite = new SqliteDatabase(':memory:');
  sqlite.exec(`
    create table cooks (id text primary key, name text, stars integer, note blob);
    insert into cooks values ('a', 'Ada', 3, x'0102'), ('b', 'Bo', null, null);
  `);
  return { sqlite, cached: withStatementCache(sqlite) };
}

describe('SQLite statements as the query builder sees them', () => {
  it('gives the rows better-sqlite3 gives, keys and values in the same order', () => {
    const { sqlite, cached } = database();
    const queries = [
      ['select * from cooks order by id', []],
      ['select name, stars * 2 as double, id from cooks where id = ?', ['a']],
      // Two columns of one name: the later value, in the place of the first, as in an object.
      ['select id, name, stars as id from cooks order by id', []],
      ['select id as "__proto__", name from cooks order by id', []],
      ['select 1 as "1", \'x\' as "a b", 2 as "constructor"', []],
    ] as const;
    for (const [sql, parameters] of queries) {
      const mine = cached.prepare(sql).all(parameters) as Record<string, unknown>[];
      const theirs = sqlite.prepare(sql).all(...parameters) as Record<string, unknown>[];
      expect(mine).toEqual(theirs);
      expect(mine.map((row) => Object.keys(row))).toEqual(theirs.map((row) => Object.keys(row)));
      for (const row of mine) expect(Object.getPrototypeOf(row)).toBe(Object.prototype);
    }
  });

  it('keeps each statement once, and follows a table that changed under a kept `select *`', () => {
    const { sqlite, cached } = database();
    const sql = 'select * from cooks where id = ?';
    expect(cached.prepare(sql)).toBe(cached.prepare(sql));
    expect(cached.prepare(sql).all(['b'])).toEqual([
      { id: 'b', name: 'Bo', stars: null, note: null },
    ]);
    sqlite.exec("alter table cooks add column city text default 'Lyon'");
    expect(cached.prepare(sql).all(['b'])).toEqual([
      { id: 'b', name: 'Bo', stars: null, note: null, city: 'Lyon' },
    ]);
  });

  it('runs writes, and writes that return rows', () => {
    const { cached } = database();
    const insert = cached.prepare("insert into cooks (id, name) values (?, 'Cy')");
    expect(insert.reader).toBe(false);
    expect(insert.run(['c']).changes).toBe(1);
    const returning = cached.prepare('update cooks set stars = ? where id = ? returning id, stars');
    expect(returning.reader).toBe(true);
    expect(returning.all([5, 'c'])).toEqual([{ id: 'c', stars: 5 }]);
    expect([...cached.prepare('select id from cooks order by id').iterate([])]).toEqual([
      { id: 'a' },
      { id: 'b' },
      { id: 'c' },
    ]);
  });
});
