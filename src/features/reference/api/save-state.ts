import { REFERENCE_PATHS } from '../../../domain/reference/paths.ts';
import { stateSchema, type State, type StateValues } from '../../../domain/reference/states.ts';
import { recordSaver } from '../../../lib/save-record.ts';

/** Creates a state (no id) or replaces one's fields; the server checks them again and names its country. */
export const saveState = recordSaver<State, StateValues>(REFERENCE_PATHS.states, stateSchema);
