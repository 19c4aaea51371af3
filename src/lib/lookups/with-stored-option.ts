import { useMemo } from 'react';
import type { PickList } from './use-lookup.ts';

/** A record a stored row still names but the pick list no longer offers (e.g. a retired brand). */
export interface StoredOption {
  storedId: number;
  storedLabel: string;
}

/**
 * The pick list, plus the record `stored` names when the list leaves it out, so an existing row
 * shows its value ('Esprit (inactive)') instead of an empty field. The server lets a row keep such
 * a value and refuses it as a new choice.
 */
export function useWithStoredOption<T>(list: PickList<T>, stored: { id: number; label: string } | null): PickList<T | StoredOption> {
  return useMemo(() => {
    const isStored = (option: T | StoredOption): option is StoredOption =>
      typeof option === 'object' && option !== null && 'storedId' in option;
    const missing = stored !== null && !list.loading && list.labelOfId(stored.id) === undefined;
    return {
      ...list,
      options: missing ? [...list.options, { storedId: stored.id, storedLabel: stored.label }] : list.options,
      idOf: (option) => (isStored(option) ? option.storedId : list.idOf(option)),
      labelOf: (option) => (isStored(option) ? option.storedLabel : list.labelOf(option)),
      labelOfId: (id) => list.labelOfId(id) ?? (missing && id === stored.id ? stored.label : undefined),
    };
  }, [list, stored]);
}
