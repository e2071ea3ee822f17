import {
  DIFFICULTIES,
  LESSON_LIMITS,
  type TLesson,
  type TLessonFeedbackResponse,
  type TLessonSummary,
  type TTaskDetail,
} from '@taskas/contracts';
import { allSkills, findSkill, hasGenerator } from '@taskas/math';
import { beforeAll, describe, expect, it } from 'vitest';
import { body, describeEachDatabase } from '../../test/support.ts';
import { link, type Person, person } from '../assignments/assignments-test-kit.ts';
import { seedTestBank } from '../tasks/test-bank.ts';
import { readableAnswer } from './lesson-content.ts';
import { answer, makeLesson, readLesson } from './lessons-test-kit.ts';

const SKILL = 'two-step-equation';

const rank = (difficulty: string) => DIFFICULTIES.indexOf(difficulty as (typeof DIFFICULTIES)[number]);

async function taskRows(ctx: Parameters<typeof answer>[0], ids: number[]) {
  return ctx.database.db
    .selectFrom('tasks')
    .select(['id', 'owner_id', 'visibility', 'source', 'skill_id', 'language', 'grade'])
    .where('id', 'in', ids)
    .execute();
}

const taskIdsOf = (lesson: TLesson) => [...lesson.practice, ...lesson.check].map((t) => t.task_id);

describeEachDatabase('lessons: made, read, answered, rated', (ctx) => {
  beforeAll(async () => {
    await seedTestBank(ctx());
  });

  it('makes a lesson on a skill: goal, explanation, two worked examples, five practice and three check tasks of the student', async () => {
    const student = await person(ctx(), 'student');
    const lesson = await makeLesson(student, { skill_id: SKILL });
    const entry = findSkill(SKILL);
    expect(lesson).toMatchObject({
      student: { id: student.user.id },
      skill_id: SKILL,
      skill: entry?.skill.description.lt,
      topic: entry?.topic.name.lt,
      curriculum_ref: entry?.subtopic.curriculum_ref,
      language: 'lt',
      reason: 'chosen',
      status: 'not_started',
      check_result: null,
      feedback: null,
      assignment_id: null,
      completed_at: null,
      goal: entry?.skill.description.lt,
      explanation_source: 'builtin',
    });
    // A student the engine knows nothing about starts easy.
    expect(lesson.difficulty).toBe('easy');
    // The explanation works the curriculum's example to its answer, readable and in Lithuanian.
    expect(lesson.explanation).toContain(entry?.skill.example.lt);
    expect(lesson.explanation).toContain(
      `Atsakymas: ${readableAnswer(entry?.skill.example.answer ?? '', 'lt')}`,
    );
    expect(lesson.worked_examples).toHaveLength(LESSON_LIMITS.workedExamples);
    for (const example of lesson.worked_examples) {
      expect(example.question.length).toBeGreaterThan(0);
      expect(example.steps.length).toBeGreaterThan(0);
      expect(example.answer.length).toBeGreaterThan(0);
    }
    expect(lesson.practice.map((t) => [t.part, t.position])).toEqual(
      [1, 2, 3, 4, 5].map((position) => ['practice', position]),
    );
    expect(lesson.check.map((t) => [t.part, t.position])).toEqual(
      [1, 2, 3].map((position) => ['check', position]),
    );
    // The practice rises around the lesson's difficulty; the check is at it.
    const practiceRanks = lesson.practice.map((t) => rank(t.difficulty));
    expect(practiceRanks).toEqual([...practiceRanks].sort((a, b) => a - b));
    expect(practiceRanks).toContain(rank(lesson.difficulty));
    expect(lesson.check.every((t) => t.difficulty === lesson.difficulty)).toBe(true);
    expect([...lesson.practice, ...lesson.check].every((t) => t.attempts === 0 && !t.solved)).toBe(true);
    expect(new Set([...lesson.practice, ...lesson.check].map((t) => t.problem)).size).toBe(8);

    // Eight private generated tasks of the student's, which they open as any task of theirs.
    const rows = await taskRows(ctx(), taskIdsOf(lesson));
    expect(rows).toHaveLength(8);
    for (const row of rows) {
      expect(row).toMatchObject({
        owner_id: student.user.id,
        visibility: 'private',
        source: 'generated',
        skill_id: SKILL,
        language: 'lt',
        grade: lesson.grade,
      });
    }
    const page = await student.agent.get(`/api/v1/tasks/${lesson.check[0]?.task_id}`);
    expect(page.statusCode).toBe(200);
    expect(body<TTaskDetail>(page).data.problem).toBe(lesson.check[0]?.problem);
    // Nobody else sees them.
    const other = await person(ctx(), 'student');
    expect((await other.agent.get(`/api/v1/tasks/${lesson.check[0]?.task_id}`)).statusCode).toBe(404);
    expect(await readLesson(student, lesson.id)).toEqual(lesson);
  });

  it('makes a lesson on a topic named in either language, for the grade, in the language and difficulty asked', async () => {
    const student = await person(ctx(), 'student');
    const leq = allSkills().find((e) => e.topic.code === 'LEQ')?.topic;
    const firstOfGrade6 = allSkills().find(
      (e) => e.topic.code === 'LEQ' && e.subtopic.grades.includes(6) && hasGenerator(e.skill.id),
    );
    const lesson = await makeLesson(student, {
      topic: leq?.name.lt,
      grade: 6,
      language: 'en',
      difficulty: 'hard',
    });
    expect(lesson).toMatchObject({
      skill_id: firstOfGrade6?.skill.id,
      grade: 6,
      language: 'en',
      difficulty: 'hard',
      goal: firstOfGrade6?.skill.description.en,
      topic: leq?.name.en,
    });
    expect(lesson.check.every((t) => t.difficulty === 'hard')).toBe(true);
    expect(lesson.explanation).toContain('Here is an example.');
    const rows = await taskRows(ctx(), taskIdsOf(lesson));
    expect(rows.every((r) => r.language === 'en' && r.grade === 6)).toBe(true);

    const byCode = await makeLesson(student, { topic: 'leq', grade: 5 });
    expect(findSkill(byCode.skill_id)?.topic.code).toBe('LEQ');
    expect(findSkill(byCode.skill_id)?.subtopic.grades).toContain(5);

    const unknown = await student.agent.post('/api/v1/lessons/generate', { topic: 'astrologija' });
    expect(unknown.statusCode).toBe(400);
    expect(body(unknown).errors[0]).toMatchObject({ code: 'E2003', field: 'topic' });
    const wrongGrade = await student.agent.post('/api/v1/lessons/generate', { topic: 'LEQ', grade: 11 });
    expect(wrongGrade.statusCode).toBe(400);
    expect(body(wrongGrade).errors[0]).toMatchObject({
      code: 'E2007',
      field: 'grade',
      details: { grades: leq?.grades },
    });
  });

  it('moves from not started to practising, checking and completed as the student answers, with the check result', async () => {
    const student = await person(ctx(), 'student');
    const lesson = await makeLesson(student, { skill_id: SKILL });
    const [p1] = lesson.practice;
    const [c1, c2, c3] = lesson.check;
    if (!p1 || !c1 || !c2 || !c3) throw new Error('the lesson lacks tasks');

    await answer(ctx(), student, p1.task_id, false);
    let read = await readLesson(student, lesson.id);
    expect(read.status).toBe('practising');
    expect(read.practice[0]).toMatchObject({ attempts: 1, solved: false, first_try_correct: false });

    await answer(ctx(), student, c1.task_id, true);
    read = await readLesson(student, lesson.id);
    expect(read).toMatchObject({ status: 'checking', check_result: null, completed_at: null });

    await answer(ctx(), student, c2.task_id, false);
    await answer(ctx(), student, c2.task_id, true);
    const last = await answer(ctx(), student, c3.task_id, true);
    read = await readLesson(student, lesson.id);
    expect(read.status).toBe('completed');
    expect(read.check_result).toEqual({ correct: 2, total: 3 });
    expect(read.check.map((t) => [t.first_try_correct, t.solved, t.attempts])).toEqual([
      [true, true, 1],
      [false, true, 2],
      [true, true, 1],
    ]);
    // Completed when the last check task got its first answer; stored the first time it was seen.
    const stored = await ctx()
      .database.db.selectFrom('lessons')
      .select('completed_at')
      .where('id', '=', lesson.id)
      .executeTakeFirstOrThrow();
    const lastAnswer = await ctx()
      .database.db.selectFrom('attempts')
      .select('created_at')
      .where('id', '=', last.attempt_id ?? 0)
      .executeTakeFirstOrThrow();
    expect(stored.completed_at).toBe(lastAnswer.created_at);
    expect(read.completed_at).toBe(lastAnswer.created_at);
  });

  it('adaptive: picks the weakest skill after wrong answers on it, and a new skill of the grade for a fresh student', async () => {
    const fresh = await person(ctx(), 'student');
    const firstOf = (grade: number) =>
      allSkills().find((e) => hasGenerator(e.skill.id) && e.subtopic.grades.includes(grade));
    const first = await makeLesson(fresh, {}, '/api/v1/lessons/generate/adaptive');
    expect(first).toMatchObject({ reason: 'new', skill_id: firstOf(5)?.skill.id, grade: 5 });
    const eighth = await makeLesson(fresh, { grade: 8 }, '/api/v1/lessons/generate/adaptive');
    expect(eighth).toMatchObject({ reason: 'new', skill_id: firstOf(8)?.skill.id, grade: 8 });

    const student = await person(ctx(), 'student');
    // Right answers on one skill from the bank, wrong ones on another in a lesson's practice.
    const gcdTasks = await ctx()
      .database.db.selectFrom('tasks')
      .select('id')
      .where('skill_id', '=', 'compute-gcd')
      .where('visibility', '=', 'public')
      .where('language', '=', 'lt')
      .orderBy('id')
      .limit(2)
      .execute();
    expect(gcdTasks).toHaveLength(2);
    for (const { id } of gcdTasks) await answer(ctx(), student, id, true);
    const lesson = await makeLesson(student, { skill_id: SKILL });
    for (const task of lesson.practice.slice(0, 3)) await answer(ctx(), student, task.task_id, false);
    const adaptive = await makeLesson(student, {}, '/api/v1/lessons/generate/adaptive');
    expect(adaptive).toMatchObject({ reason: 'weakest', skill_id: SKILL });
    // The mastery after the wrong answers suggests an easier lesson than a new student's.
    expect(rank(adaptive.difficulty)).toBeLessThanOrEqual(rank('easy'));
  });

  it('refuses what it must: unknown skills, tutors and admins, other students, bad ratings', async () => {
    const [student, other] = [await person(ctx(), 'student'), await person(ctx(), 'student')];
    const tutor = await person(ctx(), 'tutor');
    const admin = await person(ctx(), 'admin');
    const unknown = await student.agent.post('/api/v1/lessons/generate', { skill_id: 'no-such-skill' });
    expect(unknown.statusCode).toBe(400);
    expect(body(unknown).errors[0]).toMatchObject({ code: 'E2003', field: 'skill_id' });
    const nothing = await student.agent.post('/api/v1/lessons/generate', {});
    expect(nothing.statusCode).toBe(400);
    expect(body(nothing).errors[0]?.field).toBe('skill_id');
    for (const who of [tutor, admin]) {
      for (const path of ['/api/v1/lessons/generate', '/api/v1/lessons/generate/adaptive']) {
        const refused = await who.agent.post(path, { skill_id: SKILL });
        expect(refused.statusCode).toBe(403);
        expect(body(refused).errors[0]?.code).toBe('E3002');
      }
    }

    const lesson = await makeLesson(student, { skill_id: SKILL });
    const seen = await other.agent.get(`/api/v1/lessons/${lesson.id}`);
    expect(seen.statusCode).toBe(404);
    expect(body(seen).errors[0]?.code).toBe('E4001');
    // A tutor not linked to the student does not see it either; an admin does.
    expect((await tutor.agent.get(`/api/v1/lessons/${lesson.id}`)).statusCode).toBe(404);
    expect((await admin.agent.get(`/api/v1/lessons/${lesson.id}`)).statusCode).toBe(200);

    const foreign = await other.agent.post('/api/v1/lessons/feedback', { lesson_id: lesson.id, rating: 5 });
    expect(foreign.statusCode).toBe(404);
    expect(body(foreign).errors[0]?.code).toBe('E4001');
    const tooHigh = await student.agent.post('/api/v1/lessons/feedback', { lesson_id: lesson.id, rating: 6 });
    expect(tooHigh.statusCode).toBe(400);
    expect(body(tooHigh).errors[0]).toMatchObject({ code: 'E2007', field: 'rating' });
    const stored = await ctx()
      .database.db.selectFrom('lesson_feedback')
      .select('id')
      .where('lesson_id', '=', lesson.id)
      .execute();
    expect(stored).toEqual([]);

    const effect = await student.agent.get('/api/v1/lessons/effectiveness');
    expect(effect.statusCode).toBe(403);
    expect(body(effect).errors[0]?.code).toBe('E3002');
  });

  it('lists lessons newest first: a student their own, a tutor their linked students, an admin anyone', async () => {
    const [ona, jonas] = [await person(ctx(), 'student'), await person(ctx(), 'student')];
    const tutor = await person(ctx(), 'tutor');
    const admin = await person(ctx(), 'admin');
    await link(ctx(), tutor, ona);
    const first = await makeLesson(ona, { skill_id: SKILL });
    const second = await makeLesson(ona, { skill_id: 'compute-gcd' });
    const theirs = await makeLesson(jonas, { skill_id: SKILL });
    const list = async (who: Person, query = '') => {
      const response = await who.agent.get(`/api/v1/lessons${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return body<TLessonSummary[]>(response);
    };

    const own = await list(ona);
    expect(own.data.map((l) => l.id)).toEqual([second.id, first.id]);
    expect(own.meta.pagination).toMatchObject({ page: 1, total: 2 });
    expect(Object.keys(own.data[0] ?? {})).not.toContain('practice');
    expect((await list(ona, '?per_page=1&page=2')).data.map((l) => l.id)).toEqual([first.id]);
    expect((await list(ona, `?skill_id=${SKILL}`)).data.map((l) => l.id)).toEqual([first.id]);

    const tutors = await list(tutor);
    expect(tutors.data.map((l) => l.id)).toEqual([second.id, first.id]);
    expect(tutors.data[0]?.student).toMatchObject({ id: ona.user.id, username: ona.user.username });
    expect((await list(tutor, `?student_id=${ona.user.id}`)).data).toHaveLength(2);
    const unlinked = await tutor.agent.get(`/api/v1/lessons?student_id=${jonas.user.id}`);
    expect(unlinked.statusCode).toBe(404);
    expect((await tutor.agent.get(`/api/v1/lessons/${theirs.id}`)).statusCode).toBe(404);
    expect((await readLesson(tutor, first.id)).id).toBe(first.id);
    expect((await ona.agent.get(`/api/v1/lessons?student_id=${jonas.user.id}`)).statusCode).toBe(404);

    expect((await list(admin, `?student_id=${jonas.user.id}`)).data.map((l) => l.id)).toEqual([theirs.id]);
    const everyone = (await list(admin, '?per_page=100')).data.map((l) => l.id);
    expect(everyone).toEqual(expect.arrayContaining([first.id, second.id, theirs.id]));
  });

  it('stores feedback with the check results read from the answers; giving it again replaces it', async () => {
    const student = await person(ctx(), 'student');
    const lesson = await makeLesson(student, { skill_id: SKILL });
    const [c1, c2, c3] = lesson.check;
    if (!c1 || !c2 || !c3) throw new Error('the lesson lacks check tasks');
    await answer(ctx(), student, c1.task_id, true);
    await answer(ctx(), student, c2.task_id, false);

    const send = async (request: object) => {
      const response = await student.agent.post('/api/v1/lessons/feedback', request);
      expect(response.statusCode, response.body).toBe(200);
      return body<TLessonFeedbackResponse>(response).data;
    };
    // Whatever the client claims about its results, they are read from its answers.
    const given = await send({ lesson_id: lesson.id, rating: 4, comment: '  Aišku.  ', check_results: [] });
    expect(given).toMatchObject({
      lesson_id: lesson.id,
      rating: 4,
      comment: 'Aišku.',
      check_result: null,
      check_results: [
        { task_id: c1.task_id, first_try_correct: true, solved: true },
        { task_id: c2.task_id, first_try_correct: false, solved: false },
        { task_id: c3.task_id, first_try_correct: null, solved: false },
      ],
    });

    await answer(ctx(), student, c3.task_id, false);
    const again = await send({ lesson_id: lesson.id, rating: 2 });
    expect(again).toMatchObject({ rating: 2, comment: '', check_result: { correct: 1, total: 3 } });
    expect(again.created_at).toBe(given.created_at);
    const rows = await ctx()
      .database.db.selectFrom('lesson_feedback')
      .selectAll()
      .where('lesson_id', '=', lesson.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      rating: 2,
      check_correct: 1,
      check_total: 3,
      created_at: given.created_at,
    });
    expect((rows[0]?.updated_at ?? '') >= given.created_at).toBe(true);
    expect((await readLesson(student, lesson.id)).feedback).toMatchObject({ rating: 2, comment: '' });
  });

  describe('hourly limit', () => {
    it(`refuses a student's lesson beyond ${LESSON_LIMITS.perHour} an hour with 429, and stores nothing`, async () => {
      const student = await person(ctx(), 'student');
      for (let i = 0; i < LESSON_LIMITS.perHour; i += 1) {
        const path = i % 2 === 0 ? '/api/v1/lessons/generate' : '/api/v1/lessons/generate/adaptive';
        await makeLesson(student, { skill_id: SKILL }, path);
      }
      const count = async () =>
        Number(
          (
            await ctx()
              .database.db.selectFrom('lessons')
              .select((eb) => eb.fn.countAll<number>().as('n'))
              .where('user_id', '=', student.user.id)
              .executeTakeFirstOrThrow()
          ).n,
        );
      expect(await count()).toBe(LESSON_LIMITS.perHour);
      for (const path of ['/api/v1/lessons/generate', '/api/v1/lessons/generate/adaptive']) {
        const refused = await student.agent.post(path, { skill_id: SKILL });
        expect(refused.statusCode).toBe(429);
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
        expect(body(refused).errors[0]).toMatchObject({ code: 'E5005', details: { reason: 'lessons' } });
      }
      expect(await count()).toBe(LESSON_LIMITS.perHour);
      // An unknown skill is refused before anything is counted.
      const other = await person(ctx(), 'student');
      expect((await other.agent.post('/api/v1/lessons/generate', { skill_id: 'nope' })).statusCode).toBe(400);
      await makeLesson(other, { skill_id: SKILL });
    });
  });
});
