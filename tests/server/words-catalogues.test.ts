import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '../../src/domain/constants.ts';
import type { Catalogue, WordTable } from '../../src/domain/words/words.ts';
import { SERVER_MODULES } from '../../server/modules/index.ts';
import { KIT_CATALOGUES } from '../../server/plugins/words.ts';

/**
 * The server's catalogues, machine-checked: every key in every language (each plural form the
 * language has), the same parameters in each, and Turkish and Arabic that are not English copied.
 */

const catalogues: Catalogue[] = [...KIT_CATALOGUES, ...SERVER_MODULES.flatMap((m) => m.words ?? [])];
const PLURAL = /_(zero|one|two|few|many|other)$/;
const ARABIC = /[\u0600-\u06ff]/;

function flatten(table: WordTable, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(table)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

/** Each key as its base, with the plural forms it has ('x' → one, other). */
function bases(words: Map<string, string>): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const key of words.keys()) {
    const form = PLURAL.exec(key)?.[1];
    const base = form ? key.slice(0, -form.length - 1) : key;
    const forms = out.get(base) ?? new Set<string>();
    if (form) forms.add(form);
    out.set(base, forms);
  }
  return out;
}

const paramsOf = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();

/** Text that reads the same in every language: codes, numbers, placeholders and punctuation only. */
const isLanguageFree = (text: string) => !/[a-z]{2,}/.test(text.replace(/\{\{[^}]*\}\}/g, '').replace(/\b[A-Z0-9][A-Z0-9_.-]*\b/g, ''));

describe('server catalogues', () => {
  it('has one namespace per catalogue', () => {
    const names = catalogues.map((c) => c.ns);
    expect(names.length).toBeGreaterThan(2);
    expect(new Set(names).size).toBe(names.length);
  });

  for (const catalogue of catalogues) {
    describe(catalogue.ns, () => {
      const en = flatten(catalogue.en);
      const enBases = bases(en);

      for (const lng of LANGUAGES.filter((l): l is Exclude<Language, 'en'> => l !== 'en')) {
        const words = flatten(catalogue[lng]);
        const categories = new Intl.PluralRules(lng).resolvedOptions().pluralCategories;

        it(`has every key in ${lng}, with each plural form of ${lng}`, () => {
          const missing: string[] = [];
          for (const [base, forms] of enBases) {
            if (forms.size === 0) {
              if (!words.has(base)) missing.push(base);
            } else for (const form of categories) if (!words.has(`${base}_${form}`)) missing.push(`${base}_${form}`);
          }
          const extra = [...bases(words).keys()].filter((base) => !enBases.has(base));
          expect({ missing, extra }).toEqual({ missing: [], extra: [] });
        });

        it(`takes the same parameters in ${lng}`, () => {
          const differ = [...words].filter(([key, text]) => {
            const base = key.replace(PLURAL, '');
            const english = en.get(key) ?? en.get(`${base}_other`) ?? en.get(base);
            if (english === undefined) return false;
            // A plural form may spell its count out ('عنصران'), never add a parameter.
            const own = paramsOf(text).filter((p) => p !== 'count');
            return JSON.stringify(own) !== JSON.stringify(paramsOf(english).filter((p) => p !== 'count'));
          });
          expect(differ.map(([key]) => key)).toEqual([]);
        });

        it(`is translated into ${lng}, not English copied`, () => {
          const copied = [...words].filter(([key, text]) => {
            if (isLanguageFree(text)) return false;
            if (lng === 'ar') return !ARABIC.test(text);
            return text === en.get(key);
          });
          expect(copied.map(([key, text]) => `${key}: ${text}`)).toEqual([]);
        });
      }
    });
  }
});
