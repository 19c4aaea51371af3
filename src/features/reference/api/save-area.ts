import { areaSchema, type Area, type AreaBody } from '../../../domain/reference/areas.ts';
import { REFERENCE_PATHS } from '../../../domain/reference/paths.ts';
import { requestReply, type Reply } from '../../../lib/api-client.ts';

/** An area as the drawer sends it: no checks on the client (spec 000 §5), so the state may be missing. */
export type AreaDraft = Omit<AreaBody, 'stateId'> & { stateId: number | null };

/** Creates an area (no id) or replaces one's fields; the server checks them, its message is the toast. */
export function saveArea(id: number | null, body: AreaDraft): Promise<Reply<Area>> {
  const config = id === null ? { method: 'POST', url: REFERENCE_PATHS.areas } : { method: 'PUT', url: `${REFERENCE_PATHS.areas}/${id}` };
  return requestReply({ ...config, data: body }, areaSchema);
}
