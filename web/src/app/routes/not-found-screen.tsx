import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { paths } from '../../lib/paths.ts';
import { screenTitleProps } from '../../lib/screen-header.ts';

export function NotFoundScreen() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-surface px-6 text-center">
      <p aria-hidden="true" className="font-display text-7xl font-black text-primary">
        404
      </p>
      <h1
        {...screenTitleProps}
        className="font-display text-2xl font-bold text-ink focus:outline-none"
      >
        <span className="sr-only">404: </span>Oops! Page not found
      </h1>
      <p className="max-w-xs text-ink-muted">
        This dish is not on the menu. It may have moved, or it never left the kitchen.
      </p>
      <Link to={paths.landing} className={buttonClasses('primary', 'lg')}>
        Return to Home
      </Link>
    </main>
  );
}
