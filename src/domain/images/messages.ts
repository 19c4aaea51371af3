import { wordsIn } from '../words/words.ts';
import { IMAGE_MAX_BYTES, IMAGE_MAX_FILES } from './image-rules.ts';
import type { imagesWords } from './words.ts';

const w = wordsIn<typeof imagesWords>('images');

/** Words of the image store's calls (ours: the spec shows only the image URL check's, in image-url.ts). */
export const IMAGE_MESSAGES = {
  uploaded: (count: number) => w('uploaded', { count }),
  notMultipart: w('notMultipart'),
  noFile: w('noFile'),
  unexpectedField: (name: string) => w('unexpectedField', { name }),
  /** What unexpectedField names when the part was a text field. */
  aTextField: w('aTextField'),
  tooLarge: (name: string) => w('tooLarge', { name, megabytes: IMAGE_MAX_BYTES / (1024 * 1024) }),
  tooManyFiles: w('tooManyFiles', { count: IMAGE_MAX_FILES }),
  notAnImage: (name: string) => w('notAnImage', { name }),
  unreadable: (name: string) => w('unreadable', { name }),
  tooManyPixels: (name: string) => w('tooManyPixels', { name }),
  notFound: w('notFound'),
  badKey: w('rules.badKey'),
  urlChecked: w('urlChecked'),
  /** Why a HEAD request of the image URL check failed: the reason of 'Failed to fetch image: …'. */
  privateAddress: w('url.privateAddress'),
  tooManyRedirects: w('url.tooManyRedirects'),
  timedOut: w('url.timedOut'),
  unreachable: w('url.unreachable'),
} as const;
