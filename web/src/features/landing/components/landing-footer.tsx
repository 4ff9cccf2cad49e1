import { Logo } from '../../../components/ui/logo.tsx';

const placeholderLinks = [
  'About Us',
  'Features',
  'Pricing',
  'Contact',
  'Privacy Policy',
  'Terms of Use',
];

export function LandingFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="border-t border-line bg-surface-sunken">
      <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-12 sm:px-6 md:flex-row md:items-start md:justify-between">
        <div className="max-w-xs">
          <Logo />
          <p className="mt-3 text-sm text-ink-muted">
            Meal planning that's a piece of cake (and the rest of the menu too).
          </p>
        </div>
        <nav aria-label="Footer">
          <ul className="grid grid-cols-2 gap-x-10 gap-y-3 text-sm sm:grid-cols-3">
            {placeholderLinks.map((label) => (
              <li key={label}>
                {/*
                 * These pages do not exist yet: a link without href is not focusable and goes
                 * nowhere, and screen readers hear that it is disabled and coming soon.
                 */}
                {/* biome-ignore lint/a11y/useValidAnchor: deliberate placeholder link, disabled for AT */}
                <a role="link" aria-disabled="true" className="cursor-not-allowed text-ink-muted">
                  {label}
                  <span className="sr-only"> (coming soon)</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-line">
        <p className="mx-auto max-w-6xl px-4 py-5 text-sm text-ink-muted sm:px-6">
          © {year} Forkcast. Made with butter and love.
        </p>
      </div>
    </footer>
  );
}
