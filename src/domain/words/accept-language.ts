import { LANGUAGES, type Language } from '../constants.ts';

/** Only this much of the header is read: a browser sends a few dozen characters, never more. */
const MAX_READ = 200;

/**
 * The language a request asks for with `Accept-Language` ('ar-AE,ar;q=0.9,en;q=0.8'): the best
 * weighted of en, tr and ar, else English. A missing, unknown or malformed header is English, never
 * an error, and a long one costs no more than its first 200 characters.
 */
export function languageOf(header: string | readonly string[] | undefined): Language {
  const value = typeof header === 'string' ? header : header?.[0];
  if (!value) return 'en';
  let best: Language = 'en';
  let bestWeight = 0;
  for (const part of value.slice(0, MAX_READ).split(',')) {
    const [tag = '', ...options] = part.split(';');
    const primary = tag.trim().slice(0, 2).toLowerCase() as Language;
    if (!LANGUAGES.includes(primary)) continue;
    const q = options.map((o) => o.trim()).find((o) => o.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (Number.isFinite(weight) && weight > bestWeight) {
      best = primary;
      bestWeight = weight;
    }
  }
  return best;
}
