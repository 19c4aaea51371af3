import { REFERENCE_PATHS } from '../../../domain/reference/paths.ts';
import { stateSchema, type State, type StateBody } from '../../../domain/reference/states.ts';
import { requestReply, type Reply } from '../../../lib/api-client.ts';

/** A state as the drawer sends it: no checks on the client (spec 002 §5), so a choice may be missing. */
export type StateDraft = Omit<StateBody, 'countryId' | 'displayOrder'> & { countryId: number | null; displayOrder: number | null };

/** Creates a state (no id) or replaces one's fields; the server checks them, its message is the toast. */
export function saveState(id: number | null, body: StateDraft): Promise<Reply<State>> {
  const config = id === null ? { method: 'POST', url: REFERENCE_PATHS.states } : { method: 'PUT', url: `${REFERENCE_PATHS.states}/${id}` };
  return requestReply({ ...config, data: body }, stateSchema);
}
