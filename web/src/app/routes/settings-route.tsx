import { useQueryClient } from '@tanstack/react-query';
import { sessionQueryKey, useSession } from '../../features/auth/api/session.ts';
import { ChangePasswordForm } from '../../features/auth/components/change-password-form.tsx';
import { SettingsScreen } from '../../features/social/components/settings-screen.tsx';
import { useLogOut } from '../use-log-out.ts';

/** /settings: profile, password and account. */
export function Component() {
  const session = useSession();
  const client = useQueryClient();
  const { logOut, isLoggingOut } = useLogOut();
  // The protected layout renders screens only once the session is known.
  if (!session.data) return null;
  return (
    <SettingsScreen
      email={session.data.user.email}
      profile={session.data.profile}
      onProfileChanged={() => void client.invalidateQueries({ queryKey: sessionQueryKey })}
      onLogOut={logOut}
      isLoggingOut={isLoggingOut}
      passwordForm={<ChangePasswordForm />}
    />
  );
}
