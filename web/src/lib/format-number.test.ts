import { afterEach, describe, expect, it, vi } from 'vitest';

const RealNumberFormat = Intl.NumberFormat;

afterEach(() => {
  Intl.NumberFormat = RealNumberFormat;
  vi.resetModules();
});

describe('formatNumber', () => {
  it('separates thousands and keeps the decimals core gave', async () => {
    const { formatNumber } = await import('./format-number.ts');
    expect(formatNumber(2759)).toBe('2,759');
    expect(formatNumber(512)).toBe('512');
    expect(formatNumber(1234.5)).toBe('1,234.5');
    expect(formatNumber(0)).toBe('0');
  });

  it('makes its formatter on first use, once, not when the app loads it', async () => {
    let made = 0;
    // A formatter that counts how often it is made, standing in for the browser's.
    Intl.NumberFormat = class extends RealNumberFormat {
      constructor(...args: ConstructorParameters<typeof Intl.NumberFormat>) {
        super(...args);
        made += 1;
      }
    } as typeof Intl.NumberFormat;
    const { formatNumber } = await import('./format-number.ts');
    expect(made).toBe(0);
    expect(formatNumber(1200)).toBe('1,200');
    expect(formatNumber(3.25)).toBe('3.25');
    expect(made).toBe(1);
  });
});
