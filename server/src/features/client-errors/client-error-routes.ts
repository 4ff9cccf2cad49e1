import { AppError, CLIENT_ERROR_LIMITS, clientErrorReportSchema } from '@forkcast/core';
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { readJson } from '../../http/validate.ts';
import type { Logger } from '../../providers/logger.ts';
import type { RateLimiter } from '../../rate-limit/rate-limiter.ts';

/**
 * POST /api/client-errors: the web's error screens report what failed, so that a broken
 * screen shows up in the server log and not only in one person's browser. Anyone may report
 * (a screen can fail signed out), so reports are small, capped per address, and only logged.
 */
export function createClientErrorRoutes(deps: {
  logger: Logger;
  limiter: RateLimiter;
  clientIp: (c: Context) => string | undefined;
}) {
  return new Hono().post(
    '/',
    bodyLimit({
      maxSize: CLIENT_ERROR_LIMITS.bodyBytes,
      onError: () => {
        throw new AppError('payload_too_large', 'That error report is too large.');
      },
    }),
    async (c) => {
      await deps.limiter.consume(deps.clientIp(c) ?? 'unknown');
      const report = await readJson(c, clientErrorReportSchema);
      deps.logger.warn(`Client error (${report.kind}) on ${report.path}: ${report.message}`, {
        stack: report.stack,
        userAgent: c.req.header('user-agent')?.slice(0, 200),
      });
      return c.body(null, 204);
    },
  );
}
