import { lookup as dnsLookup } from 'node:dns/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { isIP } from 'node:net';
import type { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { IMPORT_MAX_PAGE_BYTES } from '@forkcast/core';
import { isPublicAddress } from './address-policy.ts';

/**
 * Fetching a web page named by a user, from our server, without letting that user reach
 * anything but the public internet: http(s) only; the host's addresses resolved by us and
 * every one of them checked; the connection pinned to a checked address (no second DNS
 * lookup to rebind); redirects checked the same way, at most 5; 10 seconds in all; 5 MB of
 * (decompressed) body at most; HTML only.
 */

export type FetchedPage = {
  /** The address the page finally came from, after redirects. */
  url: string;
  html: string;
};

export type SafeFetch = {
  fetchPage(url: string, signal?: AbortSignal): Promise<FetchedPage>;
};

/**
 * refused: the address may not be fetched at all (not http(s), a private network...); the
 * request is wrong. failed: the site could not be read (down, slow, too large, not HTML).
 */
export type SafeFetchFailure = 'refused' | 'failed';

export class SafeFetchError extends Error {
  readonly kind: SafeFetchFailure;
  constructor(kind: SafeFetchFailure, message: string) {
    super(message);
    this.name = 'SafeFetchError';
    this.kind = kind;
  }
}

export type ResolvedAddress = { address: string; family: number };
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export type SafeFetchOptions = {
  /**
   * IMPORT_ALLOW_PRIVATE_ADDRESSES: connect to any address, private and loopback included.
   * For tests and local development only; off in any real deployment.
   */
  allowPrivateAddresses?: boolean;
  /** Which resolved addresses may be connected to (tests); overrides the switch above. */
  isAllowedAddress?: (address: string) => boolean;
  /** Host name resolution; the system resolver by default. */
  resolve?: Resolver;
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  userAgent?: string;
};

export const safeFetchMessages = {
  scheme: 'Only web addresses starting with http:// or https:// can be imported.',
  credentials: 'Web addresses with a user name or password cannot be imported.',
  privateAddress: 'That address points to a private or local network, so it cannot be imported.',
  privateRedirect:
    'That page redirects to a private or local network address, so it cannot be imported.',
  notFound: 'We could not find that website. Check the address and try again.',
  unreachable: 'We could not connect to that website.',
  insecure: 'We could not connect to that website securely.',
  timeout: 'The website took too long to answer.',
  tooLarge: 'That page is too large to import (over 5 MB).',
  notHtml: (type: string) => `That address is not a web page (it sent ${type}).`,
  httpError: (status: number) => `The website answered with an error (${status}).`,
  tooManyRedirects: 'The website redirected too many times.',
  badRedirect: 'The website sent a redirect we could not follow.',
  unreadable: 'The website sent a page we could not read.',
} as const;

/** Browsers' words: some recipe sites answer servers that do not look like one with a 403. */
const BROWSER_USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);

const systemResolver: Resolver = async (hostname) =>
  await dnsLookup(hostname, { all: true, verbatim: true });

/** A lookup that answers the address we checked, whatever Node asks (one or all). */
function pinnedLookup(target: ResolvedAddress): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) {
      (callback as (e: null, addresses: ResolvedAddress[]) => void)(null, [target]);
    } else {
      callback(null, target.address, target.family);
    }
  };
}

function failed(message: string): SafeFetchError {
  return new SafeFetchError('failed', message);
}

function refused(message: string): SafeFetchError {
  return new SafeFetchError('refused', message);
}

/** Why the fetch was stopped: the reason we gave the signal (the time limit). */
function abortReason(signal: AbortSignal): SafeFetchError {
  return signal.reason instanceof SafeFetchError
    ? signal.reason
    : failed(safeFetchMessages.timeout);
}

function raceAbort<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(abortReason(signal));
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

function charsetOf(contentType: string, head: Buffer): string {
  const declared = /charset\s*=\s*["']?([\w-]+)/i.exec(contentType)?.[1];
  if (declared) return declared;
  if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) return 'utf-8';
  const start = head.subarray(0, 2048).toString('latin1');
  return /<meta[^>]+charset\s*=\s*["']?([\w-]+)/i.exec(start)?.[1] ?? 'utf-8';
}

function decode(body: Buffer, contentType: string): string {
  try {
    return new TextDecoder(charsetOf(contentType, body)).decode(body);
  } catch {
    // A charset label no decoder knows: UTF-8 is what the page most likely is.
    return new TextDecoder('utf-8').decode(body);
  }
}

export function createSafeFetch(options: SafeFetchOptions = {}): SafeFetch {
  const isAllowed =
    options.isAllowedAddress ?? (options.allowPrivateAddresses ? () => true : isPublicAddress);
  const resolve = options.resolve ?? systemResolver;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const maxBytes = options.maxBytes ?? IMPORT_MAX_PAGE_BYTES;
  const maxRedirects = options.maxRedirects ?? 5;
  const userAgent = options.userAgent ?? BROWSER_USER_AGENT;

  /** The address to connect to: the literal one, or the first of the host's, all checked. */
  async function checkedAddress(
    url: URL,
    isRedirect: boolean,
    signal: AbortSignal,
  ): Promise<ResolvedAddress> {
    const denied = () =>
      refused(isRedirect ? safeFetchMessages.privateRedirect : safeFetchMessages.privateAddress);
    const host = url.hostname.replace(/^\[|\]$/g, '');
    const family = isIP(host);
    if (family !== 0) {
      if (!isAllowed(host)) throw denied();
      return { address: host, family };
    }
    let addresses: ResolvedAddress[];
    try {
      addresses = await raceAbort(resolve(host), signal);
    } catch (error) {
      if (error instanceof SafeFetchError) throw error;
      throw failed(safeFetchMessages.notFound);
    }
    if (addresses.length === 0) throw failed(safeFetchMessages.notFound);
    // One bad address is enough to refuse: a name that also points inward is not public.
    if (addresses.some((a) => !isAllowed(a.address))) throw denied();
    return addresses[0] as ResolvedAddress;
  }

  function send(url: URL, target: ResolvedAddress, signal: AbortSignal): Promise<IncomingMessage> {
    const client = url.protocol === 'https:' ? https : http;
    return new Promise((resolve, reject) => {
      const request = client.request(
        {
          protocol: url.protocol,
          hostname: url.hostname.replace(/^\[|\]$/g, ''),
          port: url.port || undefined,
          path: `${url.pathname}${url.search}`,
          method: 'GET',
          agent: false,
          lookup: pinnedLookup(target),
          signal,
          headers: {
            'user-agent': userAgent,
            accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.5',
            'accept-language': 'en-US,en;q=0.9',
            'accept-encoding': 'gzip, deflate, br',
          },
        },
        resolve,
      );
      request.on('error', (error: NodeJS.ErrnoException) => {
        if (signal.aborted) {
          reject(abortReason(signal));
        } else if (/CERT|SSL|TLS/i.test(error.code ?? '')) {
          reject(failed(safeFetchMessages.insecure));
        } else {
          reject(failed(safeFetchMessages.unreachable));
        }
      });
      request.end();
    });
  }

  async function readBody(response: IncomingMessage, signal: AbortSignal): Promise<Buffer> {
    const declared = Number(response.headers['content-length']);
    if (Number.isFinite(declared) && declared > maxBytes) {
      response.destroy();
      throw failed(safeFetchMessages.tooLarge);
    }
    const encoding = (response.headers['content-encoding'] ?? '').trim().toLowerCase();
    let body: Readable = response;
    if (encoding === 'gzip' || encoding === 'x-gzip') body = response.pipe(zlib.createGunzip());
    else if (encoding === 'deflate') body = response.pipe(zlib.createInflate());
    else if (encoding === 'br') body = response.pipe(zlib.createBrotliDecompress());
    else if (encoding !== '' && encoding !== 'identity') {
      response.destroy();
      throw failed(safeFetchMessages.unreadable);
    }
    if (body !== response) response.on('error', (error) => body.destroy(error));
    const chunks: Buffer[] = [];
    let total = 0;
    try {
      for await (const chunk of body) {
        total += (chunk as Buffer).length;
        // Counted after decompression, so a small compressed bomb is stopped too.
        if (total > maxBytes) throw failed(safeFetchMessages.tooLarge);
        chunks.push(chunk as Buffer);
      }
    } catch (error) {
      response.destroy();
      body.destroy();
      if (signal.aborted) throw abortReason(signal);
      throw error instanceof SafeFetchError ? error : failed(safeFetchMessages.unreadable);
    }
    return Buffer.concat(chunks);
  }

  async function fetchWithin(address: string, signal: AbortSignal): Promise<FetchedPage> {
    let url: URL;
    try {
      url = new URL(address);
    } catch {
      throw refused(safeFetchMessages.scheme);
    }
    for (let redirects = 0; ; redirects += 1) {
      if (url.protocol !== 'http:' && url.protocol !== 'https:') {
        throw refused(safeFetchMessages.scheme);
      }
      if (url.username !== '' || url.password !== '') throw refused(safeFetchMessages.credentials);
      const target = await checkedAddress(url, redirects > 0, signal);
      const response = await send(url, target, signal);
      const status = response.statusCode ?? 0;
      if (REDIRECTS.has(status)) {
        response.resume();
        const location = response.headers.location;
        if (redirects >= maxRedirects) throw failed(safeFetchMessages.tooManyRedirects);
        if (!location) throw failed(safeFetchMessages.badRedirect);
        try {
          url = new URL(location, url);
        } catch {
          throw failed(safeFetchMessages.badRedirect);
        }
        continue;
      }
      if (status < 200 || status >= 300) {
        response.resume();
        throw failed(safeFetchMessages.httpError(status));
      }
      const contentType = String(response.headers['content-type'] ?? '');
      const mediaType = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
      if (mediaType !== '' && !HTML_TYPES.has(mediaType)) {
        response.destroy();
        throw failed(safeFetchMessages.notHtml(mediaType));
      }
      const body = await readBody(response, signal);
      const html = decode(body, contentType);
      // No type given: accept it only if it reads as markup.
      if (mediaType === '' && !/^\s*</.test(html.replace(/^\uFEFF/, ''))) {
        throw failed(safeFetchMessages.notHtml('something else'));
      }
      return { url: url.href, html };
    }
  }

  return {
    async fetchPage(address, outerSignal) {
      const controller = new AbortController();
      const timer = setTimeout(
        () => controller.abort(failed(safeFetchMessages.timeout)),
        timeoutMs,
      );
      const onOuterAbort = () => controller.abort(failed(safeFetchMessages.timeout));
      outerSignal?.addEventListener('abort', onOuterAbort, { once: true });
      try {
        return await fetchWithin(address, controller.signal);
      } finally {
        clearTimeout(timer);
        outerSignal?.removeEventListener('abort', onOuterAbort);
      }
    },
  };
}
