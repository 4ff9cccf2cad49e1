import { CLIENT_ERROR_LIMITS } from '@forkcast/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Logger } from '../src/providers/logger.ts';
import {
  createClient,
  createTestApp,
  dialects,
  errorOf,
  type TestApp,
  uniqueClientIp,
} from './support/test-app.ts';

/** A logger that keeps the warnings it is given. */
function recordingLogger(): Logger & { warnings: { msg: string; extra: unknown }[] } {
  const warnings: { msg: string; extra: unknown }[] = [];
  const quiet = () => {};
  return {
    warnings,
    debug: quiet,
    info: quiet,
    error: quiet,
    warn: (msg, extra) => warnings.push({ msg, extra }),
  };
}

const report = {
  kind: 'chunk',
  message: 'Failed to fetch dynamically imported module',
  stack: 'TypeError: Failed to fetch\n    at list-route.js:1:1',
  path: '/list/abc',
};

describe.each(dialects)('POST /api/client-errors on %s', (dialect) => {
  let t: TestApp;
  let logger: ReturnType<typeof recordingLogger>;
  beforeAll(async () => {
    logger = recordingLogger();
    t = await createTestApp(dialect, { logger, limits: { clientErrorsPerMinute: 3 } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('logs a report from a signed-out visitor and answers 204', async () => {
    const response = await createClient(t.app).post('/api/client-errors', report);
    expect(response.status).toBe(204);
    expect(logger.warnings.at(-1)?.msg).toBe(
      'Client error (chunk) on /list/abc: Failed to fetch dynamically imported module',
    );
    expect(logger.warnings.at(-1)?.extra).toMatchObject({ stack: report.stack });
  });

  it('refuses a report of the wrong shape or over the length caps, logging nothing', async () => {
    const client = createClient(t.app);
    const before = logger.warnings.length;
    const tooLong = 'x'.repeat(CLIENT_ERROR_LIMITS.message + 1);
    for (const body of [
      { ...report, kind: 'other' },
      { path: '/' },
      { ...report, message: tooLong },
    ]) {
      expect((await client.post('/api/client-errors', body)).status).toBe(400);
    }
    expect(logger.warnings.length).toBe(before);
  });

  it('refuses a body over 8 KB before reading it', async () => {
    const huge = { ...report, stack: 'y'.repeat(CLIENT_ERROR_LIMITS.bodyBytes) };
    const response = await createClient(t.app).post('/api/client-errors', huge);
    expect(response.status).toBe(413);
    expect((await errorOf(response)).code).toBe('payload_too_large');
  });

  it('caps reports per address', async () => {
    const client = createClient(t.app, uniqueClientIp());
    for (let i = 0; i < 3; i += 1) {
      expect((await client.post('/api/client-errors', report)).status).toBe(204);
    }
    const capped = await client.post('/api/client-errors', report);
    expect(capped.status).toBe(429);
    // Another address still reports.
    expect((await createClient(t.app).post('/api/client-errors', report)).status).toBe(204);
  });
});
