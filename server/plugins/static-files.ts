import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { sendError } from './errors.ts';

const NEVER_CACHE = 'no-cache, no-store, must-revalidate';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Cache policy: hashed build assets forever; the shell and the service worker never. */
export function cacheControlFor(path: string): string {
  const normalised = path.replaceAll('\\', '/');
  if (normalised.includes('/assets/')) return IMMUTABLE;
  if (/\/(index\.html|sw\.js|manifest\.webmanifest|registerSW\.js)$/.test(normalised)) return NEVER_CACHE;
  return 'public, max-age=3600';
}

/** Serves the built PWA from `root`, with index.html for any other non-API GET (SPA routes). */
async function staticFilesPlugin(app: FastifyInstance, options: { root: string }) {
  const root = resolve(options.root);
  const built = existsSync(join(root, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      cacheControl: false,
      setHeaders: (res, path) => res.setHeader('cache-control', cacheControlFor(path)),
    });
  } else {
    app.log.warn({ root }, 'the PWA is not built; run `npm run build` (npm start does it)');
  }

  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    schema: { hide: true },
    handler: (request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      if (path.startsWith('/api/') || path.startsWith('/socket.io/') || !built) {
        return sendError(reply, 404, `No such endpoint: ${request.method} ${path}`);
      }
      return reply.header('cache-control', NEVER_CACHE).sendFile('index.html', root, { cacheControl: false });
    },
  });
}

export default fp(staticFilesPlugin, { name: 'static-files', dependencies: ['errors'] });
