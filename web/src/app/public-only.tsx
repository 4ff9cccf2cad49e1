import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../features/auth/api/session.ts';
import { paths } from '../lib/paths.ts';
import { returnPathFrom } from '../lib/return-to.ts';

/**
 * Login and sign-up: someone signed in goes straight on, to the page they had asked for or to
 * their meal lists.
 */
export function PublicOnly() {
  const session = useSession();
  const location = useLocation();
  if (session.data) {
    return <Navigate to={returnPathFrom(location.state) ?? paths.dashboard} replace />;
  }
  return <Outlet />;
}
