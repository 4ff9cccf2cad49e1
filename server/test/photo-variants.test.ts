import type { FeedPost } from '@forkcast/core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cook, createCook, form, json, picture } from './support/social-fixtures.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// Storage and the image pipeline do not touch the database: SQLite alone.
describe('photo variants', () => {
  let t: TestApp;
  let cook: Cook;

  beforeAll(async () => {
    t = await createTestApp('sqlite');
    cook = await createCook(t, 'Pia Photographer');
  });
  afterAll(async () => {
    await t.close();
  });

  async function post(width: number, height: number) {
    const bytes = await picture('jpeg', width, height);
    const body = form(
      { text: '' },
      { field: 'image', bytes, name: 'dish.jpg', type: 'image/jpeg' },
    );
    return await json<FeedPost>(cook.send('POST', '/api/posts', body), 201);
  }

  async function widthOf(url: string): Promise<number | null> {
    const served = await t.app.request(url);
    if (served.status !== 200) return null;
    return (await sharp(new Uint8Array(await served.arrayBuffer())).metadata()).width ?? null;
  }

  it('names a photo by its size and keeps 400, 800 and 1200 px copies beside it', async () => {
    const { imageUrl } = await post(2400, 1200);
    // -v2: the copies include the 1200 px one (decision 055).
    expect(imageUrl).toMatch(/^\/uploads\/posts\/[\w-]+_1600x800-v2\.webp$/);
    const url = imageUrl as string;
    expect(await widthOf(url)).toBe(1600);
    expect(await widthOf(url.replace(/\.webp$/, '-w400.webp'))).toBe(400);
    expect(await widthOf(url.replace(/\.webp$/, '-w800.webp'))).toBe(800);
    expect(await widthOf(url.replace(/\.webp$/, '-w1200.webp'))).toBe(1200);
  });

  it('makes no copy wider than, or as wide as, the photo itself', async () => {
    const { imageUrl } = await post(640, 480);
    const url = imageUrl as string;
    expect(url).toMatch(/_640x480-v2\.webp$/);
    expect(await widthOf(url.replace(/\.webp$/, '-w400.webp'))).toBe(400);
    expect(await widthOf(url.replace(/\.webp$/, '-w800.webp'))).toBeNull();
    expect(await widthOf(url.replace(/\.webp$/, '-w1200.webp'))).toBeNull();
  });

  it('deletes the copies with the post', async () => {
    const before = t.uploads.files.size;
    const created = await post(1000, 800);
    expect(t.uploads.files.size).toBe(before + 3);
    expect((await cook.send('DELETE', `/api/posts/${created.id}`)).status).toBe(204);
    expect(t.uploads.files.size).toBe(before);
    const wide = await post(2000, 1500);
    expect(t.uploads.files.size).toBe(before + 4);
    expect((await cook.send('DELETE', `/api/posts/${wide.id}`)).status).toBe(204);
    expect(t.uploads.files.size).toBe(before);
  });
});
