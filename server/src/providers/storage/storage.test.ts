import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from './local-storage.ts';
import { createS3Storage } from './s3-storage.ts';
import { discardStoredFile, isValidKey, type Storage } from './storage.ts';

const bytes = new Uint8Array([82, 73, 70, 70, 1, 2, 3, 4]);
const KEY = 'posts/abcdefgh1234.webp';

/** What every storage must do, whatever keeps the files. */
function behavesLikeStorage(name: string, make: () => Storage, urlOf: (key: string) => string) {
  describe(name, () => {
    it('stores, returns and deletes a file by key, answering its public address', async () => {
      const storage = make();
      expect(await storage.put(KEY, bytes, 'image/webp')).toBe(urlOf(KEY));
      expect(await storage.get(KEY)).toEqual({ body: bytes, contentType: 'image/webp' });
      await storage.delete(KEY);
      expect(await storage.get(KEY)).toBeNull();
      // Deleting twice is not an error.
      await storage.delete(KEY);
    });

    it('keeps an imported JPEG photo as image/jpeg (decision 029)', async () => {
      const storage = make();
      const jpeg = 'posts/abcdefgh1234_640x480.jpg';
      await storage.put(jpeg, bytes, 'image/jpeg');
      expect(await storage.get(jpeg)).toEqual({ body: bytes, contentType: 'image/jpeg' });
      await storage.delete(jpeg);
    });

    it('turns its own addresses back into keys, and nothing else', () => {
      const storage = make();
      expect(storage.keyOf(urlOf(KEY))).toBe(KEY);
      expect(storage.keyOf('https://elsewhere.example/posts/abcdefgh1234.webp')).toBeNull();
      expect(storage.keyOf(urlOf('posts/../../secret'))).toBeNull();
    });

    it('refuses keys it did not make', async () => {
      const storage = make();
      await expect(storage.put('../escape.webp', bytes, 'image/webp')).rejects.toThrow(
        /Invalid storage key/,
      );
      expect(await storage.get('posts/../../etc/passwd')).toBeNull();
    });
  });
}

describe('storage keys', () => {
  it.each([
    ['avatars/Ab_-12345678.webp', true],
    ['posts/abcdefgh.webp', true],
    ['posts/short.webp', false],
    ['other/abcdefgh.webp', false],
    ['posts/abcdefgh.png', false],
    ['posts/abcdefgh_640x480.jpg', true],
    ['posts/abcdefgh-w400.jpg', true],
    ['posts/abcdefgh.jpeg', false],
    ['posts/abcdefgh.jpg.html', false],
    ['posts/../abcdefgh.webp', false],
    ['posts/abc/defgh.webp', false],
  ])('%s is valid: %s', (key, valid) => {
    expect(isValidKey(key)).toBe(valid);
  });
});

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'forkcast-storage-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

behavesLikeStorage(
  'local disk storage',
  () => createLocalStorage(dataDir),
  (key) => `/uploads/${key}`,
);

describe('local disk storage files', () => {
  it('lives under DATA_DIR/uploads/{bucket} and leaves no temporary file behind', async () => {
    const storage = createLocalStorage(dataDir);
    await storage.put('avatars/zyxwvuts9876.webp', bytes, 'image/webp');
    expect(readdirSync(path.join(dataDir, 'uploads', 'avatars'))).toEqual(['zyxwvuts9876.webp']);
  });
});

/** Just enough of S3's path-style API to check what the provider sends and reads. */
function fakeS3() {
  const objects = new Map<string, { body: Buffer; type: string; cache: string }>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const key = decodeURIComponent((req.url ?? '').split('?')[0] ?? '');
      if (req.method === 'PUT') {
        objects.set(key, {
          body: Buffer.concat(chunks),
          type: String(req.headers['content-type']),
          cache: String(req.headers['cache-control']),
        });
        res.writeHead(200, { etag: '"1"' }).end();
      } else if (req.method === 'GET') {
        const found = objects.get(key);
        if (!found) {
          res
            .writeHead(404, { 'content-type': 'application/xml' })
            .end(
              '<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>none</Message></Error>',
            );
        } else res.writeHead(200, { 'content-type': found.type }).end(found.body);
      } else if (req.method === 'DELETE') {
        objects.delete(key);
        res.writeHead(204).end();
      } else res.writeHead(405).end();
    });
  });
  return { server, objects };
}

describe('S3 storage against an S3-compatible endpoint', () => {
  const fake = fakeS3();
  let endpoint = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => fake.server.close(() => resolve())));

  const settings = () => ({
    bucket: 'forkcast',
    region: 'us-east-1',
    endpoint,
    accessKeyId: 'test',
    secretAccessKey: 'test-secret',
    forcePathStyle: true,
    publicUrl: undefined,
  });

  behavesLikeStorage(
    'served by the app',
    () => createS3Storage(settings()),
    (key) => `/uploads/${key}`,
  );
  behavesLikeStorage(
    'with a public address',
    () => createS3Storage({ ...settings(), publicUrl: 'https://cdn.example/pics/' }),
    (key) => `https://cdn.example/pics/${key}`,
  );

  it('writes the object into the bucket with its type and long caching', async () => {
    await createS3Storage(settings()).put('avatars/abcdefgh5678.webp', bytes, 'image/webp');
    expect(fake.objects.get('/forkcast/avatars/abcdefgh5678.webp')).toEqual({
      body: Buffer.from(bytes),
      type: 'image/webp',
      cache: 'public, max-age=31536000, immutable',
    });
  });
});

describe('discardStoredFile', () => {
  it('deletes our files, ignores other addresses and only logs a failure', async () => {
    const deleted: string[] = [];
    const warnings: string[] = [];
    const storage: Storage = {
      ...createLocalStorage(dataDir),
      delete: async (key) => {
        if (key.startsWith('avatars/')) throw new Error('disk on fire');
        deleted.push(key);
      },
    };
    const logger = { warn: (msg: string) => void warnings.push(msg) };
    await discardStoredFile(storage, '/uploads/posts/abcdefgh1234.webp', logger);
    await discardStoredFile(storage, 'https://elsewhere.example/x.webp', logger);
    await discardStoredFile(storage, null, logger);
    await discardStoredFile(storage, '/uploads/avatars/abcdefgh1234.webp', logger);
    expect(deleted).toEqual(['posts/abcdefgh1234.webp']);
    expect(warnings).toEqual(['Could not delete the stored file avatars/abcdefgh1234.webp']);
  });
});
