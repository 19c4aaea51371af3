/** A parameter of a message: interpolated into its text ({{name}}); `count` also picks the plural form. */
export type WordParam = string | number;

/**
 * A message the server or the engine composes: a stable key of a catalogue ('reference:noCountry')
 * and its parameters. Its text is made in the reader's language only where it is shown or sent.
 */
export interface Msg {
  key: string;
  params?: Record<string, WordParam>;
}

/** One language's words: text by key, nested for grouping; plural forms are `x_one`, `x_other` ... */
export interface WordTable {
  [key: string]: string | WordTable;
}

/**
 * A catalogue of words in i18next's shape: a namespace with a table per language. The server
 * loads every module's catalogue; a screen registers the ones it shows as i18next namespaces.
 */
export interface Catalogue<
  En extends WordTable = WordTable,
  Tr extends WordTable = WordTable,
  Ar extends WordTable = WordTable,
  Ns extends string = string,
> {
  ns: Ns;
  en: En;
  tr: Tr;
  ar: Ar;
}

/** Declares a module's catalogue; tests/unit/words/catalogues.test.ts checks every language has every key. */
export function defineWords<const Ns extends string, const En extends WordTable, const Tr extends WordTable, const Ar extends WordTable>(
  ns: Ns,
  tables: { en: En; tr: Tr; ar: Ar },
): Catalogue<En, Tr, Ar, Ns> {
  return { ns, ...tables };
}

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type Base<K extends string> = K extends `${infer B}_${PluralSuffix}` ? B : K;

/** The keys of a table, nested keys joined with '.', plural forms named once by their base. */
export type KeyOf<T> = {
  [K in keyof T & string]: T[K] extends string ? Base<K> : T[K] extends object ? `${K}.${KeyOf<T[K]>}` : never;
}[keyof T & string];

/**
 * A typed maker of a catalogue's messages, `w('noCountry', { id })`, from the catalogue's type and
 * namespace only: `wordsIn<typeof referenceWords>('reference')` with a type-only import, so a
 * bundle that makes messages carries no words; only what registers the catalogue does.
 */
export function wordsIn<C extends Catalogue<WordTable, WordTable, WordTable, string>>(ns: C['ns']) {
  return (key: KeyOf<C['en']>, params?: Record<string, WordParam>): Msg =>
    params ? { key: `${ns}:${key}`, params } : { key: `${ns}:${key}` };
}

/** True for a value shaped as a message (what a field rule, a stored status or a reply may hold). */
export const isMsg = (value: unknown): value is Msg =>
  typeof value === 'object' && value !== null && typeof (value as { key?: unknown }).key === 'string';

/**
 * A message's key as text, for the places that carry only a string (a zod rule's message): the
 * field words read it back with `keyInText`.
 */
export const KEY_TEXT = /^[a-z][a-zA-Z-]*:[\w.]+$/;
