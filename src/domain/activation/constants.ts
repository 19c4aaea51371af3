/** Constants of the activation queues (spec 000 §9, 001 §6/§9, 002 §9; docs/activation-queues.md). */

/** The three kinds of queue; each has a GLOBAL and a CUSTOM queue. */
export const QUEUE_KINDS = ['ACTIVATION', 'UPDATE', 'AR-ACTIVATION'] as const;
export type QueueKind = (typeof QUEUE_KINDS)[number];

/** The six queue names of spec 000 §9. */
export const QUEUE_NAMES = [
  'ACTIVATION-GLOBAL',
  'ACTIVATION-CUSTOM',
  'UPDATE-GLOBAL',
  'UPDATE-CUSTOM',
  'AR-ACTIVATION-GLOBAL',
  'AR-ACTIVATION-CUSTOM',
] as const;
export type QueueName = (typeof QUEUE_NAMES)[number];
export type QueueScope = 'GLOBAL' | 'CUSTOM';

export const queueNameOf = (kind: QueueKind, scope: QueueScope) => `${kind}-${scope}` as QueueName;
export function splitQueueName(name: QueueName): { kind: QueueKind; scope: QueueScope } {
  const scope: QueueScope = name.endsWith('-CUSTOM') ? 'CUSTOM' : 'GLOBAL';
  return { kind: name.slice(0, -(scope.length + 1)) as QueueKind, scope };
}

/** Encoder designations (spec 001 §6, §9): the Encoded By filter lists these users. */
export const ENCODER_DESIGNATIONS = [51, 14] as const;

/** How long a handed-out product stays with its user without a word from them. */
export const LEASE_SECONDS = 15 * 60;
/** How long a skipped product is kept from the user who skipped it (others may take it at once). */
export const SKIP_HOLD_SECONDS = 30 * 60;

/** How many days the Days filter offers, today first. */
export const QUEUE_DAYS = 30;

/** Rejection reasons (spec 002 §9). */
export const REJECTION_REASONS = [
  'Content/Size discrepancies',
  'Price Issue',
  'Pullout',
  'Re-shoot (Poor image quality or guidelines issue)',
  'Restricted brands',
  'Pullout-HO',
  'Seasonal',
] as const;

/** Departments a rejection may go to (the spec does not list them; docs/decisions.md). */
export const REJECTION_DEPARTMENTS = ['CONTENT CREATORS', 'STUDIO', 'WH INBOUND', 'BUYING', 'PRICING'] as const;

/** Who a rejection goes to: a department, or the product's creator (with a deduction). */
export const ASSIGN_TO = ['DEPARTMENT', 'CREATOR'] as const;
export type AssignTo = (typeof ASSIGN_TO)[number];

/** The companies and languages of an activation record (spec 001 §9). */
export const COMPANIES = ['BFL', 'HO', 'FREELANCER'] as const;
export type Company = (typeof COMPANIES)[number];
export const ACTIVATION_LANGS = ['ENG', 'AR'] as const;
export type ActivationLang = (typeof ACTIVATION_LANGS)[number];

/**
 * The company an activation is counted for, and the activation report's default: the user's
 * company when it is one of the spec's (any case), else HO (docs/decisions.md).
 */
export function activationCompanyOf(userCompany: string): Company {
  const company = userCompany.trim().toUpperCase();
  return COMPANIES.find((c) => c === company) ?? 'HO';
}

export const TASK_STATUSES = ['OPEN', 'DONE'] as const;
