import { z } from 'zod/mini';
import { dataCentreSchema, type DataCentre } from '../../../domain/navigation/contracts.ts';
import { API_PATHS } from '../../../domain/services.ts';
import { request } from '../../../lib/api-client.ts';

/** The data centres of one application (spec 000 §7 "Menu: data centres", path plus appId). */
export function getDataCentres(appId: number): Promise<DataCentre[]> {
  return request({ method: 'GET', url: `${API_PATHS.menuDataCentres}/${appId}` }, z.array(dataCentreSchema));
}
