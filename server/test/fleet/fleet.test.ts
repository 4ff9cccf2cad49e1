import type { ListDetail, ListSummary, ShoppingState } from '@forkcast/core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { frozenMigrations } from '../../src/db/migrations/index.ts';
import {
  createHttpClient,
  createPgDatabase,
  type FleetProxy,
  type HttpClient,
  type Instance,
  type PgDatabase,
  queryPg,
  type S3Store,
  startInstance,
  startProxy,
  startS3,
  temporaryFolder,
} from './harness.ts';

/**
 * Two production server processes (server/dist) on one PostgreSQL database and one S3 store,
 * behind a round-robin proxy: what one instance does, the other sees. Needs TEST_DATABASE_URL
 * (a PostgreSQL server where databases may be created); without it the suite says so and does
 * not run.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) {
  console.warn(
    '\nFleet suite (server/test/fleet/fleet.test.ts) did not run: TEST_DATABASE_URL is not set.\n',
  );
}

const S3_PORT = 4845;
const PORTS = { a: 4846, b: 4847, proxy: 4848 } as const;
const PUBLIC_URL = `http://127.0.0.1:${PORTS.proxy}`;
const PASSWORD = 'Tomato!sauce9';

let clientCount = 0;
/** A client address of its own (TEST-NET-3), so one test's brakes never touch another's. */
function nextIp() {
  clientCount += 1;
  return `203.0.113.${clientCount}`;
}

function email(prefix: string) {
  return `${prefix}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
}

describe.runIf(adminUrl)('a fleet of two built instances on PostgreSQL and S3', () => {
  let database: PgDatabase;
  let s3: S3Store;
  let a: Instance;
  let b: Instance;
  let proxy: FleetProxy;
  const dataA = temporaryFolder('forkcast-fleet-a-');
  const dataB = temporaryFolder('forkcast-fleet-b-');

  beforeAll(async () => {
    database = await createPgDatabase(adminUrl as string);
    s3 = await startS3(S3_PORT);
    const env = {
      DATABASE_URL: database.url,
      PUBLIC_URL,
      // A load balancer in front of the proxy: the client is the entry two from the right.
      TRUST_PROXY: '2',
      ...s3.env,
    };
    // One after the other here; starting together is the migration suite's subject.
    a = await startInstance({ name: 'a', port: PORTS.a, env: { ...env, DATA_DIR: dataA.dir } });
    b = await startInstance({ name: 'b', port: PORTS.b, env: { ...env, DATA_DIR: dataB.dir } });
    proxy = await startProxy(PORTS.proxy, [a, b]);
  });

  afterAll(async () => {
    await proxy?.close();
    await Promise.all([a?.stop(), b?.stop()]);
    await s3?.close();
    await database?.drop();
    dataA.remove();
    dataB.remove();
  });

  function client(base = PUBLIC_URL, ip = nextIp()) {
    return createHttpClient(PUBLIC_URL, base, ip);
  }

  async function signUp(on: HttpClient, name = 'Fleet Cook') {
    const address = email('fleet');
    const response = await on.post('/api/auth/sign-up/email', {
      name,
      email: address,
      password: PASSWORD,
    });
    expect(response.status, await response.clone().text()).toBe(200);
    const session = (await (await on.get('/api/session')).json()) as {
      user: { id: string };
      profile: { username: string };
    };
    return { email: address, id: session.user.id, username: session.profile.username };
  }

  async function sessionUserId(on: HttpClient): Promise<string | null> {
    const response = await on.get('/api/session');
    if (response.status !== 200) return null;
    const body = (await response.json()) as { user?: { id: string } | null };
    return body.user?.id ?? null;
  }

  it('serves through the proxy from both instances in turn', async () => {
    const before = proxy.served.length;
    for (let i = 0; i < 4; i += 1) {
      expect((await fetch(`${PUBLIC_URL}/api/health`)).status).toBe(200);
    }
    expect(proxy.served.slice(before).sort()).toEqual(['a', 'a', 'b', 'b']);
  });

  it('keeps a session made on one instance on the other, and ends it on both at sign-out', async () => {
    const onA = client(a.url);
    const { id } = await signUp(onA);
    const onB = onA.via(b.url);
    const viaProxy = onA.via(PUBLIC_URL);
    expect(await sessionUserId(onA)).toBe(id);
    expect(await sessionUserId(onB)).toBe(id);
    expect(await sessionUserId(viaProxy)).toBe(id);
    expect(await sessionUserId(viaProxy)).toBe(id);

    // The cookie is kept aside: signing out on B must end the session itself, not only the
    // browser's copy of it.
    const cookie = [...onA.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    expect((await onB.post('/api/auth/sign-out')).status).toBe(200);
    for (const base of [a.url, b.url, PUBLIC_URL, PUBLIC_URL]) {
      const replay = await fetch(`${base}/api/session`, { headers: { cookie } });
      const body = (await replay.json()) as { user?: unknown } | null;
      expect(body?.user ?? null, base).toBeNull();
      expect((await fetch(`${base}/api/lists`, { headers: { cookie } })).status, base).toBe(401);
    }
  });

  it('counts sign-in attempts per address across instances: the 11th fails on either', async () => {
    const ip = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      const on = createHttpClient(PUBLIC_URL, i % 2 === 0 ? a.url : b.url, ip);
      const response = await on.post('/api/auth/sign-in/email', {
        email: email('nobody'),
        password: 'Wrong!password1',
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual(Array(10).fill(401));
    for (const base of [a.url, b.url, PUBLIC_URL]) {
      const eleventh = await createHttpClient(PUBLIC_URL, base, ip).post(
        '/api/auth/sign-in/email',
        { email: email('nobody'), password: 'Wrong!password1' },
      );
      expect(eleventh.status, base).toBe(429);
    }
    // Another address is not braked by this one's attempts.
    const other = await client(b.url).post('/api/auth/sign-in/email', {
      email: email('nobody'),
      password: 'Wrong!password1',
    });
    expect(other.status).toBe(401);
  });

  it('counts wrong passwords per account across instances: then even the right one waits', async () => {
    const owner = await signUp(client(a.url));
    for (let i = 0; i < 10; i += 1) {
      // A new address each time, so only the account's own count can stop the guesses.
      const guess = await client(i % 2 === 0 ? b.url : a.url).post('/api/auth/sign-in/email', {
        email: owner.email,
        password: `Wrong!guess${i}`,
      });
      expect(guess.status).toBe(401);
    }
    for (const base of [a.url, b.url]) {
      const right = await client(base).post('/api/auth/sign-in/email', {
        email: owner.email,
        password: PASSWORD,
      });
      expect(right.status, base).toBe(429);
    }
  });

  it('sends at most three reset emails an hour per address, whichever instance is asked', async () => {
    const owner = await signUp(client(a.url));
    const linksBefore = resetLinksFor(owner.email);
    expect(linksBefore).toHaveLength(0);
    for (const base of [a.url, b.url, a.url, b.url, PUBLIC_URL]) {
      const response = await client(base).post('/api/auth/request-password-reset', {
        email: owner.email,
      });
      // Over the cap the answer stays the same; only the emails stop.
      expect(response.status, base).toBe(200);
    }
    const links = await waitFor(
      () => resetLinksFor(owner.email),
      (l) => l.length >= 3,
    );
    await new Promise((r) => setTimeout(r, 300));
    expect(resetLinksFor(owner.email)).toHaveLength(3);

    // A link written by one instance works on the other, once.
    const token = new URL(links[0] as string).searchParams.get('token');
    const reset = await client(b.url).post('/api/auth/reset-password', {
      token,
      newPassword: 'Basil&pesto42',
    });
    const again = await client(a.url).post('/api/auth/reset-password', {
      token,
      newPassword: 'Basil&pesto43',
    });
    expect([reset.status, again.status]).toEqual([200, 400]);
    const signIn = await client(a.url).post('/api/auth/sign-in/email', {
      email: owner.email,
      password: 'Basil&pesto42',
    });
    expect(signIn.status).toBe(200);
  });

  /** The reset links the instances wrote to their logs (no SMTP_URL) for one address. */
  function resetLinksFor(address: string): string[] {
    const links: string[] = [];
    for (const output of [a.output(), b.output()]) {
      const lines = output.split('\n');
      lines.forEach((line, i) => {
        if (!line.includes(`Email to ${address}`)) return;
        const link = lines[i + 1]?.match(/https?:\/\/\S+\/reset-password\?token=\S+/);
        if (link) links.push(link[0]);
      });
    }
    return links;
  }

  it('serves a picture uploaded through one instance from the other, from S3', async () => {
    const onA = client(a.url);
    await signUp(onA);
    const bytes = await sharp({
      create: { width: 50, height: 40, channels: 3, background: '#2a9d8f' },
    })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('text', 'Fresh from the oven');
    form.append('image', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'p.jpg');
    const created = await onA.request('POST', '/api/posts', form);
    expect(created.status, a.output().slice(-3000)).toBe(201);
    const imageUrl = JSON.stringify(await created.json()).match(/\/uploads\/posts\/[\w-]+\.webp/);
    expect(imageUrl).not.toBeNull();
    const path = (imageUrl as RegExpMatchArray)[0];

    // In the bucket, not on A's disk.
    const { S3Client, ListObjectsV2Command } = await import('@aws-sdk/client-s3');
    const s3Client = new S3Client({
      endpoint: s3.endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    const listed = await s3Client.send(
      new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: 'posts/' }),
    );
    s3Client.destroy();
    expect(listed.Contents?.map((o) => `/uploads/${o.Key}`)).toContain(path);

    for (const base of [b.url, PUBLIC_URL, PUBLIC_URL]) {
      const served = await fetch(`${base}${path}`);
      expect(served.status, base).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect((await sharp(new Uint8Array(await served.arrayBuffer())).metadata()).format).toBe(
        'webp',
      );
    }
    // No listing of the bucket from either instance.
    for (const base of [a.url, b.url]) {
      for (const listing of ['/uploads/', '/uploads/posts', '/uploads/posts/']) {
        const response = await fetch(`${base}${listing}`);
        expect(await response.text(), listing).not.toMatch(/ListBucketResult|<Key>/);
      }
    }
  });

  it('shows a meal added and an item ticked through one instance on the other', async () => {
    const ownerA = client(a.url);
    await signUp(ownerA, 'Owner On A');
    const memberB = client(b.url);
    const member = await signUp(memberB, 'Member On B');

    const created = await ownerA.post('/api/lists', { name: 'Fleet dinners' });
    expect(created.status).toBe(201);
    const { list } = (await created.json()) as { list: ListSummary };
    const shared = await ownerA.post(`/api/lists/${list.id}/members`, {
      username: member.username,
    });
    expect(shared.status).toBe(201);

    const added = await memberB.post(`/api/lists/${list.id}/meals`, {
      meals: [
        {
          name: 'Fleet soup',
          description: 'Made on B',
          servings: 2,
          ingredients: [{ name: 'leeks', quantity: 3, unit: '' }],
          directions: ['Simmer.'],
        },
      ],
    });
    expect(added.status).toBe(201);

    const onA = (await (await ownerA.get(`/api/lists/${list.id}`)).json()) as {
      list: ListDetail;
    };
    expect(onA.list.meals.map((m) => m.name)).toEqual(['Fleet soup']);

    const ticked = await ownerA.put(`/api/lists/${list.id}/shopping/lines`, {
      scope: 'all',
      key: 'leeks',
      checked: true,
    });
    expect(ticked.status, await ticked.clone().text()).toBe(200);
    for (const reader of [memberB, memberB.via(PUBLIC_URL), memberB.via(PUBLIC_URL)]) {
      const state = (await (
        await reader.get(`/api/lists/${list.id}/shopping`)
      ).json()) as ShoppingState;
      expect(state.lines).toEqual([
        expect.objectContaining({ scope: 'all', key: 'leeks', checked: true }),
      ]);
    }
  });

  /** Opens /api/events at `base` with `cookie`; collects the text as it arrives. */
  async function openEvents(base: string, cookie: string) {
    const controller = new AbortController();
    const response = await fetch(`${base}/api/events`, {
      headers: { cookie, accept: 'text/event-stream' },
      signal: controller.signal,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    let text = '';
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    const reading = (async () => {
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) return;
          text += decoder.decode(value, { stream: true });
        }
      } catch {
        // aborted
      }
    })();
    return {
      text: () => text,
      /** Resolves with the time it took, once `pattern` has arrived; fails after `ms`. */
      async waitFor(pattern: RegExp, ms: number): Promise<number> {
        const start = Date.now();
        while (!pattern.test(text)) {
          if (Date.now() - start > ms) throw new Error(`No ${pattern} within ${ms} ms:\n${text}`);
          await new Promise((r) => setTimeout(r, 10));
        }
        return Date.now() - start;
      },
      close: async () => {
        controller.abort();
        await reading;
      },
    };
  }

  it('brings a tick through one instance to an open event stream on the other within 2 s', async () => {
    const ownerA = client(a.url);
    await signUp(ownerA, 'Live Owner');
    const memberB = client(b.url);
    const member = await signUp(memberB, 'Live Member');
    const created = await ownerA.post('/api/lists', { name: 'Live list' });
    const { list } = (await created.json()) as { list: ListSummary };
    expect(
      (await ownerA.post(`/api/lists/${list.id}/members`, { username: member.username })).status,
    ).toBe(201);
    const cookie = [...memberB.jar].map(([k, v]) => `${k}=${v}`).join('; ');

    // Straight to B, and through the proxy (which must stream, not buffer).
    for (const base of [b.url, PUBLIC_URL]) {
      const stream = await openEvents(base, cookie);
      try {
        await stream.waitFor(/event: hello/, 5000);
        expect(stream.text()).toContain(list.id);
        const before = stream.text().length;
        const started = Date.now();
        const ticked = await ownerA.put(`/api/lists/${list.id}/shopping/lines`, {
          scope: 'all',
          key: `leeks-${base.length}`,
          checked: true,
        });
        expect(ticked.status).toBe(200);
        const changeFor = new RegExp(
          `event: change[^\\n]*\\n(?:[^\\n]*\\n)*?data: [^\\n]*${list.id}`,
        );
        await stream.waitFor(changeFor, 2000);
        const elapsed = Date.now() - started;
        expect(stream.text().length).toBeGreaterThan(before);
        console.log(
          `Tick on A reached a stream on ${base === b.url ? 'B' : 'the proxy'} in ${elapsed} ms`,
        );
        expect(elapsed).toBeLessThan(2000);
      } finally {
        await stream.close();
      }
    }
  });
});

describe.runIf(adminUrl)('migrations when instances start at the same time', () => {
  it('run once: every instance comes up, each migration is recorded exactly once', async () => {
    const database = await createPgDatabase(adminUrl as string);
    const folders = [0, 1, 2].map(() => temporaryFolder('forkcast-fleet-migrate-'));
    const instances: Instance[] = [];
    try {
      const started = await Promise.allSettled(
        [4849, 4850, 4851].map((port, i) =>
          startInstance({
            name: `m${i}`,
            port,
            env: {
              DATABASE_URL: database.url,
              DATA_DIR: (folders[i] as { dir: string }).dir,
              PUBLIC_URL: `http://127.0.0.1:${port}`,
            },
          }),
        ),
      );
      for (const result of started) if (result.status === 'fulfilled') instances.push(result.value);
      const failures = started.filter((r) => r.status === 'rejected').map((r) => String(r.reason));
      expect(failures).toEqual([]);

      const rows = await queryPg<{ name: string }>(
        database.url,
        'select name from kysely_migration order by name',
      );
      expect(rows.map((r) => r.name)).toEqual(Object.keys(frozenMigrations).sort());
      // Whole, not half: the last migration's work is there, and every instance answers on it.
      for (const instance of instances) {
        expect((await fetch(`${instance.url}/api/health`)).status).toBe(200);
        const signUp = await createHttpClient(instance.url).post('/api/auth/sign-up/email', {
          name: 'Migrated Cook',
          email: email(instance.name),
          password: PASSWORD,
        });
        expect(signUp.status, instance.output()).toBe(200);
      }
      const users = await queryPg<{ count: string }>(database.url, 'select count(*) from "user"');
      expect(Number(users[0]?.count)).toBe(3);
    } finally {
      await Promise.all(instances.map((i) => i.stop()));
      await database.drop();
      for (const folder of folders) folder.remove();
    }
  });
});

/** Polls `read` until `done` holds or two seconds pass; answers the last value read. */
async function waitFor<T>(read: () => T, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 2000;
  let value = read();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 50));
    value = read();
  }
  return value;
}
