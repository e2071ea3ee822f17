import type { TFigureInput } from '@taskas/contracts';
import { describe, expect, it } from 'vitest';
import {
  answerOf,
  initialDrawState,
  isDrawnEquation,
  shownPlane,
  snapToPlane,
  stateOfAnswer,
  type TDrawState,
  type TIntervalState,
  withInfinite,
} from './figure-drawing-state';

const plane = { xMin: -6, xMax: 8, yMin: -5, yMax: 5, step: 1 };
const POINT: TFigureInput = { kind: 'point', plane };
const HALVES: TFigureInput = { kind: 'point', plane: { ...plane, step: 0.5 } };
const LINE: TFigureInput = { kind: 'line', plane };
const NUMBER_LINE = { min: -10, max: 10, step: 1 };
const INTERVAL: TFigureInput = { kind: 'interval', line: NUMBER_LINE };

const interval = (
  lo: number | null,
  hi: number | null,
  closed: { lo?: boolean; hi?: boolean } = {},
): TIntervalState => ({
  kind: 'interval',
  lo: { at: lo ?? -3, closed: closed.lo ?? true, infinite: lo === null },
  hi: { at: hi ?? 3, closed: closed.hi ?? true, infinite: hi === null },
});

describe('the answer a drawing stands for', () => {
  it.each<[TDrawState, string, string]>([
    [{ kind: 'point', point: [2, -3] }, '(2; -3)', '(2; -3)'],
    [{ kind: 'point', point: [1.5, -0.5] }, '(1,5; -0,5)', '(1.5; -0.5)'],
    [{ kind: 'line', a: [0, 1], b: [2, 4] }, 'y = 3x/2 + 1', 'y = 3x/2 + 1'],
    [{ kind: 'line', a: [4, -2], b: [4, 3] }, 'x = 4', 'x = 4'],
    [{ kind: 'line', a: [-1, 2], b: [3, 2] }, 'y = 2', 'y = 2'],
    [interval(-2, 5, { hi: false }), '[-2; 5)', '[-2; 5)'],
    [interval(null, 3), '(-∞; 3]', '(-∞; 3]'],
    [interval(-2.5, null, { lo: false }), '(-2,5; +∞)', '(-2.5; +∞)'],
    [interval(null, null), '(-∞; +∞)', '(-∞; +∞)'],
  ])('%j reads %s in Lithuanian and %s in English', (state, lt, en) => {
    expect(answerOf(state, 'lt')).toBe(lt);
    expect(answerOf(state, 'en')).toBe(en);
  });
});

describe('where the drawing starts and where it may go', () => {
  it('starts a point on the grid, neither at the origin nor at the centre of the view', () => {
    expect(initialDrawState(POINT)).toEqual({ kind: 'point', point: [-2, 3] });
  });

  it('starts a line through two different grid points', () => {
    const start = initialDrawState(LINE);
    expect(start.kind === 'line' && answerOf(start, 'en')).toMatch(/^y = /);
  });

  it('starts an interval with both ends inside the number line, left of each other', () => {
    expect(initialDrawState(INTERVAL)).toEqual(interval(-5, 5));
  });

  it.each<[readonly [number, number], readonly [number, number]]>([
    [
      [2.4, -2.6],
      [2, -3],
    ],
    [
      [-9, 7],
      [-6, 5],
    ],
    [
      [7.8, -5.4],
      [8, -5],
    ],
  ])('snaps a click at %j to the grid point %j inside the view', (clicked, snapped) => {
    expect(snapToPlane(plane, clicked)).toEqual(snapped);
  });

  it('takes points anywhere in sight when the canvas shows more than the view', () => {
    // A tall view (x −4…4, y −10…10) on a square canvas shows x −10…10 too.
    const tall = { xMin: -4, xMax: 4, yMin: -10, yMax: 10, step: 1 };
    const inSight = shownPlane(tall, 480, 480, 0.35);
    expect(snapToPlane(inSight, [8.2, 9.7])).toEqual([8, 10]);
    expect(snapToPlane(tall, [8.2, 9.7])).toEqual([4, 10]);
    expect(shownPlane(tall, 0, 0, 0.35)).toEqual(tall);
  });

  it('snaps to half units when the task asks for them, without float dust', () => {
    expect(snapToPlane({ ...plane, step: 0.5 }, [1.3, -0.7])).toEqual([1.5, -0.5]);
  });
});

describe('a typed answer shown on the drawing', () => {
  const start = initialDrawState(INTERVAL);

  it('draws a typed point that lies on the grid inside the view', () => {
    expect(stateOfAnswer(POINT, '(2; -3)', initialDrawState(POINT))).toEqual({
      kind: 'point',
      point: [2, -3],
    });
    expect(stateOfAnswer(HALVES, '(1,5; −2)', initialDrawState(HALVES))).toEqual({
      kind: 'point',
      point: [1.5, -2],
    });
  });

  it.each(['(2,5; 1)', '(20; 1)', '(2; 3); (1; 1)', '2; 3', '(a; 1)', ''])(
    'leaves the drawing alone for %j',
    (typed) => {
      expect(stateOfAnswer(POINT, typed, initialDrawState(POINT))).toBeNull();
    },
  );

  it('draws a typed ray, keeping where the infinite end was', () => {
    expect(stateOfAnswer(INTERVAL, '(-inf; 3]', start)).toEqual({
      kind: 'interval',
      lo: { at: -5, closed: true, infinite: true },
      hi: { at: 3, closed: true, infinite: false },
    });
    expect(stateOfAnswer(INTERVAL, '(-2; +∞)', start)).toEqual({
      kind: 'interval',
      lo: { at: -2, closed: false, infinite: false },
      hi: { at: 5, closed: true, infinite: true },
    });
  });

  it.each(['[5; 2]', '[-2; 40]', '(-∞; 3] ∪ [5; 6]', 'x > 3'])('does not draw %j', (typed) => {
    expect(stateOfAnswer(INTERVAL, typed, start)).toBeNull();
  });

  it('does not read a line back from its equation', () => {
    expect(stateOfAnswer(LINE, 'y = 2x + 1', initialDrawState(LINE))).toBeNull();
  });
});

describe('is the submitted answer the drawn line', () => {
  it('recognises the drawn equation as MathLive rewrote it in LaTeX', () => {
    expect(isDrawnEquation('y=\\frac{3x}{2}+1', 'latex', 'y = 3x/2 + 1')).toBe(true);
    expect(isDrawnEquation('y=-x+3', 'latex', 'y = -x + 3')).toBe(true);
    expect(isDrawnEquation('y = 3x/2 + 1', 'text', 'y = 3x/2 + 1')).toBe(true);
  });

  it('tells another equation apart', () => {
    expect(isDrawnEquation('y=2x+1', 'latex', 'y = 3x/2 + 1')).toBe(false);
    expect(isDrawnEquation('y = x + 3', 'text', 'y = -x + 3')).toBe(false);
  });
});

describe('an end switched to and from infinity', () => {
  it('returns a right end to where it was', () => {
    const ray = withInfinite(NUMBER_LINE, interval(-2, 4), 'hi', true);
    expect(answerOf(ray, 'en')).toBe('[-2; +∞)');
    expect(withInfinite(NUMBER_LINE, ray as TIntervalState, 'hi', false)).toEqual(interval(-2, 4));
  });

  it('puts a returning end a step past the other end when that one has moved over its place', () => {
    const moved = { ...interval(6, null), hi: { at: 4, closed: true, infinite: true } };
    expect(withInfinite(NUMBER_LINE, moved, 'hi', false)).toEqual(interval(6, 7));
  });

  it('keeps the interval inside the number line at its right edge', () => {
    const atEdge = { ...interval(10, null), hi: { at: 2, closed: true, infinite: true } };
    expect(withInfinite(NUMBER_LINE, atEdge, 'hi', false)).toEqual(interval(9, 10));
  });
});
