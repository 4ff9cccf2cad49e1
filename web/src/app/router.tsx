import { createBrowserRouter, type Location, matchRoutes, type RouteObject } from 'react-router';
import { ForgotPasswordForm } from '../features/auth/components/forgot-password-form.tsx';
import { LoginForm } from '../features/auth/components/login-form.tsx';
import { ResetPasswordForm } from '../features/auth/components/reset-password-form.tsx';
import { SignupForm } from '../features/auth/components/signup-form.tsx';
import { accountPaths, paths, routePatterns } from '../lib/paths.ts';
import { AppRoot } from './app-root.tsx';
import { StartingScreen } from './kitchen-loading.tsx';
import { PublicOnly } from './public-only.tsx';
import { PageErrorBoundary, ScreenErrorBoundary } from './route-error-boundary.tsx';
import type { ShellHandle } from './route-handle.ts';

// Each signed-in screen is a route module of its own (./routes/*-route.tsx, exporting
// `Component`), loaded lazily in its own chunk. Each has the error screen, so a failed chunk
// or screen keeps the shell around it.
const protectedScreens: (RouteObject & { handle: ShellHandle })[] = [
  {
    path: paths.dashboard,
    handle: { title: 'Your Meal Lists' },
    lazy: () => import('./routes/dashboard-route.tsx'),
  },
  {
    path: paths.feed,
    handle: { title: 'Feed', needsNetwork: true },
    lazy: () => import('./routes/feed-route.tsx'),
  },
  {
    path: routePatterns.post,
    handle: { title: 'Feed', needsNetwork: true },
    lazy: () => import('./routes/feed-route.tsx'),
  },
  {
    path: paths.profile,
    handle: { title: 'Your Profile' },
    lazy: () => import('./routes/profile-route.tsx'),
  },
  {
    path: routePatterns.userProfile,
    handle: { title: 'Profile', backTo: paths.feed, needsNetwork: true },
    lazy: () => import('./routes/profile-route.tsx'),
  },
  {
    path: paths.settings,
    handle: { title: 'Settings', backTo: paths.profile, needsNetwork: true },
    lazy: () => import('./routes/settings-route.tsx'),
  },
  {
    path: routePatterns.list,
    handle: { title: 'Meal List', backTo: paths.dashboard },
    lazy: () => import('./routes/list-route.tsx'),
  },
  {
    path: routePatterns.meal,
    handle: { title: 'Recipe', backTo: paths.dashboard },
    lazy: () => import('./routes/meal-route.tsx'),
  },
];

const protectedRoutes: RouteObject[] = protectedScreens.map((route) => ({
  ...route,
  ErrorBoundary: ScreenErrorBoundary,
}));

/**
 * The app chunk (this module) carries the providers and the small account screens, so that
 * /login costs no second round trip; the signed-in shell and each screen load as their own
 * chunks, in parallel. The landing page is rendered without the router (see main.tsx).
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    lazy: async () => ({ Component: (await import('./routes/landing-route.tsx')).LandingRoute }),
    ErrorBoundary: PageErrorBoundary,
  },
  {
    Component: AppRoot,
    // While a signed-in screen's code loads at start: the loading message the page came with.
    HydrateFallback: StartingScreen,
    // Anything the screens below do not catch themselves (the account screens, the shell).
    ErrorBoundary: PageErrorBoundary,
    children: [
      {
        Component: PublicOnly,
        children: [
          { path: accountPaths.login, handle: { title: 'Log in' }, Component: LoginForm },
          {
            path: accountPaths.signup,
            handle: { title: 'Create an account' },
            Component: SignupForm,
          },
        ],
      },
      {
        path: accountPaths.forgotPassword,
        handle: { title: 'Forgot password' },
        Component: ForgotPasswordForm,
      },
      {
        path: accountPaths.resetPassword,
        handle: { title: 'Set a new password' },
        Component: ResetPasswordForm,
      },
      {
        lazy: async () => ({
          Component: (await import('./protected-layout.tsx')).ProtectedLayout,
        }),
        children: protectedRoutes,
      },
      {
        path: '*',
        handle: { title: 'Page not found' },
        lazy: async () => ({
          Component: (await import('./routes/not-found-screen.tsx')).NotFoundScreen,
        }),
      },
    ],
  },
];

/**
 * Loads the code of the routes that draw `location` and puts it on them, so that the router
 * starts with the screen rather than its `HydrateFallback`: a screen the server drew is taken
 * over as it is (decision 052). React Router loads a lazy route's code only once it runs.
 */
export async function loadRouteCode(location: Pick<Location, 'pathname'>): Promise<void> {
  const matched = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matched.map(async ({ route }) => {
      const { lazy } = route;
      if (typeof lazy !== 'function') return;
      Object.assign(route, await lazy());
      delete route.lazy;
    }),
  );
}

export function createAppRouter() {
  return createBrowserRouter(routes);
}
