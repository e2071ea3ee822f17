import type { TAdminDashboard, TAdminTutor, TAnswerCheckResult } from '@taskas/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  body,
  buildUser,
  createTestContext,
  describeEachDatabase,
  loginAs,
  TestAgent,
  type TestContext,
  type TestUser,
} from '../../test/support.ts';
import { seedTestBank, storedAnswer } from '../tasks/test-bank.ts';
import { createTutorRepository } from '../tutor/tutor.repository.ts';
import { utcDayStart } from './admin-dashboard.service.ts';

const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

type BankTask = { id: number; topic_id: string | null };

describeEachDatabase(
  'the admin dashboard and tutors list',
  (ctx) => {
    let admin: TestAgent;
    let nat: BankTask[];
    let leq: BankTask[];
    type Name = 'ona' | 'algis' | 'zita' | 's1' | 's2' | 's3' | 's4' | 's5' | 's6';
    const people = {} as Record<Name, TestUser>;

    const db = () => ctx().database.db;

    /** An answer through the real submit route, then moved to `at` (the route stores "now"). */
    async function answer(agent: TestAgent, task: BankTask, correct: boolean, at?: Date) {
      const given = correct ? (await storedAnswer(ctx(), task.id)).answer_correct : '987654';
      const result = body<TAnswerCheckResult>(
        await agent.post(`/api/v1/tasks/${task.id}/submit`, { answer: given }),
      ).data;
      if (result.attempt_id === null) throw new Error(`the answer to task ${task.id} did not count`);
      expect(result.is_correct).toBe(correct);
      if (at) {
        await db()
          .updateTable('attempts')
          .set({ created_at: at.toISOString() })
          .where('id', '=', result.attempt_id)
          .execute();
      }
    }

    async function setSessionsActivity(user: TestUser, at: Date) {
      await db()
        .updateTable('sessions')
        .set({ last_activity_at: at.toISOString() })
        .where('user_id', '=', user.id)
        .execute();
    }

    async function setStatus(user: TestUser, status: 'deactivated' | 'deleted') {
      await db().updateTable('users').set({ status }).where('id', '=', user.id).execute();
    }

    const dashboard = async () => {
      const response = await admin.get('/api/v1/admin/dashboard');
      expect(response.statusCode, response.body).toBe(200);
      return body<TAdminDashboard>(response).data;
    };

    const tutors = async (query = '') => {
      const response = await admin.get(`/api/v1/admin/tutors${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return body<TAdminTutor[]>(response);
    };

    beforeAll(async () => {
      await seedTestBank(ctx());
      const bank = await db()
        .selectFrom('tasks')
        .select(['id', 'topic_id'])
        .where('language', '=', 'lt')
        .where('answer_mode', 'in', ['equivalent', 'numeric', 'equation_solutions'])
        .orderBy('id')
        .execute();
      nat = bank.filter((t) => t.topic_id === 'natural-numbers-divisibility');
      leq = bank.filter((t) => t.topic_id === 'linear-equations');

      const adminUser = await buildUser(ctx(), { role: 'admin' });
      admin = await loginAs(ctx(), adminUser);
      people.ona = await buildUser(ctx(), { role: 'tutor', first_name: 'Ona', email: 'ona.k@mokykla.lt' });
      people.algis = await buildUser(ctx(), {
        role: 'tutor',
        first_name: 'Algis',
        username: 'algis_mokytojas',
      });
      people.zita = await buildUser(ctx(), { role: 'tutor', first_name: 'Zita' });
      for (const name of ['s1', 's2', 's3', 's4', 's5', 's6'] as const) {
        people[name] = await buildUser(ctx(), { first_name: name });
      }
      const { ona, algis, zita, s1, s2, s3, s4, s5, s6 } = people;
      const links = createTutorRepository(db());
      const at = new Date().toISOString();
      for (const student of [s1, s2, s4]) await links.link(ona.id, student.id, at);
      for (const student of [s3, s6]) await links.link(algis.id, student.id, at);
      await links.link(zita.id, s5.id, at);

      // s1: today two answers on numbers (one right), three days ago one right on equations.
      const first = await loginAs(ctx(), s1);
      await answer(first, nat[0] as BankTask, true);
      await answer(first, nat[1] as BankTask, false);
      await answer(first, leq[0] as BankTask, true, daysAgo(3));
      // s2: logged in 10 days ago, two wrong answers on equations 5 days ago.
      const second = await loginAs(ctx(), s2);
      await answer(second, leq[1] as BankTask, false, daysAgo(5));
      await answer(second, leq[2] as BankTask, false, daysAgo(5));
      await setSessionsActivity(s2, daysAgo(10));
      // s3: one right answer at the first instant of the 30 days, one just before them (left out).
      const third = await loginAs(ctx(), s3);
      await answer(third, nat[2] as BankTask, true, utcDayStart(new Date(), 29));
      await answer(third, nat[3] as BankTask, false, new Date(utcDayStart(new Date(), 29).getTime() - 1));
      await setSessionsActivity(s3, daysAgo(40));
      // s5: a session three days ago, no answers.
      await loginAs(ctx(), s5);
      await setSessionsActivity(s5, daysAgo(3));
      await setStatus(s4, 'deactivated');
      await setStatus(s6, 'deleted');
      await setStatus(zita, 'deleted');
      // Ona's two sessions: the later activity is the tutor's last activity.
      await loginAs(ctx(), ona);
      await loginAs(ctx(), ona);
      const onaSessions = await db()
        .selectFrom('sessions')
        .select('id')
        .where('user_id', '=', ona.id)
        .execute();
      for (const [index, session] of onaSessions.entries()) {
        await db()
          .updateTable('sessions')
          .set({ last_activity_at: daysAgo(index + 1).toISOString() })
          .where('id', '=', session.id)
          .execute();
      }
    });

    it('counts the accounts by role and status', async () => {
      const board = await dashboard();
      const accounts = Object.fromEntries(board.accounts.map((a) => [`${a.role}/${a.status}`, a.count]));
      expect(accounts).toEqual({
        'admin/active': 1,
        'tutor/active': 2,
        'tutor/deleted': 1,
        'student/active': 4,
        'student/deactivated': 1,
        'student/deleted': 1,
      });
    });

    it('counts the students active today and in the last 7 days, by sessions and answers', async () => {
      const board = await dashboard();
      // Today: s1 (session and answers). 7 days: s1, s2 (answers 5 days ago), s5 (session 3 days ago).
      expect(board.active_students).toEqual({ today: 1, last_7_days: 3 });
    });

    it('lists 30 days of answers, oldest first, days without any as zero', async () => {
      const days = (await dashboard()).attempts_per_day;
      expect(days).toHaveLength(30);
      expect(days[0]?.day).toBe(dayOf(utcDayStart(new Date(), 29)));
      expect(days[29]?.day).toBe(dayOf(new Date()));
      const nonZero = Object.fromEntries(
        days.filter((d) => d.attempts > 0).map((d) => [d.day, [d.attempts, d.correct]]),
      );
      expect(nonZero).toEqual({
        [dayOf(utcDayStart(new Date(), 29))]: [1, 1],
        [dayOf(daysAgo(5))]: [2, 0],
        [dayOf(daysAgo(3))]: [1, 1],
        [dayOf(new Date())]: [2, 1],
      });
      expect(days.reduce((sum, d) => sum + d.attempts, 0)).toBe(6);
    });

    it('gives the share of right answers by curriculum area with both names', async () => {
      const board = await dashboard();
      expect(board.correct_by_area).toEqual([
        {
          area_id: 'numbers-and-calculations',
          area_name: { lt: expect.any(String), en: 'Numbers and calculations' },
          attempts: 3,
          correct_share: 0.667,
        },
        {
          area_id: 'models-and-relations',
          area_name: { lt: expect.any(String), en: 'Models and relations' },
          attempts: 3,
          correct_share: 0.333,
        },
      ]);
      expect(board.correct_by_area[0]?.area_name.lt).not.toBe(board.correct_by_area[0]?.area_name.en);
    });

    it('reports the system: services, version, scheduler runs and the outbox', async () => {
      const before = (await dashboard()).system;
      expect(before).toMatchObject({
        database: 'healthy',
        dialect: ctx().dialect,
        redis: 'not_configured',
        version: '9.9.9-test',
        scheduler_enabled: true,
        scheduler_last_run_at: null,
        outbox_total: 0,
        outbox_last_24h: 0,
        smtp_configured: false,
      });
      expect(before.uptime_seconds).toBeGreaterThanOrEqual(0);

      // A run through the test route is recorded; so is the next, later one.
      const started = new Date().toISOString();
      expect((await admin.post('/api/v1/test/scheduler/run')).statusCode).toBe(200);
      const firstRun = (await dashboard()).system.scheduler_last_run_at;
      expect(firstRun).not.toBeNull();
      expect(firstRun && firstRun >= started).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 5));
      await ctx().app.scheduler.safeTick();
      const secondRun = (await dashboard()).system.scheduler_last_run_at;
      expect(secondRun && firstRun && secondRun > firstRun).toBe(true);

      // A reset mail kept in the outbox now, and one from two days ago.
      await new TestAgent(ctx().app).post('/api/users/forgot-password', { email: people.s1.email });
      await db()
        .insertInto('email_outbox')
        .values({
          to_address: 'old@example.com',
          subject: 'Old',
          body_text: '…',
          created_at: daysAgo(2).toISOString(),
        })
        .execute();
      const after = (await dashboard()).system;
      expect(after).toMatchObject({ outbox_total: 2, outbox_last_24h: 1 });
    });

    it('lists tutors by name with their student counts and last activity, deleted ones left out', async () => {
      const list = await tutors();
      expect(list.meta.pagination).toEqual({ page: 1, per_page: 20, total: 2, pages: 1 });
      expect(list.data.map((t) => [t.first_name, t.student_count, t.status])).toEqual([
        ['Algis', 1, 'active'],
        ['Ona', 3, 'active'],
      ]);
      const [algis, ona] = list.data;
      expect(algis?.last_active_at).toBeNull();
      expect(ona?.last_active_at).not.toBeNull();
      const onaSessions = await db()
        .selectFrom('sessions')
        .select('last_activity_at')
        .where('user_id', '=', people.ona.id)
        .execute();
      expect(ona?.last_active_at).toBe(
        onaSessions
          .map((s) => s.last_activity_at)
          .sort()
          .at(-1),
      );
      expect(Date.parse(ona?.last_active_at ?? '')).toBeLessThan(daysAgo(0.9).getTime());
      expect(ona).toMatchObject({ email: 'ona.k@mokykla.lt', role: 'tutor' });
    });

    it('finds tutors by name, username and e-mail, and pages them', async () => {
      const names = async (query: string) => (await tutors(query)).data.map((t) => t.first_name);
      expect(await names('?q=ona%20user')).toEqual(['Ona']);
      expect(await names('?q=MOKYTOJAS')).toEqual(['Algis']);
      expect(await names('?q=mokykla.lt')).toEqual(['Ona']);
      expect(await names('?q=zita')).toEqual([]);
      // A LIKE wildcard typed in the box is a character, not "anything".
      expect(await names('?q=%25')).toEqual([]);
      expect(await names('?q=algis_')).toEqual(['Algis']);
      const second = await tutors('?per_page=1&page=2');
      expect(second.data.map((t) => t.first_name)).toEqual(['Ona']);
      expect(second.meta.pagination).toEqual({ page: 2, per_page: 1, total: 2, pages: 2 });
      const bad = await admin.get('/api/v1/admin/tutors?per_page=1000');
      expect(bad.statusCode).toBe(400);
    });

    it('is for admins only', async () => {
      const { s1, ona } = people;
      for (const user of [s1, ona]) {
        const agent = await loginAs(ctx(), user);
        for (const url of ['/api/v1/admin/dashboard', '/api/v1/admin/tutors']) {
          const response = await agent.get(url);
          expect(response.statusCode).toBe(403);
          expect(body(response).errors[0]?.code).toBe('E3002');
        }
      }
      const anonymous = await new TestAgent(ctx().app).get('/api/v1/admin/dashboard');
      expect(anonymous.statusCode).toBe(401);
    });
  },
  { TEST_CLOCK: '1' },
);

describe('the admin dashboard with a Redis that does not answer', () => {
  let context: Awaited<ReturnType<typeof createTestContext>>;
  beforeAll(async () => {
    context = await createTestContext('sqlite', { REDIS_URL: 'redis://127.0.0.1:1' });
  });
  afterAll(async () => {
    await context?.dispose();
  });

  it('says Redis is unhealthy and the database healthy', async () => {
    const ctx: TestContext = context;
    const admin = await loginAs(ctx, await buildUser(ctx, { role: 'admin' }));
    const response = await admin.get('/api/v1/admin/dashboard');
    expect(response.statusCode, response.body).toBe(200);
    expect(body<TAdminDashboard>(response).data.system).toMatchObject({
      database: 'healthy',
      redis: 'unhealthy',
    });
  });
});
