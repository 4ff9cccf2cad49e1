import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useSignOut } from '../features/auth/api/session.ts';
import { paths } from '../lib/paths.ts';

/** Signs out, says so, and goes to /login: the user menu and Settings' Account tab share it. */
export function useLogOut() {
  const navigate = useNavigate();
  const signOut = useSignOut();
  function logOut() {
    signOut.mutate(undefined, {
      onSuccess: () => {
        toast.success('You have been signed out');
        navigate(paths.login, { replace: true });
      },
      onError: () => toast.error('An error occurred while signing out'),
    });
  }
  return { logOut, isLoggingOut: signOut.isPending };
}
