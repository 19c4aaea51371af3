/**
 * After `vite build`: writes a brotli (.br) and a gzip (.gz) copy beside every text asset of the
 * built PWA, so the server sends compressed files without compressing on each request. A phone
 * at the warehouse gate on a weak signal loads a third of the bytes.
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|wasm)$/;
const MIN_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

const root = process.argv[2] ?? 'dist';
let raw = 0;
let compressed = 0;
for await (const file of files(root)) {
  if (!COMPRESSIBLE.test(file) || (await stat(file)).size < MIN_BYTES) continue;
  const body = await readFile(file);
  const br = await brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
  await writeFile(`${file}.br`, br);
  await writeFile(`${file}.gz`, await gz(body, { level: 9 }));
  raw += body.length;
  compressed += br.length;
}
console.log(`compressed ${root}: ${(raw / 1024).toFixed(0)} KB of text assets → ${(compressed / 1024).toFixed(0)} KB brotli`);
