import type { Readable } from 'node:stream';
import { imagesDirOf, localDiskStorage } from './local-disk-storage.ts';

/**
 * Where the image store keeps its files, by key. Keys are the store's own (the SHA-256 of the
 * bytes and an extension, IMAGE_KEY_PATTERN); an implementation refuses any other. The local disk
 * under DATA_DIR is the default; an S3-compatible bucket would be another implementation of the
 * same four calls (docs/operations.md).
 */
export interface ImageStorage {
  /** Stores the bytes under the key; storing the same key again leaves the same bytes. */
  put(key: string, bytes: Buffer): Promise<void>;
  /** The bytes of a key, or undefined when there is none. */
  get(key: string): Promise<Buffer | undefined>;
  /** A stream of a key's bytes and their length, or undefined when there is none. */
  stream(key: string): Promise<{ body: Readable; size: number } | undefined>;
  /** Removes a key; a key that is not there is not an error. */
  delete(key: string): Promise<void>;
}

/**
 * The storage the configuration names: the local disk under DATA_DIR/images. An S3-compatible
 * bucket would be chosen here from its settings (docs/operations.md).
 */
export function imageStorageFor(config: { DATA_DIR: string }): ImageStorage {
  return localDiskStorage(imagesDirOf(config.DATA_DIR));
}
