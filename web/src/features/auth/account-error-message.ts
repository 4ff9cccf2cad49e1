import { ApiError } from '../../lib/api-client.ts';

/**
 * What an account screen says about a failed request: the server's own words when it gave
 * some (our JSON error, or the network message), otherwise the spec's fallback for that screen
 * ('Unknown error during sign in', 'Unknown error during signup', 'An unexpected error
 * occurred'), for answers that are not ours, such as a proxy's error page.
 */
export function accountErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.code !== 'http_error' && error.message) {
    return error.message;
  }
  return fallback;
}
