import type { FastifyRequest } from 'fastify';
import { DEFAULT_DATA_CENTRE } from '../../src/domain/constants.ts';
import { authOf } from '../plugins/access.ts';
import { zoneFor } from './zone.ts';

/** Where a write came from, for its change log entry: the request, its page and the data centre. */
export interface Trail {
  requestId: string;
  page: string;
  dataCentre: string;
  /** The data centre's zone: how a 409 names the time of the change it lost to. */
  timeZone: string;
}

/** Who performs a write: stored as created/updated (scanned, closed) by and name. */
export interface Actor {
  userId: number | null;
  name: string;
  /** Set for a request's writes; the seed's and jobs' writes are logged as the system's. */
  trail?: Trail;
}

/** The signed-in user of a write request as the actor its rows record. */
export function actorOf(request: FastifyRequest): Actor {
  const auth = authOf(request);
  const access = request.routeOptions.config?.access;
  const page = access && 'page' in access ? access.page : (request.routeOptions.url ?? '');
  return { userId: auth.userId, name: auth.displayName, trail: trailOf(request, page, auth.dataCentre) };
}

/** The trail of a request on `page` in `dataCentre` (this deployment's when empty), signed in or not. */
export function trailOf(request: FastifyRequest, page: string, dataCentre: string): Trail {
  const config = request.server.config;
  return {
    requestId: String(request.id),
    page,
    dataCentre: dataCentre || (config?.DATA_CENTRE ?? DEFAULT_DATA_CENTRE),
    timeZone: zoneFor(config, dataCentre),
  };
}

/** Writes nobody in particular made: the seed, start-up tasks. */
export const SYSTEM_ACTOR: Actor = { userId: null, name: 'System' };
