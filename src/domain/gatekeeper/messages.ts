/** Messages of the gatekeeper, verbatim from spec 002 §8 where the spec gives them. */
export const GATEKEEPER_MESSAGES = {
  palletClosed: (palletNo: string) => `Pallet ${palletNo} is closed and can't be processed again.`,
  fetchPalletFailed: 'Error fetching pallet data',
  importFailed: 'Failed to import pallet',
  unexpected: 'An unexpected error occurred',
  countFailed: 'Failed to fetch pallet count',
  scanFailed: 'Failed to scan UPC',
  markExcessFailed: 'Failed to mark as excess',
  missingFetchFailed: 'Error fetching missing UPCs',
  noItemsToMarkMissing: 'No items found to mark as missing',
  noValidUpcs: 'No valid UPCs found in the items',
  markMissingItemsFailed: 'Failed to mark missing items',
  markMissingFailed: 'Failed to mark as missing',
  closeFailed: 'Failed to close pallet',
  actionFailed: 'Action failed',
  rejected: 'REJECTED',
  markedExcess: 'Marked excess successfully',
  markedMissing: 'Marked missing successfully',
  palletClosedOk: 'Pallet closed successfully',
  rulesUploaded: 'Rules uploaded successfully',
  onlyCsv: 'Only CSV files are allowed.',
  unexpectedFormat: 'Unexpected response format',
  sampleNotFound: (title: string) => `Sample file not found: ${title}.csv`,
  atLeastOneFilter: 'Please select atleast one filter data!',
  // Not given by the spec: ours.
  unknownManifest: (palletNo: string) => `No manifest for pallet ${palletNo}: it cannot be imported`,
  unknownPallet: (palletNo: string) => `Pallet ${palletNo} is not known`,
  notOnPallet: (upc: string) => `UPC ${upc} is not on this pallet`,
  alreadyScanned: (upc: string) => `Every unit of UPC ${upc} on this pallet is already scanned`,
  scanned: 'Scanned',
} as const;

type MessageParams = { palletNo?: string; upc?: string };
/** The messages a screen can translate from a key and parameters (what the engine throws). */
export type GatekeeperMessageKey = {
  [K in keyof typeof GATEKEEPER_MESSAGES]: (typeof GATEKEEPER_MESSAGES)[K] extends string | ((code: string) => string) ? K : never;
}[keyof typeof GATEKEEPER_MESSAGES];

/**
 * A failure of the offline engine: the English text (logs, tests) plus the key and parameters, so
 * the device shows it in the operator's language instead of the English.
 */
export class GatekeeperError extends Error {
  override readonly name = 'GatekeeperError';

  constructor(
    readonly key: GatekeeperMessageKey,
    readonly params: MessageParams = {},
    options?: ErrorOptions,
  ) {
    const entry = GATEKEEPER_MESSAGES[key] as string | ((code: string) => string);
    super(typeof entry === 'function' ? entry(params.palletNo ?? params.upc ?? '') : entry, options);
  }
}
