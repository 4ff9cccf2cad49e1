import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createHttpClient,
  type HttpClient,
  type Instance,
  type S3Store,
  startInstance,
  startS3,
  temporaryFolder,
} from './harness.ts';

/**
 * The built server (server/dist, as `npm start` runs it) with pictures in an S3-compatible
 * store. The bug this guards: the bundle's import of the AWS SDK answered a namespace without
 * S3Client, so every upload was a 500 while the source-level storage tests passed.
 */
const S3_PORT = 4840;
const SERVER_PORT = 4841;
const PUBLIC_URL = `http://127.0.0.1:${SERVER_PORT}`;

async function png(width = 40, height = 30) {
  return new Uint8Array(
    await sharp({ create: { width, height, channels: 3, background: '#c86428' } })
      .png()
      .toBuffer(),
  );
}

function avatarForm(bytes: Uint8Array) {
  const form = new FormData();
  form.append(
    'avatar',
    new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'image/png' }),
    'me.png',
  );
  return form;
}

async function signedUpClient(base: string): Promise<HttpClient> {
  const client = createHttpClient(base);
  const response = await client.post('/api/auth/sign-up/email', {
    name: 'Bucket Cook',
    email: `bucket.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`,
    password: 'Tomato!sauce9',
  });
  expect(response.status).toBe(200);
  return client;
}

/**
 * Uploads an avatar through the built server, reads the object straight from the bucket with
 * the same settings, then through the app: same bytes, WebP, a year of caching.
 */
async function uploadRoundTrip(server: Instance, env: Record<string, string>) {
  const cook = await signedUpClient(server.url);
  const upload = await cook.request('PUT', '/api/profile/avatar', avatarForm(await png()));
  expect(upload.status, server.output()).toBe(200);
  const { avatarUrl } = (await upload.json()) as { avatarUrl: string };
  expect(avatarUrl).toMatch(/^\/uploads\/avatars\/[\w-]+\.webp$/);

  const key = avatarUrl.replace('/uploads/', '');
  const { S3Client, GetObjectCommand } = await import('@aws-sdk/client-s3');
  const direct = new S3Client({
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
    credentials: {
      accessKeyId: env.S3_ACCESS_KEY_ID as string,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY as string,
    },
  });
  try {
    const object = await direct.send(new GetObjectCommand({ Bucket: env.S3_BUCKET, Key: key }));
    expect(object.ContentType).toBe('image/webp');
    expect(object.CacheControl).toBe('public, max-age=31536000, immutable');
    const stored = await object.Body?.transformToByteArray();

    const served = await fetch(`${server.url}${avatarUrl}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const body = new Uint8Array(await served.arrayBuffer());
    expect(body).toEqual(stored);
    expect((await sharp(body).metadata()).format).toBe('webp');
  } finally {
    direct.destroy();
  }
}

/**
 * S3_TEST_URL=http(s)://KEY:SECRET@host[:port]/bucket[?region=...&pathStyle=false]: a real
 * store (MinIO, AWS, R2, B2). Path-style addressing unless pathStyle=false.
 */
function s3EnvFromUrl(text: string): Record<string, string> {
  const url = new URL(text);
  const bucket = url.pathname.replace(/^\/+|\/+$/g, '');
  if (!bucket || !url.username || !url.password) {
    throw new Error('S3_TEST_URL must look like https://KEY:SECRET@host/bucket');
  }
  return {
    S3_BUCKET: bucket,
    S3_ENDPOINT: `${url.protocol}//${url.host}`,
    S3_REGION: url.searchParams.get('region') ?? 'us-east-1',
    S3_ACCESS_KEY_ID: decodeURIComponent(url.username),
    S3_SECRET_ACCESS_KEY: decodeURIComponent(url.password),
    S3_FORCE_PATH_STYLE: url.searchParams.get('pathStyle') === 'false' ? 'false' : 'true',
  };
}

const realStoreUrl = process.env.S3_TEST_URL;
if (!realStoreUrl) {
  console.warn(
    '\nS3 against a real store (MinIO or a bucket) did not run: S3_TEST_URL is not set (s3rver only).\n',
  );
}

describe.runIf(realStoreUrl)(
  'the built server with a real S3-compatible store (S3_TEST_URL)',
  () => {
    let server: Instance;
    const data = temporaryFolder('forkcast-s3-real-');
    const env = realStoreUrl ? s3EnvFromUrl(realStoreUrl) : {};
    beforeAll(async () => {
      server = await startInstance({
        name: 'real-store',
        port: SERVER_PORT + 2,
        env: { DATA_DIR: data.dir, PUBLIC_URL: `http://127.0.0.1:${SERVER_PORT + 2}`, ...env },
      });
    });
    afterAll(async () => {
      await server?.stop();
      data.remove();
    });

    it('stores an uploaded picture in the bucket and serves it back with its type and caching', async () => {
      await uploadRoundTrip(server, env);
    });
  },
);

describe('the built server with S3 storage (s3rver, SQLite)', () => {
  let s3: S3Store;
  let server: Instance;
  const data = temporaryFolder('forkcast-s3-built-');

  beforeAll(async () => {
    s3 = await startS3(S3_PORT);
    server = await startInstance({
      name: 'built',
      port: SERVER_PORT,
      env: { DATA_DIR: data.dir, PUBLIC_URL, ...s3.env },
    });
  });

  afterAll(async () => {
    await server?.stop();
    await s3?.close();
    data.remove();
  });

  it('stores an uploaded picture in the bucket and serves it back with its type and caching', async () => {
    await uploadRoundTrip(server, s3.env);
  });

  it('lists nothing of the bucket and answers 404 for names it did not make', async () => {
    for (const path of ['/uploads', '/uploads/', '/uploads/avatars', '/uploads/avatars/']) {
      const response = await fetch(`${PUBLIC_URL}${path}`);
      expect(await response.text(), path).not.toContain('ListBucketResult');
      expect(response.headers.get('content-type') ?? '', path).not.toContain('xml');
    }
    expect((await fetch(`${PUBLIC_URL}/uploads/avatars/missing1234.webp`)).status).toBe(404);
    expect((await fetch(`${PUBLIC_URL}/uploads/avatars/..%2F..%2Fsecret`)).status).toBe(404);
  });

  it('answers a clear error, not a crash, when the store refuses the credentials', async () => {
    const wrong = temporaryFolder('forkcast-s3-wrong-');
    const refused = await startInstance({
      name: 'wrong-secret',
      port: SERVER_PORT + 1,
      env: {
        DATA_DIR: wrong.dir,
        PUBLIC_URL: `http://127.0.0.1:${SERVER_PORT + 1}`,
        ...s3.env,
        S3_ACCESS_KEY_ID: 'NOT-A-KEY',
      },
    });
    try {
      const cook = await signedUpClient(refused.url);
      const upload = await cook.request('PUT', '/api/profile/avatar', avatarForm(await png()));
      // s3rver refuses an unknown access key (it does not verify SigV4 signatures; the unit
      // tests in s3-signing.test.ts do). The app answers its own error without the store's.
      expect(upload.status).toBe(500);
      const text = await upload.text();
      expect(text).not.toContain('InvalidAccessKeyId');
      expect(text).not.toContain('NOT-A-KEY');
      expect(refused.output()).toContain('InvalidAccessKeyId');
      // The process is still serving.
      expect((await fetch(`${refused.url}/api/health`)).status).toBe(200);
    } finally {
      await refused.stop();
      wrong.remove();
    }
  });
});
