import type { Compilable, CompiledQuery, Kysely } from 'kysely';

/** A value a prepared query is run with: one bound parameter each. */
type Value = string | number | null;

/** Stands for a parameter while the query is compiled; no real value looks like it. */
const slotText = (name: string) => `\u0000forkcast-slot:${name}\u0000`;

/**
 * A query built and compiled to SQL once, then run with each call's values.
 *
 * Kysely builds its operation tree and compiles it to SQL again on every call; for the small
 * indexed reads behind every request (the version check of a conditional read, a feed page)
 * that cost more than running the SQL. `build` makes the query once, with `slot.name` where a
 * value goes (it fits any value's type in the builder); each run binds that run's values
 * there. A slot is one bound value: not a list (`in`), not a column name,
 * not part of a text (`like`): the compile step refuses a query that puts a slot anywhere but
 * in a parameter of its own. A slot may go unused.
 *
 * It is compiled for the database it is made for; `run` may be given a transaction of that
 * database (same dialect).
 */
export function prepareQuery<DB, Name extends string, Row>(
  db: Kysely<DB>,
  names: readonly Name[],
  build: (db: Kysely<DB>, slot: Record<Name, never>) => Compilable<Row>,
) {
  let compiled:
    | { query: CompiledQuery<Row>; bind: ((params: Record<Name, Value>) => unknown)[] }
    | undefined;

  function compile() {
    const byText = new Map(names.map((name) => [slotText(name), name] as const));
    const slot = Object.fromEntries(names.map((name) => [name, slotText(name)])) as Record<
      Name,
      never
    >;
    const query = build(db, slot).compile();
    // A slot may go unused (variants of one query share a list of names), but one that went
    // into the SQL text or into part of a value would bind the wrong thing.
    for (const [text, name] of byText) {
      const misused =
        query.sql.includes(text) ||
        query.parameters.some(
          (value) => typeof value === 'string' && value !== text && value.includes(text),
        );
      if (misused) throw new Error(`The prepared query does not bind "${name}" as one parameter`);
    }
    const bind = query.parameters.map((value) => {
      const name = typeof value === 'string' ? byText.get(value) : undefined;
      return name === undefined ? () => value : (params: Record<Name, Value>) => params[name];
    });
    return { query, bind };
  }

  return {
    /** The rows, with `params` in the slots; on `on` (a transaction) or the database. */
    async run(params: Record<Name, Value>, on: Kysely<DB> = db): Promise<Row[]> {
      compiled ??= compile();
      const { query, bind } = compiled;
      const result = await on.executeQuery<Row>({
        ...query,
        parameters: bind.map((value) => value(params)),
      });
      return result.rows;
    },
  };
}
