import type { TAnswerCheckResult, TLesson } from '@taskas/contracts';
import { expect } from 'vitest';
import { body, type TestContext } from '../../test/support.ts';
import { answerOf, type Person } from '../assignments/assignments-test-kit.ts';

/** Test helpers of the lessons suites (not a test file itself). */

export async function makeLesson(who: Person, request: object, path = '/api/v1/lessons/generate') {
  const response = await who.agent.post(path, request);
  expect(response.statusCode, response.body).toBe(201);
  return body<TLesson>(response).data;
}

export async function readLesson(who: Person, id: number) {
  const response = await who.agent.get(`/api/v1/lessons/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return body<TLesson>(response).data;
}

/** Answers a task through the task page's submit, rightly or not. */
export async function answer(ctx: TestContext, who: Person, taskId: number, right: boolean) {
  const response = await who.agent.post(`/api/v1/tasks/${taskId}/submit`, {
    answer: await answerOf(ctx, taskId, right),
  });
  expect(response.statusCode, response.body).toBe(200);
  const result = body<TAnswerCheckResult>(response).data;
  expect(result.is_correct).toBe(right);
  return result;
}

/** An answer stored as it happened at `at` (for a history the test constructs). */
export async function insertAttempt(
  ctx: TestContext,
  row: { userId: number; taskId: number; correct: boolean; at: string; hints?: number },
) {
  await ctx.database.db
    .insertInto('attempts')
    .values({
      user_id: row.userId,
      task_id: row.taskId,
      assignment_id: null,
      answer: row.correct ? 'right' : 'wrong',
      input_format: 'text',
      work_shown: '[]',
      work_first_error: null,
      work_result: null,
      time_spent: null,
      hints_used: row.hints ?? 0,
      device_info: null,
      steps_completed: null,
      confidence_level: null,
      is_correct: row.correct ? 1 : 0,
      score: row.correct ? 100 : 0,
      feedback_key: row.correct ? 'correct' : 'incorrect',
      result: '{}',
      created_at: row.at,
    })
    .execute();
}
