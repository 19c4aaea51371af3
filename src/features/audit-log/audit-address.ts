import { CHANGE_ACTIONS, ENTITY_NAMES } from '../../domain/history/entities.ts';
import { PAGES } from '../../domain/pages.ts';
import type { FilterCodecs } from '../../lib/lists/address-codec.ts';
import { oneOf } from '../../lib/lists/field-codecs.ts';
import type { AuditFilter } from './api/get-audit-log.ts';
import { auditProblems } from './audit-log-filters.tsx';

/**
 * How the Audit Log's view is kept in the address: a page, record type and action only among those
 * the filters offer, and a record id or a day the filters would refuse (`auditProblems`) falls back.
 */
export const AUDIT_ADDRESS = {
  codecs: {
    pagePath: oneOf(PAGES.map((p) => p.path)),
    entity: oneOf(ENTITY_NAMES),
    action: oneOf(CHANGE_ACTIONS),
  } as FilterCodecs<AuditFilter>,
  problemsOf: auditProblems,
};
