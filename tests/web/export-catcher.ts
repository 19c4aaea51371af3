import type * as Excel from '../../src/lib/excel.ts';

/**
 * The exports a page made, caught instead of downloaded: each file's name and bytes (read them back
 * with render-kit's readBack). Every call behind an export still goes to the real server.
 */
export const caughtExports: { fileName: string; bytes: ArrayBuffer }[] = [];

/**
 * The factory of `vi.mock('…/src/lib/excel.ts', (original) => catchingExcel(original))`, as a test
 * file's import of this module: the browser download becomes a caught file.
 */
export async function catchingExcel(original: <T>() => Promise<T>): Promise<typeof Excel> {
  const actual = await original<typeof Excel>();
  return {
    ...actual,
    writeXlsxFile: (fileName: string, sheetName: string, header: string[], rows: Excel.CellValue[][]) => {
      caughtExports.push({ fileName, bytes: actual.buildXlsx(sheetName, header, rows) });
    },
  };
}
