import { AppError } from '@forkcast/core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createBudgetGate, reencodeImage, reencodePhoto } from './image-processor.ts';

async function photo(format: 'png' | 'jpeg', width: number, height: number) {
  const image = sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } },
  });
  return new Uint8Array(await image.toFormat(format).toBuffer());
}

async function expectRefused(input: Uint8Array, code: string, message: RegExp) {
  const error = await reencodeImage(input, { kind: 'photo' }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).code).toBe(code);
  expect((error as AppError).message).toMatch(message);
}

describe('reencodeImage', () => {
  it('turns a PNG into a WebP no wider than 1600 px, keeping its proportions', async () => {
    const out = await reencodeImage(await photo('png', 3200, 1600), { kind: 'photo' });
    const meta = await sharp(out.body).metadata();
    expect(meta.format).toBe('webp');
    expect([meta.width, meta.height]).toEqual([1600, 800]);
    expect([out.width, out.height]).toEqual([1600, 800]);
  });

  it('never enlarges a small picture', async () => {
    const out = await reencodeImage(await photo('jpeg', 300, 200), { kind: 'photo' });
    expect([out.width, out.height]).toEqual([300, 200]);
  });

  it('removes the camera metadata, GPS position included, and applies the orientation', async () => {
    const withGps = await sharp({
      create: { width: 40, height: 20, channels: 3, background: '#336699' },
    })
      .withExif({
        IFD0: { Make: 'PhoneCam' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' },
      })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const before = await sharp(withGps).metadata();
    expect(before.exif).toBeDefined();
    expect(before.orientation).toBe(6);
    const out = await reencodeImage(new Uint8Array(withGps), { kind: 'photo' });
    const meta = await sharp(out.body).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(Buffer.from(out.body).includes('PhoneCam')).toBe(false);
    // Orientation 6 means "turn a quarter": the stored picture is upright, 20 x 40.
    expect([meta.width, meta.height]).toEqual([20, 40]);
  });

  it('crops avatars to a square', async () => {
    const out = await reencodeImage(await photo('png', 900, 600), { kind: 'square', size: 512 });
    expect([out.width, out.height]).toEqual([512, 512]);
  });

  it('refuses a text file, whatever it is called', async () => {
    await expectRefused(
      new TextEncoder().encode('hello, not a picture'),
      'bad_request',
      /not an image/,
    );
  });

  it('refuses an empty file, a truncated picture and an SVG document', async () => {
    await expectRefused(new Uint8Array(), 'bad_request', /not an image/);
    const png = await photo('png', 400, 400);
    await expectRefused(png.slice(0, 200), 'bad_request', /not an image/);
    const svg = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    await expectRefused(svg, 'bad_request', /not an image/);
  });

  it('refuses more than 10 MB before decoding anything', async () => {
    await expectRefused(new Uint8Array(10 * 1024 * 1024 + 1), 'payload_too_large', /10 MB/);
  });
});

describe('the decoding budget', () => {
  /** Work that finishes when the test says so, recording when it started. */
  function controllable(log: string[], name: string) {
    let finish: () => void = () => {};
    const done = new Promise<void>((resolve) => {
      finish = resolve;
    });
    return {
      work: async () => {
        log.push(`start ${name}`);
        await done;
        log.push(`end ${name}`);
        return name;
      },
      finish: () => finish(),
    };
  }
  const settle = () => new Promise((resolve) => setImmediate(resolve));

  it('lets work in up to the budget, first come first served, and one oversized piece alone', async () => {
    const gate = createBudgetGate(100);
    const log: string[] = [];
    const a = controllable(log, 'a');
    const b = controllable(log, 'b');
    const c = controllable(log, 'c');
    const d = controllable(log, 'd');
    const runs = [
      gate.run(60, a.work),
      gate.run(40, b.work),
      // Does not fit beside a and b; d behind it waits too, though it alone would fit.
      gate.run(70, c.work),
      gate.run(10, d.work),
    ];
    await settle();
    expect(log).toEqual(['start a', 'start b']);
    expect(gate.inUse()).toBe(100);
    a.finish();
    await settle();
    expect(log).toEqual(['start a', 'start b', 'end a']);
    b.finish();
    await settle();
    expect(log.slice(3)).toEqual(['end b', 'start c', 'start d']);
    c.finish();
    d.finish();
    expect(await Promise.all(runs)).toEqual(['a', 'b', 'c', 'd']);
    expect(gate.inUse()).toBe(0);

    const big = controllable(log, 'big');
    const running = gate.run(500, big.work);
    await settle();
    expect(log.at(-1)).toBe('start big');
    big.finish();
    await running;
    expect(gate.inUse()).toBe(0);
  });

  it('frees its share when the work fails', async () => {
    const gate = createBudgetGate(100);
    await expect(
      gate.run(100, async () => {
        throw new Error('not a picture');
      }),
    ).rejects.toThrow('not a picture');
    expect(gate.inUse()).toBe(0);
    expect(await gate.run(100, async () => 'next')).toBe('next');
  });
});

describe('reencodePhoto', () => {
  it('makes the photo and each narrower copy from one decode, all WebP', async () => {
    const out = await reencodePhoto(await photo('jpeg', 3200, 2400), [400, 800]);
    expect([out.photo.width, out.photo.height]).toEqual([1600, 1200]);
    expect(out.variants.map((v) => v.width)).toEqual([400, 800]);
    for (const variant of out.variants) {
      const meta = await sharp(variant.body).metadata();
      expect(meta.format).toBe('webp');
      expect([meta.width, meta.height]).toEqual([variant.width, (variant.width * 3) / 4]);
    }
  });

  it('makes no copy as wide as the photo or wider', async () => {
    const out = await reencodePhoto(await photo('png', 640, 480), [400, 800]);
    expect([out.photo.width, out.photo.height]).toEqual([640, 480]);
    expect(out.variants.map((v) => v.width)).toEqual([400]);
    const small = await reencodePhoto(await photo('png', 400, 300), [400, 800]);
    expect(small.variants).toEqual([]);
  });

  it('keeps no metadata in the photo or its copies and applies the orientation', async () => {
    const withGps = await sharp({
      create: { width: 900, height: 450, channels: 3, background: '#336699' },
    })
      .withExif({
        IFD0: { Make: 'PhoneCam' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' },
      })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const out = await reencodePhoto(new Uint8Array(withGps), [400, 800]);
    // Upright: 450 x 900, so only the 400 px copy is narrower.
    expect([out.photo.width, out.photo.height]).toEqual([450, 900]);
    for (const body of [out.photo.body, ...out.variants.map((v) => v.body)]) {
      const meta = await sharp(body).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(Buffer.from(body).includes('PhoneCam')).toBe(false);
    }
    expect((await sharp(out.variants[0]?.body).metadata()).height).toBe(800);
  });

  it('takes CMYK, 16-bit and transparent pictures', async () => {
    const cmyk = await sharp({
      create: { width: 500, height: 500, channels: 3, background: '#cc3322' },
    })
      .toColourspace('cmyk')
      .jpeg()
      .toBuffer();
    const deep = await sharp({
      create: { width: 500, height: 250, channels: 3, background: '#2266aa' },
    })
      .toColourspace('rgb16')
      .png()
      .toBuffer();
    const clear = await sharp({
      create: { width: 500, height: 250, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    for (const input of [cmyk, deep, clear]) {
      const out = await reencodePhoto(new Uint8Array(input), [400]);
      const meta = await sharp(out.photo.body).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.space).toBe('srgb');
      expect(out.variants).toHaveLength(1);
    }
    const red = await sharp((await reencodePhoto(new Uint8Array(cmyk), [])).photo.body)
      .stats()
      .then((s) => s.channels.map((c) => Math.round(c.mean)));
    // Still red, not a CMYK picture read as RGB.
    expect(red[0]).toBeGreaterThan(150);
    expect(red[2]).toBeLessThan(100);
  });

  it('keeps a JPEG as JPEG when asked (bulk imports): re-encoded, upright, no metadata, 1600 px at most', async () => {
    const withGps = await sharp({
      create: { width: 2400, height: 1800, channels: 3, background: '#993311' },
    })
      .withExif({
        IFD0: { Make: 'PhoneCam' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' },
      })
      .withMetadata({ orientation: 6 })
      .jpeg({ quality: 95 })
      .toBuffer();
    const out = await reencodePhoto(new Uint8Array(withGps), [400, 800], { keepJpeg: true });
    expect(out.photo.contentType).toBe('image/jpeg');
    // Upright (2400 x 1800 turned to 1800 x 2400), then brought to 1600 px wide.
    expect([out.photo.width, out.photo.height]).toEqual([1600, 2133]);
    expect(out.variants.map((v) => v.width)).toEqual([400, 800]);
    // A new file, not the upload passed through.
    expect(Buffer.from(out.photo.body).equals(withGps)).toBe(false);
    for (const body of [out.photo.body, ...out.variants.map((v) => v.body)]) {
      const meta = await sharp(body).metadata();
      expect(meta.format).toBe('jpeg');
      expect(meta.exif).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(Buffer.from(body).includes('PhoneCam')).toBe(false);
    }
    expect((await sharp(out.variants[1]?.body).metadata()).height).toBe(1067);
    // A CMYK JPEG comes out as an sRGB JPEG of the same colour.
    const cmyk = await sharp({
      create: { width: 500, height: 500, channels: 3, background: '#cc3322' },
    })
      .toColourspace('cmyk')
      .jpeg()
      .toBuffer();
    const printed = await reencodePhoto(new Uint8Array(cmyk), [], { keepJpeg: true });
    expect(printed.photo.contentType).toBe('image/jpeg');
    expect((await sharp(printed.photo.body).metadata()).space).toBe('srgb');
    const means = (await sharp(printed.photo.body).stats()).channels.map((c) => c.mean);
    expect(means[0]).toBeGreaterThan(150);
    expect(means[2]).toBeLessThan(100);
  });

  it('makes WebP of anything but a JPEG even when asked to keep JPEGs, and WebP by default', async () => {
    const png = await reencodePhoto(await photo('png', 900, 600), [400], { keepJpeg: true });
    expect(png.photo.contentType).toBe('image/webp');
    expect((await sharp(png.variants[0]?.body).metadata()).format).toBe('webp');
    const jpeg = await reencodePhoto(await photo('jpeg', 900, 600), [400]);
    expect(jpeg.photo.contentType).toBe('image/webp');
    expect((await sharp(jpeg.photo.body).metadata()).format).toBe('webp');
  });

  it('refuses what is not a picture, and more than 10 MB', async () => {
    for (const input of [new TextEncoder().encode('hello'), new Uint8Array()]) {
      const error = await reencodePhoto(input, [400]).catch((e: unknown) => e);
      expect((error as AppError).code).toBe('bad_request');
    }
    const big = await reencodePhoto(new Uint8Array(10 * 1024 * 1024 + 1), [400]).catch(
      (e: unknown) => e,
    );
    expect((big as AppError).code).toBe('payload_too_large');
  });
});
