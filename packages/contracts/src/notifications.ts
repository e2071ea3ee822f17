import { z } from 'zod';
import { LIMITS } from './constants.ts';
import { ZId } from './tasks.ts';

export const NOTIFICATION_TYPES = [
  'assignment_assigned',
  'assignment_completed',
  'assignment_due',
  'assignment_overdue',
  'self_directed_activity',
  'other',
] as const;
export const ZNotificationType = z.enum(NOTIFICATION_TYPES);
export type NotificationType = z.infer<typeof ZNotificationType>;

/** The spec's Notification: title and message are written in the recipient's language. */
export const ZNotification = z.object({
  id: z.number().int(),
  type: ZNotificationType,
  title: z.string(),
  message: z.string(),
  is_read: z.boolean(),
  read_at: z.string().nullable(),
  created_at: z.string(),
  action_url: z.string().nullable(),
});
export type TNotification = z.infer<typeof ZNotification>;

/** `is_read` filters only when it is a boolean (`true`/`false`); anything else is ignored. */
const ZIsReadFilter = z.preprocess((value) => {
  if (value === true || value === 'true' || value === '1') return true;
  if (value === false || value === 'false' || value === '0') return false;
  return undefined;
}, z.boolean().optional());

export const ZNotificationListQuery = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(LIMITS.notificationsPageSize)
    .default(LIMITS.notificationsPageSize),
  offset: z.coerce.number().int().min(0).max(LIMITS.idMax).default(0),
  is_read: ZIsReadFilter,
});
export type TNotificationListQuery = z.input<typeof ZNotificationListQuery>;

export const ZNotificationIdParams = z.object({ id: ZId });

export const ZNotificationCount = z.object({ count: z.number().int() });
export type TNotificationCount = z.infer<typeof ZNotificationCount>;

/** What the live stream sends on a change: the caller's unread count now, and the new one if any. */
export const ZNotificationStreamEvent = z.object({
  unread_count: z.number().int(),
  notification: ZNotification.nullable(),
});
export type TNotificationStreamEvent = z.infer<typeof ZNotificationStreamEvent>;
