import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { assertStorageKey, isStorageKey, type ListedFile, type Storage } from './storage';

/** What a file's name says about its type (keys end in the extension they were stored with). */
const TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.pdf': 'application/pdf',
  '.webm': 'audio/webm',
  '.ogg': 'audio/ogg',
};

/**
 * Files under a directory (DATA_DIR/uploads). A file is written beside its place and renamed
 * into it, so a reader never sees half of one and a crash leaves no broken file behind.
 */
export function createDiskStorage(root: string): Storage {
  const where = (key: string) => {
    assertStorageKey(key);
    return path.join(root, ...key.split('/'));
  };
  return {
    kind: 'disk',
    async put(key, body) {
      const target = where(key);
      await mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await writeFile(temporary, body);
        await rename(temporary, target);
      } finally {
        await rm(temporary, { force: true });
      }
    },
    async get(key) {
      const target = where(key);
      try {
        const info = await stat(target);
        if (!info.isFile()) return null;
        return {
          body: createReadStream(target),
          size: info.size,
          contentType: TYPES[path.extname(target)] ?? 'application/octet-stream',
        };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async has(key) {
      try {
        return (await stat(where(key))).isFile();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
        throw error;
      }
    },
    async delete(key) {
      await rm(where(key), { force: true });
    },
    async *list(prefix) {
      const folder = prefix.replace(/\/+$/, '');
      assertStorageKey(folder);
      let entries;
      try {
        entries = await readdir(where(folder), { recursive: true, withFileTypes: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw error;
      }
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const absolute = path.join(entry.parentPath, entry.name);
        const key = path.relative(root, absolute).split(path.sep).join('/');
        // Half-written files (`….tmp`) are not files of the store yet.
        if (!isStorageKey(key) || key.endsWith('.tmp')) continue;
        const info = await stat(absolute).catch(() => null);
        if (info) yield { key, modifiedAt: info.mtime } satisfies ListedFile;
      }
    },
    async close() {},
  };
}
