// The client's ceiling for one answer: a bare Node server sending the very bytes and headers
// the app sent (BODY_FILE, HEADERS_JSON), so that the load client's own limit on those bytes
// is measured beside the app's figure.
import { readFileSync } from 'node:fs';
import http from 'node:http';

const port = Number(process.env.PORT ?? 4612);
const body = readFileSync(process.env.BODY_FILE ?? '');
const headers = JSON.parse(process.env.HEADERS_JSON ?? '{}') as Record<string, string>;
http
  .createServer((_req, res) => {
    res.writeHead(200, { ...headers, 'content-length': String(body.byteLength) });
    res.end(body);
  })
  .listen(port, '127.0.0.1', () => console.log(`bare bytes on ${port}`));
