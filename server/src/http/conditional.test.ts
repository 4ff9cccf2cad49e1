import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createVersionedAnswers, versionTag } from './conditional.ts';

/** The bytes of the JSON every read below answers. */
const ANSWER_BYTES = JSON.stringify({ text: 'x'.repeat(3000) }).length;

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

  it('counts the compressed forms it keeps against the bound', async () => {
    const { app, answers } = appWith(1024 * 1024);
    await app.request('/read/a');
    const plain = answers.keptBytes();
    await app.request('/read/a', { headers: { 'accept-encoding': 'gzip' } });
    await app.request('/read/a', { headers: { 'accept-encoding': 'br' } });
    const withForms = answers.keptBytes();
    expect(withForms).toBeGreaterThan(plain);
    // Asked again, the forms are reused and not counted twice.
    await app.request('/read/a', { headers: { 'accept-encoding': 'gzip' } });
    expect(answers.keptBytes()).toBe(withForms);
  });

  it('keeps answers and their compressed forms within the bound', async () => {
    // Room for the JSON of three answers (and a few bytes), not for their gzip forms as well.
    const bound = 3 * ANSWER_BYTES + 10;
    const { app, answers } = appWith(bound);
    for (const id of ['a', 'b', 'c']) {
      await app.request(`/read/${id}`, { headers: { 'accept-encoding': 'gzip' } });
    }
    expect(answers.keptBytes()).toBeLessThanOrEqual(bound);
    expect(answers.size()).toBe(2);
  });

  it('drops every kept answer when cleared, and builds the next read again', async () => {
    const { app, answers, builds } = appWith(1024 * 1024);
    await app.request('/read/a');
    await app.request('/read/b', { headers: { 'accept-encoding': 'gzip' } });
    answers.clear();
    expect(answers.size()).toBe(0);
    expect(answers.keptBytes()).toBe(0);
    const again = await app.request('/read/a');
    expect(again.status).toBe(200);
    expect(builds()).toBe(3);
    // The count starts afresh: only the answer read since is in it.
    expect(answers.size()).toBe(1);
    expect(answers.keptBytes()).toBe(ANSWER_BYTES);
  });
});
