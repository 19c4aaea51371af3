/**
 * `npm run bench:gatekeeper-decode`: the camera decoder's read rate on a seeded corpus of degraded
 * UPC-A and EAN-13 labels (e2e/support/label-corpus.ts), before (@zxing/browser, as the camera
 * called it) and after (ZXing-C++ in WebAssembly through the app's decoder.ts), in headless
 * Chromium: LABELS labels decoded as stills, the first ON_CAMERA of them through the fake camera.
 * Prints JSON. A measurement, not a test (e2e/gatekeeper-decode-rate.e2e.ts asserts the rate).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { measureDecoding, type HarnessDecoderName } from '../e2e/support/decode-harness.ts';

const LABELS = Number(process.env.LABELS ?? 120);
const ON_CAMERA = Number(process.env.ON_CAMERA ?? 40);
const SEED = Number(process.env.SEED ?? 13);
const DECODERS = (process.env.DECODERS ?? 'zxing-browser,zxing-wasm').split(',') as HarnessDecoderName[];

const results = [];
for (const decoder of DECODERS) {
  const dir = await mkdtemp(join(tmpdir(), 'bench-decode-'));
  try {
    const { camera, stills } = await measureDecoding(dir, { labels: LABELS, onCamera: ON_CAMERA, decoder, seed: SEED });
    results.push({
      decoder,
      camera: {
        labels: camera.labels,
        counted: camera.read,
        rate: camera.rate,
        misreads: camera.misreads,
        rawMisreads: camera.rawMisreads,
        frameRuleMisreads: camera.frameRuleMisreads,
        framesPerSecond: camera.framesPerSecond,
        missed: camera.missed,
        misread: camera.misread,
      },
      stills: {
        labels: stills.labels,
        read: stills.read,
        rate: stills.rate,
        misreads: stills.misreads,
        confirmedMisreads: stills.confirmedMisreads,
        msPerLabel: stills.msPerImage,
        missed: stills.missed,
        misread: stills.misread,
      },
    });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
console.log(JSON.stringify({ seed: SEED, labels: LABELS, onCamera: ON_CAMERA, results }, null, 2));
