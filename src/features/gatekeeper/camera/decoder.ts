/**
 * Continuous decoding of a camera stream: the browser's own BarcodeDetector where it exists
 * (Chrome on Android), else @zxing/browser, imported only here so it loads with the camera.
 */
export interface Decoder {
  stop: () => void;
}

interface NativeDetector {
  detect: (source: HTMLVideoElement) => Promise<{ rawValue: string }[]>;
}
type NativeDetectorClass = new (options?: { formats?: string[] }) => NativeDetector;

const FORMATS = ['ean_13', 'ean_8', 'upc_a', 'upc_e', 'code_128', 'code_39', 'itf', 'qr_code'];
const NATIVE_INTERVAL_MS = 120;

function nativeDetector(): NativeDetectorClass | null {
  const candidate = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  return typeof candidate === 'function' ? candidate : null;
}

export async function startDecoder(video: HTMLVideoElement, stream: MediaStream, onCode: (code: string) => void): Promise<Decoder> {
  const Native = nativeDetector();
  if (Native) {
    const detector = new Native({ formats: FORMATS });
    let running = true;
    const tick = async () => {
      if (!running) return;
      try {
        if (video.readyState >= 2) (await detector.detect(video)).forEach((b) => b.rawValue && onCode(b.rawValue));
      } catch {
        // A frame that cannot be read is skipped; the next one is tried.
      }
      if (running) setTimeout(() => void tick(), NATIVE_INTERVAL_MS);
    };
    void tick();
    return { stop: () => void (running = false) };
  }
  const { BrowserMultiFormatReader } = await import('@zxing/browser');
  const reader = new BrowserMultiFormatReader();
  const controls = await reader.decodeFromStream(stream, video, (result) => {
    if (result) onCode(result.getText());
  });
  return { stop: () => controls.stop() };
}

/** Passes a code on unless it is the same code seen within `windowMs` (a camera sees one label many times). */
export function dedupe(onCode: (code: string) => void, windowMs = 1500): (code: string) => void {
  let last = '';
  let lastAt = 0;
  return (code) => {
    const now = Date.now();
    if (code === last && now - lastAt < windowMs) return;
    last = code;
    lastAt = now;
    onCode(code);
  };
}
