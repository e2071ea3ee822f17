import { expect, it } from 'vitest';
import { stripPlaceholders, ZAnswerSubmission, ZTaskListQuery } from './tasks.ts';

it('drops the spec\'s "all" filter values and non-boolean completed', () => {
  const query = ZTaskListQuery.parse({
    difficulty: 'All Difficulties',
    category: 'All Categories',
    topic: 'all',
    subtopic: 'null',
    completed: 'maybe',
  });
  expect(query).toMatchObject({ limit: 20 });
  expect(
    query.difficulty ?? query.category ?? query.topic ?? query.subtopic ?? query.completed,
  ).toBeUndefined();
  expect(ZTaskListQuery.parse({ completed: 'true', difficulty: 'hard' })).toMatchObject({
    completed: true,
    difficulty: 'hard',
  });
  expect(ZTaskListQuery.safeParse({ limit: '101' }).success).toBe(false);
  expect(ZTaskListQuery.safeParse({ difficulty: 'extreme' }).success).toBe(false);
});

it('reads shown work as lines and strips reserved placeholders', () => {
  expect(ZAnswerSubmission.parse({ task_id: 1, answer: '2', work_shown: '2x=4\n\nx=2' }).work_shown).toEqual([
    '2x=4',
    'x=2',
  ]);
  expect(stripPlaceholders({ a: 1, future_attr_1: 2, future_field_10: 3, future_field_11: 4 })).toEqual({
    a: 1,
    future_field_11: 4,
  });
});
