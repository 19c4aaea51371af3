import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';

/**
 * The browser's own defences on every answer (@fastify/helmet): a Content-Security-Policy with no
 * inline script, no framing by other sites, nosniff, and no Referer sent anywhere.
 *
 * - script-src: our own files only. 'wasm-unsafe-eval' lets the camera's barcode decoder compile
 *   its WebAssembly (it runs no JavaScript from strings).
 * - style-src keeps 'unsafe-inline': the panel's component library writes its styles into <style>
 *   elements at run time; a style cannot run script.
 * - worker-src 'self': the service worker. img-src allows data: and blob: (QR codes, image previews).
 * - frame-src: the legacy admin pages some screens embed, when LEGACY_ADMIN_URL names them.
 * - No upgrade-insecure-requests: a handheld may reach the server over plain HTTP on the warehouse
 *   network, where upgrading every request to HTTPS would break the app.
 */
async function securityHeadersPlugin(app: FastifyInstance, options: { legacyAdminUrl?: string }) {
  const legacy = options.legacyAdminUrl ? [new URL(options.legacyAdminUrl).origin] : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", 'blob:'],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        frameSrc: ["'self'", ...legacy],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
  });
}

export default fp(securityHeadersPlugin, { name: 'security-headers' });
