import { AppError, RECIPE_EXPORT_FORMATS, type RecipeExportFormat } from '@forkcast/core';
import { Hono } from 'hono';
import type { AuthEnv, SessionReader } from '../../auth/session.ts';
import type { ExportService } from './export-service.ts';

const attachment = (fileName: string) => `attachment; filename="${fileName}"`;

/** /api/export: the whole account as a zip, or the recipes alone (issue 19). */
export function createExportRoutes(deps: { exports: ExportService; sessions: SessionReader }) {
  const { exports } = deps;
  return new Hono<AuthEnv>()
    .use('*', deps.sessions.requireUser)
    .get('/', (c) => {
      const day = new Date().toISOString().slice(0, 10);
      return c.body(exports.account(c.var.user.id), 200, {
        'content-type': 'application/zip',
        'content-disposition': attachment(`forkcast-export-${day}.zip`),
        'cache-control': 'no-store',
      });
    })
    .get('/recipes', async (c) => {
      const format = c.req.query('format') ?? 'jsonld';
      if (!(RECIPE_EXPORT_FORMATS as readonly string[]).includes(format)) {
        throw new AppError('validation_failed', "The format must be 'jsonld' or 'markdown'.");
      }
      const file = await exports.recipes(c.var.user.id, format as RecipeExportFormat);
      return c.body(file.body, 200, {
        'content-type': file.type,
        'content-disposition': attachment(file.fileName),
        'cache-control': 'no-store',
      });
    });
}
