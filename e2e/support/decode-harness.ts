import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { normaliseUpc } from '../../src/domain/gatekeeper/constants.ts';
import { appearanceTracker } from '../../src/features/gatekeeper/camera/appearance.ts';
import { launchChromium } from './chromium.ts';
import { HEIGHT, WIDTH, writeVideo } from './fake-camera.ts';
import type { CameraRun, Harness, HarnessDecoder } from './decode-harness/main.ts';

export type HarnessDecoderName = HarnessDecoder;
import { generateLabelCorpus, type LabelImage } from './label-corpus.ts';

/**
 * The decode-rate measurement of the gatekeeper camera: a seeded corpus of degraded UPC-A and
 * EAN-13 labels (label-corpus.ts), read by the camera's decoder modules in Chromium, both
 * - through the fake camera: a video that shows each label for HOLD_S seconds, decoded
 *   continuously as the device does; what the device would count (appearance.ts: a code read in
 *   two frames) is scored, and a counted code on no label is a misread; and
 * - as stills: each label's frames decoded once each in the decoder's views, one frame per view
 *   (about half a second of a held label); any code read that is not the label's is a misread.
 */
// An operator holds a label until the beep; a label read within 1.5 s is read as promptly as a
// hand can turn the next one into view.
export const HOLD_S = 1.5;
const FPS = 10;

export interface Rate {
  labels: number;
  read: number;
  rate: number;
  misreads: number;
  /** The labels not read, with what was done to them. */
  missed: string[];
  misread: string[];
}

export interface DecodeMeasurement {
  decoder: HarnessDecoder;
  /**
   * rawMisreads: wrong codes in single frames; frameRuleMisreads: wrong codes the device would have
   * counted had two frames sufficed, whatever their views (appearance.ts).
   */
  camera: Rate & { framesRead: number; framesPerSecond: number; seconds: number; rawMisreads: number; frameRuleMisreads: number };
  /** confirmedMisreads: wrong codes read in two views of different scales, which the device would count. */
  stills: Rate & { msPerImage: number; confirmedMisreads: number };
}

const MIME: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.wasm': 'application/wasm', '.css': 'text/css' };

/** Builds the harness page with Vite (as the app is built) into `outDir` and serves it; returns its address. */
async function serveHarness(outDir: string): Promise<{ url: string; server: Server }> {
  await build({
    configFile: false,
    root: fileURLToPath(new URL('./decode-harness', import.meta.url)),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  });
  const server = createServer((request, response) => {
    const asked = normalize(decodeURIComponent((request.url ?? '/').split('?')[0]!)).replace(/^(\.\.[/\\])+/, '');
    const path = asked === '/' ? 'index.html' : asked;
    readFile(join(outDir, path)).then(
      (body) => response.writeHead(200, { 'content-type': MIME[extname(path)] ?? 'application/octet-stream' }).end(body),
      () => response.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, server };
}

function score(images: LabelImage[], readsPerImage: string[][]): Rate {
  const missed: string[] = [];
  const misread: string[] = [];
  images.forEach((image, i) => {
    const reads = readsPerImage[i] ?? [];
    const wrong = reads.filter((code) => normaliseUpc(code) !== normaliseUpc(image.code));
    wrong.forEach((code) => misread.push(`${image.code} read as ${code} (${image.degradation})`));
    if (reads.length === wrong.length) missed.push(`${image.code} (${image.degradation})`);
  });
  const read = images.length - missed.length;
  return { labels: images.length, read, rate: read / images.length, misreads: misread.length, missed, misread };
}

/** The stills' wrong codes that were read in two views of different scales: what the device would count. */
function confirmedMisreads(images: LabelImage[], reads: { code: string; view: string }[][]): number {
  return images.reduce((sum, image, i) => {
    const views = new Map<string, Set<string>>();
    for (const { code, view } of reads[i] ?? []) {
      if (normaliseUpc(code) === normaliseUpc(image.code)) continue;
      views.set(code, (views.get(code) ?? new Set()).add(view));
    }
    return sum + [...views.values()].filter((v) => v.size >= 2).length;
  }, 0);
}

/**
 * What the device would have counted while the camera ran, given to the label it belongs to; a
 * counted code of no label is a misread. Also how many single-frame reads were of no label, and
 * how many wrong codes two frames in any views would have counted.
 */
function scoreCamera(images: LabelImage[], run: CameraRun): Rate & { rawMisreads: number; frameRuleMisreads: number } {
  const byCode = new Map(images.map((image, i) => [normaliseUpc(image.code), i]));
  const tracker = appearanceTracker();
  const counted: string[][] = images.map(() => []);
  const strays: string[] = [];
  for (const { codes, at, view } of run.frames) {
    for (const code of tracker.frame(codes, at, view)) {
      const i = byCode.get(normaliseUpc(code));
      if (i === undefined) strays.push(code);
      else counted[i]!.push(code);
    }
  }
  const rawMisreads = run.frames.flatMap((f) => f.codes).filter((code) => !byCode.has(normaliseUpc(code))).length;
  // The same frames counted by two frames alone, whatever their views: the rule before views.
  const frameRule = appearanceTracker();
  const frameRuleMisreads = run.frames
    .flatMap(({ codes, at }) => frameRule.frame(codes, at))
    .filter((code) => !byCode.has(normaliseUpc(code))).length;
  return {
    ...score(images, counted),
    misreads: strays.length,
    misread: strays.map((code) => `${code}, on no label`),
    rawMisreads,
    frameRuleMisreads,
  };
}

/**
 * Generates `labels` degraded labels (seeded) in `dir`, shows the first `onCamera` of them to the
 * fake camera and decodes all of them as stills, with `decoder`.
 */
export async function measureDecoding(
  dir: string,
  { labels, onCamera, decoder, seed = 13 }: { labels: number; onCamera: number; decoder: HarnessDecoder; seed?: number },
): Promise<DecodeMeasurement> {
  const images = await generateLabelCorpus(dir, labels, seed);
  const shown = images.slice(0, onCamera);
  const video = join(dir, 'labels.y4m');
  // A blank second first: the decoder starts while nothing is in view.
  const blank = { luma: Buffer.alloc(WIDTH * HEIGHT, 128), frames: FPS };
  // Each label's frames in turn, as a camera's frames differ in their noise.
  const held = shown.flatMap((image) =>
    Array.from({ length: Math.round(HOLD_S * FPS) }, (_, n) => ({ luma: image.frames[n % image.frames.length]!, frames: 1 })),
  );
  writeVideo(video, [blank, ...held], FPS);
  const { url, server } = await serveHarness(join(dir, 'harness'));
  const browser = await launchChromium([
    '--use-fake-device-for-media-stream',
    `--use-file-for-fake-video-capture=${video}`,
    '--use-fake-ui-for-media-stream',
  ]);
  try {
    const context = await browser.newContext();
    await context.grantPermissions(['camera']);
    const page = await context.newPage();
    await page.goto(url);
    await page.waitForFunction(() => 'harness' in globalThis);

    const stillsStart = Date.now();
    const stillReads: { code: string; view: string }[][] = [];
    for (let i = 0; i < images.length; i += 20) {
      const batch = images.slice(i, i + 20).map((image) => image.frames.map((frame) => frame.toString('base64')));
      stillReads.push(
        ...(await page.evaluate(([b, w, h, d]) => (globalThis as unknown as { harness: Harness }).harness.decodeStills(b, w, h, d), [
          batch,
          WIDTH,
          HEIGHT,
          decoder,
        ] as const)),
      );
    }
    const msPerImage = (Date.now() - stillsStart) / images.length;

    // The video loops; one pass after the decoder started shows every label once, for HOLD_S each.
    const seconds = Math.ceil(1 + shown.length * HOLD_S + 3);
    await page.evaluate((d) => (globalThis as unknown as { harness: Harness }).harness.startCamera(d), decoder);
    await page.waitForTimeout(seconds * 1000);
    const run = await page.evaluate(() => (globalThis as unknown as { harness: Harness }).harness.stopCamera());
    await context.close();
    return {
      decoder,
      camera: { ...scoreCamera(shown, run), framesRead: run.frames.length, framesPerSecond: run.frames.length / seconds, seconds },
      stills: {
        ...score(
          images,
          stillReads.map((reads) => reads.map((r) => r.code)),
        ),
        msPerImage,
        confirmedMisreads: confirmedMisreads(images, stillReads),
      },
    };
  } finally {
    await browser.close();
    server.close();
  }
}
