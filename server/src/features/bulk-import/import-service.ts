import { randomUUID } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import {
  AppError,
  BULK_IMPORT_LIMITS,
  bulkImportMessages,
  firstIssueMessage,
  type ImportJob,
  type ImportProblem,
  ingredientFromLine,
  type ListSummary,
  type MealDraft,
  mealDraftSchema,
  toImportedRecipe,
} from '@forkcast/core';
import { storePhoto } from '../../providers/images/stored-photo.ts';
import type { Logger } from '../../providers/logger.ts';
import type { Storage } from '../../providers/storage/storage.ts';
import { newBudget } from './archive.ts';
import {
  type ImportPlan,
  planImport,
  type RecipeUnit,
  type SourceRecipe,
} from './import-formats.ts';
import { type ImportRepository, recipeKey } from './import-repository.ts';
import type { ReceivedFile } from './receive-upload.ts';

export type BulkImportDeps = {
  repo: ImportRepository;
  /** From the lists feature (wired in app.ts): membership, a new list, and new meals. */
  requireMember: (userId: string, listId: string) => Promise<unknown>;
  createList: (userId: string, name: string) => Promise<ListSummary>;
  addNewMeals: (userId: string, listId: string, drafts: MealDraft[]) => Promise<{ id: string }[]>;
  addExistingMeals: (userId: string, listId: string, mealIds: string[]) => Promise<unknown>;
  /** A recipe page through the safe fetch, counted by the user's import limits. */
  fetchPage: (userId: string, url: string) => Promise<{ html: string; url: string }>;
  storage: Storage;
  logger: Logger;
  /** Smaller limits for tests; the issue's by default. */
  limits?: { recipes?: number; expandedBytes?: number; entries?: number };
  now?: () => Date;
};

/**
 * Recipes read, checked and written together: their pictures are re-encoded side by side and
 * their meals written in one transaction per list (at most 20, the lists feature's limit).
 */
const BATCH = 10;

export type ImportTarget = { listId: string } | { newListName: string };

/**
 * Bulk import as a job (issue 19): the file is read and checked when it arrives (kind, bombs,
 * paths, recipe count), then a worker in this process writes one recipe at a time, each in
 * its own transaction through the lists feature, and saves the counts after each, so the
 * progress is in the database for any instance and any reload.
 */
export function createBulkImportService(deps: BulkImportDeps) {
  const { repo, logger } = deps;
  const now = () => (deps.now?.() ?? new Date()).toISOString();
  const STALE_JOB_MS = 10 * 60 * 1000;
  const running = new Set<Promise<void>>();

  async function storePicture(bytes: Uint8Array): Promise<string | null> {
    try {
      // Stored like post pictures (size in the name, 400/800 px copies, so pages give them
      // width, height and srcset), at the lightest WebP effort (files ~3% larger, 3 times
      // faster), since a library brings hundreds of pictures at once.
      return await storePhoto(deps.storage, 'posts', bytes, { effort: 0 });
    } catch (error) {
      // A picture we cannot read does not cost the cook the recipe.
      logger.debug('An imported picture was not kept', error);
      return null;
    }
  }

  function toDraft(recipe: SourceRecipe): MealDraft {
    const ingredients =
      recipe.ingredients ??
      recipe.ingredientLines.map((line) => ingredientFromLine(line)).filter((i) => i !== null);
    const imported = toImportedRecipe(
      {
        name: recipe.name,
        description: recipe.description ?? '',
        servings: recipe.servings ?? null,
        cookTimeMinutes: recipe.cookTimeMinutes ?? null,
        ingredients,
        directions: recipe.directions,
      },
      recipe.sourceUrl ?? null,
    );
    if (imported.name === '') throw new AppError('validation_failed', 'The recipe has no name');
    if (imported.ingredients.length === 0) {
      throw new AppError('validation_failed', bulkImportMessages.noIngredients);
    }
    const parsed = mealDraftSchema.safeParse({
      ...imported,
      source: recipe.sourceUrl ? imported.source : 'manual',
      imageUrl: null,
    });
    if (!parsed.success) throw new AppError('validation_failed', firstIssueMessage(parsed.error));
    return parsed.data;
  }

  async function run(
    job: { id: string; userId: string; listId: string | null; newListName: string },
    plan: ImportPlan,
    listIds: Map<string, string>,
    cleanup: () => Promise<void>,
  ): Promise<void> {
    const progress = {
      status: 'running' as ImportJob['status'],
      done: 0,
      skipped: 0,
      failed: 0,
      problems: [] as ImportProblem[],
    };
    const problem = (recipe: string, reason: string) => progress.problems.push({ recipe, reason });
    try {
      await repo.saveProgress(job.id, progress, now());
      const known = await repo.findRecipeKeysOf(job.userId);
      const sources = new Set(known.sources);
      const recipes = new Set(known.recipes);
      type Loaded =
        | { unit: RecipeUnit; kind: 'duplicate' }
        | { unit: RecipeUnit; kind: 'failed'; reason: string }
        | { unit: RecipeUnit; kind: 'read'; recipes: SourceRecipe[] };
      const load = async (unit: RecipeUnit): Promise<Loaded> => {
        if (unit.sourceUrl && sources.has(unit.sourceUrl)) return { unit, kind: 'duplicate' };
        try {
          return { unit, kind: 'read', recipes: await unit.load() };
        } catch (error) {
          return { unit, kind: 'failed', reason: reasonOf(error) };
        }
      };
      type Candidate = {
        label: string;
        draft: MealDraft;
        image: Uint8Array | null;
        listId: string;
        otherLists: string[];
        keys: { source: string | null; recipe: string };
      };

      /** Writes meals of one list in one transaction; one by one if that fails, to name the culprit. */
      async function write(listId: string, group: Candidate[]) {
        const add = async (members: Candidate[]) => {
          const meals = await deps.addNewMeals(
            job.userId,
            listId,
            members.map((c) => c.draft),
          );
          for (const candidate of members) {
            if (candidate.otherLists.length === 0) continue;
            // Single-member groups only (see below): the one meal written.
            for (const other of candidate.otherLists) {
              if (meals[0]) await deps.addExistingMeals(job.userId, other, [meals[0].id]);
            }
          }
          progress.done += members.length;
        };
        try {
          await add(group);
        } catch (error) {
          if (group.length === 1) throw error;
          for (const candidate of group) {
            try {
              await add([candidate]);
            } catch (single) {
              forget(candidate);
              progress.failed += 1;
              problem(candidate.label, reasonOf(single));
            }
          }
        }
      }
      const targetList = async (): Promise<string> => {
        if (job.listId) return job.listId;
        job.listId = (await deps.createList(job.userId, job.newListName)).id;
        await repo.setList(job.id, job.listId);
        return job.listId;
      };
      const forget = (candidate: Candidate) => {
        if (candidate.keys.source) sources.delete(candidate.keys.source);
        recipes.delete(candidate.keys.recipe);
      };

      // A batch: read, check and re-encode its pictures side by side, then one write per list.
      // Cancelling is checked between batches, so it stops within one batch of recipes.
      const batchSize = plan.format === 'url-list' ? BULK_IMPORT_LIMITS.parallelFetches : BATCH;
      for (let start = 0; start < plan.units.length; start += batchSize) {
        if (await repo.isCancelRequested(job.id)) {
          progress.status = 'cancelled';
          break;
        }
        const batch = await Promise.all(plan.units.slice(start, start + batchSize).map(load));
        const candidates: Candidate[] = [];
        for (const loaded of batch) {
          if (loaded.kind === 'duplicate') {
            progress.skipped += 1;
            problem(loaded.unit.label, bulkImportMessages.duplicate);
            continue;
          }
          if (loaded.kind === 'failed') {
            progress.failed += 1;
            problem(loaded.unit.label, loaded.reason);
            continue;
          }
          for (const recipe of loaded.recipes) {
            const label = recipe.name || loaded.unit.label;
            try {
              const draft = toDraft(recipe);
              const key = recipeKey(
                draft.name,
                draft.ingredients.map((i) => i.name),
              );
              const source = /^https?:/.test(draft.source) ? draft.source : null;
              if ((source && sources.has(source)) || recipes.has(key)) {
                progress.skipped += 1;
                problem(label, bulkImportMessages.duplicate);
                continue;
              }
              if (source) sources.add(source);
              recipes.add(key);
              const lists = (recipe.listKeys ?? []).flatMap((k) => listIds.get(k) ?? []);
              candidates.push({
                label,
                draft,
                image: recipe.image ?? null,
                // '' stands for the job's own list, made when first needed.
                listId: lists[0] ?? job.listId ?? '',
                otherLists: lists.slice(1),
                keys: { source, recipe: key },
              });
            } catch (error) {
              progress.failed += 1;
              problem(label, reasonOf(error));
            }
          }
        }
        const pictures = await Promise.all(
          candidates.map((c) => (c.image ? storePicture(c.image) : null)),
        );
        candidates.forEach((c, i) => {
          c.draft = { ...c.draft, imageUrl: pictures[i] ?? null };
        });
        // Meals that go to several lists are written alone, so their id is known.
        const groups = new Map<string, Candidate[][]>();
        for (const candidate of candidates) {
          const forList = groups.get(candidate.listId) ?? [[]];
          if (candidate.otherLists.length > 0) forList.push([candidate]);
          else forList[0]?.push(candidate);
          groups.set(candidate.listId, forList);
        }
        for (const [listId, forList] of groups) {
          for (const group of forList) {
            if (group.length === 0) continue;
            try {
              await write(listId || (await targetList()), group);
            } catch (error) {
              for (const candidate of group) forget(candidate);
              progress.failed += group.length;
              for (const candidate of group) problem(candidate.label, reasonOf(error));
            }
          }
        }
        await repo.saveProgress(job.id, progress, now());
      }
      if (progress.status === 'running') progress.status = 'done';
    } catch (error) {
      logger.error(`Import ${job.id} stopped`, error);
      progress.status = 'failed';
      problem('The whole file', reasonOf(error));
    } finally {
      plan.close();
      await repo.saveProgress(job.id, progress, now()).catch((e) => logger.error('progress', e));
      await cleanup();
    }
  }

  function reasonOf(error: unknown): string {
    if (error instanceof AppError) return error.message;
    logger.warn('An imported recipe failed', error);
    return 'Something went wrong with this recipe';
  }

  return {
    /** POST /api/imports: checks the file and the target, then starts the job. */
    /**
     * One import at a time per cook, asked before the upload is received: each holds a file of
     * up to 200 MB and a worker. A job that made no progress for 10 minutes (its server was
     * stopped mid-way) no longer counts.
     */
    async assertCanStart(userId: string): Promise<void> {
      const since = new Date(Date.parse(now()) - STALE_JOB_MS).toISOString();
      if (await repo.hasActiveSince(userId, since)) {
        throw new AppError('conflict', bulkImportMessages.alreadyRunning);
      }
    },

    async start(userId: string, file: ReceivedFile, target: ImportTarget): Promise<ImportJob> {
      const cleanup = () => rm(file.dir, { recursive: true, force: true });
      let plan: ImportPlan;
      try {
        if ('listId' in target) await deps.requireMember(userId, target.listId);
        plan = await planImport(
          {
            path: file.path,
            head: file.head,
            size: file.size,
            readText: () => readFile(file.path, 'utf8'),
          },
          {
            budget: newBudget(deps.limits),
            maxRecipes: deps.limits?.recipes,
            fetchPage: (url) => deps.fetchPage(userId, url),
          },
        );
      } catch (error) {
        await cleanup();
        throw error;
      }
      const listIds = new Map<string, string>();
      const id = randomUUID();
      let listId: string | null;
      try {
        // A Forkcast export brings its lists along, named as they were (and then needs no new
        // list named after the file).
        for (const list of plan.lists ?? []) {
          listIds.set(list.key, (await deps.createList(userId, list.name || 'Imported list')).id);
        }
        const [firstRecreated] = listIds.values();
        listId = 'listId' in target ? target.listId : (firstRecreated ?? null);
        await repo.insert({
          id,
          userId,
          listId,
          fileName: file.name,
          format: plan.format,
          total: plan.units.length,
          at: now(),
        });
      } catch (error) {
        plan.close();
        await cleanup();
        throw error;
      }
      const newListName = 'newListName' in target ? target.newListName : '';
      const work = run({ id, userId, listId, newListName }, plan, listIds, async () => {
        await cleanup();
      }).finally(() => running.delete(work));
      running.add(work);
      return (await repo.find(id, userId)) as ImportJob;
    },

    async get(userId: string, id: string): Promise<ImportJob> {
      const job = await repo.find(id, userId);
      if (!job) throw new AppError('not_found', bulkImportMessages.notFound);
      return job;
    },

    async latest(userId: string): Promise<ImportJob | null> {
      return (await repo.findLatest(userId)) ?? null;
    },

    /** DELETE /api/imports/{id}: the worker stops after the recipe it is writing. */
    async cancel(userId: string, id: string): Promise<void> {
      if (!(await repo.requestCancel(id, userId, now()))) {
        throw new AppError('not_found', bulkImportMessages.notFound);
      }
    },

    /** Resolves when every job of this process has finished (tests, shutdown). */
    async idle(): Promise<void> {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}

export type BulkImportService = ReturnType<typeof createBulkImportService>;
