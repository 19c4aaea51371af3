import { useQueryClient } from '@tanstack/react-query';
import type { EntityName } from '../../domain/history/entities.ts';
import { requestReply } from '../api-client.ts';
import { queryKeys } from '../query/query-keys.ts';
import { toast } from '../toast.ts';
import { offerUndo } from './offer-undo.ts';

/**
 * Deletes a tracked record at the revision the user saw (a stale one is refused, 409, and the
 * list reloads), then offers Undo for 10 s: `remove({ id, revision })` after the screen confirmed.
 */
export function useTrackedDelete(options: { entity: EntityName; url: (id: number) => string; invalidates: readonly string[] }) {
  const queryClient = useQueryClient();
  const reload = () =>
    Promise.all(options.invalidates.map((resource) => queryClient.invalidateQueries({ queryKey: queryKeys.all(resource) })));
  return async (record: { id: number; revision: number }): Promise<boolean> => {
    try {
      const reply = await requestReply({ method: 'DELETE', url: options.url(record.id), params: { revision: record.revision } });
      offerUndo(reply.message, { entity: options.entity, id: record.id, revision: record.revision }, queryClient, options.invalidates);
      return true;
    } catch (error) {
      toast.failure(error);
      return false;
    } finally {
      await reload();
    }
  };
}
