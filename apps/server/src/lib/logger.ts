import { type DestinationStream, type Logger, pino } from 'pino';

export type { Logger };

/**
 * The one logger of a process, created once from the configuration: one JSON object per line. The server's
 * start-up (bootstrap.ts), Fastify's request lines (app.ts hands it over as its logger) and the server's
 * fatal errors (server.ts) all go through it, so a log pipeline reads every line the same way — above all
 * the warnings an operator must not miss (docs/deploy.md, "Monitoring"). `destination` is standard output by
 * default; the CLI logs to standard error, since its standard output is its answer.
 */
export const createLogger = (level: string, destination?: DestinationStream): Logger =>
  pino({ level, redact: ['req.headers.authorization', 'req.headers.cookie'] }, destination);

/** Standard error as a log destination (the CLI's). */
export const standardError = (): DestinationStream => pino.destination({ fd: 2, sync: true });
