import { createReadStream } from 'node:fs';
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage } from './storage.js';

/**
 * Files in a folder, for development and tests: each key is a file, its content type beside it.
 * One replica only; a cluster uses S3.
 */
export function localStorage(directory: string): FileStorage {
  const pathOf = (key: string) => path.join(directory, key);
  const typePathOf = (key: string) => `${pathOf(key)}.type`;

  return {
    async put(key, bytes, contentType) {
      await mkdir(path.dirname(pathOf(key)), { recursive: true });
      await writeFile(pathOf(key), bytes);
      await writeFile(typePathOf(key), contentType);
    },

    async get(key) {
      try {
        const [{ size }, contentType] = await Promise.all([
          stat(pathOf(key)),
          readFile(typePathOf(key), 'utf8'),
        ]);
        return { body: createReadStream(pathOf(key)), size, contentType };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      await rm(pathOf(key), { force: true });
      await rm(typePathOf(key), { force: true });
    },
  };
}

function isMissing(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'ENOENT';
}
