import type { ReasonMessage } from './reasons.ts';
import type { GateCountry, ItemAction, RuleSetName } from '../constants.ts';

/**
 * One stored rule: a line of a rule set's CSV. `identifier` names what the line is, e.g.
 * GATEKEEPER-UAE-BRAND-REJECTION (spec 002 §9); `value` is what it applies to (a brand, a
 * category …); `limit` is the number where the identifier takes one (a maximum, a minimum, a share).
 */
export interface RuleRow {
  identifier: string;
  value: string;
  limit: number | null;
}

/** Every rule row of every set, as the server stores them and the device keeps a copy. */
export type RuleBook = Record<RuleSetName, RuleRow[]>;

/** What the item master knows of a UPC: everything the rules read. */
export interface ItemFacts {
  upc: string;
  pId: string;
  style: string;
  brand: string;
  category: string;
  subCategory: string;
  division: string;
  department: string;
  groupCode: string;
  sizeLabel: string;
  itemCode: string;
  headOfficeQty: number;
  rackQty: number;
  preGrnQty: number;
  /** Whether the style already trades in each country (KSA eligibility). */
  styleInBusiness: Record<GateCountry, boolean>;
}

/** Everything one verdict depends on; the server and the device build it from their own data. */
export interface ScanContext {
  gateCountry: GateCountry;
  upc: string;
  /** The item master row, or null when the UPC is unknown there. */
  item: ItemFacts | null;
  /** Units of this UPC expected on the pallet, and how many of them are already scanned. */
  expectedOnPallet: number;
  scannedOnPallet: number;
  /** Units of this UPC scanned (anywhere) in the last hour, before this scan. */
  scannedLastHour: number;
}

/** The verdict of one scan: the action and, for REJECTED, the reason and the rule that decided. */
export interface Verdict {
  action: Extract<ItemAction, 'ACCEPTED' | 'REJECTED' | 'NOT_ON_PALLET' | 'ALREADY_SCANNED'>;
  reason: string | null;
  /** Identifier of the deciding rule (e.g. GATEKEEPER-UAE-BRAND-REJECTION, CAPPING-DEFAULT), or null. */
  rule: string | null;
  /** `reason` as a message key and parameters, for the device to show in the operator's language. */
  message?: ReasonMessage;
}
