import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HERO_WORD_INTERVAL_MS } from './hero-section.tsx';
import { LandingPage } from './landing-page.tsx';

function renderLanding({ isSignedIn = false } = {}) {
  // No router on purpose: '/' is rendered without one (see main.tsx).
  return render(<LandingPage isSignedIn={isSignedIn} />);
}

function activeWord(): string | null {
  return document.querySelector('[data-active="true"]')?.textContent ?? null;
}

function setScrollY(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  fireEvent.scroll(window);
}

describe('LandingPage', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    setScrollY(0);
  });

  it('has the landmarks and a single h1 that reads as one calm sentence', () => {
    renderLanding();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    const h1s = screen.getAllByRole('heading', { level: 1 });
    expect(h1s).toHaveLength(1);
    expect(h1s[0]).toHaveAccessibleName(
      'Make meal planning enjoyable, practical, organized, delicious and effortless',
    );
  });

  it('links the header and hero to log in and sign up', () => {
    renderLanding();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Forkcast' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Features' })).toHaveAttribute(
      'href',
      '#features',
    );
    expect(within(nav).getByRole('link', { name: 'Demo' })).toHaveAttribute('href', '#demo');
    expect(within(nav).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(within(nav).getByRole('link', { name: 'Start Planning' })).toHaveAttribute(
      'href',
      '/signup',
    );
    const hero = screen.getByRole('region', { name: /Make meal planning/ });
    expect(within(hero).getByRole('link', { name: 'Start Planning' })).toHaveAttribute(
      'href',
      '/signup',
    );
    expect(within(hero).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('offers a way into the app instead of Log in when signed in', () => {
    renderLanding({ isSignedIn: true });
    expect(screen.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Log in to Your Account' })).not.toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Go to my meals' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    // Header, hero and call to action all lead into the app.
    const intoApp = screen.getAllByRole('link', { name: /Go to my meals|Start Planning/ });
    expect(intoApp).toHaveLength(6);
    for (const link of intoApp) expect(link).toHaveAttribute('href', '/dashboard');
  });

  it('rotates the hero word every 2 seconds', () => {
    vi.useFakeTimers();
    renderLanding();
    expect(activeWord()).toBe('enjoyable');
    act(() => {
      vi.advanceTimersByTime(HERO_WORD_INTERVAL_MS - 1);
    });
    expect(activeWord()).toBe('enjoyable');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(activeWord()).toBe('practical');
    act(() => {
      vi.advanceTimersByTime(HERO_WORD_INTERVAL_MS * 3);
    });
    expect(activeWord()).toBe('effortless');
    act(() => {
      vi.advanceTimersByTime(HERO_WORD_INTERVAL_MS);
    });
    expect(activeWord()).toBe('enjoyable');
  });

  it('holds the hero word still when the visitor prefers reduced motion', () => {
    vi.useFakeTimers();
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    renderLanding();
    act(() => {
      vi.advanceTimersByTime(HERO_WORD_INTERVAL_MS * 5);
    });
    expect(activeWord()).toBe('enjoyable');
  });

  it('makes the header opaque only after scrolling more than 10 px', () => {
    renderLanding();
    const header = screen.getByRole('banner');
    expect(header).toHaveAttribute('data-opaque', 'false');
    act(() => setScrollY(10));
    expect(header).toHaveAttribute('data-opaque', 'false');
    act(() => setScrollY(11));
    expect(header).toHaveAttribute('data-opaque', 'true');
    act(() => setScrollY(0));
    expect(header).toHaveAttribute('data-opaque', 'false');
  });

  it('has a labelled menu toggle for small screens', () => {
    renderLanding();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(menu).not.toBeNull();
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Close menu');
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    fireEvent.click(within(menu as HTMLElement).getByRole('link', { name: 'Demo' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('presents the four feature cards under Your Meals, Your Way', () => {
    renderLanding();
    const features = document.getElementById('features') as HTMLElement;
    expect(
      within(features).getByRole('heading', { level: 2, name: 'Your Meals, Your Way' }),
    ).toBeInTheDocument();
    const cards = within(features).getAllByRole('heading', { level: 3 });
    expect(cards).toHaveLength(4);
    expect(features).toHaveTextContent(/with family and friends/);
    expect(features).toHaveTextContent(/Gantt chart/);
    expect(features).toHaveTextContent(/conflict detection/);
    expect(features).toHaveTextContent(/Import it straight from its URL/);
    expect(features).toHaveTextContent(/timers/i);
  });

  it('hosts the demo under the #demo anchor', () => {
    renderLanding();
    const demo = document.getElementById('demo') as HTMLElement;
    expect(within(demo).getByText('Step 1 of 5')).toBeInTheDocument();
  });

  it('ends with the call to action and a footer of placeholder links', () => {
    renderLanding();
    expect(screen.getByRole('link', { name: /Start Planning Today/ })).toHaveAttribute(
      'href',
      '/signup',
    );
    expect(screen.getByRole('link', { name: 'Log in to Your Account' })).toHaveAttribute(
      'href',
      '/login',
    );
    const footer = screen.getByRole('contentinfo');
    for (const label of [
      'About Us',
      'Features',
      'Pricing',
      'Contact',
      'Privacy Policy',
      'Terms of Use',
    ]) {
      const link = within(footer).getByRole('link', {
        name: new RegExp(`^${label}\\s*\\(coming soon\\)$`),
      });
      expect(link).toHaveAttribute('aria-disabled', 'true');
      expect(link).not.toHaveAttribute('href');
    }
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Forkcast`);
  });
});
