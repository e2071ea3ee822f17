import { describe, expect, it } from 'vitest';
import { type RecentAnswer, struggleOf } from './struggle-alert.ts';

const NOW = new Date('2025-05-14T12:00:00Z');
const at = (daysAgo: number) => new Date(NOW.getTime() - daysAgo * 86_400_000).toISOString();
const answer = (daysAgo: number, correct: boolean, skill = 'two-step-equation'): RecentAnswer => ({
  is_correct: correct,
  created_at: at(daysAgo),
  skill_id: skill,
  topic_id: 'linear-equations',
});
/** Newest first, as the dashboard reads them. */
const newestFirst = (answers: RecentAnswer[]) =>
  [...answers].sort((a, b) => b.created_at.localeCompare(a.created_at));

describe('the struggle rule', () => {
  it('needs three wrong answers in a row on one skill within seven days', () => {
    expect(struggleOf(newestFirst([answer(1, false), answer(2, false)]), NOW)).toBeNull();
    expect(
      struggleOf(newestFirst([answer(1, false), answer(2, false), answer(3, true), answer(4, false)]), NOW),
    ).toBeNull();
    expect(struggleOf(newestFirst([answer(1, false), answer(2, false), answer(7.5, false)]), NOW)).toBeNull();
    expect(
      struggleOf(
        newestFirst([answer(0.5, false), answer(1, false), answer(2, false), answer(3, false)]),
        NOW,
      ),
    ).toEqual({
      kind: 'wrong_streak',
      skill_id: 'two-step-equation',
      topic_id: 'linear-equations',
      wrong_in_a_row: 4,
      last_at: at(0.5),
    });
  });

  it('names the skill answered last when several have a streak, and a streak before a drop', () => {
    const answers = newestFirst([
      ...[1, 2, 3].map((d) => answer(d, false, 'compute-gcd')),
      ...[0.2, 0.3, 0.4].map((d) => answer(d, false, 'prime-factorisation')),
      ...[8, 9, 10, 11, 12].map((d) => answer(d, true, 'compute-gcd')),
    ]);
    expect(struggleOf(answers, NOW)).toMatchObject({ kind: 'wrong_streak', skill_id: 'prime-factorisation' });
  });

  it('compares accuracy week on week only with five answers in each week', () => {
    const skills = ['a', 'b', 'c', 'd', 'e'];
    const before = skills.map((skill, i) => answer(8 + i, true, skill));
    const now = skills.map((skill, i) => answer(1 + i, i === 0, skill));
    expect(struggleOf(newestFirst([...before, ...now]), NOW)).toMatchObject({
      kind: 'accuracy_drop',
      accuracy: 0.2,
      previous_accuracy: 1,
    });
    expect(struggleOf(newestFirst([...before.slice(1), ...now]), NOW)).toBeNull();
    expect(struggleOf(newestFirst([...before, ...now.slice(1)]), NOW)).toBeNull();
    // Exactly 25 points fires; answers more than two weeks old are not read.
    const lastWeek = [1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5].map((d, i) => answer(d, i % 4 !== 0, `n${i}`));
    expect(struggleOf(newestFirst([...before, ...lastWeek, answer(20, false, 'old')]), NOW)).toEqual({
      kind: 'accuracy_drop',
      accuracy: 0.75,
      previous_accuracy: 1,
      answers: 8,
      previous_answers: 5,
    });
    const better = lastWeek.map((a, i) => (i === 0 ? { ...a, is_correct: true } : a));
    expect(struggleOf(newestFirst([...before, ...better]), NOW)).toBeNull();
  });
});
