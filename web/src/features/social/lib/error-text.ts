import { ApiError } from '../../../lib/api-client.ts';

/** A failed like, save or comment: the spec's words, or a nudge to log in again. */
export function reactionErrorText(error: unknown, fallback: string, signedOutText: string): string {
  return error instanceof ApiError && error.status === 401 ? signedOutText : fallback;
}
