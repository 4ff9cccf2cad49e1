/**
 * The page a signed-out visitor asked for (a shared post link, say), carried in the router's
 * navigation state to /login and back after logging in or signing up.
 */
export type ReturnToState = { returnTo: string };

export function returnToState(location: { pathname: string; search: string; hash: string }) {
  return { returnTo: `${location.pathname}${location.search}${location.hash}` };
}

/** The page to return to, or null. Only a path on this site: never another origin. */
export function returnPathFrom(state: unknown): string | null {
  const target = (state as Partial<ReturnToState> | null)?.returnTo;
  if (typeof target !== 'string' || !target.startsWith('/') || target.startsWith('//')) return null;
  if (target.includes('\\')) return null;
  return target;
}
