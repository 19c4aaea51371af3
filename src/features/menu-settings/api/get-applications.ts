import { z } from 'zod/mini';
import { applicationSchema, type Application } from '../../../domain/navigation/contracts.ts';
import { API_PATHS } from '../../../domain/services.ts';
import { request } from '../../../lib/api-client.ts';

/** The applications whose menus can be edited (spec 000 §7 "Menu: applications"). */
export function getApplications(): Promise<Application[]> {
  return request({ method: 'GET', url: API_PATHS.menuApplications }, z.array(applicationSchema));
}
