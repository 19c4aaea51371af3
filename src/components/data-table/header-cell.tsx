import TableCell from '@mui/material/TableCell';
import TableSortLabel from '@mui/material/TableSortLabel';
import { flexRender, type Header } from '@tanstack/react-table';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Sort } from '../../domain/lists/sort.ts';
import { KIT_NS } from '../../lib/kit-i18n.ts';
import { ColumnResizer } from './column-resizer.tsx';
import './column-meta.ts';
import { pinnedCellSx, type PinnedPlace } from './pinned-columns.ts';

interface HeaderCellProps<T> {
  header: Header<T, unknown>;
  /** The column's name as text (the resize handle's name). */
  title: string;
  sort: Sort | undefined;
  /** Present when the server can sort by this column: a click asks for the next order. */
  onSort?: () => void;
  place: PinnedPlace | undefined;
  /** The width a user gave the column, if any. */
  width: number | undefined;
  /** The width on screen (the handle's value). */
  shownWidth: number;
  /** Present when the column can be resized. */
  onResize?: (width: number) => void;
  rtl: boolean;
}

/** A column header: sortable (aria-sort), resizable by a handle on its edge, pinned where its column is. */
export function HeaderCell<T>({ header, title, sort, onSort, place, width, shownWidth, onResize, rtl }: HeaderCellProps<T>) {
  const { t } = useTranslation(KIT_NS);
  const [preview, setPreview] = useState<number>();
  const titleId = useId();
  const id = header.column.id;
  const sorted = sort?.field === id ? sort : undefined;
  const content = header.isPlaceholder ? null : <span id={titleId}>{flexRender(header.column.columnDef.header, header.getContext())}</span>;
  const given = preview ?? width;
  return (
    <TableCell
      colSpan={header.colSpan}
      data-column-id={id}
      // Named by its title alone: the resize handle inside is a control of its own.
      aria-labelledby={header.isPlaceholder ? undefined : titleId}
      aria-sort={onSort ? (sorted ? (sorted.desc ? 'descending' : 'ascending') : 'none') : undefined}
      align={header.column.columnDef.meta?.align ?? 'left'}
      sx={[
        // Headers wrap between words, so a long one ('Service Avail (Online Store)') does not push
        // the columns after it off the screen. A width a user chose holds even against long words.
        { width: given ?? header.column.columnDef.meta?.width, fontWeight: 600, lineHeight: 1.3 },
        given === undefined ? {} : { minWidth: given, maxWidth: given, overflowWrap: 'anywhere' },
        pinnedCellSx(place, { header: true }),
      ]}
    >
      {onSort ? (
        <TableSortLabel active={Boolean(sorted)} direction={sorted?.desc ? 'desc' : 'asc'} onClick={onSort}>
          {content}
        </TableSortLabel>
      ) : (
        content
      )}
      {onResize && (
        <ColumnResizer
          width={preview ?? shownWidth}
          label={t('table.resizeColumn', { column: title })}
          rtl={rtl}
          onPreview={setPreview}
          onResize={onResize}
        />
      )}
    </TableCell>
  );
}
