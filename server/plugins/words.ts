import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import i18next, { type i18n } from 'i18next';
import { LANGUAGES, type Language } from '../../src/domain/constants.ts';
import { languageOf } from '../../src/domain/words/accept-language.ts';
import { msgOfText } from '../../src/domain/words/field-problem.ts';
import { isolate } from '../../src/domain/words/isolate.ts';
import { fieldWords } from '../../src/domain/words/field-words.ts';
import { F } from '../../src/domain/words/field-messages.ts';
import { serverWords } from '../../src/domain/words/server-words.ts';
import type { Catalogue, Msg } from '../../src/domain/words/words.ts';

/**
 * The server's words: every module's catalogue in one i18next instance, and the language of the
 * request being answered. A reply's message, field problems and row problems are made from their
 * keys in that language (Accept-Language; English for anything else) only when sent.
 */
const translator: i18n = i18next.createInstance();
void translator.init({
  resources: {},
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  interpolation: { escapeValue: false },
  initAsync: false,
  // A missing key would otherwise answer with the key itself; the catalogue tests make sure none is.
  returnNull: false,
});

/** Loads catalogues into the server's words; loading one again is harmless. */
export function registerCatalogues(catalogues: readonly Catalogue[]): void {
  for (const catalogue of catalogues) {
    for (const lng of LANGUAGES) {
      if (!translator.hasResourceBundle(lng, catalogue.ns)) translator.addResourceBundle(lng, catalogue.ns, catalogue[lng], true, true);
    }
  }
}
/** The catalogues of the server itself and of the shared field rules: loaded whatever the modules. */
export const KIT_CATALOGUES: readonly Catalogue[] = [serverWords, fieldWords];
registerCatalogues(KIT_CATALOGUES);

const requestLanguage = new AsyncLocalStorage<Language>();

/** The language of the request being answered, English outside one (jobs, start-up). */
export const currentLanguage = (): Language => requestLanguage.getStore() ?? 'en';

/** Runs `work` answering in `lng` (a socket event's handler, a test). */
export const inLanguage = <T>(lng: Language, work: () => T): T => requestLanguage.run(lng, work);

/**
 * A message's text in `lng` (default: the request's). A string is a rule's key text ('fields:atMost?max=50')
 * or, until its module has a catalogue, a plain text sent as it is.
 */
export function say(msg: Msg | string, lng: Language = currentLanguage()): string {
  const words = typeof msg === 'string' ? msgOfText(msg) : msg;
  if (!words) return msg as string;
  return translator.t(words.key, { lng, ...(lng === 'ar' && words.params ? isolatedParams(words.params) : words.params) });
}

/**
 * In Arabic, each parameter holding Latin letters or digits (PLT-0003, a UPC, an e-mail) is set in
 * its own direction with Unicode's isolates, so right-to-left text never shows it as 0003-PLT.
 */
function isolatedParams(params: NonNullable<Msg['params']>): NonNullable<Msg['params']> {
  const out: NonNullable<Msg['params']> = {};
  for (const [name, value] of Object.entries(params)) out[name] = name === 'count' ? value : isolate(String(value));
  return out;
}

/** True when the catalogues hold `key` in `lng` (the label lookup and the catalogue tests). */
export const hasWords = (key: string, lng: Language): boolean => translator.exists(key, { lng, fallbackLng: false });

/**
 * A field by its label in `lng`: the group of a module's labels (`<ns>:labels.<group>.<field>`), the
 * module's, else the shared ones (`fields:labels`); a list item's row is named too ('UPC (Row 3)').
 */
export function fieldLabel(ns: string | undefined, group: string | undefined, field: string, lng: Language): string {
  const cacheKey = `${lng}|${ns ?? ''}|${group ?? ''}|${field}`;
  const known = labels.get(cacheKey);
  if (known !== undefined) return known;
  const label = findLabel(ns, group, field, lng);
  // Field names come from the contracts, so the cache stays small; the cap keeps it so whatever comes.
  if (labels.size < 5000) labels.set(cacheKey, label);
  return label;
}

/** The labels found so far, by language, catalogue, group and field: a refusal names them without looking again. */
const labels = new Map<string, string>();

function findLabel(ns: string | undefined, group: string | undefined, field: string, lng: Language): string {
  const segments = field.split('.');
  const names = segments.filter((s) => !/^\d+$/.test(s));
  const leaf = names.at(-1) ?? field;
  const keys = [
    ns && group && `${ns}:labels.${group}.${leaf}`,
    ns && `${ns}:labels.${names.join('.')}`,
    ns && `${ns}:labels.${leaf}`,
    `fields:labels.${leaf}`,
  ];
  const key = keys.find((k): k is string => Boolean(k) && hasWords(k as string, lng));
  const label = key ? say({ key }, lng) : field;
  // A list's item ('ids.1', 'items.2.upc') names its row; a value nested in arrays ('opId.0.0') does not.
  const index = (i: number) => /^\d+$/.test(segments[i] ?? '');
  const at = segments.findIndex((_, i) => index(i) && !index(i - 1) && !index(i + 1));
  return at < 0 ? label : `${label} (${say(F('row', { row: Number(segments[at]) + 1 }), lng)})`;
}

/** A message as a reply carries it: its text in the reader's language beside its key and parameters. */
export function spoken(msg: Msg | string, lng: Language = currentLanguage()): { message: string; key?: string; params?: Msg['params'] } {
  const words = typeof msg === 'string' ? msgOfText(msg) : msg;
  if (!words) return { message: msg as string };
  const message = say(words, lng);
  return words.params ? { message, key: words.key, params: words.params } : { message, key: words.key };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The language the request asked for with Accept-Language: en, tr or ar. */
    language: Language;
  }
  interface FastifyContextConfig {
    /** The catalogue namespace whose `labels` name this route's fields ('reference'). */
    words?: string;
    /** The group of that catalogue's `labels` for this route's record ('country' in reference:labels.country). */
    labels?: string;
  }
}

async function wordsPlugin(app: FastifyInstance) {
  app.decorateRequest('language', 'en');
  app.addHook('onRequest', (request, _reply, done) => {
    request.language = languageOf(request.headers['accept-language']);
    done();
  });
  // From here to the reply the handler's code knows the language without being told: a body's
  // parsing runs outside the request's async context, so the language is entered after it.
  app.addHook('preValidation', (request, _reply, done) => requestLanguage.run(request.language, done));
}

export default fp(wordsPlugin, { name: 'words' });
