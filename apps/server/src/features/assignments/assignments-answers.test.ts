import type { TAssignment, TAssignmentAnswerResult, TAssignmentSummary, TAttempt } from '@taskas/contracts';
import { beforeAll, beforeEach, expect, it } from 'vitest';
import { body, describeEachDatabase } from '../../test/support.ts';
import { seedTestBank } from '../tasks/test-bank.ts';
import {
  answerOf,
  answerTask,
  assign,
  bankTasks,
  countRows,
  HOUR,
  inHours,
  link,
  notificationsOf,
  person,
  testClock,
} from './assignments-test-kit.ts';

const result = (response: { json(): unknown }) => body<TAssignmentAnswerResult>(response).data;

async function attemptsOf(ctx: Parameters<typeof countRows>[0], userId: number) {
  return ctx.database.db
    .selectFrom('attempts')
    .select(['task_id', 'assignment_id', 'is_correct'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}

describeEachDatabase(
  'assignments: answering',
  (ctx) => {
    beforeAll(async () => {
      await seedTestBank(ctx());
    });
    beforeEach(() => testClock(ctx()).reset());

    it('scores on-time answers, completes once every task is solved and tells the tutor once', async () => {
      const tutor = await person(ctx(), 'tutor');
      const student = await person(ctx(), 'student', 'Ugnė');
      await link(ctx(), tutor, student);
      const [first, second] = await bankTasks(ctx(), 2);
      const [assignment] = await assign(ctx(), tutor, [student], {
        title: 'Namų darbai',
        task_ids: [first ?? 0, second ?? 0],
      });
      const id = assignment?.id ?? 0;

      const wrong = await answerTask(ctx(), student, id, first ?? 0, false);
      expect(wrong.statusCode, wrong.body).toBe(200);
      expect(result(wrong)).toMatchObject({ is_correct: false, late: false });
      expect(result(wrong).assignment).toMatchObject({ status: 'open', tasks_solved: 0, score: 0 });
      expect(result(wrong).assignment.tasks[0]).toMatchObject({ status: 'attempted', attempts: 1, score: 0 });

      const right = result(await answerTask(ctx(), student, id, first ?? 0, true));
      expect(right.is_correct).toBe(true);
      const firstScore = right.score;
      expect(firstScore).toBeGreaterThan(0);
      expect(firstScore).toBeLessThan(100);
      expect(right.assignment.tasks[0]).toMatchObject({ status: 'solved', attempts: 2, score: firstScore });
      // Mean of the task scores, the unsolved one counting 0.
      expect(right.assignment).toMatchObject({
        status: 'open',
        tasks_solved: 1,
        score: Math.round(firstScore / 2),
      });
      expect(await notificationsOf(ctx(), tutor.user.id)).toEqual([]);

      const last = result(await answerTask(ctx(), student, id, second ?? 0, true));
      expect(last.assignment).toMatchObject({
        status: 'completed',
        tasks_solved: 2,
        score: Math.round((firstScore + 100) / 2),
      });
      expect(last.assignment.completed_at).not.toBeNull();
      // Answering again changes neither the completion nor the notification.
      const again = result(await answerTask(ctx(), student, id, second ?? 0, true));
      expect(again.assignment.completed_at).toBe(last.assignment.completed_at);
      const told = await notificationsOf(ctx(), tutor.user.id);
      expect(told).toEqual([
        expect.objectContaining({
          type: 'assignment_completed',
          message: 'Ugnė User atliko „Namų darbai“.',
          action_url: `/tutor/students/${student.user.id}`,
        }),
      ]);
      // Every answer is stored as an attempt of the assignment; none is self-directed practice.
      const stored = await attemptsOf(ctx(), student.user.id);
      expect(stored.map((a) => [a.task_id, a.assignment_id])).toEqual([
        [first, id],
        [first, id],
        [second, id],
        [second, id],
      ]);
      expect(told.some((n) => n.type === 'self_directed_activity')).toBe(false);
      // Practice of their own still is summarised for the tutor, counting only that practice.
      const [own] = await bankTasks(ctx(), 3, 'lt').then((ids) => ids.slice(2));
      await student.agent.post(`/api/v1/tasks/${own}/submit`, {
        answer: await answerOf(ctx(), own ?? 0, true),
      });
      await expect
        .poll(async () => (await notificationsOf(ctx(), tutor.user.id)).map((n) => n.message))
        .toContain('Ugnė User šiandien savarankiškai sprendė 1 užduotį.');
      const tutorView = body<TAssignment>(await tutor.agent.get(`/api/v1/assignments/${id}`)).data;
      expect(tutorView).toMatchObject({ status: 'completed', score: Math.round((firstScore + 100) / 2) });
    });

    it('stores late answers for the tutor to see but never scores them', async () => {
      const clock = testClock(ctx());
      const tutor = await person(ctx(), 'tutor');
      const student = await person(ctx(), 'student');
      await link(ctx(), tutor, student);
      const [first, second] = await bankTasks(ctx(), 2);
      const [assignment] = await assign(ctx(), tutor, [student], {
        due_at: inHours(ctx(), 1),
        task_ids: [first ?? 0, second ?? 0],
      });
      const id = assignment?.id ?? 0;
      await answerTask(ctx(), student, id, first ?? 0, true);

      clock.advance(2 * HOUR);
      const late = result(await answerTask(ctx(), student, id, second ?? 0, true));
      expect(late.is_correct).toBe(true);
      expect(late.late).toBe(true);
      expect(late.attempt_id).not.toBeNull();
      expect(late.assignment).toMatchObject({
        status: 'past_due',
        tasks_solved: 1,
        score: 50,
        late_attempts: 1,
        completed_at: null,
      });
      expect(late.assignment.tasks[1]).toMatchObject({
        status: 'attempted',
        attempts: 0,
        late_attempts: 1,
        score: null,
        solved_at: null,
      });
      const attempts = body<TAttempt[]>(
        await tutor.agent.get(`/api/v1/tasks/${second}/attempts?student_id=${student.user.id}`),
      ).data;
      expect(attempts.map((a) => [a.assignment_id, a.is_correct])).toEqual([[id, true]]);
      // The tutor's list of the student's assignments counts the late answer too.
      const listed = body<TAssignmentSummary[]>(
        await tutor.agent.get(`/api/v1/assignments?student_id=${student.user.id}`),
      ).data;
      expect(listed.map((a) => [a.id, a.late_attempts, a.score])).toEqual([[id, 1, 50]]);
      expect(await notificationsOf(ctx(), tutor.user.id)).toEqual([]);
    });

    it('accepts assignment_id on the submit routes only for the caller’s own assignment holding the task', async () => {
      const tutor = await person(ctx(), 'tutor');
      const student = await person(ctx(), 'student');
      const other = await person(ctx(), 'student');
      await link(ctx(), tutor, student, other);
      const [inside, outside] = await bankTasks(ctx(), 2);
      const [mine, theirs] = await assign(ctx(), tutor, [student, other], { task_ids: [inside ?? 0] });
      const answer = await answerOf(ctx(), inside ?? 0, true);
      const before = await countRows(ctx(), 'attempts');
      const refused = [
        student.agent.post(`/api/v1/tasks/${outside}/submit`, { answer, assignment_id: mine?.id }),
        student.agent.post('/api/v1/check-answer', { task_id: outside, answer, assignment_id: mine?.id }),
        student.agent.post(`/api/v1/tasks/${inside}/submit`, { answer, assignment_id: theirs?.id }),
        student.agent.post(`/api/v1/tasks/${inside}/submit`, { answer, assignment_id: 2_000_000_000 }),
        student.agent.post(`/api/v1/assignments/${mine?.id}/tasks/${outside}`, { answer }),
        student.agent.post(`/api/v1/assignments/${theirs?.id}/tasks/${inside}`, { answer }),
        tutor.agent.post(`/api/v1/tasks/${inside}/submit`, { answer, assignment_id: mine?.id }),
      ];
      for (const response of await Promise.all(refused)) {
        expect(response.statusCode, response.body).toBe(404);
        expect(body(response).errors[0]?.code).toBe('E4001');
      }
      expect(await countRows(ctx(), 'attempts')).toBe(before);

      const accepted = await student.agent.post(`/api/v1/tasks/${inside}/submit`, {
        answer,
        assignment_id: mine?.id,
      });
      expect(accepted.statusCode).toBe(200);
      const view = body<TAssignment>(await student.agent.get(`/api/v1/assignments/${mine?.id}`)).data;
      expect(view).toMatchObject({ status: 'completed', tasks_solved: 1, score: 100 });
      expect((await attemptsOf(ctx(), student.user.id)).map((a) => a.assignment_id)).toEqual([mine?.id]);

      // Cancelled: answers to it are refused and stored nowhere.
      await tutor.agent.post(`/api/v1/assignments/${theirs?.id}/cancel`);
      const count = await countRows(ctx(), 'attempts');
      const toCancelled = await other.agent.post(`/api/v1/assignments/${theirs?.id}/tasks/${inside}`, {
        answer,
      });
      expect(toCancelled.statusCode).toBe(404);
      expect(await countRows(ctx(), 'attempts')).toBe(count);
      // Tutors and admins do not answer assignments.
      expect(
        (await tutor.agent.post(`/api/v1/assignments/${mine?.id}/tasks/${inside}`, { answer })).statusCode,
      ).toBe(403);
    });

    it('answers private generated tasks of the student, and an unreadable answer stores nothing', async () => {
      const tutor = await person(ctx(), 'tutor');
      const student = await person(ctx(), 'student');
      await link(ctx(), tutor, student);
      const [assignment] = await assign(ctx(), tutor, [student], {
        generate: { skill_id: 'two-step-equation', difficulty: 'easy', count: 1, interests: ['sports'] },
      });
      const taskId = assignment?.tasks[0]?.task_id ?? 0;
      const before = await countRows(ctx(), 'attempts');
      const empty = await student.agent.post(`/api/v1/assignments/${assignment?.id}/tasks/${taskId}`, {
        answer: '',
      });
      expect(empty.statusCode).toBe(200);
      expect(result(empty)).toMatchObject({ attempt_id: null, late: false });
      expect(await countRows(ctx(), 'attempts')).toBe(before);
      const right = result(await answerTask(ctx(), student, assignment?.id ?? 0, taskId, true));
      expect(right.assignment.status).toBe('completed');
    });

    it('completes once when the last two tasks are answered at the same moment', async () => {
      const tutor = await person(ctx(), 'tutor');
      const student = await person(ctx(), 'student');
      await link(ctx(), tutor, student);
      const tasks = await bankTasks(ctx(), 3);
      for (let round = 0; round < 3; round += 1) {
        const [assignment] = await assign(ctx(), tutor, [student], {
          title: `Race ${round}`,
          task_ids: tasks,
        });
        const id = assignment?.id ?? 0;
        await answerTask(ctx(), student, id, tasks[0] ?? 0, true);
        const answers = await Promise.all(
          tasks.slice(1).map((task) => answerTask(ctx(), student, id, task, true)),
        );
        for (const response of answers) expect(response.statusCode, response.body).toBe(200);
        const after = body<TAssignment>(await student.agent.get(`/api/v1/assignments/${id}`)).data;
        expect(after).toMatchObject({ status: 'completed', tasks_solved: 3, score: 100 });
      }
      const completed = (await notificationsOf(ctx(), tutor.user.id)).filter(
        (n) => n.type === 'assignment_completed',
      );
      expect(completed.map((n) => n.message).sort()).toEqual([
        'Test User atliko „Race 0“.',
        'Test User atliko „Race 1“.',
        'Test User atliko „Race 2“.',
      ]);
    });

    it('gives hints on a task the assignment grants, and on nothing it does not', async () => {
      const tutor = await person(ctx(), 'tutor');
      const student = await person(ctx(), 'student');
      await link(ctx(), tutor, student);
      const own = await tutor.agent.post('/api/v1/tasks/generate', { topic: 'LEQ', difficulty: 'easy' });
      const ownId = body<{ id: number }>(own).data.id;
      const stranger = await person(ctx(), 'student');
      expect((await student.agent.post('/api/v1/help/hint', { task_id: ownId })).statusCode).toBe(404);
      const [assignment] = await assign(ctx(), tutor, [student], { task_ids: [ownId] });
      const hint = await student.agent.post('/api/v1/help/hint', { task_id: ownId });
      expect(hint.statusCode, hint.body).toBe(200);
      expect(body<{ level: number }>(hint).data.level).toBe(1);
      expect((await stranger.agent.post('/api/v1/help/hint', { task_id: ownId })).statusCode).toBe(404);
      // The hint counts on the assignment's task page as on any task page.
      const view = await student.agent.get(`/api/v1/assignments/${assignment?.id}/tasks/${ownId}`);
      expect(body<{ task: { hints_used: number } }>(view).data.task.hints_used).toBe(1);
      await tutor.agent.post(`/api/v1/assignments/${assignment?.id}/cancel`);
      expect((await student.agent.post('/api/v1/help/hint', { task_id: ownId })).statusCode).toBe(404);
    });
  },
  { TEST_CLOCK: '1' },
);
