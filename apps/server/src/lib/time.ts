/** Timestamps travel as ISO-8601 UTC strings everywhere in the server (see db/connection.ts). */
export const nowIso = (): string => new Date().toISOString();
export const isoIn = (ms: number): string => new Date(Date.now() + ms).toISOString();
