import { describe, expect, it } from 'vitest';
import { checkAnswer } from '../check/index.ts';
import type { CheckMode, Language } from '../types.ts';
import { type Drawing, drawnAnswer, snap, snappingStep } from './drawn-answer.ts';
import { numberLineInput, numberLineView } from './number-line.ts';
import { planeInput, planeView } from './plane.ts';

const line = (a: [number, number], b: [number, number]): Drawing => ({ kind: 'line', a, b });
const interval = (lo: number | null, hi: number | null, loClosed = true, hiClosed = true): Drawing => ({
  kind: 'interval',
  lo,
  hi,
  loClosed,
  hiClosed,
});

describe('snap', () => {
  it.each([
    [0.1 + 0.2, 0.1, 0.3],
    [2.26, 0.5, 2.5],
    [2.24, 0.5, 2],
    [-3.4, 1, -3],
    [-3.6, 1, -4],
    [-0.2, 1, 0],
    [7.49, 2, 8],
    [1.0000000001, 0.25, 1],
  ])('snap(%d, %d) is %d', (value, step, expected) => {
    expect(snap(value, step)).toBe(expected);
  });

  it('never gives a negative zero, which would print as "-0"', () => {
    expect(Object.is(snap(-0.3, 1), 0)).toBe(true);
  });

  it('leaves the value when the step is not a positive number', () => {
    expect(snap(2.5, 0)).toBe(2.5);
    expect(snap(2.5, -1)).toBe(2.5);
    expect(snap(2.5, Number.NaN)).toBe(2.5);
    expect(snap(Number.POSITIVE_INFINITY, 1)).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('drawnAnswer', () => {
  it.each<[Drawing, Language, string]>([
    [{ kind: 'point', x: 2, y: -3 }, 'lt', '(2; -3)'],
    [{ kind: 'point', x: 2, y: -3 }, 'en', '(2; -3)'],
    [{ kind: 'point', x: 1.5, y: 2 }, 'lt', '(1,5; 2)'],
    [{ kind: 'point', x: 1.5, y: 2 }, 'en', '(1.5; 2)'],
    [{ kind: 'point', x: -0.5, y: 0.1 + 0.2 }, 'lt', '(-0,5; 0,3)'],
    [{ kind: 'point', x: -0, y: 0 }, 'en', '(0; 0)'],
    [line([0, 1], [1, 3]), 'lt', 'y = 2x + 1'],
    [line([0, 3], [3, 0]), 'en', 'y = -x + 3'],
    [line([-2, -2], [4, 4]), 'lt', 'y = x'],
    [line([0, -1], [2, 2]), 'en', 'y = 3x/2 - 1'],
    [line([0, 0.5], [2, -0.5]), 'lt', 'y = -x/2 + 1/2'],
    [line([1, 2], [5, 2]), 'lt', 'y = 2'],
    [line([1, 0], [-4, 0]), 'en', 'y = 0'],
    [line([-3, -1], [-3, 4]), 'en', 'x = -3'],
    [line([1.5, 0], [1.5, 2]), 'lt', 'x = 3/2'],
    [line([3, 1], [0, 0]), 'en', 'y = x/3'],
    [line([2, 5], [0, -1]), 'lt', 'y = 3x - 1'],
    [interval(-2, 5, true, false), 'lt', '[-2; 5)'],
    [interval(-2, 5, false, true), 'en', '(-2; 5]'],
    [interval(null, 3), 'lt', '(-inf; 3]'],
    [interval(4, null, false), 'en', '(4; +inf)'],
    [interval(null, null), 'lt', '(-inf; +inf)'],
    [interval(-1.5, 2.5, true, false), 'lt', '[-1,5; 2,5)'],
    [interval(-1.5, 2.5, true, false), 'en', '[-1.5; 2.5)'],
    [interval(2, 2), 'en', '[2; 2]'],
  ])('%j in %s is %s', (drawing, language, expected) => {
    expect(drawnAnswer(drawing, language)).toBe(expected);
  });

  it.each<[Drawing, string]>([
    [line([1, 2], [1, 2]), 'a line through one point twice'],
    [interval(5, 2), 'an interval whose ends are the wrong way round'],
    [interval(2, 2, true, false), 'an interval with no numbers in it'],
    [{ kind: 'point', x: Number.NaN, y: 1 }, 'a point off the plane'],
    [interval(Number.POSITIVE_INFINITY, null), 'an end at a number that is no number'],
    [line([0, 0], [Math.SQRT2, 1]), 'a line through a point off every decimal grid'],
  ])('is null for %j (%s)', (drawing) => {
    expect(drawnAnswer(drawing, 'lt')).toBeNull();
    expect(drawnAnswer(drawing, 'en')).toBeNull();
  });

  it.each<[Drawing, string, CheckMode, Language]>([
    [line([0, -1], [2, 2]), 'y = 1.5x - 1', 'equation', 'lt'],
    [line([0, -1], [2, 2]), '3x - 2y = 2', 'equation', 'en'],
    [line([0, 3], [2, 2]), 'y = -0.5x + 3', 'equivalent', 'lt'],
    [line([1.5, -2], [1.5, 2]), 'x = 1.5', 'equation', 'lt'],
    [{ kind: 'point', x: 1.5, y: -2 }, '(1.5; -2)', 'coordinates', 'lt'],
    [interval(null, 1.5, false, false), 'x < 1.5', 'inequality', 'lt'],
    [interval(-2, null, true, false), '[-2; inf)', 'interval', 'en'],
  ])('%j reads as the answer %s in %s mode (%s)', (drawing, correct, mode, language) => {
    const student = drawnAnswer(drawing, language) ?? '';
    expect(checkAnswer({ correct, student, mode, language }).is_correct).toBe(true);
  });
});

describe('snappingStep', () => {
  it('is 1 for whole numbers, 0.5 for halves and null off those grids', () => {
    expect(snappingStep([3, -7, 0])).toBe(1);
    expect(snappingStep([3, -2.5])).toBe(0.5);
    expect(snappingStep([1 / 3])).toBeNull();
    expect(snappingStep([0.25])).toBeNull();
    expect(snappingStep([Number.NaN])).toBeNull();
  });
});

describe('figure inputs', () => {
  it('puts a point input on the plane the figure shows, only when the answer is inside by a step', () => {
    const view = planeView([
      [-3, 2],
      [4, -5],
    ]);
    expect(planeInput('point', view, 1, [[4, -5]])).toEqual({
      kind: 'point',
      plane: { xMin: view.xMin, xMax: view.xMax, yMin: view.yMin, yMax: view.yMax, step: 1 },
    });
    expect(planeInput('point', view, 1, [[view.xMax, 0]])).toBeNull();
  });

  it('widens a number line input to whole steps and refuses an end outside it', () => {
    const view = numberLineView([-2.5, 4]);
    const input = numberLineInput(view, 0.5, [-2.5, 4]);
    expect(input?.kind).toBe('interval');
    if (input?.kind !== 'interval') return;
    expect(input.line.min).toBeLessThanOrEqual(view.min);
    expect(input.line.max).toBeGreaterThanOrEqual(view.max);
    expect(snap(input.line.min, 0.5)).toBe(input.line.min);
    expect(numberLineInput(view, 0.5, [40])).toBeNull();
  });
});
