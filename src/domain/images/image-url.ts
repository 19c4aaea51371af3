import { wordsIn, type Msg } from '../words/words.ts';
import type { imagesWords } from './words.ts';

const w = wordsIn<typeof imagesWords>('images');

/** The image URL check of spec 000 §5, with its exact messages (words.ts `url`). */
export const IMAGE_URL_MESSAGES = {
  format: w('url.format'),
  /** `reason`: the remote server's status text, or one of IMAGE_MESSAGES' reasons already said in the reader's language. */
  fetchFailed: (reason: string) => w('url.fetchFailed', { reason }),
  contentType: w('url.contentType'),
} as const;

/** Longest address checked: far beyond any real image address, short enough to log. */
export const IMAGE_URL_MAX_LENGTH = 2048;

const IMAGE_URL = /^https?:\/\/[^\s/?#]+\/\S*\.(jpg|png)$/i;

/**
 * The format half of the check, as the form runs it before asking the server: an http or https
 * address with a host, ending .jpg or .png (any case). Answers the spec's message, or undefined
 * when the address passes.
 */
export function imageUrlFormatError(url: string): Msg | undefined {
  if (url.length > IMAGE_URL_MAX_LENGTH || !IMAGE_URL.test(url)) return IMAGE_URL_MESSAGES.format;
  try {
    const parsed = new URL(url);
    return parsed.hostname ? undefined : IMAGE_URL_MESSAGES.format;
  } catch {
    return IMAGE_URL_MESSAGES.format;
  }
}

/** Whether a HEAD answer's content type is one the store takes (jpeg or png, parameters ignored). */
export function isImageContentType(contentType: string | null | undefined): boolean {
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase();
  return type === 'image/jpeg' || type === 'image/png';
}
