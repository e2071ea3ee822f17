import { randomUUID } from 'node:crypto';
import type { TAssignment } from '@taskas/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createDatabase } from '../../db/database.ts';
import { body, createTestContext, describeEachDatabase, type TestContext } from '../../test/support.ts';
import { seedTestBank } from '../tasks/test-bank.ts';
import { createAssignmentReminders } from './assignment-reminders.ts';
import {
  answerTask,
  assign,
  bankTasks,
  HOUR,
  inHours,
  link,
  notificationsOf,
  person,
  testClock,
} from './assignments-test-kit.ts';

/** A logger that keeps the messages of its errors. */
function recordingLog(errors: string[] = []): FastifyBaseLogger {
  const quiet = () => undefined;
  return {
    level: 'silent',
    fatal: quiet,
    warn: quiet,
    info: quiet,
    debug: quiet,
    trace: quiet,
    silent: quiet,
    error: (_: unknown, message: string) => errors.push(message),
    child: () => recordingLog(errors),
  } as unknown as FastifyBaseLogger;
}

async function remindersOf(ctx: TestContext, userId: number) {
  return (await notificationsOf(ctx, userId)).filter(
    (n) => n.type === 'assignment_due' || n.type === 'assignment_overdue',
  );
}

describeEachDatabase(
  'assignment reminders',
  (ctx) => {
    beforeAll(async () => {
      await seedTestBank(ctx());
    });
    beforeEach(() => testClock(ctx()).reset());

    it('reminds the student once 24 hours before the due time, and the student and tutor once when it passed', async () => {
      const clock = testClock(ctx());
      const tutor = await person(ctx(), 'tutor', 'Rasa');
      const student = await person(ctx(), 'student', 'Ona');
      await link(ctx(), tutor, student);
      const [assignment] = await assign(ctx(), tutor, [student], {
        title: 'Trupmenos',
        due_at: inHours(ctx(), 30),
        task_ids: await bankTasks(ctx(), 2),
      });
      const scheduler = ctx().app.scheduler;
      const before = await scheduler.tick();
      expect(await remindersOf(ctx(), student.user.id)).toEqual([]);

      clock.advance(7 * HOUR);
      const due = await scheduler.tick();
      expect(due.written - before.written).toBeGreaterThanOrEqual(1);
      expect(await remindersOf(ctx(), student.user.id)).toEqual([
        expect.objectContaining({
          type: 'assignment_due',
          title: 'Artėja terminas',
          message: expect.stringContaining('„Trupmenos“ reikia atlikti iki'),
          action_url: `/student/assignments/${assignment?.id}`,
        }),
      ]);
      await scheduler.tick();
      expect(await remindersOf(ctx(), student.user.id)).toHaveLength(1);
      expect(await remindersOf(ctx(), tutor.user.id)).toEqual([]);

      clock.advance(24 * HOUR);
      await scheduler.tick();
      await scheduler.tick();
      const toStudent = await remindersOf(ctx(), student.user.id);
      expect(toStudent.map((n) => n.type)).toEqual(['assignment_due', 'assignment_overdue']);
      expect(toStudent[1]).toMatchObject({
        title: 'Terminas praėjo',
        message: expect.stringContaining('„Trupmenos“ reikėjo atlikti iki'),
        action_url: `/student/assignments/${assignment?.id}`,
      });
      expect(await remindersOf(ctx(), tutor.user.id)).toEqual([
        expect.objectContaining({
          type: 'assignment_overdue',
          message: expect.stringContaining('Ona User neatliko „Trupmenos“'),
          action_url: `/tutor/students/${student.user.id}`,
        }),
      ]);
    });

    it('reminds nobody of a completed or cancelled assignment', async () => {
      const clock = testClock(ctx());
      const tutor = await person(ctx(), 'tutor');
      const [done, dropped] = [await person(ctx(), 'student'), await person(ctx(), 'student')];
      await link(ctx(), tutor, done, dropped);
      const [task] = await bankTasks(ctx(), 1);
      const [forDone, forDropped] = await assign(ctx(), tutor, [done, dropped], {
        due_at: inHours(ctx(), 2),
        task_ids: [task ?? 0],
      });
      await answerTask(ctx(), done, forDone?.id ?? 0, task ?? 0, true);
      await tutor.agent.post(`/api/v1/assignments/${forDropped?.id}/cancel`);
      await ctx().app.scheduler.tick();
      clock.advance(3 * HOUR);
      await ctx().app.scheduler.tick();
      for (const who of [done, dropped, tutor]) expect(await remindersOf(ctx(), who.user.id)).toEqual([]);
    });

    it('reminds again for a new due time when the tutor moves it', async () => {
      const clock = testClock(ctx());
      const tutor = await person(ctx(), 'tutor');
      const student = await person(ctx(), 'student');
      await link(ctx(), tutor, student);
      const [assignment] = await assign(ctx(), tutor, [student], {
        due_at: inHours(ctx(), 1),
        task_ids: await bankTasks(ctx(), 1),
      });
      await ctx().app.scheduler.tick();
      clock.advance(2 * HOUR);
      await ctx().app.scheduler.tick();
      expect((await remindersOf(ctx(), student.user.id)).map((n) => n.type)).toEqual([
        'assignment_due',
        'assignment_overdue',
      ]);
      const moved = await tutor.agent.patch(`/api/v1/assignments/${assignment?.id}`, {
        due_at: inHours(ctx(), 10),
      });
      expect(body<TAssignment>(moved).data.status).toBe('open');
      await ctx().app.scheduler.tick();
      clock.advance(11 * HOUR);
      await ctx().app.scheduler.tick();
      expect((await remindersOf(ctx(), student.user.id)).map((n) => n.type)).toEqual([
        'assignment_due',
        'assignment_overdue',
        'assignment_due',
        'assignment_overdue',
      ]);
      expect(await remindersOf(ctx(), tutor.user.id)).toHaveLength(2);
    });

    it('does a bounded amount of work per tick, and the rest on the next ones', async () => {
      const clock = testClock(ctx());
      const tutor = await person(ctx(), 'tutor');
      const student = await person(ctx(), 'student');
      await link(ctx(), tutor, student);
      for (let i = 0; i < 3; i += 1) {
        await assign(ctx(), tutor, [student], {
          due_at: inHours(ctx(), 1),
          task_ids: await bankTasks(ctx(), 1),
        });
      }
      // Everything older was reminded by the tests before; these three are due within the hour.
      const small = createAssignmentReminders({
        db: ctx().database.db,
        log: recordingLog(),
        clock,
        notify: (recipient, event) => ctx().app.services.notifications.notify(recipient, event),
        batch: 2,
      });
      const counts: number[] = [];
      for (let i = 0; i < 3; i += 1) counts.push((await small.tick()).due);
      expect(counts).toEqual([2, 1, 0]);
      expect(await remindersOf(ctx(), student.user.id)).toHaveLength(3);
    });

    it('never throws out of a tick: what failed is logged and sent on a later tick', async () => {
      const clock = testClock(ctx());
      const tutor = await person(ctx(), 'tutor');
      const student = await person(ctx(), 'student');
      await link(ctx(), tutor, student);
      await assign(ctx(), tutor, [student], {
        due_at: inHours(ctx(), 5),
        task_ids: await bankTasks(ctx(), 1),
      });
      const errors: string[] = [];
      const log = recordingLog(errors);
      let failing = true;
      const reminders = createAssignmentReminders({
        db: ctx().database.db,
        log,
        clock,
        notify: async (recipient, event) => {
          if (failing) throw new Error('the database went away');
          return ctx().app.services.notifications.notify(recipient, event);
        },
      });
      await expect(reminders.safeTick()).resolves.toMatchObject({ written: 0 });
      expect(errors).toContain('an assignment reminder could not be written');
      expect(await remindersOf(ctx(), student.user.id)).toEqual([]);
      failing = false;
      await reminders.safeTick();
      expect(await remindersOf(ctx(), student.user.id)).toHaveLength(1);

      const broken = createAssignmentReminders({
        db: ctx().database.db,
        log,
        clock: {
          now: () => {
            throw new Error('no time');
          },
        },
        notify: async () => true,
      });
      await expect(broken.safeTick()).resolves.toBeNull();
      expect(errors).toContain('the assignment reminder tick failed');
    });

    it('runs every minute once started, and stops with the app', async () => {
      const scheduler = ctx().app.scheduler;
      expect(scheduler.running).toBe(false);
      scheduler.start();
      expect(scheduler.running).toBe(true);
      scheduler.stop();
      expect(scheduler.running).toBe(false);
    });
  },
  { TEST_CLOCK: '1' },
);

const postgresUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!postgresUrl)('assignment reminders with two server instances on one PostgreSQL', () => {
  let first: Awaited<ReturnType<typeof createTestContext>>;
  let second: Awaited<ReturnType<typeof buildApp>>;
  let secondDatabase: ReturnType<typeof createDatabase>;
  // Both instances on the system clock, as two servers are.
  const clock = { now: () => new Date() };

  beforeAll(async () => {
    first = await createTestContext('postgres');
    secondDatabase = createDatabase(first.config.databaseUrl, { searchPath: first.database.schema });
    second = await buildApp({ config: first.config, database: secondDatabase, logger: false });
  });
  afterAll(async () => {
    await second?.close();
    await secondDatabase?.close();
    await first?.dispose();
  });

  it('writes each reminder exactly once while both tick at the same time', async () => {
    const { db } = first.database;
    const tutor = await first.app.services.auth.createUser({
      username: `two_tutor_${randomUUID().slice(0, 8)}`,
      email: `two.tutor.${randomUUID()}@example.com`,
      password: 'Two-instances-1',
      firstName: 'Rasa',
      lastName: 'Two',
      role: 'tutor',
      language: 'lt',
    });
    const students = [];
    for (let i = 0; i < 5; i += 1) {
      students.push(
        await first.app.services.auth.createUser({
          username: `two_student_${randomUUID().slice(0, 8)}`,
          email: `two.student.${randomUUID()}@example.com`,
          password: 'Two-instances-1',
          firstName: `S${i}`,
          lastName: 'Two',
          role: 'student',
          language: 'en',
        }),
      );
    }
    const now = clock.now().getTime();
    const at = new Date(now).toISOString();
    // 30 due within the day and 30 past their due time, spread over the students.
    for (let i = 0; i < 60; i += 1) {
      const student = students[i % students.length];
      await db
        .insertInto('assignments')
        .values({
          group_id: randomUUID(),
          tutor_id: tutor.id,
          student_id: student?.id ?? 0,
          title: `Task set ${i}`,
          instructions: '',
          due_at: new Date(now + (i < 30 ? 2 * HOUR + i * 60_000 : -HOUR - i * 60_000)).toISOString(),
          created_at: at,
          updated_at: at,
          completed_at: null,
          cancelled_at: null,
          due_notified_at: null,
          overdue_notified_at: null,
        })
        .execute();
    }

    let written = 0;
    for (let round = 0; round < 3; round += 1) {
      const results = await Promise.all([
        first.app.scheduler.tick(),
        second.scheduler.tick(),
        first.app.scheduler.tick(),
        second.scheduler.tick(),
      ]);
      written += results.reduce((sum, r) => sum + r.written, 0);
    }
    // 30 due reminders to students, 30 overdue ones to the student and 30 to the tutor.
    expect(written).toBe(90);
    const rows = await db
      .selectFrom('notifications')
      .select(['dedupe_key', 'type', 'user_id'])
      .where('type', 'in', ['assignment_due', 'assignment_overdue'])
      .execute();
    expect(rows).toHaveLength(90);
    expect(new Set(rows.map((r) => r.dedupe_key)).size).toBe(90);
    expect(rows.filter((r) => r.user_id === tutor.id)).toHaveLength(30);
    const left = await db
      .selectFrom('assignments')
      .select('id')
      .where((eb) =>
        eb.or([
          eb.and([eb('due_at', '<', clock.now().toISOString()), eb('overdue_notified_at', 'is', null)]),
          eb.and([eb('due_at', '>', clock.now().toISOString()), eb('due_notified_at', 'is', null)]),
        ]),
      )
      .execute();
    expect(left).toEqual([]);
  });
});
