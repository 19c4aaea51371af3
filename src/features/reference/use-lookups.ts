import { useEffect, useState } from 'react';
import type { CountryLookup } from '../../domain/reference/countries.ts';
import type { StateLookup } from '../../domain/reference/states.ts';
import { toast } from '../../lib/toast.ts';
import { getCountryLookup } from './api/get-country-lookup.ts';
import { getStateLookup } from './api/get-state-lookup.ts';

/** Loads a pick list once per key; a failure shows as an error toast and leaves the list empty. */
function useLookup<T>(load: (signal: AbortSignal) => Promise<T[]>, key: string, enabled = true): { options: T[]; loading: boolean } {
  const [state, setState] = useState<{ key: string; options: T[] } | null>(null);
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    load(controller.signal).then(
      (options) => setState({ key, options }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        toast.failure(error);
        setState({ key, options: [] });
      },
    );
    return () => controller.abort();
    // `load` is a new function each render; the key says when it loads something else.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, enabled]);
  const current = state?.key === key ? state.options : [];
  return { options: enabled ? current : [], loading: enabled && state?.key !== key };
}

/** Every country, by name: the country selects of the three screens. */
export const useCountryLookup = () => useLookup<CountryLookup>((signal) => getCountryLookup(signal), 'all');

/** The states of a country (of every country for null), in display order; nothing while `enabled` is false. */
export const useStateLookup = (countryId: number | null, enabled = true) =>
  useLookup<StateLookup>((signal) => getStateLookup(countryId, signal), String(countryId), enabled);
