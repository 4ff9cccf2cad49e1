import { describe, expect, it } from 'vitest';
import { formatNumber } from './format-number.ts';

describe('formatNumber', () => {
  it('separates thousands and keeps the decimals core gave', () => {
    expect(formatNumber(2759)).toBe('2,759');
    expect(formatNumber(512)).toBe('512');
    expect(formatNumber(1234.5)).toBe('1,234.5');
    expect(formatNumber(0)).toBe('0');
  });
});
