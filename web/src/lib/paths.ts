/**
 * Every path of the app, in one place: screens link with these helpers and the router maps
 * the patterns, so a path cannot drift between the two.
 */
export const accountPaths = {
  login: '/login',
  signup: '/signup',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
} as const;

/** The list id of the read-only meal view that searches all of the user's lists (spec). */
export const ANY_LIST = 'any';

const part = (value: string) => encodeURIComponent(value);

export const paths = {
  landing: '/',
  ...accountPaths,
  dashboard: '/dashboard',
  feed: '/feed',
  post: (postId: string) => `/post/${part(postId)}`,
  profile: '/profile',
  userProfile: (userId: string) => `/profile/${part(userId)}`,
  settings: '/settings',
  list: (listId: string) => `/list/${part(listId)}`,
  meal: (listId: string, mealId: string) => `/list/${part(listId)}/meal/${part(mealId)}`,
  anyMeal: (mealId: string) => `/list/${ANY_LIST}/meal/${part(mealId)}`,
} as const;

/** Route patterns for the router, matching the helpers above. */
export const routePatterns = {
  post: '/post/:postId',
  userProfile: '/profile/:userId',
  list: '/list/:listId',
  meal: '/list/:listId/meal/:mealId',
} as const;
