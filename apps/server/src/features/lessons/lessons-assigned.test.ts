import type { TAssignment, TAssignmentSummary } from '@taskas/contracts';
import { findSkill } from '@taskas/math';
import { beforeAll, expect, it } from 'vitest';
import { body, describeEachDatabase } from '../../test/support.ts';
import {
  assign,
  bankTasks,
  inHours,
  link,
  type Person,
  person,
} from '../assignments/assignments-test-kit.ts';
import { seedTestBank } from '../tasks/test-bank.ts';
import { answer, readLesson } from './lessons-test-kit.ts';

const SKILL = 'two-step-equation';

async function speaks(ctx: Parameters<typeof answer>[0], who: Person, language: 'lt' | 'en') {
  await ctx.database.db
    .updateTable('users')
    .set({ preferred_language: language })
    .where('id', '=', who.user.id)
    .execute();
}

async function lessonCount(ctx: Parameters<typeof answer>[0]) {
  const row = await ctx.database.db
    .selectFrom('lessons')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describeEachDatabase('lessons given with an assignment', (ctx) => {
  beforeAll(async () => {
    await seedTestBank(ctx());
  });

  it('gives each student a lesson of their own with the assignment, in their language, which their tutor reads', async () => {
    const tutor = await person(ctx(), 'tutor');
    const [ona, tom] = [await person(ctx(), 'student'), await person(ctx(), 'student')];
    await speaks(ctx(), tom, 'en');
    await link(ctx(), tutor, ona, tom);
    const created = await assign(ctx(), tutor, [ona, tom], {
      task_ids: await bankTasks(ctx(), 1),
      lesson: { skill_id: SKILL },
    });
    const entry = findSkill(SKILL);
    for (const [student, language] of [
      [ona, 'lt'],
      [tom, 'en'],
    ] as const) {
      const assignment = created.find((a) => a.student.id === student.user.id);
      expect(assignment?.tasks).toHaveLength(1);
      expect(assignment?.lesson).toMatchObject({
        skill_id: SKILL,
        skill: entry?.skill.description[language],
        status: 'not_started',
      });
      const lessonId = assignment?.lesson?.id ?? 0;
      const lesson = await readLesson(student, lessonId);
      expect(lesson).toMatchObject({
        student: { id: student.user.id },
        reason: 'assigned',
        assignment_id: assignment?.id,
        language,
        goal: entry?.skill.description[language],
      });
      const made = await ctx()
        .database.db.selectFrom('lessons')
        .select('created_by')
        .where('id', '=', lessonId)
        .executeTakeFirstOrThrow();
      expect(made.created_by).toBe(tutor.user.id);
      expect((await readLesson(tutor, lessonId)).id).toBe(lessonId);
      const own = await student.agent.get('/api/v1/assignments');
      const listed = body<TAssignmentSummary[]>(own).data.find((a) => a.id === assignment?.id);
      expect(listed?.lesson?.id).toBe(lessonId);
    }
    // The two lessons are two sets of tasks, each private to its student.
    const [forOna, forTom] = created;
    const onaLesson = await readLesson(ona, forOna?.lesson?.id ?? 0);
    const tomLesson = await readLesson(tom, forTom?.lesson?.id ?? 0);
    const onaTasks = new Set(onaLesson.practice.map((t) => t.task_id));
    expect(tomLesson.practice.some((t) => onaTasks.has(t.task_id))).toBe(false);
    expect((await tom.agent.get(`/api/v1/lessons/${onaLesson.id}`)).statusCode).toBe(404);
  });

  it("shows the lesson's progress in the assignment, keeps it when the assignment is cancelled", async () => {
    const tutor = await person(ctx(), 'tutor');
    const student = await person(ctx(), 'student');
    await link(ctx(), tutor, student);
    const [bank] = await bankTasks(ctx(), 1);
    const [assignment] = await assign(ctx(), tutor, [student], {
      task_ids: [bank ?? 0],
      lesson: { skill_id: SKILL },
    });
    expect(assignment?.tasks_total).toBe(1);
    const lesson = await readLesson(student, assignment?.lesson?.id ?? 0);
    await answer(ctx(), student, lesson.practice[0]?.task_id ?? 0, true);
    const read = async (who: Person) => {
      const response = await who.agent.get(`/api/v1/assignments/${assignment?.id}`);
      expect(response.statusCode, response.body).toBe(200);
      return body<TAssignment>(response).data;
    };
    expect((await read(student)).lesson?.status).toBe('practising');
    const cancelled = await tutor.agent.post(`/api/v1/assignments/${assignment?.id}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect(body<TAssignment>(cancelled).data).toMatchObject({
      status: 'cancelled',
      lesson: { id: lesson.id, status: 'practising' },
    });
    expect((await readLesson(student, lesson.id)).assignment_id).toBe(assignment?.id);
  });

  it('refuses a lesson on a skill without a generator, and an assignment with neither tasks nor lesson', async () => {
    const tutor = await person(ctx(), 'tutor');
    const student = await person(ctx(), 'student');
    await link(ctx(), tutor, student);
    const before = await lessonCount(ctx());
    const request = { student_ids: [student.user.id], title: 'Pamoka', due_at: inHours(ctx(), 48) };
    const unknown = await tutor.agent.post('/api/v1/assignments', {
      ...request,
      task_ids: await bankTasks(ctx(), 1),
      lesson: { skill_id: 'no-such-skill' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(body(unknown).errors[0]).toMatchObject({ code: 'E2003', field: 'lesson.skill_id' });
    const empty = await tutor.agent.post('/api/v1/assignments', request);
    expect(empty.statusCode).toBe(400);
    expect(body(empty).errors[0]).toMatchObject({ code: 'E2002', field: 'task_ids' });
    // A lesson comes with tasks, never instead of them: the assignment is done when its tasks are.
    const lessonOnly = await tutor.agent.post('/api/v1/assignments', {
      ...request,
      lesson: { skill_id: SKILL },
    });
    expect(body(lessonOnly).errors[0]).toMatchObject({ code: 'E2002', field: 'task_ids' });
    expect(await lessonCount(ctx())).toBe(before);
    const plain = await assign(ctx(), tutor, [student], { task_ids: await bankTasks(ctx(), 1) });
    expect(plain[0]?.lesson).toBeNull();
  });
});
