import { z } from 'zod';
import { ZEmail, ZPersonName, ZUsername } from './auth.ts';

export const ZProfileUpdateRequest = z
  .object({
    username: ZUsername,
    email: ZEmail,
    first_name: ZPersonName,
    last_name: ZPersonName,
  })
  .partial()
  .refine((value) => Object.keys(value).length > 0, { message: 'Nothing to update' });
export type TProfileUpdateRequest = z.input<typeof ZProfileUpdateRequest>;
