import type {
  TAnswerCheckResult,
  TLeaderboardEntry,
  TPreferences,
  TRecommendedTask,
  TScoreboard,
  TTask,
} from '@taskas/contracts';
import { beforeAll, expect, it } from 'vitest';
import { body, buildUser, describeEachDatabase, loginAs } from '../../test/support.ts';
import { seedTestBank, storedAnswer } from '../tasks/test-bank.ts';
import { createTutorRepository } from '../tutor/tutor.repository.ts';
import { calibrationOf, streakOf, weekStartOf } from './scoreboard.service.ts';

it('counts a streak of consecutive days ending today or yesterday', () => {
  const today = new Date('2025-03-10T12:00:00Z');
  expect(streakOf(['2025-03-10', '2025-03-09', '2025-03-07'], today)).toBe(2);
  expect(streakOf(['2025-03-09', '2025-03-08'], today)).toBe(2);
  expect(streakOf(['2025-03-07'], today)).toBe(0);
  expect(streakOf([], today)).toBe(0);
});

it('weighs confidence against correctness: share right per level, and 1 − Brier score per week', () => {
  expect(weekStartOf('2025-03-10')).toBe('2025-03-10');
  expect(weekStartOf('2025-03-16')).toBe('2025-03-10');
  expect(weekStartOf('2025-03-09')).toBe('2025-03-03');
  const calibration = calibrationOf([
    // Sure and right three times, sure and wrong once; not sure at all and wrong once, the week before.
    { day: '2025-03-11', level: 5, answers: 4, correct: 3 },
    { day: '2025-03-04', level: 1, answers: 1, correct: 0 },
    { day: '2025-03-05', level: 3, answers: 2, correct: 1 },
  ]);
  expect(calibration.by_level).toEqual([
    { level: 1, answers: 1, correct_share: 0 },
    { level: 2, answers: 0, correct_share: 0 },
    { level: 3, answers: 2, correct_share: 0.5 },
    { level: 4, answers: 0, correct_share: 0 },
    { level: 5, answers: 4, correct_share: 0.75 },
  ]);
  expect(calibration.weekly).toEqual([
    // (0 − 0)² once, (½ − 1)² and (½ − 0)²: 1 − 0.5 / 3.
    {
      week_start: '2025-03-03',
      answers: 3,
      mean_confidence: 0.333,
      correct_share: 0.333,
      calibration: 0.833,
    },
    // (1 − 1)² three times, (1 − 0)² once: 1 − 1 / 4.
    { week_start: '2025-03-10', answers: 4, mean_confidence: 1, correct_share: 0.75, calibration: 0.75 },
  ]);
  expect(calibrationOf([]).weekly).toEqual([]);
});

describeEachDatabase('scoreboard, leaderboard, mastery and recommendations', (ctx) => {
  beforeAll(async () => {
    await seedTestBank(ctx());
  });

  it('starts empty, then shows points, accuracy, streak, mastery by topic and recent activity', async () => {
    const agent = await loginAs(ctx(), await buildUser(ctx()));
    const empty = body<TScoreboard>(await agent.get('/api/v1/scoreboard')).data;
    expect(empty).toMatchObject({
      points: 0,
      tasks_solved: 0,
      attempts: 0,
      accuracy: 0,
      streak_days: 0,
      mastery_by_topic: [],
      recent_activity: [],
      confidence: {
        by_level: [1, 2, 3, 4, 5].map((level) => ({ level, answers: 0, correct_share: 0 })),
        weekly: [],
      },
    });
    const [task] = body<TTask[]>(await agent.get('/api/v1/tasks?topic=LEQ&limit=1')).data;
    const { answer_correct } = await storedAnswer(ctx(), task?.id ?? 0);
    await agent.post(`/api/v1/tasks/${task?.id}/submit`, { answer: '987654' });
    const right = body<TAnswerCheckResult>(
      await agent.post(`/api/v1/tasks/${task?.id}/submit`, { answer: answer_correct }),
    ).data;
    expect(right.score).toBe(75);
    const board = body<TScoreboard>(await agent.get('/api/v1/scoreboard')).data;
    expect(board).toMatchObject({
      points: 75,
      tasks_solved: 1,
      attempts: 2,
      correct_attempts: 1,
      accuracy: 0.5,
      streak_days: 1,
    });
    expect(board.mastery_by_topic).toEqual([
      expect.objectContaining({
        topic_id: 'linear-equations',
        topic: 'Tiesinės lygtys',
        skills_practised: 1,
      }),
    ]);
    expect(board.recent_activity.map((a) => a.is_correct)).toEqual([true, false]);
  });

  it('recommends the weakest skill first and only unsolved tasks', async () => {
    const agent = await loginAs(ctx(), await buildUser(ctx()));
    const fresh = body<TRecommendedTask[]>(await agent.get('/api/v1/tasks/recommended?limit=3')).data;
    expect(fresh).toHaveLength(3);
    expect(fresh.every((r) => r.reason === 'new' && r.task.language === 'lt')).toBe(true);
    const target = fresh[1] as TRecommendedTask;
    await agent.post(`/api/v1/tasks/${target.task.id}/submit`, { answer: '987654' });
    const after = body<TRecommendedTask[]>(await agent.get('/api/v1/tasks/recommended?limit=3')).data;
    expect(after[0]).toMatchObject({ reason: 'weakest', skill_id: target.skill_id });
    expect(after[0]?.mastery).toBeLessThan(0.5);
  });

  it('recommends by mastery until the student picks a difficulty in their preferences, then at that one', async () => {
    const agent = await loginAs(ctx(), await buildUser(ctx()));
    expect((await agent.get('/api/v1/profile/preferences')).statusCode).toBe(404);
    const auto = body<TRecommendedTask[]>(await agent.get('/api/v1/tasks/recommended?limit=3')).data;
    expect(auto.map((r) => r.difficulty)).not.toContain('hard');
    const saved = await agent.patch('/api/v1/profile/preferences', { difficulty: 'hard' });
    expect(body<TPreferences>(saved).data).toMatchObject({ difficulty: 'hard', leaderboardOptOut: false });
    // The chosen difficulty is the one recommended from now on.
    const hard = body<TRecommendedTask[]>(await agent.get('/api/v1/tasks/recommended?limit=3')).data;
    expect(hard).toHaveLength(3);
    expect(hard.map((r) => r.task.difficulty)).toEqual(['hard', 'hard', 'hard']);
    const bad = await agent.patch('/api/v1/profile/preferences', { difficulty: 'insane' });
    expect(body(bad).errors[0]).toMatchObject({ field: 'difficulty', code: 'E2003' });
    // Back to auto: mastery decides again.
    await agent.patch('/api/v1/profile/preferences', { difficulty: 'auto' });
    const again = body<TRecommendedTask[]>(await agent.get('/api/v1/tasks/recommended?limit=3')).data;
    expect(again.map((r) => r.difficulty)).not.toContain('hard');
  });

  it("ranks a tutor's students by points with first names only; opted-out students are left out", async () => {
    const tutorUser = await buildUser(ctx(), { role: 'tutor' });
    const ana = await buildUser(ctx(), { first_name: 'Ana' });
    const bob = await buildUser(ctx(), { first_name: 'Bronius' });
    const hidden = await buildUser(ctx(), { first_name: 'Slepikas' });
    const outsider = await buildUser(ctx(), { first_name: 'Kitas' });
    const tutors = createTutorRepository(ctx().database.db);
    for (const s of [ana, bob, hidden]) await tutors.link(tutorUser.id, s.id, new Date().toISOString());
    const anaAgent = await loginAs(ctx(), ana);
    const [task] = body<TTask[]>(await anaAgent.get('/api/v1/tasks?limit=1')).data;
    await anaAgent.post(`/api/v1/tasks/${task?.id}/submit`, {
      answer: (await storedAnswer(ctx(), task?.id ?? 0)).answer_correct,
    });
    await (await loginAs(ctx(), hidden)).patch('/api/v1/profile/preferences', { leaderboardOptOut: true });

    const tutor = await loginAs(ctx(), tutorUser);
    const board = body<TLeaderboardEntry[]>(await tutor.get('/api/v1/scoreboard/leaderboard')).data;
    expect(board).toEqual([
      { rank: 1, first_name: 'Ana', points: 100, tasks_solved: 1, is_me: false },
      { rank: 2, first_name: 'Bronius', points: 0, tasks_solved: 0, is_me: false },
    ]);
    expect(JSON.stringify(board)).not.toMatch(/User|@/);
    const asStudent = body<TLeaderboardEntry[]>(await anaAgent.get('/api/v1/scoreboard/leaderboard')).data;
    expect(asStudent.find((e) => e.is_me)?.first_name).toBe('Ana');
    const alone = body<TLeaderboardEntry[]>(
      await (await loginAs(ctx(), outsider)).get('/api/v1/scoreboard/leaderboard'),
    ).data;
    expect(alone).toEqual([]);
    // A linked tutor may read a student's scoreboard.
    expect(body<TScoreboard>(await tutor.get(`/api/v1/scoreboard?student_id=${ana.id}`)).data.points).toBe(
      100,
    );
  });

  it('shows how well the confidence a student gave matched their answers, by level and by week', async () => {
    const student = await buildUser(ctx());
    const agent = await loginAs(ctx(), student);
    const tasks = body<TTask[]>(await agent.get('/api/v1/tasks?topic=LEQ&limit=5')).data;
    expect(tasks).toHaveLength(5);
    const answer = async (task: TTask | undefined, right: boolean, confidence_level?: number) => {
      const { answer_correct } = await storedAnswer(ctx(), task?.id ?? 0);
      const response = await agent.post(`/api/v1/tasks/${task?.id}/submit`, {
        answer: right ? answer_correct : '987654',
        ...(confidence_level ? { confidence_level } : {}),
      });
      expect(response.statusCode, response.body).toBe(200);
      return body<TAnswerCheckResult>(response).data;
    };
    // Completely sure: right once, wrong once. Not sure at all: wrong. No confidence given: not counted.
    await answer(tasks[0], true, 5);
    await answer(tasks[1], false, 5);
    await answer(tasks[2], false, 1);
    await answer(tasks[3], true);
    // An answer from three weeks ago counts in its own week; one from thirteen weeks ago no longer counts.
    const old = await answer(tasks[4], true, 4);
    const wrongOld = await answer(tasks[4], false, 2);
    const db = ctx().database.db;
    const weeksAgo = (weeks: number) => new Date(Date.now() - weeks * 7 * 86_400_000).toISOString();
    await db
      .updateTable('attempts')
      .set({ created_at: weeksAgo(3) })
      .where('id', '=', old.attempt_id ?? 0)
      .execute();
    await db
      .updateTable('attempts')
      .set({ created_at: weeksAgo(13) })
      .where('id', '=', wrongOld.attempt_id ?? 0)
      .execute();

    const { confidence } = body<TScoreboard>(await agent.get('/api/v1/scoreboard')).data;
    expect(confidence.by_level).toEqual([
      { level: 1, answers: 1, correct_share: 0 },
      { level: 2, answers: 0, correct_share: 0 },
      { level: 3, answers: 0, correct_share: 0 },
      { level: 4, answers: 1, correct_share: 1 },
      { level: 5, answers: 2, correct_share: 0.5 },
    ]);
    expect(confidence.weekly).toEqual([
      {
        week_start: weekStartOf(weeksAgo(3).slice(0, 10)),
        answers: 1,
        mean_confidence: 0.75,
        correct_share: 1,
        calibration: 0.938,
      },
      {
        week_start: weekStartOf(new Date().toISOString().slice(0, 10)),
        answers: 3,
        mean_confidence: 0.667,
        correct_share: 0.333,
        // (1 − 1)², (1 − 0)², (0 − 0)²: 1 − 1 / 3.
        calibration: 0.667,
      },
    ]);
    // A linked tutor sees the same on the student's scoreboard.
    const tutor = await buildUser(ctx(), { role: 'tutor' });
    await createTutorRepository(ctx().database.db).link(tutor.id, student.id, new Date().toISOString());
    const seen = body<TScoreboard>(
      await (await loginAs(ctx(), tutor)).get(`/api/v1/scoreboard?student_id=${student.id}`),
    ).data;
    expect(seen.confidence).toEqual(confidence);
  });
});
