import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDrawnInSteps } from './use-drawn-in-steps.ts';

describe('useDrawnInSteps', () => {
  it('draws a screenful first, then steps to the whole list, and on when it grows', async () => {
    const { result, rerender } = renderHook(
      ({ total }) => useDrawnInSteps(total, { first: 3, step: 2 }),
      { initialProps: { total: 10 } },
    );
    expect(result.current).toBe(3);
    const seen = new Set<number>([result.current]);
    await waitFor(() => {
      seen.add(result.current);
      expect(result.current).toBe(10);
    });
    // Never more than the list.
    expect([...seen].every((n) => n <= 10)).toBe(true);
    rerender({ total: 14 });
    await waitFor(() => expect(result.current).toBe(14));
  });

  it('draws a short list whole at once, and a linked item far down at once', () => {
    expect(renderHook(() => useDrawnInSteps(2, { first: 3, step: 1 })).result.current).toBe(2);
    const linked = renderHook(() => useDrawnInSteps(20, { first: 3, step: 1, atLeast: 12 }));
    expect(linked.result.current).toBe(12);
  });
});
