import { describe, expect, it } from 'vitest';
import { photoAttributes } from './photo.ts';

describe('photoAttributes', () => {
  it('gives a stored photo its size and its narrower copies', () => {
    expect(photoAttributes('/uploads/posts/abc_1600x1200.webp', '250px')).toEqual({
      width: 1600,
      height: 1200,
      srcSet: [
        '/uploads/posts/abc_1600x1200-w400.webp 400w',
        '/uploads/posts/abc_1600x1200-w800.webp 800w',
        '/uploads/posts/abc_1600x1200.webp 1600w',
      ].join(', '),
      sizes: '250px',
    });
  });

  it('offers the 1200 px copy of a photo named as having one (-v2, decision 055)', () => {
    expect(photoAttributes('/uploads/posts/abc_1600x1200-v2.webp', '100vw').srcSet).toBe(
      [
        '/uploads/posts/abc_1600x1200-v2-w400.webp 400w',
        '/uploads/posts/abc_1600x1200-v2-w800.webp 800w',
        '/uploads/posts/abc_1600x1200-v2-w1200.webp 1200w',
        '/uploads/posts/abc_1600x1200-v2.webp 1600w',
      ].join(', '),
    );
    expect(photoAttributes('/uploads/posts/abc_1000x750-v2.jpg', '100vw')).toEqual({
      width: 1000,
      height: 750,
      srcSet: [
        '/uploads/posts/abc_1000x750-v2-w400.jpg 400w',
        '/uploads/posts/abc_1000x750-v2-w800.jpg 800w',
        '/uploads/posts/abc_1000x750-v2.jpg 1000w',
      ].join(', '),
      sizes: '100vw',
    });
    // Not a generation it knows: no copies are named.
    expect(photoAttributes('/uploads/posts/abc_1600x1200-v3.webp', '100vw')).toEqual({});
  });

  it('offers only the copies narrower than the photo', () => {
    expect(photoAttributes('/uploads/posts/x_640x480.webp', '100vw').srcSet).toBe(
      '/uploads/posts/x_640x480-w400.webp 400w, /uploads/posts/x_640x480.webp 640w',
    );
    expect(photoAttributes('/uploads/posts/x_300x200.webp', '100vw').srcSet).toBe(
      '/uploads/posts/x_300x200.webp 300w',
    );
  });

  it('gives an imported JPEG photo its JPEG copies', () => {
    expect(photoAttributes('/uploads/posts/abc_640x480.jpg', '100vw')).toEqual({
      width: 640,
      height: 480,
      srcSet: '/uploads/posts/abc_640x480-w400.jpg 400w, /uploads/posts/abc_640x480.jpg 640w',
      sizes: '100vw',
    });
  });

  it('adds nothing to other addresses', () => {
    expect(photoAttributes('/uploads/posts/old-name.webp', '100vw')).toEqual({});
    expect(photoAttributes('/images/dishes/soup.svg', '100vw')).toEqual({});
    expect(photoAttributes('https://example.com/a_1x1.webp.png', '100vw')).toEqual({});
    expect(photoAttributes('https://example.com/a_1x1.jpeg', '100vw')).toEqual({});
  });
});
