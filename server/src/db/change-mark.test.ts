import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createChangeMark } from './change-mark.ts';
import { openDatabase } from './database.ts';

describe('the change mark of a SQLite database', () => {
  const folders: string[] = [];
  afterEach(() => {
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });

  async function database() {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'forkcast-mark-'));
    folders.push(folder);
    const file = path.join(folder, 'mark.db');
    const handle = await openDatabase({ kind: 'sqlite', file });
    await sql`create table notes (text text)`.execute(handle.db);
    return { handle, file };
  }

  it('stays put while nothing is written, and moves with every write, ours or another process’s', async () => {
    const { handle, file } = await database();
    const mark = createChangeMark(handle.db, 'sqlite');
    if (!mark) throw new Error('SQLite has a change mark');
    const quiet = await mark();
    await sql`select * from notes`.execute(handle.db);
    expect(await mark()).toBe(quiet);

    await sql`insert into notes values ('ours')`.execute(handle.db);
    const afterOurs = await mark();
    expect(afterOurs).not.toBe(quiet);

    // Another connection (a script, another process) writes: data_version moves.
    const other = new SqliteDatabase(file);
    other.prepare("insert into notes values ('theirs')").run();
    other.close();
    expect(await mark()).not.toBe(afterOurs);
    await handle.close();
  });

  it('is never the same across two runs of the server, whose counters both start again', async () => {
    const { handle } = await database();
    const first = createChangeMark(handle.db, 'sqlite');
    const second = createChangeMark(handle.db, 'sqlite');
    expect(await first?.()).not.toBe(await second?.());
    await handle.close();
  });

  it('does not exist on PostgreSQL', async () => {
    const { handle } = await database();
    expect(createChangeMark(handle.db, 'postgres')).toBeUndefined();
    await handle.close();
  });
});
