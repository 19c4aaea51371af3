/** A byte count in the unit people read it in: bytes below 1 KB, KB below 1 MB, else MB (1 KB = 1024 bytes). */
export function fileSizeParts(bytes: number): { unit: 'bytes' | 'kb' | 'mb'; value: number } {
  // Two decimals, so a file just over a limit does not read as equal to it.
  const round = (n: number) => Math.round(n * 100) / 100;
  if (bytes < 1024) return { unit: 'bytes', value: bytes };
  if (bytes < 1024 * 1024) return { unit: 'kb', value: round(bytes / 1024) };
  return { unit: 'mb', value: round(bytes / (1024 * 1024)) };
}

/** Whether `fileName` ends with one of `extensions` ('.csv'), ignoring case. */
export function hasExtension(fileName: string, extensions: readonly string[]): boolean {
  const name = fileName.toLowerCase();
  return extensions.some((ext) => name.endsWith(ext.toLowerCase()));
}
