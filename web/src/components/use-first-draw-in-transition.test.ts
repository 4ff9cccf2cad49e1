import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFirstDrawInTransition } from './use-first-draw-in-transition.ts';

/** Every value the hook gave, render by render. */
function renderDrawn(data: string | undefined) {
  const drawn: (string | undefined)[] = [];
  const hook = renderHook(
    ({ data }: { data: string | undefined }) => {
      const value = useFirstDrawInTransition(data);
      drawn.push(value);
      return value;
    },
    { initialProps: { data } },
  );
  return { drawn, rerender: (next: string | undefined) => hook.rerender({ data: next }) };
}

describe('useFirstDrawInTransition', () => {
  it('draws the first answer in a render of its own, after one that still shows the wait', () => {
    const { drawn, rerender } = renderDrawn(undefined);
    rerender('recipe');
    // The update's own render keeps the wait; React draws the answer in the transition after.
    expect(drawn).toEqual([undefined, undefined, 'recipe']);
  });

  it('draws later answers with their update, not a render later', () => {
    const { drawn, rerender } = renderDrawn(undefined);
    rerender('recipe');
    drawn.length = 0;
    rerender('recipe, ticked');
    expect(drawn).toEqual(['recipe, ticked']);
  });

  it('draws an answer that is already there at once', () => {
    expect(renderDrawn('recipe').drawn).toEqual(['recipe']);
  });
});
