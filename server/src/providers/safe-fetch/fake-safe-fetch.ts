import { type FetchedPage, type SafeFetch, SafeFetchError } from './safe-fetch.ts';

/**
 * A safe fetch that serves pages from memory and records what was asked: for tests of the
 * features that fetch (the network rules have their own tests against a real server).
 * A page given as a SafeFetchError makes that address fail or be refused.
 */
export function createFakeSafeFetch(pages: Record<string, string | SafeFetchError> = {}) {
  const calls: string[] = [];
  const fetcher: SafeFetch & { calls: string[] } = {
    calls,
    async fetchPage(url: string): Promise<FetchedPage> {
      calls.push(url);
      const page = pages[url];
      if (page instanceof SafeFetchError) throw page;
      if (page === undefined)
        throw new SafeFetchError('failed', 'We could not connect to that website.');
      return { url, html: page };
    },
  };
  return fetcher;
}
