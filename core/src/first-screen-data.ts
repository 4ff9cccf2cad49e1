/** The web app's addresses (web/src/lib/paths.ts) that start with a known read. */
const DASHBOARD = '/dashboard';
const FEED = '/feed';
const PROFILE = '/profile';
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
    // The Shopping List tab draws from the list, its recipes and the shared state; the
    // Schedule tab from the list and its nutrition figures (it waits for them, so that the
    // per-person summary does not push the day view down when it arrives).
    if (tab === 'shopping') return [base, `${base}/ingredients`, `${base}/shopping`];
    if (tab === 'schedule') return [base, `${base}/nutrition`];
    return [base];
  }
  return [];
}

/** A screen whose largest picture is known from its first read, by its address. */
export type FirstPicture =
  | { screen: 'meal'; mealId: string; listId: string | null }
  | { screen: 'feed' }
  /** The Meals tab: the first meal card's picture. */
  | { screen: 'list'; listId: string }
  /** The first shared meal's card; `userId` null for one's own profile. */
  | { screen: 'profile'; userId: string | null };

/**
 * The screens whose largest picture (their LCP) is one photo the server can name from the
 * address: the meal detail's photo, the first post of the popular feed, the first meal card
 * of a list's Meals tab and of a profile's Shared Meals. The server preloads it with the page
 * (decision 033) instead of the browser finding it once the screen's code and data have
 * arrived and the screen is drawn. A card shows at a fixed width at each breakpoint
 * (`CARD_PHOTO_SIZES`), so the browser picks the same copy whatever the reader's screen.
 */
export function firstScreenPicture(pathname: string, search = ''): FirstPicture | null {
  if (pathname === FEED) return { screen: 'feed' };
  try {
    const meal = /^\/list\/([^/]+)\/meal\/([^/]+)$/.exec(pathname);
    if (meal) {
      const [, listId = '', mealId = ''] = meal.map(decodeURIComponent);
      return { screen: 'meal', mealId, listId: listId === ANY_LIST ? null : listId };
    }
    const list = /^\/list\/([^/]+)$/.exec(pathname);
    // The other tabs' largest content is text: a picture preloaded there would only compete.
    if (list && firstScreenCode(pathname, search)?.tab === null) {
      return { screen: 'list', listId: decodeURIComponent(list[1] ?? '') };
    }
    if (pathname === PROFILE) return { screen: 'profile', userId: null };
    const profile = /^\/profile\/([^/]+)$/.exec(pathname);
    if (profile) return { screen: 'profile', userId: decodeURIComponent(profile[1] ?? '') };
  } catch {
    // A malformed escape: no preload; the router shows its 404.
  }
  return null;
}

/** A malformed escape is kept as it is, as URLSearchParams does. */
function decodeOrKeep(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** A signed-in screen's route module (web/src/app/routes/<screen>-route.tsx). */
export type FirstScreen = 'dashboard' | 'feed' | 'list' | 'meal' | 'profile' | 'settings';
/** A list tab whose code is its own chunk (web/src/features/planning/components/<tab>-tab.tsx). */
export type FirstTab = 'shopping-list' | 'schedule';

/**
 * The code the first screen of a page runs, from its address alone: the signed-in screen and,
 * for a list opened on a tab, that tab. The app asks for it at boot, alongside its own code
 * (web/src/app-main.tsx), and the server announces the same chunks as module preloads with
 * the page, so they download with the entry instead of after it has run (issue 16). Account
 * screens and unknown addresses have none: their code is in the entry.
 */
export function firstScreenCode(
  pathname: string,
  search: string,
): { screen: FirstScreen; tab: FirstTab | null } | null {
  const screen = screenOf(pathname);
  if (!screen) return null;
  if (screen !== 'list') return { screen, tab: null };
  const tab = /(?:^\?|&)tab=([^&]*)/.exec(search)?.[1];
  const name = tab === undefined ? null : decodeOrKeep(tab.replace(/\+/g, ' '));
  if (name === 'shopping') return { screen, tab: 'shopping-list' };
  return { screen, tab: name === 'schedule' ? 'schedule' : null };
}

function screenOf(pathname: string): FirstScreen | null {
  if (pathname === DASHBOARD) return 'dashboard';
  if (pathname === FEED || /^\/post\/[^/]+$/.test(pathname)) return 'feed';
  if (/^\/list\/[^/]+\/meal\/[^/]+$/.test(pathname)) return 'meal';
  if (/^\/list\/[^/]+$/.test(pathname)) return 'list';
  if (/^\/profile(\/[^/]+)?$/.test(pathname)) return 'profile';
  if (pathname === '/settings') return 'settings';
  return null;
}
