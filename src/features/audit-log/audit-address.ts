import { CHANGE_ACTIONS, ENTITY_NAMES } from '../../domain/history/entities.ts';
import { PAGES } from '../../domain/pages.ts';
import type { FilterCodecs } from '../../lib/lists/address-codec.ts';
import { choiceCodec } from '../../lib/lists/choice-codecs.ts';
import type { AuditFilter } from './api/get-audit-log.ts';
import { auditProblems } from './audit-log-filters.tsx';

/**
 * How the Audit Log's view is kept in the address: a page, record type and action only among those
 * the filters offer, and a record id or a day the filters would refuse (`auditProblems`) falls back.
 */
export const AUDIT_ADDRESS = {
  codecs: {
    pagePath: choiceCodec(PAGES.map((p) => p.path)),
    entity: choiceCodec(ENTITY_NAMES),
    action: choiceCodec(CHANGE_ACTIONS),
  } as FilterCodecs<AuditFilter>,
  problemsOf: auditProblems,
};
