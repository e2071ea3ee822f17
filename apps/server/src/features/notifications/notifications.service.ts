import { ErrorCode, type TNotification } from '@taskas/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { type NotificationEvent, renderNotification } from './notification-texts.ts';
import { createNotificationsRepository, type NotificationListRow } from './notifications.repository.ts';

export type { NotificationEvent } from './notification-texts.ts';

/** Something changed in `userId`'s notifications; `notificationId` is the one written, if any. */
export type NotificationChange = { userId: number; notificationId: number | null };
export type NotificationChangeListener = (change: NotificationChange) => void;

export type NotifyOptions = {
  /** The caller's transaction: the notification is written with it and announced once it commits. */
  db?: Kysely<Database>;
  now?: Date;
};

/** How long a notification written in a caller's transaction is looked for before it counts as rolled back. */
const COMMIT_WAIT_MS = 5_000;
const COMMIT_POLL_MS = 50;

export function presentNotification(row: NotificationListRow): TNotification {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    message: row.message,
    is_read: row.is_read === 1,
    read_at: row.read_at,
    created_at: row.created_at,
    action_url: row.action_url,
  };
}

function notFound(id: number): AppError {
  return new AppError(ErrorCode.NOT_FOUND, `Notification with ID ${id} not found.`, { details: { id } });
}

export function createNotificationsService(deps: { db: Kysely<Database>; log: FastifyBaseLogger }) {
  const repo = createNotificationsRepository(deps.db);
  const listeners = new Set<NotificationChangeListener>();

  function announce(change: NotificationChange): void {
    for (const listener of listeners) {
      try {
        listener(change);
      } catch (err) {
        deps.log.warn({ err }, 'notification listener failed');
      }
    }
  }

  /** A row written in someone else's transaction is announced when other connections can see it. */
  async function announceOnceCommitted(change: NotificationChange & { notificationId: number }) {
    const deadline = Date.now() + COMMIT_WAIT_MS;
    while (Date.now() < deadline) {
      if (await repo.exists(change.notificationId)) return announce(change);
      await new Promise((resolve) => setTimeout(resolve, COMMIT_POLL_MS));
    }
  }

  /**
   * Writes `event` for `recipientId` in the recipient's language. A notification with a dedupe key
   * (the daily summary, due reminders) is written at most once, by the database's unique rule; the
   * daily summary's text is refreshed instead. A recipient that does not exist gets nothing. Answers
   * whether a notification was written (or refreshed).
   */
  async function notify(
    recipientId: number,
    event: NotificationEvent,
    options: NotifyOptions = {},
  ): Promise<boolean> {
    const db = options.db ?? deps.db;
    const writer = options.db ? createNotificationsRepository(options.db) : repo;
    const user = await writer.findRecipient(recipientId);
    if (!user) return false;
    const now = options.now ?? new Date();
    const rendered = renderNotification(
      { id: user.id, role: user.role, language: user.preferred_language },
      event,
      now.toISOString().slice(0, 10),
    );
    const id = await writer.insert(user.id, rendered, now.toISOString());
    if (id === undefined) return false;
    const change = { userId: user.id, notificationId: id };
    if (db === deps.db) announce(change);
    else
      void announceOnceCommitted(change).catch((err) =>
        deps.log.warn({ err }, 'could not announce a notification'),
      );
    return true;
  }

  return {
    notify,

    /**
     * A linked student answered outside any assignment: each of their tutors has one summary for the
     * day (UTC, as the scoreboard's days), its count of tasks brought up to date by each later answer.
     * Given the answer, a task already answered earlier that day changes no count: nothing is read
     * beyond that one check, nothing rewritten, and the tutors' bells are not rung again.
     */
    async selfDirectedActivity(
      studentId: number,
      answered?: { taskId: number; attemptId: number },
      now = new Date(),
    ): Promise<void> {
      const day = now.toISOString().slice(0, 10);
      const next = new Date(`${day}T00:00:00.000Z`).getTime() + 86_400_000;
      if (answered && (await repo.answeredEarlierToday(studentId, answered, `${day}T00:00:00.000Z`))) return;
      const { student, tutorIds, tasksToday } = await repo.selfDirectedSummary(
        studentId,
        `${day}T00:00:00.000Z`,
        new Date(next).toISOString(),
      );
      if (!student || tasksToday === 0) return;
      const studentName = `${student.first_name} ${student.last_name}`.trim();
      for (const tutorId of tutorIds) {
        await notify(
          tutorId,
          { kind: 'self_directed_activity', studentId, studentName, tasksToday },
          { now },
        );
      }
    },

    /** Called for every notification written or changed here; returns the unsubscribe. */
    onChange(listener: NotificationChangeListener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    async list(userId: number, query: { limit: number; offset: number; is_read?: boolean }) {
      const { rows, total } = await repo.list(userId, {
        limit: query.limit,
        offset: query.offset,
        isRead: query.is_read,
      });
      return { items: rows.map(presentNotification), total };
    },

    unreadCount(userId: number): Promise<number> {
      return repo.unreadCount(userId);
    },

    async find(userId: number, id: number): Promise<TNotification | undefined> {
      const row = await repo.findOwn(userId, id);
      return row ? presentNotification(row) : undefined;
    },

    /** Marks the caller's own notification read; another user's is a 404 and stays as it was. */
    async markRead(userId: number, id: number): Promise<TNotification> {
      const row = await repo.findOwn(userId, id);
      if (!row) throw notFound(id);
      if (row.is_read !== 1) {
        await repo.markRead(userId, id, new Date().toISOString());
        announce({ userId, notificationId: null });
      }
      const updated = await repo.findOwn(userId, id);
      if (!updated) throw notFound(id);
      return presentNotification(updated);
    },

    async markAllRead(userId: number): Promise<number> {
      const count = await repo.markAllRead(userId, new Date().toISOString());
      if (count > 0) announce({ userId, notificationId: null });
      return count;
    },

    async remove(userId: number, id: number): Promise<void> {
      if (!(await repo.delete(userId, id))) throw notFound(id);
      announce({ userId, notificationId: null });
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
