import { buildPath, type EndpointDef } from '@portico/contract';
import { ApiError } from './api-error';
import { t } from './i18n';
import { getAccessToken } from './storage';

/** The file name of a Content-Disposition (RFC 6266: the UTF-8 `filename*` first). */
export const filenameOf = (disposition: string | null, fallback: string): string => {
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  if (utf8) {
    try {
      return decodeURIComponent(utf8);
    } catch {
      // A malformed escape: the ASCII name below will do.
    }
  }
  return /filename="([^"]+)"/i.exec(disposition ?? '')?.[1] ?? fallback;
};

/**
 * Fetches a contract endpoint that answers a file rather than JSON (a CSV export), with the same token
 * and the same errors as `apiCall`: a refusal is an ApiError with the server's message.
 */
export const apiDownload = async (
  endpoint: EndpointDef,
  args: { params?: Record<string, string>; query?: Record<string, string | undefined>; fallbackName: string },
): Promise<{ blob: Blob; filename: string }> => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(args.query ?? {})) if (value) search.set(key, value);
  const query = search.toString();
  const headers: Record<string, string> = {};
  const token = endpoint.auth ? getAccessToken() : null;
  if (token) headers.authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`${buildPath(endpoint.path, args.params)}${query ? `?${query}` : ''}`, {
      method: endpoint.method,
      headers,
    });
  } catch {
    throw new ApiError(t('common.errors.network'), 0);
  }
  if (!response.ok) {
    let message: string | undefined;
    try {
      const body = (await response.json()) as { message?: unknown };
      if (typeof body.message === 'string' && body.message) message = body.message;
    } catch {
      // Not JSON: there is no server message.
    }
    throw new ApiError(
      message ?? `Request failed with status code ${response.status}`,
      response.status,
      message,
    );
  }
  return {
    blob: await response.blob(),
    filename: filenameOf(response.headers.get('content-disposition'), args.fallbackName),
  };
};

/** Hands a downloaded file to the browser, as a link with `download` would. */
export const saveFile = ({ blob, filename }: { blob: Blob; filename: string }) => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Later, so the browser has started reading the file.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
};
