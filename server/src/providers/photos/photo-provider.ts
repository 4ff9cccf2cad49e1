import type { Logger } from '../logger.ts';
import { builtInDishImage } from './dish-images.ts';

/** A photo for a generated dish: always an address, never an error (spec section 7). */
export type PhotoProvider = {
  readonly kind: 'unsplash' | 'builtin';
  findDishPhoto(dishName: string, signal?: AbortSignal): Promise<string>;
};

const UNSPLASH_API = 'https://api.unsplash.com';
/** A photo that has not arrived by then is not worth the wait: the built-in image is fine. */
const UNSPLASH_TIMEOUT_MS = 5000;

type UnsplashSearch = { results?: { urls?: { regular?: unknown } }[] };

/**
 * Unsplash search on the server when UNSPLASH_ACCESS_KEY is set (the spec's query: the dish
 * name plus 'food dish prepared plated', one result, its regular size); otherwise, and on
 * any failure or no result, one of the dish images the app ships, silently.
 */
export function createPhotoProvider(options: {
  unsplashAccessKey: string | undefined;
  logger: Logger;
  /** Tests pass a double; Unsplash is reached with the global fetch otherwise. */
  fetch?: typeof fetch;
}): PhotoProvider {
  const key = options.unsplashAccessKey;
  if (!key) {
    return { kind: 'builtin', findDishPhoto: async (name) => builtInDishImage(name) };
  }
  const fetchFn = options.fetch ?? fetch;
  return {
    kind: 'unsplash',
    async findDishPhoto(name, signal) {
      const url = new URL('/search/photos', UNSPLASH_API);
      url.searchParams.set('query', `${name} food dish prepared plated`);
      url.searchParams.set('per_page', '1');
      const timeout = AbortSignal.timeout(UNSPLASH_TIMEOUT_MS);
      try {
        // The key goes in a header, not the address, so it stays out of proxy logs.
        const response = await fetchFn(url, {
          headers: { authorization: `Client-ID ${key}`, 'accept-version': 'v1' },
          signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
        });
        if (!response.ok) throw new Error(`status ${response.status}`);
        const body = (await response.json()) as UnsplashSearch;
        const regular = body.results?.[0]?.urls?.regular;
        if (typeof regular === 'string' && /^https:\/\/\S+$/.test(regular)) return regular;
      } catch (error) {
        options.logger.debug(`Unsplash search failed for "${name}"`, String(error));
      }
      return builtInDishImage(name);
    },
  };
}
