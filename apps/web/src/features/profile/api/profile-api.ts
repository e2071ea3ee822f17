import { useMutation } from '@tanstack/react-query';
import type { TChangePasswordRequest, TMessage, TProfileUpdateRequest, TUser } from '@taskas/contracts';
import { apiV1 } from '../../../lib/http';
import { useAuth } from '../../auth/auth-context';

export const updateProfile = (changes: TProfileUpdateRequest) =>
  apiV1.patch<TUser>('/profile/', changes, { retry: false });

export const changePassword = (body: TChangePasswordRequest) =>
  apiV1.post<TMessage>('/profile/change-password', body, { retry: false });

/** Saves profile fields; the header and every page then show the new values. */
export function useUpdateProfile() {
  const { updateUser } = useAuth();
  return useMutation({ mutationFn: updateProfile, onSuccess: (user) => updateUser(user) });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
