import { ACTIVATION_REPORT_PATHS, activationReportDefaultsSchema } from '../../../domain/activation/reports.ts';
import { request } from '../../../lib/api-client.ts';

/** The report's starting filters for the signed-in user: their company (spec 001 §2). */
export const getReportDefaults = (signal?: AbortSignal) =>
  request({ method: 'GET', url: ACTIVATION_REPORT_PATHS.defaults, signal }, activationReportDefaultsSchema);
