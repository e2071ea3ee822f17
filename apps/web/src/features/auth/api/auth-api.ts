import type {
  TAcceptInvitationRequest,
  TAuthResponse,
  TForgotPasswordRequest,
  TLoginRequest,
  TMessage,
  TRegisterRequest,
  TResetPasswordRequest,
  TSessionStatus,
  TUser,
} from '@taskas/contracts';
import { apiAuth, apiV1 } from '../../../lib/http';

/** The spec allows the profile to arrive bare or wrapped in `user`. */
function unwrapUser(data: TUser | { user: TUser }): TUser {
  return 'user' in data ? data.user : data;
}

// Login, register and the password forms are answered by a person pressing the button again,
// so they make a single attempt; reads keep the client's retries (3 with back-off from 1 s).
export const authApi = {
  currentUser: async (signal?: AbortSignal) =>
    unwrapUser(await apiV1.get<TUser | { user: TUser }>('/profile/', { signal })),
  login: (body: TLoginRequest) => apiAuth.post<TAuthResponse>('/users/login', body, { retry: false }),
  register: (body: TRegisterRequest) =>
    apiAuth.post<TAuthResponse>('/users/register', body, { retry: false }),
  logout: () => apiAuth.post<TMessage>('/users/logout', undefined, { retry: false, timeoutMs: 5_000 }),
  forgotPassword: (body: TForgotPasswordRequest) =>
    apiAuth.post<TMessage>('/users/forgot-password', body, { retry: false }),
  resetPassword: (body: TResetPasswordRequest) =>
    apiAuth.post<TMessage>('/users/reset-password', body, { retry: false }),
  /** The first password of an account an admin created; answers like login (the person is logged in). */
  acceptInvitation: (body: TAcceptInvitationRequest) =>
    apiAuth.post<TAuthResponse>('/users/accept-invitation', body, { retry: false }),
  sessionStatus: () => apiAuth.get<TSessionStatus>('/users/session/status'),
  extendSession: () => apiAuth.post<TSessionStatus>('/users/session/extend'),
};
