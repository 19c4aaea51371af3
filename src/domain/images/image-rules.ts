/** Limits and formats of the image store (issue 14; spec 001 §9), shared by the upload form and the server. */

/** The largest image file accepted, before any processing: 5 MiB. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Files one upload may carry: a product's main and secondary images with room to spare. */
export const IMAGE_MAX_FILES = 10;
/**
 * The largest picture in pixels (width × height) decoded: a small file can declare an enormous
 * picture, and decoding it would take gigabytes of memory. 40 megapixels fits any studio shot.
 */
export const IMAGE_MAX_PIXELS = 40_000_000;
/** Thumbnails are 40 wide and 50 high (spec 001 §9 "Thumbnails 40x50"). */
export const THUMBNAIL_WIDTH = 40;
export const THUMBNAIL_HEIGHT = 50;

export const IMAGE_CONTENT_TYPES = ['image/jpeg', 'image/png'] as const;
export type ImageContentType = (typeof IMAGE_CONTENT_TYPES)[number];

/** The file extension stored and served for each type. */
export const IMAGE_EXTENSIONS: Record<ImageContentType, 'jpg' | 'png'> = { 'image/jpeg': 'jpg', 'image/png': 'png' };

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];

const startsWith = (bytes: Uint8Array, signature: number[]) =>
  bytes.length >= signature.length && signature.every((b, i) => bytes[i] === b);

/**
 * The image type a file's first bytes declare (JPEG or PNG), or undefined for anything else.
 * Names and the client's content type are never asked: a renamed program is still a program.
 */
export function imageTypeOfBytes(bytes: Uint8Array): ImageContentType | undefined {
  if (startsWith(bytes, JPEG_SIGNATURE)) return 'image/jpeg';
  if (startsWith(bytes, PNG_SIGNATURE)) return 'image/png';
  return undefined;
}
