/**
 * The cookie in which the app tells the server the browser's time zone (an IANA name such as
 * 'Europe/Paris'), so that a screen the server draws (decision 052) shows dates and "today"
 * as the cook's browser will: drawn in another zone, they differ, and the browser throws the
 * drawn screen away to draw it again.
 */
export const TIME_ZONE_COOKIE = 'forkcast_tz';

const known = new Map<string, boolean>();

/** Whether a value is a time zone this runtime knows: what a cookie holds is never trusted. */
export function isTimeZone(value: string): boolean {
  if (value.length === 0 || value.length > 64) return false;
  const cached = known.get(value);
  if (cached !== undefined) return cached;
  let valid = true;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
  } catch {
    valid = false;
  }
  // Unknown names are not kept: a stream of made-up ones must not grow the map.
  if (valid) known.set(value, true);
  return valid;
}
