import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createVersionedAnswers, versionTag } from './conditional.ts';

/** An app with one versioned read whose answer is `size` bytes of JSON and counts its builds. */
function appWith(maxBytes: number) {
  const answers = createVersionedAnswers({ maxBytes });
  let builds = 0;
  const app = new Hono().get('/read/:id', (c) =>
    answers.json(c, versionTag('read', c.req.param('id')), async () => {
      builds += 1;
      // A pause, so that reads arriving together all miss.
      await new Promise((resolve) => setTimeout(resolve, 5));
      return { text: 'x'.repeat(3000) };
    }),
  );
  return { app, answers, builds: () => builds };
}

describe('versioned answers', () => {
  it('answers 304 to a client holding the tag, and keeps the answer for everyone else', async () => {
    const { app, builds } = appWith(1024 * 1024);
    const first = await app.request('/read/a');
    const tag = first.headers.get('etag') ?? '';
    expect(first.status).toBe(200);
    expect((await app.request('/read/a', { headers: { 'if-none-match': tag } })).status).toBe(304);
    expect((await app.request('/read/a')).status).toBe(200);
    expect(builds()).toBe(1);
  });

  it('counts a key once when reads that missed together all keep their answer', async () => {
    const { app, answers } = appWith(10_000);
    for (let round = 0; round < 3; round += 1) {
      await Promise.all(Array.from({ length: 4 }, () => app.request(`/read/r${round}`)));
    }
    // Three answers of about 3 KB fit in 10 KB; the count matches what is kept.
    expect(answers.size()).toBe(3);
    await app.request('/read/new');
    expect(answers.size()).toBeGreaterThan(0);
    expect(answers.keptBytes()).toBeLessThanOrEqual(10_000);
  });

  it('keeps one copy whatever query string a reader adds', async () => {
    const { app, answers, builds } = appWith(1024 * 1024);
    for (let n = 0; n < 5; n += 1) await app.request(`/read/a?junk=${n}`);
    expect(answers.size()).toBe(1);
    expect(builds()).toBe(1);
  });
});
