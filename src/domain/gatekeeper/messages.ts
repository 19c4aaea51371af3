import { textOf } from '../words/field-problem.ts';
import { wordsIn, type Msg, type WordTable } from '../words/words.ts';
import { gatekeeperWords } from './words.ts';

const w = wordsIn<typeof gatekeeperWords>('gate');

/** Messages of the gatekeeper, verbatim from spec 002 §8 where the spec gives them (gatekeeperWords). */
export const GATEKEEPER_MESSAGES = {
  palletClosed: (palletNo: string) => w('palletClosed', { palletNo }),
  fetchPalletFailed: w('fetchPalletFailed'),
  importFailed: w('importFailed'),
  unexpected: w('unexpected'),
  countFailed: w('countFailed'),
  scanFailed: w('scanFailed'),
  markExcessFailed: w('markExcessFailed'),
  missingFetchFailed: w('missingFetchFailed'),
  noItemsToMarkMissing: w('noItemsToMarkMissing'),
  noValidUpcs: w('noValidUpcs'),
  markMissingItemsFailed: w('markMissingItemsFailed'),
  markMissingFailed: w('markMissingFailed'),
  closeFailed: w('closeFailed'),
  actionFailed: w('actionFailed'),
  rejected: w('rejected'),
  markedExcess: w('markedExcess'),
  markedMissing: w('markedMissing'),
  palletClosedOk: w('palletClosedOk'),
  rulesUploaded: w('rulesUploaded'),
  onlyCsv: w('onlyCsv'),
  unexpectedFormat: w('unexpectedFormat'),
  sampleNotFound: (title: string) => w('sampleNotFound', { title }),
  atLeastOneFilter: w('atLeastOneFilter'),
  // Not given by the spec: ours.
  unknownManifest: (palletNo: string) => w('unknownManifest', { palletNo }),
  unknownPallet: (palletNo: string) => w('unknownPallet', { palletNo }),
  notOnPallet: (upc: string) => w('notOnPallet', { upc }),
  alreadyScanned: (upc: string) => w('alreadyScanned', { upc }),
  scanned: w('scanned'),
} as const;

/** The gatekeeper contracts' own rules, as the key text a zod rule carries. */
export const GATEKEEPER_RULES = {
  palletNo: textOf(w('rules.palletNo')),
  upc: textOf(w('rules.upc')),
};

type MessageParams = { palletNo?: string; upc?: string };
/** The messages a screen can say from a key and parameters (what the engine throws). */
export type GatekeeperMessageKey = keyof typeof GATEKEEPER_MESSAGES;

/** A gatekeeper message in English, without i18next (an Error's text for logs and tests; the service worker has no i18next). */
export function gatekeeperEnglish(msg: Msg): string {
  const path = msg.key.slice(msg.key.indexOf(':') + 1).split('.');
  let entry: WordTable | string | undefined = gatekeeperWords.en;
  for (const part of path) entry = typeof entry === 'object' ? entry[part] : undefined;
  const text = typeof entry === 'string' ? entry : msg.key;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(msg.params?.[name] ?? ''));
}

/** The message of `key` with the parameters it takes. */
export function gatekeeperMessage(key: GatekeeperMessageKey, params: MessageParams = {}): Msg {
  const entry = GATEKEEPER_MESSAGES[key] as Msg | ((code: string) => Msg);
  return typeof entry === 'function' ? entry(params.palletNo ?? params.upc ?? '') : entry;
}

/**
 * A failure of the offline engine: the English text (logs, tests) plus the key and parameters, so
 * the device shows it in the operator's language instead of the English.
 */
export class GatekeeperError extends Error {
  override readonly name = 'GatekeeperError';
  /** The message to show, said in the operator's language where it is shown. */
  readonly msg: Msg;

  constructor(
    readonly key: GatekeeperMessageKey,
    readonly params: MessageParams = {},
    options?: ErrorOptions,
  ) {
    const msg = gatekeeperMessage(key, params);
    super(gatekeeperEnglish(msg), options);
    this.msg = msg;
  }
}
