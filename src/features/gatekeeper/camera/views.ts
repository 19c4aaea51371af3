/**
 * How a camera frame is shown to ZXing-C++: turned and enlarged about its centre (VIEWS), drawn on
 * a canvas of the page or of the decoding worker (decode-worker.ts). No DOM beyond a 2D context.
 */

/** A frame turned by `turn` degrees and enlarged `zoom` times about its centre. */
export interface View {
  turn: number;
  zoom: number;
}

/**
 * The views tried in turn, one a frame, chosen on the seeded corpus of degraded labels
 * (e2e/support/label-corpus.ts; docs/decisions.md has the figures):
 * - the whole frame, for a label anywhere in it, and the whole frame made smaller: a label close to
 *   the lens, too large for the enlarged views, must be read at two scales too;
 * - the centre enlarged: ZXing's 1D reader misses bars under 2 pixels wide, and the smoothing of
 *   the enlargement gives it the edges it needs (the preview shows the operator the centre, where
 *   labels are held);
 * - the centre turned either way: the reader follows rows of pixels and loses a small label tilted
 *   beyond about 10°, which a hand holding a carton often does.
 * Each view misreads a few labels the others read right (its resampling makes one bar look like
 * its neighbour), and hardly ever the same way as a view of another zoom (2 labels of 240, in
 * views not chosen here): appearance.ts counts a code only once it was read in two zooms.
 */
export const VIEWS: readonly View[] = [
  { turn: 0, zoom: 1 },
  { turn: 10, zoom: 2.2 },
  { turn: -10, zoom: 1.3 },
  { turn: 13, zoom: 2.5 },
  { turn: 0, zoom: 0.7 },
  { turn: 0, zoom: 1.8 },
  { turn: -10, zoom: 2.2 },
  { turn: 10, zoom: 1.3 },
  { turn: -13, zoom: 2.5 },
];

/**
 * A view's pixels are at most this wide: frames of a 1280×720 camera are drawn at half size
 * whole, and their enlarged centres at the camera's own resolution, so a frame costs the same to
 * decode whatever the camera's resolution (the decoder's time grows with the pixels).
 */
export const VIEW_WIDTH = 640;

/** What a view is drawn on: a page's canvas or a worker's OffscreenCanvas, with its 2D context. */
export interface Surface {
  width: number;
  height: number;
}
type Context2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

/** Draws `source` (sourceWidth × sourceHeight) in `view` on `canvas` and returns its pixels. */
export function drawView(
  canvas: Surface,
  context: Context2D,
  source: CanvasImageSource,
  sourceWidth: number,
  sourceHeight: number,
  { turn, zoom }: View,
): ImageData | null {
  if (!sourceWidth || !sourceHeight) return null;
  const scale = Math.min(1, VIEW_WIDTH / sourceWidth);
  // A view made smaller is drawn on a canvas as much smaller: it costs less to decode.
  const shrink = Math.min(1, zoom);
  const width = Math.round(sourceWidth * scale * shrink);
  const height = Math.round(sourceHeight * scale * shrink);
  if (canvas.width !== width || canvas.height !== height) Object.assign(canvas, { width, height });
  context.setTransform(1, 0, 0, 1, 0, 0);
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  if (turn !== 0) {
    // The corners a turn uncovers are a flat grey, not the last frame's.
    context.fillStyle = '#808080';
    context.fillRect(0, 0, width, height);
  }
  context.translate(width / 2, height / 2);
  context.rotate((turn * Math.PI) / 180);
  context.scale(zoom * scale, zoom * scale);
  context.drawImage(source, -sourceWidth / 2, -sourceHeight / 2, sourceWidth, sourceHeight);
  return context.getImageData(0, 0, width, height);
}
