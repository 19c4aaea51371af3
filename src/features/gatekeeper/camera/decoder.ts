/**
 * Continuous decoding of a camera stream: the browser's own BarcodeDetector where it exists
 * (Chrome on Android, Safari on macOS), else ZXing-C++ in WebAssembly (wasm-reader.ts), in a worker
 * (decode-worker.ts) where the browser has OffscreenCanvas, on the page otherwise. Both are imported
 * only here, so they load with the camera. Every frame read is reported, with the codes found in it
 * (often none) and the view it was read in: counting a label once per appearance needs the frames
 * without it too, and confirming a read needs two views (appearance.ts).
 */
import { drawView, VIEWS } from './views.ts';
import type { FrameRequest, WorkerReply } from './decode-worker.ts';

export interface Decoder {
  stop: () => void;
}

/** One frame read at `at` (performance.now(), ms), the codes found in it and the view it was read in (none for the browser's detector). */
export type FrameHandler = (codes: string[], at: number, view?: string) => void;

interface NativeDetector {
  detect: (source: HTMLVideoElement) => Promise<{ rawValue: string }[]>;
}
type NativeDetectorClass = new (options?: { formats?: string[] }) => NativeDetector;

// The catalogue's UPCs are 12 or 13 digits (UPC-A, EAN-13); Code 128 and QR carry them on some
// cartons. UPC-E, EAN-8, Code 39 and ITF are not read: a partial or checksum-less read of a
// longer code as one of them counted units the pallet never had (docs/decisions.md).
const NATIVE_FORMATS = ['ean_13', 'upc_a', 'code_128', 'qr_code'];
// A pause between frames decoded on the page leaves its thread to the scan, its verdict and the preview.
const PAGE_FRAME_GAP_MS = 60;
// In a worker the page's thread is free: a short pause, so a frame is read about as often as the
// camera gives one (a phone's camera gives 30 a second) rather than burning a core on repeats.
const WORKER_FRAME_GAP_MS = 15;

function nativeDetector(): NativeDetectorClass | null {
  const candidate = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  return typeof candidate === 'function' ? candidate : null;
}

/** Reads the current frame in VIEWS[view]: the codes found, or null for no frame read. */
type FrameReader = (video: HTMLVideoElement, view: number) => Promise<string[] | null>;

/** Runs `read` on the current frame, again and again, `gapMs` apart, until stopped. */
function loop(
  video: HTMLVideoElement,
  read: FrameReader,
  views: boolean,
  gapMs: number,
  onFrame: FrameHandler,
  onStop = () => {},
): Decoder {
  let running = true;
  let n = 0;
  const tick = async () => {
    if (!running) return;
    if (video.readyState >= 2) {
      const view = n++ % VIEWS.length;
      try {
        const codes = await read(video, view);
        if (running && codes) onFrame(codes, performance.now(), views ? viewKey(view) : undefined);
      } catch {
        // A frame that cannot be read is skipped, and not reported as a frame without the label.
      }
    }
    if (running) setTimeout(() => void tick(), gapMs);
  };
  void tick();
  return {
    stop: () => {
      running = false;
      onStop();
    },
  };
}

/**
 * The view's key for appearance.ts: its scale. A small label's misread comes from how its bars
 * were resampled, which a turn of the same scale repeats; a view of another scale does not.
 */
export function viewKey(view: number): string {
  return `×${VIEWS[view % VIEWS.length]!.zoom}`;
}

/** Draws a picture (a video frame, a canvas) in a view on a canvas of the page, and returns its pixels. */
export function frameGrabber(): (source: CanvasImageSource, width: number, height: number, view: number) => ImageData | null {
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return (source, width, height, view) => (context ? drawView(canvas, context, source, width, height, VIEWS[view % VIEWS.length]!) : null);
}

/** ZXing-C++ on the page's thread, where the browser has no OffscreenCanvas. */
async function pageReader(): Promise<FrameReader> {
  const { readCodes, warmUp } = await import('./wasm-reader.ts');
  await warmUp();
  const grab = frameGrabber();
  return async (video, view) => {
    const frame = grab(video, video.videoWidth, video.videoHeight, view);
    return frame ? readCodes(frame) : null;
  };
}

/** ZXing-C++ in a worker, each frame handed over as an ImageBitmap; null where the browser cannot. */
async function workerReader(): Promise<{ read: FrameReader; close: () => void } | null> {
  if (typeof Worker !== 'function' || typeof OffscreenCanvas !== 'function' || typeof createImageBitmap !== 'function') return null;
  let worker: Worker;
  try {
    worker = new Worker(new URL('./decode-worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return null;
  }
  let pending: ((codes: string[] | null) => void) | null = null;
  const ready = new Promise<boolean>((resolve) => {
    worker.onerror = () => resolve(false);
    worker.onmessage = ({ data }: MessageEvent<WorkerReply>) => {
      if ('ready' in data) resolve(data.ready);
      else {
        pending?.(data.codes);
        pending = null;
      }
    };
  });
  if (!(await ready)) {
    worker.terminate();
    return null;
  }
  // A worker that fails later reads no more frames, rather than hanging the loop.
  worker.onerror = () => {
    pending?.(null);
    pending = null;
  };
  return {
    read: async (video, view) => {
      const bitmap = await createImageBitmap(video);
      return new Promise<string[] | null>((resolve) => {
        pending = resolve;
        worker.postMessage({ bitmap, view } satisfies FrameRequest, [bitmap]);
      });
    },
    close: () => worker.terminate(),
  };
}

export async function startDecoder(video: HTMLVideoElement, onFrame: FrameHandler): Promise<Decoder> {
  const Native = nativeDetector();
  if (Native) {
    const detector = new Native({ formats: NATIVE_FORMATS });
    const read: FrameReader = async (source) => (await detector.detect(source)).map((b) => b.rawValue).filter(Boolean);
    return loop(video, read, false, PAGE_FRAME_GAP_MS, onFrame);
  }
  const inWorker = await workerReader();
  if (inWorker) return loop(video, inWorker.read, true, WORKER_FRAME_GAP_MS, onFrame, inWorker.close);
  return loop(video, await pageReader(), true, PAGE_FRAME_GAP_MS, onFrame);
}
