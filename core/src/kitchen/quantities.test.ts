import { describe, expect, it } from 'vitest';
import { formatQuantity, scaleQuantity } from './quantities.ts';

describe('scaleQuantity', () => {
  it('multiplies by servings over the original servings', () => {
    expect(scaleQuantity(2, 6, 4)).toBe(3);
  });

  it('treats a missing or zero original serving count as one', () => {
    expect(scaleQuantity(2, 3)).toBe(6);
    expect(scaleQuantity(2, 3, 0)).toBe(6);
  });

  it('halves for half a serving', () => {
    expect(scaleQuantity(1, 0.5)).toBe(0.5);
  });
});

describe('formatQuantity', () => {
  it.each([
    [2, '2'],
    [0, '0'],
    [1.5, '1.5'],
    [1 / 3, '0.3'],
    [0.25, '0.3'],
    [2.04, '2'],
    [1.96, '2'],
    [12.345, '12.3'],
    [-0.04, '0'],
    [-0, '0'],
    [-1.5, '-1.5'],
    [Number.NaN, '0'],
  ])('shows %d as %j', (value, text) => {
    expect(formatQuantity(value)).toBe(text);
  });
});
