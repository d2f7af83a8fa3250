import type { FastifyInstance } from 'fastify';

/**
 * Where the process is in its life, as the health checks report it. A stop signal sets `draining`
 * (shutdown.ts): from then on both health checks answer 503, so a load balancer stops sending new
 * requests while the server still serves those that arrive, and every answer carries `Connection: close`
 * so keep-alive clients open their next connection elsewhere.
 */
export interface Lifecycle {
  readonly draining: boolean;
  startDraining: () => void;
}

export const createLifecycle = (): Lifecycle => {
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    startDraining: () => {
      draining = true;
    },
  };
};

/** Registered on the root app, so every answer (404s and errors too) gets it. */
export const registerDrainingConnectionClose = (app: FastifyInstance, lifecycle: Lifecycle) => {
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (lifecycle.draining) reply.header('connection', 'close');
    done(null, payload);
  });
};
