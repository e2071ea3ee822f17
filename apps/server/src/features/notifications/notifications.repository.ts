import type { Kysely } from 'kysely';
import type { Database, NotificationRow } from '../../db/schema.ts';
import type { RenderedNotification } from './notification-texts.ts';

const listColumns = [
  'id',
  'type',
  'title',
  'message',
  'is_read',
  'read_at',
  'created_at',
  'action_url',
] as const;

export type NotificationListRow = Pick<NotificationRow, (typeof listColumns)[number]>;

export function createNotificationsRepository(db: Kysely<Database>) {
  return {
    findRecipient(userId: number) {
      return db
        .selectFrom('users')
        .select(['id', 'role', 'preferred_language'])
        .where('id', '=', userId)
        .executeTakeFirst();
    },

    /**
     * Writes the notification; one with a `dedupe_key` that exists already is dropped, or with `refresh`
     * has its text brought up to date (read state and time kept). Returns the id written, if any.
     */
    async insert(userId: number, rendered: RenderedNotification, at: string): Promise<number | undefined> {
      const row = await db
        .insertInto('notifications')
        .values({
          user_id: userId,
          type: rendered.type,
          title: rendered.title,
          message: rendered.message,
          is_read: 0,
          read_at: null,
          created_at: at,
          action_url: rendered.action_url,
          dedupe_key: rendered.dedupe_key,
        })
        .onConflict((oc) =>
          rendered.refresh
            ? oc.column('dedupe_key').doUpdateSet((eb) => ({
                title: eb.ref('excluded.title'),
                message: eb.ref('excluded.message'),
              }))
            : oc.column('dedupe_key').doNothing(),
        )
        .returning('id')
        .executeTakeFirst();
      return row?.id;
    },

    /** The student's name and tutors, and how many tasks they answered today outside any assignment. */
    async selfDirectedSummary(studentId: number, dayStart: string, dayEnd: string) {
      const [student, tutors, tasks] = await Promise.all([
        db
          .selectFrom('users')
          .select(['first_name', 'last_name'])
          .where('id', '=', studentId)
          .where('role', '=', 'student')
          .executeTakeFirst(),
        db.selectFrom('tutor_students').select('tutor_id').where('student_id', '=', studentId).execute(),
        db
          .selectFrom('attempts')
          .select((eb) => eb.fn.count<number>('task_id').distinct().as('count'))
          .where('user_id', '=', studentId)
          .where('assignment_id', 'is', null)
          .where('created_at', '>=', dayStart)
          .where('created_at', '<', dayEnd)
          .executeTakeFirst(),
      ]);
      return {
        student,
        tutorIds: tutors.map((t) => t.tutor_id),
        tasksToday: Number(tasks?.count ?? 0),
      };
    },

    /** Whether the student answered the task outside assignments earlier today, before this answer. */
    async answeredEarlierToday(
      studentId: number,
      answered: { taskId: number; attemptId: number },
      dayStart: string,
    ): Promise<boolean> {
      const row = await db
        .selectFrom('attempts')
        .select('id')
        .where('user_id', '=', studentId)
        .where('task_id', '=', answered.taskId)
        .where('id', '<', answered.attemptId)
        .where('assignment_id', 'is', null)
        .where('created_at', '>=', dayStart)
        // Newest first: the answer just before this one is today's if any is.
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    async exists(id: number): Promise<boolean> {
      const row = await db.selectFrom('notifications').select('id').where('id', '=', id).executeTakeFirst();
      return row !== undefined;
    },

    async list(userId: number, options: { limit: number; offset: number; isRead?: boolean }) {
      let query = db.selectFrom('notifications').where('user_id', '=', userId);
      if (options.isRead !== undefined) query = query.where('is_read', '=', options.isRead ? 1 : 0);
      const [rows, total] = await Promise.all([
        query.select(listColumns).orderBy('id', 'desc').limit(options.limit).offset(options.offset).execute(),
        query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst(),
      ]);
      return { rows: rows as NotificationListRow[], total: Number(total?.total ?? 0) };
    },

    async unreadCount(userId: number): Promise<number> {
      const row = await db
        .selectFrom('notifications')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('user_id', '=', userId)
        .where('is_read', '=', 0)
        .executeTakeFirst();
      return Number(row?.count ?? 0);
    },

    findOwn(userId: number, id: number) {
      return db
        .selectFrom('notifications')
        .select(listColumns)
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst() as Promise<NotificationListRow | undefined>;
    },

    async markRead(userId: number, id: number, at: string): Promise<void> {
      await db
        .updateTable('notifications')
        .set({ is_read: 1, read_at: at })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .where('is_read', '=', 0)
        .execute();
    },

    async markAllRead(userId: number, at: string): Promise<number> {
      const result = await db
        .updateTable('notifications')
        .set({ is_read: 1, read_at: at })
        .where('user_id', '=', userId)
        .where('is_read', '=', 0)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    async delete(userId: number, id: number): Promise<boolean> {
      const result = await db
        .deleteFrom('notifications')
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
