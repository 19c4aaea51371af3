import { execFile, execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { crc32, deflateRawSync, inflateRawSync } from 'node:zlib';
import { utils, write, type CellObject } from 'xlsx';
import type { Db } from '../../server/db/connect.ts';
import { catalogueFixture } from './stock-fixtures.ts';

/** A cell as SheetJS writes it: a value, or a cell object (a formula, a typed cell). */
export type Cell = string | number | CellObject | null;

/** A real .xlsx of one sheet (Sheet1 unless named), the header row first. */
export function workbook(rows: Cell[][], sheetName = 'Sheet1'): Buffer {
  const sheet = utils.aoa_to_sheet(rows.map((row) => row.map((c) => (c !== null && typeof c === 'object' ? null : c))));
  rows.forEach((row, r) =>
    row.forEach((c, col) => {
      if (c !== null && typeof c === 'object') sheet[utils.encode_cell({ r, c: col })] = c;
    }),
  );
  const book = utils.book_new();
  utils.book_append_sheet(book, sheet, sheetName);
  return write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}

/** n catalogue UPCs, 13 digits each, from `first`. */
export const upcs = (n: number, first = 0) => Array.from({ length: n }, (_, i) => `629${String(first + i).padStart(10, '0')}`);

/** Writes the UPCs into the catalogue (stock items of one product), as the catalogue module holds them. */
export async function catalogueWith(db: Db, codes: string[]): Promise<void> {
  const { shoe } = await catalogueFixture(db);
  for (let at = 0; at < codes.length; at += 500)
    await db
      .insertInto('stock_items')
      .values(codes.slice(at, at + 500).map((upc) => ({ p_id: shoe, upc, created_name: 'Test' })))
      .execute();
}

/** A zip of the given entries, deflated, with sizes as written or as `lie` claims (a zip bomb's headers). */
export function zipOf(entries: { name: string; data: Buffer; declaredSize?: number }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const packed = deflateRawSync(e.data, { level: 9 });
    const name = Buffer.from(e.name);
    const size = e.declaredSize ?? e.data.length;
    const crc = crc32(e.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    centrals.push(central, name);
    offset += 30 + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A real workbook whose sheet is replaced by `sheetXml`: the bomb is a true .xlsx in every other part. */
export function workbookWithSheetXml(sheetXml: Buffer, declaredSize?: number): Buffer {
  const book = workbook([['UPC', 'Quantity']]);
  const entries = unzipEntries(book).map((e) => (e.name === 'xl/worksheets/sheet1.xml' ? { ...e, data: sheetXml, declaredSize } : e));
  return zipOf(entries);
}

/** The entries of a zip SheetJS wrote (small, trusted): name and bytes. */
function unzipEntries(zip: Buffer): { name: string; data: Buffer }[] {
  const entries: { name: string; data: Buffer }[] = [];
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  let at = zip.readUInt32LE(end + 16);
  for (let i = 0; i < zip.readUInt16LE(end + 10); i++) {
    const method = zip.readUInt16LE(at + 10);
    const packedSize = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString();
    const local = zip.readUInt32LE(at + 42);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const packed = zip.subarray(start, start + packedSize);
    entries.push({ name, data: method === 0 ? Buffer.from(packed) : inflateRawSync(packed) });
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return entries;
}

/** Whether LibreOffice's soffice is installed on this machine. */
export function hasSoffice(): boolean {
  try {
    execFileSync('soffice', ['--version'], { stdio: 'ignore', timeout: 60_000 });
    return true;
  } catch {
    return false;
  }
}

/** LibreOffice's own .xlsx of a CSV (the sheet takes the CSV's name). */
export async function libreOfficeWorkbook(csv: string, sheetName = 'Sheet1'): Promise<Buffer> {
  const dir = await mkdtemp(join(tmpdir(), 'sto-'));
  try {
    await writeFile(join(dir, `${sheetName}.csv`), csv);
    await promisify(execFile)(
      'soffice',
      [
        `-env:UserInstallation=file://${join(dir, 'profile')}`,
        '--headless',
        '--convert-to',
        'xlsx',
        '--outdir',
        dir,
        join(dir, `${sheetName}.csv`),
      ],
      { timeout: 120_000 },
    );
    return await readFile(join(dir, `${sheetName}.xlsx`));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
