import { clear, get, set } from 'idb-keyval';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { socialKeys } from '../features/social/api/social-keys.ts';
import { queryKeys } from './query-keys.ts';
import {
  adoptCacheUser,
  forgetCacheUser,
  queryPersister,
  shouldPersistQuery,
  startRestore,
} from './query-persistence.ts';

const client = { clientState: { queries: [], mutations: [] }, timestamp: 1, buster: 'x' };

describe('the saved copy of what the screens showed', () => {
  beforeEach(async () => {
    await forgetCacheUser();
    localStorage.clear();
  });

  it('is kept per cook and restored for the cook who used the app last', async () => {
    await adoptCacheUser('ann');
    await queryPersister.persistClient(client);
    expect(await get('forkcast-query-cache:ann')).toBeTypeOf('string');
    expect(await queryPersister.restoreClient()).toEqual(client);
  });

  it("is never restored for another cook, and the first cook's copy goes", async () => {
    await adoptCacheUser('ann');
    await queryPersister.persistClient(client);
    expect(await adoptCacheUser('bob')).toBe(true);
    expect(await queryPersister.restoreClient()).toBeUndefined();
    expect(await get('forkcast-query-cache:ann')).toBeUndefined();
  });

  it('says the same cook is no change', async () => {
    expect(await adoptCacheUser('ann')).toBe(false);
    expect(await adoptCacheUser('ann')).toBe(false);
  });

  it('is deleted on sign-out, and nothing is saved until someone signs in', async () => {
    await adoptCacheUser('ann');
    await queryPersister.persistClient(client);
    await forgetCacheUser();
    expect(await get('forkcast-query-cache:ann')).toBeUndefined();
    await queryPersister.persistClient(client);
    expect(await queryPersister.restoreClient()).toBeUndefined();
    // A copy left by someone else under their own key is never read for nobody.
    await set('forkcast-query-cache:carl', JSON.stringify(client));
    expect(await queryPersister.restoreClient()).toBeUndefined();
  });

  it("is never saved with a session that is not this cook's", async () => {
    const withSession = (data: unknown) => ({
      ...client,
      clientState: {
        mutations: [],
        queries: [
          {
            queryKey: ['session'],
            queryHash: '["session"]',
            state: { data, status: 'success' },
          },
        ],
      },
    });
    // A save asked for on the sign-up screen (signed out) that ends once Ann has signed up.
    await adoptCacheUser('ann');
    await queryPersister.persistClient(withSession(null) as unknown as typeof client);
    expect(await get('forkcast-query-cache:ann')).toBeUndefined();
    await queryPersister.persistClient(
      withSession({ user: { id: 'bob' }, profile: {} }) as unknown as typeof client,
    );
    expect(await get('forkcast-query-cache:ann')).toBeUndefined();
    // Her own session: kept, and a later signed-out copy leaves it as it was.
    const hers = withSession({ user: { id: 'ann' }, profile: {} });
    await queryPersister.persistClient(hers as unknown as typeof client);
    await queryPersister.persistClient(withSession(null) as unknown as typeof client);
    expect(await queryPersister.restoreClient()).toEqual(hers);
  });

  describe('read early, at boot (startRestore)', () => {
    const later = { ...client, timestamp: 2 };

    it('gives the restore the copy read at boot, once; the next restore reads afresh', async () => {
      await adoptCacheUser('ann');
      await queryPersister.persistClient(client);
      startRestore();
      // Written after the boot read: the first restore still gets what was read at boot.
      await set('forkcast-query-cache:ann', JSON.stringify(later));
      expect(await queryPersister.restoreClient()).toEqual(client);
      expect(await queryPersister.restoreClient()).toEqual(later);
    });

    it("never hands one cook's early read to another cook who signed in since", async () => {
      await adoptCacheUser('ann');
      await queryPersister.persistClient(client);
      startRestore();
      await adoptCacheUser('bob');
      await set('forkcast-query-cache:ann', JSON.stringify(client));
      expect(await queryPersister.restoreClient()).toBeUndefined();
    });

    /** The module as a newly opened page has it: nothing known yet about the last cook. */
    async function freshPage() {
      vi.resetModules();
      return await import('./query-persistence.ts');
    }

    it('opens the copy without reading localStorage, whose first read blocks the page', async () => {
      await adoptCacheUser('ann');
      await queryPersister.persistClient(client);
      const page = await freshPage();
      const read = vi.spyOn(Storage.prototype, 'getItem');
      page.startRestore();
      expect(page.lastUser()).toBe(null);
      expect(await page.queryPersister.restoreClient()).toEqual(client);
      expect(page.lastUser()).toBe('ann');
      expect(read).not.toHaveBeenCalled();
      read.mockRestore();
    });

    it('reads no localStorage on a device where nobody has used the app', async () => {
      await clear();
      const page = await freshPage();
      const read = vi.spyOn(Storage.prototype, 'getItem');
      page.startRestore();
      expect(await page.queryPersister.restoreClient()).toBeUndefined();
      expect(page.lastUser()).toBe(null);
      expect(read).not.toHaveBeenCalled();
      read.mockRestore();
    });

    it('moves a cook remembered in localStorage by an earlier version over, with their copy', async () => {
      await set('forkcast-query-cache:dora', JSON.stringify(client));
      localStorage.setItem('forkcast:cache-user', 'dora');
      const page = await freshPage();
      page.startRestore();
      expect(await page.queryPersister.restoreClient()).toEqual(client);
      expect(localStorage.getItem('forkcast:cache-user')).toBe(null);
      // The next page finds her in IndexedDB.
      const next = await freshPage();
      expect(await next.adoptCacheUser('dora')).toBe(false);
      await next.forgetCacheUser();
    });

    it('finds nothing when nobody has used the app here', async () => {
      await set('forkcast-query-cache:carl', JSON.stringify(client));
      startRestore();
      expect(await queryPersister.restoreClient()).toBeUndefined();
    });
  });

  describe('what goes into it (shouldPersistQuery)', () => {
    const kept = (
      queryKey: readonly unknown[],
      status: 'success' | 'error' | 'pending' = 'success',
    ) => shouldPersistQuery({ queryKey, state: { status } as never });

    it('keeps what the screens that work offline show', () => {
      expect(kept(queryKeys.lists)).toBe(true);
      expect(kept(queryKeys.list('l-1'))).toBe(true);
      expect(kept(queryKeys.shopping('l-1'))).toBe(true);
      expect(kept(queryKeys.listIngredients('l-1'))).toBe(true);
      expect(kept(queryKeys.meal('m-1', 'l-1'))).toBe(true);
      expect(kept(['session'])).toBe(true);
      expect(kept(socialKeys.profile('u-1'))).toBe(true);
      expect(kept(socialKeys.feed('saved'))).toBe(true);
    });

    it('leaves out the feed, posts and comments, which need a connection, and failed reads', () => {
      expect(kept(socialKeys.feed('following'))).toBe(false);
      expect(kept(socialKeys.feed('popular'))).toBe(false);
      expect(kept(socialKeys.post('p-1'))).toBe(false);
      expect(kept(socialKeys.comments('p-1'))).toBe(false);
      expect(kept(queryKeys.list('l-1'), 'error')).toBe(false);
      expect(kept(queryKeys.list('l-1'), 'pending')).toBe(false);
    });
  });
});
