import { IMAGE_MAX_BYTES, IMAGE_MAX_FILES } from './image-rules.ts';

const megabytes = (bytes: number) => `${bytes / (1024 * 1024)} MB`;

/** Words of the image store's calls (ours: the spec shows only the image URL check's, in image-url.ts). */
export const IMAGE_MESSAGES = {
  uploaded: (count: number) => (count === 1 ? 'Image uploaded' : `${count} images uploaded`),
  notMultipart: "Send the images as multipart/form-data, each in a part named 'file'",
  noFile: "No image was sent: add at least one file in a part named 'file'",
  unexpectedField: (name: string) => `Unexpected part '${name}': send only files named 'file'`,
  tooLarge: (name: string) => `${name}: an image may be at most ${megabytes(IMAGE_MAX_BYTES)}`,
  tooManyFiles: `At most ${IMAGE_MAX_FILES} images in one upload`,
  notAnImage: (name: string) => `${name}: only JPG and PNG images are accepted (judged by the file's contents, not its name)`,
  unreadable: (name: string) => `${name}: the image is damaged or incomplete and cannot be read`,
  tooManyPixels: (name: string) => `${name}: the picture is too large in pixels to process`,
  notFound: 'No such image',
  badKey: 'Not an image key',
  urlChecked: 'The image URL points at a JPG or PNG image',
  privateAddress: 'the address is on a private or local network',
  tooManyRedirects: 'too many redirects',
  timedOut: 'no answer in time',
  unreachable: 'the address cannot be reached',
} as const;
