import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useKeptScrollLeft } from './use-kept-scroll-left.ts';
import { useRowWindow } from './use-row-window.ts';

const STRIDE = 100;
const stride = () => STRIDE;
const ITEMS = Array.from({ length: 50 }, (_, i) => `Meal ${i + 1}`);

function Row({ rowKey }: { rowKey: string }) {
  const ref = useRef<HTMLUListElement>(null);
  const scrollLeft = useKeptScrollLeft(ref, rowKey);
  const { start, end } = useRowWindow(ref, ITEMS.length, stride, scrollLeft);
  return (
    <ul ref={ref} aria-label="Row">
      {ITEMS.slice(start, end).map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

function swipeTo(scrollLeft: number) {
  const row = screen.getByRole('list', { name: 'Row' });
  row.scrollLeft = scrollLeft;
  act(() => {
    row.dispatchEvent(new Event('scroll'));
  });
}

describe('useKeptScrollLeft', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('puts a row back where it was left and draws those cards at once', () => {
    // A browser's observer reports after its own layout pass, later than the first draw.
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    const first = render(<Row rowKey="list-a" />);
    swipeTo(45 * STRIDE);
    first.unmount();

    render(<Row rowKey="list-a" />);
    const row = screen.getByRole('list', { name: 'Row' });
    expect(row.scrollLeft).toBe(45 * STRIDE);
    // Drawn from the first paint, before any scroll event: no blank row where the cook was.
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toContain('Meal 46');
    expect(screen.queryByText('Meal 1')).toBeNull();
  });

  it('starts another row at its beginning', () => {
    const first = render(<Row rowKey="list-b" />);
    swipeTo(30 * STRIDE);
    first.unmount();

    render(<Row rowKey="list-c" />);
    expect(screen.getByRole('list', { name: 'Row' }).scrollLeft).toBe(0);
    expect(screen.getByText('Meal 1')).toBeInTheDocument();
  });
});
