import type { TAssignment, TAssignmentSummary, TAssignmentTaskView, TTaskDetail } from '@taskas/contracts';
import { beforeAll, beforeEach, expect, it } from 'vitest';
import { body, describeEachDatabase } from '../../test/support.ts';
import { seedTestBank } from '../tasks/test-bank.ts';
import {
  assign,
  bankTasks,
  countRows,
  HOUR,
  inHours,
  link,
  notificationsOf,
  type Person,
  person,
  testClock,
} from './assignments-test-kit.ts';

const list = async (who: Person, query = '') => {
  const response = await who.agent.get(`/api/v1/assignments${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return body<TAssignmentSummary[]>(response);
};

describeEachDatabase(
  'assignments: create, list, read, update, cancel',
  (ctx) => {
    beforeAll(async () => {
      await seedTestBank(ctx());
    });
    beforeEach(() => testClock(ctx()).reset());

    it('assigns bank tasks to several students at once: one assignment each, told once, in order', async () => {
      const tutor = await person(ctx(), 'tutor', 'Rasa');
      const [ona, jonas] = [await person(ctx(), 'student', 'Ona'), await person(ctx(), 'student', 'Jonas')];
      await link(ctx(), tutor, ona, jonas);
      const [first, second, third] = await bankTasks(ctx(), 3);
      const due = new Date(Date.now() + 2 * 86_400_000);
      const created = await assign(ctx(), tutor, [ona, jonas], {
        title: '  Lygtys  ',
        instructions: 'Spręskite be skaičiuotuvo.',
        // Chosen in Vilnius time, stored in UTC.
        due_at: due.toISOString().replace('Z', '+02:00'),
        task_ids: [third ?? 0, first ?? 0, second ?? 0],
      });
      expect(created.map((a) => a.student.id)).toEqual([ona.user.id, jonas.user.id]);
      const [forOna, forJonas] = created;
      expect(forOna?.group_id).toBe(forJonas?.group_id);
      expect(forOna).toMatchObject({
        title: 'Lygtys',
        instructions: 'Spręskite be skaičiuotuvo.',
        due_at: new Date(due.getTime() - 2 * HOUR).toISOString(),
        status: 'open',
        tutor: { id: tutor.user.id, first_name: 'Rasa' },
        student: { id: ona.user.id, first_name: 'Ona' },
        tasks_total: 3,
        tasks_solved: 0,
        score: null,
        completed_at: null,
        cancelled_at: null,
      });
      expect(forOna?.tasks.map((t) => [t.task_id, t.position, t.status, t.attempts, t.score])).toEqual([
        [third, 1, 'not_started', 0, null],
        [first, 2, 'not_started', 0, null],
        [second, 3, 'not_started', 0, null],
      ]);

      for (const [student, assignment] of [
        [ona, forOna],
        [jonas, forJonas],
      ] as const) {
        expect(await notificationsOf(ctx(), student.user.id)).toEqual([
          expect.objectContaining({
            type: 'assignment_assigned',
            title: 'Naujos paskirtos užduotys',
            message: expect.stringContaining('„Lygtys“ – atlikti iki'),
            action_url: `/student/assignments/${assignment?.id}`,
          }),
        ]);
        // Each student sees their own only.
        expect((await list(student)).data.map((a) => a.id)).toEqual([assignment?.id]);
      }
      expect(await notificationsOf(ctx(), tutor.user.id)).toEqual([]);
      const mine = await list(tutor);
      expect(mine.data.map((a) => a.id).sort()).toEqual([forOna?.id, forJonas?.id].sort());
      expect(mine.meta.pagination).toEqual({ page: 1, per_page: 20, total: 2, pages: 1 });
      expect((await list(tutor, `?student_id=${jonas.user.id}`)).data.map((a) => a.id)).toEqual([
        forJonas?.id,
      ]);
    });

    it('lets only the student, their linked tutor and an admin read an assignment; others get 404', async () => {
      const tutor = await person(ctx(), 'tutor');
      const student = await person(ctx(), 'student');
      await link(ctx(), tutor, student);
      const [assignment] = await assign(ctx(), tutor, [student], { task_ids: await bankTasks(ctx(), 2) });
      const url = `/api/v1/assignments/${assignment?.id}`;
      for (const reader of [student, tutor, await person(ctx(), 'admin')]) {
        const response = await reader.agent.get(url);
        expect(response.statusCode).toBe(200);
        expect(body<TAssignment>(response).data).toEqual(assignment);
      }
      const otherTutor = await person(ctx(), 'tutor');
      await link(ctx(), otherTutor, student);
      for (const stranger of [await person(ctx(), 'student'), otherTutor]) {
        const response = await stranger.agent.get(url);
        expect(response.statusCode).toBe(404);
        expect(body(response).errors[0]?.code).toBe('E4001');
        expect((await list(stranger)).data).toEqual([]);
        for (const change of [
          stranger.agent.patch(url, { title: 'Mine now' }),
          stranger.agent.post(`${url}/cancel`),
        ]) {
          expect([403, 404]).toContain((await change).statusCode);
        }
      }
      expect((await tutor.agent.get('/api/v1/assignments/2000000000')).statusCode).toBe(404);
      // Unchanged by any of them.
      expect(body<TAssignment>(await student.agent.get(url)).data).toEqual(assignment);
    });

    it("refuses another tutor's student with 403 and stores nothing", async () => {
      const tutorA = await person(ctx(), 'tutor');
      const tutorB = await person(ctx(), 'tutor');
      const [mine, theirs] = [await person(ctx(), 'student'), await person(ctx(), 'student')];
      await link(ctx(), tutorA, theirs);
      await link(ctx(), tutorB, mine);
      const before = await countRows(ctx(), 'assignments');
      const response = await tutorB.agent.post('/api/v1/assignments', {
        student_ids: [mine.user.id, theirs.user.id],
        title: 'Mix',
        due_at: inHours(ctx(), 24),
        task_ids: await bankTasks(ctx(), 1),
      });
      expect(response.statusCode).toBe(403);
      expect(body(response).errors[0]).toMatchObject({
        code: 'E3002',
        field: 'student_ids',
        details: { student_ids: [theirs.user.id] },
      });
      expect(await countRows(ctx(), 'assignments')).toBe(before);
      expect(await notificationsOf(ctx(), mine.user.id)).toEqual([]);
      // A tutor may not list another tutor's student's assignments either.
      const listed = await tutorB.agent.get(`/api/v1/assignments?student_id=${theirs.user.id}`);
      expect(listed.statusCode).toBe(403);
      // Students and admins do not assign.
      for (const role of ['student', 'admin'] as const) {
        const other = await person(ctx(), role);
        const refused = await other.agent.post('/api/v1/assignments', {
          student_ids: [mine.user.id],
          title: 'No',
          due_at: inHours(ctx(), 24),
          task_ids: await bankTasks(ctx(), 1),
        });
        expect(refused.statusCode).toBe(403);
        expect(body(refused).errors[0]?.code).toBe('E3002');
      }
      expect(await countRows(ctx(), 'assignments')).toBe(before);
    });

    it('answers coded validation errors naming the field, and stores nothing', async () => {
      const tutor = await person(ctx(), 'tutor');
      const student = await person(ctx(), 'student');
      await link(ctx(), tutor, student);
      const otherTutor = await person(ctx(), 'tutor');
      const [task, task2] = await bankTasks(ctx(), 2);
      // A task private to another tutor is unknown to this one.
      const privateTask = await otherTutor.agent.post('/api/v1/tasks/generate', {
        topic: 'LEQ',
        difficulty: 'easy',
      });
      const privateId = body<{ id: number }>(privateTask).data.id;
      const base = {
        student_ids: [student.user.id],
        title: 'T',
        due_at: inHours(ctx(), 24),
        task_ids: [task],
      };
      const cases: [object, number, string, string | null][] = [
        [{ ...base, due_at: inHours(ctx(), -1) }, 400, 'E2007', 'due_at'],
        [{ ...base, due_at: 'tomorrow' }, 400, 'E2003', 'due_at'],
        [{ ...base, title: '   ' }, 400, 'E2002', 'title'],
        [{ ...base, title: 'x'.repeat(201) }, 400, 'E2005', 'title'],
        [{ ...base, title: undefined }, 400, 'E2002', 'title'],
        [{ ...base, task_ids: [] }, 400, 'E2002', 'task_ids'],
        [{ ...base, task_ids: [task, task2, task] }, 400, 'E2001', 'task_ids'],
        [{ ...base, student_ids: [student.user.id, student.user.id] }, 400, 'E2001', 'student_ids'],
        [{ ...base, task_ids: [task, 2_000_000_000] }, 404, 'E4001', 'task_ids'],
        [{ ...base, task_ids: [privateId] }, 404, 'E4001', 'task_ids'],
        [
          { ...base, task_ids: [], generate: { skill_id: 'no-such-skill', difficulty: 'easy', count: 1 } },
          400,
          'E2003',
          'generate.skill_id',
        ],
        [
          {
            ...base,
            weakest: { count: 10 },
            generate: { skill_id: 'x', difficulty: 'easy', count: 10 },
            task_ids: await bankTasks(ctx(), 11),
          },
          400,
          'E2007',
          'task_ids',
        ],
      ];
      const before = await countRows(ctx(), 'assignments');
      for (const [request, status, code, field] of cases) {
        const response = await tutor.agent.post('/api/v1/assignments', request);
        const where = `${JSON.stringify(request)} → ${response.body}`;
        expect(response.statusCode, where).toBe(status);
        expect(body(response).errors[0], where).toMatchObject({ code, field });
      }
      const unknown = await tutor.agent.post('/api/v1/assignments', {
        ...base,
        task_ids: [task, 2_000_000_000],
      });
      expect(body(unknown).errors[0]?.message).toContain('2000000000');
      expect(await countRows(ctx(), 'assignments')).toBe(before);
      expect(await notificationsOf(ctx(), student.user.id)).toEqual([]);
    });

    it('lists by status and pages, soonest due first', async () => {
      const clock = testClock(ctx());
      const tutor = await person(ctx(), 'tutor');
      const student = await person(ctx(), 'student');
      await link(ctx(), tutor, student);
      const tasks = await bankTasks(ctx(), 1);
      const later = await assign(ctx(), tutor, [student], {
        title: 'Later',
        due_at: inHours(ctx(), 72),
        task_ids: tasks,
      });
      const soon = await assign(ctx(), tutor, [student], {
        title: 'Soon',
        due_at: inHours(ctx(), 2),
        task_ids: tasks,
      });
      const cancelled = await assign(ctx(), tutor, [student], {
        title: 'Off',
        due_at: inHours(ctx(), 5),
        task_ids: tasks,
      });
      expect((await tutor.agent.post(`/api/v1/assignments/${cancelled[0]?.id}/cancel`)).statusCode).toBe(200);
      const titles = async (query: string) =>
        (await list(student, query)).data.map((a) => `${a.title}:${a.status}`);
      expect(await titles('')).toEqual(['Soon:open', 'Off:cancelled', 'Later:open']);
      expect(await titles('?status=active')).toEqual(['Soon:open', 'Later:open']);
      expect(await titles('?status=cancelled')).toEqual(['Off:cancelled']);

      clock.advance(3 * HOUR);
      expect(await titles('?status=open')).toEqual(['Later:open']);
      expect(await titles('?status=past_due')).toEqual(['Soon:past_due']);
      expect(await titles('?status=active')).toEqual(['Soon:past_due', 'Later:open']);
      expect(await titles('?status=completed')).toEqual([]);
      expect(await titles('?order=desc')).toEqual(['Later:open', 'Off:cancelled', 'Soon:past_due']);
      expect(await titles('?status=active&order=desc')).toEqual(['Later:open', 'Soon:past_due']);

      const page = await list(student, '?per_page=2&page=2');
      expect(page.data.map((a) => a.title)).toEqual(['Later']);
      expect(page.meta.pagination).toEqual({ page: 2, per_page: 2, total: 3, pages: 2 });
      expect([soon[0]?.status, later[0]?.status]).toEqual(['open', 'open']);

      const other = await person(ctx(), 'student');
      const refused = await other.agent.get(`/api/v1/assignments?student_id=${student.user.id}`);
      expect(refused.statusCode).toBe(403);
      const admin = await person(ctx(), 'admin');
      expect((await list(admin, `?student_id=${student.user.id}`)).data).toHaveLength(3);
      const bad = await student.agent.get('/api/v1/assignments?status=someday');
      expect(bad.statusCode).toBe(400);
      expect(body(bad).errors[0]?.field).toBe('status');
    });

    it('lets its tutor or an admin change the title, instructions, order and due time', async () => {
      const clock = testClock(ctx());
      const tutor = await person(ctx(), 'tutor');
      const student = await person(ctx(), 'student');
      await link(ctx(), tutor, student);
      const [a, b, c] = await bankTasks(ctx(), 3);
      const [assignment] = await assign(ctx(), tutor, [student], {
        task_ids: [a ?? 0, b ?? 0, c ?? 0],
        due_at: inHours(ctx(), 1),
      });
      const url = `/api/v1/assignments/${assignment?.id}`;

      const changed = await tutor.agent.patch(url, {
        title: 'Nauja',
        instructions: 'Iš naujo',
        task_order: [c, a, b],
      });
      expect(changed.statusCode, changed.body).toBe(200);
      const after = body<TAssignment>(changed).data;
      expect(after).toMatchObject({ title: 'Nauja', instructions: 'Iš naujo', status: 'open' });
      expect(after.tasks.map((t) => [t.task_id, t.position])).toEqual([
        [c, 1],
        [a, 2],
        [b, 3],
      ]);
      for (const [request, code, field] of [
        [{ task_order: [a, b] }, 'E2001', 'task_order'],
        [{ task_order: [a, b, a] }, 'E2001', 'task_order'],
        [{ task_order: [a, b, 2_000_000] }, 'E2001', 'task_order'],
        [{ due_at: inHours(ctx(), -2) }, 'E2007', 'due_at'],
        [{}, 'E2001', null],
      ] as const) {
        const response = await tutor.agent.patch(url, request);
        expect(response.statusCode, response.body).toBe(400);
        expect(body(response).errors[0], response.body).toMatchObject({ code, ...(field ? { field } : {}) });
      }
      // A student cannot change it at all.
      expect((await student.agent.patch(url, { title: 'Mano' })).statusCode).toBe(403);

      // Past the due time it is past due; a later due time opens it again and clears the reminders.
      clock.advance(2 * HOUR);
      expect(body<TAssignment>(await student.agent.get(url)).data.status).toBe('past_due');
      await ctx()
        .database.db.updateTable('assignments')
        .set({ due_notified_at: clock.now().toISOString(), overdue_notified_at: clock.now().toISOString() })
        .where('id', '=', assignment?.id ?? 0)
        .execute();
      const admin = await person(ctx(), 'admin');
      const newDue = inHours(ctx(), 24);
      const reopened = await admin.agent.patch(url, { due_at: newDue });
      expect(reopened.statusCode, reopened.body).toBe(200);
      expect(body<TAssignment>(reopened).data).toMatchObject({ status: 'open', due_at: newDue });
      const stored = await ctx()
        .database.db.selectFrom('assignments')
        .select(['due_notified_at', 'overdue_notified_at'])
        .where('id', '=', assignment?.id ?? 0)
        .executeTakeFirstOrThrow();
      expect(stored).toEqual({ due_notified_at: null, overdue_notified_at: null });
      expect(body<TAssignment>(await student.agent.get(url)).data.title).toBe('Nauja');
    });

    it('cancels once: a second cancel changes nothing, and a cancelled assignment cannot be changed', async () => {
      const tutor = await person(ctx(), 'tutor');
      const student = await person(ctx(), 'student');
      await link(ctx(), tutor, student);
      const [assignment] = await assign(ctx(), tutor, [student], { task_ids: await bankTasks(ctx(), 1) });
      const url = `/api/v1/assignments/${assignment?.id}`;
      expect((await student.agent.post(`${url}/cancel`)).statusCode).toBe(403);
      const first = await tutor.agent.post(`${url}/cancel`);
      expect(first.statusCode).toBe(200);
      const cancelled = body<TAssignment>(first).data;
      expect(cancelled.status).toBe('cancelled');
      expect(cancelled.cancelled_at).not.toBeNull();
      const again = await tutor.agent.post(`${url}/cancel`);
      expect(again.statusCode).toBe(200);
      expect(body<TAssignment>(again).data.cancelled_at).toBe(cancelled.cancelled_at);
      const change = await tutor.agent.patch(url, { title: 'Back' });
      expect(change.statusCode).toBe(409);
      expect(body(change).errors[0]?.code).toBe('E4002');
      expect(body<TAssignment>(await student.agent.get(url)).data).toMatchObject({
        status: 'cancelled',
        title: 'Lygtys',
      });
    });

    it('shows a task of the assignment as the task page does, even one private to the tutor', async () => {
      const tutor = await person(ctx(), 'tutor');
      const student = await person(ctx(), 'student');
      await link(ctx(), tutor, student);
      const own = await tutor.agent.post('/api/v1/tasks/generate', { topic: 'LEQ', difficulty: 'easy' });
      const ownId = body<{ id: number }>(own).data.id;
      const [bank, outside] = await bankTasks(ctx(), 2);
      const [assignment] = await assign(ctx(), tutor, [student], { task_ids: [ownId, bank ?? 0] });
      // Outside the assignment the tutor's task stays private.
      expect((await student.agent.get(`/api/v1/tasks/${ownId}`)).statusCode).toBe(404);

      const url = `/api/v1/assignments/${assignment?.id}/tasks`;
      const view = await student.agent.get(`${url}/${ownId}`);
      expect(view.statusCode, view.body).toBe(200);
      const data = body<TAssignmentTaskView>(view).data;
      expect(data.task.id).toBe(ownId);
      expect(data.task.solution_revealed).toBe(false);
      expect(data.state).toMatchObject({ task_id: ownId, position: 1, status: 'not_started' });
      expect(data.next_task_id).toBe(bank);
      expect(data.assignment.id).toBe(assignment?.id);
      // The bank task reads as its task page reads it.
      const bankView = body<TAssignmentTaskView>(await student.agent.get(`${url}/${bank}`)).data;
      const page = body<TTaskDetail>(await student.agent.get(`/api/v1/tasks/${bank}`)).data;
      expect(bankView.task).toEqual(page);
      expect(bankView.next_task_id).toBe(ownId);
      expect((await tutor.agent.get(`${url}/${ownId}`)).statusCode).toBe(200);

      // A task not in the assignment, or someone else asking: 404.
      expect((await student.agent.get(`${url}/${outside}`)).statusCode).toBe(404);
      for (const stranger of [await person(ctx(), 'student'), await person(ctx(), 'tutor')]) {
        expect((await stranger.agent.get(`${url}/${ownId}`)).statusCode).toBe(404);
      }
    });
  },
  { TEST_CLOCK: '1' },
);
