import { render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useFocusClearOfBars } from './use-focus-clear-of-bars.ts';

/** The shell's three parts; the window is 844 px tall, the header ends at 57, the nav at 780. */
function Shell() {
  const header = useRef<HTMLElement>(null);
  const main = useRef<HTMLElement>(null);
  const nav = useRef<HTMLElement>(null);
  useFocusClearOfBars(main, header, nav);
  return (
    <>
      <header ref={header} data-box="header">
        <button type="button" data-box="menu">
          User menu
        </button>
      </header>
      <main ref={main}>
        <input aria-label="Low" data-box="low" />
        <input aria-label="High" data-box="high" />
        <input aria-label="Clear" data-box="clear" />
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a tab panel is a Tab stop (tabs.tsx) */}
        <div role="tabpanel" tabIndex={0} aria-label="Tall panel" data-box="panel" />
      </main>
      <nav ref={nav} data-box="nav">
        <a href="/feed" data-box="menu">
          Feed
        </a>
      </nav>
    </>
  );
}

const boxes: Record<string, { top: number; bottom: number }> = {
  header: { top: 0, bottom: 57 },
  nav: { top: 780, bottom: 844 },
  low: { top: 790, bottom: 830 },
  high: { top: 30, bottom: 70 },
  clear: { top: 300, bottom: 340 },
  panel: { top: 100, bottom: 1900 },
  menu: { top: 790, bottom: 830 },
};

/** jsdom lays nothing out: each element gets the box its data-box names. */
function placeAll() {
  for (const element of document.querySelectorAll<HTMLElement>('[data-box]')) {
    const box = boxes[element.dataset.box ?? ''];
    if (!box) continue;
    element.getBoundingClientRect = () =>
      ({ ...box, left: 0, right: 390, width: 390, height: box.bottom - box.top }) as DOMRect;
  }
}

let scrollBy: ReturnType<typeof vi.fn>;

beforeEach(() => {
  scrollBy = vi.fn();
  vi.stubGlobal('scrollBy', scrollBy);
  vi.stubGlobal('requestAnimationFrame', (run: FrameRequestCallback) => {
    run(0);
    return 1;
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useFocusClearOfBars', () => {
  it('scrolls a control focused under the bottom navigation up above it', () => {
    render(<Shell />);
    placeAll();
    screen.getByLabelText('Low').focus();
    // 830 - 780, and 8 px of room.
    expect(scrollBy).toHaveBeenCalledWith({ top: 58, behavior: 'instant' });
  });

  it('scrolls a control focused under the sticky header down below it', () => {
    render(<Shell />);
    placeAll();
    screen.getByLabelText('High').focus();
    expect(scrollBy).toHaveBeenCalledWith({ top: 30 - 57 - 8, behavior: 'instant' });
  });

  it('leaves alone a control in the clear, a panel taller than the room, and the bars', () => {
    render(<Shell />);
    placeAll();
    screen.getByLabelText('Clear').focus();
    screen.getByRole('tabpanel').focus();
    screen.getByRole('button', { name: 'User menu' }).focus();
    screen.getByRole('link', { name: 'Feed' }).focus();
    expect(scrollBy).not.toHaveBeenCalled();
  });
});
