import { rm } from 'node:fs/promises';
import { AppError, bulkImportMessages, cleanLine } from '@forkcast/core';
import { Hono } from 'hono';
import type { AuthEnv, SessionReader } from '../../auth/session.ts';
import type { BulkImportService, ImportTarget } from './import-service.ts';
import { receiveUpload } from './receive-upload.ts';

/** Where uploads of recipe files arrive; exempt from the API's 1 MB body limit (app.ts). */
export const BULK_IMPORT_PATH = '/api/imports';

/** The new list's name from the file's: 'My Recipes.paprikarecipes' gives 'My Recipes'. */
function listNameFromFile(fileName: string): string {
  const base = cleanLine(fileName.replace(/^.*[\\/]/, '').replace(/\.[^.]+$/, ''));
  return (base || 'Imported recipes').slice(0, 100);
}

/** /api/imports: bulk import jobs (issue 19). */
export function createImportRoutes(deps: { imports: BulkImportService; sessions: SessionReader }) {
  const { imports } = deps;
  return (
    new Hono<AuthEnv>()
      .use('*', deps.sessions.requireUser)
      .post('/', async (c) => {
        await imports.assertCanStart(c.var.user.id);
        const { fields, file } = await receiveUpload(c.req.raw, 'file', imports.maxFileBytes);
        if (!file) throw new AppError('validation_failed', bulkImportMessages.fileRequired);
        const listId = fields.listId?.trim();
        const newListName =
          fields.newListName === undefined ? undefined : cleanLine(fields.newListName);
        let target: ImportTarget;
        if (listId) target = { listId };
        else if (newListName !== undefined) {
          target = { newListName: newListName || listNameFromFile(file.name) };
        } else {
          await rm(file.dir, { recursive: true, force: true });
          throw new AppError('validation_failed', bulkImportMessages.listRequired);
        }
        const job = await imports.start(c.var.user.id, file, target);
        return c.json({ import: job }, 202);
      })
      .get('/latest', async (c) => c.json({ import: await imports.latest(c.var.user.id) }, 200))
      .get('/:id', async (c) =>
        c.json({ import: await imports.get(c.var.user.id, c.req.param('id')) }, 200),
      )
      // Cancels: the worker stops after the recipe it is writing and keeps what was done.
      .delete('/:id', async (c) => {
        await imports.cancel(c.var.user.id, c.req.param('id'));
        return c.body(null, 204);
      })
  );
}
