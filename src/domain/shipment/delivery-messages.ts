import { wordsIn, type Msg } from '../words/words.ts';
import { deliveryWords } from './words.ts';

const w = wordsIn<typeof deliveryWords>('delivery-timeline');

/** A timeline's place by its names ('' for no state or area): its overlap message says how specific it is. */
export interface PlaceWords {
  country: string;
  state: string;
  area: string;
}

/** A timeline's window as its overlap message names it: '11:00:00–13:00:00 on Tue' (the days by their codes). */
export interface WindowWords {
  from: string;
  to: string;
  days: string;
}

/** What the delivery calls answer: the successes are spec 002 §8's words; the refusals are ours. */
export const DELIVERY_MESSAGES = {
  methodAdded: w('methodAdded'),
  methodUpdated: w('methodUpdated'),
  methodDeleted: w('methodDeleted'),
  timelineAdded: w('timelineAdded'),
  timelineUpdated: w('timelineUpdated'),
  timelineDeleted: w('timelineDeleted'),
  noMethod: (id: number) => w('noMethod', { id }),
  noTimeline: (id: number) => w('noTimeline', { id }),
  noInventoryCountry: (id: number) => w('noInventoryCountry', { id }),
  noCountry: (id: number) => w('noCountry', { id }),
  stateNotInCountry: (state: string, country: string) => w('stateNotInCountry', { state, country }),
  areaNotInState: (area: string, state: string) => w('areaNotInState', { area, state }),
  noState: (id: number) => w('noState', { id }),
  noArea: (id: number) => w('noArea', { id }),
  /** The method's key: its inventory country's code, and its delivery type's and label's names (said by the server). */
  duplicateMethod: (country: string, type: string, label: string) => w('duplicateMethod', { country, type, label }),
  labelName: (code: string): Msg => ({ key: `${deliveryWords.ns}:deliveryLabels.${code}` }),
  /** 'United Arab Emirates / Dubai / all areas': a place as an overlap names it. */
  place: (p: PlaceWords) => w(p.area ? 'places.area' : p.state ? 'places.state' : 'places.country', { ...p }),
  /** `place` said by the server in the request's language. */
  overlap: (id: number, place: string, window: WindowWords) => w('overlap', { id, place, ...window }),
  restoreOverlap: (id: number, place: string, window: WindowWords) => w('restoreOverlap', { id, place, ...window }),
  promiseNoMethod: w('reasons.NO_METHOD'),
  promiseInactive: w('reasons.INACTIVE_METHOD'),
  promiseNoTimeline: w('reasons.NO_TIMELINE'),
} as const;
