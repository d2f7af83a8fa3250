import { type UpdateLanguageRequest, portalEndpoints } from '@portico/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

/** PATCH /api/user/language {language}; null follows the portal's default again. Answers the updated user. */
export const updateLanguage = (body: UpdateLanguageRequest) =>
  apiCall(portalEndpoints.updateLanguage, { body });

export const useUpdateLanguage = () => useMutation({ mutationFn: updateLanguage });
