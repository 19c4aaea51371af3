import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ensureDebianPackage } from './debian-package.ts';
import { HEIGHT as FRAME_HEIGHT, WIDTH as FRAME_WIDTH } from './fake-camera.ts';

/**
 * A corpus of degraded UPC-A and EAN-13 labels as a phone camera sees them at the gate: small,
 * tilted, in perspective, blurred, noisy, low in contrast, with glare, on a cardboard-grey
 * background. Generated from a seed (the same seed gives the same images, byte for byte) with
 * ImageMagick's `convert`, into a temporary directory: nothing binary is committed.
 * Each image is a 640×480 grey frame, the fake camera's size (fake-camera.ts).
 */

export interface LabelImage {
  /** The digits encoded: 12 for UPC-A, 13 for EAN-13 (check digit included). */
  code: string;
  kind: 'upc-a' | 'ean-13';
  /** What was done to it, for a report of the misses. */
  degradation: string;
  /** FRAME_WIDTH × FRAME_HEIGHT bytes of luma. */
  luma: Buffer;
  /** The same picture with the sensor's noise drawn afresh, as a camera's next frames (luma is the first). */
  frames: Buffer[];
}

/** Frames of each label, differing in their noise only. */
export const FRAMES_PER_LABEL = 3;

const run = promisify(execFile);

/** mulberry32: a small seeded generator, so a corpus is the same on every machine. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The EAN/UPC check digit of the first 11 (UPC-A) or 12 (EAN-13) digits. */
export function checkDigit(digits: string): string {
  let sum = 0;
  // From the right, the digit next to the check digit weighs 3, the one before it 1, and so on.
  for (let i = 0; i < digits.length; i += 1) sum += Number(digits[digits.length - 1 - i]) * (i % 2 === 0 ? 3 : 1);
  return String((10 - (sum % 10)) % 10);
}

const L = ['0001101', '0011001', '0010011', '0111101', '0100011', '0110001', '0101111', '0111011', '0110111', '0001011'];
const G = L.map((l) =>
  [...l]
    .reverse()
    .map((b) => (b === '1' ? '0' : '1'))
    .join(''),
);
const R = L.map((l) => [...l].map((b) => (b === '1' ? '0' : '1')).join(''));
// Which of the left six digits use G rather than L, by the first digit of an EAN-13.
const PARITY = ['LLLLLL', 'LLGLGG', 'LLGGLG', 'LLGGGL', 'LGLLGG', 'LGGLLG', 'LGGGLL', 'LGLGLG', 'LGLGGL', 'LGGLGL'];

/** The 95 modules of an EAN-13 (a UPC-A is an EAN-13 whose first digit is 0), 1 for a bar. */
export function eanModules(code: string): string {
  const ean = code.length === 12 ? `0${code}` : code;
  const parity = PARITY[Number(ean[0])]!;
  const left = [...ean.slice(1, 7)].map((d, i) => (parity[i] === 'L' ? L : G)[Number(d)]).join('');
  const right = [...ean.slice(7)].map((d) => R[Number(d)]).join('');
  return `101${left}01010${right}101`;
}

const MODULE_PX = 6;
const QUIET_MODULES = 11;
const BAR_HEIGHT = 70 * MODULE_PX;

/** The clean label as a binary PGM: black bars on white, guard bars longer, quiet zones either side. */
function cleanLabel(code: string): Buffer {
  const modules = eanModules(code);
  const width = (modules.length + 2 * QUIET_MODULES) * MODULE_PX;
  const height = BAR_HEIGHT + 12 * MODULE_PX;
  const pixels = Buffer.alloc(width * height, 255);
  const guards = new Set([0, 1, 2, 45, 46, 47, 48, 49, 92, 93, 94]);
  for (let m = 0; m < modules.length; m += 1) {
    if (modules[m] !== '1') continue;
    const bottom = 4 * MODULE_PX + BAR_HEIGHT + (guards.has(m) ? 5 * MODULE_PX : 0);
    const x0 = (QUIET_MODULES + m) * MODULE_PX;
    for (let y = 4 * MODULE_PX; y < bottom; y += 1) pixels.fill(0, y * width + x0, y * width + x0 + MODULE_PX);
  }
  return Buffer.concat([Buffer.from(`P5\n${width} ${height}\n255\n`), pixels]);
}

interface Degradation {
  /** Width of one module in the frame, in pixels. */
  modulePx: number;
  angle: number;
  /** Perspective: how much shorter one side of the label is than the other (0 = none). */
  keystone: number;
  /** Gaussian blur (focus, motion), its sigma in pixels. */
  blur: number;
  /** ImageMagick's Gaussian noise strength: 0.1–0.4 is a standard deviation of about 2–8 grey levels. */
  noise: number;
  /** Luma of the bars and of the label's paper. */
  ink: number;
  paper: number;
  background: number;
  /** Glare: a bright spot's opacity (0 = none) and where it is. */
  glare: number;
  glareX: number;
  glareY: number;
}

function pick(random: () => number): Degradation {
  const between = (lo: number, hi: number) => lo + (hi - lo) * random();
  const lowContrast = random() < 0.3;
  const modulePx = between(1.5, 3.2);
  return {
    modulePx,
    angle: between(-25, 25),
    keystone: random() < 0.5 ? between(0.05, 0.2) : 0,
    // Up to a third of a module: blurrier than that, a one-module bar fades into its neighbours
    // and no decoder (nor eye) tells a 1 from a 2; an unfocused camera refocuses within a second.
    blur: random() < 0.6 ? modulePx * between(0.1, 0.33) : 0,
    noise: between(0.1, 0.4),
    ink: lowContrast ? between(80, 120) : between(10, 60),
    paper: lowContrast ? between(160, 200) : between(200, 250),
    background: between(60, 160),
    glare: random() < 0.35 ? between(0.3, 0.7) : 0,
    // On the label, which is centred in the frame.
    glareX: between(0.4, 0.6),
    glareY: between(0.42, 0.58),
  };
}

function describe(d: Degradation): string {
  const f = (n: number) => n.toFixed(2);
  return `module ${f(d.modulePx)}px, angle ${f(d.angle)}°, keystone ${f(d.keystone)}, blur ${f(d.blur)}, noise ${f(d.noise)}, ink ${Math.round(d.ink)} on ${Math.round(d.paper)}, glare ${f(d.glare)}`;
}

/** ImageMagick's arguments that turn the clean label `input` into the degraded frame. */
function convertArgs(input: string, d: Degradation, labelWidth: number, labelHeight: number): string[] {
  const scale = (100 * d.modulePx) / MODULE_PX;
  const w = (labelWidth * d.modulePx) / MODULE_PX;
  const h = (labelHeight * d.modulePx) / MODULE_PX;
  const k = (d.keystone * h) / 2;
  const [W, H, K, HK] = [w, h, k, h - k].map((n) => n.toFixed(2));
  const grey = (v: number) => `gray(${Math.round(v)})`;
  const args = [
    input,
    '-resize',
    `${scale.toFixed(3)}%`,
    '+level',
    `${((100 * d.ink) / 255).toFixed(1)}%,${((100 * d.paper) / 255).toFixed(1)}%`,
    '-virtual-pixel',
    'background',
    '-background',
    grey(d.background),
  ];
  // The right side of the label is further from the lens: shorter.
  if (k > 0) args.push('+distort', 'Perspective', `0,0 0,0  ${W},0 ${W},${K}  ${W},${H} ${W},${HK}  0,${H} 0,${H}`);
  args.push('-rotate', d.angle.toFixed(2), '-gravity', 'center', '-extent', `${FRAME_WIDTH}x${FRAME_HEIGHT}`);
  if (d.glare > 0) {
    const cx = Math.round(d.glareX * FRAME_WIDTH);
    const cy = Math.round(d.glareY * FRAME_HEIGHT);
    // Drawn an eighth of the size and scaled up: a soft spot at a fraction of the cost of blurring a frame.
    args.push(
      '(',
      '-size',
      `${FRAME_WIDTH / 8}x${FRAME_HEIGHT / 8}`,
      'xc:black',
      '-fill',
      'white',
      '-draw',
      `ellipse ${cx / 8},${cy / 8} 9,6 0,360`,
      '-blur',
      '0x3',
      '-resize',
      `${FRAME_WIDTH}x${FRAME_HEIGHT}!`,
      '-evaluate',
      'multiply',
      d.glare.toFixed(2),
      ')',
      '-compose',
      'screen',
      '-composite',
      // Settings outlive the parentheses in one `convert` run: the next image composites normally.
      '-compose',
      'over',
    );
  }
  if (d.blur > 0) args.push('-blur', `0x${d.blur.toFixed(2)}`);
  return args;
}

/** A code of `kind` from the generator: UPC-A starts with 0–9 (its EAN-13 has a leading 0), EAN-13 with 1–9. */
function randomCode(kind: LabelImage['kind'], random: () => number): string {
  const digit = () => String(Math.floor(random() * 10));
  const body =
    kind === 'upc-a'
      ? Array.from({ length: 11 }, digit).join('')
      : String(1 + Math.floor(random() * 9)) + Array.from({ length: 11 }, digit).join('');
  return body + checkDigit(body);
}

/** ImageMagick's own convert, by its path: a `convert` earlier on PATH may be something else. */
const IMAGEMAGICK = '/usr/bin/convert';

/**
 * `count` degraded labels, half UPC-A and half EAN-13, alternating, from `seed`. Works in `dir`.
 * ImageMagick takes seconds to start on a busy machine, so each of two `convert` processes (the
 * machines have two cores) makes half of the images in one run.
 */
export async function generateLabelCorpus(dir: string, count: number, seed = 13): Promise<LabelImage[]> {
  ensureDebianPackage(IMAGEMAGICK, 'imagemagick', 'Install it as root with `apt-get update && apt-get install -y imagemagick`.');
  const random = seededRandom(seed);
  const specs = Array.from({ length: count }, (_, i) => {
    const kind: LabelImage['kind'] = i % 2 === 0 ? 'upc-a' : 'ean-13';
    return { kind, code: randomCode(kind, random), degradation: pick(random), seed: seed * 1000 + i };
  });
  const args = await Promise.all(
    specs.map(async (spec, i) => {
      const clean = cleanLabel(spec.code);
      const [, width, height] = /^P5\n(\d+) (\d+)\n/.exec(clean.toString('latin1', 0, 32))!.map(Number) as [number, number, number];
      const input = join(dir, `label-${i}.pgm`);
      await writeFile(input, clean);
      // The picture once, then each frame's noise on it, from a seed of its own.
      const frames = Array.from({ length: FRAMES_PER_LABEL }, (_, f) => [
        '(',
        `mpr:label-${i}`,
        '-seed',
        String(spec.seed * 10 + f),
        '-attenuate',
        spec.degradation.noise.toFixed(2),
        '+noise',
        'Gaussian',
        '-colorspace',
        'gray',
        '-depth',
        '8',
        '-write',
        `gray:${join(dir, `frame-${i}-${f}.gray`)}`,
        '+delete',
        ')',
      ]);
      return ['(', ...convertArgs(input, spec.degradation, width, height), '-write', `mpr:label-${i}`, '+delete', ')', ...frames.flat()];
    }),
  );
  const half = Math.ceil(count / 2);
  await Promise.all(
    [args.slice(0, half), args.slice(half)]
      .filter((batch) => batch.length > 0)
      .map((batch) => run(IMAGEMAGICK, [...batch.flat(), 'xc:black', 'null:'], { env: { ...process.env, MAGICK_THREAD_LIMIT: '1' } })),
  );
  return Promise.all(
    specs.map(async (spec, i) => {
      const frames = await Promise.all(Array.from({ length: FRAMES_PER_LABEL }, (_, f) => readFile(join(dir, `frame-${i}-${f}.gray`))));
      if (frames.some((luma) => luma.length !== FRAME_WIDTH * FRAME_HEIGHT))
        throw new Error(`convert gave a frame of the wrong size for label ${i}`);
      return { code: spec.code, kind: spec.kind, degradation: describe(spec.degradation), luma: frames[0]!, frames };
    }),
  );
}

/** Writes an image as a greyscale PGM, for looking at a miss. */
export async function writePgm(path: string, image: LabelImage): Promise<void> {
  await writeFile(path, Buffer.concat([Buffer.from(`P5\n${FRAME_WIDTH} ${FRAME_HEIGHT}\n255\n`), image.luma]));
}
