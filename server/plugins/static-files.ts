import { S } from '../../src/domain/words/server-words.ts';
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
  // A precompressed copy (x.js.br) is cached like the file it stands for.
  const normalised = path.replaceAll('\\', '/').replace(/\.(br|gz)$/, '');
  if (normalised.includes('/assets/')) return IMMUTABLE;
  if (/(^|\/)(index\.html|sw\.js|manifest\.webmanifest|registerSW\.js)$/.test(normalised)) return NEVER_CACHE;
  return 'public, max-age=3600';
}

/** A client-side route of the PWA: not the API, and no file extension in its last segment. */
function isAppRoute(path: string): boolean {
  if (path.startsWith('/api/') || path === '/api' || path.startsWith('/socket.io')) return false;
  const last = path.slice(path.lastIndexOf('/') + 1);
  return !last.includes('.');
}

/**
 * Serves the built PWA from `root` (files are looked up per request, so a rebuild needs no
 * restart), index.html for client-side routes, and a JSON 404 for anything else — a missing
 * script must be a 404, never the HTML shell, or an old tab would run HTML as JavaScript.
 */
async function staticFilesPlugin(app: FastifyInstance, options: { root: string }) {
  const root = resolve(options.root);
  const built = () => existsSync(join(root, 'index.html'));
  if (!built()) app.log.warn({ root }, 'the PWA is not built; run `npm run build` (npm start does it)');

  await app.register(fastifyStatic, {
    root,
    cacheControl: false,
    // `npm run build` writes .br and .gz copies beside the text assets (scripts/compress-dist.ts).
    preCompressed: true,
    schemaHide: true,
    setHeaders: (res, path) => res.setHeader('cache-control', cacheControlFor(path)),
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (wantsPage && isAppRoute(path) && built()) {
      return reply.header('cache-control', NEVER_CACHE).sendFile('index.html', root, { cacheControl: false });
    }
    return sendError(reply, 404, S('noEndpoint', { method: request.method, path }));
  });
}

export default fp(staticFilesPlugin, { name: 'static-files', dependencies: ['errors'] });
