import { REFERENCE_PATHS } from '../../../domain/reference/paths.ts';
import { stateSchema, type State, type StateValues } from '../../../domain/reference/states.ts';
import { requestReply, type Reply } from '../../../lib/api-client.ts';

/** Creates a state (no id) or replaces one's fields; the server checks them again and names its country. */
export function saveState(id: number | null, body: StateValues): Promise<Reply<State>> {
  const config = id === null ? { method: 'POST', url: REFERENCE_PATHS.states } : { method: 'PUT', url: `${REFERENCE_PATHS.states}/${id}` };
  return requestReply({ ...config, data: body }, stateSchema);
}
