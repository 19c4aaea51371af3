import { latinDigits } from '../digits.ts';

/** Constants of the gatekeeper (spec 002 §3, §5, §9). */
export const GATE_COUNTRIES = ['UAE', 'KSA'] as const;
export type GateCountry = (typeof GATE_COUNTRIES)[number];

export const PALLET_STATUSES = ['Open', 'Closed'] as const;
export type PalletStatus = (typeof PALLET_STATUSES)[number];

/**
 * What a scan or a mark did to an item (`data.action` of the scan reply). REJECTED opens the
 * 'REJECTED' dialog; every other action shows success (spec 002 §4).
 */
export const ITEM_ACTIONS = ['ACCEPTED', 'REJECTED', 'NOT_ON_PALLET', 'ALREADY_SCANNED', 'EXCESS', 'MISSING'] as const;
export type ItemAction = (typeof ITEM_ACTIONS)[number];

/** Letters, digits, hyphen and slash (spec 002 §5). */
export const PALLET_NO_PATTERN = /^[A-Za-z0-9/-]+$/;
/**
 * Pallet numbers are upper case wherever they are stored or compared: 'plt-0005' is PLT-0005; and
 * 'PLT-٠٠٠٥', typed on an Arabic keyboard, too.
 */
export const normalisePalletNo = (raw: string): string => latinDigits(raw).trim().toUpperCase();
export const UPC_PATTERN = /^[0-9A-Za-z]{1,32}$/;

/** UPCs are sent without leading zeros (spec 002 §5), in ASCII digits; a UPC of zeros only stays '0'. */
export const normaliseUpc = (raw: string): string =>
  latinDigits(raw)
    .trim()
    .replace(/^0+(?=.)/, '');

/** The three rule sets of the rules screen, by their upload titles (spec 002 /apps/gatekeeper-rules). */
export const RULE_SETS = ['Eligibility', 'Capping', 'Allotment'] as const;
export type RuleSetName = (typeof RULE_SETS)[number];

/** Report filters: at most 5 pallet numbers (spec 002 §5, §9). */
export const MAX_REPORT_PALLETS = 5;
export const REPORT_FILES = { headers: 'Gatekeeper Report.xlsx', items: 'Gatekeeper Items Report.xlsx' } as const;

/** Capping default when neither a brand nor a division maximum applies (spec 002 §9). */
export const DEFAULT_CAP = 25;
/** The capping window: units scanned in the last hour count against the cap. */
export const CAPPING_WINDOW_MS = 60 * 60 * 1000;

/** Background Sync tag of the outbox, and the message the service worker posts to open windows to flush it. */
export const OUTBOX_SYNC_TAG = 'gatekeeper-outbox';
export const OUTBOX_FLUSH_MESSAGE = 'gatekeeper-flush';
