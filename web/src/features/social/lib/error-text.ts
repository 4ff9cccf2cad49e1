import { ApiError } from '../../../lib/api-client.ts';

/**
 * A failed like, save or comment: the spec's words, a nudge to log in again, or the server's
 * 'This post is no longer available.' when its author deleted it meanwhile.
 */
export function reactionErrorText(error: unknown, fallback: string, signedOutText: string): string {
  if (error instanceof ApiError && error.status === 401) return signedOutText;
  if (error instanceof ApiError && error.status === 404) return error.message;
  return fallback;
}
