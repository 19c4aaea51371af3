import { inflateRawSync } from 'node:zlib';

/** Why a zip container was refused before the workbook reader saw it. */
export type ZipRefusal = 'damaged' | 'too-large';

export interface ZipLimits {
  /** Bytes all entries may unpack to together. */
  unpackedBytes: number;
  /** Entries at most: a workbook has a few dozen. */
  entries: number;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;

/** The end-of-central-directory record's offset: searched back over the longest comment a zip allows. */
function endRecordAt(bytes: Buffer): number {
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at--) {
    if (bytes.readUInt32LE(at) === EOCD) return at;
  }
  return -1;
}

/**
 * Checks an .xlsx (a zip) before any reader inflates it: every entry is actually unpacked here
 * with zlib's output cap, so a zip bomb, or sizes the headers lie about, stop at the limit instead
 * of filling memory. Answers null when the container is sound and within the limits.
 */
export function checkZip(bytes: Buffer, limits: ZipLimits): ZipRefusal | null {
  if (bytes.length < 22 || bytes.readUInt32LE(0) !== LOCAL) return 'damaged';
  const end = endRecordAt(bytes);
  if (end < 0) return 'damaged';
  const entries = bytes.readUInt16LE(end + 10);
  const directoryOffset = bytes.readUInt32LE(end + 16);
  // Zip64 markers: no workbook within our limits needs them.
  if (entries === 0xffff || directoryOffset === 0xffffffff) return 'too-large';
  if (entries === 0) return 'damaged';
  if (entries > limits.entries) return 'too-large';
  let unpacked = 0;
  let at = directoryOffset;
  for (let i = 0; i < entries; i++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== CENTRAL) return 'damaged';
    const flags = bytes.readUInt16LE(at + 8);
    const method = bytes.readUInt16LE(at + 10);
    const packedSize = bytes.readUInt32LE(at + 20);
    const declaredSize = bytes.readUInt32LE(at + 24);
    const nameLength = bytes.readUInt16LE(at + 28);
    const next = at + 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
    const local = bytes.readUInt32LE(at + 42);
    if (flags & 1) return 'damaged'; // encrypted
    if (method !== STORED && method !== DEFLATED) return 'damaged';
    if (unpacked + declaredSize > limits.unpackedBytes) return 'too-large';
    if (local + 30 > bytes.length || bytes.readUInt32LE(local) !== LOCAL) return 'damaged';
    const start = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
    if (start + packedSize > bytes.length) return 'damaged';
    const packed = bytes.subarray(start, start + packedSize);
    if (method === STORED) unpacked += packedSize;
    else {
      const room = limits.unpackedBytes - unpacked;
      try {
        // One byte more than the room left: reaching it means the entry would not fit.
        unpacked += inflateRawSync(packed, { maxOutputLength: room + 1 }).length;
      } catch (error) {
        return (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' ? 'too-large' : 'damaged';
      }
    }
    if (unpacked > limits.unpackedBytes) return 'too-large';
    at = next;
  }
  return null;
}
