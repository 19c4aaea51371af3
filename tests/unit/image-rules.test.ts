import { describe, expect, it } from 'vitest';
import { IMAGE_KEY_PATTERN } from '../../src/domain/images/contracts.ts';
import { imageTypeOfBytes } from '../../src/domain/images/image-rules.ts';
import { IMAGE_URL_MESSAGES, imageUrlFormatError, isImageContentType } from '../../src/domain/images/image-url.ts';
import { imagesWords } from '../../src/domain/images/words.ts';

describe('the image URL format (spec 000 §5), as the form checks it', () => {
  it('passes http and https addresses ending .jpg or .png', () => {
    for (const url of ['https://cdn.example.com/p/123/main.jpg', 'http://example.com/a.PNG', 'https://example.com:8443/x/y.z.jpg']) {
      expect(imageUrlFormatError(url), url).toBeUndefined();
    }
  });

  it("answers 'Invalid image URL format. jpg or png' for anything else", () => {
    for (const url of [
      '',
      'cdn.example.com/a.jpg',
      'ftp://example.com/a.jpg',
      'https://example.com/a.jpeg',
      'https://example.com/a.gif',
      'https://example.com/a.jpg?size=large',
      'https://example.com/.jpg/page',
      'https:///a.jpg',
      'https://exa mple.com/a.jpg',
      `https://example.com/${'a'.repeat(2100)}.jpg`,
    ]) {
      expect(imageUrlFormatError(url), url).toEqual(IMAGE_URL_MESSAGES.format);
    }
    expect(IMAGE_URL_MESSAGES.format).toEqual({ key: 'images:url.format' });
    expect(imagesWords.en.url.format).toBe('Invalid image URL format. jpg or png');
  });

  it('words the other two failures as the spec does', () => {
    expect(IMAGE_URL_MESSAGES.fetchFailed('Not Found')).toEqual({ key: 'images:url.fetchFailed', params: { reason: 'Not Found' } });
    expect(imagesWords.en.url.fetchFailed).toBe('Failed to fetch image: {{reason}}');
    expect(imagesWords.en.url.contentType).toBe('Invalid image content type. Only JPG and PNG supported.');
  });

  it('takes jpeg and png content types only, with or without parameters', () => {
    expect(isImageContentType('image/jpeg')).toBe(true);
    expect(isImageContentType('IMAGE/PNG; charset=binary')).toBe(true);
    for (const type of ['image/gif', 'image/webp', 'text/html', '', null, undefined]) expect(isImageContentType(type)).toBe(false);
  });
});

describe('image types by their bytes', () => {
  it('knows JPEG and PNG by their signatures and nothing else', () => {
    expect(imageTypeOfBytes(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]))).toBe('image/jpeg');
    expect(imageTypeOfBytes(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png');
    expect(imageTypeOfBytes(new TextEncoder().encode('MZ\x90\x00'))).toBeUndefined();
    expect(imageTypeOfBytes(new TextEncoder().encode('GIF89a'))).toBeUndefined();
    expect(imageTypeOfBytes(Uint8Array.from([0x89, 0x50, 0x4e]))).toBeUndefined();
    expect(imageTypeOfBytes(new Uint8Array())).toBeUndefined();
  });

  it('keys are a SHA-256 in lower-case hex and the extension', () => {
    expect(IMAGE_KEY_PATTERN.test(`${'ab'.repeat(32)}.jpg`)).toBe(true);
    for (const key of [`${'AB'.repeat(32)}.jpg`, `${'ab'.repeat(32)}.gif`, `../${'ab'.repeat(31)}.png`, `${'ab'.repeat(32)}.jpg/x`]) {
      expect(IMAGE_KEY_PATTERN.test(key), key).toBe(false);
    }
  });
});
