import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { isWaitingForNetwork, NeedsConnection } from '../components/needs-connection.tsx';
import { useFirstDrawInTransition } from '../components/use-first-draw-in-transition.ts';
import { sessionQueryKey, useSession } from '../features/auth/api/session.ts';
import { appOutbox } from '../lib/app-outbox.ts';
import { startLiveUpdates } from '../lib/live-updates.ts';
import { paths } from '../lib/paths.ts';
import { adoptCacheUser, lastUser } from '../lib/query-persistence.ts';
import { returnToState } from '../lib/return-to.ts';
import { AppShell } from './app-shell.tsx';
import { KitchenLoading } from './kitchen-loading.tsx';
import { ErrorScreen } from './routes/error-screen.tsx';
import { useSessionEndCheck } from './use-session-end.ts';

/** Screens for signed-in cooks: loading message, then the shell or a trip to /login. */
export function ProtectedLayout() {
  const session = useSession();
  // The shell's first draw is a transition (no long task): until then, the loading message.
  // Everything below goes by the drawn answer, so no check sees a cook the screen does not.
  const data = useFirstDrawInTransition(session.data);
  const location = useLocation();
  const client = useQueryClient();
  const userId = data?.user.id;
  const [adoptedFor, setAdoptedFor] = useState<string | null>(null);
  useSessionEndCheck(client, userId);
  // Another cook's copy was restored on this device: nothing of it is drawn, not even for a
  // moment, until it is gone from memory.
  const previous = lastUser();
  const isSwitchingCook = userId !== undefined && previous !== null && previous !== userId;
  // Once the cook is known: another cook's saved copy goes, their waiting changes load and
  // start sending, and the live stream opens (closed again on sign-out).
  useEffect(() => {
    if (!userId) return;
    void adoptCacheUser(userId).then((isOtherCook) => {
      if (isOtherCook)
        client.removeQueries({ predicate: (q) => q.queryKey[0] !== sessionQueryKey[0] });
      setAdoptedFor(userId);
    });
    void appOutbox.start(userId);
    return startLiveUpdates(client);
  }, [userId, client]);
  // Offline with nothing saved on this device (never used here, or signed out since): signing
  // in needs the network, so say so rather than prepare the kitchen forever.
  if (isWaitingForNetwork(session)) {
    return (
      <main className="flex min-h-dvh items-center justify-center bg-surface px-6">
        <NeedsConnection text="Forkcast needs a connection to sign you in. Once you have used it online, it opens without one." />
      </main>
    );
  }
  const isDrawing = data === undefined && !session.isError;
  if (session.isPending || isDrawing || (isSwitchingCook && adoptedFor !== userId))
    return <KitchenLoading />;
  if (session.isError) return <ErrorScreen onRetry={() => session.refetch()} />;
  // After logging in, the visitor lands on the page they asked for (a shared post link).
  if (!data) return <Navigate to={paths.login} replace state={returnToState(location)} />;
  return (
    <AppShell email={data.user.email}>
      <Outlet />
    </AppShell>
  );
}
