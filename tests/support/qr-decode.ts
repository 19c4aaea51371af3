import { createRequire } from 'node:module';
import type * as Zxing from '@zxing/library';
import { PNG } from 'pngjs';

// ZXing ships CommonJS whose names Node's ESM loader cannot see; require it the CommonJS way.
const { BinaryBitmap, HybridBinarizer, QRCodeReader, RGBLuminanceSource } = createRequire(import.meta.url)(
  '@zxing/library',
) as typeof Zxing;

/** Reads the text of a QR code in a PNG, as a phone's camera would: pixels to luminance, then ZXing. */
export function decodeQrPng(png: Buffer): string {
  const { width, height, data } = PNG.sync.read(png);
  const luminance = new Uint8ClampedArray(width * height);
  for (let i = 0; i < width * height; i++) {
    const [r, g, b, a] = [data[i * 4]!, data[i * 4 + 1]!, data[i * 4 + 2]!, data[i * 4 + 3]!];
    // Transparent pixels read as the white page behind them.
    const over = (c: number) => (c * a + 255 * (255 - a)) / 255;
    luminance[i] = (over(r) * 299 + over(g) * 587 + over(b) * 114) / 1000;
  }
  const bitmap = new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(luminance, width, height)));
  return new QRCodeReader().decode(bitmap).getText();
}

/** The PNG bytes of a `data:image/png;base64,…` URL; throws for anything else. */
export function pngOfDataUrl(url: string): Buffer {
  const match = /^data:image\/png;base64,([A-Za-z0-9+/=]+)$/.exec(url);
  if (!match) throw new Error(`Not a PNG data URL: ${url.slice(0, 40)}…`);
  return Buffer.from(match[1]!, 'base64');
}

/** The parts of an otpauth://totp URI an authenticator app reads. */
export function parseOtpauth(uri: string) {
  const url = new URL(uri);
  if (url.protocol !== 'otpauth:' || url.host !== 'totp') throw new Error(`Not an otpauth://totp URI: ${uri}`);
  const [issuer, account] = url.pathname.replace(/^\//, '').split(':').map(decodeURIComponent);
  const params = Object.fromEntries(url.searchParams);
  return { labelIssuer: issuer, account, ...params } as {
    labelIssuer: string;
    account: string;
    secret: string;
    issuer: string;
    algorithm: string;
    digits: string;
    period: string;
  };
}
