import { createBrowserRouter, type RouteObject } from 'react-router';
import type { ShellHandle } from './route-handle.ts';

const comingSoon = async () => ({
  Component: (await import('./routes/coming-soon.tsx')).ComingSoon,
});

const protectedRoutes: (RouteObject & { handle: ShellHandle })[] = [
  { path: '/dashboard', handle: { title: 'Your Meal Lists' }, lazy: comingSoon },
  { path: '/feed', handle: { title: 'Feed' }, lazy: comingSoon },
  { path: '/post/:postId', handle: { title: 'Feed' }, lazy: comingSoon },
  { path: '/profile', handle: { title: 'Your Profile' }, lazy: comingSoon },
  { path: '/profile/:userId', handle: { title: 'Profile', backTo: '/feed' }, lazy: comingSoon },
  { path: '/settings', handle: { title: 'Settings', backTo: '/profile' }, lazy: comingSoon },
  { path: '/list/:listId', handle: { title: 'Meal List', backTo: '/dashboard' }, lazy: comingSoon },
  {
    path: '/list/:listId/meal/:mealId',
    handle: { title: 'Recipe', backTo: '/dashboard' },
    lazy: comingSoon,
  },
];

/**
 * Every screen is its own chunk. The landing page loads alone; everything else shares the
 * lazily loaded AppRoot (data layer and toasts).
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    lazy: async () => ({ Component: (await import('./routes/landing-route.tsx')).LandingRoute }),
  },
  {
    lazy: async () => ({ Component: (await import('./app-root.tsx')).AppRoot }),
    children: [
      {
        lazy: async () => ({ Component: (await import('./public-only.tsx')).PublicOnly }),
        children: [
          {
            path: '/login',
            lazy: async () => ({
              Component: (await import('../features/auth/components/login-form.tsx')).LoginForm,
            }),
          },
          {
            path: '/signup',
            lazy: async () => ({
              Component: (await import('../features/auth/components/signup-form.tsx')).SignupForm,
            }),
          },
        ],
      },
      {
        path: '/forgot-password',
        lazy: async () => ({
          Component: (await import('../features/auth/components/forgot-password-form.tsx'))
            .ForgotPasswordForm,
        }),
      },
      {
        path: '/reset-password',
        lazy: async () => ({
          Component: (await import('../features/auth/components/reset-password-form.tsx'))
            .ResetPasswordForm,
        }),
      },
      {
        lazy: async () => ({
          Component: (await import('./protected-layout.tsx')).ProtectedLayout,
        }),
        children: protectedRoutes,
      },
      {
        path: '*',
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
