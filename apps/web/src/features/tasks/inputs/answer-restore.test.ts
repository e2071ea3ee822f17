import { describe, expect, it } from 'vitest';
import { intervalOfAnswer, listOfAnswer, pointsOfAnswer } from './answer-restore';
import { coordinatesAnswer, intervalAnswer, setAnswer, solutionsAnswer } from './answer-syntax';

// A draft keeps the answer string an input sent; reading it back must give the same answer again.
describe('answers read back into the structured inputs', () => {
  it('reads points back', () => {
    for (const answer of ['(3; -4)', '(3; -4); (0; 2)', '(-1,5; 7/2)']) {
      const points = pointsOfAnswer(answer);
      expect(points).not.toBeNull();
      expect(coordinatesAnswer(points ?? [])).toBe(answer);
    }
    expect(pointsOfAnswer('3; 4')).toBeNull();
    expect(pointsOfAnswer('')).toBeNull();
  });

  it('reads intervals and unions back, infinite ends included', () => {
    for (const answer of ['[-6; -2]', '(-∞; 4]', '(-∞; -8) ∪ [-4; +∞)', '(0,5; 3)']) {
      const pieces = intervalOfAnswer(answer);
      expect(pieces).not.toBeNull();
      expect(intervalAnswer(pieces ?? [])).toBe(answer);
    }
    expect(intervalOfAnswer('x > 3')).toBeNull();
  });

  it('reads sets and lists of roots back, the empty set and systems included', () => {
    for (const answer of ['{1; 2; 3}', '∅', '{-2.5}']) {
      const list = listOfAnswer(answer, 'set');
      expect(list).not.toBeNull();
      expect(setAnswer(list?.items ?? [], list?.none ?? false, 'en')).toBe(answer);
    }
    for (const answer of ['2; -3', 'x = 2', '(1; 2); (3; 4)', '∅']) {
      const list = listOfAnswer(answer, 'solutions');
      expect(list).not.toBeNull();
      expect(solutionsAnswer(list?.items ?? [], list?.none ?? false, 'en')).toBe(answer);
    }
    expect(listOfAnswer('1; 2', 'set')).toBeNull();
  });
});
