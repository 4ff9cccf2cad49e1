import {
  AppError,
  IMPORT_MAX_PAGE_BYTES,
  importHtmlSchema,
  importMessages,
  importUrlSchema,
} from '@forkcast/core';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AuthEnv, SessionReader } from '../../auth/session.ts';
import { readJson } from '../../http/validate.ts';
import type { RecipeImportService } from './recipe-import-service.ts';

/** Where a pasted page source arrives; it may be larger than other requests (see app.ts). */
export const PAGE_SOURCE_PATH = '/api/import/html';

/**
 * /api/import: a recipe from a web address (the page read on the server), the AI step for
 * pages that reading could not complete, and a pasted page source. Signed-in users only;
 * the answers are meal drafts, nothing is stored.
 */
export function createRecipeImportRoutes(deps: {
  service: RecipeImportService;
  sessions: SessionReader;
}) {
  const { service } = deps;
  return new Hono<AuthEnv>()
    .use('*', deps.sessions.requireUser)
    .post('/url', async (c) => {
      const { url } = await readJson(c, importUrlSchema);
      return c.json(await service.importFromUrl(c.var.user.id, url, c.req.raw.signal), 200);
    })
    .post('/url/ai', async (c) => {
      const { url } = await readJson(c, importUrlSchema);
      return c.json(await service.importWithAi(c.var.user.id, url, c.req.raw.signal), 200);
    })
    .post(
      '/html',
      // Five megabytes of page, and room for the JSON escaping around it.
      bodyLimit({
        maxSize: Math.ceil(IMPORT_MAX_PAGE_BYTES * 1.25),
        onError: () => {
          throw new AppError('payload_too_large', importMessages.pageSourceTooLarge);
        },
      }),
      async (c) => {
        const input = await readJson(c, importHtmlSchema);
        return c.json(await service.importFromSource(c.var.user.id, input), 200);
      },
    );
}
