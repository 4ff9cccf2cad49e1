import { AppError, type ErrorBody } from '@forkcast/core';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Logger } from '../providers/logger.ts';

function errorResponse(c: Context, status: number, code: string, message: string) {
  const body: ErrorBody = { error: { code, message } };
  return c.json(body, status as ContentfulStatusCode);
}

/** The one place where errors become responses; nothing leaks a stack trace. */
export function createErrorHandler(logger: Logger) {
  return (err: Error, c: Context) => {
    if (err instanceof AppError) {
      // A body refused as too large was left partly unread: on a kept-alive connection its
      // rest would be read as the next request, which then failed with a reset. The
      // connection ends with this answer instead, and the client opens a new one.
      if (err.code === 'payload_too_large') c.header('Connection', 'close');
      return errorResponse(c, err.status, err.code, err.message);
    }
    if (err instanceof HTTPException) {
      const status = err.status;
      return errorResponse(c, status, status >= 500 ? 'internal' : 'bad_request', err.message);
    }
    if (isClientGone(err)) {
      // The client hung up mid-request: nothing is wrong here, and anyone could fill the
      // error log with stacks this way. One quiet line; nobody is left to read the answer.
      logger.debug(`Client went away during ${c.req.method} ${c.req.path}`);
      return errorResponse(c, 400, 'bad_request', 'The request was cut off.');
    }
    logger.error(`Unhandled error on ${c.req.method} ${c.req.path}`, err);
    return errorResponse(
      c,
      500,
      'internal',
      'Something went wrong in the kitchen. Please try again.',
    );
  };
}

/** Node's errors for a request body cut off by the client closing the connection. */
function isClientGone(err: Error): boolean {
  const { code } = err as { code?: unknown };
  return code === 'ECONNRESET' || code === 'ECONNABORTED' || err.message === 'aborted';
}
