import { randomUUID } from 'node:crypto';
import type { ErrorBody } from '@forkcast/core';
import sharp from 'sharp';
import { expect } from 'vitest';
import { createCook as createSignedUpCook } from './factories.ts';
import { ORIGIN, type TestApp } from './test-app.ts';

/** A signed-up cook (see factories.ts) who can also send a form or any method. */
export async function createCook(t: TestApp, name = 'Test Cook') {
  const cook = await createSignedUpCook(t, name);
  return Object.assign(cook, {
    send: (method: string, path: string, body?: unknown) =>
      send(t, method, path, body, cook.cookieHeader()),
  });
}

export type Cook = Awaited<ReturnType<typeof createCook>>;

/** A signed-out visitor. */
export const visitor = (t: TestApp) => ({
  send: (method: string, path: string, body?: unknown) => send(t, method, path, body, ''),
});

async function send(t: TestApp, method: string, path: string, body: unknown, cookie: string) {
  const headers: Record<string, string> = { origin: ORIGIN };
  if (cookie) headers.cookie = cookie;
  const init: RequestInit = { method, headers };
  if (body instanceof FormData) init.body = body;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    // A string goes as it is, so that a test can send broken JSON.
    init.body = typeof body === 'string' ? body : JSON.stringify(body);
  }
  return await t.app.request(path, init);
}

export async function json<T>(response: Response | Promise<Response>, status = 200): Promise<T> {
  const answer = await response;
  const text = await answer.text();
  expect(answer.status, text).toBe(status);
  return JSON.parse(text) as T;
}

/** A delete's answer: 204 and no body. */
export async function noContent(response: Response | Promise<Response>): Promise<void> {
  const answer = await response;
  const text = await answer.text();
  expect(answer.status, text).toBe(204);
  expect(text).toBe('');
}

export async function errorOf(response: Response | Promise<Response>, status: number) {
  return (await json<ErrorBody>(response, status)).error;
}

/** A multipart form, as the browser's FormData sends it. */
export function form(
  fields: Record<string, string>,
  file?: { field: string; bytes: Uint8Array; name: string; type: string },
) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  if (file) {
    body.set(
      file.field,
      new File([file.bytes as Uint8Array<ArrayBuffer>], file.name, { type: file.type }),
    );
  }
  return body;
}

/** A real picture, made on the spot. */
export async function picture(format: 'png' | 'jpeg', width = 64, height = 48) {
  const image = sharp({
    create: { width, height, channels: 3, background: { r: 220, g: 120, b: 40 } },
  });
  return new Uint8Array(await image.toFormat(format).toBuffer());
}

let lastMealTime = 0;

/**
 * A meal written straight to the database (the meals API belongs to another feature). Each
 * one is at least a millisecond newer than the one before, so "newest first" is certain.
 */
export async function insertMeal(t: TestApp, userId: string, name = 'Tomato soup') {
  const id = randomUUID();
  lastMealTime = Math.max(Date.now(), lastMealTime + 1);
  const now = new Date(lastMealTime).toISOString();
  await t.db
    .insertInto('meals')
    .values({ id, name, user_id: userId, image_url: null, created_at: now, updated_at: now })
    .execute();
  return id;
}

/** A list owned by `ownerId` holding the meals, with `memberIds` as editors. */
export async function insertList(
  t: TestApp,
  ownerId: string,
  mealIds: string[],
  memberIds: string[] = [],
) {
  const id = randomUUID();
  const now = new Date().toISOString();
  await t.db
    .insertInto('meal_lists')
    .values({ id, name: 'Week', user_id: ownerId, created_at: now })
    .execute();
  await t.db
    .insertInto('meal_list_members')
    .values([
      { meal_list_id: id, user_id: ownerId, role: 'owner', created_at: now },
      ...memberIds.map((userId) => ({
        meal_list_id: id,
        user_id: userId,
        role: 'editor' as const,
        created_at: now,
      })),
    ])
    .execute();
  for (const mealId of mealIds) {
    await t.db
      .insertInto('meal_list_items')
      .values({
        id: randomUUID(),
        meal_list_id: id,
        meal_id: mealId,
        scheduled_day: null,
        scheduled_type: null,
        created_at: now,
      })
      .execute();
  }
  return id;
}

/** A post written straight to the database, at a chosen time in the past. */
export async function insertPost(
  t: TestApp,
  userId: string,
  options: { text?: string; daysAgo?: number; mealId?: string | null } = {},
) {
  const id = randomUUID();
  const createdAt = new Date(Date.now() - (options.daysAgo ?? 0) * 86_400_000).toISOString();
  await t.db
    .insertInto('posts')
    .values({
      id,
      user_id: userId,
      post_type: 'text',
      media_url: null,
      text_content: options.text ?? 'A post',
      meal_id: options.mealId ?? null,
      created_at: createdAt,
    })
    .execute();
  return id;
}
