import { LESSON_LIMITS, type TLessonEffectiveness } from '@taskas/contracts';
import { findSkill } from '@taskas/math';
import { beforeAll, expect, it } from 'vitest';
import { body, describeEachDatabase, type TestContext } from '../../test/support.ts';
import { link, type Person, person } from '../assignments/assignments-test-kit.ts';
import { seedTestBank } from '../tasks/test-bank.ts';
import { answer, insertAttempt, makeLesson } from './lessons-test-kit.ts';

const SKILL = 'compute-gcd';
const OTHER_SKILL = 'two-step-equation';
const HOUR = 3_600_000;

/** Cohen's h as the contract defines it: 2·asin√p₂ − 2·asin√p₁. */
const h = (p1: number, p2: number) => 2 * Math.asin(Math.sqrt(p2)) - 2 * Math.asin(Math.sqrt(p1));

async function bankOf(ctx: TestContext, skillId: string) {
  const rows = await ctx.database.db
    .selectFrom('tasks')
    .select('id')
    .where('skill_id', '=', skillId)
    .where('visibility', '=', 'public')
    .orderBy('id')
    .limit(2)
    .execute();
  if (rows.length < 2) throw new Error(`the test bank has no tasks of ${skillId}`);
  return rows.map((r) => r.id);
}

async function effectiveness(who: Person, query = '') {
  const response = await who.agent.get(`/api/v1/lessons/effectiveness${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return body<TLessonEffectiveness>(response).data;
}

describeEachDatabase('lessons: measured effect', (ctx) => {
  beforeAll(async () => {
    await seedTestBank(ctx());
  });

  it('compares accuracy before a lesson and a day after it with students who practised without one', async () => {
    const tutor = await person(ctx(), 'tutor');
    const admin = await person(ctx(), 'admin');
    const [s1, s2, c1, c2] = [
      await person(ctx(), 'student', 'Ona'),
      await person(ctx(), 'student', 'Jonas'),
      await person(ctx(), 'student'),
      await person(ctx(), 'student'),
    ];
    const outsider = await person(ctx(), 'student');
    await link(ctx(), tutor, s1, s2, c1, c2);
    const [taskA = 0, taskB = 0] = await bankOf(ctx(), SKILL);
    const [otherTask = 0] = await bankOf(ctx(), OTHER_SKILL);

    // The lessons, dated ten days back (Jonas's an hour after Ona's).
    const firstAt = Date.now() - 10 * 86_400_000;
    const lesson1 = await makeLesson(s1, { skill_id: SKILL });
    const lesson2 = await makeLesson(s2, { skill_id: SKILL });
    const outsiders = await makeLesson(outsider, { skill_id: SKILL });
    const dated = async (id: number, at: number) =>
      ctx()
        .database.db.updateTable('lessons')
        .set({ created_at: new Date(at).toISOString() })
        .where('id', '=', id)
        .execute();
    await dated(lesson1.id, firstAt);
    await dated(lesson2.id, firstAt + HOUR);
    await dated(outsiders.id, firstAt);
    const history = async (who: Person, from: number, pattern: number[], taskId = taskA, hints = 0) => {
      for (const [i, right] of pattern.entries()) {
        await insertAttempt(ctx(), {
          userId: who.user.id,
          taskId,
          correct: right === 1,
          at: new Date(from + i * 60_000).toISOString(),
          hints,
        });
      }
    };
    // Ona: 3 of 6 before; 4 of 5 from a day after (the first exactly at 24 h); the day between, a
    // hinted answer and her lesson's own tasks do not count.
    await history(s1, firstAt - 48 * HOUR, [1, 1, 1, 0, 0, 0]);
    await history(s1, firstAt - 40 * HOUR, [1], taskB, 2);
    await history(s1, firstAt + 2 * HOUR, [1, 1]);
    await history(s1, firstAt + 24 * HOUR - 60_000, [0]);
    await history(s1, firstAt + 24 * HOUR, [1, 1, 1, 1, 0], taskB);
    const [k1, k2, k3] = lesson1.check;
    await answer(ctx(), s1, k1?.task_id ?? 0, true);
    await answer(ctx(), s1, k2?.task_id ?? 0, false);
    await answer(ctx(), s1, k3?.task_id ?? 0, true);
    // Jonas: 1 of 2 before, 3 of 3 after.
    await history(s2, firstAt + HOUR - 5 * HOUR, [1, 0]);
    await history(s2, firstAt + HOUR + 48 * HOUR, [1, 1, 1]);
    // Without a lesson: 1 of 3 then 3 of 3; 1 of 2 then 2 of 2 (the middle answer of five left out).
    await history(c1, firstAt - 100 * HOUR, [0, 0, 1, 1, 1, 1]);
    await history(c1, firstAt, [1], taskA, 1);
    await history(c1, firstAt, [0, 0, 0, 0, 0, 0], otherTask);
    await history(c2, firstAt - 50 * HOUR, [0, 1, 0, 1, 1], taskB);
    // The unlinked student's history is not the tutor's to see.
    await history(outsider, firstAt - 10 * HOUR, [1, 1, 1, 1, 1]);
    for (const [who, lesson, rating] of [
      [s1, lesson1, 4],
      [s2, lesson2, 2],
      [outsider, outsiders, 5],
    ] as const) {
      const rated = await who.agent.post('/api/v1/lessons/feedback', { lesson_id: lesson.id, rating });
      expect(rated.statusCode, rated.body).toBe(200);
    }

    const seen = await effectiveness(tutor);
    const before = { attempts: 8, correct: 4, accuracy: 4 / 8 };
    const after = { attempts: 8, correct: 7, accuracy: 7 / 8 };
    const comparison = {
      students: 2,
      earlier: { attempts: 5, correct: 2, accuracy: 2 / 5 },
      later: { attempts: 5, correct: 5, accuracy: 1 },
    };
    const effect = h(4 / 8, 7 / 8);
    const comparisonEffect = h(2 / 5, 1);
    expect(seen).toMatchObject({
      after_delay_hours: LESSON_LIMITS.afterDelayHours,
      min_attempts: LESSON_LIMITS.minAttempts,
      average_rating: 3,
    });
    expect(seen.skills).toHaveLength(1);
    const [skill] = seen.skills;
    expect(skill).toMatchObject({
      skill_id: SKILL,
      skill: findSkill(SKILL)?.skill.description.lt,
      topic: findSkill(SKILL)?.topic.name.lt,
      lessons: 2,
      students: 2,
      before,
      after,
      comparison,
    });
    expect(skill?.effect_size).toBeCloseTo(effect, 10);
    expect(skill?.comparison_effect_size).toBeCloseTo(comparisonEffect, 10);
    expect(skill?.net_effect_size).toBeCloseTo(effect - comparisonEffect, 10);
    expect(seen.overall).toMatchObject({ lessons: 2, students: 2, before, after, comparison });
    expect(seen.overall.net_effect_size).toBeCloseTo(effect - comparisonEffect, 10);

    expect(seen.lessons.map((l) => l.lesson_id)).toEqual([lesson2.id, lesson1.id]);
    // A tutor reading in English gets the lessons' skills in English, like the per-skill rows, whatever
    // language the lessons were made in.
    const patched = await tutor.agent.patch('/api/users/preferences', { preferred_language: 'en' });
    expect(patched.statusCode, patched.body).toBe(200);
    const inEnglish = await effectiveness(tutor);
    expect(inEnglish.lessons.map((l) => l.skill)).toEqual([
      findSkill(SKILL)?.skill.description.en,
      findSkill(SKILL)?.skill.description.en,
    ]);
    expect(inEnglish.skills[0]?.skill).toBe(findSkill(SKILL)?.skill.description.en);
    await tutor.agent.patch('/api/users/preferences', { preferred_language: 'lt' });
    expect(seen.lessons[1]).toMatchObject({
      student: { id: s1.user.id, first_name: 'Ona' },
      skill_id: SKILL,
      before: { attempts: 6, correct: 3, accuracy: 0.5 },
      after: { attempts: 5, correct: 4, accuracy: 0.8 },
      check_result: { correct: 2, total: 3 },
      rating: 4,
    });
    expect(seen.lessons[0]).toMatchObject({
      before: { attempts: 2, correct: 1 },
      after: { attempts: 3, correct: 3, accuracy: 1 },
      check_result: null,
      rating: 2,
    });

    // One student's lessons, against the same comparison group; too few answers read as null.
    const ona = await effectiveness(tutor, `?student_id=${s1.user.id}`);
    expect(ona.lessons.map((l) => l.lesson_id)).toEqual([lesson1.id]);
    expect(ona.skills[0]).toMatchObject({ lessons: 1, students: 1, comparison });
    expect(ona.skills[0]?.effect_size).toBeCloseTo(h(3 / 6, 4 / 5), 10);
    expect(ona.average_rating).toBe(4);
    const jonas = await effectiveness(tutor, `?student_id=${s2.user.id}&skill_id=${SKILL}`);
    expect(jonas.skills[0]).toMatchObject({ effect_size: null, net_effect_size: null });
    expect(jonas.skills[0]?.comparison_effect_size).toBeCloseTo(comparisonEffect, 10);
    const unlinked = await tutor.agent.get(`/api/v1/lessons/effectiveness?student_id=${outsider.user.id}`);
    expect(unlinked.statusCode).toBe(404);
    expect(body(unlinked).errors[0]?.code).toBe('E4001');

    // An admin sees every student's lessons.
    const all = await effectiveness(admin, `?skill_id=${SKILL}`);
    expect(all.lessons.map((l) => l.lesson_id)).toEqual(
      expect.arrayContaining([lesson1.id, lesson2.id, outsiders.id]),
    );
    expect(all.skills[0]?.lessons).toBeGreaterThanOrEqual(3);
    expect(all.skills[0]?.before.attempts).toBeGreaterThanOrEqual(13);
  });

  it('answers a tutor without students with nothing measured', async () => {
    const tutor = await person(ctx(), 'tutor');
    const empty = await effectiveness(tutor);
    expect(empty).toMatchObject({ skills: [], lessons: [], average_rating: null });
    expect(empty.overall).toMatchObject({
      lessons: 0,
      students: 0,
      before: { attempts: 0, correct: 0, accuracy: null },
      effect_size: null,
      comparison_effect_size: null,
      net_effect_size: null,
    });
  });
});
