// The yardstick: the smallest Hono app on the same Node server adapter.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const port = Number(process.env.PORT ?? 4611);
const app = new Hono().get('/', (c) => c.json({ hello: 'world' }));
serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, () => console.log(`bare hono on ${port}`));
