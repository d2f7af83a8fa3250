import { type CheckResetTokenRequest, passwordResetEndpoints } from '@portico/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';

/** POST /api/auth/reset-password/check: whether a reset link still works, and for which address. */
export const checkResetToken = async (body: CheckResetTokenRequest, signal?: AbortSignal) =>
  (await apiCall(passwordResetEndpoints.checkResetToken, { body, signal })).data;

/**
 * Checking does not spend the token. The answer is kept only while the screen shows (the token stays out of
 * the cache afterwards) and is not refetched behind the form: an expiry is reported when the form is sent.
 */
export const checkResetTokenQueryOptions = (body: CheckResetTokenRequest) =>
  queryOptions({
    queryKey: ['auth', 'reset-token', body.slug, body.token],
    queryFn: ({ signal }) => checkResetToken(body, signal),
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });

/** Off without a token, and once the token is spent (a check then would only say the link is used). */
export const useCheckResetToken = (body: CheckResetTokenRequest, enabled = true) =>
  useQuery({ ...checkResetTokenQueryOptions(body), enabled: enabled && body.token !== '' });

/** A refusal of the link itself (expired, used, unknown) rather than a failure to reach the server. */
export const isRefusedLink = (error: unknown): boolean =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429;
