import type { TAnswerCheckResult, TAssignment, TScoreboard, TTask } from '@taskas/contracts';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import * as studentTotalsMigration from '../../db/migrations/015-student-totals.ts';
import {
  body,
  buildUser,
  describeEachDatabase,
  loginAs,
  type TestAgent,
  type TestUser,
} from '../../test/support.ts';
import { answerOf } from '../assignments/assignments-test-kit.ts';
import { streakOf } from '../scoreboard/scoreboard.service.ts';
import { seedTestBank } from '../tasks/test-bank.ts';
import { createTutorRepository } from '../tutor/tutor.repository.ts';
import { rebuildStudentTotals, recountStudentTotals } from './student-totals.repository.ts';

const MINUTE = 60_000;
const DAY = 86_400_000;

/** A small seeded generator, so a failing sequence can be played again from its seed. */
function randomOf(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    below: (n: number) => Math.floor(next() * n),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
  };
}

const SKILLS = ['two-step-equation', 'equation-with-brackets'] as const;
const LEVELS = ['easy', 'medium'] as const;

describeEachDatabase(
  'kept student totals',
  (ctx) => {
    // Only Date is faked: answers, streaks and generated groups are dated by it; timers stay real.
    let now = Date.parse('2025-03-03T08:00:00Z');
    const setNow = (ms: number) => {
      now = ms;
      vi.setSystemTime(now);
    };
    const tick = () => setNow(now + 1000);

    let tutorUser: TestUser;
    let bank: number[];

    beforeAll(async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      setNow(now);
      await seedTestBank(ctx());
      const rows = await ctx()
        .database.db.selectFrom('tasks')
        .select('id')
        .where('visibility', '=', 'public')
        .where('language', '=', 'lt')
        .where('skill_id', 'in', [...SKILLS])
        .where('answer_mode', 'in', ['equivalent', 'numeric', 'equation_solutions'])
        .orderBy('id')
        .execute();
      bank = rows.map((r) => r.id);
      expect(bank.length).toBeGreaterThan(6);
      tutorUser = await buildUser(ctx(), { role: 'tutor' });
    });
    afterAll(() => {
      vi.useRealTimers();
    });

    /** The kept row and the recount from history, side by side. */
    async function keptAndRecounted(userId: number) {
      const kept = await ctx()
        .database.db.selectFrom('student_totals')
        .selectAll()
        .where('user_id', '=', userId)
        .executeTakeFirst();
      const [recounted] = await recountStudentTotals(ctx().database.db, [userId]);
      return { kept, recounted };
    }

    /** The streak the old dashboard computed from the distinct days of the history. */
    async function streakFromHistory(userId: number) {
      const days = await ctx()
        .database.db.selectFrom('attempts')
        .select((eb) => eb.fn<string>('substr', ['created_at', eb.val(1), eb.val(10)]).as('day'))
        .distinct()
        .where('user_id', '=', userId)
        .orderBy('day', 'desc')
        .execute();
      return streakOf(
        days.map((d) => d.day),
        new Date(now),
      );
    }

    type Student = {
      user: TestUser;
      agent: TestAgent;
      loggedInAt: number;
      generated: { id: number; skill: string; level: string }[];
      assignment: TAssignment;
    };

    async function newStudent(): Promise<Student> {
      const user = await buildUser(ctx());
      await createTutorRepository(ctx().database.db).link(tutorUser.id, user.id, new Date(now).toISOString());
      const tutor = await loginAs(ctx(), tutorUser);
      // Bank tasks and tasks generated for the assignment (a generated group of the student's too).
      const created = await tutor.post('/api/v1/assignments', {
        student_ids: [user.id],
        title: 'Lygtys',
        due_at: new Date(now + 3 * DAY).toISOString(),
        task_ids: bank.slice(0, 3),
        generate: { skill_id: SKILLS[0], difficulty: 'easy', count: 2 },
      });
      expect(created.statusCode, created.body).toBe(201);
      const [assignment] = body<TAssignment[]>(created).data;
      if (!assignment) throw new Error('no assignment');
      return { user, agent: await loginAs(ctx(), user), loggedInAt: now, generated: [], assignment };
    }

    /** Logs in again once the session would have gone idle in the faked time. */
    async function agentOf(student: Student) {
      if (Math.abs(now - student.loggedInAt) > 20 * MINUTE) {
        student.agent = await loginAs(ctx(), student.user);
        student.loggedInAt = now;
      }
      return student.agent;
    }

    async function submit(student: Student, taskId: number, right: boolean) {
      const agent = await agentOf(student);
      tick();
      const response = await agent.post(`/api/v1/tasks/${taskId}/submit`, {
        answer: await answerOf(ctx(), taskId, right),
      });
      expect(response.statusCode, response.body).toBe(200);
      return body<TAnswerCheckResult>(response).data;
    }

    async function generate(student: Student, skill: string, level: string) {
      const agent = await agentOf(student);
      const made = await agent.post('/api/v1/tasks/generate', { topic: skill, difficulty: level });
      expect(made.statusCode, made.body).toBe(201);
      const task = { id: body<TTask>(made).data.id, skill, level };
      student.generated.push(task);
      return task;
    }

    /** One random step: time passes (sometimes over midnight, rarely backwards), then the student acts. */
    async function step(student: Student, random: ReturnType<typeof randomOf>) {
      const move = random.next();
      if (move < 0.55) setNow(now + (1 + random.below(90)) * MINUTE);
      else if (move < 0.7) setNow(now + DAY);
      else if (move < 0.78) setNow(now + (2 + random.below(2)) * DAY);
      else if (move < 0.88) setNow(Math.floor(now / DAY) * DAY + DAY - 30_000);
      else if (move < 0.93) setNow(now - (1 + random.below(2)) * DAY);

      const right = random.next() < 0.6;
      const action = random.next();
      if (action < 0.3) {
        await submit(student, random.pick(bank), right);
      } else if (action < 0.5) {
        const task = await generate(student, random.pick(SKILLS), random.pick(LEVELS));
        await submit(student, task.id, right);
      } else if (action < 0.6 && student.generated.length > 0) {
        await submit(student, random.pick(student.generated).id, right);
      } else if (action < 0.7) {
        // Hints lower the score of a later right answer.
        const taskId = random.pick(bank);
        const agent = await agentOf(student);
        for (let i = 0; i <= random.below(2); i += 1) {
          expect((await agent.post('/api/v1/help/hint', { task_id: taskId })).statusCode).toBe(200);
        }
        await submit(student, taskId, right);
      } else if (action < 0.75) {
        // Giving up shows the solution: solved, but for no points.
        const taskId = random.pick(bank);
        const agent = await agentOf(student);
        expect((await agent.post('/api/v1/help/explanation', { task_id: taskId })).statusCode).toBe(200);
        await submit(student, taskId, true);
      } else if (action < 0.9) {
        const task = random.pick(student.assignment.tasks);
        const agent = await agentOf(student);
        tick();
        const response = await agent.post(
          `/api/v1/assignments/${student.assignment.id}/tasks/${task.task_id}`,
          { answer: await answerOf(ctx(), task.task_id, right) },
        );
        expect(response.statusCode, response.body).toBe(200);
      } else {
        // Two answers at once to tasks of one generated group: neither may be lost.
        const skill = random.pick(SKILLS);
        const level = random.pick(LEVELS);
        const first = await generate(student, skill, level);
        const second = await generate(student, skill, level);
        await agentOf(student);
        await Promise.all([submit(student, first.id, true), submit(student, second.id, random.next() < 0.5)]);
      }
    }

    it('keeps every total equal to a recount of the history, whatever the answers and days', async () => {
      for (const seed of [1, 2, 3]) {
        const random = randomOf(seed);
        const student = await newStudent();
        for (let i = 0; i < 30; i += 1) {
          await step(student, random);
          const { kept, recounted } = await keptAndRecounted(student.user.id);
          expect(kept, `seed ${seed}, step ${i}`).toEqual(recounted);
          const board = body<TScoreboard>(await (await agentOf(student)).get('/api/v1/scoreboard')).data;
          expect(board, `seed ${seed}, step ${i}`).toMatchObject({
            points: recounted?.points,
            tasks_solved: recounted?.tasks_solved,
            attempts: recounted?.attempts,
            correct_attempts: recounted?.correct_attempts,
            streak_days: await streakFromHistory(student.user.id),
          });
        }
        expect(student.generated.length).toBeGreaterThan(0);
      }
      // The rebuild from history writes back exactly what the answers kept.
      const db = ctx().database.db;
      const before = await db.selectFrom('student_totals').selectAll().orderBy('user_id').execute();
      expect(before.length).toBeGreaterThanOrEqual(3);
      await rebuildStudentTotals(db);
      expect(await db.selectFrom('student_totals').selectAll().orderBy('user_id').execute()).toEqual(before);
    });

    it('fills the table from the history already stored when the migration runs', async () => {
      const db = ctx().database.db;
      const kept = await db.selectFrom('student_totals').selectAll().orderBy('user_id').execute();
      expect(kept.length).toBeGreaterThanOrEqual(3);
      await studentTotalsMigration.down(db as Kysely<unknown>);
      await studentTotalsMigration.up(db as Kysely<unknown>);
      expect(await db.selectFrom('student_totals').selectAll().orderBy('user_id').execute()).toEqual(kept);
    });

    it('shows the streak across midnight, for a day after the last answer, and then no more', async () => {
      const student = await newStudent();
      const streak = async () =>
        body<TScoreboard>(await (await agentOf(student)).get('/api/v1/scoreboard')).data.streak_days;
      setNow(Date.parse('2025-06-10T23:59:50Z'));
      await submit(student, bank[0] as number, false);
      expect(await streak()).toBe(1);
      setNow(Date.parse('2025-06-11T00:00:05Z'));
      expect(await streak()).toBe(1);
      await submit(student, bank[0] as number, true);
      expect(await streak()).toBe(2);
      // The next day still shows it, to be kept going; the day after it is gone.
      setNow(Date.parse('2025-06-12T23:59:00Z'));
      expect(await streak()).toBe(2);
      setNow(Date.parse('2025-06-13T00:00:01Z'));
      expect(await streak()).toBe(0);
      await submit(student, bank[1] as number, false);
      expect(await streak()).toBe(1);
      // An answer dated the missing day (a clock moved back) joins the two runs into one.
      setNow(Date.parse('2025-06-12T12:00:00Z'));
      await submit(student, bank[2] as number, false);
      setNow(Date.parse('2025-06-13T08:00:00Z'));
      expect(await streak()).toBe(4);
      const { kept, recounted } = await keptAndRecounted(student.user.id);
      expect(kept).toEqual(recounted);
      expect(kept).toMatchObject({ last_active_day: '2025-06-13', active_run_days: 4 });
    });
  },
  { GENERATED_TASKS_PER_HOUR: '100000' },
);
