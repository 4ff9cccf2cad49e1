import { paths } from '../../lib/paths.ts';

/**
 * Where the landing page's calls to action lead. A signed-in visitor is sent straight into the
 * app instead of being asked to sign up or log in again.
 */
export function startPlanningHref(isSignedIn: boolean): string {
  return isSignedIn ? paths.dashboard : paths.signup;
}

/** The secondary call to action: log in (worded per section), or back to your meals. */
export function accountLink(
  isSignedIn: boolean,
  logInLabel = 'Log in',
): { href: string; label: string } {
  return isSignedIn
    ? { href: paths.dashboard, label: 'Go to my meals' }
    : { href: paths.login, label: logInLabel };
}
