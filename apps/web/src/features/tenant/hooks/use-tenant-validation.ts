import { useEffect } from 'react';
import { callDefaults } from '@portico/contract';
import { getAccessToken } from '@/lib/storage';
import { useValidateSubdomain } from '../api/validate-subdomain';

/**
 * Validates the host's tenant for the signed-in frame. `settled` turns true once it has answered either
 * way, which is when the authentication check may start (§4). A failure is logged, not toasted: the
 * authentication check that follows reports what the user needs to know.
 */
export const useTenantValidation = () => {
  // The call needs the bearer token; without one the frame goes to sign in and nothing is validated.
  const query = useValidateSubdomain({ enabled: getAccessToken() !== null });
  const { error } = query;
  useEffect(() => {
    if (error) console.error(callDefaults.validateSubdomain, error);
  }, [error]);
  return { tenant: query.data, settled: !query.isPending || query.fetchStatus === 'idle' };
};
