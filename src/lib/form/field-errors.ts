import i18next from 'i18next';
import type { z } from 'zod/mini';
import { msgOfText } from '../../domain/words/field-problem.ts';
import { KIT_NS } from '../kit-i18n.ts';

/**
 * A field's error in the user's language: a rule's words travel as their key ('fields:atMost?max=50',
 * see src/domain/words), and a server's reply is already in the language the client asked for.
 */
export function translateFieldError(message: string): string {
  const msg = msgOfText(message);
  return msg ? i18next.t(msg.key, msg.params) : message;
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
