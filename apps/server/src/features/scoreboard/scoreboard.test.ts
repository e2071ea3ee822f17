import type {
  TAnswerCheckResult,
  TLeaderboardEntry,
  TRecommendedTask,
  TScoreboard,
  TTask,
} from '@taskas/contracts';
import { beforeAll, expect, it } from 'vitest';
import { body, buildUser, describeEachDatabase, loginAs } from '../../test/support.ts';
import { seedTestBank, storedAnswer } from '../tasks/test-bank.ts';
import { createTutorRepository } from '../tutor/tutor.repository.ts';
import { streakOf } from './scoreboard.service.ts';

it('counts a streak of consecutive days ending today or yesterday', () => {
  const today = new Date('2025-03-10T12:00:00Z');
  expect(streakOf(['2025-03-10', '2025-03-09', '2025-03-07'], today)).toBe(2);
  expect(streakOf(['2025-03-09', '2025-03-08'], today)).toBe(2);
  expect(streakOf(['2025-03-07'], today)).toBe(0);
  expect(streakOf([], today)).toBe(0);
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

  it('stores practice settings (difficulty auto by default), recommends at the chosen difficulty, validates them', async () => {
    const agent = await loginAs(ctx(), await buildUser(ctx()));
    expect(body(await agent.get('/api/v1/practice/settings')).data).toEqual({
      difficulty: 'auto',
      leaderboard_opt_out: false,
    });
    const auto = body<TRecommendedTask[]>(await agent.get('/api/v1/tasks/recommended?limit=3')).data;
    expect(auto.map((r) => r.difficulty)).not.toContain('hard');
    const saved = await agent.patch('/api/v1/practice/settings', { difficulty: 'hard' });
    expect(body(saved).data).toEqual({ difficulty: 'hard', leaderboard_opt_out: false });
    // The chosen difficulty is the one recommended from now on.
    const hard = body<TRecommendedTask[]>(await agent.get('/api/v1/tasks/recommended?limit=3')).data;
    expect(hard).toHaveLength(3);
    expect(hard.map((r) => r.task.difficulty)).toEqual(['hard', 'hard', 'hard']);
    const bad = await agent.patch('/api/v1/practice/settings', { difficulty: 'insane' });
    expect(body(bad).errors[0]).toMatchObject({ field: 'difficulty', code: 'E2003' });
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
    await (await loginAs(ctx(), hidden)).patch('/api/v1/practice/settings', { leaderboard_opt_out: true });

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
});
