import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db } from '../db/database.ts';

/**
 * Better Auth runs a sign-up (user, credential account, session) in one transaction once its
 * adapter may use them, but keeps that transaction to itself. This hands Better Auth a view of
 * our Kysely instance whose transactions announce themselves, so that a database hook running
 * inside one (the profile, see auth.ts) writes through the same transaction and commits or
 * rolls back with the user. Everything else passes straight through to the real instance.
 */
export function withAnnouncedTransactions(db: Db) {
  const current = new AsyncLocalStorage<Db>();

  const announcing = new Proxy(db, {
    get(target, property) {
      if (property === 'transaction') {
        return () => {
          const builder = target.transaction();
          return new Proxy(builder, {
            get(inner, key) {
              if (key === 'execute') {
                return <T>(work: (trx: Db) => Promise<T>) =>
                  inner.execute((trx) => current.run(trx, () => work(trx)));
              }
              return bound(inner, key);
            },
          });
        };
      }
      return bound(target, property);
    },
  });

  return {
    /** The instance to give Better Auth. */
    db: announcing,
    /** The transaction Better Auth is running on this call path, if any. */
    current: (): Db | undefined => current.getStore(),
  };
}

/** Kysely keeps its state in private fields, so its methods must run on the real object. */
function bound(target: object, key: PropertyKey): unknown {
  const value = Reflect.get(target, key, target);
  return typeof value === 'function' ? value.bind(target) : value;
}
