import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Context } from 'hono';
import { requestHeader } from './request-header.ts';
import { writtenSecurely } from './security.ts';

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
  const accepted = requestHeader(c, 'accept-encoding') ?? '';
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

/**
 * The answer as a plain `Response` with its headers in one plain object: built through
 * `c.header()` they went into a Fetch API `Headers` (validated one by one) that the Node
 * adapter then copied back out; a plain object goes to Node as it is.
 */
function respond(
  body: Uint8Array | string,
  status: 200,
  headers: Record<string, string>,
): Response {
  return new Response(body as ConstructorParameters<typeof Response>[0], { status, headers });
}

/**
 * A 304. Written by `SecureServerResponse` (main.ts), it is given an empty text instead of no
 * body: the Node adapter sends a text body straight from its light Response, where no body
 * makes it build a full Fetch API Response first, a good part of what a 304 cost. That path
 * adds `Content-Length: 0`, which the server response removes from a 304. Elsewhere a 304
 * cannot be constructed with a body at all.
 */
function notModified(c: Context, headers: Record<string, string>): Response {
  return new Response(writtenSecurely(c) ? '' : null, { status: 304, headers });
}

/**
 * One answer's bytes, and its compressed forms once somebody asked for them; `bytes` counts
 * the JSON and every compressed form that is done (they are kept as long as the answer).
 */
type Entry = {
  key: string;
  json: Uint8Array;
  encoded: Partial<Record<Encoding, Promise<Uint8Array>>>;
  bytes: number;
};

const VERSIONED_JSON = 'application/json; charset=UTF-8';

async function sendEntry(
  c: Context,
  entry: Entry,
  tag: string,
  /** Told the size of a compressed form when it is made, so the kept bytes count it. */
  grew: (entry: Entry, bytes: number) => void,
): Promise<Response> {
  const encoding = entry.json.byteLength >= COMPRESS_FROM_BYTES ? encodingFor(c) : null;
  const headers: Record<string, string> = {
    'Content-Type': VERSIONED_JSON,
    Vary: 'Accept-Encoding',
    ETag: tag,
    'Cache-Control': TAGGED_CACHE_CONTROL,
  };
  let bytes = entry.json;
  if (encoding) {
    entry.encoded[encoding] ??= compress(entry.json, encoding).then((done) => {
      grew(entry, done.byteLength);
      return done;
    });
    bytes = await entry.encoded[encoding];
    headers['Content-Encoding'] = encoding;
  }
  headers['Content-Length'] = String(bytes.byteLength);
  return respond(bytes, 200, headers);
}

/**
 * The browser keeps a tagged answer but asks every time (`no-cache`), so a change is seen at
 * once; `private`: answers are per user, never for a shared cache.
 */
const TAGGED_CACHE_CONTROL = 'private, no-cache';

/**
 * Reads that carry a version (decision 012). The tag of a read names everything its answer
 * depends on (the list's version, the reader's role or id when the answer shows them), so:
 * - a client whose copy has the tag gets 304 and no body;
 * - any other client gets the answer built once for that tag and address, and compressed once
 *   per encoding: a list read by many members, or polled, is built and gzipped once per change.
 * Answers are kept per instance, least recently used out first, up to `maxBytes` counting
 * their compressed forms, and all are dropped when the server falls idle (`clear`).
 */
export function createVersionedAnswers(options: { maxBytes?: number } = {}) {
  // Most kept answers are old versions nobody will ask for again (every write makes a new
  // one); the current versions of a busy instance's lists take a few MB. 32 MB of JSON plus
  // its compressed forms kept the resident size up after a load run (issue 18).
  const maxBytes = options.maxBytes ?? 12 * 1024 * 1024;
  const entries = new Map<string, Entry>();
  let bytes = 0;

  function evictOverflow() {
    for (const [oldKey, old] of entries) {
      if (bytes <= maxBytes) break;
      entries.delete(oldKey);
      bytes -= old.bytes;
    }
  }

  function remember(entry: Entry) {
    // Two reads that missed at once both build: the second replaces the first, whose bytes
    // must leave the count too (or the count drifts up until nothing is kept at all).
    const replaced = entries.get(entry.key);
    if (replaced) bytes -= replaced.bytes;
    entries.set(entry.key, entry);
    bytes += entry.bytes;
    evictOverflow();
  }

  function grew(entry: Entry, added: number) {
    entry.bytes += added;
    // Only an answer still kept counts: one dropped meanwhile is gone with its forms.
    if (entries.get(entry.key) !== entry) return;
    bytes += added;
    evictOverflow();
  }

  return {
    /**
     * Answers a read with its tag: 304 when the client's copy is current, otherwise the kept
     * answer, or the JSON that `build` makes (then kept). The browser keeps the answer but
     * asks every time (`no-cache`), so a change is seen at once; `private`: answers are per
     * user, never for a shared cache.
     */
    async json(c: Context, tag: string, build: () => Promise<object>): Promise<Response> {
      if (matches(requestHeader(c, 'if-none-match'), tag)) {
        return notModified(c, { ETag: tag, 'Cache-Control': TAGGED_CACHE_CONTROL });
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
        const json = new TextEncoder().encode(JSON.stringify(await build()));
        entry = { key, json, encoded: {}, bytes: json.byteLength };
        remember(entry);
      }
      // Tagged only once built: a read that fails (404) must not be kept as a version.
      return await sendEntry(c, entry, tag, grew);
    },
    /**
     * Drops every kept answer: when the server falls idle they would only hold memory until the
     * next change makes them old (the next read builds its answer again).
     */
    clear() {
      entries.clear();
      bytes = 0;
    },
    /** How many answers are kept, and their bytes (tests). */
    size: () => entries.size,
    keptBytes: () => bytes,
  };
}

export type VersionedAnswers = ReturnType<typeof createVersionedAnswers>;

/**
 * The answer of a read that carries no version (feed pages, the meal picker): compressed from
 * 1 KB up, in one call off the main thread instead of a stream per request, and sent as it is
 * below that. (A middleware did this before, after the route: it had to read the route's
 * response back, which cost as much as a small read itself even when nothing was compressed.)
 */
export async function jsonRead(c: Context, value: unknown): Promise<Response> {
  const text = JSON.stringify(value);
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    Vary: 'Accept-Encoding',
  };
  const encoding = encodingFor(c);
  // Characters never outnumber bytes, so the byte count is needed only near the threshold.
  if (!encoding || (text.length < COMPRESS_FROM_BYTES && byteLength(text) < COMPRESS_FROM_BYTES)) {
    return respond(text, 200, headers);
  }
  const body = await compress(new TextEncoder().encode(text), encoding);
  headers['Content-Encoding'] = encoding;
  headers['Content-Length'] = String(body.byteLength);
  return respond(body, 200, headers);
}

const byteLength = (text: string) => Buffer.byteLength(text, 'utf8');
