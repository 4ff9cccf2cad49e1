import { TIME_ZONE_COOKIE } from '@forkcast/core';
import { createContext, useContext } from 'react';

/**
 * The time zone dates and days are shown in. Unset in the browser, which shows its own; on the
 * server, the zone the cook's browser last told it (TIME_ZONE_COOKIE), so that a drawn screen
 * shows the dates the browser will when it takes the screen over (decision 052).
 */
export const ShownTimeZone = createContext<string | undefined>(undefined);

export function useShownTimeZone(): string | undefined {
  return useContext(ShownTimeZone);
}

/** The app's dates are in English (spec section 9), whatever the browser's language. */
const LOCALE = 'en-US';
const formats = new Map<string, Intl.DateTimeFormat>();

/** A date's format in a zone (the runtime's own when none), made once and kept. */
export function dateFormat(
  options: Intl.DateTimeFormatOptions,
  timeZone: string | undefined,
): Intl.DateTimeFormat {
  const key = `${timeZone ?? ''} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE, { ...options, timeZone });
    formats.set(key, format);
  }
  return format;
}

const SHORT_WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The day of the week (0 Sunday to 6 Saturday) a moment falls on in a zone. */
export function weekdayIn(timeZone: string | undefined, at: Date = new Date()): number {
  return SHORT_WEEKDAYS.indexOf(dateFormat({ weekday: 'short' }, timeZone).format(at));
}

/** A year, as long as the cookie lasts: the app tells it again on every start. */
const COOKIE_SECONDS = 365 * 24 * 60 * 60;

/** Tells the server the browser's time zone, for the screens it draws. */
export function rememberTimeZone(): void {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (!zone) return;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from the Firefox and Safari releases the app supports, and this cookie is plain text.
  document.cookie = `${TIME_ZONE_COOKIE}=${encodeURIComponent(zone)}; path=/; max-age=${COOKIE_SECONDS}; samesite=lax`;
}
