import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';

/**
 * Moves every ETag at once: change it when the shape of an answer changes, so that a browser
 * holding an answer of the old shape does not get a 304 for it from the new server.
 */
const ANSWER_SHAPE = '2';

/** Answers smaller than this go as they are: compressing them costs more than it saves. */
export const COMPRESS_FROM_BYTES = 1024;

/** A weak tag: the same answer gzipped or not is the same version. */
export function versionTag(...parts: (string | number)[]): string {
  return `W/"${ANSWER_SHAPE}.${parts.join('.')}"`;
}

/** If-None-Match holds the tag (weak comparison: the W/ prefix does not count), or '*'. */
function matches(header: string | undefined, tag: string): boolean {
  if (!header) return false;
  const bare = tag.replace(/^W\//, '');
  return header.split(',').some((given) => {
    const t = given.trim();
    return t === '*' || t.replace(/^W\//, '') === bare;
  });
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

type Encoding = 'br' | 'gzip';

/** The encoding to send, from what the client accepts: Brotli before gzip. */
function encodingFor(c: Context): Encoding | null {
  const accepted = c.req.header('accept-encoding') ?? '';
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

function compress(bytes: Uint8Array, encoding: Encoding): Promise<Uint8Array> {
  // Brotli at quality 5: about gzip's speed, a good part smaller; both run off the main thread.
  return encoding === 'br'
    ? brotli(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 5,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
        },
      })
    : gzipAsync(bytes, { level: 6 });
}

/** One answer's bytes, and its compressed forms once somebody asked for them. */
type Entry = { json: Uint8Array; encoded: Partial<Record<Encoding, Promise<Uint8Array>>> };

function send(c: Context, bytes: Uint8Array, encoding: Encoding | null): Response {
  c.header('Content-Type', 'application/json; charset=UTF-8');
  c.header('Content-Length', String(bytes.byteLength));
  c.header('Vary', 'Accept-Encoding');
  if (encoding) c.header('Content-Encoding', encoding);
  return c.body(bytes as Uint8Array<ArrayBuffer>, 200);
}

async function sendEntry(c: Context, entry: Entry): Promise<Response> {
  const encoding = entry.json.byteLength >= COMPRESS_FROM_BYTES ? encodingFor(c) : null;
  if (!encoding) return send(c, entry.json, null);
  entry.encoded[encoding] ??= compress(entry.json, encoding);
  return send(c, await entry.encoded[encoding], encoding);
}

/**
 * Reads that carry a version (decision 012). The tag of a read names everything its answer
 * depends on (the list's version, the reader's role or id when the answer shows them), so:
 * - a client whose copy has the tag gets 304 and no body;
 * - any other client gets the answer built once for that tag and address, and compressed once
 *   per encoding: a list read by many members, or polled, is built and gzipped once per change.
 * Answers are kept per instance, newest used last out, up to `maxBytes`.
 */
export function createVersionedAnswers(options: { maxBytes?: number } = {}) {
  const maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
  const entries = new Map<string, Entry>();
  let bytes = 0;

  function remember(key: string, entry: Entry) {
    // Two reads that missed at once both build: the second replaces the first, whose bytes
    // must leave the count too (or the count drifts up until nothing is kept at all).
    const replaced = entries.get(key);
    if (replaced) bytes -= replaced.json.byteLength;
    entries.set(key, entry);
    bytes += entry.json.byteLength;
    for (const [oldKey, old] of entries) {
      if (bytes <= maxBytes) break;
      entries.delete(oldKey);
      bytes -= old.json.byteLength;
    }
  }

  return {
    /**
     * Answers a read with its tag: 304 when the client's copy is current, otherwise the kept
     * answer, or the JSON that `build` makes (then kept). The browser keeps the answer but
     * asks every time (`no-cache`), so a change is seen at once; `private`: answers are per
     * user, never for a shared cache.
     */
    async json(c: Context, tag: string, build: () => Promise<object>): Promise<Response> {
      const tagged = () => {
        c.header('ETag', tag);
        c.header('Cache-Control', 'private, no-cache');
      };
      if (matches(c.req.header('if-none-match'), tag)) {
        tagged();
        return c.body(null, 304);
      }
      // The path and the tag name the answer (a query that matters is in the tag): junk query
      // strings cannot each claim a kept copy.
      const key = `${c.req.path} ${tag}`;
      let entry = entries.get(key);
      if (entry) {
        // Used again: to the back of the line.
        entries.delete(key);
        entries.set(key, entry);
      } else {
        entry = { json: new TextEncoder().encode(JSON.stringify(await build())), encoded: {} };
        remember(key, entry);
      }
      // Tagged only once built: a read that fails (404) must not be kept as a version.
      tagged();
      return await sendEntry(c, entry);
    },
    /** How many answers are kept, and their bytes (tests). */
    size: () => entries.size,
    keptBytes: () => bytes,
  };
}

export type VersionedAnswers = ReturnType<typeof createVersionedAnswers>;

/**
 * Compresses the JSON answers of reads that carry no version (feed pages, the meal picker):
 * from 1 KB up only, in one call off the main thread instead of a stream per request. Answers
 * that are already encoded (the versioned ones) pass through.
 */
export function compressLargeJson(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.req.method !== 'GET' || c.res.status !== 200) return;
    if (c.res.headers.has('Content-Encoding')) return;
    if (!c.res.headers.get('Content-Type')?.startsWith('application/json')) return;
    const encoding = encodingFor(c);
    if (!encoding) return;
    const json = new Uint8Array(await c.res.arrayBuffer());
    const headers = new Headers(c.res.headers);
    headers.set('Vary', 'Accept-Encoding');
    let body: Uint8Array = json;
    if (json.byteLength >= COMPRESS_FROM_BYTES) {
      body = await compress(json, encoding);
      headers.set('Content-Encoding', encoding);
    }
    headers.set('Content-Length', String(body.byteLength));
    c.res = new Response(body as Uint8Array<ArrayBuffer>, { status: 200, headers });
  };
}
