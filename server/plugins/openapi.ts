import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifySwagger from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { APP_VERSION } from '../../src/domain/constants.ts';

/** The OpenAPI document, generated from the routes' zod schemas; served by the docs route. */
async function openapiPlugin(app: FastifyInstance) {
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Back-office panel API', version: APP_VERSION },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          accessToken: { type: 'apiKey', in: 'header', name: 'x-access-token' },
        },
      },
      security: [{ bearer: [] }, { accessToken: [] }],
    },
    transform: jsonSchemaTransform,
  });
}

export default fp(openapiPlugin, { name: 'openapi' });
