import { IsRestoringProvider, type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  type PersistQueryClientOptions,
  persistQueryClientRestore,
  persistQueryClientSubscribe,
} from '@tanstack/react-query-persist-client';
import { type ReactNode, startTransition, useEffect, useRef, useState } from 'react';

/**
 * TanStack's `PersistQueryClientProvider` (restore the saved copy, then save on every change),
 * with one difference: the end of the restore is drawn as a transition. Every screen that
 * reads a query draws again then; on a screen the server drew (decision 052) that is the whole
 * screen, right after React has taken it over, and drawn at once it was the page's longest
 * task (270 ms on this machine, four times that on a slow phone). In slices, it blocks nothing.
 */
export function PersistedQueryProvider({
  client,
  persistOptions,
  children,
}: {
  client: QueryClient;
  persistOptions: Omit<PersistQueryClientOptions, 'queryClient'>;
  children: ReactNode;
}) {
  const [isRestoring, setIsRestoring] = useState(true);
  const options = useRef(persistOptions);
  useEffect(() => {
    options.current = persistOptions;
  });
  const hasRestored = useRef(false);
  useEffect(() => {
    const withClient = { ...options.current, queryClient: client };
    if (!hasRestored.current) {
      hasRestored.current = true;
      void persistQueryClientRestore(withClient)
        .catch(() => undefined)
        .finally(() => startTransition(() => setIsRestoring(false)));
    }
    return isRestoring ? undefined : persistQueryClientSubscribe(withClient);
  }, [client, isRestoring]);
  return (
    <QueryClientProvider client={client}>
      <IsRestoringProvider value={isRestoring}>{children}</IsRestoringProvider>
    </QueryClientProvider>
  );
}
