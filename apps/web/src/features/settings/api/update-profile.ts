import { updateProfileFormData, portalEndpoints } from '@portico/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

export interface UpdateProfileInput {
  name: string;
  /** The (compressed) new avatar; omitted to keep the current one. */
  profilePicture?: File | Blob | null;
}

/** PATCH /api/user/update-profile as multipart {name, profilePicture?}; answers the updated user. */
export const updateProfile = async ({ name, profilePicture }: UpdateProfileInput) => {
  const picture = profilePicture && {
    blob: profilePicture,
    filename: profilePicture instanceof File ? profilePicture.name : 'avatar',
  };
  const body = updateProfileFormData({ name }, picture ?? undefined);
  return (await apiCall(portalEndpoints.updateProfile, { body })).data;
};

export const useUpdateProfile = () => useMutation({ mutationFn: updateProfile });
