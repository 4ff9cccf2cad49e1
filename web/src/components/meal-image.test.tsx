import { act, render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PostImage } from '../features/social/components/post-image.tsx';
import { HoldPicturesUntilTakenOver, heldPicture } from '../lib/held-pictures.tsx';
import { MealImage } from './meal-image.tsx';

const PHOTO = '/uploads/posts/abc_1600x1200.webp';
const SIZES = '200px';

function Pictures({ isDrawn }: { isDrawn: boolean }) {
  return (
    <HoldPicturesUntilTakenOver isDrawn={isDrawn}>
      <MealImage src={PHOTO} sizes={SIZES} loading="eager" fetchPriority="high" />
      <MealImage src={PHOTO} sizes={SIZES} loading="lazy" />
      <PostImage src={PHOTO} alt="Dish shared by Julia" />
    </HoldPicturesUntilTakenOver>
  );
}

describe('pictures on a page the server draws (decision 053)', () => {
  it('draws lazy pictures held back, in boxes of their size, and the first one whole', () => {
    const host = document.createElement('div');
    host.innerHTML = renderToString(<Pictures isDrawn />);
    const [first, lazyCard, lazyPost] = [...host.querySelectorAll('img')];
    expect(first?.getAttribute('src')).toBe(PHOTO);
    expect(first?.getAttribute('srcset')).toContain('-w400.webp 400w');
    for (const held of [lazyCard, lazyPost]) {
      // An empty picture of the photo's size: the box keeps the photo's shape.
      expect(held?.getAttribute('src')).toBe(heldPicture(1600, 1200));
      expect(decodeURIComponent(held?.getAttribute('src') ?? '')).toContain(
        'width="1600" height="1200"',
      );
      expect(held?.hasAttribute('srcset')).toBe(false);
      // The box keeps the photo's shape: nothing moves when it comes.
      expect(held?.getAttribute('width')).toBe('1600');
      expect(held?.getAttribute('height')).toBe('1200');
    }
  });

  it('gives them their photos once the browser has taken the page over, without a mismatch', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Pictures isDrawn />);
    document.body.append(container);
    const drawn = [...container.querySelectorAll('img')];
    const mismatches: unknown[] = [];
    try {
      await act(async () => {
        hydrateRoot(container, <Pictures isDrawn />, {
          onRecoverableError: (error) => mismatches.push(error),
        });
      });
      expect(mismatches).toEqual([]);
      const now = [...container.querySelectorAll('img')];
      // The same elements, now with their photos.
      expect(now.every((image, i) => image === drawn[i])).toBe(true);
      for (const image of now) {
        expect(image.getAttribute('src')).toBe(PHOTO);
        expect(image.getAttribute('srcset')).toContain('-w800.webp 800w');
      }
    } finally {
      container.remove();
    }
  });

  it('holds nothing back on a screen the app draws itself', () => {
    const { container } = render(<Pictures isDrawn={false} />);
    for (const image of container.querySelectorAll('img')) {
      expect(image.getAttribute('src')).toBe(PHOTO);
    }
  });
});
