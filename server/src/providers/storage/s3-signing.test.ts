import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage } from './s3-storage.ts';

/**
 * s3rver (the fleet suite's store) does not verify SigV4 signatures, so they are checked here:
 * every request the S3 storage sends is captured and its signature recomputed independently
 * from the AWS Signature Version 4 rules, with the secret the storage was given.
 */
type Captured = { method: string; url: string; headers: IncomingHttpHeaders; body: Buffer };

const ACCESS_KEY = 'AKIDFORKCASTTEST';
const SECRET = 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYFORKCASTKEY';
const REGION = 'eu-central-1';

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) =>
  createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding, as SigV4 wants it for query names and values. */
const uriEncode = (s: string) =>
  encodeURIComponent(s).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

function parseAuthorization(header: string) {
  const match = header.match(
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/,
  );
  if (!match) throw new Error(`Not a SigV4 authorization header: ${header}`);
  const [, accessKey, date, region, signedHeaders, signature] = match as unknown as string[];
  return {
    accessKey,
    date,
    region,
    signedHeaders: (signedHeaders as string).split(';'),
    signature,
  };
}

/** The signature the request should carry if it was signed with `secret`. */
function expectedSignature(request: Captured, secret: string): string {
  const auth = parseAuthorization(String(request.headers.authorization));
  const [pathname = '', query = ''] = request.url.split('?');
  const canonicalQuery = query
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const [k = '', v = ''] = pair.split('=');
      return [uriEncode(decodeURIComponent(k)), uriEncode(decodeURIComponent(v))] as const;
    })
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const canonicalHeaders = auth.signedHeaders
    .map(
      (name) =>
        `${name}:${String(request.headers[name] ?? '')
          .trim()
          .replace(/\s+/g, ' ')}\n`,
    )
    .join('');
  const canonicalRequest = [
    request.method,
    pathname,
    canonicalQuery,
    canonicalHeaders,
    auth.signedHeaders.join(';'),
    String(request.headers['x-amz-content-sha256']),
  ].join('\n');
  const amzDate = String(request.headers['x-amz-date']);
  const scope = `${auth.date}/${auth.region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
  const key = hmac(
    hmac(hmac(hmac(`AWS4${secret}`, auth.date as string), auth.region as string), 's3'),
    'aws4_request',
  );
  return createHmac('sha256', key).update(stringToSign).digest('hex');
}

describe('S3 requests are signed (SigV4)', () => {
  const captured: Captured[] = [];
  const stored = new Map<string, Buffer>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      captured.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      const key = (req.url ?? '').split('?')[0] ?? '';
      if (req.method === 'PUT') {
        stored.set(key, body);
        res.writeHead(200, { etag: '"1"' }).end();
      } else if (req.method === 'GET' && stored.has(key)) {
        res.writeHead(200, { 'content-type': 'image/webp' }).end(stored.get(key));
      } else res.writeHead(204).end();
    });
  });
  let storage: ReturnType<typeof createS3Storage>;

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    storage = createS3Storage({
      bucket: 'forkcast-pics',
      region: REGION,
      endpoint: `http://127.0.0.1:${port}`,
      accessKeyId: ACCESS_KEY,
      secretAccessKey: SECRET,
      forcePathStyle: true,
      publicUrl: undefined,
    });
    const body = new Uint8Array(Buffer.from('RIFF-not-really-a-webp'));
    await storage.put('posts/abcdefgh1234.webp', body, 'image/webp');
    await storage.get('posts/abcdefgh1234.webp');
    await storage.delete('posts/abcdefgh1234.webp');
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends one signed request per operation, path-style, to the bucket', () => {
    expect(captured.map((r) => `${r.method} ${r.url.split('?')[0]}`)).toEqual([
      'PUT /forkcast-pics/posts/abcdefgh1234.webp',
      'GET /forkcast-pics/posts/abcdefgh1234.webp',
      'DELETE /forkcast-pics/posts/abcdefgh1234.webp',
    ]);
  });

  it('names the key, the day, the region and the service in the credential scope', () => {
    for (const request of captured) {
      const auth = parseAuthorization(String(request.headers.authorization));
      expect(auth.accessKey).toBe(ACCESS_KEY);
      expect(auth.region).toBe(REGION);
      // The scope's day is the request's own X-Amz-Date day.
      expect(String(request.headers['x-amz-date'])).toMatch(/^\d{8}T\d{6}Z$/);
      expect(String(request.headers['x-amz-date']).slice(0, 8)).toBe(auth.date);
      expect(auth.signedHeaders).toEqual(
        expect.arrayContaining(['host', 'x-amz-content-sha256', 'x-amz-date']),
      );
      // Signed header names are sorted, as the canonical request requires.
      expect(auth.signedHeaders).toEqual([...auth.signedHeaders].sort());
    }
  });

  it('signs the picture, its type and caching into the upload', () => {
    const put = captured[0] as Captured;
    const auth = parseAuthorization(String(put.headers.authorization));
    expect(auth.signedHeaders).toEqual(expect.arrayContaining(['content-type']));
    expect(put.headers['content-type']).toBe('image/webp');
    expect(put.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const payload = String(put.headers['x-amz-content-sha256']);
    // Either the body's own hash, or a declared unsigned payload with a checksum trailer.
    if (/^[0-9a-f]{64}$/.test(payload)) expect(payload).toBe(sha256(put.body));
    else expect(payload).toMatch(/^(UNSIGNED-PAYLOAD|STREAMING-UNSIGNED-PAYLOAD-TRAILER)$/);
  });

  it('carries signatures that match an independent computation with the secret, and only it', () => {
    for (const request of captured) {
      const { signature } = parseAuthorization(String(request.headers.authorization));
      expect(signature, `${request.method} ${request.url}`).toBe(
        expectedSignature(request, SECRET),
      );
      expect(signature).not.toBe(expectedSignature(request, `${SECRET}x`));
    }
  });
});
