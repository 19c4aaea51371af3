import { createRequire } from 'node:module';
import type * as Zxing from '@zxing/library';
import QRCode, { type QRCodeMaskPattern } from 'qrcode';

// ZXing ships CommonJS whose names Node's ESM loader cannot see; require it the CommonJS way.
const zxing = createRequire(import.meta.url)('@zxing/library') as typeof Zxing;

const LEVEL = 'M';
const SCALE = 8; // whole pixels per module: no blurred edges for a scanner to guess at
const MARGIN = 4; // the standard quiet zone, in modules
// The encoder's own choice first, then every mask in turn.
const MASKS: (QRCodeMaskPattern | undefined)[] = [undefined, 0, 1, 2, 3, 4, 5, 6, 7];

/** Whether ZXing reads `text` back from the symbol drawn exactly as the PNG will be (black on white). */
function readsBack(text: string, maskPattern: QRCodeMaskPattern | undefined): boolean {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: LEVEL, maskPattern });
  const side = (modules.size + 2 * MARGIN) * SCALE;
  const pixels = new Uint8ClampedArray(side * side).fill(255);
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (!modules.get(row, col)) continue;
      for (let y = 0; y < SCALE; y++) {
        const start = ((row + MARGIN) * SCALE + y) * side + (col + MARGIN) * SCALE;
        pixels.fill(0, start, start + SCALE);
      }
    }
  }
  try {
    const bitmap = new zxing.BinaryBitmap(new zxing.HybridBinarizer(new zxing.RGBLuminanceSource(pixels, side, side)));
    return new zxing.QRCodeReader().decode(bitmap).getText() === text;
  } catch {
    return false;
  }
}

/**
 * The QR image of a text as a PNG data URL. Some perfectly valid symbols trip up common decoders
 * (ZXing misreads a few percent of them), so the image is checked by decoding it first and, when
 * that fails, drawn with another mask pattern: every image handed out is one a scanner reads.
 */
export function qrDataUrl(text: string): Promise<string> {
  const maskPattern = MASKS.find((mask) => readsBack(text, mask));
  return QRCode.toDataURL(text, { type: 'image/png', errorCorrectionLevel: LEVEL, margin: MARGIN, scale: SCALE, maskPattern });
}
