import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../features/auth/api/session.ts';
import { paths } from '../lib/paths.ts';
import { returnToState } from '../lib/return-to.ts';
import { AppShell } from './app-shell.tsx';
import { KitchenLoading } from './kitchen-loading.tsx';
import { ErrorScreen } from './routes/error-screen.tsx';

/** Screens for signed-in cooks: loading message, then the shell or a trip to /login. */
export function ProtectedLayout() {
  const session = useSession();
  const location = useLocation();
  if (session.isPending) return <KitchenLoading />;
  if (session.isError) return <ErrorScreen onRetry={() => session.refetch()} />;
  // After logging in, the visitor lands on the page they asked for (a shared post link).
  if (!session.data) return <Navigate to={paths.login} replace state={returnToState(location)} />;
  return (
    <AppShell email={session.data.user.email}>
      <Outlet />
    </AppShell>
  );
}
