import { Navigate, Outlet } from 'react-router';
import { useSession } from '../features/auth/api/session.ts';
import { paths } from '../lib/paths.ts';

/** Login and sign-up: someone already signed in goes straight to their meal lists. */
export function PublicOnly() {
  const session = useSession();
  if (session.data) return <Navigate to={paths.dashboard} replace />;
  return <Outlet />;
}
