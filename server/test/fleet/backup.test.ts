import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { FeedPost, ListDetail, ListIngredients, ListSummary } from '@forkcast/core';
import sharp from 'sharp';
import { create as createTar, extract } from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createHttpClient,
  type HttpClient,
  type Instance,
  startInstance,
  temporaryFolder,
} from './harness.ts';

/**
 * `npm run backup` while the built server writes, `npm run restore` into a fresh folder, the
 * built server on the restored folder: every write acknowledged before the backup began is
 * there, pictures included, and the old session still works (the secret travels too).
 */
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const PORT = 4855;
const RESTORED_PORT = 4856;
const run = promisify(execFile);

/** Runs one of the root package's scripts as `npm run NAME ARG` would, with DATA_DIR. */
async function npmScript(name: 'backup' | 'restore', dataDir: string, arg?: string) {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['--import', 'tsx', `scripts/${name}.ts`, ...(arg ? [arg] : [])],
      { cwd: ROOT, env: { ...process.env, DATA_DIR: dataDir } },
    );
    return { code: 0, output: `${stdout}${stderr}` };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: `${failed.stdout}${failed.stderr}` };
  }
}

type Written = { kind: 'list' | 'post'; id: string; name: string; ackAt: number; image?: string };

describe('backup and restore of the embedded install, while the server writes', () => {
  const work = temporaryFolder('forkcast-backup-test-');
  const dataDir = path.join(work.dir, 'data');
  const archive = path.join(work.dir, 'backup.tar.gz');
  let server: Instance;
  let cook: HttpClient;
  const written: Written[] = [];
  let backupStartedAt = 0;
  let backupEndedAt = 0;
  let backupOutput = '';
  let picture: Uint8Array;

  async function writeOne(i: number) {
    if (i % 3 === 2) {
      const form = new FormData();
      form.append('text', `Post ${i}`);
      form.append(
        'image',
        new Blob([picture as Uint8Array<ArrayBuffer>], { type: 'image/png' }),
        'p.png',
      );
      const response = await cook.request('POST', '/api/posts', form);
      expect(response.status, await response.clone().text()).toBe(201);
      const post = (await response.json()) as FeedPost;
      written.push({
        kind: 'post',
        id: post.id,
        name: `Post ${i}`,
        ackAt: Date.now(),
        image: post.imageUrl ?? '',
      });
      return;
    }
    const created = await cook.post('/api/lists', { name: `List ${i}` });
    expect(created.status).toBe(201);
    const { list } = (await created.json()) as { list: ListSummary };
    const meal = await cook.post(`/api/lists/${list.id}/meals`, {
      meals: [
        {
          name: `Meal ${i}`,
          description: '',
          servings: 2,
          ingredients: [{ name: `ingredient ${i}`, quantity: i + 1, unit: 'g' }],
          directions: ['Cook it.'],
        },
      ],
    });
    expect(meal.status).toBe(201);
    written.push({ kind: 'list', id: list.id, name: `List ${i}`, ackAt: Date.now() });
  }

  beforeAll(async () => {
    picture = new Uint8Array(
      await sharp({ create: { width: 64, height: 48, channels: 3, background: '#e76f51' } })
        .png()
        .toBuffer(),
    );
    server = await startInstance({
      name: 'embedded',
      port: PORT,
      // The embedded default: the secret is generated into DATA_DIR, and must travel.
      env: { DATA_DIR: dataDir, PUBLIC_URL: `http://127.0.0.1:${PORT}`, AUTH_SECRET: undefined },
    });
    cook = createHttpClient(`http://127.0.0.1:${PORT}`);
    const signUp = await cook.post('/api/auth/sign-up/email', {
      name: 'Backup Cook',
      email: 'backup.cook@example.com',
      password: 'Tomato!sauce9',
    });
    expect(signUp.status).toBe(200);

    // Writes run before, during and after the backup; at most 24 (posts are capped per hour).
    let stop = false;
    const writer = (async () => {
      for (let i = 0; i < 24 && !stop; i += 1) await writeOne(i);
    })();
    while (written.length < 6) await new Promise((r) => setTimeout(r, 20));
    backupStartedAt = Date.now();
    const backup = await npmScript('backup', dataDir, archive);
    backupEndedAt = Date.now();
    backupOutput = backup.output;
    expect(backup.code, backup.output).toBe(0);
    stop = true;
    await writer;
    await server.stop();
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    work.remove();
  });

  it('ran while the server acknowledged writes', () => {
    const during = written.filter((w) => w.ackAt > backupStartedAt && w.ackAt < backupEndedAt);
    expect(during.length).toBeGreaterThan(0);
  });

  it('is readable by its owner only (it holds the auth secret and the password hashes)', () => {
    expect(statSync(archive).mode & 0o777).toBe(0o600);
  });

  it('says what it wrote: schema, rows and pictures', () => {
    expect(backupOutput).toMatch(
      /Backed up .+ to .+backup\.tar\.gz: schema \d{4}-[\w-]+, \d+ rows, \d+ pictures\./,
    );
  });

  it('restores into a fresh folder where the built server finds every acknowledged write', async () => {
    const target = path.join(work.dir, 'restored');
    const restore = await npmScript('restore', target, archive);
    expect(restore.code, restore.output).toBe(0);
    expect(restore.output).toContain(`Restored ${archive} into ${target}`);

    const restored = await startInstance({
      name: 'restored',
      port: RESTORED_PORT,
      env: { DATA_DIR: target, PUBLIC_URL: `http://127.0.0.1:${PORT}`, AUTH_SECRET: undefined },
    });
    try {
      // The same cookie: the session row and the secret that signs it both came back.
      const again = cook.via(restored.url);
      expect(readFileSync(path.join(target, 'auth-secret'), 'utf8')).toBe(
        readFileSync(path.join(dataDir, 'auth-secret'), 'utf8'),
      );
      const lists = (await (await again.get('/api/lists')).json()) as { lists: ListSummary[] };
      const names = new Set(lists.lists.map((l) => l.name));
      const before = written.filter((w) => w.ackAt <= backupStartedAt);
      expect(before.length).toBeGreaterThanOrEqual(6);
      expect(before.some((w) => w.kind === 'post')).toBe(true);
      for (const write of before) {
        if (write.kind === 'list') {
          expect(names, write.name).toContain(write.name);
          const detail = (await (await again.get(`/api/lists/${write.id}`)).json()) as {
            list: ListDetail;
          };
          expect(detail.list.meals).toHaveLength(1);
          const recipes = (await (
            await again.get(`/api/lists/${write.id}/ingredients`)
          ).json()) as ListIngredients;
          expect(recipes.meals[0]?.ingredients).toHaveLength(1);
        } else {
          const post = await again.get(`/api/posts/${write.id}`);
          expect(post.status, write.name).toBe(200);
          const body = (await post.json()) as FeedPost | { post: FeedPost };
          const imageUrl = 'post' in body ? body.post.imageUrl : body.imageUrl;
          expect(imageUrl).toBe(write.image);
          const image = await fetch(`${restored.url}${imageUrl}`);
          expect(image.status, imageUrl ?? '').toBe(200);
          expect((await sharp(new Uint8Array(await image.arrayBuffer())).metadata()).format).toBe(
            'webp',
          );
        }
      }
      // Nothing half-written: every list that came back has its meal and its ingredient.
      for (const list of lists.lists) expect(list.mealCount, list.name).toBe(1);
    } finally {
      await restored.stop();
    }
  });

  it('refuses a data folder that is not empty, and leaves it as it was', async () => {
    const before = readFileSync(path.join(dataDir, 'forkcast.db'));
    const result = await npmScript('restore', dataDir, archive);
    expect(result.code).toBe(1);
    expect(result.output).toContain(`The data folder ${dataDir} is not empty.`);
    expect(readFileSync(path.join(dataDir, 'forkcast.db')).equals(before)).toBe(true);
  });

  it('refuses a damaged archive and writes nothing', async () => {
    const damaged = path.join(work.dir, 'damaged.tar.gz');
    const bytes = readFileSync(archive);
    writeFileSync(damaged, bytes.subarray(0, Math.floor(bytes.length / 2)));
    const target = path.join(work.dir, 'from-damaged');
    const result = await npmScript('restore', target, damaged);
    expect(result.code).toBe(1);
    expect(result.output).toContain(`${damaged} is damaged or not a Forkcast backup`);
    expect(existsSync(target)).toBe(false);
  });

  async function repacked(name: string, change: (dir: string) => void) {
    const dir = temporaryFolder('forkcast-repack-');
    await extract({ file: archive, cwd: dir.dir });
    change(dir.dir);
    const file = path.join(work.dir, name);
    await createTar({ gzip: true, file, cwd: dir.dir }, readdirSync(dir.dir));
    dir.remove();
    return file;
  }

  it('refuses an archive whose files do not match their recorded hashes', async () => {
    const file = await repacked('tampered.tar.gz', (dir) => {
      const file = path.join(dir, 'forkcast.db');
      const bytes = readFileSync(file);
      bytes[bytes.length - 100] = (bytes[bytes.length - 100] ?? 0) ^ 0xff;
      writeFileSync(file, bytes);
    });
    const target = path.join(work.dir, 'from-tampered');
    const result = await npmScript('restore', target, file);
    expect(result.code).toBe(1);
    expect(result.output).toContain('is damaged: forkcast.db is missing or changed.');
    expect(existsSync(target)).toBe(false);
  });

  it('refuses an archive made by a newer Forkcast, saying to update first', async () => {
    const file = await repacked('newer.tar.gz', (dir) => {
      const manifestFile = path.join(dir, 'manifest.json');
      const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
      manifest.migrations.push('9999-from-the-future');
      manifest.schemaVersion = '9999-from-the-future';
      writeFileSync(manifestFile, JSON.stringify(manifest));
    });
    const target = path.join(work.dir, 'from-newer');
    const result = await npmScript('restore', target, file);
    expect(result.code).toBe(1);
    expect(result.output).toContain(
      'was made by a newer Forkcast (schema 9999-from-the-future). Update Forkcast, then restore it.',
    );
    expect(existsSync(target)).toBe(false);
  });

  it('refuses a manifest that names a path outside the data folder, or no database', async () => {
    const edits: [string, (manifest: { files: { path: string; sha256: string }[] }) => void][] = [
      ['climbing.tar.gz', (m) => m.files.push({ path: '../escaped', sha256: 'x' })],
      ['absolute.tar.gz', (m) => m.files.push({ path: '/etc/passwd', sha256: 'x' })],
      [
        'no-db.tar.gz',
        (m) => {
          m.files = m.files.filter((f) => f.path !== 'forkcast.db');
        },
      ],
    ];
    for (const [name, edit] of edits) {
      const file = await repacked(name, (dir) => {
        const manifestFile = path.join(dir, 'manifest.json');
        const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
        edit(manifest);
        writeFileSync(manifestFile, JSON.stringify(manifest));
      });
      const target = path.join(work.dir, `from-${name}`);
      const result = await npmScript('restore', target, file);
      expect(result.code, name).toBe(1);
      expect(result.output, name).toContain('is damaged: its manifest does not describe a backup.');
      expect(existsSync(target), name).toBe(false);
    }
  });

  it('refuses an archive that is not a Forkcast backup', async () => {
    const file = await repacked('foreign.tar.gz', (dir) => {
      writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify({ format: 'something-else' }));
    });
    const result = await npmScript('restore', path.join(work.dir, 'from-foreign'), file);
    expect(result.code).toBe(1);
    expect(result.output).toContain('is not a Forkcast backup.');
  });

  it('explains itself when there is no database to back up', async () => {
    const empty = path.join(work.dir, 'nothing-here');
    const result = await npmScript('backup', empty, path.join(work.dir, 'x.tar.gz'));
    expect(result.code).toBe(1);
    expect(result.output).toContain(`There is no Forkcast database in ${empty}`);
  });
});
