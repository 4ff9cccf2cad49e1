import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { useRowWindow } from './use-row-window.ts';

const STRIDE = 100;
const stride = () => STRIDE;
const ITEMS = Array.from({ length: 500 }, (_, i) => `Item ${i}`);

function Row({ count }: { count: number }) {
  const ref = useRef<HTMLUListElement>(null);
  const { start, end, before, after } = useRowWindow(ref, count, stride, 0, STRIDE);
  return (
    <ul ref={ref} aria-label="Row" data-before={before} data-after={after}>
      {ITEMS.slice(start, end).map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** jsdom lays nothing out: the row says how wide it is and where it is scrolled to. */
function place(row: HTMLElement, width: number, scrollLeft: number) {
  Object.defineProperty(row, 'clientWidth', { configurable: true, value: width });
  row.scrollLeft = scrollLeft;
  act(() => {
    row.dispatchEvent(new Event('scroll'));
  });
}

describe('useRowWindow', () => {
  it('renders a short row whole', () => {
    render(<Row count={10} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
  });

  it('draws the cards of the window at once, without measuring the row first', () => {
    const width = window.innerWidth;
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 300 });
    // A browser's observer reports after its own layout pass, later than the first draw.
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    try {
      render(<Row count={500} />);
      const drawn = () => screen.getAllByRole('listitem').map((li) => li.textContent);
      const first = drawn();
      // 300 px: 3 in view, one part-seen, 4 more after; what measuring the row then gives.
      expect(first).toEqual(Array.from({ length: 8 }, (_, i) => `Item ${i}`));
      place(screen.getByRole('list', { name: 'Row' }), 300, 0);
      expect(drawn()).toEqual(first);
    } finally {
      Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
      vi.unstubAllGlobals();
    }
  });

  it('renders a long row near the screen only, with the rest kept as space', () => {
    render(<Row count={500} />);
    const row = screen.getByRole('list', { name: 'Row' });
    place(row, 300, 0);
    // 4 in view (300 px and one part-seen), 4 more after; none before the first.
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(
      Array.from({ length: 8 }, (_, i) => `Item ${i}`),
    );
    expect(row.dataset.before).toBe('0');
    expect(row.dataset.after).toBe('492');

    place(row, 300, 250 * STRIDE);
    const shown = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(shown[0]).toBe('Item 246');
    expect(shown.at(-1)).toBe('Item 257');
    expect(Number(row.dataset.before) + shown.length + Number(row.dataset.after)).toBe(500);

    place(row, 300, 499 * STRIDE);
    expect(screen.getAllByRole('listitem').at(-1)?.textContent).toBe('Item 499');
    expect(row.dataset.after).toBe('0');
  });

  it("takes over a row the server drew as a phone's (decision 052), then fits the window", async () => {
    // The server cannot know the window: it draws the cards a 430 px phone shows before any
    // swipe (here, of 100 px: the first 5; the cards beyond come once it is measured), and the
    // browser's first draw must be the same.
    const html = renderToString(<Row count={500} />);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    expect(container.querySelectorAll('li')).toHaveLength(5);
    const drawn = container.querySelector('li');
    const mismatches: unknown[] = [];
    const width = window.innerWidth;
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1200 });
    try {
      await act(async () => {
        hydrateRoot(container, <Row count={500} />, {
          onRecoverableError: (error) => mismatches.push(error),
        });
      });
      expect(mismatches).toEqual([]);
      // The drawn cards were kept, not drawn anew.
      expect(container.querySelector('li')).toBe(drawn);
      // Measured in the browser, the row then shows what its own width holds.
      place(container.querySelector('ul') as HTMLElement, 1200, 0);
      expect(container.querySelectorAll('li')).toHaveLength(17);
    } finally {
      Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
      container.remove();
    }
  });
});
