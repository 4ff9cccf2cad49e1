import { ANY_LIST, paths } from './paths.ts';

/**
 * The API reads the first screen of a signed-in page starts with, from its address alone, so
 * they can be asked for while the screen's code downloads (decision 013). Each screen's query
 * takes its answer with `takePrefetch(url)`: the addresses must be the ones the queries use.
 */
export function firstScreenData(pathname: string, search: string): string[] {
  try {
    return dataFor(pathname, search);
  } catch {
    // A malformed address ('/list/%E0'): no early read; the router shows its 404.
    return [];
  }
}

function dataFor(pathname: string, search: string): string[] {
  if (pathname === paths.dashboard) return ['/api/lists'];
  if (pathname === paths.feed) return ['/api/feed/popular'];
  const meal = /^\/list\/([^/]+)\/meal\/([^/]+)$/.exec(pathname);
  if (meal) {
    const [, listId = '', mealId = ''] = meal.map(decodeURIComponent);
    const inList = listId === ANY_LIST ? '' : `?listId=${encodeURIComponent(listId)}`;
    return [`/api/meals/${encodeURIComponent(mealId)}${inList}`];
  }
  const list = /^\/list\/([^/]+)$/.exec(pathname);
  if (list) {
    const base = `/api/lists/${encodeURIComponent(decodeURIComponent(list[1] ?? ''))}`;
    const tab = new URLSearchParams(search).get('tab');
    // The Shopping List tab draws from the list, its recipes and the shared state.
    return tab === 'shopping' ? [base, `${base}/ingredients`, `${base}/shopping`] : [base];
  }
  return [];
}
