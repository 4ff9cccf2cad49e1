import { ArrowLeft, Home, LogOut, Rss, Settings, User, UserRound } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { NeedsConnection } from '../components/needs-connection.tsx';
import { buttonClasses } from '../components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../components/ui/dropdown-menu.tsx';
import { LogoMark } from '../components/ui/logo.tsx';
import { preloadOverlayParts } from '../components/ui/overlay-parts-loader.ts';
import { cn } from '../lib/cn.ts';
import { whenPageIdle } from '../lib/lazy-module.ts';
import { useIsOnline } from '../lib/network-status.ts';
import { paths } from '../lib/paths.ts';
import { screenTitleProps } from '../lib/screen-header.ts';
import { OfflineBanner } from './offline-banner.tsx';
import { useShellHandle } from './route-handle.ts';
import { useFocusClearOfBars } from './use-focus-clear-of-bars.ts';
import { useLogOut } from './use-log-out.ts';

/**
 * Focuses the screen's content, for the skip link. `main` is focusable only until the focus
 * moves on: always focusable, a click on its blank space would take the focus there, and the
 * next Tab would start from the top of the screen instead of from where the cook clicked.
 */
function skipToMain(main: HTMLElement | null) {
  if (!main) return;
  main.tabIndex = -1;
  main.addEventListener('blur', () => main.removeAttribute('tabindex'), { once: true });
  main.focus();
}

const navItems = [
  { to: paths.dashboard, label: 'Home', icon: Home },
  { to: paths.feed, label: 'Feed', icon: Rss },
  { to: paths.profile, label: 'Profile', icon: UserRound },
] as const;

/** Sticky header, content capped at a medium mobile width, bottom navigation. */
export function AppShell({ email, children }: { email: string; children: ReactNode }) {
  const { title, backTo, needsNetwork } = useShellHandle();
  const isOnline = useIsOnline();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { logOut, isLoggingOut } = useLogOut();
  const header = useRef<HTMLElement>(null);
  const main = useRef<HTMLElement>(null);
  const nav = useRef<HTMLElement>(null);
  useFocusClearOfBars(main, header, nav);
  // A menu entry that opens another screen: the focus goes to that screen's title, not back to
  // the menu's button (where Radix returns it a moment after the new screen took it).
  const isLeavingByMenu = useRef(false);
  const openFromMenu = (to: string) => {
    isLeavingByMenu.current = to !== pathname;
    navigate(to);
  };
  // Menus and dialogs open on a press: their code comes once the first screen is drawn and
  // the page is idle, so it is there (offline too, precached) before the cook presses.
  useEffect(() => whenPageIdle(preloadOverlayParts), []);

  return (
    <div className="flex min-h-dvh flex-col bg-surface">
      {/* First in the Tab order: past the logo, Back and the user menu to the screen itself. */}
      {/* biome-ignore lint/a11y/useValidAnchor: a link to #main as skip links are, but moving the focus itself: going to the address would add a step to Back */}
      <a
        href="#main"
        onClick={(event) => {
          event.preventDefault();
          skipToMain(main.current);
        }}
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-full focus:bg-surface-raised focus:px-4 focus:py-2 focus:font-semibold focus:text-ink focus:shadow-[var(--shadow-raised)]"
      >
        Skip to content
      </a>
      <header
        ref={header}
        className="sticky top-0 z-30 border-b border-line bg-surface/95 backdrop-blur supports-[backdrop-filter]:bg-surface/80"
      >
        <div className="mx-auto flex h-14 w-full max-w-md items-center gap-2 px-3">
          <Link to={paths.dashboard} aria-label="Forkcast home" className="shrink-0 rounded-xl">
            <LogoMark className="size-8" />
          </Link>
          {backTo ? (
            <Link
              to={backTo}
              aria-label="Back"
              className={buttonClasses('ghost', 'icon', 'shrink-0')}
            >
              <ArrowLeft aria-hidden="true" />
            </Link>
          ) : null}
          <h1
            {...screenTitleProps}
            className="min-w-0 flex-1 truncate font-display text-lg font-bold text-ink focus:outline-none"
          >
            {title}
          </h1>
          <DropdownMenu>
            <DropdownMenuTrigger
              aria-label="User menu"
              className={buttonClasses('ghost', 'icon', 'shrink-0')}
            >
              <User aria-hidden="true" />
            </DropdownMenuTrigger>
            <DropdownMenuContent
              onCloseAutoFocus={(event) => {
                if (isLeavingByMenu.current) event.preventDefault();
                isLeavingByMenu.current = false;
              }}
            >
              <DropdownMenuLabel>Signed in as</DropdownMenuLabel>
              <p className="max-w-64 truncate px-3 pb-2 text-sm font-semibold text-ink">{email}</p>
              <DropdownMenuSeparator />
              <DropdownMenuItem onSelect={() => openFromMenu(paths.profile)}>
                <UserRound aria-hidden="true" />
                Profile
              </DropdownMenuItem>
              <DropdownMenuItem onSelect={() => openFromMenu(paths.settings)}>
                <Settings aria-hidden="true" />
                Settings
              </DropdownMenuItem>
              <DropdownMenuSeparator />
              <DropdownMenuItem variant="danger" disabled={isLoggingOut} onSelect={logOut}>
                <LogOut aria-hidden="true" />
                Log out
              </DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
        </div>
        <OfflineBanner />
      </header>

      <main
        ref={main}
        id="main"
        className="mx-auto w-full max-w-md flex-1 px-4 pt-4 pb-28 focus:outline-none"
      >
        {needsNetwork && !isOnline ? <NeedsConnection what={title} /> : children}
      </main>

      <nav
        ref={nav}
        aria-label="Main"
        data-bottom-nav=""
        className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-surface-raised/95 pb-[env(safe-area-inset-bottom)] backdrop-blur"
      >
        <ul className="mx-auto flex max-w-md justify-around">
          {navItems.map(({ to, label, icon: Icon }) => (
            <li key={to} className="flex-1">
              <NavLink
                to={to}
                className={({ isActive }) =>
                  cn(
                    'mx-auto flex h-16 max-w-28 flex-col items-center justify-center gap-1 rounded-xl text-xs font-semibold transition-colors',
                    isActive ? 'text-primary' : 'text-ink-muted hover:text-ink',
                  )
                }
              >
                {({ isActive }) => (
                  <>
                    <span
                      className={cn(
                        'flex h-8 w-14 items-center justify-center rounded-full transition-colors',
                        isActive && 'bg-primary/15',
                      )}
                    >
                      <Icon aria-hidden="true" className="size-5" />
                    </span>
                    {label}
                  </>
                )}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
