/**
 * The camera's decoder off the page's thread: the page sends each camera frame as an ImageBitmap
 * (transferred, not copied) with the view to read it in; this worker draws the view on an
 * OffscreenCanvas and reads it with ZXing-C++ (wasm-reader.ts). The page stays free for the scan,
 * its verdict and the preview while a frame is decoded. Started by decoder.ts only when the camera
 * is, so the WebAssembly still loads with the camera and never on a cold start.
 */
import { readCodes, warmUp } from './wasm-reader.ts';
import { drawView, VIEWS } from './views.ts';

/** From the page: a frame to read in VIEWS[view]. */
export interface FrameRequest {
  bitmap: ImageBitmap;
  view: number;
}
/** To the page: 'ready' once the WebAssembly is compiled, then the codes of each frame (null: not read). */
export type WorkerReply = { ready: true } | { ready: false; error: string } | { codes: string[] | null };

const scope = self as unknown as {
  postMessage: (message: WorkerReply) => void;
  onmessage: ((event: MessageEvent<FrameRequest>) => void) | null;
};
const canvas = new OffscreenCanvas(1, 1);
const context = canvas.getContext('2d', { willReadFrequently: true });

scope.onmessage = ({ data: { bitmap, view } }) => {
  void (async () => {
    try {
      const image = context && drawView(canvas, context, bitmap, bitmap.width, bitmap.height, VIEWS[view % VIEWS.length]!);
      scope.postMessage({ codes: image ? await readCodes(image) : null });
    } catch {
      scope.postMessage({ codes: null });
    } finally {
      bitmap.close();
    }
  })();
};

warmUp().then(
  () => scope.postMessage({ ready: !!context } as WorkerReply),
  (error: unknown) => scope.postMessage({ ready: false, error: String(error) }),
);
