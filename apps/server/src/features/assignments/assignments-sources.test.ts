import type { TAssignment } from '@taskas/contracts';
import { allSkills } from '@taskas/math';
import { beforeAll, expect, it } from 'vitest';
import { body, describeEachDatabase, type TestContext } from '../../test/support.ts';
import { seedTestBank } from '../tasks/test-bank.ts';
import { assign, bankTasks, link, type Person, person } from './assignments-test-kit.ts';

async function tasksById(ctx: TestContext, ids: number[]) {
  const rows = await ctx.database.db
    .selectFrom('tasks')
    .select(['id', 'owner_id', 'visibility', 'source', 'language', 'skill_id', 'difficulty', 'tags'])
    .where('id', 'in', ids)
    .execute();
  return ids.map((id) => rows.find((r) => r.id === id));
}

async function speaks(ctx: TestContext, who: Person, language: 'lt' | 'en') {
  await ctx.database.db
    .updateTable('users')
    .set({ preferred_language: language })
    .where('id', '=', who.user.id)
    .execute();
}

async function practised(ctx: TestContext, who: Person, skills: [string, number][]) {
  for (const [skillId, rating] of skills) {
    await ctx.database.db
      .insertInto('skill_mastery')
      .values({
        user_id: who.user.id,
        skill_id: skillId,
        topic_id: allSkills().find((e) => e.skill.id === skillId)?.topic.id ?? 'x',
        rating,
        attempts: 5,
        correct: 2,
        last_practised_at: new Date().toISOString(),
      })
      .execute();
  }
}

async function cancelledState(ctx: TestContext, id: number | undefined) {
  const row = await ctx.database.db
    .selectFrom('assignments')
    .select(['cancelled_at', 'completed_at'])
    .where('id', '=', id ?? 0)
    .executeTakeFirstOrThrow();
  return row.cancelled_at !== null;
}

describeEachDatabase(
  'assignments: generated and weakest-skill tasks, links ending',
  (ctx) => {
    beforeAll(async () => {
      await seedTestBank(ctx());
    });

    it('generates tasks for each student, private to that student and in their language, beyond the hourly quota', async () => {
      const tutor = await person(ctx(), 'tutor');
      const [lina, tom] = [await person(ctx(), 'student'), await person(ctx(), 'student')];
      await speaks(ctx(), tom, 'en');
      await link(ctx(), tutor, lina, tom);
      const [bank] = await bankTasks(ctx(), 1);
      const created = await assign(ctx(), tutor, [lina, tom], {
        task_ids: [bank ?? 0],
        generate: { skill_id: 'model-with-equation', difficulty: 'hard', count: 3, interests: ['sports'] },
      });
      const seen = new Set<number>();
      for (const [student, language] of [
        [lina, 'lt'],
        [tom, 'en'],
      ] as const) {
        const assignment = created.find((a) => a.student.id === student.user.id);
        expect(assignment?.tasks.map((t) => t.position)).toEqual([1, 2, 3, 4]);
        expect(assignment?.tasks[0]?.task_id).toBe(bank);
        const generatedIds = assignment?.tasks.slice(1).map((t) => t.task_id) ?? [];
        for (const task of await tasksById(ctx(), generatedIds)) {
          expect(task).toMatchObject({
            owner_id: student.user.id,
            visibility: 'private',
            source: 'generated',
            language,
            skill_id: 'model-with-equation',
            difficulty: 'hard',
          });
          // Themed by the tutor's choice of interests (the word problems of this skill and level are).
          expect(JSON.parse(task?.tags ?? '[]')).toContain('sports');
          expect(seen.has(task?.id ?? 0)).toBe(false);
          seen.add(task?.id ?? 0);
        }
        // The other student cannot open them, through the bank or the assignment.
        const other = student === lina ? tom : lina;
        const mine = assignment?.id;
        expect((await other.agent.get(`/api/v1/tasks/${generatedIds[0]}`)).statusCode).toBe(404);
        expect(
          (await other.agent.get(`/api/v1/assignments/${mine}/tasks/${generatedIds[0]}`)).statusCode,
        ).toBe(404);
        expect((await student.agent.get(`/api/v1/tasks/${generatedIds[0]}`)).statusCode).toBe(200);
      }
    });

    it("picks unsolved bank tasks on each student's weakest skills, lowest first, cycling, in their language", async () => {
      const tutor = await person(ctx(), 'tutor');
      const student = await person(ctx(), 'student');
      await speaks(ctx(), student, 'en');
      await link(ctx(), tutor, student);
      await practised(ctx(), student, [
        ['compute-gcd', 0.5],
        ['two-step-equation', -1.5],
      ]);
      // One task of the weakest skill is solved already: it is never picked.
      const solved = await ctx()
        .database.db.selectFrom('tasks')
        .select('id')
        .where('skill_id', '=', 'two-step-equation')
        .where('language', '=', 'en')
        .where('visibility', '=', 'public')
        .orderBy('id')
        .executeTakeFirstOrThrow();
      await ctx()
        .database.db.insertInto('task_progress')
        .values({
          user_id: student.user.id,
          task_id: solved.id,
          attempts: 1,
          wrong_attempts: 0,
          hints_used: 0,
          completed: 1,
          revealed: 0,
          best_score: 100,
          completed_at: new Date().toISOString(),
          updated_at: new Date().toISOString(),
        })
        .execute();

      const [assignment] = await assign(ctx(), tutor, [student], { weakest: { count: 4 } });
      const tasks = await tasksById(ctx(), assignment?.tasks.map((t) => t.task_id) ?? []);
      expect(tasks.map((t) => t?.skill_id)).toEqual([
        'two-step-equation',
        'compute-gcd',
        'two-step-equation',
        'compute-gcd',
      ]);
      for (const task of tasks) expect(task).toMatchObject({ visibility: 'public', language: 'en' });
      expect(new Set(tasks.map((t) => t?.id)).size).toBe(4);
      expect(tasks.map((t) => t?.id)).not.toContain(solved.id);
    });

    it('falls back to the first skills of the curriculum, and generates when the bank has no task of a skill', async () => {
      const tutor = await person(ctx(), 'tutor');
      const [fresh, fractions] = [await person(ctx(), 'student'), await person(ctx(), 'student')];
      await link(ctx(), tutor, fresh, fractions);
      // The test bank has no fractions.
      await practised(ctx(), fractions, [['simplify-fraction', -1]]);
      const created = await assign(ctx(), tutor, [fresh, fractions], { weakest: { count: 2 } });

      const bankSkills = await ctx()
        .database.db.selectFrom('tasks')
        .select('skill_id')
        .distinct()
        .where('visibility', '=', 'public')
        .where('language', '=', 'lt')
        .execute();
      const withTasks = new Set(bankSkills.map((r) => r.skill_id));
      const firstTwo = allSkills()
        .map((e) => e.skill.id)
        .filter((id) => withTasks.has(id))
        .slice(0, 2);
      const forFresh = created.find((a) => a.student.id === fresh.user.id);
      const freshTasks = await tasksById(ctx(), forFresh?.tasks.map((t) => t.task_id) ?? []);
      expect(freshTasks.map((t) => t?.skill_id)).toEqual(firstTwo);
      for (const task of freshTasks) expect(task?.visibility).toBe('public');

      const forFractions = created.find((a) => a.student.id === fractions.user.id);
      const generated = await tasksById(ctx(), forFractions?.tasks.map((t) => t.task_id) ?? []);
      expect(generated).toHaveLength(2);
      for (const task of generated) {
        expect(task).toMatchObject({
          skill_id: 'simplify-fraction',
          owner_id: fractions.user.id,
          visibility: 'private',
          language: 'lt',
        });
      }
    });

    it("cancels the tutor's active assignments for the student when their link ends, and only those", async () => {
      const [tutorA, tutorB, tutorC] = [
        await person(ctx(), 'tutor'),
        await person(ctx(), 'tutor'),
        await person(ctx(), 'tutor'),
      ];
      const admin = await person(ctx(), 'admin');
      const student = await person(ctx(), 'student');
      const classmate = await person(ctx(), 'student');
      await link(ctx(), tutorA, student, classmate);
      await link(ctx(), tutorB, student);
      const tasks = await bankTasks(ctx(), 1);
      const [fromA, forClassmate] = await assign(ctx(), tutorA, [student, classmate], { task_ids: tasks });
      const [fromB] = await assign(ctx(), tutorB, [student], { task_ids: tasks });

      // The tutor removes the student: A's assignment for them ends, the classmate's and B's do not.
      expect(
        (await tutorA.agent.request({ method: 'DELETE', url: `/api/v1/tutor/students/${student.user.id}` }))
          .statusCode,
      ).toBe(200);
      expect(await cancelledState(ctx(), fromA?.id)).toBe(true);
      expect(await cancelledState(ctx(), forClassmate?.id)).toBe(false);
      expect(await cancelledState(ctx(), fromB?.id)).toBe(false);
      const seen = body<TAssignment>(await student.agent.get(`/api/v1/assignments/${fromA?.id}`)).data;
      expect(seen.status).toBe('cancelled');
      // And A no longer sees it.
      expect((await tutorA.agent.get(`/api/v1/assignments/${fromA?.id}`)).statusCode).toBe(404);

      // The student leaves B.
      expect(
        (await student.agent.request({ method: 'DELETE', url: `/api/v1/profile/tutors/${tutorB.user.id}` }))
          .statusCode,
      ).toBe(200);
      expect(await cancelledState(ctx(), fromB?.id)).toBe(true);

      // An admin moves the classmate from A to C: A's assignment ends with the move.
      const moved = await admin.agent.post(`/api/v1/admin/students/${classmate.user.id}/move`, {
        from_tutor_id: tutorA.user.id,
        to_tutor_id: tutorC.user.id,
      });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(await cancelledState(ctx(), forClassmate?.id)).toBe(true);

      // An admin ends a link: the same.
      await link(ctx(), tutorB, classmate);
      const [again] = await assign(ctx(), tutorB, [classmate], { task_ids: tasks });
      const ended = await admin.agent.request({
        method: 'DELETE',
        url: `/api/v1/admin/tutors/${tutorB.user.id}/students/${classmate.user.id}`,
      });
      expect(ended.statusCode).toBe(200);
      expect(await cancelledState(ctx(), again?.id)).toBe(true);
    });

    it('keeps a completed assignment completed when the link ends', async () => {
      const tutor = await person(ctx(), 'tutor');
      const student = await person(ctx(), 'student');
      await link(ctx(), tutor, student);
      const [task] = await bankTasks(ctx(), 1);
      const [done] = await assign(ctx(), tutor, [student], { task_ids: [task ?? 0] });
      const { answer_correct } = await ctx()
        .database.db.selectFrom('tasks')
        .select('answer_correct')
        .where('id', '=', task ?? 0)
        .executeTakeFirstOrThrow();
      await student.agent.post(`/api/v1/assignments/${done?.id}/tasks/${task}`, { answer: answer_correct });
      await student.agent.request({ method: 'DELETE', url: `/api/v1/profile/tutors/${tutor.user.id}` });
      const after = body<TAssignment>(await student.agent.get(`/api/v1/assignments/${done?.id}`)).data;
      expect(after).toMatchObject({ status: 'completed', score: 100, cancelled_at: null });
    });
  },
  { TEST_CLOCK: '1', GENERATED_TASKS_PER_HOUR: '1' },
);
