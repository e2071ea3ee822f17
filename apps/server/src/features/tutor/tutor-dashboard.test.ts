import type {
  TAnswerCheckResult,
  TPractisedTopic,
  TScoreboard,
  TStudentActivity,
  TTutorAttempt,
  TTutorDashboard,
} from '@taskas/contracts';
import { FEEDBACK, type FeedbackKey, findSkill, taxonomy } from '@taskas/math';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  body,
  buildUser,
  describeEachDatabase,
  loginAs,
  type TestAgent,
  type TestContext,
  type TestUser,
} from '../../test/support.ts';
import { masteryOf } from '../attempts/mastery.ts';
import { seedTestBank, storedAnswer } from '../tasks/test-bank.ts';
import { createTutorRepository } from './tutor.repository.ts';
import { vilniusDay, vilniusWeekStart } from './vilnius-time.ts';

const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

type BankTask = { id: number; skill_id: string; topic_id: string; answer_mode: string };

/** Answers stored as the answer route stores them, at chosen times (the struggle rule reads time). */
async function storeAnswers(
  ctx: TestContext,
  userId: number,
  answers: { task: BankTask; correct: boolean; at: Date }[],
) {
  await ctx.database.db
    .insertInto('attempts')
    .values(
      answers.map(({ task, correct, at }) => ({
        user_id: userId,
        task_id: task.id,
        assignment_id: null,
        answer: '1',
        input_format: 'text',
        work_shown: '[]',
        work_first_error: null,
        work_result: null,
        time_spent: 20,
        hints_used: 0,
        device_info: null,
        steps_completed: null,
        confidence_level: null,
        is_correct: correct ? 1 : 0,
        score: correct ? 100 : 0,
        feedback_key: correct ? 'correct' : 'incorrect',
        result: '{}',
        created_at: at.toISOString(),
      })),
    )
    .execute();
}

async function assign(
  ctx: TestContext,
  tutorId: number,
  studentId: number,
  state: { dueInDays: number; completed?: boolean; cancelled?: boolean },
) {
  const now = new Date().toISOString();
  await ctx.database.db
    .insertInto('assignments')
    .values({
      group_id: `g-${tutorId}-${studentId}-${Math.random()}`,
      tutor_id: tutorId,
      student_id: studentId,
      title: 'Practice',
      instructions: '',
      due_at: new Date(Date.now() + state.dueInDays * DAY_MS).toISOString(),
      created_at: now,
      updated_at: now,
      completed_at: state.completed ? now : null,
      cancelled_at: state.cancelled ? now : null,
      due_notified_at: null,
      overdue_notified_at: null,
    })
    .execute();
}

describeEachDatabase('the tutor dashboard and a student’s results', (ctx) => {
  let bank: BankTask[];
  let tutorUser: TestUser;
  let tutor: TestAgent;
  let ana: TestUser;
  let bronius: TestUser;
  let zygimantas: TestUser;
  let otherTutor: TestAgent;
  let dora: TestUser;

  /** Tasks whose answers are numbers or solutions, so a made-up number counts as a wrong try. */
  const tasksOf = (skillId: string) => bank.filter((t) => t.skill_id === skillId);
  const skills = () => [...new Set(bank.map((t) => t.skill_id))];

  async function answer(agent: TestAgent, task: BankTask, correct: boolean, extra: object = {}) {
    const given = correct ? (await storedAnswer(ctx(), task.id)).answer_correct : '987654';
    const result = body<TAnswerCheckResult>(
      await agent.post(`/api/v1/tasks/${task.id}/submit`, { answer: given, ...extra }),
    ).data;
    if (result.attempt_id === null) throw new Error(`the answer to task ${task.id} did not count`);
    return result;
  }

  const dashboard = async (query = '', agent = tutor) => {
    const response = await agent.get(`/api/v1/tutor/dashboard${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return body<TTutorDashboard>(response);
  };
  const rowOf = (board: TTutorDashboard, user: TestUser) => board.students.find((s) => s.id === user.id);

  beforeAll(async () => {
    await seedTestBank(ctx());
    const rows = await ctx()
      .database.db.selectFrom('tasks')
      .select(['id', 'skill_id', 'topic_id', 'answer_mode'])
      .where('topic_id', '=', 'linear-equations')
      .where('language', '=', 'lt')
      .where('answer_mode', 'in', ['equivalent', 'numeric', 'equation_solutions'])
      .orderBy('id')
      .execute();
    bank = rows.map((r) => ({ ...r, skill_id: r.skill_id ?? '', topic_id: r.topic_id ?? '' }));
    tutorUser = await buildUser(ctx(), { role: 'tutor' });
    ana = await buildUser(ctx(), { first_name: 'Ana' });
    bronius = await buildUser(ctx(), { first_name: 'Bronius' });
    zygimantas = await buildUser(ctx(), { first_name: 'Žygimantas' });
    const otherTutorUser = await buildUser(ctx(), { role: 'tutor' });
    dora = await buildUser(ctx(), { first_name: 'Dora' });
    const links = createTutorRepository(ctx().database.db);
    for (const s of [ana, bronius, zygimantas])
      await links.link(tutorUser.id, s.id, new Date().toISOString());
    await links.link(otherTutorUser.id, dora.id, new Date().toISOString());
    tutor = await loginAs(ctx(), tutorUser);
    otherTutor = await loginAs(ctx(), otherTutorUser);
  });

  it('shows each student’s figures and the class totals', async () => {
    const [first, second] = skills();
    const a = tasksOf(first ?? '')[0] as BankTask;
    const b = tasksOf(second ?? '')[0] as BankTask;
    const c = tasksOf(second ?? '')[1] as BankTask;
    const anaAgent = await loginAs(ctx(), ana);
    await answer(anaAgent, a, false);
    await answer(anaAgent, a, true); // 75 points
    await answer(anaAgent, b, true); // 100 points
    await answer(anaAgent, c, true);
    // Solved last month: it counts for points, never for this week.
    await ctx()
      .database.db.updateTable('task_progress')
      .set({ completed_at: daysAgo(40).toISOString() })
      .where('user_id', '=', ana.id)
      .where('task_id', '=', c.id)
      .execute();
    await assign(ctx(), tutorUser.id, ana.id, { dueInDays: 2 });
    await assign(ctx(), tutorUser.id, ana.id, { dueInDays: -1 });
    await assign(ctx(), tutorUser.id, ana.id, { dueInDays: -1, completed: true });
    await assign(ctx(), tutorUser.id, ana.id, { dueInDays: 3, cancelled: true });
    await assign(ctx(), tutorUser.id, bronius.id, { dueInDays: 5 });

    const board = await dashboard();
    expect(board.meta.pagination).toEqual({ page: 1, per_page: 25, total: 3, pages: 1 });
    expect(board.data.students.map((s) => s.first_name)).toEqual(['Ana', 'Bronius', 'Žygimantas']);
    const scoreboard = body<TScoreboard>(await tutor.get(`/api/v1/scoreboard?student_id=${ana.id}`)).data;
    const lastAttempt = await ctx()
      .database.db.selectFrom('attempts')
      .select('created_at')
      .where('user_id', '=', ana.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const mastery = await ctx()
      .database.db.selectFrom('skill_mastery')
      .select('rating')
      .where('user_id', '=', ana.id)
      .execute();
    const values = mastery.map((m) => masteryOf(m.rating));
    expect(rowOf(board.data, ana)).toMatchObject({
      username: ana.username,
      email: ana.email,
      last_active_at: lastAttempt.created_at,
      week_solved: 2,
      answers: 4,
      accuracy: 0.75,
      points: scoreboard.points,
      open_assignments: 1,
      overdue_assignments: 1,
      mastery: {
        mean: Math.round((values.reduce((x, y) => x + y, 0) / values.length) * 1000) / 1000,
        skills_mastered: values.filter((v) => v >= 0.8).length,
        skills_practised: 2,
      },
      alert: null,
    });
    expect(scoreboard.points).toBe(275);
    expect(rowOf(board.data, bronius)).toMatchObject({
      last_active_at: null,
      week_solved: 0,
      answers: 0,
      accuracy: null,
      points: 0,
      open_assignments: 1,
      overdue_assignments: 0,
      mastery: { mean: null, skills_mastered: 0, skills_practised: 0 },
      alert: null,
    });
    expect(board.data.class).toMatchObject({
      students: 3,
      student_ids: [ana.id, bronius.id, zygimantas.id].sort((x, y) => x - y),
      active_this_week: 1,
      week_solved: 2,
      accuracy: 0.75,
      alerts: 0,
      open_assignments: 2,
      overdue_assignments: 1,
      week_starts_at: vilniusWeekStart(new Date()).toISOString(),
    });
    // Another tutor's class is theirs alone.
    const theirs = await dashboard('', otherTutor);
    expect(theirs.data.students.map((s) => s.id)).toEqual([dora.id]);
    expect(theirs.data.class.student_ids).toEqual([dora.id]);
  });

  it('searches by name, username or e-mail (accents optional), sorts and pages', async () => {
    const ids = async (query: string) => (await dashboard(query)).data.students.map((s) => s.id);
    expect(await ids('?q=ana')).toEqual([ana.id]);
    expect(await ids('?q=zygi')).toEqual([zygimantas.id]);
    expect(await ids(`?q=${encodeURIComponent(bronius.username)}`)).toEqual([bronius.id]);
    expect(await ids(`?q=${encodeURIComponent(bronius.email.toUpperCase())}`)).toEqual([bronius.id]);
    expect(await ids('?q=user%20bron')).toEqual([bronius.id]);
    expect(await ids('?q=nobody')).toEqual([]);
    // The class figures stay the whole class's whatever the search.
    expect((await dashboard('?q=ana')).data.class.students).toBe(3);

    expect(await ids('?sort=points&order=desc')).toEqual([ana.id, bronius.id, zygimantas.id]);
    expect(await ids('?sort=name&order=desc')).toEqual([zygimantas.id, bronius.id, ana.id]);
    // No figure yet sorts last in either order.
    expect((await ids('?sort=accuracy&order=asc'))[0]).toBe(ana.id);
    expect((await ids('?sort=accuracy&order=desc'))[0]).toBe(ana.id);
    expect((await ids('?sort=last_active&order=desc'))[0]).toBe(ana.id);
    expect(await ids('?sort=open_assignments&order=desc')).toEqual([ana.id, bronius.id, zygimantas.id]);

    const second = await dashboard('?per_page=2&page=2');
    expect(second.meta.pagination).toEqual({ page: 2, per_page: 2, total: 3, pages: 2 });
    expect(second.data.students.map((s) => s.id)).toEqual([zygimantas.id]);
    for (const bad of ['?sort=age', '?order=up', '?per_page=101', '?page=0']) {
      const response = await tutor.get(`/api/v1/tutor/dashboard${bad}`);
      expect(response.statusCode, bad).toBe(400);
    }
  });

  it('flags three wrong answers in a row on a skill, and drops the flag after a right one', async () => {
    const skill = skills()[0] ?? '';
    const [task, other] = tasksOf(skill);
    const agent = await loginAs(ctx(), bronius);
    await answer(agent, task as BankTask, false);
    await answer(agent, other as BankTask, false);
    expect(rowOf((await dashboard()).data, bronius)?.alert).toBeNull();
    await answer(agent, task as BankTask, false);
    const board = await dashboard();
    const entry = findSkill(skill);
    expect(rowOf(board.data, bronius)?.alert).toMatchObject({
      kind: 'wrong_streak',
      skill_id: skill,
      skill: entry?.skill.description.lt,
      topic_id: 'linear-equations',
      topic: taxonomy.topics.find((t) => t.id === 'linear-equations')?.name.lt,
      wrong_in_a_row: 3,
    });
    expect(board.data.class.alerts).toBe(1);
    expect((await dashboard('?sort=alert')).data.students[0]?.id).toBe(bronius.id);
    expect((await dashboard('?sort=alert&order=desc')).data.students[2]?.id).toBe(bronius.id);

    await answer(agent, other as BankTask, true);
    expect(rowOf((await dashboard()).data, bronius)?.alert).toBeNull();
  });

  it('never flags wrong answers older than a week, nor spread over skills', async () => {
    const [s1, s2, s3] = skills();
    const [t1, t2, t3] = [s1, s2, s3].map((s) => tasksOf(s ?? '')[0] as BankTask) as [
      BankTask,
      BankTask,
      BankTask,
    ];
    await storeAnswers(ctx(), zygimantas.id, [
      { task: t1, correct: false, at: daysAgo(9) },
      { task: t1, correct: false, at: daysAgo(8.5) },
      { task: t1, correct: false, at: daysAgo(8) },
      { task: t1, correct: false, at: daysAgo(6) },
      { task: t2, correct: false, at: daysAgo(5) },
      { task: t3, correct: false, at: daysAgo(4) },
      { task: t1, correct: false, at: daysAgo(3) },
    ]);
    expect(rowOf((await dashboard()).data, zygimantas)?.alert).toBeNull();
  });

  it('flags accuracy that fell by 25 points or more week on week, with five answers in each', async () => {
    const student = await buildUser(ctx(), { first_name: 'Cecilija' });
    await createTutorRepository(ctx().database.db).link(tutorUser.id, student.id, new Date().toISOString());
    const [s1, s2, s3] = skills();
    const [t1, t2, t3] = [s1, s2, s3].map((s) => tasksOf(s ?? '')[0] as BankTask) as [
      BankTask,
      BankTask,
      BankTask,
    ];
    // Before: 4 of 5 right (80 %).
    await storeAnswers(ctx(), student.id, [
      { task: t1, correct: true, at: daysAgo(12) },
      { task: t2, correct: true, at: daysAgo(11) },
      { task: t3, correct: true, at: daysAgo(10) },
      { task: t1, correct: true, at: daysAgo(9) },
      { task: t2, correct: false, at: daysAgo(8) },
    ]);
    // This week: 3 of 5 right (60 %): a fall of 20 points is not enough.
    await storeAnswers(ctx(), student.id, [
      { task: t1, correct: true, at: daysAgo(6) },
      { task: t2, correct: false, at: daysAgo(5) },
      { task: t3, correct: true, at: daysAgo(4) },
      { task: t1, correct: false, at: daysAgo(3) },
      { task: t3, correct: true, at: daysAgo(2) },
    ]);
    expect(rowOf((await dashboard()).data, student)?.alert).toBeNull();
    // One more wrong: 3 of 6 right (50 %), 30 points below, and no skill with three wrong in a row.
    await storeAnswers(ctx(), student.id, [{ task: t2, correct: false, at: daysAgo(1) }]);
    expect(rowOf((await dashboard()).data, student)?.alert).toEqual({
      kind: 'accuracy_drop',
      accuracy: 0.5,
      previous_accuracy: 0.8,
      answers: 6,
      previous_answers: 5,
    });
  });

  it('names the skills most of the class is weakest at, in the tutor’s language', async () => {
    const tutorC = await buildUser(ctx(), { role: 'tutor' });
    const students = await Promise.all([1, 2, 3].map(() => buildUser(ctx())));
    const links = createTutorRepository(ctx().database.db);
    for (const s of students) await links.link(tutorC.id, s.id, new Date().toISOString());
    const [x, y, z, w] = [
      'two-step-equation',
      'equation-with-brackets',
      'prime-factorisation',
      'compute-gcd',
    ];
    const rating = (userId: number, skillId: string, value: number) => ({
      user_id: userId,
      skill_id: skillId,
      topic_id: findSkill(skillId)?.topic.id ?? 'linear-equations',
      rating: value,
      attempts: 3,
      correct: 1,
      last_practised_at: new Date().toISOString(),
    });
    const [s1, s2, s3] = students as [TestUser, TestUser, TestUser];
    await ctx()
      .database.db.insertInto('skill_mastery')
      .values([
        rating(s1.id, x as string, -2),
        rating(s2.id, x as string, -1),
        rating(s3.id, x as string, 3),
        rating(s1.id, y as string, -0.5),
        rating(s2.id, z as string, -2),
        rating(s1.id, w as string, 3),
        rating(s2.id, w as string, 3),
      ])
      .execute();
    const agent = await loginAs(ctx(), tutorC);
    const board = await dashboard('', agent);
    expect(
      board.data.class.weakest_skills.map((s) => [s.skill_id, s.students_weak, s.students_practised]),
    ).toEqual([
      [x, 2, 3],
      [z, 1, 1],
      [y, 1, 1],
    ]);
    const first = board.data.class.weakest_skills[0];
    expect(first).toMatchObject({
      skill: findSkill(x as string)?.skill.description.lt,
      topic: findSkill(x as string)?.topic.name.lt,
      mean_mastery: Math.round(((masteryOf(-2) + masteryOf(-1) + masteryOf(3)) / 3) * 1000) / 1000,
      student_ids: [s1.id, s2.id].sort((a, b) => a - b),
    });
    expect(rowOf(board.data, s1)?.mastery).toMatchObject({ skills_mastered: 1, skills_practised: 3 });
    await agent.patch('/api/users/preferences', { preferred_language: 'en' });
    const english = await dashboard('', agent);
    expect(english.data.class.weakest_skills[0]).toMatchObject({
      skill: findSkill(x as string)?.skill.description.en,
      topic: findSkill(x as string)?.topic.name.en,
    });
  });

  describe('a student’s results', () => {
    let workTask: BankTask;
    let workAttempt: TAnswerCheckResult;

    beforeAll(async () => {
      const anaAgent = await loginAs(ctx(), ana);
      workTask = (bank.find((t) => t.answer_mode === 'equation_solutions') ?? bank[0]) as BankTask;
      workAttempt = await answer(anaAgent, workTask, false, {
        work_shown: ['2x + 3 = 7', '2x = 4', 'x = 3'],
        time_spent: 42,
        hints_used: 1,
      });
    });

    it('lists the answers newest first with the named mistake, hints, time and the shown working', async () => {
      const response = await tutor.get(`/api/v1/tutor/students/${ana.id}/attempts`);
      expect(response.statusCode).toBe(200);
      const { data, meta } = body<TTutorAttempt[]>(response);
      expect(meta.pagination).toEqual({ page: 1, per_page: 20, total: 5, pages: 1 });
      const [latest] = data;
      expect(latest).toMatchObject({
        id: workAttempt.attempt_id,
        task_id: workTask.id,
        topic_id: 'linear-equations',
        topic: taxonomy.topics.find((t) => t.id === 'linear-equations')?.name.lt,
        skill_id: workTask.skill_id,
        skill: findSkill(workTask.skill_id)?.skill.description.lt,
        answer: '987654',
        is_correct: false,
        score: 0,
        feedback_key: workAttempt.feedback_key,
        feedback: workAttempt.feedback,
        hints_used: 1,
        time_spent: 42,
        work_shown: ['2x + 3 = 7', '2x = 4', 'x = 3'],
        work_first_error: 2,
        assignment_id: null,
      });
      expect(latest?.work_check?.first_error).toBe(2);
      expect(latest?.work_check?.lines.map((l) => l.ok)).toEqual([true, true, false]);
      expect(typeof latest?.title).toBe('string');
      const earlier = data.find((a) => a.is_correct);
      expect(earlier).toMatchObject({ work_shown: [], work_first_error: null, work_check: null });
      expect(data.map((a) => a.id)).toEqual([...data.map((a) => a.id)].sort((a, b) => b - a));
      // The mistake is named in the reader's language, whatever the student's.
      await tutor.patch('/api/users/preferences', { preferred_language: 'en' });
      try {
        const english = body<TTutorAttempt[]>(
          await tutor.get(`/api/v1/tutor/students/${ana.id}/attempts`),
        ).data;
        expect(english[0]?.feedback).toBe(FEEDBACK[workAttempt.feedback_key as FeedbackKey].en);
        expect(english[0]?.topic).toBe(taxonomy.topics.find((t) => t.id === 'linear-equations')?.name.en);
      } finally {
        await tutor.patch('/api/users/preferences', { preferred_language: 'lt' });
      }
    });

    it('filters by skill and topic, and pages', async () => {
      const bySkill = body<TTutorAttempt[]>(
        await tutor.get(`/api/v1/tutor/students/${ana.id}/attempts?skill_id=${workTask.skill_id}`),
      ).data;
      expect(bySkill.length).toBeGreaterThan(0);
      expect(bySkill.every((a) => a.skill_id === workTask.skill_id)).toBe(true);
      const all = body<TTutorAttempt[]>(
        await tutor.get(`/api/v1/tutor/students/${ana.id}/attempts?topic_id=linear-equations`),
      );
      expect(all.data).toHaveLength(5);
      const none = body<TTutorAttempt[]>(
        await tutor.get(`/api/v1/tutor/students/${ana.id}/attempts?topic_id=natural-numbers-divisibility`),
      );
      expect(none.data).toEqual([]);
      expect(none.meta.pagination?.total).toBe(0);
      const paged = body<TTutorAttempt[]>(
        await tutor.get(`/api/v1/tutor/students/${ana.id}/attempts?per_page=2&page=3`),
      );
      expect(paged.meta.pagination).toEqual({ page: 3, per_page: 2, total: 5, pages: 3 });
      expect(paged.data.map((a) => a.id)).toEqual([all.data[4]?.id]);
    });

    it('counts answers, right answers and points per Vilnius day', async () => {
      await storeAnswers(ctx(), ana.id, [{ task: workTask, correct: true, at: daysAgo(10) }]);
      const week = body<TStudentActivity>(
        await tutor.get(`/api/v1/tutor/students/${ana.id}/activity?days=7`),
      ).data;
      expect(week.time_zone).toBe('Europe/Vilnius');
      expect(week.days).toHaveLength(7);
      const today = week.days[6];
      expect(today?.day).toBe(vilniusDay(new Date()));
      expect(today).toMatchObject({ answers: 5, correct: 3, points: 175 });
      expect(week.days.slice(0, 6).every((d) => d.answers === 0)).toBe(true);
      const month = body<TStudentActivity>(await tutor.get(`/api/v1/tutor/students/${ana.id}/activity`)).data;
      expect(month.days).toHaveLength(30);
      expect(month.days.reduce((sum, d) => sum + d.answers, 0)).toBe(6);
      expect(month.days.find((d) => d.day === vilniusDay(daysAgo(10)))?.answers).toBe(1);
      // The task solved "last month" is credited on its day, outside these 30.
      expect(month.days.reduce((sum, d) => sum + d.points, 0)).toBe(175);
      expect((await tutor.get(`/api/v1/tutor/students/${ana.id}/activity?days=0`)).statusCode).toBe(400);
    });

    it('lists the practised topics and skills with mastery, for the filters and the chart', async () => {
      const topics = body<TPractisedTopic[]>(await tutor.get(`/api/v1/tutor/students/${ana.id}/skills`)).data;
      expect(topics.map((t) => t.topic_id)).toEqual(['linear-equations']);
      const rows = await ctx()
        .database.db.selectFrom('skill_mastery')
        .selectAll()
        .where('user_id', '=', ana.id)
        .execute();
      expect(topics[0]?.skills.map((s) => s.skill_id).sort()).toEqual(rows.map((r) => r.skill_id).sort());
      const [skill] = topics[0]?.skills ?? [];
      const row = rows.find((r) => r.skill_id === skill?.skill_id);
      expect(skill).toMatchObject({
        skill: findSkill(skill?.skill_id ?? '')?.skill.description.lt,
        mastery: masteryOf(row?.rating ?? 0),
        attempts: row?.attempts,
        correct: row?.correct,
      });
    });

    it('is for the student’s tutors and admins only', async () => {
      const paths = ['attempts', 'activity', 'skills', ''].map(
        (p) => `/api/v1/tutor/students/${ana.id}${p ? `/${p}` : ''}`,
      );
      const admin = await loginAs(ctx(), await buildUser(ctx(), { role: 'admin' }));
      const anaAgent = await loginAs(ctx(), ana);
      const doraAgent = await loginAs(ctx(), dora);
      for (const path of paths) {
        expect((await tutor.get(path)).statusCode, path).toBe(200);
        expect((await admin.get(path)).statusCode, path).toBe(200);
        const other = await otherTutor.get(path);
        expect(other.statusCode, path).toBe(403);
        expect(body(other).errors[0]?.code).toBe('E3002');
        expect(other.body).not.toContain(ana.username);
        expect((await doraAgent.get(path)).statusCode, path).toBe(403);
        expect((await anaAgent.get(path)).statusCode, path).toBe(403);
        const missing = await tutor.get(path.replace(String(ana.id), '2000000000'));
        expect(missing.statusCode, path).toBe(404);
      }
      // A tutor's own student, not a tutor: 404 as for no student at all.
      const tutorAsStudent = await tutor.get(`/api/v1/tutor/students/${tutorUser.id}/attempts`);
      expect(tutorAsStudent.statusCode).toBe(404);
      // The dashboard is a tutor's own class: an admin has none, a student may not ask.
      expect((await admin.get('/api/v1/tutor/dashboard')).statusCode).toBe(403);
      expect((await anaAgent.get('/api/v1/tutor/dashboard')).statusCode).toBe(403);
    });
  });
});

describe('the Vilnius week', () => {
  it('starts on Monday at midnight in Vilnius, in winter and in summer time', () => {
    // Sunday 23:30 UTC is already Monday in Vilnius.
    expect(vilniusWeekStart(new Date('2025-03-09T23:30:00Z')).toISOString()).toBe('2025-03-09T22:00:00.000Z');
    expect(vilniusWeekStart(new Date('2025-03-09T21:30:00Z')).toISOString()).toBe('2025-03-02T22:00:00.000Z');
    expect(vilniusWeekStart(new Date('2025-07-06T12:00:00Z')).toISOString()).toBe('2025-06-29T21:00:00.000Z');
    // The week the clocks go forward (Sunday 30 March 2025): Monday 24 March was still winter time.
    expect(vilniusWeekStart(new Date('2025-03-30T12:00:00Z')).toISOString()).toBe('2025-03-23T22:00:00.000Z');
    expect(vilniusDay('2025-10-26T21:59:59Z')).toBe('2025-10-26');
    expect(vilniusDay('2025-10-26T22:00:00Z')).toBe('2025-10-27');
  });
});
