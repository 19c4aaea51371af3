import { writeFileSync } from 'node:fs';
import QRCode from 'qrcode';

const WIDTH = 640;
const HEIGHT = 480;

/**
 * A video file for Chromium's fake camera (--use-file-for-fake-video-capture) that shows one
 * label: `text` as a QR code, black on white, centred. Y4M with 4:2:0 planes; grey chroma.
 */
export function writeLabelVideo(path: string, text: string, frames = 10): void {
  const modules = QRCode.create(text, { errorCorrectionLevel: 'M' }).modules;
  const quiet = 4;
  const scale = Math.floor(Math.min(WIDTH, HEIGHT) / (modules.size + 2 * quiet));
  const side = (modules.size + 2 * quiet) * scale;
  const left = Math.floor((WIDTH - side) / 2);
  const top = Math.floor((HEIGHT - side) / 2);
  const luma = Buffer.alloc(WIDTH * HEIGHT, 235);
  for (let y = 0; y < modules.size; y += 1) {
    for (let x = 0; x < modules.size; x += 1) {
      if (!modules.get(y, x)) continue;
      for (let dy = 0; dy < scale; dy += 1) {
        const row = (top + (y + quiet) * scale + dy) * WIDTH + left + (x + quiet) * scale;
        luma.fill(16, row, row + scale);
      }
    }
  }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2), 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F15:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(path, Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]));
}
