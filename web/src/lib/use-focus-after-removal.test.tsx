import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFocusAfterRemoval } from './use-focus-after-removal.ts';

function Cards({ ids }: { ids: string[] }) {
  useFocusAfterRemoval(
    ids,
    (id) => document.getElementById(`card-${id}`),
    () => document.getElementById('new'),
  );
  return (
    <>
      <button type="button" id="new">
        New
      </button>
      {ids.map((id) => (
        <button type="button" key={id} id={`card-${id}`}>
          {id}
        </button>
      ))}
    </>
  );
}

describe('useFocusAfterRemoval', () => {
  it('moves the lost focus to the next item, then the one before, then the fallback', () => {
    const view = render(<Cards ids={['a', 'b', 'c']} />);
    screen.getByRole('button', { name: 'b' }).focus();
    view.rerender(<Cards ids={['a', 'c']} />);
    expect(screen.getByRole('button', { name: 'c' })).toHaveFocus();
    view.rerender(<Cards ids={['a']} />);
    expect(screen.getByRole('button', { name: 'a' })).toHaveFocus();
    view.rerender(<Cards ids={[]} />);
    expect(screen.getByRole('button', { name: 'New' })).toHaveFocus();
  });

  it('leaves the focus alone when it was not lost', () => {
    const view = render(<Cards ids={['a', 'b']} />);
    screen.getByRole('button', { name: 'New' }).focus();
    view.rerender(<Cards ids={['a']} />);
    expect(screen.getByRole('button', { name: 'New' })).toHaveFocus();
  });
});
