import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntityName } from '../../domain/history/entities.ts';
import { getHistory, undoEntry } from '../../lib/history/history-api.ts';
import { KIT_NS } from '../../lib/kit-i18n.ts';
import { toast } from '../../lib/toast.ts';
import { HistoryEntry } from './history-entry.tsx';

const PAGE = 20;

export interface HistoryDialogProps {
  entity: EntityName;
  id: number | string;
  name: string;
  labelOf: (field: string) => string;
  /** The resources to reload after an Undo from here. */
  invalidates?: readonly string[];
  onClose: () => void;
}

/** A record's history: a timeline of its changes, newest first, with who, when and each field before and after. */
export default function HistoryDialog({ entity, id, name, labelOf, invalidates = [], onClose }: HistoryDialogProps) {
  const { t } = useTranslation(KIT_NS);
  const titleId = useId();
  const queryClient = useQueryClient();
  const query = useInfiniteQuery({
    queryKey: ['history', entity, String(id)],
    queryFn: ({ pageParam, signal }) => getHistory(entity, id, pageParam, PAGE, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.length * PAGE < last.totalRecords ? pages.length + 1 : undefined),
  });
  const entries = query.data?.pages.flatMap((page) => page.records) ?? [];
  const undo = async (entryId: number) => {
    try {
      toast.success((await undoEntry(entryId)).message);
    } catch (error) {
      toast.failure(error);
    }
    await Promise.all([...invalidates, 'history'].map((resource) => queryClient.invalidateQueries({ queryKey: [resource] })));
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{t('history.title', { name })}</DialogTitle>
      <DialogContent dividers>
        {query.isPending && (
          <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <CircularProgress size={20} /> {t('history.loading')}
          </Box>
        )}
        {query.isError && (
          <Box role="alert" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            {t('history.failed')}
            <Button onClick={() => void query.refetch()}>{t('history.retry')}</Button>
          </Box>
        )}
        {query.isSuccess && entries.length === 0 && <Typography>{t('history.empty')}</Typography>}
        <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 2 }}>
          {entries.map((entry, index) => (
            <HistoryEntry
              key={entry.id}
              entry={entry}
              labelOf={labelOf}
              onUndo={index === 0 && entry.undoable ? () => void undo(entry.id) : undefined}
            />
          ))}
        </Box>
        {query.hasNextPage && (
          <Button sx={{ mt: 2 }} onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
            {t('history.more')}
          </Button>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('history.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
