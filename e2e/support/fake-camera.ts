import { closeSync, openSync, writeSync } from 'node:fs';
import QRCode from 'qrcode';

export const WIDTH = 640;
export const HEIGHT = 480;

/** One picture of a fake camera's video: WIDTH × HEIGHT bytes of luma, shown for `frames` frames. */
export interface Shot {
  luma: Buffer;
  frames: number;
}

/**
 * A video file for Chromium's fake camera (--use-file-for-fake-video-capture): the shots one after
 * the other, at `fps`; Chromium plays it in a loop. Y4M with 4:2:0 planes; grey chroma. Written a
 * frame at a time: a corpus of labels makes a video of hundreds of megabytes.
 */
export function writeVideo(path: string, shots: Shot[], fps = 15): void {
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2), 128);
  const file = openSync(path, 'w');
  try {
    writeSync(file, `YUV4MPEG2 W${WIDTH} H${HEIGHT} F${fps}:1 Ip A1:1 C420jpeg\n`);
    for (const shot of shots) {
      if (shot.luma.length !== WIDTH * HEIGHT) throw new Error(`a shot has ${shot.luma.length} bytes of luma, not ${WIDTH * HEIGHT}`);
      // Video luma is 16–235: full-range grey is mapped into it.
      const luma = Buffer.from(shot.luma.map((v) => 16 + Math.round((v * 219) / 255)));
      for (let i = 0; i < shot.frames; i += 1) {
        writeSync(file, 'FRAME\n');
        writeSync(file, luma);
        writeSync(file, chroma);
        writeSync(file, chroma);
      }
    }
  } finally {
    closeSync(file);
  }
}

/** Luma of one label: `text` as a QR code, black on white, centred. */
export function qrLuma(text: string): Buffer {
  const modules = QRCode.create(text, { errorCorrectionLevel: 'M' }).modules;
  const quiet = 4;
  const scale = Math.floor(Math.min(WIDTH, HEIGHT) / (modules.size + 2 * quiet));
  const side = (modules.size + 2 * quiet) * scale;
  const left = Math.floor((WIDTH - side) / 2);
  const top = Math.floor((HEIGHT - side) / 2);
  const luma = Buffer.alloc(WIDTH * HEIGHT, 255);
  for (let y = 0; y < modules.size; y += 1) {
    for (let x = 0; x < modules.size; x += 1) {
      if (!modules.get(y, x)) continue;
      for (let dy = 0; dy < scale; dy += 1) {
        const row = (top + (y + quiet) * scale + dy) * WIDTH + left + (x + quiet) * scale;
        luma.fill(0, row, row + scale);
      }
    }
  }
  return luma;
}

/** A video of one label, `text` as a QR code, held in view for as long as the video plays. */
export function writeLabelVideo(path: string, text: string, frames = 10): void {
  writeVideo(path, [{ luma: qrLuma(text), frames }]);
}
