import { describe, expect, it, vi } from 'vitest';
import { type PhotoCodec, shrinkPhoto } from './shrink-photo.ts';

function photo(bytes: number, name = 'IMG_0001.JPG', type = 'image/jpeg') {
  return new File([new Uint8Array(bytes)], name, { type, lastModified: 1_700_000_000_000 });
}

/** A codec that reports the given size and encodes to `encodedBytes`. */
function fakeCodec(width: number, height: number, encodedBytes = 300_000) {
  const close = vi.fn();
  const codec: PhotoCodec = {
    decode: vi.fn(async () => ({ width, height, close })),
    encode: vi.fn(async () => new Blob([new Uint8Array(encodedBytes)], { type: 'image/jpeg' })),
  };
  return { codec, close };
}

describe('shrinkPhoto', () => {
  it("brings a phone's 4000 px photo to 1600 px wide, proportions kept, as a lighter JPEG", async () => {
    const { codec, close } = fakeCodec(4032, 3024);
    const original = photo(6_000_000);
    const shrunk = await shrinkPhoto(original, codec);
    expect(codec.encode).toHaveBeenCalledWith(expect.anything(), 1600, 1200);
    expect(shrunk).not.toBe(original);
    expect(shrunk.size).toBe(300_000);
    expect(shrunk.type).toBe('image/jpeg');
    expect(shrunk.name).toBe('IMG_0001.JPG');
    expect(shrunk.lastModified).toBe(original.lastModified);
    expect(close).toHaveBeenCalled();
  });

  it('shrinks a portrait photo by its width, as the server does', async () => {
    const { codec } = fakeCodec(3024, 4032);
    await shrinkPhoto(photo(5_000_000), codec);
    expect(codec.encode).toHaveBeenCalledWith(expect.anything(), 1600, 2133);
  });

  it('re-encodes a narrow but heavy JPEG, and keeps its size', async () => {
    const { codec } = fakeCodec(1200, 900);
    const shrunk = await shrinkPhoto(photo(3_000_000, 'scan.jpeg'), codec);
    expect(codec.encode).toHaveBeenCalledWith(expect.anything(), 1200, 900);
    expect(shrunk.size).toBe(300_000);
  });

  it('sends a light photo no wider than we keep as it is', async () => {
    const { codec, close } = fakeCodec(1080, 1080);
    const original = photo(400_000);
    expect(await shrinkPhoto(original, codec)).toBe(original);
    expect(codec.encode).not.toHaveBeenCalled();
    expect(close).toHaveBeenCalled();
  });

  it('leaves PNG, GIF and WebP alone (transparency, animation)', async () => {
    const { codec } = fakeCodec(4000, 3000);
    for (const type of ['image/png', 'image/gif', 'image/webp']) {
      const original = photo(8_000_000, 'picture', type);
      expect(await shrinkPhoto(original, codec)).toBe(original);
    }
    expect(codec.decode).not.toHaveBeenCalled();
  });

  it('sends the file as it is when the browser cannot decode or encode it', async () => {
    const original = photo(6_000_000);
    const undecodable: PhotoCodec = {
      decode: async () => {
        throw new Error('The source image could not be decoded.');
      },
      encode: vi.fn(),
    };
    expect(await shrinkPhoto(original, undecodable)).toBe(original);
    const close = vi.fn();
    const unencodable: PhotoCodec = {
      decode: async () => ({ width: 4000, height: 3000, close }),
      encode: async () => {
        throw new Error('Could not encode');
      },
    };
    expect(await shrinkPhoto(original, unencodable)).toBe(original);
    expect(close).toHaveBeenCalled();
    // No decoder at all (an old browser, or the tests' document): as it is.
    expect(await shrinkPhoto(original, null)).toBe(original);
  });

  it('keeps the original when the re-encoded copy is not smaller', async () => {
    const { codec } = fakeCodec(4000, 3000, 900_000);
    const original = photo(800_000);
    expect(await shrinkPhoto(original, codec)).toBe(original);
  });

  it('names the copy .jpg when the original name says otherwise', async () => {
    const { codec } = fakeCodec(4000, 3000);
    expect((await shrinkPhoto(photo(6_000_000, 'dinner.jfif'), codec)).name).toBe('dinner.jpg');
    expect((await shrinkPhoto(photo(6_000_000, 'dinner'), codec)).name).toBe('dinner.jpg');
  });
});
