import { type SignupRequest, portalEndpoints } from '@portico/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

/**
 * POST /api/auth/signup?slug=. Signup does not store the session itself (§7): with admin approval there
 * is none, and without approval the screen stores it before going to /.
 */
export const signup = ({ slug, ...body }: SignupRequest & { slug: string }) =>
  apiCall(portalEndpoints.signup, { query: { slug }, body: { ...body, slug } });

export const useSignup = () => useMutation({ mutationFn: signup });
