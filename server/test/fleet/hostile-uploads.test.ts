import { readFileSync } from 'node:fs';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createHttpClient,
  type HttpClient,
  type Instance,
  startInstance,
  temporaryFolder,
} from './harness.ts';

/**
 * Hostile pictures against the built server (SQLite, pictures on disk): truncated images,
 * polyglots, SVG with script, decompression bombs, EXIF with a GPS position. Each is refused
 * with a clear message or cleaned (re-encoded, metadata gone), and 20 bombs at once leave the
 * server process under 300 MB resident.
 */
const PORT = 4857;
const BASE = `http://127.0.0.1:${PORT}`;

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A real decompression bomb: a PNG of `side` x `side` black pixels whose pixel data is all
 * there (it decodes), squeezed by zlib to a few hundred kilobytes.
 */
function pngBomb(side: number, colour: 'grey' | 'rgb' = 'grey'): Buffer {
  const channels = colour === 'rgb' ? 3 : 1;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 8; // bit depth
  header[9] = colour === 'rgb' ? 2 : 0; // truecolour or greyscale
  // A filter byte per row, then the pixels, all zero.
  const raw = Buffer.alloc((side * channels + 1) * side);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function residentMegabytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(status.match(/VmRSS:\s+(\d+) kB/)?.[1] ?? 0);
  return kb / 1024;
}

async function postPicture(
  cook: HttpClient,
  bytes: Uint8Array,
  type: string,
  name: string,
): Promise<Response> {
  const form = new FormData();
  form.append('text', 'Look at this');
  form.append('image', new Blob([bytes as Uint8Array<ArrayBuffer>], { type }), name);
  return await cook.request('POST', '/api/posts', form);
}

async function signUp(name: string): Promise<HttpClient> {
  const cook = createHttpClient(BASE);
  const response = await cook.post('/api/auth/sign-up/email', {
    name,
    email: `${name.toLowerCase().replace(/\W/g, '')}.${Date.now()}@example.com`,
    password: 'Tomato!sauce9',
  });
  expect(response.status).toBe(200);
  return cook;
}

describe('hostile pictures against the built server', () => {
  const data = temporaryFolder('forkcast-hostile-uploads-');
  let server: Instance;
  let cook: HttpClient;
  let photo: Buffer;

  beforeAll(async () => {
    server = await startInstance({
      name: 'uploads',
      port: PORT,
      env: { DATA_DIR: data.dir, PUBLIC_URL: BASE },
    });
    cook = await signUp('Picture Cook');
    photo = await sharp({
      create: { width: 320, height: 240, channels: 3, background: '#3a7d44' },
    })
      .jpeg()
      .toBuffer();
  });
  afterAll(async () => {
    await server?.stop();
    data.remove();
  });

  async function refusedAsNotAPicture(response: Response) {
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { message: string } };
    expect(body.error.message).toMatch(/picture|image/i);
  }

  it('refuses a truncated picture, or keeps only what decodes', async () => {
    const cut = photo.subarray(0, Math.floor(photo.length / 3));
    await refusedAsNotAPicture(await postPicture(cook, cut, 'image/jpeg', 'cut.jpg'));
    const headerOnly = photo.subarray(0, 40);
    await refusedAsNotAPicture(await postPicture(cook, headerOnly, 'image/jpeg', 'h.jpg'));
  });

  it('refuses an SVG carrying a script, whatever it claims to be', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
    );
    await refusedAsNotAPicture(await postPicture(cook, svg, 'image/svg+xml', 'x.svg'));
    await refusedAsNotAPicture(await postPicture(cook, svg, 'image/png', 'x.png'));
  });

  it('refuses a GIF/script polyglot and cleans a picture with a page appended', async () => {
    const polyglot = Buffer.from('GIF89a/*\x00\x00*/=1;alert(document.domain)//');
    await refusedAsNotAPicture(await postPicture(cook, polyglot, 'image/gif', 'x.gif'));

    const withPage = Buffer.concat([photo, Buffer.from('<html><script>alert(1)</script></html>')]);
    const response = await postPicture(cook, withPage, 'image/jpeg', 'p.jpg');
    expect(response.status).toBe(201);
    const { imageUrl } = (await response.json()) as { imageUrl: string };
    const stored = Buffer.from(await (await fetch(`${BASE}${imageUrl}`)).arrayBuffer());
    expect((await sharp(stored).metadata()).format).toBe('webp');
    expect(stored.includes(Buffer.from('<script'))).toBe(false);
  });

  it('drops the EXIF (and its GPS position) of a photo', async () => {
    const located = await sharp(photo)
      .withExif({
        IFD0: { Make: 'PhoneCo', Model: 'Pocket 9' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '48/1 51/1 30/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '2/1 17/1 40/1',
        },
      })
      .jpeg()
      .toBuffer();
    const sent = await sharp(located).metadata();
    expect(sent.exif?.includes(Buffer.from('PhoneCo'))).toBe(true);
    const response = await postPicture(cook, located, 'image/jpeg', 'gps.jpg');
    expect(response.status).toBe(201);
    const { imageUrl } = (await response.json()) as { imageUrl: string };
    const stored = Buffer.from(await (await fetch(`${BASE}${imageUrl}`)).arrayBuffer());
    const kept = await sharp(stored).metadata();
    expect(kept.exif).toBeUndefined();
    expect(stored.includes(Buffer.from('PhoneCo'))).toBe(false);
  });

  it('refuses 20 decompression bombs at once while staying under 300 MB resident', async () => {
    // 10,000 x 10,000 pixels (twice the decoder's limit): ~100 KB on the wire, 100 MB decoded.
    const bomb = pngBomb(10_000);
    expect(bomb.length).toBeLessThan(500_000);
    expect((await sharp(bomb, { limitInputPixels: false }).metadata()).width).toBe(10_000);

    const bombers = await Promise.all(Array.from({ length: 4 }, (_, i) => signUp(`Bomber ${i}`)));
    const pid = server.process.pid as number;
    let peak = residentMegabytes(pid);
    const sampler = setInterval(() => {
      peak = Math.max(peak, residentMegabytes(pid));
    }, 20);
    try {
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          postPicture(bombers[i % 4] as HttpClient, bomb, 'image/png', `bomb${i}.png`),
        ),
      );
      for (const answer of answers) await refusedAsNotAPicture(answer);
    } finally {
      clearInterval(sampler);
    }
    peak = Math.max(peak, residentMegabytes(pid));
    console.log(`Server RSS peak while 20 bombs arrived: ${peak.toFixed(0)} MB`);
    expect(peak).toBeLessThan(300);
    // Still serving.
    expect((await fetch(`${BASE}/api/health`)).status).toBe(200);
  });

  it('takes 20 pictures just under the 50-megapixel limit at once while staying under 300 MB resident', async () => {
    // 7,000 x 7,000 colour pixels (49 megapixels, allowed): ~150 KB on the wire, 147 MB
    // decoded. These are real pictures, so they are accepted and shrunk to 1,600 px; the
    // server must do that without holding 20 decoded copies at once.
    const side = 7_000;
    const bomb = pngBomb(side, 'rgb');
    expect(bomb.length).toBeLessThan(1_000_000);
    const decoded = await sharp(bomb).metadata();
    expect((decoded.width ?? 0) * (decoded.height ?? 0)).toBeGreaterThan(48_000_000);
    expect((decoded.width ?? 0) * (decoded.height ?? 0)).toBeLessThan(50_000_000);

    const senders = await Promise.all(
      Array.from({ length: 4 }, (_, i) => signUp(`Big Photo ${i}`)),
    );
    const pid = server.process.pid as number;
    let peak = residentMegabytes(pid);
    const sampler = setInterval(() => {
      peak = Math.max(peak, residentMegabytes(pid));
    }, 20);
    let answers: Response[];
    try {
      answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          postPicture(senders[i % 4] as HttpClient, bomb, 'image/png', `big${i}.png`),
        ),
      );
    } finally {
      clearInterval(sampler);
    }
    peak = Math.max(peak, residentMegabytes(pid));
    console.log(
      `Server RSS peak while 20 pictures of 49 megapixels arrived: ${peak.toFixed(0)} MB`,
    );
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 20 }, () => 201));
    const first = (await (answers[0] as Response).json()) as { imageUrl: string };
    const stored = await sharp(
      Buffer.from(await (await fetch(`${BASE}${first.imageUrl}`)).arrayBuffer()),
    ).metadata();
    expect(stored.width).toBe(1600);
    expect(peak).toBeLessThan(300);
    // They are worked on one at a time: a minute or more on a busy machine.
  }, 240_000);
});
