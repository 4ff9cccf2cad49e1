import { Component, type ReactNode, useEffect } from 'react';
import { Link } from 'react-router';
import { cn } from '../lib/cn.ts';
import { paths } from '../lib/paths.ts';
import { isChunkLoadError, reportClientError } from '../lib/report-client-error.ts';
import { Button, buttonClasses } from './ui/button.tsx';

/** What the cook is told when code could not be downloaded (usually: a new version is out). */
export const MISSING_CODE_TEXT =
  'Part of Forkcast could not load. A new version may be out: reload to get it.';

/**
 * What a failed screen, or a failed part of one, shows instead of a blank page: a friendly
 * "Something went wrong" with Retry and Home. Code that could not be downloaded (usually a
 * new version was deployed meanwhile) offers a reload of the page, which fetches the new one.
 * The error goes to the server log once.
 */
export function ErrorFallback({
  error,
  onRetry,
  compact = false,
}: {
  error: unknown;
  /** Try the failed part again; a failed download always reloads the page instead. */
  onRetry?: () => void;
  /** Inside a screen (a tab, a form) rather than the whole screen. */
  compact?: boolean;
}) {
  useEffect(() => reportClientError(error), [error]);
  const isChunk = isChunkLoadError(error);
  const retry = isChunk || !onRetry ? () => window.location.reload() : onRetry;
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-col items-center justify-center gap-3 px-6 text-center',
        compact ? 'py-10' : 'min-h-[60dvh]',
      )}
    >
      <h2 className="font-display text-xl font-bold text-ink">Something went wrong</h2>
      <p className="max-w-sm text-ink-muted">
        {isChunk
          ? MISSING_CODE_TEXT
          : 'Sorry, this part of the kitchen ran into a problem. Try again, or head home.'}
      </p>
      <div className="flex gap-3">
        <Button onClick={retry}>{isChunk ? 'Reload' : 'Retry'}</Button>
        <Link to={paths.landing} className={buttonClasses('secondary')}>
          Home
        </Link>
      </div>
    </div>
  );
}

type BoundaryState = { error: unknown; failed: boolean };

/** Catches a failed part of a screen (a lazily loaded tab or form) and shows ErrorFallback. */
export class PartErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error, failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <ErrorFallback
        compact
        error={this.state.error}
        onRetry={() => this.setState({ error: null, failed: false })}
      />
    );
  }
}
