/** The web app's addresses (web/src/lib/paths.ts) that start with a known read. */
const DASHBOARD = '/dashboard';
const FEED = '/feed';
/** The list segment of a meal opened outside any list. */
const ANY_LIST = 'any';

/**
 * The API reads the first screen of a signed-in page starts with, from its address alone, so
 * they can be asked for while the screen's code downloads (decision 013). Each screen's query
 * takes its answer with `takePrefetch(url)`: the addresses must be the ones the queries use.
 * In core because the server names them too: it sends them as preloads with the app page.
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
  if (pathname === DASHBOARD) return ['/api/lists'];
  if (pathname === FEED) return ['/api/feed/popular'];
  const meal = /^\/list\/([^/]+)\/meal\/([^/]+)$/.exec(pathname);
  if (meal) {
    const [, listId = '', mealId = ''] = meal.map(decodeURIComponent);
    const inList = listId === ANY_LIST ? '' : `?listId=${encodeURIComponent(listId)}`;
    return [`/api/meals/${encodeURIComponent(mealId)}${inList}`];
  }
  const list = /^\/list\/([^/]+)$/.exec(pathname);
  if (list) {
    const base = `/api/lists/${encodeURIComponent(decodeURIComponent(list[1] ?? ''))}`;
    // core has no URLSearchParams (no DOM or Node types): the first `tab`, decoded as it would.
    const given = /(?:^\?|&)tab=([^&]*)/.exec(search)?.[1];
    const tab = given === undefined ? null : decodeOrKeep(given.replace(/\+/g, ' '));
    // The Shopping List tab draws from the list, its recipes and the shared state.
    return tab === 'shopping' ? [base, `${base}/ingredients`, `${base}/shopping`] : [base];
  }
  return [];
}

/** A malformed escape is kept as it is, as URLSearchParams does. */
function decodeOrKeep(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
