import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_GRID_PAGE_SIZE } from '../domain/constants.ts';
import type { Page, Paging } from '../domain/paging.ts';
import type { CellValue, ExportColumn, XlsxWriter } from '../lib/excel.ts';
import { COMMON_NS } from '../lib/i18n-common.ts';
import { toast } from '../lib/toast.ts';

interface ExportButtonProps<T> {
  /** The downloaded file's name, e.g. 'Gatekeeper Report.xlsx'. */
  fileName: string;
  /** The sheet's name; the file name without its extension by default. */
  sheetName?: string;
  columns: ExportColumn<T>[];
  /** Loads one page of the current filter; the export asks for every page in turn. */
  fetchPage: (paging: Paging) => Promise<Page<T>>;
  /** 'Export to Excel' by default. */
  label?: string;
  disabled?: boolean;
  /** Where the finished sheet goes; the browser download by default (tests pass their own). */
  writer?: XlsxWriter;
}

interface Progress {
  done: number;
  total: number;
}

// The spreadsheet library is large; it loads the first time someone exports, not with every screen.
const browserDownload = async (): Promise<XlsxWriter> => (await import('../lib/excel.ts')).writeXlsxFile;

/** Exports every row of the current filter to an .xlsx file, a page of 1000 at a time, with progress. */
export function ExportButton<T>({ fileName, sheetName, columns, fetchPage, label, disabled = false, writer }: ExportButtonProps<T>) {
  const { t } = useTranslation(COMMON_NS);
  const [progress, setProgress] = useState<Progress | null>(null);
  // State updates land after the click handler returns; the ref stops a second click at once.
  const running = useRef(false);
  // Leaving the screen mid-export stops it: no more pages are fetched and no file appears later.
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = async () => {
    if (running.current) return;
    running.current = true;
    setProgress({ done: 0, total: 0 });
    try {
      const rows: CellValue[][] = [];
      let total = Infinity;
      for (let index = 1; rows.length < total; index++) {
        const page = await fetchPage({ index, pageSize: MAX_GRID_PAGE_SIZE });
        if (!mounted.current) return;
        total = page.totalRecords;
        for (const record of page.records) rows.push(columns.map((c) => c.value(record)));
        setProgress({ done: rows.length, total });
        // A short or empty page means the server has no more, whatever its total said.
        if (page.records.length < MAX_GRID_PAGE_SIZE) break;
      }
      if (rows.length === 0) {
        toast.info(t('noDataFound'));
        return;
      }
      const write = writer ?? (await browserDownload());
      write(
        fileName,
        sheetName ?? fileName.replace(/\.xlsx$/i, ''),
        columns.map((c) => c.header),
        rows,
      );
    } catch (error) {
      toast.error(error instanceof Error && error.message ? error.message : t('export.failed'));
    } finally {
      running.current = false;
      setProgress(null);
    }
  };

  const busy = progress !== null;
  const percent = progress && progress.total > 0 ? Math.round((progress.done / progress.total) * 100) : undefined;
  const status =
    progress && (percent === undefined ? t('export.starting') : t('export.progress', { done: progress.done, total: progress.total }));

  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <Button
        variant="outlined"
        onClick={() => void run()}
        disabled={disabled || busy}
        aria-busy={busy}
        startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : <FileDownloadIcon />}
      >
        {label ?? t('exportToExcel')}
      </Button>
      {/* Outside the button, so the button keeps its name while the status changes. */}
      <Box role="status" aria-live="polite" sx={{ minWidth: busy ? 160 : 0 }}>
        {status && (
          <>
            <Typography variant="body2" color="text.secondary">
              {status}
            </Typography>
            <LinearProgress
              variant={percent === undefined ? 'indeterminate' : 'determinate'}
              value={percent}
              aria-label={status}
              sx={{ mt: 0.5 }}
            />
          </>
        )}
      </Box>
    </Box>
  );
}
