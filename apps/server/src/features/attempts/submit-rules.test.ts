import type { TAnswerCheckResult, TAttempt, TTask } from '@taskas/contracts';
import { checkAnswer } from '@taskas/math';
import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import {
  body,
  buildUser,
  describeEachDatabase,
  loginAs,
  type TestAgent,
  type TestContext,
  type TestUser,
} from '../../test/support.ts';
import { seedTestBank, storedAnswer } from '../tasks/test-bank.ts';
import { SCORE } from './scoring.ts';

function wrongAnswer(correct: string): string {
  if (/^[A-D]$/.test(correct)) return correct === 'A' ? 'B' : 'A';
  return correct === '987654' ? '987653' : '987654';
}

async function storedAttempts(ctx: TestContext, userId: number, taskId: number) {
  return ctx.database.db
    .selectFrom('attempts')
    .selectAll()
    .where('user_id', '=', userId)
    .where('task_id', '=', taskId)
    .execute();
}

async function storedProgress(ctx: TestContext, userId: number, taskId: number) {
  return ctx.database.db
    .selectFrom('task_progress')
    .selectAll()
    .where('user_id', '=', userId)
    .where('task_id', '=', taskId)
    .executeTakeFirst();
}

describeEachDatabase('submitting answers: what counts and what is stored', (ctx) => {
  let tasks: TTask[];
  beforeAll(async () => {
    await seedTestBank(ctx());
    const reader = await loginAs(ctx(), await buildUser(ctx()));
    tasks = body<TTask[]>(await reader.get('/api/v1/tasks?topic=LEQ&limit=30')).data;
  });

  /** A new student, so each test starts with no attempts on any task. */
  async function student(): Promise<{ user: TestUser; agent: TestAgent }> {
    const user = await buildUser(ctx());
    return { user, agent: await loginAs(ctx(), user) };
  }

  it('scores 30 simultaneous submissions as if they came one after another: attempts 1..30, no stale score', async () => {
    const { user, agent } = await student();
    const task = tasks[0] as TTask;
    const { answer_correct } = await storedAnswer(ctx(), task.id);
    const answers = Array.from({ length: 30 }, (_, i) =>
      i % 3 === 0 ? answer_correct : wrongAnswer(answer_correct),
    );
    const responses = await Promise.all(
      answers.map((answer) => agent.post(`/api/v1/tasks/${task.id}/submit`, { answer })),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(answers.map(() => 200));
    const results = responses
      .map((r) => body<TAnswerCheckResult>(r).data)
      .sort((a, b) => a.attempt_number - b.attempt_number);
    expect(results.map((r) => r.attempt_number)).toEqual(answers.map((_, i) => i + 1));

    // Replayed one after another in the order the server numbered them.
    let wrongBefore = 0;
    const sequential = results.map((r) => {
      const score = r.is_correct
        ? Math.max(SCORE.minimumCorrect, SCORE.full - SCORE.perWrongTry * wrongBefore)
        : 0;
      if (!r.is_correct) wrongBefore += 1;
      return score;
    });
    expect(results.map((r) => r.score)).toEqual(sequential);
    expect(await storedProgress(ctx(), user.id, task.id)).toMatchObject({
      attempts: 30,
      wrong_attempts: 20,
      completed: 1,
      best_score: Math.max(...sequential),
    });
    expect(await storedAttempts(ctx(), user.id, task.id)).toHaveLength(30);
  });

  it('does not count an answer the engine could not read: nothing stored, the reason in the user’s language', async () => {
    const { user, agent } = await student();
    const task = tasks[1] as TTask;
    const { answer_correct, answer_mode } = await storedAnswer(ctx(), task.id);

    const first = await agent.post(`/api/v1/tasks/${task.id}/submit`, {
      answer: wrongAnswer(answer_correct),
    });
    expect(body<TAnswerCheckResult>(first).data.attempt_number).toBe(1);

    for (const garbage of [')(', '', '   ']) {
      const response = await agent.post(`/api/v1/tasks/${task.id}/submit`, { answer: garbage });
      expect(response.statusCode).toBe(200);
      const result = body<TAnswerCheckResult>(response).data;
      const engine = checkAnswer({
        correct: answer_correct,
        student: garbage,
        mode: answer_mode as never,
        input_format: 'text',
        language: 'lt',
      });
      expect(engine.error).not.toBeNull();
      expect(result).toMatchObject({
        is_correct: false,
        score: 0,
        attempt_id: null,
        attempt_number: 1,
        feedback: engine.feedback,
        feedback_key: engine.feedback_key,
        error: { kind: engine.error?.kind },
        correct_value: null,
        solution: null,
      });
    }
    expect(await storedAttempts(ctx(), user.id, task.id)).toHaveLength(1);
    expect(await storedProgress(ctx(), user.id, task.id)).toMatchObject({ attempts: 1, wrong_attempts: 1 });
    const listed = body<TAttempt[]>(await agent.get(`/api/v1/tasks/${task.id}/attempts`)).data;
    expect(listed).toHaveLength(1);

    // The unread answers did not cost anything: one wrong try only.
    const right = body<TAnswerCheckResult>(
      await agent.post(`/api/v1/tasks/${task.id}/submit`, { answer: answer_correct }),
    ).data;
    expect(right).toMatchObject({
      is_correct: true,
      attempt_number: 2,
      score: SCORE.full - SCORE.perWrongTry,
    });
  });

  it('does not count an unreadable first answer either: no progress row and no mastery appear', async () => {
    const { user, agent } = await student();
    const task = tasks[2] as TTask;
    const response = await agent.post(`/api/v1/tasks/${task.id}/submit`, { answer: ')(' });
    expect(body<TAnswerCheckResult>(response).data).toMatchObject({ attempt_id: null, attempt_number: 0 });
    expect(await storedProgress(ctx(), user.id, task.id)).toBeUndefined();
    const mastery = await ctx()
      .database.db.selectFrom('skill_mastery')
      .select('skill_id')
      .where('user_id', '=', user.id)
      .execute();
    expect(mastery).toEqual([]);
  });

  it('stores nothing when the result cannot be presented (a task with an unknown difficulty)', async () => {
    const { user, agent } = await student();
    const task = tasks[3] as TTask;
    const { answer_correct } = await storedAnswer(ctx(), task.id);
    // Rows imported by hand are not checked by the API: this difficulty has no rating, so the
    // mastery becomes NaN, which the result's schema refuses.
    await sql`update tasks set difficulty = 'expert' where id = ${task.id}`.execute(ctx().database.db);
    try {
      const response = await agent.post(`/api/v1/tasks/${task.id}/submit`, { answer: answer_correct });
      expect(response.statusCode).toBe(500);
      expect(body(response).errors[0]?.code).toBe('E5001');
      expect(await storedAttempts(ctx(), user.id, task.id)).toEqual([]);
      expect(await storedProgress(ctx(), user.id, task.id)).toBeUndefined();
      const mastery = await ctx()
        .database.db.selectFrom('skill_mastery')
        .select('rating')
        .where('user_id', '=', user.id)
        .execute();
      expect(mastery).toEqual([]);
    } finally {
      await ctx()
        .database.db.updateTable('tasks')
        .set({ difficulty: task.difficulty })
        .where('id', '=', task.id)
        .execute();
    }
  });

  it('refuses an assignment_id that is not an assignment of the caller holding the task with 404, and stores nothing', async () => {
    const { user, agent } = await student();
    const task = tasks[4] as TTask;
    const response = await agent.post(`/api/v1/tasks/${task.id}/submit`, { answer: '1', assignment_id: 7 });
    expect(response.statusCode).toBe(404);
    expect(body(response).errors).toEqual([
      expect.objectContaining({
        code: 'E4001',
        field: 'assignment_id',
        message: expect.stringMatching(/assignment/i),
      }),
    ]);
    const alias = await agent.post('/api/v1/answers/check-answer', {
      task_id: task.id,
      answer: '1',
      assignment_id: 3,
    });
    expect(alias.statusCode).toBe(404);
    expect(await storedAttempts(ctx(), user.id, task.id)).toEqual([]);
  });

  it('answers a problem_id beyond any task id with 404, not a database error', async () => {
    const { agent } = await student();
    for (const problem_id of ['3000000000', '99999999999999999999']) {
      const response = await agent.post('/api/v1/answers/check-answer', { problem_id, answer: '1' });
      expect(response.statusCode).toBe(404);
      expect(body(response).errors[0]?.code).toBe('E4001');
    }
  });

  it('names an answer left as arithmetic, one too large and one of the wrong kind, and counts none of them', async () => {
    const { user, agent } = await student();
    const task = await ctx()
      .database.db.selectFrom('tasks')
      .select(['id', 'answer_correct'])
      .where('language', '=', 'lt')
      .where('answer_mode', '=', 'equivalent')
      .where('answer_options', 'like', '%"form":"value"%')
      .where('answer_correct', 'not like', '%/%')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const cases = [
      // A copy of the computation instead of its value (issue 9: sqrt(64)-sqrt(225) took 100 points).
      { answer: `${task.answer_correct}+0`, kind: 'not_in_asked_form', key: 'not_computed' },
      { answer: '1e400', kind: 'too_large', key: 'too_large' },
      { answer: '(2^1024; 1)', kind: 'too_large', key: 'too_large' },
      { answer: 'abc', kind: 'wrong_kind' },
    ];
    for (const { answer, kind, key } of cases) {
      const response = await agent.post(`/api/v1/tasks/${task.id}/submit`, { answer });
      expect(response.statusCode, answer).toBe(200);
      const result = body<TAnswerCheckResult>(response).data;
      expect(result, answer).toMatchObject({ is_correct: false, attempt_id: null, error: { kind } });
      if (key) expect(result.feedback_key, answer).toBe(key);
      expect(result.feedback.length, answer).toBeGreaterThan(0);
    }
    expect(await storedAttempts(ctx(), user.id, task.id)).toHaveLength(0);
    const right = body<TAnswerCheckResult>(
      await agent.post(`/api/v1/tasks/${task.id}/submit`, { answer: task.answer_correct }),
    ).data;
    expect(right).toMatchObject({ is_correct: true, attempt_number: 1, score: SCORE.full });
  });

  it('keeps the highest hint rung when hint requests race (decision 010: recordHelp read before it wrote)', async () => {
    const { user, agent } = await student();
    const task = tasks[2] as TTask;
    // Rungs 1..3 asked at once, each many times: the stored count is the highest, whatever the order.
    const levels = Array.from({ length: 48 }, (_, i) => (i % 3) + 1);
    const responses = await Promise.all(
      levels.map((hint_level) => agent.post('/api/v1/help/hint', { task_id: task.id, hint_level })),
    );
    expect(responses.every((r) => r.statusCode === 200)).toBe(true);
    expect(await storedProgress(ctx(), user.id, task.id)).toMatchObject({ hints_used: 3, revealed: 0 });
  });
});
