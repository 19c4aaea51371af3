import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { IMAGE_KEY_PATTERN } from '../../../src/domain/images/contracts.ts';
import type { ImageStorage } from './image-storage.ts';

/** The folder of the image files under DATA_DIR. */
export const imagesDirOf = (dataDir: string) => join(dataDir, 'images');

const isMissing = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Image files on the local disk: `<root>/<first two characters of the key>/<key>`, so no folder
 * holds more than a few thousand files. Folders 0700 and files 0600 like the rest of DATA_DIR.
 * Only keys of the store's own shape reach a path, so no key can name a file outside the root.
 */
export function localDiskStorage(root: string): ImageStorage {
  const pathOf = (key: string) => {
    if (!IMAGE_KEY_PATTERN.test(key)) throw new Error(`Not an image key: ${JSON.stringify(key.slice(0, 80))}`);
    return { dir: join(root, key.slice(0, 2)), file: join(root, key.slice(0, 2), key) };
  };

  return {
    async put(key, bytes) {
      const { dir, file } = pathOf(key);
      await mkdir(dir, { recursive: true, mode: 0o700 });
      // Written beside, flushed, then renamed: a reader never sees half a file, even after a crash.
      const temp = join(dir, `.${key}.${randomBytes(6).toString('hex')}.part`);
      const handle = await open(temp, 'wx', 0o600);
      try {
        await handle.writeFile(bytes);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(temp, file).catch(async (err) => {
        await rm(temp, { force: true });
        throw err;
      });
    },

    async get(key) {
      try {
        return await readFile(pathOf(key).file);
      } catch (err) {
        if (isMissing(err)) return undefined;
        throw err;
      }
    },

    async stream(key) {
      try {
        // Length and bytes from one open file: a delete in between cannot make them disagree.
        const handle = await open(pathOf(key).file, 'r');
        const { size } = await handle.stat();
        return { body: handle.createReadStream(), size };
      } catch (err) {
        if (isMissing(err)) return undefined;
        throw err;
      }
    },

    async delete(key) {
      await rm(pathOf(key).file, { force: true });
    },
  };
}
