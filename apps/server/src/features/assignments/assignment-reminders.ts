import { ASSIGNMENT_DUE_SOON_MS } from '@taskas/contracts';
import { Cron } from 'croner';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/schema.ts';
import type { NotificationEvent } from '../notifications/notification-texts.ts';
import { createAssignmentsRepository } from './assignments.repository.ts';

/** Assignments looked at per kind and tick: a tick stays short; the rest are the next minute's. */
export const REMINDER_BATCH = 500;

export type TickResult = { due: number; overdue: number; written: number };

/**
 * The minute scheduler of assignment reminders (decision 014): `assignment_due` to the student 24 hours
 * before the due time, `assignment_overdue` to the student and the tutor once it passed unfinished. It
 * runs in every server instance; each notification exists once because its dedupe key (which holds the
 * due time) is unique in the database, and `due_notified_at` / `overdue_notified_at` only let later
 * ticks skip what is done. A tick never throws: what fails is logged and tried again next minute.
 */
export function createAssignmentReminders(deps: {
  db: Kysely<Database>;
  log: FastifyBaseLogger;
  clock: Clock;
  notify: (recipientId: number, event: NotificationEvent) => Promise<boolean>;
  batch?: number;
}) {
  const repo = createAssignmentsRepository(deps.db);
  const batch = deps.batch ?? REMINDER_BATCH;
  let job: Cron | undefined;

  /** Sends one assignment's reminders; answers how many were written, or null when one failed. */
  async function send(id: number, sends: [number, NotificationEvent][]): Promise<number | null> {
    let written = 0;
    try {
      for (const [recipient, event] of sends) if (await deps.notify(recipient, event)) written += 1;
      return written;
    } catch (err) {
      deps.log.error({ err, assignmentId: id }, 'an assignment reminder could not be written');
      return null;
    }
  }

  async function tick(): Promise<TickResult> {
    const now = deps.clock.now();
    const at = now.toISOString();
    const result: TickResult = { due: 0, overdue: 0, written: 0 };
    const until = new Date(now.getTime() + ASSIGNMENT_DUE_SOON_MS).toISOString();
    for (const row of await repo.dueSoon(at, until, batch)) {
      const event = {
        kind: 'assignment_due',
        assignmentId: row.id,
        title: row.title,
        dueAt: row.due_at,
      } as const;
      const written = await send(row.id, [[row.student_id, event]]);
      if (written === null) continue;
      result.due += 1;
      result.written += written;
      await repo.markReminded(row.id, row.due_at, 'due_notified_at', at);
    }
    for (const row of await repo.overdue(at, batch)) {
      const studentName = `${row.first_name} ${row.last_name}`.trim() || row.username;
      const event = {
        kind: 'assignment_overdue',
        assignmentId: row.id,
        title: row.title,
        dueAt: row.due_at,
        studentId: row.student_id,
        studentName,
      } as const;
      const written = await send(row.id, [
        [row.student_id, event],
        [row.tutor_id, event],
      ]);
      if (written === null) continue;
      result.overdue += 1;
      result.written += written;
      await repo.markReminded(row.id, row.due_at, 'overdue_notified_at', at);
    }
    // The wall clock, not the movable one: the dashboard tells an admin when it really ran.
    await repo.recordSchedulerRun(new Date().toISOString());
    return result;
  }

  /** A tick for the timer: whatever goes wrong is logged, never thrown out of it. */
  async function safeTick(): Promise<TickResult | null> {
    try {
      const result = await tick();
      if (result.written > 0) deps.log.info(result, 'assignment reminders sent');
      return result;
    } catch (err) {
      deps.log.error({ err }, 'the assignment reminder tick failed');
      return null;
    }
  }

  return {
    tick,
    safeTick,
    /** Every minute, at second 0; a tick still running when the next is due makes that one skip. */
    start() {
      if (job) return;
      job = new Cron(
        '0 * * * * *',
        { protect: true, catch: true, name: 'assignment-reminders' },
        async () => {
          await safeTick();
        },
      );
    },
    stop() {
      job?.stop();
      job = undefined;
    },
    get running() {
      return job !== undefined;
    },
  };
}

export type AssignmentReminders = ReturnType<typeof createAssignmentReminders>;
