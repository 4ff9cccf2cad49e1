import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

export type EmptyStateProps = {
  /** A decorative icon (hidden from screen readers), e.g. a lucide icon element. */
  icon?: ReactNode;
  title: string;
  text?: ReactNode;
  /** Usually a Button or a Link styled with buttonClasses. */
  action?: ReactNode;
  /** Keeps the heading outline in order wherever the empty state appears. */
  titleAs?: 'h2' | 'h3' | 'h4' | 'p';
  className?: string;
};

export function EmptyState({
  icon,
  title,
  text,
  action,
  titleAs: Title = 'h2',
  className,
}: EmptyStateProps) {
  return (
    <div
      className={cn(
        'flex flex-col items-center justify-center gap-3 rounded-[var(--radius-card)] border-2 border-dashed border-line px-6 py-10 text-center',
        className,
      )}
    >
      {icon ? (
        <div
          aria-hidden="true"
          className="mb-1 flex size-16 items-center justify-center rounded-full bg-primary-soft text-primary [&_svg]:size-8"
        >
          {icon}
        </div>
      ) : null}
      <Title className="font-display text-lg font-bold text-ink">{title}</Title>
      {text ? <p className="max-w-xs text-sm text-ink-muted">{text}</p> : null}
      {action ? <div className="mt-2">{action}</div> : null}
    </div>
  );
}
