import { z } from 'zod/mini';
import { IMAGE_PATHS, storedImageSchema } from '../../../domain/images/contracts.ts';
import { request } from '../../../lib/api-client.ts';

/** Sends pictures to the image store (multipart, parts named `file`); answers what it stored. */
export function uploadImages(files: File[]) {
  const form = new FormData();
  for (const file of files) form.append('file', file, file.name);
  return request({ method: 'POST', url: IMAGE_PATHS.images, data: form, timeout: 120_000 }, z.array(storedImageSchema));
}
