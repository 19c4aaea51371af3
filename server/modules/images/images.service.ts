import { createHash } from 'node:crypto';
import { IMAGE_PATHS, type StoredImage } from '../../../src/domain/images/contracts.ts';
import { IMAGE_EXTENSIONS, type ImageContentType } from '../../../src/domain/images/image-rules.ts';
import { IMAGE_MESSAGES } from '../../../src/domain/images/messages.ts';
import type { Db } from '../../db/connect.ts';
import { HttpError } from '../../plugins/http-error.ts';
import type { Actor } from '../../shared/actor.ts';
import { ImageRefused, processImage, type ProcessedImage } from './image-processing.ts';
import type { ImageStorage } from './image-storage.ts';
import * as repo from './images.repository.ts';

export { imageStorageFor, type ImageStorage } from './image-storage.ts';

/** A file as it arrived: the name it was sent under (only for messages) and its bytes. */
export interface UploadedFile {
  name: string;
  bytes: Buffer;
}

/** A key names its bytes: their SHA-256 and the type's extension. */
const keyOf = (bytes: Buffer, type: ImageContentType) => `${sha256(bytes)}.${IMAGE_EXTENSIONS[type]}`;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

function toStoredImage(row: repo.StoredImageRow): StoredImage {
  return {
    id: row.id,
    key: row.storage_key,
    url: IMAGE_PATHS.image(row.storage_key),
    thumbnailKey: row.thumbnail_key,
    thumbnailUrl: IMAGE_PATHS.image(row.thumbnail_key),
    contentType: row.content_type,
    width: row.width,
    height: row.height,
    bytes: row.bytes,
    createdName: row.created_name,
    createdDateUTC: new Date(row.created_date_utc).toISOString(),
  };
}

async function processOrRefuse(file: UploadedFile): Promise<ProcessedImage> {
  try {
    return await processImage(file.bytes);
  } catch (err) {
    if (!(err instanceof ImageRefused)) throw err;
    const status = err.reason === 'notAnImage' ? 415 : 400;
    const message = IMAGE_MESSAGES[err.reason](file.name);
    throw new HttpError(status, message, [{ field: 'file', message }]);
  }
}

/** Stores one processed picture and its thumbnail, then its row: a row never names a missing file. */
async function storeProcessed(db: Db, storage: ImageStorage, image: ProcessedImage, by: Actor): Promise<StoredImage> {
  const key = keyOf(image.bytes, image.contentType);
  const thumbnailKey = keyOf(image.thumbnail, image.contentType);
  await storage.put(key, image.bytes);
  await storage.put(thumbnailKey, image.thumbnail);
  const row = await repo.insertOrFind(
    db,
    {
      storage_key: key,
      sha256: key.slice(0, 64),
      content_type: image.contentType,
      width: image.width,
      height: image.height,
      bytes: image.bytes.length,
      thumbnail_key: thumbnailKey,
    },
    by,
  );
  return toStoredImage(row);
}

/**
 * Checks every file first (JPG or PNG by its bytes, decoded whole; 415 or 400 naming the file),
 * then stores them with their 40×50 thumbnails: one bad file stores none. A picture stored before
 * answers its existing record.
 */
export async function uploadImages(db: Db, storage: ImageStorage, files: UploadedFile[], by: Actor): Promise<StoredImage[]> {
  const processed: ProcessedImage[] = [];
  // One at a time: decoding is heavy and the server's cores are shared with every other request.
  for (const file of files) processed.push(await processOrRefuse(file));
  const stored: StoredImage[] = [];
  for (const image of processed) stored.push(await storeProcessed(db, storage, image, by));
  return stored;
}

/** Stores one picture from its bytes (the seed's and other modules' way in); throws HttpError as an upload would. */
export async function storeImage(db: Db, storage: ImageStorage, file: UploadedFile, by: Actor): Promise<StoredImage> {
  return storeProcessed(db, storage, await processOrRefuse(file), by);
}

/** One stored image by id, or undefined. */
export async function findImage(db: Db, id: number): Promise<StoredImage | undefined> {
  const row = await repo.findById(db, id);
  return row && toStoredImage(row);
}

/** Stored images by id, for a list of them (ids not found are absent). */
export async function findImages(db: Db, ids: readonly number[]): Promise<Map<number, StoredImage>> {
  const rows = await repo.findByIds(db, [...new Set(ids)]);
  return new Map(rows.map((row) => [row.id, toStoredImage(row)]));
}

/** Removes an image's row and those of its files no other image uses; false for an unknown id. */
export async function deleteImage(db: Db, storage: ImageStorage, id: number): Promise<boolean> {
  const row = await repo.deleteById(db, id);
  if (!row) return false;
  for (const key of new Set([row.storage_key, row.thumbnail_key])) if (!(await repo.fileInUse(db, key))) await storage.delete(key);
  return true;
}

/** The bytes of a stored image or thumbnail for serving, by key; undefined when there is none. */
export function openImage(storage: ImageStorage, key: string) {
  return storage.stream(key);
}
