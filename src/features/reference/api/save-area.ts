import { areaSchema, type Area, type AreaValues } from '../../../domain/reference/areas.ts';
import { REFERENCE_PATHS } from '../../../domain/reference/paths.ts';
import { recordSaver } from '../../../lib/save-record.ts';

/** Creates an area (no id) or replaces one's fields; the server checks them again and names its state and country. */
export const saveArea = recordSaver<Area, AreaValues>(REFERENCE_PATHS.areas, areaSchema);
