import type { z } from 'zod';

/**
 * Who may make a call at all, decided from the session alone, before its query and body are read
 * (docs/decisions.md, "Authorize first"): `boards` — a user of a tenant whose subscription is valid (§6);
 * `staff` — the console's content area (editors and administrators); `admin` — its administration.
 * Which board, item or account the call names is decided afterwards, by the server's policy.
 */
export const ENDPOINT_ACCESS = ['boards', 'staff', 'admin'] as const;
export type EndpointAccess = (typeof ENDPOINT_ACCESS)[number];

/**
 * Every call of the API: method, path and the schemas of its parts. The server registers its routes from
 * these and the web client calls through them, so a path or a shape exists in exactly one place.
 * `body: 'multipart'` marks calls whose body is multipart form data (decoded by the server's module).
 */
export interface EndpointDef {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  path: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType | 'multipart';
  response: z.ZodType;
  /** Whether the call needs a bearer access token (§6: all but signup permission and login calls). */
  auth: boolean;
  /** Who may make the call at all (absent: whoever `auth` admits); only with `auth`. */
  access?: EndpointAccess;
  summary: string;
}

/** Fills `:param` placeholders of an endpoint path. */
export const buildPath = (path: string, params: Record<string, string> = {}): string =>
  path.replace(/:([A-Za-z]+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Missing path parameter ${key}`);
    return encodeURIComponent(value);
  });
