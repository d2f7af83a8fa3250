import type { FastifyInstance } from 'fastify';

interface LoggedError {
  err?: { message?: unknown; code?: unknown; name?: unknown };
}

/**
 * Listens to what the server logs at error level (tests run it silent), so a 5xx finding can say which
 * error the server hit — the answer itself carries only the generic message. Observation only: every
 * log call still goes to the server's own logger.
 */
export const captureServerErrors = (app: FastifyInstance) => {
  const seen: string[] = [];
  const wrap = <L extends { child: (...args: never[]) => unknown; error: (...args: never[]) => unknown }>(
    logger: L,
  ): L => {
    const child = logger.child.bind(logger);
    const error = logger.error.bind(logger);
    Object.assign(logger, {
      child: (...args: never[]) => wrap(child(...args) as L),
      error: (...args: never[]) => {
        const [first, second] = args as unknown[];
        const err = (first as LoggedError | undefined)?.err;
        if (err) seen.push(`${String(err.code ?? err.name ?? 'Error')}: ${String(err.message ?? '')}`);
        else seen.push(String(typeof first === 'string' ? first : (second ?? '')));
        return error(...args);
      },
    });
    return logger;
  };
  wrap(app.log as unknown as { child: (...args: never[]) => unknown; error: (...args: never[]) => unknown });
  return {
    /** The errors logged since the last call. */
    take: (): string[] => seen.splice(0, seen.length),
  };
};
