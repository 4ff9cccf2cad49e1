import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useSignOut } from '../features/auth/api/session.ts';
import { paths } from '../lib/paths.ts';

/**
 * Offline a sign-out can only wait: the session lives in a cookie the page cannot clear, so
 * signing out needs the server. Said at once, instead of a Log out that silently waits.
 */
export const SIGN_OUT_OFFLINE =
  "You're offline: signing out needs a connection. Try again once you're back online.";

/** Signs out, says so, and goes to /login: the user menu and Settings' Account tab share it. */
export function useLogOut() {
  const navigate = useNavigate();
  const signOut = useSignOut();
  function logOut() {
    // A mutation started offline would pause until the network is back and then sign the
    // cook out by surprise, long after the tap.
    if (!navigator.onLine) {
      toast.error(SIGN_OUT_OFFLINE);
      return;
    }
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
