import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Lets close() finish promptly under keep-alive traffic. Node closes only the sockets idle at the
 * moment the server stops listening; a socket whose response was still in flight would then sit
 * idle until its keep-alive timeout (72 s). While closing, replies say `Connection: close` and
 * sockets that fall idle are closed as they do.
 */
async function shutdownPlugin(app: FastifyInstance) {
  let closing = false;
  let sweeper: NodeJS.Timeout | undefined;

  app.addHook('preClose', async () => {
    closing = true;
    sweeper = setInterval(() => app.server.closeIdleConnections(), 100);
    sweeper.unref();
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('connection', 'close');
    return payload;
  });
  app.addHook('onClose', async () => clearInterval(sweeper));
}

export default fp(shutdownPlugin, { name: 'shutdown' });
