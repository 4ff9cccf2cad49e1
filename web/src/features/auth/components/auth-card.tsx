import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';
import { Logo } from '../../../components/ui/logo.tsx';
import { paths } from '../../../lib/paths.ts';
import { screenTitleProps } from '../../../lib/screen-header.ts';

/** The frame shared by the sign-in, sign-up and password screens. */
export function AuthCard({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="flex min-h-dvh flex-col items-center bg-surface px-4 py-8">
      <header className="mb-6">
        <Link to={paths.landing} aria-label="Forkcast home" className="inline-flex rounded-xl">
          <Logo />
        </Link>
      </header>
      <main className="w-full max-w-md">
        <Card className="p-6 sm:p-8">
          <h1
            {...screenTitleProps}
            className="font-display text-2xl font-bold text-ink focus:outline-none"
          >
            {title}
          </h1>
          {subtitle ? <p className="mt-1 text-ink-muted">{subtitle}</p> : null}
          <div className="mt-6">{children}</div>
        </Card>
        {footer ? <div className="mt-6 text-center text-ink-muted">{footer}</div> : null}
      </main>
    </div>
  );
}

export const textLinkClasses =
  'font-semibold text-primary underline-offset-4 hover:underline rounded-sm';
