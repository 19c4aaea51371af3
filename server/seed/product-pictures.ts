import sharp from 'sharp';
import type { PictureFacts } from '../modules/catalogue/catalogue-seed.service.ts';

/**
 * Demo product pictures drawn from the product's own facts, so each one is recognisable: its brand,
 * sub-category, style and colour (a block in the Color Family's colour, or the variant's). The main
 * picture is the product; the secondary one a detail card. 320×400, the 4:5 of the 40×50 thumbnails.
 */

const WIDTH = 320;
const HEIGHT = 400;

/** Colour Family values (and the seed's variant codes) as paint. */
const PAINT: Record<string, string> = {
  black: '#212121',
  white: '#f7f7f5',
  navy: '#1f2a52',
  grey: '#8a8d91',
  beige: '#d9c7a7',
  brown: '#7a4b2a',
  red: '#c62828',
  pink: '#e97fa6',
  green: '#2e7d32',
  blue: '#1e6fd9',
  yellow: '#f2c12e',
  gold: '#c9a23a',
  silver: '#c0c4c8',
};
const CODES: Record<string, string> = {
  BLK: 'black',
  WHT: 'white',
  NVY: 'navy',
  GRY: 'grey',
  BGE: 'beige',
  BRN: 'brown',
  RED: 'red',
  PNK: 'pink',
  GRN: 'green',
  BLU: 'blue',
  YLW: 'yellow',
  GLD: 'gold',
  SLV: 'silver',
  MLT: 'multicolour',
};

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/** The paint of a seed variant code (BLK …), undefined for multicolour or an unknown code. */
export const paintOfVariant = (code: string): string | undefined => PAINT[CODES[code] ?? ''];

/** The product's colour name (Color Family first, then the variant code), lower case. */
const colourOf = (p: PictureFacts) => (p.colour ?? CODES[p.variant] ?? '').toLowerCase();

/** A fill for the colour: a rainbow for multicolour, a neutral grey when the product names none. */
function fillOf(colour: string): { defs: string; fill: string } {
  if (colour === 'multicolour') {
    const stops = ['#c62828', '#f2c12e', '#2e7d32', '#1e6fd9', '#8e24aa'];
    const defs = `<linearGradient id="m" x1="0" y1="0" x2="1" y2="1">${stops
      .map((s, n) => `<stop offset="${n / (stops.length - 1)}" stop-color="${s}"/>`)
      .join('')}</linearGradient>`;
    return { defs, fill: 'url(#m)' };
  }
  return { defs: '', fill: PAINT[colour] ?? '#9e9e9e' };
}

const label = (colour: string) => (colour ? colour[0]!.toUpperCase() + colour.slice(1) : '');
const fullStyle = (p: PictureFacts) => (p.variant ? `${p.style}@${p.variant}` : p.style);
const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
const SANS = 'DejaVu Sans, sans-serif';
const MONO = 'DejaVu Sans Mono, monospace';
const text = (x: number, y: number, size: number, body: string, extra: string, family = SANS) =>
  `<text x="${x}" y="${y}" font-family="${family}" font-size="${size}" text-anchor="middle" ${extra}>${escape(body)}</text>`;

function mainSvg(p: PictureFacts): string {
  const colour = colourOf(p);
  const { defs, fill } = fillOf(colour);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
<defs>${defs}</defs>
<rect width="100%" height="100%" fill="#f4f2ee"/>
${text(160, 46, 26, clip(p.brand, 20), 'font-weight="bold" fill="#222"')}
<rect x="50" y="78" width="220" height="190" rx="26" fill="${fill}" stroke="#00000033" stroke-width="2"/>
${text(160, 300, 18, clip(p.subCategory, 26), 'fill="#333"')}
${text(160, 328, 15, label(colour), 'fill="#555"')}
${text(160, 370, 16, fullStyle(p), 'fill="#222"', MONO)}
</svg>`;
}

function detailSvg(p: PictureFacts): string {
  const colour = colourOf(p);
  const { defs, fill } = fillOf(colour);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
<defs>${defs}</defs>
<rect width="100%" height="100%" fill="${fill}"/>
<rect x="24" y="150" width="272" height="170" rx="14" fill="#ffffffe6"/>
${text(160, 190, 18, clip(p.brand, 24), 'font-weight="bold" fill="#222"')}
${text(160, 222, 13, clip(p.name, 40), 'fill="#333"')}
${text(160, 256, 14, label(colour), 'fill="#555"')}
${text(160, 294, 15, fullStyle(p), 'fill="#222"', MONO)}
</svg>`;
}

const render = (svg: string) => sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();

/** The product's main and secondary demo pictures, as JPEG bytes. */
export async function picturesOf(p: PictureFacts): Promise<Buffer[]> {
  return Promise.all([render(mainSvg(p)), render(detailSvg(p))]);
}
