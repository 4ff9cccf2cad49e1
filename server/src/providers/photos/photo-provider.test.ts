import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../logger.ts';
import { builtInDishImage, DISH_IMAGE_KINDS } from './dish-images.ts';
import { createPhotoProvider } from './photo-provider.ts';

const logger = createLogger('silent');
const imagesDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../web/public/images/dishes',
);

function fakeFetch(answer: () => Response | Promise<Response>) {
  const calls: { url: string; headers: Record<string, string> }[] = [];
  const fetchFn = (async (input: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(input), headers: (init?.headers ?? {}) as Record<string, string> });
    return answer();
  }) as typeof fetch;
  return { fetchFn, calls };
}

describe('built-in dish images', () => {
  it.each([
    ['Lemony Red Lentil Soup', 'soup'],
    ['Homestyle Chicken Noodle Soup', 'soup'],
    ['Shrimp Pad Thai', 'noodles'],
    ['Garlic Butter Shrimp Scampi', 'pasta'],
    ['Chicken Tikka Masala', 'curry'],
    ['Village Greek Salad', 'salad'],
    ['Crispy Fish Tacos with Lime Slaw', 'tacos'],
    ['Margherita Pizza', 'pizza'],
    ['Smoky Black Bean Burgers', 'burger'],
    ['Fluffy Buttermilk Pancakes', 'breakfast'],
    ['Apple Cinnamon Crumble', 'dessert'],
    ['Honey Teriyaki Salmon', 'fish'],
    ['Beef Bibimbap', 'rice'],
    ['Greek Lemon Chicken and Potatoes', 'roast'],
    ['Silky Lemon Hummus', 'dip'],
    ['Something Unheard Of', 'plate'],
  ])('%s -> %s', (name, kind) => {
    expect(builtInDishImage(name)).toBe(`/images/dishes/${kind}.svg`);
  });

  it('ships a small image for every kind', () => {
    for (const kind of DISH_IMAGE_KINDS) {
      expect(existsSync(path.join(imagesDir, `${kind}.svg`))).toBe(true);
    }
  });
});

describe('photo provider', () => {
  it('uses the built-in images when no Unsplash key is set', async () => {
    const photos = createPhotoProvider({ unsplashAccessKey: undefined, logger });
    expect(photos.kind).toBe('builtin');
    expect(await photos.findDishPhoto('Tomato Soup')).toBe('/images/dishes/soup.svg');
  });

  it('asks Unsplash with the spec query and reads the regular-size address', async () => {
    const { fetchFn, calls } = fakeFetch(() =>
      Response.json({
        results: [{ urls: { regular: 'https://images.unsplash.com/photo-1?w=1080' } }],
      }),
    );
    const photos = createPhotoProvider({ unsplashAccessKey: 'abc', logger, fetch: fetchFn });
    expect(await photos.findDishPhoto('Tomato Soup')).toBe(
      'https://images.unsplash.com/photo-1?w=1080',
    );
    const url = new URL(calls[0]?.url ?? '');
    expect(url.origin + url.pathname).toBe('https://api.unsplash.com/search/photos');
    expect(url.searchParams.get('query')).toBe('Tomato Soup food dish prepared plated');
    expect(url.searchParams.get('per_page')).toBe('1');
    expect(calls[0]?.headers.authorization).toBe('Client-ID abc');
    expect(calls[0]?.url).not.toContain('abc');
  });

  it.each([
    ['an error status', () => new Response('nope', { status: 403 })],
    ['no results', () => Response.json({ results: [] })],
    [
      'an address that is not https',
      () => Response.json({ results: [{ urls: { regular: 'javascript:x' } }] }),
    ],
    ['a body that is not JSON', () => new Response('<html>')],
    [
      'a network failure',
      () => {
        throw new TypeError('fetch failed');
      },
    ],
  ])('falls back to the built-in image silently on %s', async (_case, answer) => {
    const { fetchFn } = fakeFetch(answer);
    const photos = createPhotoProvider({ unsplashAccessKey: 'abc', logger, fetch: fetchFn });
    expect(await photos.findDishPhoto('Margherita Pizza')).toBe('/images/dishes/pizza.svg');
  });
});
