import i18next from 'i18next';
import type { QueryClient } from '@tanstack/react-query';
import type { EntityName } from '../../domain/history/entities.ts';
import { KIT_NS } from '../kit-i18n.ts';
import { queryKeys } from '../query/query-keys.ts';
import { toast } from '../toast.ts';
import { undoLatest } from './history-api.ts';

/** How long the toast after an edit or a delete offers Undo. */
export const UNDO_MS = 10_000;

/**
 * The success toast of an edit or a delete, with Undo for UNDO_MS: Undo puts the record back as
 * it was (a new entry in its history), or says why not when someone changed it since.
 */
export function offerUndo(
  message: string,
  target: { entity: EntityName; id: number | string; revision: number },
  queryClient: QueryClient,
  invalidates: readonly string[],
) {
  const reload = () => Promise.all(invalidates.map((resource) => queryClient.invalidateQueries({ queryKey: queryKeys.all(resource) })));
  toast.show({
    message,
    severity: 'success',
    durationMs: UNDO_MS,
    action: {
      label: i18next.t('history.undo', { ns: KIT_NS }),
      onClick: () => {
        undoLatest(target)
          .then((reply) => toast.success(reply.message))
          .catch((error: unknown) => toast.failure(error))
          .finally(() => void reload().then(() => queryClient.invalidateQueries({ queryKey: ['history'] })));
      },
    },
  });
}
