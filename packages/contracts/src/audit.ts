import { z } from 'zod';
import { ZRole } from './auth.ts';
import { ZId } from './tasks.ts';

/**
 * The audit trail (`GET /api/v1/admin/audit`, admins only): who did what to whom, when and from which
 * address. Entries are written by the server and never changed or deleted.
 */
export const AUDIT_ACTIONS = [
  'account.created',
  'account.imported',
  'account.invitation_sent',
  'account.invitation_accepted',
  'account.role_changed',
  'account.deactivated',
  'account.reactivated',
  'account.deleted',
  'account.sessions_ended',
  'account.export',
  'password.reset_sent',
  'password.reset',
  'password.changed',
  'login.locked_out',
  'link.created',
  'link.ended',
  'link.moved',
  'prompt.created',
  'prompt.updated',
  'prompt.restored',
  'prompt.deleted',
  'prompt.copied',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export const ZAuditAction = z.enum(AUDIT_ACTIONS);

export const AUDIT_TARGET_TYPES = ['user', 'prompt', 'link'] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/** A person an entry names, as they are now (a deleted account shows its anonymised name). */
export const ZAuditPerson = z.object({
  id: z.number().int(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: ZRole,
  /** True for an erased account: the web shows the words for a deleted account instead of its name. */
  deleted: z.boolean().optional(),
});
export type TAuditPerson = z.infer<typeof ZAuditPerson>;

export const ZAuditEntry = z.object({
  id: z.number().int(),
  action: ZAuditAction,
  /** Null when nobody signed in did it (a login lockout, a link from an invitation e-mail). */
  actor: ZAuditPerson.nullable(),
  target_type: z.enum(AUDIT_TARGET_TYPES).nullable(),
  target_id: z.number().int().nullable(),
  /** The account the entry is about, when it is about one. */
  target_user: ZAuditPerson.nullable(),
  /** The other person of a link entry (the tutor when `target_user` is the student, and back). */
  related_user: ZAuditPerson.nullable().optional(),
  /** What changed: e.g. `{from: 'student', to: 'tutor'}`, a prompt's name and version, a link's tutor. */
  details: z.record(z.string(), z.unknown()),
  ip: z.string().nullable(),
  created_at: z.string(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

export const ZAuditQuery = z.object({
  actor_id: ZId.optional(),
  /** Entries about this account (as target, or the student or tutor of a link). */
  target_id: ZId.optional(),
  action: ZAuditAction.optional(),
  /** Inclusive UTC dates, YYYY-MM-DD. */
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
});
export type TAuditQuery = z.input<typeof ZAuditQuery>;
