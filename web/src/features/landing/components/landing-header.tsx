import { Menu, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Logo } from '../../../components/ui/logo.tsx';
import { cn } from '../../../lib/cn.ts';
import { useScrolledPast } from '../hooks/use-scrolled-past.ts';
import { accountLink, startPlanningHref } from '../landing-links.ts';

/** Spec: the header turns opaque once the page is scrolled more than 10 px. */
const OPAQUE_AFTER_PX = 10;

const sectionLinks = [
  { href: '#features', label: 'Features' },
  { href: '#demo', label: 'Demo' },
];

export function LandingHeader({ isSignedIn }: { isSignedIn: boolean }) {
  const isScrolled = useScrolledPast(OPAQUE_AFTER_PX);
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const menuId = useId();
  const isOpaque = isScrolled || isMenuOpen;

  useEffect(() => {
    if (!isMenuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setIsMenuOpen(false);
    };
    window.addEventListener('keydown', closeOnEscape);
    return () => window.removeEventListener('keydown', closeOnEscape);
  }, [isMenuOpen]);

  const closeMenu = () => setIsMenuOpen(false);
  const account = accountLink(isSignedIn);

  return (
    <header
      data-opaque={isOpaque}
      className={cn(
        'fixed inset-x-0 top-0 z-40 border-b pt-[env(safe-area-inset-top)] transition-[background-color,border-color,box-shadow] duration-300',
        isOpaque
          ? 'border-line bg-surface/95 shadow-[var(--shadow-card)] backdrop-blur-md'
          : 'border-transparent bg-transparent',
      )}
    >
      <nav
        aria-label="Main"
        className="relative mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6"
      >
        <a href="/" className="rounded-xl" onClick={closeMenu}>
          <Logo />
        </a>

        <button
          type="button"
          className="inline-flex size-11 items-center justify-center rounded-full text-ink transition-colors hover:bg-surface-sunken md:hidden"
          aria-expanded={isMenuOpen}
          aria-controls={menuId}
          aria-label={isMenuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setIsMenuOpen((open) => !open)}
        >
          {isMenuOpen ? (
            <X aria-hidden="true" className="size-6" />
          ) : (
            <Menu aria-hidden="true" className="size-6" />
          )}
        </button>

        {/* One list of links: a drop-down panel on phones, an inline row from 768 px up. */}
        <div
          id={menuId}
          className={cn(
            isMenuOpen ? 'flex' : 'hidden',
            'absolute inset-x-0 top-full flex-col gap-1 border-b border-line bg-surface px-4 pt-2 pb-5 shadow-[var(--shadow-raised)] motion-safe:animate-fade-in',
            'md:static md:flex md:flex-row md:items-center md:gap-2 md:border-0 md:bg-transparent md:p-0 md:shadow-none md:motion-safe:animate-none',
          )}
        >
          <ul className="flex flex-col md:mr-3 md:flex-row md:gap-1">
            {sectionLinks.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  onClick={closeMenu}
                  className="flex h-12 items-center rounded-xl px-3 font-semibold text-ink transition-colors hover:bg-surface-sunken md:h-10 md:text-ink-muted md:hover:text-ink"
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
          <div className="mt-2 grid grid-cols-2 gap-2 md:mt-0 md:flex">
            <a
              href={account.href}
              onClick={closeMenu}
              className={buttonClasses('secondary', 'md', 'md:h-10')}
            >
              {account.label}
            </a>
            <a
              href={startPlanningHref(isSignedIn)}
              onClick={closeMenu}
              className={buttonClasses('primary', 'md', 'md:h-10')}
            >
              Start Planning
            </a>
          </div>
        </div>
      </nav>
    </header>
  );
}
