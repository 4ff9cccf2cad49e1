import { CloudOff, RefreshCw } from 'lucide-react';
import { usePendingOps } from '../lib/app-outbox.ts';
import { useIsOnline } from '../lib/network-status.ts';

function changesText(count: number): string {
  return count === 1 ? '1 change waiting' : `${count} changes waiting`;
}

/**
 * The quiet line under the header (issue 17): offline, it says changes will sync and how many
 * wait; back online, it shows while the waiting changes are sent, then goes.
 */
export function OfflineBanner() {
  const isOnline = useIsOnline();
  const waiting = usePendingOps().length;
  if (isOnline && waiting === 0) return null;
  return (
    <div role="status" aria-live="polite" className="border-b border-line bg-surface-raised">
      <p className="mx-auto flex w-full max-w-md items-center gap-2 px-4 py-2 text-sm text-ink">
        {isOnline ? (
          <>
            <RefreshCw aria-hidden="true" className="size-4 shrink-0 text-primary" />
            <span>Sending {changesText(waiting)}...</span>
          </>
        ) : (
          <>
            <CloudOff aria-hidden="true" className="size-4 shrink-0 text-ink-muted" />
            <span>
              Offline: changes will sync when you're back online
              {waiting > 0 ? (
                <span className="text-ink-muted"> ({changesText(waiting)})</span>
              ) : null}
            </span>
          </>
        )}
      </p>
    </div>
  );
}
