/**
 * Where the account screens live. A module of its own so that the app entry (app-main.tsx) can
 * tell them from signed-in screens before the router has loaded, and the router maps the same
 * paths, so the two cannot drift apart.
 */
export const accountPaths = {
  login: '/login',
  signup: '/signup',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
} as const;
