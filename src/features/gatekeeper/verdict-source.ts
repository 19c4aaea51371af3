import type { FeedbackKind } from './feedback.ts';
import type { ItemAction } from '../../domain/gatekeeper/constants.ts';

/** What a result says. */
export interface VerdictContent {
  kind: FeedbackKind;
  action: ItemAction | null;
  upc: string;
  message: string;
  /** A pallet number scanned as a UPC: the banner offers to switch to that pallet. */
  palletNo?: string;
}

/** The last result on screen; `seq` tells each new one apart, also when it repeats the last. */
export interface ShownVerdict extends VerdictContent {
  seq: number;
}

/** What shows the verdicts: `show` paints the current one; `prepare` may build one ahead. */
export interface VerdictView {
  show: () => void;
  prepare?: (content: VerdictContent) => void;
}

/**
 * The shown verdict outside React state, so showing one repaints the banner alone. `prepare` tells
 * the view what is likely shown next (a scan's verdict while the scan is being stored), so it can
 * build it while the thread would wait anyway.
 */
export interface VerdictSource {
  get: () => ShownVerdict | null;
  set: (verdict: ShownVerdict) => void;
  prepare: (content: VerdictContent) => void;
  subscribe: (view: VerdictView) => () => void;
}

export function createVerdictSource(): VerdictSource {
  let current: ShownVerdict | null = null;
  const views = new Set<VerdictView>();
  return {
    get: () => current,
    set: (verdict) => {
      current = verdict;
      views.forEach((view) => view.show());
    },
    prepare: (content) => views.forEach((view) => view.prepare?.(content)),
    subscribe: (view) => {
      views.add(view);
      return () => void views.delete(view);
    },
  };
}

/** Whether two results say the same (a prepared one may stand for the one shown). */
export const sameContent = (a: VerdictContent, b: VerdictContent): boolean =>
  a.kind === b.kind && a.action === b.action && a.upc === b.upc && a.message === b.message && a.palletNo === b.palletNo;
