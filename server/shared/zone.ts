import type { FastifyRequest } from 'fastify';
import { DEFAULT_DATA_CENTRE, DEFAULT_TIME_ZONE } from '../../src/domain/constants.ts';
import { zoneOfDataCentre } from '../../src/domain/data-centres.ts';
import type { Config } from '../config.ts';

/** The zone of a data centre under this configuration: the deployment's own is TIME_ZONE. */
export function zoneFor(
  config: Pick<Config, 'DATA_CENTRE' | 'TIME_ZONE' | 'DATA_CENTRE_ZONES'> | undefined,
  dataCentre: string | undefined,
): string {
  if (!config) return DEFAULT_TIME_ZONE;
  const zones = { ...config.DATA_CENTRE_ZONES, [config.DATA_CENTRE ?? DEFAULT_DATA_CENTRE]: config.TIME_ZONE };
  return zoneOfDataCentre(zones, dataCentre, config.TIME_ZONE);
}

/**
 * The zone a request's days and times are in: its user's data centre's (a KSA user's "today" is the
 * KSA day), else the deployment's own for a request without a user.
 */
export const zoneOf = (request: FastifyRequest): string => zoneFor(request.server.config, request.auth?.dataCentre);
