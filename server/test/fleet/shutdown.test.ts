import { afterAll, describe, expect, it } from 'vitest';
import { createHttpClient, startInstance, temporaryFolder } from './harness.ts';

/**
 * The built server stopping (a deploy, a restart) with a live-update stream open: the stream
 * ends as an answer ends, so the tab's EventSource reconnects quietly, and the process exits as
 * soon as the requests in flight are answered, rather than at its 5 s limit with the stream
 * cut off mid-answer.
 */
const PORT = 4858;

describe('the built server stopping with a live-update stream open', () => {
  const work = temporaryFolder('forkcast-shutdown-test-');
  afterAll(() => work.remove());

  it('ends the stream cleanly and exits without waiting for its time limit', async () => {
    const server = await startInstance({
      name: 'stopping',
      port: PORT,
      env: { DATA_DIR: work.dir, PUBLIC_URL: `http://127.0.0.1:${PORT}` },
    });
    try {
      const cook = createHttpClient(`http://127.0.0.1:${PORT}`);
      const signUp = await cook.post('/api/auth/sign-up/email', {
        name: 'Stopping Cook',
        email: 'stopping.cook@example.com',
        password: 'Tomato!sauce9',
      });
      expect(signUp.status).toBe(200);
      const events = await cook.get('/api/events', { accept: 'text/event-stream' });
      expect(events.status).toBe(200);
      const reader = (events.body as ReadableStream<Uint8Array>).getReader();
      const first = new TextDecoder().decode((await reader.read()).value);
      expect(first).toContain('event: hello');

      const stoppedAt = Date.now();
      server.process.kill('SIGTERM');
      // A cut connection rejects here ("terminated"); an ended answer reads as done.
      let rest = await reader.read();
      while (!rest.done) rest = await reader.read();
      const exitCode = await new Promise<number | null>((resolve) => {
        if (server.process.exitCode !== null) resolve(server.process.exitCode);
        else server.process.once('exit', (code) => resolve(code));
      });
      expect(exitCode).toBe(0);
      // The limit is 5 s; without the stream's end the process only left at it.
      expect(Date.now() - stoppedAt).toBeLessThan(4000);
    } finally {
      await server.stop();
    }
  }, 60_000);
});
