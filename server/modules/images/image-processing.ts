import sharp from 'sharp';
import {
  IMAGE_MAX_PIXELS,
  THUMBNAIL_HEIGHT,
  THUMBNAIL_WIDTH,
  imageTypeOfBytes,
  type ImageContentType,
} from '../../../src/domain/images/image-rules.ts';

/** A picture ready to store: re-encoded bytes, their type and size, and its 40×50 thumbnail. */
export interface ProcessedImage {
  contentType: ImageContentType;
  bytes: Buffer;
  width: number;
  height: number;
  thumbnail: Buffer;
}

/** Why a file was refused; the service words it with the file's name. */
export type ImageRefusal = 'notAnImage' | 'unreadable' | 'tooManyPixels';

export class ImageRefused extends Error {
  constructor(readonly reason: ImageRefusal) {
    super(reason);
  }
}

// Each upload is decoded once: libvips's operation cache would only hold memory for pictures never seen again.
sharp.cache(false);

const SHARP_FORMAT: Record<ImageContentType, string> = { 'image/jpeg': 'jpeg', 'image/png': 'png' };
const WHITE = { r: 255, g: 255, b: 255, alpha: 1 };
const CLEAR = { r: 255, g: 255, b: 255, alpha: 0 };

// failOn 'warning': a truncated or damaged file is refused, not stored half grey.
const decoder = (bytes: Buffer) => sharp(bytes, { failOn: 'warning', limitInputPixels: IMAGE_MAX_PIXELS });

const encode = (image: sharp.Sharp, type: ImageContentType) =>
  type === 'image/jpeg' ? image.jpeg({ quality: 90 }) : image.png({ compressionLevel: 9, effort: 4 });

/**
 * Checks a file by its bytes (JPEG or PNG signature, and sharp reads the same format), decodes it
 * whole and encodes it again in the same format: what is stored and served is only the picture,
 * upright, without trailing bytes or metadata (a phone's GPS position). Throws ImageRefused.
 */
export async function processImage(file: Buffer): Promise<ProcessedImage> {
  const contentType = imageTypeOfBytes(file);
  if (!contentType) throw new ImageRefused('notAnImage');
  let meta: sharp.Metadata;
  try {
    meta = await decoder(file).metadata();
  } catch {
    throw new ImageRefused('unreadable');
  }
  if (meta.format !== SHARP_FORMAT[contentType]) throw new ImageRefused('notAnImage');
  if (!meta.width || !meta.height) throw new ImageRefused('unreadable');
  if (meta.width * meta.height > IMAGE_MAX_PIXELS) throw new ImageRefused('tooManyPixels');

  let output: { data: Buffer; info: sharp.OutputInfo };
  try {
    output = await encode(decoder(file).rotate(), contentType).toBuffer({ resolveWithObject: true });
  } catch {
    throw new ImageRefused('unreadable');
  }
  const { width, height } = output.info;
  return { contentType, bytes: output.data, width, height, thumbnail: await thumbnailOf(output.data, contentType) };
}

/** The whole picture fitted into 40×50, on white (JPEG) or transparent (PNG) margins: a product is never cropped. */
function thumbnailOf(bytes: Buffer, type: ImageContentType): Promise<Buffer> {
  const fitted = sharp(bytes).resize(THUMBNAIL_WIDTH, THUMBNAIL_HEIGHT, {
    fit: 'contain',
    background: type === 'image/jpeg' ? WHITE : CLEAR,
  });
  return encode(fitted, type).toBuffer();
}
