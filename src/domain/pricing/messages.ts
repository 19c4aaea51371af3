import { textOf } from '../words/field-problem.ts';
import { F } from '../words/field-messages.ts';
import { wordsIn } from '../words/words.ts';
import type { RrpFieldName } from './rrp-fields.ts';
import type { pricingWords } from './words.ts';

const w = wordsIn<typeof pricingWords>('product-pricing');

/**
 * The RRP rule's messages: the server's refusals and the screen's words for them (spec 001 §5, §8).
 * The checks of a rule's tree (shared by the editor and the server) are the key text a field
 * error carries (`jsonTree.rules[0].value`); a condition's problem is said of its field.
 */
export const RRP_MESSAGES = {
  noData: w('noData'),
  saved: w('saved'),
  updated: w('updated'),
  notAGroup: textOf(w('rules.notAGroup')),
  notACondition: textOf(w('rules.notACondition')),
  tooDeep: (depth: number) => textOf(w('rules.tooDeep', { depth })),
  tooLarge: (max: number) => textOf(w('rules.tooLarge', { max })),
  unknownKey: (key: string) => textOf(w('rules.unknownKey', { key: key.slice(0, 40) })),
  badId: textOf(w('rules.badId')),
  combinator: textOf(w('rules.combinator')),
  notFlag: textOf(F('trueFalse')),
  empty: textOf(w('rules.empty')),
  emptyGroup: textOf(w('rules.emptyGroup')),
  valueSource: textOf(w('rules.valueSource')),
  unknownField: (field: unknown) =>
    textOf(w('rules.unknownField', { field: String(typeof field === 'string' ? field.slice(0, 40) : field) })),
  unknownOperator: (field: RrpFieldName, operators: readonly string[]) =>
    textOf(w(`rules.unknownOperator.${field}`, { operators: operators.join(', ') })),
  chooseValue: (field: RrpFieldName) => textOf(w(`rules.chooseValue.${field}`)),
  valueTooLong: (field: RrpFieldName, max: number) => textOf(w(`rules.valueTooLong.${field}`, { max })),
  badText: (field: RrpFieldName) => textOf(w(`rules.badText.${field}`)),
  tooManyValues: (field: RrpFieldName, max: number) => textOf(w(`rules.tooManyValues.${field}`, { max })),
  percentRange: (field: RrpFieldName) => textOf(w(`rules.percentRange.${field}`)),
  betweenPair: (field: RrpFieldName) => textOf(w(`rules.betweenPair.${field}`)),
  betweenOrder: (field: RrpFieldName) => textOf(w(`rules.betweenOrder.${field}`)),
  badJson: w('rules.badJson'),
  notInCatalogue: (field: RrpFieldName, value: string) => w(`rules.notInCatalogue.${field}`, { value: value.slice(0, 100) }),
  /** The forms the client sent that differ from those the server builds from the tree (contract names). */
  mismatch: (fields: string[]) => w('mismatch', { fields: fields.join(', '), count: fields.length }),
  exists: (action: string) => w('exists', { action }),
  none: (action: string) => w('none', { action }),
} as const;

/** Frames' messages (spec 002 §2, §8); the rules' are the key text a zod rule or a field error carries. */
export const FRAME_MESSAGES = {
  saved: w('frameSaved'),
  none: w('noFrames'),
  noFrame: (id: number) => w('noFrame', { id }),
  colour: textOf(w('rules.colour')),
  pidsRequired: w('rules.pidsRequired'),
  notAPid: (text: string) => w('rules.notAPid', { text: text.slice(0, 20) }),
  ruleRequired: w('rules.ruleRequired'),
  unknownPids: (pids: number[]) => w('rules.unknownPids', { pids: `${pids.slice(0, 10).join(', ')}${pids.length > 10 ? '…' : ''}` }),
  atMostPids: (max: number) => textOf(w('rules.atMostPids', { max })),
  /** Undo puts back a frame's fields, not its list of PIDs: a change of the list is undone by editing it. */
  pidsNotUndoable: w('pidsNotUndoable'),
} as const;
