import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { contentTypeOf, isValidKey, keyUnder, type Storage, UPLOADS_PATH } from './storage.ts';

/** Pictures as files under DATA_DIR/uploads/{bucket}/, served by the app at /uploads/. */
export function createLocalStorage(dataDir: string): Storage {
  const root = path.join(dataDir, 'uploads');

  function fileOf(key: string): string {
    // Keys are made by us, but a key that does not look like ours never reaches the disk.
    if (!isValidKey(key)) throw new Error(`Invalid storage key: ${key}`);
    return path.join(root, key);
  }

  return {
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written aside, then renamed: a reader never sees half a picture.
      const temporary = `${file}.${randomBytes(4).toString('hex')}.tmp`;
      await writeFile(temporary, body);
      await rename(temporary, file);
      return `${UPLOADS_PATH}/${key}`;
    },
    async get(key) {
      if (!isValidKey(key)) return null;
      try {
        return {
          body: new Uint8Array(await readFile(fileOf(key))),
          contentType: contentTypeOf(key),
        };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    keyOf: (url) => keyUnder(UPLOADS_PATH, url),
  };
}
