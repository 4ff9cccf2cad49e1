import { useQuery, useQueryClient } from '@tanstack/react-query';
import { sessionQueryKey, useSession } from '../../features/auth/api/session.ts';
import { ChangePasswordForm } from '../../features/auth/components/change-password-form.tsx';
import { listsQueryOptions } from '../../features/lists/api/lists.ts';
import { ApiTokens } from '../../features/move-in-out/components/api-tokens.tsx';
import { ExportData } from '../../features/move-in-out/components/export-data.tsx';
import { ImportRecipes } from '../../features/move-in-out/components/import-recipes.tsx';
import { SettingsScreen } from '../../features/social/components/settings-screen.tsx';
import { useLogOut } from '../use-log-out.ts';

/** /settings: profile, password, account, your data (import and export) and API tokens. */
export function Component() {
  const session = useSession();
  const client = useQueryClient();
  const lists = useQuery(listsQueryOptions);
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
      moreTabs={[
        {
          value: 'data',
          label: 'Your data',
          content: (
            <div className="flex flex-col gap-4">
              <ImportRecipes lists={lists.data ?? []} />
              <ExportData />
            </div>
          ),
        },
        { value: 'tokens', label: 'API tokens', content: <ApiTokens /> },
      ]}
    />
  );
}
