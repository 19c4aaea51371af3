/**
 * A page that runs the gatekeeper camera's own decoder modules (built by Vite as the app builds
 * them, the WebAssembly served from this page's origin) on a fake camera and on still images, for
 * the decode-rate measurement (decode-harness.ts). 'zxing-browser' is the decoder the camera used
 * before, called as it was then, for the figures before and after.
 */
import { frameGrabber, startDecoder, viewKey } from '../../../src/features/gatekeeper/camera/decoder.ts';
import { VIEWS } from '../../../src/features/gatekeeper/camera/views.ts';

export type HarnessDecoder = 'zxing-wasm' | 'zxing-browser';

/** Every frame the decoder read while the camera ran: the codes in it, when (ms since the camera started) and in which view. */
export interface CameraRun {
  frames: { codes: string[]; at: number; view?: string }[];
}

function greyImage(base64: string, width: number, height: number): ImageData {
  const text = atob(base64);
  const image = new ImageData(width, height);
  const rgba = image.data;
  for (let i = 0; i < text.length; i += 1) {
    const v = text.charCodeAt(i);
    rgba[i * 4] = v;
    rgba[i * 4 + 1] = v;
    rgba[i * 4 + 2] = v;
    rgba[i * 4 + 3] = 255;
  }
  return image;
}

async function zxingBrowserReader() {
  const { BrowserMultiFormatReader } = await import('@zxing/browser');
  return new BrowserMultiFormatReader();
}

const run: CameraRun = { frames: [] };
let stop: () => void = () => undefined;

const harness = {
  /** Starts the camera and decodes it until stopCamera; ZXing-C++ runs through the app's decoder.ts. */
  async startCamera(decoder: HarnessDecoder): Promise<void> {
    const video = document.getElementById('preview') as HTMLVideoElement;
    const stream = await navigator.mediaDevices.getUserMedia({ video: true, audio: false });
    video.srcObject = stream;
    await video.play();
    const started = performance.now();
    if (decoder === 'zxing-wasm') {
      // The WebAssembly path is what is measured, even where the browser has its own detector.
      delete (globalThis as { BarcodeDetector?: unknown }).BarcodeDetector;
      const running = await startDecoder(video, (codes, at, view) => run.frames.push({ codes, at: at - started, view }));
      stop = () => {
        running.stop();
        stream.getTracks().forEach((t) => t.stop());
      };
      return;
    }
    const controls = await (
      await zxingBrowserReader()
    ).decodeFromStream(stream, video, (result) => {
      run.frames.push({ codes: result ? [result.getText()] : [], at: performance.now() - started });
    });
    stop = () => controls.stop();
  },
  stopCamera(): CameraRun {
    stop();
    return run;
  },
  /**
   * Decodes each label's frames (base64 luma) as the camera's decoder reads consecutive frames:
   * ZXing-C++ sees the n-th frame in VIEWS[n]; @zxing/browser reads each as it is. Returns every
   * label's reads, each with the view it was read in.
   */
  async decodeStills(
    labels: string[][],
    width: number,
    height: number,
    decoder: HarnessDecoder,
  ): Promise<{ code: string; view: string }[][]> {
    const reader = decoder === 'zxing-browser' ? await zxingBrowserReader() : null;
    const { readCodes } = await import('../../../src/features/gatekeeper/camera/wasm-reader.ts');
    const grab = frameGrabber();
    const canvas = document.createElement('canvas');
    Object.assign(canvas, { width, height });
    const context = canvas.getContext('2d')!;
    const out: { code: string; view: string }[][] = [];
    for (const frames of labels) {
      const reads: { code: string; view: string }[] = [];
      for (let n = 0; n < VIEWS.length; n += 1) {
        context.putImageData(greyImage(frames[n % frames.length]!, width, height), 0, 0);
        if (!reader) {
          reads.push(...(await readCodes(grab(canvas, width, height, n)!)).map((code) => ({ code, view: viewKey(n) })));
          continue;
        }
        try {
          reads.push({ code: reader.decodeFromCanvas(canvas).getText(), view: `frame ${n}` });
        } catch {
          // Nothing found in this frame.
        }
      }
      out.push(reads);
    }
    return out;
  },
};

(globalThis as { harness?: typeof harness }).harness = harness;
export type Harness = typeof harness;
