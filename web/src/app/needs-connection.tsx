import { CloudOff } from 'lucide-react';

/** What a screen that needs the network shows offline, instead of spinning (issue 17). */
export function NeedsConnection({ what = 'This screen' }: { what?: string }) {
  return (
    <div role="status" className="flex flex-col items-center gap-3 py-12 text-center">
      <CloudOff aria-hidden="true" className="size-8 text-ink-muted" />
      <p className="font-display text-lg font-bold text-ink">You're offline</p>
      <p className="text-sm text-ink-muted">
        {what} needs a connection. Your meal lists and shopping lists still work.
      </p>
    </div>
  );
}
