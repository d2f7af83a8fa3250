import type { FastifyInstance } from 'fastify';

export interface ShutdownOptions {
  /** How long requests in flight may take to finish before their connections are closed. */
  timeoutMs: number;
  /**
   * How long the server reports itself draining (both health checks 503, `Connection: close` on every
   * answer) while still serving, before it stops accepting connections: long enough for a load balancer's
   * health check to notice and stop sending new requests.
   */
  drainDelayMs: number;
  /** Marks the process as draining (the health checks read it). */
  startDraining: () => void;
  /** Releases what the app holds (the database pool), after the app has closed. */
  release: () => Promise<void>;
  exit?: (code: number) => void;
}

/**
 * Graceful and bounded: report draining for the drain delay while serving on, then stop accepting
 * connections, let requests in flight finish, close the database, exit. A request that does not finish
 * in time (a client that stopped sending mid-upload) has its connection closed, and if the app still has
 * not closed shortly after that, the process exits anyway: a stop signal always ends the process within a
 * known time (drain delay + shutdown time-out + 2 s). A second signal during the drain ends the process
 * at once (the handlers are installed once), as an operator pressing Ctrl-C twice expects.
 */
export const installShutdown = (app: FastifyInstance, options: ShutdownOptions) => {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    options.startDraining();
    app.log.info({ signal, drainDelayMs: options.drainDelayMs }, 'draining: the health checks answer 503');
    if (options.drainDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, options.drainDelayMs));
    app.log.info({ signal, timeoutMs: options.timeoutMs }, 'shutting down');
    const cutOff = setTimeout(() => {
      app.log.warn('requests still in flight at the shutdown time-out: closing their connections');
      app.server.closeAllConnections();
      setTimeout(() => {
        app.log.error('the app did not close after its connections were closed: exiting');
        exit(1);
      }, 2_000).unref();
    }, options.timeoutMs);
    cutOff.unref();
    try {
      await app.close();
      await options.release();
      exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      exit(1);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
};
