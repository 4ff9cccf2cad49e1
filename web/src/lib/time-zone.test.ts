import { TIME_ZONE_COOKIE } from '@forkcast/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatPostDate } from '../features/social/lib/people.ts';
import { dateFormat, rememberTimeZone, weekdayIn } from './time-zone.ts';

afterEach(() => vi.restoreAllMocks());

describe('dates in the zone shown', () => {
  // Sunday 08:00 UTC is Saturday evening in American Samoa and Sunday evening in Kiribati's
  // Line Islands, where Monday begins at 10:00 UTC.
  const sundayMorningUtc = new Date('2026-11-29T08:00:00Z');

  it('finds the day of the week where the cook is', () => {
    expect(weekdayIn('UTC', sundayMorningUtc)).toBe(0);
    expect(weekdayIn('Pacific/Pago_Pago', sundayMorningUtc)).toBe(6);
    expect(weekdayIn('Pacific/Kiritimati', sundayMorningUtc)).toBe(0);
    expect(weekdayIn('Pacific/Kiritimati', new Date('2026-11-29T10:30:00Z'))).toBe(1);
  });

  it("writes a post's date as the spec does, on the cook's side of midnight", () => {
    expect(formatPostDate('2026-03-05T12:00:00.000Z', 'UTC')).toBe('Mar 5, 2026');
    expect(formatPostDate('2026-11-29T04:30:00.000Z', 'UTC')).toBe('Nov 29, 2026');
    expect(formatPostDate('2026-11-29T04:30:00.000Z', 'America/Los_Angeles')).toBe('Nov 28, 2026');
    expect(formatPostDate('not a date', 'UTC')).toBe('');
  });

  it('makes each format once', () => {
    const options = { dateStyle: 'medium', timeStyle: 'short' } as const;
    expect(dateFormat(options, 'Europe/Paris')).toBe(dateFormat(options, 'Europe/Paris'));
    expect(dateFormat(options, 'Europe/Paris')).not.toBe(dateFormat(options, 'UTC'));
  });

  it("tells the server the browser's zone in a cookie", () => {
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({
      ...new Intl.DateTimeFormat().resolvedOptions(),
      timeZone: 'America/Argentina/Buenos_Aires',
    });
    rememberTimeZone();
    expect(document.cookie).toContain(
      `${TIME_ZONE_COOKIE}=${encodeURIComponent('America/Argentina/Buenos_Aires')}`,
    );
  });
});
