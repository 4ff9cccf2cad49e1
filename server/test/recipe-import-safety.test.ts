import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import type { ErrorBody, UrlImportResponse } from '@forkcast/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isLoopbackAddress, isPublicAddress } from '../src/providers/safe-fetch/address-policy.ts';
import {
  createSafeFetch,
  type Resolver,
  safeFetchMessages,
} from '../src/providers/safe-fetch/safe-fetch.ts';
import { createClient, createTestApp, dialects, signUp, type TestApp } from './support/test-app.ts';

/**
 * The safe fetch's rules, end to end: requests to /api/import/url reach a real HTTP server
 * on this machine only where the rules allow it. Every refusal is a clear 4xx or a
 * 'fetch_failed' answer, the server never sees a refused request, and nothing is stored.
 */

const RECIPE_PAGE = `<html><head><title>Pie</title><script type="application/ld+json">${JSON.stringify(
  {
    '@type': 'Recipe',
    name: 'Café Pie',
    recipeIngredient: ['2 cups flour'],
    recipeInstructions: ['Bake.'],
  },
)}</script></head><body></body></html>`;

type Hit = { path: string; userAgent: string | undefined; host: string | undefined };

// 20 MB of spaces, gzipped once before any request: compressing it inside the request took
// longer than the tests' 1 s fetch limit on a busy machine, and the test is about size, not time.
const COMPRESSION_BOMB = gzipSync(Buffer.alloc(20 * 1024 * 1024, ' '));

function startServer() {
  const hits: Hit[] = [];
  let port = 0;
  const routes: Record<string, (req: IncomingMessage, res: ServerResponse) => void> = {
    '/recipe': (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(RECIPE_PAGE);
    },
    '/latin1': (_req, res) => {
      res
        .writeHead(200, { 'content-type': 'text/html; charset=windows-1252' })
        .end(Buffer.from(RECIPE_PAGE, 'latin1'));
    },
    '/gzip': (_req, res) => {
      res
        .writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' })
        .end(gzipSync(RECIPE_PAGE));
    },
    '/untyped': (_req, res) => {
      res.writeHead(200).end(RECIPE_PAGE);
    },
    '/to-recipe': (_req, res) => {
      res.writeHead(302, { location: '/recipe' }).end();
    },
    '/to-localhost': (_req, res) => {
      res.writeHead(301, { location: `http://localhost:${port}/recipe` }).end();
    },
    '/to-private': (_req, res) => {
      res.writeHead(302, { location: 'http://10.0.0.7/admin' }).end();
    },
    '/to-metadata': (_req, res) => {
      res.writeHead(307, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
    },
    '/to-mapped': (_req, res) => {
      res.writeHead(308, { location: 'http://[::ffff:a00:1]/' }).end();
    },
    '/to-file': (_req, res) => {
      res.writeHead(302, { location: 'file:///etc/passwd' }).end();
    },
    '/loop': (req, res) => {
      const n = Number(new URL(req.url ?? '', 'http://x').searchParams.get('n') ?? 0);
      res.writeHead(302, { location: `/loop?n=${n + 1}` }).end();
    },
    '/slow': (_req, res) => {
      setTimeout(() => res.writeHead(200, { 'content-type': 'text/html' }).end(RECIPE_PAGE), 3000);
    },
    '/trickle': (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      const timer = setInterval(() => res.write('<p>still cooking</p>'), 50);
      res.on('close', () => clearInterval(timer));
    },
    '/endless': (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      const chunk = Buffer.alloc(64 * 1024, 'a');
      const pump = () => {
        while (res.write(chunk)) {
          // keep writing until the socket pushes back
        }
      };
      res.on('drain', pump);
      res.on('close', () => res.off('drain', pump));
      pump();
    },
    '/bomb': (_req, res) => {
      res
        .writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' })
        .end(COMPRESSION_BOMB);
    },
    '/declared-huge': (_req, res) => {
      res.writeHead(200, {
        'content-type': 'text/html',
        'content-length': String(50 * 1024 * 1024),
      });
      res.write('<p>');
    },
    '/image': (_req, res) => {
      res
        .writeHead(200, { 'content-type': 'image/png' })
        .end(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    },
    '/json': (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"a":1}');
    },
    '/binary': (_req, res) => {
      res.writeHead(200).end(Buffer.from([0, 1, 2, 3]));
    },
    '/missing': (_req, res) => {
      res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
    },
  };
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    hits.push({ path, userAgent: req.headers['user-agent'], host: req.headers.host });
    (routes[path] ?? ((_q, r) => r.writeHead(404).end()))(req, res);
  });
  return new Promise<{ server: Server; port: number; hits: Hit[] }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      port = (server.address() as AddressInfo).port;
      resolve({ server, port, hits });
    });
  });
}

/** Test host names: resolved by a table, like DNS answers an attacker could control. */
function tableResolver(table: Record<string, string[]>, lookups: string[]): Resolver {
  return async (hostname) => {
    lookups.push(hostname);
    const addresses = table[hostname];
    if (!addresses) throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' });
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
}

describe.each(dialects)('safe fetch through /api/import/url on %s', (dialect) => {
  let strict: TestApp;
  let local: TestApp;
  let site: Awaited<ReturnType<typeof startServer>>;
  const lookups: string[] = [];

  beforeAll(async () => {
    site = await startServer();
    const names = {
      'loopback.example': ['127.0.0.1'],
      'sneaky.example': ['93.184.216.34', '10.0.0.8'],
      'recipes.example': ['127.0.0.1'],
    };
    // The rules as deployed: public addresses only.
    strict = await createTestApp(dialect, {
      providers: { safeFetch: createSafeFetch({ resolve: tableResolver(names, lookups) }) },
    });
    // The same rules, except that this machine counts as public, so that a local server can
    // play a website; a short time limit keeps the slow cases quick.
    local = await createTestApp(dialect, {
      providers: {
        safeFetch: createSafeFetch({
          resolve: tableResolver({ ...names, localhost: ['127.0.0.1'] }, lookups),
          isAllowedAddress: (a) => isPublicAddress(a) || isLoopbackAddress(a),
          timeoutMs: 1000,
        }),
      },
    });
  });
  afterAll(async () => {
    site.server.closeAllConnections();
    await new Promise((resolve) => site.server.close(resolve));
    await strict.close();
    await local.close();
  });

  /** A signed-in cook; a fresh one per test keeps each under the import rate limit. */
  async function cook(app: TestApp) {
    const client = createClient(app.app);
    await signUp(client);
    return {
      importUrl: async (url: string) => {
        const response = await client.post('/api/import/url', { url });
        return {
          status: response.status,
          body: (await response.json()) as UrlImportResponse & ErrorBody,
        };
      },
    };
  }

  async function storedMeals(app: TestApp) {
    const row = await app.db
      .selectFrom('meals')
      .select(app.db.fn.countAll().as('n'))
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  it('refuses every private, loopback and reserved address form before connecting', async () => {
    const p = site.port;
    const forms = [
      `http://127.0.0.1:${p}/recipe`,
      `http://127.1:${p}/recipe`,
      `http://2130706433:${p}/recipe`,
      `http://0x7f000001:${p}/recipe`,
      `http://0x7f.0.0.1:${p}/recipe`,
      `http://0177.0.0.1:${p}/recipe`,
      `http://017700000001:${p}/recipe`,
      `http://[::1]:${p}/recipe`,
      `http://[::ffff:127.0.0.1]:${p}/recipe`,
      `http://[0:0:0:0:0:ffff:7f00:1]:${p}/recipe`,
      `http://0.0.0.0:${p}/recipe`,
      `http://[::]:${p}/recipe`,
      'http://10.1.2.3/recipe',
      'http://172.16.0.1/recipe',
      'http://192.168.1.1/recipe',
      'http://100.64.0.1/recipe',
      'http://169.254.169.254/latest/meta-data/',
      'http://[fe80::1]/recipe',
      'http://[fd00::1]/recipe',
      'http://224.0.0.1/recipe',
      'http://255.255.255.255/recipe',
      'http://[ff02::1]/recipe',
      'http://198.18.0.1/recipe',
      'https://[64:ff9b::a00:1]/recipe',
    ];
    for (let i = 0; i < forms.length; i += 10) {
      const c = await cook(strict);
      for (const url of forms.slice(i, i + 10)) {
        const { status, body } = await c.importUrl(url);
        expect({ url, status, message: body.error?.message }).toEqual({
          url,
          status: 400,
          message: safeFetchMessages.privateAddress,
        });
      }
    }
    expect(site.hits).toEqual([]);
    expect(await storedMeals(strict)).toBe(0);
  });

  it('refuses a host name that resolves to loopback, or to any private address', async () => {
    const c = await cook(strict);
    for (const host of ['loopback.example', 'sneaky.example']) {
      const { status, body } = await c.importUrl(`http://${host}:${site.port}/recipe`);
      expect(status).toBe(400);
      expect(body.error.message).toBe(safeFetchMessages.privateAddress);
    }
    const viaSystemDns = await createTestApp(dialect, {
      providers: { safeFetch: createSafeFetch() },
    });
    try {
      const { status } = await (await cook(viaSystemDns)).importUrl(
        `http://localhost:${site.port}/recipe`,
      );
      expect(status).toBe(400);
    } finally {
      await viaSystemDns.close();
    }
    expect(site.hits).toEqual([]);
  });

  it('refuses addresses with credentials and schemes other than http(s)', async () => {
    const c = await cook(strict);
    const withPassword = await c.importUrl(
      `http://cook:secret@loopback.example:${site.port}/recipe`,
    );
    expect(withPassword.status).toBe(400);
    expect(withPassword.body.error.message).toBe(safeFetchMessages.credentials);
    for (const url of ['file:///etc/passwd', 'gopher://loopback.example/', 'data:text/html,<p>x']) {
      const { status, body } = await c.importUrl(url);
      expect(status).toBe(400);
      expect(body.error.message).toBe('Please enter a valid URL');
    }
  });

  it('reads a page, connecting to the address it checked (no second lookup)', async () => {
    const c = await cook(local);
    lookups.length = 0;
    site.hits.length = 0;
    const { status, body } = await c.importUrl(`http://recipes.example:${site.port}/recipe`);
    expect(status).toBe(200);
    expect(body.status).toBe('ok');
    expect(body.status === 'ok' && body.recipe.name).toBe('Café Pie');
    // 'recipes.example' exists only in our table: the request reached the server through
    // the checked address, and the Host header still names the site.
    expect(lookups).toEqual(['recipes.example']);
    expect(site.hits).toEqual([
      {
        path: '/recipe',
        userAgent: expect.stringMatching(/^Mozilla\/5\.0 .*Chrome\//),
        host: `recipes.example:${site.port}`,
      },
    ]);
  });

  it('decodes compressed and non-UTF-8 pages, and pages sent without a type', async () => {
    const c = await cook(local);
    for (const path of ['/gzip', '/latin1', '/untyped']) {
      const { body } = await c.importUrl(`http://127.0.0.1:${site.port}${path}`);
      expect(body.status === 'ok' && body.recipe.name).toBe('Café Pie');
    }
  });

  it('follows redirects, checking each new address the same way', async () => {
    const c = await cook(local);
    const followed = await c.importUrl(`http://127.0.0.1:${site.port}/to-localhost`);
    expect(followed.body.status === 'ok' && followed.body.recipe.source).toBe(
      `http://localhost:${site.port}/recipe`,
    );
    site.hits.length = 0;
    for (const path of ['/to-private', '/to-metadata', '/to-mapped']) {
      const { status, body } = await c.importUrl(`http://127.0.0.1:${site.port}${path}`);
      expect(status).toBe(400);
      expect(body.error.message).toBe(safeFetchMessages.privateRedirect);
    }
    const toFile = await c.importUrl(`http://127.0.0.1:${site.port}/to-file`);
    expect(toFile.status).toBe(400);
    expect(toFile.body.error.message).toBe(safeFetchMessages.scheme);
    // Only the first hops reached the server; the private targets were never contacted.
    expect(site.hits.map((h) => h.path)).toEqual([
      '/to-private',
      '/to-metadata',
      '/to-mapped',
      '/to-file',
    ]);
    expect(await storedMeals(local)).toBe(0);
  });

  it('gives up after 5 redirects', async () => {
    site.hits.length = 0;
    const { status, body } = await (await cook(local)).importUrl(
      `http://127.0.0.1:${site.port}/loop`,
    );
    expect(status).toBe(200);
    expect(body).toEqual({
      status: 'fetch_failed',
      message: safeFetchMessages.tooManyRedirects,
      needsAi: true,
    });
    expect(site.hits).toHaveLength(6);
  });

  it('stops a slow server at the time limit, whether it is slow to start or to finish', async () => {
    const c = await cook(local);
    for (const path of ['/slow', '/trickle']) {
      const started = Date.now();
      const { status, body } = await c.importUrl(`http://127.0.0.1:${site.port}${path}`);
      expect(status).toBe(200);
      expect(body).toEqual({
        status: 'fetch_failed',
        message: safeFetchMessages.timeout,
        needsAi: true,
      });
      expect(Date.now() - started).toBeLessThan(2500);
    }
  });

  it('stops an endless body, a compression bomb and a declared huge body at 5 MB', async () => {
    const c = await cook(local);
    for (const path of ['/endless', '/bomb', '/declared-huge']) {
      const { status, body } = await c.importUrl(`http://127.0.0.1:${site.port}${path}`);
      expect({ path, status, body }).toEqual({
        path,
        status: 200,
        body: { status: 'fetch_failed', message: safeFetchMessages.tooLarge, needsAi: true },
      });
    }
  });

  it('refuses what is not a web page, and says when the site answers an error', async () => {
    const c = await cook(local);
    const cases: [string, string][] = [
      ['/image', safeFetchMessages.notHtml('image/png')],
      ['/json', safeFetchMessages.notHtml('application/json')],
      ['/binary', safeFetchMessages.notHtml('something else')],
      ['/missing', safeFetchMessages.httpError(404)],
    ];
    for (const [path, message] of cases) {
      const { status, body } = await c.importUrl(`http://127.0.0.1:${site.port}${path}`);
      expect({ path, status, body }).toEqual({
        path,
        status: 200,
        body: { status: 'fetch_failed', message, needsAi: true },
      });
    }
  });

  it('says plainly when a site does not exist or does not answer', async () => {
    const c = await cook(local);
    const unknown = await c.importUrl('http://nowhere.example/recipe');
    expect(unknown.body).toEqual({
      status: 'fetch_failed',
      message: safeFetchMessages.notFound,
      needsAi: true,
    });
    // A port nobody listens on.
    const closed = await c.importUrl('http://127.0.0.1:9/recipe');
    expect(closed.body).toEqual({
      status: 'fetch_failed',
      message: safeFetchMessages.unreachable,
      needsAi: true,
    });
    expect(await storedMeals(local)).toBe(0);
  });
});
