import { numberFormat } from '../../lib/number-format.ts';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import FirstPageIcon from '@mui/icons-material/FirstPage';
import LastPageIcon from '@mui/icons-material/LastPage';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '../../domain/constants.ts';
import { pageButtons, pageCount, pageRange, type Paging } from '../../domain/paging.ts';
import { KIT_NS } from '../../lib/kit-i18n.ts';

interface PaginationProps {
  paging: Paging;
  totalRecords: number;
  onPagingChange: (paging: Paging) => void;
  /** The controls' name where a screen has two grids ('Pagination' otherwise). */
  label?: string;
}

/** Server-side paging controls: page size, "x–y of total", first/previous, four page buttons, next/last (spec 000 §9). */
export function Pagination({ paging, totalRecords, onPagingChange, label }: PaginationProps) {
  const { t, i18n } = useTranslation(KIT_NS);
  const theme = useTheme();
  const sizeId = useId();
  const labelId = useId();
  const count = pageCount(totalRecords, paging.pageSize);
  const current = Math.min(paging.index, count);
  const { from, to } = pageRange({ index: current, pageSize: paging.pageSize }, totalRecords);
  const number = numberFormat(i18n.resolvedLanguage ?? 'en');
  // The arrow icons point the way the pages run, which flips in right-to-left languages.
  const rtl = theme.direction === 'rtl';
  const go = (index: number) => onPagingChange({ index, pageSize: paging.pageSize });
  // A page size the caller chose outside the standard list still has to show in the select.
  const sizes = (PAGE_SIZES as readonly number[]).includes(paging.pageSize)
    ? PAGE_SIZES
    : [...PAGE_SIZES, paging.pageSize].sort((a, b) => a - b);

  return (
    <Box
      component="nav"
      aria-label={label ?? t('table.pagination')}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'flex-end', gap: 1, px: 1, py: 0.5 }}
    >
      {/* The label sits beside the select, not above it: a floating label is cut to the select's
          width, which hid most of the Arabic and Turkish wording. */}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography id={labelId} component="label" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
          {t('table.rowsPerPage')}
        </Typography>
        <Select
          id={sizeId}
          labelId={labelId}
          size="small"
          variant="standard"
          value={paging.pageSize}
          // A new page size starts again from page 1: the old index may not exist any more.
          onChange={(e) => onPagingChange({ index: 1, pageSize: Number(e.target.value) })}
          sx={{ minWidth: 72 }}
        >
          {sizes.map((size) => (
            <MenuItem key={size} value={size}>
              {number.format(size)}
            </MenuItem>
          ))}
        </Select>
      </Box>
      <Typography variant="body2" aria-live="polite" sx={{ mx: 1, whiteSpace: 'nowrap' }}>
        {t('table.range', { from, to, total: totalRecords })}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center' }}>
        <IconButton size="small" aria-label={t('table.firstPage')} disabled={current <= 1} onClick={() => go(1)}>
          {rtl ? <LastPageIcon /> : <FirstPageIcon />}
        </IconButton>
        <IconButton size="small" aria-label={t('table.previousPage')} disabled={current <= 1} onClick={() => go(current - 1)}>
          {rtl ? <ChevronRightIcon /> : <ChevronLeftIcon />}
        </IconButton>
        {pageButtons(current, count).map((page) => (
          <Button
            key={page}
            size="small"
            variant={page === current ? 'contained' : 'text'}
            aria-label={t('table.page', { page })}
            aria-current={page === current ? 'page' : undefined}
            onClick={() => page !== current && go(page)}
            sx={{ minWidth: 36, px: 1 }}
          >
            {number.format(page)}
          </Button>
        ))}
        <IconButton size="small" aria-label={t('table.nextPage')} disabled={current >= count} onClick={() => go(current + 1)}>
          {rtl ? <ChevronLeftIcon /> : <ChevronRightIcon />}
        </IconButton>
        <IconButton size="small" aria-label={t('table.lastPage')} disabled={current >= count} onClick={() => go(count)}>
          {rtl ? <FirstPageIcon /> : <LastPageIcon />}
        </IconButton>
      </Box>
    </Box>
  );
}
