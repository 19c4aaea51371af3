/**
 * Continuous decoding of a camera stream: the browser's own BarcodeDetector where it exists
 * (Chrome on Android, Safari on macOS), else ZXing-C++ in WebAssembly (wasm-reader.ts), imported
 * only here so it loads with the camera. Every frame read is reported, with the codes found in it
 * (often none): counting a label once per appearance needs the frames without it too.
 */
export interface Decoder {
  stop: () => void;
}

/** One frame read at `at` (performance.now(), ms) and the codes found in it. */
export type FrameHandler = (codes: string[], at: number) => void;

interface NativeDetector {
  detect: (source: HTMLVideoElement) => Promise<{ rawValue: string }[]>;
}
type NativeDetectorClass = new (options?: { formats?: string[] }) => NativeDetector;

// The catalogue's UPCs are 12 or 13 digits (UPC-A, EAN-13); Code 128 and QR carry them on some
// cartons. UPC-E, EAN-8, Code 39 and ITF are not read: a partial or checksum-less read of a
// longer code as one of them counted units the pallet never had (docs/decisions.md).
const NATIVE_FORMATS = ['ean_13', 'upc_a', 'code_128', 'qr_code'];
// A pause between frames leaves the main thread to the scan, its verdict and the preview.
const FRAME_GAP_MS = 60;
// Frames wider than this are scaled down first: a label filling a fraction of a 1080p frame still
// has bars several pixels wide at 1280, and the decoder's time grows with the pixels.
const MAX_WIDTH = 1280;

function nativeDetector(): NativeDetectorClass | null {
  const candidate = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  return typeof candidate === 'function' ? candidate : null;
}

/** Runs `read` on the current frame, again and again, until stopped; null is no frame read. */
function loop(video: HTMLVideoElement, read: () => Promise<string[] | null>, onFrame: FrameHandler): Decoder {
  let running = true;
  const tick = async () => {
    if (!running) return;
    if (video.readyState >= 2) {
      try {
        const codes = await read();
        if (running && codes) onFrame(codes, performance.now());
      } catch {
        // A frame that cannot be read is skipped, and not reported as a frame without the label.
      }
    }
    if (running) setTimeout(() => void tick(), FRAME_GAP_MS);
  };
  void tick();
  return { stop: () => void (running = false) };
}

/** How a frame is drawn for the decoder: turned by `turn` degrees and enlarged `zoom` times, about its centre. */
export interface View {
  turn: number;
  zoom: number;
}

/**
 * The views tried in turn, one a frame (a label held for a second is seen in each about twice):
 * - the whole frame, for a label anywhere in it;
 * - its centre enlarged 1.6 times: ZXing's 1D reader misses bars under 2 pixels wide, and the
 *   smoothing of the enlargement gives it the edges it needs (the preview shows the operator the
 *   centre, where labels are held);
 * - the centre turned 20° either way: the reader follows rows of pixels and loses a label tilted
 *   beyond about 15°, which a hand holding a carton often does.
 */
export const VIEWS: readonly View[] = [
  { turn: 0, zoom: 1 },
  { turn: 0, zoom: 1.6 },
  { turn: 20, zoom: 1.6 },
  { turn: -20, zoom: 1.6 },
];

/** Draws a picture (a video frame, a canvas) in `view`, scaled down to MAX_WIDTH at most, and returns its pixels. */
export function frameGrabber(): (source: CanvasImageSource, width: number, height: number, view: View) => ImageData | null {
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return (source, sourceWidth, sourceHeight, { turn, zoom }) => {
    if (!context || !sourceWidth) return null;
    const scale = Math.min(1, MAX_WIDTH / sourceWidth);
    const width = Math.round(sourceWidth * scale);
    const height = Math.round(sourceHeight * scale);
    if (canvas.width !== width || canvas.height !== height) Object.assign(canvas, { width, height });
    context.setTransform(1, 0, 0, 1, 0, 0);
    context.imageSmoothingQuality = 'high';
    if (turn !== 0) {
      context.fillStyle = '#808080';
      context.fillRect(0, 0, width, height);
    }
    context.translate(width / 2, height / 2);
    context.rotate((turn * Math.PI) / 180);
    context.scale(zoom, zoom);
    context.drawImage(source, -width / 2, -height / 2, width, height);
    return context.getImageData(0, 0, width, height);
  };
}

export async function startDecoder(video: HTMLVideoElement, onFrame: FrameHandler): Promise<Decoder> {
  const Native = nativeDetector();
  if (Native) {
    const detector = new Native({ formats: NATIVE_FORMATS });
    return loop(video, async () => (await detector.detect(video)).map((b) => b.rawValue).filter(Boolean), onFrame);
  }
  const { readCodes, warmUp } = await import('./wasm-reader.ts');
  await warmUp();
  const grab = frameGrabber();
  let n = 0;
  return loop(
    video,
    async () => {
      const frame = grab(video, video.videoWidth, video.videoHeight, VIEWS[n++ % VIEWS.length]!);
      return frame ? readCodes(frame) : null;
    },
    onFrame,
  );
}
