import * as z from 'zod/mini';
import { requiredLine } from './text.ts';

/** Bulk import (issue 19): what a file may be, and the limits that keep the server safe. */
export const BULK_IMPORT_LIMITS = {
  fileBytes: 200 * 1024 * 1024,
  recipes: 5000,
  /** Zip bombs: what an archive may expand to in all, and how many entries it may hold. */
  expandedBytes: 1024 * 1024 * 1024,
  entries: 20_000,
  /** Web addresses fetched at the same time from a list of addresses. */
  parallelFetches: 5,
} as const;

export const IMPORT_STATUSES = ['queued', 'running', 'done', 'failed', 'cancelled'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

export type ImportProblem = { recipe: string; reason: string };

/** POST /api/imports (202) and GET /api/imports/{id}. */
export type ImportJob = {
  id: string;
  status: ImportStatus;
  total: number;
  done: number;
  skipped: number;
  failed: number;
  /** Null while a new list is still to be made (it is made with the first recipe written). */
  listId: string | null;
  fileName: string;
  /** Which kind of file it was read as ('paprika', 'mealie', ...). */
  format: string;
  problems: ImportProblem[];
};
export type ImportJobResponse = { import: ImportJob };

/**
 * The layout of an account export's forkcast.json: raised when it changes. The importer reads
 * this version and the ones before it, and refuses a newer one rather than half-read it.
 */
export const EXPORT_VERSION = 1;

export const bulkImportMessages = {
  fileRequired: 'Please choose a file to import.',
  wrongKind:
    'We could not read that file. We take Paprika (.paprikarecipes), Mealie and Tandoor exports, a Forkcast export, schema.org recipes (.json or a saved .html page), or a text file of recipe web addresses.',
  fileTooLarge: 'That file is larger than 200 MB. Please split it and import the parts.',
  tooManyRecipes: 'That file holds more than 5,000 recipes. Please split it and import the parts.',
  archiveTooLarge:
    'That archive expands to more than 1 GB or holds more than 20,000 files, so we did not open it.',
  unsafePath: 'That archive holds a file path that points outside it, so we did not open it.',
  damaged: 'That file seems incomplete or damaged. Please export it again.',
  noRecipes: 'We found no recipes in that file.',
  newerExport:
    'That export was made by a newer Forkcast than this one. Update Forkcast, then import it again.',
  listRequired: 'Please choose a list, or give the new list a name.',
  notFound: 'We could not find that import.',
  alreadyRunning:
    'An import of yours is still running. Wait for it to finish, or cancel it, then import the next file.',
  duplicate: 'Already in your recipes',
  /** A job whose server stopped before it finished (marked failed when a server starts). */
  interrupted: (done: number) =>
    `Forkcast restarted during this import; ${done === 1 ? '1 recipe was' : `${done} recipes were`} imported, start it again to finish.`,
  /** A meal written to its first list that could not be added to another of its lists. */
  notInEveryList: (reason: string) => `Imported, but not added to all of its lists: ${reason}`,
  notScheduled: (reason: string) =>
    `Imported, but its place in the schedule or its servings could not be restored: ${reason}`,
  noIngredients: 'No ingredients',
  /** A line of a list of addresses that is not one (a typo, a note left in). */
  notAnAddress: 'That line is not a web address',
  /** A recreated list whose number of people eating could not be set again. */
  peopleEatingNotKept: (reason: string) =>
    `The list was made, but not the number of people eating from it: ${reason}`,
} as const;

/** POST /api/tokens */
export const API_TOKEN_SCOPES = ['read', 'write'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];
export const createApiTokenSchema = z.object({
  name: requiredLine(
    100,
    'Please give the token a name',
    'Token names can be at most 100 characters',
  ),
  scope: z.enum(API_TOKEN_SCOPES, { error: "The scope must be 'read' or 'write'" }),
});
export type CreateApiTokenInput = z.infer<typeof createApiTokenSchema>;

export type ApiToken = {
  id: string;
  name: string;
  scope: ApiTokenScope;
  createdAt: string;
  lastUsedAt: string | null;
};

export const RECIPE_EXPORT_FORMATS = ['jsonld', 'markdown'] as const;
export type RecipeExportFormat = (typeof RECIPE_EXPORT_FORMATS)[number];
