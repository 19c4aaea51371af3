import type { FeedbackKind } from './feedback.ts';
import type { ItemAction } from '../../domain/gatekeeper/constants.ts';

/** The last result on screen; `seq` tells each new one apart, also when it repeats the last. */
export interface ShownVerdict {
  seq: number;
  kind: FeedbackKind;
  action: ItemAction | null;
  upc: string;
  message: string;
  /** A pallet number scanned as a UPC: the banner offers to switch to that pallet. */
  palletNo?: string;
}

/** The shown verdict outside React state, so showing one re-renders the banner alone. */
export interface VerdictSource {
  get: () => ShownVerdict | null;
  set: (verdict: ShownVerdict) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createVerdictSource(): VerdictSource {
  let current: ShownVerdict | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set: (verdict) => {
      current = verdict;
      listeners.forEach((listener) => listener());
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
