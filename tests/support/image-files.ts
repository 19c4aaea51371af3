import sharp from 'sharp';

/** A real photo-like JPEG (noise over a colour, so it does not compress to nothing). */
export const makeJpeg = (width = 400, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: { r: 180, g: 40, b: 60 }, noise: { type: 'gaussian', mean: 120, sigma: 40 } } })
    .jpeg({ quality: 85 })
    .toBuffer();

/** A real PNG with transparency. */
export const makePng = (width = 300, height = 200) =>
  sharp({ create: { width, height, channels: 4, background: { r: 20, g: 120, b: 220, alpha: 0.5 } } })
    .png()
    .toBuffer();

export const makeGif = () =>
  sharp({ create: { width: 60, height: 60, channels: 3, background: '#3a3' } })
    .gif()
    .toBuffer();

export interface Part {
  name: string;
  bytes: Buffer;
  /** The content type the client claims; the server must not believe it. */
  type?: string;
  field?: string;
}

/** A multipart/form-data body as a browser's FormData sends it, ready for app.inject. */
export async function multipart(parts: Part[], fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const p of parts)
    form.append(p.field ?? 'file', new Blob([new Uint8Array(p.bytes)], { type: p.type ?? 'application/octet-stream' }), p.name);
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const request = new Request('http://upload.test/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type')! } };
}
