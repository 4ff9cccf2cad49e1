import { describe, expect, it } from 'vitest';
import { formatQuantity, readQuantityText, scaleQuantity } from './quantities.ts';

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

describe('readQuantityText', () => {
  it.each([
    ['2', 2],
    [' 0.25 ', 0.25],
    ['.5', 0.5],
    ['1.', 1],
    ['1,5', 1.5],
    ['0,25', 0.25],
    ['1,500', 1500],
    ['1/2', 0.5],
    ['3 / 4', 0.75],
    ['1 1/2', 1.5],
    ['2  1/4', 2.25],
    ['1-1/2', 1.5],
    ['½', 0.5],
    ['1½', 1.5],
    ['1 ½', 1.5],
    ['0', 0],
    ['-1', -1],
    ['- 1/2', -0.5],
  ])('reads %j as %d, as a cook types it', (text, value) => {
    expect(readQuantityText(text)).toBe(value);
  });

  it('gives null for an empty field', () => {
    expect(readQuantityText('')).toBeNull();
    expect(readQuantityText('   ')).toBeNull();
  });

  it.each(['a pinch', '2 cups', '1/0', '12/', '1e3', '1.2.3', 'Infinity', '1 1/2 1', '--1'])(
    'cannot read %j',
    (text) => {
      expect(readQuantityText(text)).toBeNaN();
    },
  );
});
