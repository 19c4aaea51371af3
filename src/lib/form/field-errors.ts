import i18next from 'i18next';
import type { z } from 'zod/mini';
import { KIT_NS } from '../kit-i18n.ts';

// The words the shared field builders (src/domain/fields.ts) use, client and server alike, and the
// key of each in the common namespace: so a server's English reaches the user in their language.
const KNOWN: [RegExp, string][] = [
  [/^Required$/, 'required'],
  [/^At most (?<max>\d+) characters$/, 'atMost'],
  [/^At least (?<min>\d+) characters$/, 'atLeast'],
  [/^Too easy to guess: /, 'passwordTooEasy'],
  [/^Must be between (?<min>\S+) and (?<max>\S+)$/, 'between'],
  [/^Must be a whole number$/, 'wholeNumber'],
  [/^Must be a number$/, 'number'],
  [/^Must be a positive id$/, 'positiveId'],
  [/^Must be text$/, 'text'],
  [/^Must be true or false$/, 'trueFalse'],
  [/^Must be 'a' \(Active\) or 'i' \(Inactive\)$/, 'status'],
  [/^Must not contain a NUL or a broken character$/, 'storable'],
  [/^Nested more than (?<max>\d+) levels deep$/, 'tooDeep'],
  [/^(?<min>\d+) to (?<max>\d+) digits$/, 'digits'],
];

/** A field's error in the user's language when it is one of the shared checks' words; else as it came. */
export function translateFieldError(message: string): string {
  for (const [pattern, key] of KNOWN) {
    const match = pattern.exec(message);
    if (match) return i18next.t(`form.errors.${key}`, { ns: KIT_NS, ...match.groups });
  }
  return message;
}

/** 'Check these fields: Country Name, Country Code', each field once, named by its label. */
export function checkFieldsMessage(fields: readonly string[], labelOf: (field: string) => string): string {
  const labels = [...new Set(fields.map(labelOf))];
  const list = new Intl.ListFormat(i18next.language, { style: 'short', type: 'unit' }).format(labels);
  return i18next.t('form.checkFields', { ns: KIT_NS, fields: list });
}

const isEmpty = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * Why `values` cannot be sent yet, in the user's language, or undefined when the contract takes
 * them: the first field holding something the contract refuses ('AccountCode: …'), else the empty
 * fields it needs ('Fill in Issuer, AccountCode to save'). A disabled Save shows it beside itself.
 */
export function whyNotSendable(
  schema: z.ZodMiniType,
  values: Record<string, unknown>,
  labelOf: (field: string) => string,
  translate: (message: string) => string = translateFieldError,
): string | undefined {
  const result = schema.safeParse(values);
  if (result.success) return undefined;
  const fieldOf = (issue: z.core.$ZodIssue) => String(issue.path[0] ?? '');
  const wrong = result.error.issues.find((issue) => !isEmpty(values[fieldOf(issue)]));
  if (wrong) return `${labelOf(fieldOf(wrong))}: ${translate(wrong.message)}`;
  const labels = [...new Set(result.error.issues.map((issue) => labelOf(fieldOf(issue))))];
  const list = new Intl.ListFormat(i18next.language, { style: 'short', type: 'unit' }).format(labels);
  return i18next.t('form.fillIn', { ns: KIT_NS, fields: list });
}
