import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { AppError } from '@forkcast/core';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../providers/logger.ts';
import { createErrorHandler } from './errors.ts';

/** A POST through a real socket of `agent`: the status and body, or the socket's error code. */
function post(port: number, agent: http.Agent, body: string) {
  return new Promise<string>((resolve) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path: '/echo',
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => {
          text += chunk.toString();
        });
        response.on('end', () => resolve(`${response.statusCode} ${text}`));
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) => resolve(`failed: ${error.code}`));
    request.end(body);
  });
}

describe('the error handler', () => {
  let close: (() => void) | undefined;
  afterEach(() => close?.());

  it('closes the connection after refusing a body it did not read, so the next request on it is answered', async () => {
    // As app.ts limits JSON bodies: the limit stops reading the body and refuses it.
    const app = new Hono();
    app.onError(createErrorHandler(createLogger('silent')));
    app.post(
      '/echo',
      bodyLimit({
        maxSize: 1024,
        onError: () => {
          throw new AppError('payload_too_large', 'That request is too large.');
        },
      }),
      async (c) => c.json(await c.req.json()),
    );
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    close = () => server.close();
    const { port } = server.address() as AddressInfo;
    // One connection kept alive, as browsers and API clients keep theirs. The rest of a
    // refused body stayed unread on it and was taken for the next request, which failed
    // with a reset instead of an answer.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const tooLarge = JSON.stringify({ pad: 'x'.repeat(1_500_000) });
    const answers: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      answers.push(await post(port, agent, tooLarge));
      answers.push(await post(port, agent, '{"small":true}'));
    }
    agent.destroy();
    const refused =
      '413 {"error":{"code":"payload_too_large","message":"That request is too large."}}';
    expect(answers).toEqual([
      refused,
      '200 {"small":true}',
      refused,
      '200 {"small":true}',
      refused,
      '200 {"small":true}',
    ]);
  });
});
