import { randomUUID } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
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
  type UpdateListItemInput,
} from '@forkcast/core';
import { discardPhoto, storePhoto } from '../../providers/images/stored-photo.ts';
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
  /** A meal's servings and schedule in a list (Forkcast exports bring them back). */
  updateItem: (
    userId: string,
    listId: string,
    mealId: string,
    change: UpdateListItemInput,
  ) => Promise<unknown>;
  /** From the nutrition feature: how many people eat from a list (Forkcast exports). */
  setPeopleEating: (userId: string, listId: string, peopleEating: number) => Promise<unknown>;
  /**
   * A recipe page through the safe fetch, counted by the user's import limits (waiting for
   * the next window when they are reached). `signal` ends the wait and the fetch: the cook
   * cancelled.
   */
  fetchPage: (
    userId: string,
    url: string,
    signal: AbortSignal,
  ) => Promise<{ html: string; url: string }>;
  storage: Storage;
  logger: Logger;
  /**
   * Whether this process is the only server of its database (SQLite): then a job left queued
   * or running when it starts was stopped by a restart. Several instances (PostgreSQL) go by
   * each job's sign of life instead.
   */
  singleProcess: boolean;
  /** Smaller limits for tests; the issue's by default. */
  limits?: { recipes?: number; expandedBytes?: number; entries?: number; fileBytes?: number };
  /** How often a running job shows a sign of life and looks for a cancel (30 s; tests less). */
  heartbeatMs?: number;
  now?: () => Date;
};

/**
 * Recipes read, checked and written together: their meals are written in one transaction per
 * list (at most 20, the lists feature's limit).
 */
const BATCH = 10;

/**
 * Pictures re-encoded at once. libvips works in libuv's pool (4 threads); more at once would
 * only hold more decoded pictures in memory, fewer would leave a core idle.
 */
const PICTURES_AT_ONCE = Math.max(2, Math.min(4, availableParallelism()));

/** A running job marks its row at least this often, so other instances know it is alive. */
const HEARTBEAT_MS = 30 * 1000;
/** A queued or running job silent this long has lost its server. */
const SILENT_JOB_MS = 2 * 60 * 1000;

export type ImportTarget = { listId: string } | { newListName: string };

/** Runs at most `size` of the given tasks at once, in the order they were asked for. */
function createPool(size: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (active >= size) await new Promise<void>((resolve) => waiting.push(resolve));
    active += 1;
    try {
      return await task();
    } finally {
      active -= 1;
      waiting.shift()?.();
    }
  };
}

/**
 * Bulk import as a job (issue 19): the file is read and checked when it arrives (kind, bombs,
 * paths, recipe count), then a worker in this process reads, checks and writes the recipes
 * batch by batch, and saves the counts after each, so the progress is in the database for any
 * instance and any reload. The pictures of the next batch are re-encoded while the current
 * one is written.
 */
export function createBulkImportService(deps: BulkImportDeps) {
  const { repo, logger } = deps;
  const now = () => (deps.now?.() ?? new Date()).toISOString();
  const running = new Set<Promise<void>>();
  /** Jobs of this process whose cancel was asked here: seen at once, without a query. */
  const cancelled = new Set<string>();
  /**
   * Jobs this process is working on, each with what stops its reads in progress when it is
   * cancelled (an address list waiting for the cook's import limit, or a slow page).
   */
  const working = new Map<string, AbortController>();
  const pictures = createPool(PICTURES_AT_ONCE);

  async function storePicture(bytes: Uint8Array): Promise<string | null> {
    try {
      // Stored like post pictures (re-encoded, no metadata, size in the name, 400/800/1200 px
      // copies, so pages give them width, height and srcset), but a library brings hundreds
      // of pictures at once: JPEGs stay JPEG (libjpeg-turbo, 3-4 times faster than WebP), the
      // others become WebP at the lightest effort (decision 029).
      return await pictures(() =>
        storePhoto(deps.storage, 'posts', bytes, { effort: 0, keepJpeg: true }),
      );
    } catch (error) {
      // A picture we cannot read does not cost the cook the recipe.
      logger.debug('An imported picture was not kept', error);
      return null;
    }
  }

  function toDraft(recipe: SourceRecipe): MealDraft {
    // Each line read by our parser, and kept as it was written (issue 19).
    const ingredients =
      recipe.ingredients ??
      recipe.ingredientLines.flatMap((line) => {
        const ingredient = ingredientFromLine(line);
        return ingredient ? [{ ...ingredient, originalLine: line }] : [];
      });
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
    cleanup: () => Promise<void>,
  ): Promise<void> {
    const progress = {
      status: 'running' as ImportJob['status'],
      done: 0,
      skipped: 0,
      failed: 0,
    };
    /** Problems since the last save (each save appends them). */
    let problems: ImportProblem[] = [];
    const problem = (recipe: string, reason: string) => problems.push({ recipe, reason });
    const save = async () => {
      const fresh = problems;
      problems = [];
      await repo.saveProgress(job.id, progress, fresh, now());
    };
    const stop = new AbortController();
    working.set(job.id, stop);
    const heartbeat = setInterval(() => {
      repo.touch(job.id, now()).catch((e) => logger.warn('Import heartbeat', e));
      // A DELETE that reached another instance, while this one waits for a read.
      repo.isCancelRequested(job.id).then(
        (asked) => {
          if (asked) {
            cancelled.add(job.id);
            stop.abort();
          }
        },
        (e) => logger.warn('Import cancel check', e),
      );
    }, deps.heartbeatMs ?? HEARTBEAT_MS);
    heartbeat.unref();
    type Candidate = {
      label: string;
      draft: MealDraft;
      /** The stored picture's address, once re-encoded. */
      picture: Promise<string | null> | null;
      /** The list it is written to: a list of the export (its key), or '' for the job's own. */
      listKey: string;
      /** Forkcast exports: the other lists of the export it is in (their keys). */
      otherLists: string[];
      /**
       * Forkcast exports: the meal's servings and schedule to restore in each list (by the
       * list's key), where they differ from what adding it gives (its own servings, no day).
       */
      placeChanges: Map<string, UpdateListItemInput>;
      keys: { source: string | null; recipe: string };
    };
    /** One batch read and checked, its pictures on their way. */
    type Prepared = { candidates: Candidate[] };
    const prepared: Prepared[] = [];
    /** Forkcast exports: the lists to make again (by key, in the export's order)... */
    const exportLists = new Map((plan.lists ?? []).map((list) => [list.key, list]));
    /** ...and the lists made for them, once the first recipe is written. */
    const exportListIds = new Map<string, string>();
    try {
      await save();
      const known = await repo.findRecipeKeysOf(job.userId);
      const sources = new Set(known.sources);
      const recipes = new Set(known.recipes);
      type Loaded =
        | { unit: RecipeUnit; kind: 'duplicate' }
        | { unit: RecipeUnit; kind: 'failed'; reason: string }
        | { unit: RecipeUnit; kind: 'read'; recipes: SourceRecipe[] }
        /** Its read was stopped by a cancel: it is neither done nor failed. */
        | { unit: RecipeUnit; kind: 'dropped' };
      const load = async (unit: RecipeUnit): Promise<Loaded> => {
        if (unit.sourceUrl && sources.has(unit.sourceUrl)) return { unit, kind: 'duplicate' };
        if (stop.signal.aborted) return { unit, kind: 'dropped' };
        try {
          return { unit, kind: 'read', recipes: await unit.load(stop.signal) };
        } catch (error) {
          if (stop.signal.aborted) return { unit, kind: 'dropped' };
          // What is inside a recipe's own archive is seen only when it is read: gzipped Paprika
          // recipes show their size when inflated, Tandoor's inner zips their paths when
          // opened. A bomb or an unsafe path there stops the whole job, as it would have
          // stopped the file at the door, instead of failing recipe after recipe.
          if (
            error instanceof AppError &&
            (error.message === bulkImportMessages.archiveTooLarge ||
              error.message === bulkImportMessages.unsafePath)
          ) {
            throw error;
          }
          return { unit, kind: 'failed', reason: reasonOf(error) };
        }
      };
      const forget = (candidate: Candidate) => {
        if (candidate.keys.source) sources.delete(candidate.keys.source);
        recipes.delete(candidate.keys.recipe);
      };
      const isCancelled = async () => {
        if (cancelled.has(job.id)) return true;
        // A DELETE that reached another instance.
        if (await repo.isCancelRequested(job.id)) cancelled.add(job.id);
        return cancelled.has(job.id);
      };

      /** Reads and checks one batch, and starts re-encoding its pictures (not awaited). */
      async function prepare(units: RecipeUnit[]): Promise<Prepared> {
        const batch = await Promise.all(units.map(load));
        const candidates: Candidate[] = [];
        for (const loaded of batch) {
          if (loaded.kind === 'dropped') continue;
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
              const places = (recipe.places ?? []).filter((place) =>
                exportLists.has(place.listKey),
              );
              const lists = [...new Set(places.map((place) => place.listKey))];
              const placeChanges = new Map<string, UpdateListItemInput>();
              for (const place of places) {
                const change: UpdateListItemInput = {};
                if (place.servings !== null && place.servings !== draft.servings) {
                  change.servings = place.servings;
                }
                if (place.schedule) change.schedule = place.schedule;
                if (Object.keys(change).length > 0) placeChanges.set(place.listKey, change);
              }
              candidates.push({
                label,
                draft,
                picture: recipe.image ? storePicture(recipe.image) : null,
                // '' stands for the job's own list (chosen, or made when first needed).
                listKey: lists[0] ?? '',
                otherLists: lists.slice(1),
                placeChanges,
                keys: { source, recipe: key },
              });
            } catch (error) {
              progress.failed += 1;
              problem(label, reasonOf(error));
            }
          }
        }
        return { candidates };
      }

      /** Writes meals of one list in one transaction; one by one if that fails, to name the culprit. */
      async function write(listKey: string, group: Candidate[]) {
        const listId = await listFor(listKey);
        const add = async (members: Candidate[]) => {
          const meals = await deps.addNewMeals(
            job.userId,
            listId,
            members.map((c) => c.draft),
          );
          // Written: whatever happens next, these count as done.
          progress.done += members.length;
          for (const [i, candidate] of members.entries()) {
            const meal = meals[i];
            if (!meal) continue;
            const joined = new Set([listKey]);
            for (const other of candidate.otherLists) {
              try {
                await deps.addExistingMeals(job.userId, await listFor(other), [meal.id]);
                joined.add(other);
              } catch (error) {
                problem(candidate.label, bulkImportMessages.notInEveryList(reasonOf(error)));
              }
            }
            for (const [key, change] of candidate.placeChanges) {
              if (!joined.has(key)) continue;
              try {
                await deps.updateItem(job.userId, await listFor(key), meal.id, change);
              } catch (error) {
                problem(candidate.label, bulkImportMessages.notScheduled(reasonOf(error)));
              }
            }
          }
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
              await discardPictures([candidate]);
            }
          }
        }
      }
      /**
       * The list a key stands for, made when the first recipe is written: a run that writes
       * nothing (every recipe a duplicate, or cancelled at once) leaves no empty list behind.
       * A Forkcast export's lists are all made together, in the export's order, so that its
       * empty lists come back too; the job shows the first.
       */
      async function listFor(key: string): Promise<string> {
        for (const [exportKey, list] of exportLists) {
          if (exportListIds.has(exportKey)) continue;
          const made = await deps.createList(job.userId, list.name || 'Imported list');
          exportListIds.set(exportKey, made.id);
          if (list.peopleEating !== null) {
            await deps.setPeopleEating(job.userId, made.id, list.peopleEating).catch((error) => {
              problem(list.name, bulkImportMessages.peopleEatingNotKept(reasonOf(error)));
            });
          }
          if (!job.listId) {
            job.listId = made.id;
            await repo.setList(job.id, job.listId);
          }
        }
        const exported = exportListIds.get(key);
        if (exported) return exported;
        if (job.listId) return job.listId;
        job.listId = (await deps.createList(job.userId, job.newListName || 'Imported list')).id;
        await repo.setList(job.id, job.listId);
        return job.listId;
      }

      // Batch after batch: while one is written, the next is read and its pictures re-encoded
      // (in libuv's threads, beside the writes on this one). Cancelling is seen before each
      // batch is read and again before it is written: the worker stops after the write in
      // progress, and pictures made for recipes it will not write are deleted.
      const batchSize = plan.format === 'url-list' ? BULK_IMPORT_LIMITS.parallelFetches : BATCH;
      const unitsFrom = (start: number) => plan.units.slice(start, start + batchSize);
      let start = 0;
      if (!(await isCancelled()) && plan.units.length > 0)
        prepared.push(await prepare(unitsFrom(0)));
      while (prepared.length > 0) {
        const current = prepared[0] as Prepared;
        start += batchSize;
        const ahead =
          start < plan.units.length && !cancelled.has(job.id) ? prepare(unitsFrom(start)) : null;
        // Awaited below; this only keeps a failure meanwhile from being an unhandled rejection.
        ahead?.catch(() => undefined);
        const urls = await Promise.all(current.candidates.map((c) => c.picture));
        if (await isCancelled()) {
          if (ahead) prepared.push(await ahead);
          break;
        }
        current.candidates.forEach((c, i) => {
          c.draft = { ...c.draft, imageUrl: urls[i] ?? null };
        });
        // Meals that go to several lists, or whose servings or day there are restored, are
        // written alone, so their id is known (a group's meals come back in the list's order).
        const groups = new Map<string, Candidate[][]>();
        for (const candidate of current.candidates) {
          const forList = groups.get(candidate.listKey) ?? [[]];
          if (candidate.otherLists.length > 0 || candidate.placeChanges.size > 0) {
            forList.push([candidate]);
          } else forList[0]?.push(candidate);
          groups.set(candidate.listKey, forList);
        }
        for (const [listKey, forList] of groups) {
          for (const group of forList) {
            if (group.length === 0) continue;
            try {
              await write(listKey, group);
            } catch (error) {
              for (const candidate of group) forget(candidate);
              progress.failed += group.length;
              for (const candidate of group) problem(candidate.label, reasonOf(error));
              await discardPictures(group);
            }
          }
        }
        prepared.shift();
        // Saved before waiting for the next batch: its pages may be slow, or wait for the
        // cook's import limit, and the progress bar should show what is written meanwhile.
        await save();
        if (ahead) prepared.push(await ahead);
      }
      if (cancelled.has(job.id)) progress.status = 'cancelled';
      else progress.status = 'done';
    } catch (error) {
      logger.error(`Import ${job.id} stopped`, error);
      progress.status = 'failed';
      problem('The whole file', reasonOf(error));
    } finally {
      clearInterval(heartbeat);
      // Pictures of recipes read but not written (cancelled, or the job failed).
      for (const batch of prepared) await discardPictures(batch.candidates);
      plan.close();
      await save().catch((e) => logger.error('progress', e));
      working.delete(job.id);
      cancelled.delete(job.id);
      await cleanup();
    }
  }

  async function discardPictures(candidates: { picture: Promise<string | null> | null }[]) {
    for (const candidate of candidates) {
      const url = await candidate.picture;
      if (url) await discardPhoto(deps.storage, url, logger);
    }
  }

  /**
   * Fails the jobs whose server stopped before they finished: at start-up of the only server
   * of a database (`singleProcess`), every unfinished job; otherwise those silent for longer
   * than a working job ever is (see HEARTBEAT_MS).
   */
  async function failInterrupted(filter: { userId?: string; atStartUp?: boolean }) {
    const before =
      filter.atStartUp && deps.singleProcess
        ? undefined
        : new Date(Date.parse(now()) - SILENT_JOB_MS).toISOString();
    const lost = (await repo.findUnfinished({ userId: filter.userId, before })).filter(
      (job) => !working.has(job.id),
    );
    for (const job of lost) {
      await repo.markInterrupted(
        job.id,
        { recipe: 'The whole file', reason: bulkImportMessages.interrupted(job.done) },
        now(),
      );
    }
  }

  function reasonOf(error: unknown): string {
    if (error instanceof AppError) return error.message;
    logger.warn('An imported recipe failed', error);
    return 'Something went wrong with this recipe';
  }

  return {
    /** The largest file an import takes (200 MB; smaller in tests). */
    maxFileBytes: deps.limits?.fileBytes ?? BULK_IMPORT_LIMITS.fileBytes,

    /**
     * At start-up: a job left queued or running by a stopped server is marked failed, with how
     * far it got (its file is gone with the stopped worker, so it cannot be resumed).
     */
    recoverInterrupted: () => failInterrupted({ atStartUp: true }),

    /**
     * One import at a time per cook, asked before the upload is received: each holds a file of
     * up to 200 MB and a worker. A job whose server stopped mid-way no longer counts.
     */
    async assertCanStart(userId: string): Promise<void> {
      await failInterrupted({ userId });
      const since = new Date(Date.parse(now()) - SILENT_JOB_MS).toISOString();
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
            fetchPage: (url, signal) => deps.fetchPage(userId, url, signal),
          },
        );
      } catch (error) {
        await cleanup();
        throw error;
      }
      const id = randomUUID();
      // A new list (named after the file, or a Forkcast export's own lists) is made when the
      // first recipe is written.
      const listId = 'listId' in target ? target.listId : null;
      try {
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
      const work = run({ id, userId, listId, newListName }, plan, async () => {
        await cleanup();
      }).finally(() => running.delete(work));
      running.add(work);
      return (await repo.find(id, userId)) as ImportJob;
    },

    async get(userId: string, id: string): Promise<ImportJob> {
      await failInterrupted({ userId });
      const job = await repo.find(id, userId);
      if (!job) throw new AppError('not_found', bulkImportMessages.notFound);
      return job;
    },

    async latest(userId: string): Promise<ImportJob | null> {
      await failInterrupted({ userId });
      return (await repo.findLatest(userId)) ?? null;
    },

    /** DELETE /api/imports/{id}: the worker stops after the write in progress. */
    async cancel(userId: string, id: string): Promise<void> {
      if (!(await repo.requestCancel(id, userId, now()))) {
        throw new AppError('not_found', bulkImportMessages.notFound);
      }
      const stop = working.get(id);
      if (stop) {
        cancelled.add(id);
        // Reads under way (pages, a wait for the import limit) end now.
        stop.abort();
      }
    },

    /** Resolves when every job of this process has finished (tests, shutdown). */
    async idle(): Promise<void> {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}

export type BulkImportService = ReturnType<typeof createBulkImportService>;
