import type { TAnswerCheckResult, TAttempt, THintResponse, THistoryPage, TTask } from '@taskas/contracts';
import { beforeAll, expect, it } from 'vitest';
import {
  body,
  buildUser,
  describeEachDatabase,
  loginAs,
  type TestAgent,
  type TestUser,
} from '../../test/support.ts';
import { seedTestBank, storedAnswer } from '../tasks/test-bank.ts';
import { createTutorRepository } from '../tutor/tutor.repository.ts';

/** A wrong answer for any mode: a number or letter that the teacher's answer is not. */
function wrongAnswer(correct: string): string {
  if (/^[A-D]$/.test(correct)) return correct === 'A' ? 'B' : 'A';
  return correct === '987654' ? '987653' : '987654';
}

describeEachDatabase('answering, history and hints', (ctx) => {
  let student: TestAgent;
  let me: TestUser;
  let tasks: TTask[];
  beforeAll(async () => {
    await seedTestBank(ctx());
    me = await buildUser(ctx(), { first_name: 'Ona' });
    student = await loginAs(ctx(), me);
    tasks = body<TTask[]>(await student.get('/api/v1/tasks?topic=LEQ&limit=30')).data;
  });

  it('scores 100 for a first-try correct answer, stores every submitted field, then reveals the solution', async () => {
    const task = tasks[0] as TTask;
    const { answer_correct, answer_display } = await storedAnswer(ctx(), task.id);
    const response = await student.post(`/api/v1/tasks/${task.id}/submit`, {
      answer: answer_correct,
      time_spent: 42,
      hints_used: 0,
      device_info: { browser: 'Firefox', os: 'Linux', screen: '1280x800' },
      steps_completed: 2,
      confidence_level: 4,
      work_shown: [],
    });
    expect(response.statusCode).toBe(200);
    const result = body<TAnswerCheckResult>(response).data;
    expect(result).toMatchObject({
      is_correct: true,
      score: 100,
      feedback_key: 'correct',
      attempt_number: 1,
    });
    expect(result.solution?.answer).toBe(answer_display);
    expect(result.mastery).toBeGreaterThan(0.5);
    const attempts = body<TAttempt[]>(await student.get(`/api/v1/tasks/${task.id}/attempts`)).data;
    expect(attempts[0]).toMatchObject({
      id: result.attempt_id,
      answer: answer_correct,
      time_spent: 42,
      device_info: { browser: 'Firefox', os: 'Linux', screen: '1280x800' },
      steps_completed: 2,
      confidence_level: 4,
      assignment_id: null,
      is_correct: true,
      score: 100,
    });
    const after = body<TTask>(await student.get(`/api/v1/tasks/${task.id}`)).data;
    expect(after).toMatchObject({ completed: true, score: 100, solution_revealed: true });
    expect(after.content.solution.answer).toBe(answer_display);
    const done = body<TTask[]>(await student.get('/api/v1/tasks?completed=true&limit=100')).data;
    expect(done.map((t) => t.id)).toEqual([task.id]);
  });

  it('never sends the answer before it is earned: wrong answers hide correct_* and the solution', async () => {
    const task = tasks[1] as TTask;
    const { answer_correct, answer_display } = await storedAnswer(ctx(), task.id);
    const wrong = body<TAnswerCheckResult>(
      await student.post('/api/v1/answers/check-answer', {
        task_id: task.id,
        answer: wrongAnswer(answer_correct),
      }),
    ).data;
    expect(wrong).toMatchObject({
      is_correct: false,
      score: 0,
      solution: null,
      explanation: null,
      correct_value: null,
      correct_expr: null,
      correct_coords: null,
      difference: null,
    });
    expect(wrong.feedback.length).toBeGreaterThan(0);
    const detail = await student.get(`/api/v1/tasks/${task.id}`);
    expect(body<TTask>(detail).data.content.solution.answer).toBeNull();
    expect(detail.body).not.toContain(JSON.stringify(answer_display).slice(1, -1) || 'x'.repeat(50));
    // Score rule: one earlier wrong try (−25) and one hint (−20).
    const hint = body<THintResponse>(
      await student.post('/api/v1/help/progressive', { task_id: task.id }),
    ).data;
    expect(hint).toMatchObject({ level: 1, is_final: false, solution: null, hints_used: 1 });
    const right = body<TAnswerCheckResult>(
      await student.post('/api/v1/check-answer', {
        problem_id: task.problem_id,
        answer: answer_correct,
        duration_seconds: 30,
      }),
    ).data;
    expect(right).toMatchObject({ is_correct: true, score: 55, hints_used: 1, attempt_number: 2 });
    expect(right.solution?.answer).toBe(answer_display);
  });

  it('accepts the aliases /tasks/answer and /answers/check-enhanced, problem as a reference, and latex', async () => {
    const task = tasks[2] as TTask;
    const { answer_correct } = await storedAnswer(ctx(), task.id);
    const viaAnswer = await student.post('/api/v1/tasks/answer', {
      problem: String(task.id),
      answer: wrongAnswer(answer_correct),
    });
    expect(body<TAnswerCheckResult>(viaAnswer).data.is_correct).toBe(false);
    const enhanced = await student.post('/api/v1/answers/check-enhanced', {
      task_id: task.id,
      answer: wrongAnswer(answer_correct),
      input_format: 'latex',
    });
    expect(enhanced.statusCode).toBe(200);
    expect(body<TAnswerCheckResult>(enhanced).data.attempt_number).toBe(2);
  });

  it('validates submissions with coded errors', async () => {
    const noTask = await student.post('/api/v1/answers/check-answer', { answer: '1' });
    expect(noTask.statusCode).toBe(400);
    expect(body(noTask).errors[0]).toMatchObject({ code: 'E2002', field: 'task_id' });
    const noAnswer = await student.post('/api/v1/answers/check-answer', { task_id: tasks[0]?.id });
    expect(body(noAnswer).errors[0]).toMatchObject({ code: 'E2002', field: 'answer' });
    const badConfidence = await student.post(`/api/v1/tasks/${tasks[0]?.id}/submit`, {
      answer: '1',
      confidence_level: 9,
    });
    expect(body(badConfidence).errors[0]).toMatchObject({ code: 'E2007', field: 'confidence_level' });
    const badFormat = await student.post(`/api/v1/tasks/${tasks[0]?.id}/submit`, {
      answer: '1',
      input_format: 'word',
    });
    expect(body(badFormat).errors[0]).toMatchObject({ code: 'E2003', field: 'input_format' });
    const missing = await student.post('/api/v1/tasks/999999/submit', { answer: '1' });
    expect(missing.statusCode).toBe(404);
    expect(body(missing).errors[0]).toMatchObject({
      code: 'E4001',
      message: 'Task with ID 999999 not found.',
    });
    const noCsrf = await student.request({
      method: 'POST',
      url: '/api/v1/answers/check-answer',
      payload: { task_id: 1, answer: '1' },
      csrf: false,
    });
    expect(noCsrf.statusCode).toBe(403);
  });

  it('checks shown work line by line and reports the first wrong line', async () => {
    // Not one of the tasks the other tests answer (0, 1, 2 and 5), whose histories they count.
    const task =
      [tasks[3], tasks[4], ...tasks.slice(6)].find(
        (t) => t?.content.question.type === 'equation_solutions',
      ) ?? (tasks[3] as TTask);
    const result = body<TAnswerCheckResult>(
      await student.post(`/api/v1/tasks/${task.id}/submit`, {
        answer: '1',
        work_shown: ['2x + 3 = 7', '2x = 4', 'x = 3'],
      }),
    ).data;
    expect(result.work_check?.lines).toHaveLength(3);
    expect(result.work_check?.first_error).toBe(2);
    expect(result.work_check?.lines[1]?.ok).toBe(true);
    const attempt = body<TAttempt>(await student.get(`/api/v1/attempts/${result.attempt_id}`)).data;
    expect(attempt).toMatchObject({ work_shown: ['2x + 3 = 7', '2x = 4', 'x = 3'], work_first_error: 2 });
  });

  it("keeps other students' attempts invisible (403/404), while a linked tutor may read them", async () => {
    const task = tasks[0] as TTask;
    const mine = body<TAttempt[]>(await student.get(`/api/v1/tasks/${task.id}/attempts`)).data;
    const other = await loginAs(ctx(), await buildUser(ctx()));
    expect(body<TAttempt[]>(await other.get(`/api/v1/tasks/${task.id}/attempts`)).data).toEqual([]);
    const byId = await other.get(`/api/v1/attempts/${mine[0]?.id}`);
    expect(byId.statusCode).toBe(404);
    const asStudent = await other.get(`/api/v1/tasks/${task.id}/attempts?student_id=${me.id}`);
    expect(asStudent.statusCode).toBe(403);
    expect((await other.get(`/api/v1/tasks/history?student_id=${me.id}`)).statusCode).toBe(403);
    expect((await other.get(`/api/v1/tasks/completed?student_id=${me.id}`)).statusCode).toBe(403);
    expect((await other.get(`/api/v1/scoreboard?student_id=${me.id}`)).statusCode).toBe(403);
    expect(body<THistoryPage>(await other.get('/api/v1/tasks/history')).data).toEqual({
      items: [],
      total: 0,
    });

    const tutorUser = await buildUser(ctx(), { role: 'tutor' });
    const tutor = await loginAs(ctx(), tutorUser);
    expect((await tutor.get(`/api/v1/tasks/${task.id}/attempts?student_id=${me.id}`)).statusCode).toBe(403);
    expect((await tutor.get(`/api/v1/attempts/${mine[0]?.id}`)).statusCode).toBe(404);
    await createTutorRepository(ctx().database.db).link(tutorUser.id, me.id, new Date().toISOString());
    const linked = body<TAttempt[]>(
      await tutor.get(`/api/v1/tasks/${task.id}/attempts?student_id=${me.id}`),
    ).data;
    expect(linked.map((a) => a.id)).toEqual(mine.map((a) => a.id));
    expect((await tutor.get(`/api/v1/attempts/${mine[0]?.id}`)).statusCode).toBe(200);
  });

  it('pages history and completed tasks (defaults 1 and 10) with items and total', async () => {
    const history = body<THistoryPage>(await student.get('/api/v1/tasks/history')).data;
    expect(history.total).toBeGreaterThanOrEqual(6);
    expect(history.items.length).toBe(Math.min(10, history.total));
    const secondPage = body<THistoryPage>(await student.get('/api/v1/tasks/history?page=2&per_page=2')).data;
    expect(secondPage.items).toHaveLength(2);
    expect(secondPage.items[0]?.attempt_id).toBe(history.items[2]?.attempt_id);
    const completed = body<THistoryPage>(await student.get('/api/v1/tasks/completed')).data;
    expect(completed.total).toBe(2);
    expect(completed.items.map((i) => i.score).sort()).toEqual([100, 55]);
    const taskHistory = body<THistoryPage>(await student.get(`/api/v1/tasks/${tasks[1]?.id}/history`)).data;
    expect(taskHistory.total).toBe(2);
    expect(taskHistory.items.every((i) => i.task_id === tasks[1]?.id)).toBe(true);
    const missing = await student.get('/api/v1/tasks/999999/history');
    expect(missing.statusCode).toBe(404);
    expect(body(missing).errors[0]?.message).toBe('History for task 999999 not found.');
    const badPage = await student.get('/api/v1/tasks/completed?page=0');
    expect(body(badPage).errors[0]).toMatchObject({ code: 'E2007', field: 'page' });
  });

  it('climbs the hint ladder; the last rung shows the worked solution and a later correct answer scores 0', async () => {
    const task = tasks[5] as TTask;
    const { answer_correct, answer_display, hints } = await storedAnswer(ctx(), task.id);
    const minimal = body<THintResponse>(
      await student.post('/api/v1/help/minimal', { task_id: task.id }),
    ).data;
    expect(minimal).toMatchObject({ level: 1, hint: hints[0], total_levels: hints.length + 1 });
    const second = body<THintResponse>(await student.post('/api/v1/help/hint', { task_id: task.id })).data;
    expect(second).toMatchObject({ level: 2, hint: hints[1], solution: null });
    await student.post(`/api/v1/tasks/${task.id}/submit`, { answer: wrongAnswer(answer_correct) });
    const generated = body<THintResponse>(
      await student.post('/api/v1/help/generate', { task_id: task.id }),
    ).data;
    expect(generated.level).toBe(3);
    let last = generated;
    while (!last.is_final) {
      last = body<THintResponse>(await student.post('/api/v1/help/progressive', { task_id: task.id })).data;
    }
    expect(last.solution?.answer).toBe(answer_display);
    expect(body<TTask>(await student.get(`/api/v1/tasks/${task.id}`)).data.content.solution.answer).toBe(
      answer_display,
    );
    const right = body<TAnswerCheckResult>(
      await student.post(`/api/v1/tasks/${task.id}/submit`, { answer: answer_correct }),
    ).data;
    expect(right).toMatchObject({ is_correct: true, score: 0 });

    const other = tasks[6] as TTask;
    const explanation = await student.post('/api/v1/help/explanation', { task_id: other.id });
    expect(body<{ solution: { answer: string } }>(explanation).data.solution.answer).toBe(
      (await storedAnswer(ctx(), other.id)).answer_display,
    );
    expect((await student.post('/api/v1/help/hint', { task_id: 999999 })).statusCode).toBe(404);
    expect(body(await student.post('/api/v1/help/hint', { task_id: 'x' })).errors[0]).toMatchObject({
      field: 'task_id',
    });
  });
});
