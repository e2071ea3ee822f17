import { z } from 'zod';
import { LANGUAGES, LIMITS, REGISTRATION_ROLES, ROLES, USERNAME_PATTERN } from './constants.ts';

export const ZRole = z.enum(ROLES);
export const ZLanguage = z.enum(LANGUAGES);

export const ZEmail = z
  .string()
  .trim()
  .max(LIMITS.emailMax)
  .pipe(z.email())
  .transform((value) => value.toLowerCase());

export const ZPassword = z.string().min(LIMITS.passwordMin).max(LIMITS.passwordMax);
export const ZPersonName = z.string().trim().min(LIMITS.nameMin).max(LIMITS.nameMax);
export const ZUsername = z
  .string()
  .trim()
  .min(LIMITS.usernameMin)
  .max(LIMITS.usernameMax)
  .regex(USERNAME_PATTERN);

export const ZUser = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: ZRole,
  preferred_language: ZLanguage,
  created_at: z.string(),
});
export type TUser = z.infer<typeof ZUser>;

export const ZRegisterRequest = z.object({
  username: ZUsername,
  email: ZEmail,
  password: ZPassword,
  // "admin" is accepted by the schema so the server can refuse it with E3001 rather than a format error.
  role: z.enum([...REGISTRATION_ROLES, 'admin']).default('student'),
  first_name: ZPersonName,
  last_name: ZPersonName,
  preferred_language: ZLanguage.optional(),
});
export type TRegisterRequest = z.input<typeof ZRegisterRequest>;

export const ZLoginRequest = z.object({
  email: ZEmail,
  password: z.string().min(1).max(LIMITS.passwordMax),
});
export type TLoginRequest = z.input<typeof ZLoginRequest>;

export const ZSessionStatus = z.object({
  remaining_seconds: z.number().int(),
  remaining_minutes: z.number().int(),
  /** "mm:ss" of the time left before the idle timeout. */
  remaining_display: z.string(),
  timeout_minutes: z.number().int(),
  is_expiring_soon: z.boolean(),
});
export type TSessionStatus = z.infer<typeof ZSessionStatus>;

export const ZAuthResponse = z.object({
  user: ZUser,
  session: ZSessionStatus,
});
export type TAuthResponse = z.infer<typeof ZAuthResponse>;

export const ZForgotPasswordRequest = z.object({ email: ZEmail });
export type TForgotPasswordRequest = z.input<typeof ZForgotPasswordRequest>;

export const ZResetPasswordRequest = z.object({
  token: z.string().min(1).max(200),
  password: ZPassword,
});
export type TResetPasswordRequest = z.input<typeof ZResetPasswordRequest>;

export const ZChangePasswordRequest = z.object({
  current_password: z.string().min(1).max(LIMITS.passwordMax),
  new_password: ZPassword,
});
export type TChangePasswordRequest = z.input<typeof ZChangePasswordRequest>;

export const ZMessage = z.object({ message: z.string() });
export type TMessage = z.infer<typeof ZMessage>;
