import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.restoreAllMocks();
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
    const Real = Intl.NumberFormat;
    const made = vi.fn(
      (...args: ConstructorParameters<typeof Intl.NumberFormat>) => new Real(...args),
    );
    vi.spyOn(Intl, 'NumberFormat').mockImplementation(((
      ...args: ConstructorParameters<typeof Intl.NumberFormat>
    ) => made(...args)) as unknown as typeof Intl.NumberFormat);
    const { formatNumber } = await import('./format-number.ts');
    expect(made).not.toHaveBeenCalled();
    expect(formatNumber(1200)).toBe('1,200');
    expect(formatNumber(3.25)).toBe('3.25');
    expect(made).toHaveBeenCalledTimes(1);
  });
});
