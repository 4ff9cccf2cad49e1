import { CloudOff } from 'lucide-react';

/**
 * What a screen shows offline when it has nothing to show without the network, instead of
 * spinning (issue 17): a screen that always needs it (the feed, settings) names itself
 * (`what`); a screen that works offline but was never opened on this device says so (`text`).
 */
export function NeedsConnection({ what = 'This screen', text }: { what?: string; text?: string }) {
  return (
    <div role="status" className="flex flex-col items-center gap-3 py-12 text-center">
      <CloudOff aria-hidden="true" className="size-8 text-ink-muted" />
      <p className="font-display text-lg font-bold text-ink">You're offline</p>
      <p className="text-sm text-ink-muted">
        {text ?? `${what} needs a connection. Your meal lists and shopping lists still work.`}
      </p>
    </div>
  );
}

/** A read that has nothing yet and waits for the network (TanStack Query pauses it offline). */
export function isWaitingForNetwork(query: { isPending: boolean; fetchStatus: string }): boolean {
  return query.isPending && query.fetchStatus === 'paused';
}
