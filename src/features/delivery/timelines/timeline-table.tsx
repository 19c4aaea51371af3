import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { nextSort } from '../../../components/data-table/index.ts';
import { DeleteButton } from '../../../components/delete-button.tsx';
import { EditButton } from '../../../components/edit-button.tsx';
import type { DeliveryMethod } from '../../../domain/shipment/delivery-methods.ts';
import { DELIVERY_PAGE_SIZE } from '../../../domain/shipment/delivery-paging.ts';
import { TIMELINE_SORTS, type DeliveryTimeline } from '../../../domain/shipment/delivery-timelines.ts';
import { useAreaLookup, useCountryLookup, useStateLookup } from '../../../lib/lookups/reference-lookups.ts';
import { usePagedList } from '../../../lib/use-paged-list.ts';
import { getDeliveryTimelines } from '../api/get-delivery-timelines.ts';
import { DELIVERY_NS } from '../i18n.ts';
import { DELIVERY_RESOURCES as R } from '../resources.ts';

const COLUMNS = ['shippingCountry', 'state', 'area', 'cutOff', 'minEdd', 'edd', 'timezone', 'actions'] as const;

interface TimelineTableProps {
  method: DeliveryMethod;
  name: string;
  onEdit: (timeline: DeliveryTimeline) => void;
  onDelete: (timeline: DeliveryTimeline) => Promise<unknown>;
}

const sortable: readonly string[] = TIMELINE_SORTS;

/**
 * A method's timelines (spec 002 §2 columns), all of them (pageSize 10000); places named in the user's
 * language. Each card's table sorts on its own, and keeps its order in the address under its method's
 * id (`m12.sort=-edd`), so a reload or a shared link shows every card as it was.
 */
export function TimelineTable({ method, name, onEdit, onDelete }: TimelineTableProps) {
  const { t } = useTranslation(DELIVERY_NS);
  const list = usePagedList({
    resource: R.timelines,
    fetchPage: (_paging, methodId: number, options) => getDeliveryTimelines(methodId, options),
    initialFilter: method.id,
    pageSize: DELIVERY_PAGE_SIZE,
    sortable: TIMELINE_SORTS,
    address: { prefix: `m${method.id}.` },
  });
  const countries = useCountryLookup();
  const states = useStateLookup(null);
  const areas = useAreaLookup(null);
  const [deleting, setDeleting] = useState<DeliveryTimeline | null>(null);
  const placeOf = (r: DeliveryTimeline) =>
    [
      countries.labelOfId(r.shippingCountryId) ?? r.shippingCountry,
      r.shippingStateId === null ? '' : (states.labelOfId(r.shippingStateId) ?? r.shippingState),
      r.shippingAreaId === null ? '' : (areas.labelOfId(r.shippingAreaId) ?? r.shippingArea),
    ] as const;
  const rowName = (r: DeliveryTimeline) => placeOf(r).filter(Boolean).join(' / ');

  return (
    <>
      <Table size="small" aria-label={t('timelinesOf', { name })}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((c) => {
              const sorted = list.sort?.field === c ? list.sort : undefined;
              if (!sortable.includes(c)) return <TableCell key={c}>{t(`columns.${c}`)}</TableCell>;
              return (
                <TableCell key={c} aria-sort={sorted ? (sorted.desc ? 'descending' : 'ascending') : 'none'}>
                  <TableSortLabel
                    active={Boolean(sorted)}
                    direction={sorted?.desc ? 'desc' : 'asc'}
                    onClick={() => list.setSort(nextSort(list.sort, c))}
                  >
                    {t(`columns.${c}`)}
                  </TableSortLabel>
                </TableCell>
              );
            })}
          </TableRow>
        </TableHead>
        <TableBody>
          {list.rows.length === 0 && !list.loading && (
            <TableRow>
              <TableCell colSpan={COLUMNS.length} align="center">
                {t('noTimelines')}
              </TableCell>
            </TableRow>
          )}
          {list.rows.map((r) => (
            <TableRow key={r.id}>
              {placeOf(r).map((place, i) => (
                <TableCell key={i}>{place}</TableCell>
              ))}
              <TableCell dir="ltr">{`${r.cutOffTimeFrom} – ${r.cutOffTimeTo}`}</TableCell>
              <TableCell>{r.min_edd}</TableCell>
              <TableCell>{r.max_edd}</TableCell>
              <TableCell dir="ltr">{r.timezone}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <EditButton name={rowName(r)} onClick={() => onEdit(r)} />
                <DeleteButton label={t('deleteTimeline', { name: rowName(r) })} onClick={() => setDeleting(r)} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <ConfirmDialog
        open={deleting !== null}
        title={t('deleteTimelineTitle')}
        text={t('deleteTimelineText', { name: deleting ? rowName(deleting) : '' })}
        danger
        onConfirm={() => onDelete(deleting!)}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
