import type { UserRef } from '@forkcast/core';
import { dateFormat } from '../../../lib/time-zone.ts';

/**
 * The spec's avatar fallback: the first two letters of the username in upper case; 'U' for a
 * profile without one; 'UN' (unknown) when there is no profile at all.
 */
export function avatarInitials(user: Pick<UserRef, 'username'> | null | undefined): string {
  if (!user) return 'UN';
  const letters = user.username.trim().slice(0, 2).toUpperCase();
  return letters || 'U';
}

/** How a post or comment names its author: full name, else username, else 'Unknown User'. */
export function authorName(user: Pick<UserRef, 'fullName' | 'username'>): string {
  return user.fullName?.trim() || user.username || 'Unknown User';
}

/**
 * Spec section 9: dates read 'MMM d, yyyy' (Mar 5, 2026), in the zone shown
 * (`useShownTimeZone`: the browser's own, or the cook's on the server).
 */
export function formatPostDate(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : dateFormat({ month: 'short', day: 'numeric', year: 'numeric' }, timeZone).format(date);
}

export const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
