import { Hono } from 'hono';
import { IMMUTABLE_CACHE, isValidKey, type Storage } from './storage.ts';

/**
 * GET /uploads/{bucket}/{name}: the stored pictures, with a year of caching (a new picture
 * always gets a new name) and their real content type. Names that are not ours are 404s.
 */
export function createUploadRoutes(storage: Storage) {
  return new Hono().get('/:bucket/:name', async (c) => {
    const key = `${c.req.param('bucket')}/${c.req.param('name')}`;
    const file = isValidKey(key) ? await storage.get(key) : null;
    if (!file) return c.text('Not found', 404);
    c.header('Cache-Control', IMMUTABLE_CACHE);
    c.header('Content-Type', file.contentType);
    // The picture is only ever an image: no document, script or frame may be read from it.
    c.header('Content-Security-Policy', "default-src 'none'; sandbox");
    return c.body(file.body as Uint8Array<ArrayBuffer>, 200);
  });
}
