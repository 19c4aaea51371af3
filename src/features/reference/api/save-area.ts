import { areaSchema, type Area, type AreaValues } from '../../../domain/reference/areas.ts';
import { REFERENCE_PATHS } from '../../../domain/reference/paths.ts';
import { requestReply, type Reply } from '../../../lib/api-client.ts';

/** Creates an area (no id) or replaces one's fields; the server checks them again and names its state and country. */
export function saveArea(id: number | null, body: AreaValues): Promise<Reply<Area>> {
  const config = id === null ? { method: 'POST', url: REFERENCE_PATHS.areas } : { method: 'PUT', url: `${REFERENCE_PATHS.areas}/${id}` };
  return requestReply({ ...config, data: body }, areaSchema);
}
