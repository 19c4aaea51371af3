/**
 * ZXing-C++ compiled to WebAssembly (zxing-wasm): the camera's decoder where the browser has no
 * BarcodeDetector (iPhones, desktop Chromium). It reads blurred, low-contrast, small and tilted
 * labels that @zxing/browser misses (docs/decisions.md has the figures). The .wasm file is a
 * hashed asset of our own build, precached by the service worker: the devices are often offline,
 * so it is never fetched from a CDN. This module is imported only when the camera starts.
 */
import { prepareZXingModule, readBarcodes, type ReaderOptions } from 'zxing-wasm/reader';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

prepareZXingModule({
  overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path) },
});

const OPTIONS: ReaderOptions = {
  // As decoder.ts's NATIVE_FORMATS: 12- and 13-digit UPCs, and Code 128 and QR.
  formats: ['EAN13', 'UPCA', 'Code128', 'QRCode'],
  tryHarder: true,
  tryRotate: true,
  tryInvert: false,
  // Downscaled copies of a frame cost a tenth more and read no label more on the corpus; their
  // reads of small labels were misreads (docs/decisions.md).
  tryDownscale: false,
  // Three scan lines must agree before a linear code is believed: a misread counts a wrong unit.
  minLineCount: 3,
  maxNumberOfSymbols: 4,
};

/** The codes found in one frame (none, usually, between labels); only valid reads, check digit included. */
export async function readCodes(image: ImageData): Promise<string[]> {
  const results = await readBarcodes(image, OPTIONS);
  return results.filter((r) => r.isValid && r.text).map((r) => r.text);
}

/** Loads and compiles the WebAssembly now, so the first frame does not wait for it. */
export async function warmUp(): Promise<void> {
  await readBarcodes(new ImageData(1, 1), OPTIONS);
}
