import { isValidKey, keyUnder, type Storage, type StoredFile, UPLOADS_PATH } from './storage.ts';

/** A storage double for tests: keeps files in memory and records what was done. */
export function createMemoryStorage() {
  const files = new Map<string, StoredFile>();
  const calls: { op: 'put' | 'delete'; key: string }[] = [];
  const storage: Storage = {
    async put(key, body, contentType) {
      if (!isValidKey(key)) throw new Error(`Invalid storage key: ${key}`);
      calls.push({ op: 'put', key });
      files.set(key, { body, contentType });
      return `${UPLOADS_PATH}/${key}`;
    },
    get: async (key) => files.get(key) ?? null,
    async delete(key) {
      calls.push({ op: 'delete', key });
      files.delete(key);
    },
    keyOf: (url) => keyUnder(UPLOADS_PATH, url),
  };
  return { storage, files, calls };
}
