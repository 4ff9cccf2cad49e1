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
