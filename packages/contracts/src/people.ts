import { z } from 'zod';
import { ZRole, ZUser } from './auth.ts';
import { ZId } from './tasks.ts';

/** `GET /api/v1/admin/users` — every account, paged and filtered. */
export const ZUserListQuery = z.object({
  role: z.union([ZRole, z.literal('all')]).optional(),
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});
export type TUserListQuery = z.input<typeof ZUserListQuery>;

/** A student as their tutor sees them. */
export const ZLinkedStudent = ZUser.pick({
  id: true,
  username: true,
  email: true,
  first_name: true,
  last_name: true,
  created_at: true,
}).extend({ linked_at: z.string() });
export type TLinkedStudent = z.infer<typeof ZLinkedStudent>;

export const ZStudentIdParams = z.object({ studentId: ZId });
