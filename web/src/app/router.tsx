import { createBrowserRouter, type RouteObject } from 'react-router';
import { ForgotPasswordForm } from '../features/auth/components/forgot-password-form.tsx';
import { LoginForm } from '../features/auth/components/login-form.tsx';
import { ResetPasswordForm } from '../features/auth/components/reset-password-form.tsx';
import { SignupForm } from '../features/auth/components/signup-form.tsx';
import { accountPaths } from './account-paths.ts';
import { AppRoot } from './app-root.tsx';
import { PublicOnly } from './public-only.tsx';
import type { ShellHandle } from './route-handle.ts';
import { ComingSoon } from './routes/coming-soon.tsx';

// Placeholder bodies are tiny: bundled with the router so they cost no extra round trip. Real
// screens replacing them load lazily, each in its own chunk.
const comingSoon = { Component: ComingSoon };

const protectedRoutes: (RouteObject & { handle: ShellHandle })[] = [
  { path: '/dashboard', handle: { title: 'Your Meal Lists' }, ...comingSoon },
  { path: '/feed', handle: { title: 'Feed' }, ...comingSoon },
  { path: '/post/:postId', handle: { title: 'Feed' }, ...comingSoon },
  { path: '/profile', handle: { title: 'Your Profile' }, ...comingSoon },
  { path: '/profile/:userId', handle: { title: 'Profile', backTo: '/feed' }, ...comingSoon },
  { path: '/settings', handle: { title: 'Settings', backTo: '/profile' }, ...comingSoon },
  { path: '/list/:listId', handle: { title: 'Meal List', backTo: '/dashboard' }, ...comingSoon },
  {
    path: '/list/:listId/meal/:mealId',
    handle: { title: 'Recipe', backTo: '/dashboard' },
    ...comingSoon,
  },
];

/**
 * The app chunk (this module) carries the providers and the small account screens, so that
 * /login costs no second round trip; the signed-in shell and each screen load as their own
 * chunks, in parallel. The landing page is rendered without the router (see main.tsx).
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    lazy: async () => ({ Component: (await import('./routes/landing-route.tsx')).LandingRoute }),
  },
  {
    Component: AppRoot,
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

export function createAppRouter() {
  return createBrowserRouter(routes);
}
