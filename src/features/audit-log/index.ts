import type { FeatureDescriptor } from '../../lib/feature.ts';
import { auditLogResources, AUDIT_LOG_NS } from './i18n.ts';

/** The Audit Log: the whole change log, for administrators (granted like any page). */
export const auditLogFeature: FeatureDescriptor = {
  pages: [{ page: '/apps/audit-log', load: () => import('./audit-log-page.tsx').then((m) => m.AuditLogPage) }],
  i18n: { namespace: AUDIT_LOG_NS, resources: auditLogResources },
};
