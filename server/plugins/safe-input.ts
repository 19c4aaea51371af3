import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { firstHostileValue, jsonDepth, MAX_BODY_DEPTH, tooDeep } from '../shared/hostile-input.ts';
import { badField } from './http-error.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** How deep this route's JSON body may nest (MAX_BODY_DEPTH when not given). */
    bodyDepth?: number;
    /** The body holds items the route checks one by one (a device's batch): the request-wide check leaves it alone. */
    bodyItemsCheckedAlone?: boolean;
  }
}

const PARTS = [
  ['params', 'params'],
  ['query', 'querystring'],
  ['body', 'body'],
] as const;

/**
 * What no route can forget: a JSON body nested too deep is refused before it is parsed, and a text
 * PostgreSQL cannot store (a NUL, a lone surrogate) in any path, query or body value is refused
 * with a 400 naming the field, before the route's own contract runs.
 */
async function safeInputPlugin(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const max = request.routeOptions.config.bodyDepth ?? MAX_BODY_DEPTH;
    const text = body as string;
    if (jsonDepth(text, max) > max) return done(badField('body', tooDeep(max)));
    parseJson(request, text, done);
  });

  app.addHook('preValidation', async (request: FastifyRequest) => {
    const config = request.routeOptions.config;
    for (const [part, name] of PARTS) {
      if (part === 'body' && config.bodyItemsCheckedAlone) continue;
      const fault = firstHostileValue(request[part], (config.bodyDepth ?? MAX_BODY_DEPTH) + 1, name);
      if (fault) throw badField(fault.field, fault.message);
    }
  });
}

export default fp(safeInputPlugin, { name: 'safe-input' });
