import type SqliteDatabase from 'better-sqlite3';

/** How many prepared statements are kept; queries come from a fixed set of builders. */
const STATEMENT_CACHE_SIZE = 500;

type Row = Record<string, unknown>;

/** What Kysely's SQLite driver uses of a better-sqlite3 statement. */
type DriverStatement = {
  readonly reader: boolean;
  all(parameters: readonly unknown[]): unknown[];
  run(parameters: readonly unknown[]): SqliteDatabase.RunResult;
  iterate(parameters: readonly unknown[]): IterableIterator<unknown>;
};

/**
 * Makes a row object from a raw row, keys in column order; a later column of the same name
 * wins, as in better-sqlite3's own objects. An object literal gives every row of a statement
 * the same shape, which V8 builds far faster than objects assembled key by key.
 */
function rowMaker(columns: string[]): (values: unknown[]) => Row {
  // A literal would define this name as a key; better-sqlite3 assigns it (the prototype setter).
  if (columns.includes('__proto__')) {
    return (values) => {
      const row: Row = {};
      columns.forEach((name, i) => {
        row[name] = values[i];
      });
      return row;
    };
  }
  const fields = columns.map((name, i) => `${JSON.stringify(name)}: values[${i}]`).join(', ');
  // The names are column names, quoted as JSON strings: nothing else goes into the code.
  return new Function('values', `return { ${fields} };`) as (values: unknown[]) => Row;
}

/**
 * A reading statement whose rows come back as arrays and are made into objects here: the
 * objects better-sqlite3 builds itself, property by property, cost as much as the query (half
 * of a 20-post feed page). The same rows, the same keys in the same order.
 */
function objectRows(statement: SqliteDatabase.Statement): DriverStatement {
  statement.raw(true);
  let columns = statement.columns().map((column) => column.name);
  let toRow = rowMaker(columns);
  // SQLite prepares a statement again by itself after a schema change: a `select *` may
  // then bring more or fewer columns than when the names were taken.
  const current = (rows: unknown[][]) => {
    if (rows.length > 0 && (rows[0] as unknown[]).length !== columns.length) {
      columns = statement.columns().map((column) => column.name);
      toRow = rowMaker(columns);
    }
    return toRow;
  };
  return {
    reader: true,
    all: (parameters) => {
      const rows = statement.all(parameters) as unknown[][];
      return rows.map(current(rows));
    },
    run: (parameters) => statement.run(parameters),
    *iterate(parameters) {
      for (const values of statement.iterate(parameters) as IterableIterator<unknown[]>) {
        yield current([values])(values);
      }
    },
  };
}

/**
 * The better-sqlite3 database as Kysely's SQLite driver sees it, with two costs taken out:
 * - Kysely prepares every statement anew, and compiling SQL was the largest single cost of a
 *   signed-in request: statements are kept by their SQL text (bounded, oldest out first).
 *   They run synchronously, so sharing one between requests is safe.
 * - rows are read as arrays and made into objects here (`objectRows`).
 */
export function withStatementCache(sqlite: SqliteDatabase.Database) {
  const cache = new Map<string, DriverStatement>();
  return {
    prepare(sql: string): DriverStatement {
      let statement = cache.get(sql);
      if (!statement) {
        const prepared = sqlite.prepare(sql);
        statement = prepared.reader ? objectRows(prepared) : prepared;
        if (cache.size >= STATEMENT_CACHE_SIZE) {
          const oldest = cache.keys().next().value;
          if (oldest !== undefined) cache.delete(oldest);
        }
        cache.set(sql, statement);
      }
      return statement;
    },
    close() {
      cache.clear();
      sqlite.close();
    },
  };
}
