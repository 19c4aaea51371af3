/** The image URL check of spec 000 §5, with its exact messages. */
export const IMAGE_URL_MESSAGES = {
  format: 'Invalid image URL format. jpg or png',
  fetchFailed: (statusText: string) => `Failed to fetch image: ${statusText}`,
  contentType: 'Invalid image content type. Only JPG and PNG supported.',
} as const;

/** Longest address checked: far beyond any real image address, short enough to log. */
export const IMAGE_URL_MAX_LENGTH = 2048;

const IMAGE_URL = /^https?:\/\/[^\s/?#]+\/\S*\.(jpg|png)$/i;

/**
 * The format half of the check, as the form runs it before asking the server: an http or https
 * address with a host, ending .jpg or .png (any case). Answers the spec's message, or undefined
 * when the address passes.
 */
export function imageUrlFormatError(url: string): string | undefined {
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
