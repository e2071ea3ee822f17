import { describe, expect, it } from 'vitest';
import { checkAnswer } from '../../../check/index.ts';
import { DIFFICULTY_LEVELS, type Difficulty, type GeneratedTask, type Language } from '../../../types.ts';
import { generateTask } from '../../index.ts';
import { geometryGenerators } from './index.ts';

/**
 * The mathematics of the geometry generators, recomputed from the numbers in the task text rather than
 * from the generator's own variables, and the answers cross-checked with the answer checker.
 */
const SEEDS = Array.from({ length: 25 }, (_, i) => `m${i}`);

function task(skill: string, difficulty: Difficulty, seed: string, language: Language = 'en'): GeneratedTask {
  return generateTask(skill, { difficulty, language, seed });
}

/** The numbers of an English text in order (unicode minus, thousands commas, subscripts ignored). */
function numbersIn(text: string): number[] {
  const plain = text
    .replace(/[₀-₉]/g, '')
    .replace(/²|³/g, '')
    .replace(/(\d),(\d{3})\b/g, '$1$2')
    .replace(/−/g, '-');
  return [...plain.matchAll(/-?\d+(?:\.\d+)?/g)].map((m) => Number(m[0]));
}

/** The value of a canonical answer: `36*pi`, `6*sqrt(2)`, `sqrt(2)/2`, `32*pi/3`, `19/12`, `8.5`. */
function answerValue(correct: string): number {
  const product = correct
    .replace(/pi/g, String(Math.PI))
    .replace(/sqrt\((\d+)\)/g, (_, n) => String(Math.sqrt(Number(n))));
  let value = 1;
  let op = '*';
  for (const token of product.split(/([*/])/)) {
    if (token === '*' || token === '/') op = token;
    else value = op === '*' ? value * Number(token) : value / Number(token);
  }
  return value;
}

function pointOf(correct: string): [number, number] {
  const [x, y] = correct.replace(/[()]/g, '').split(';').map(Number);
  return [x ?? Number.NaN, y ?? Number.NaN];
}

function near(actual: number, expected: number): void {
  expect(Math.abs(actual - expected)).toBeLessThan(1e-9 * Math.max(1, Math.abs(expected)));
}

function choiceText(t: GeneratedTask): string {
  return t.choices?.find((c) => c.letter === t.answer.correct)?.text ?? '';
}

describe('geometry answers are right', () => {
  it('third-angle (very easy): the three angles add up to 180°', () => {
    for (const seed of SEEDS) {
      const t = task('third-angle', 'very_easy', seed);
      const [a = 0, b = 0] = numbersIn(t.question);
      near(answerValue(t.answer.correct), 180 - a - b);
    }
  });

  it('third-angle (very hard): x, x + d and kx add up to 180°', () => {
    for (const seed of SEEDS) {
      const t = task('third-angle', 'very_hard', seed);
      const [d = 0, k = 0] = numbersIn(t.question.replace('x − ', 'x -').replace('x + ', 'x '));
      const x = (180 - d) / (k + 2);
      const angles = [x, x + d, k * x];
      const expected = t.question.includes('largest') ? Math.max(...angles) : Math.min(...angles);
      near(answerValue(t.answer.correct), expected);
      expect(Math.min(...angles)).toBeGreaterThan(0);
    }
  });

  it('adjacent and parallel-line angles: the two angles found add up to 180° or are equal', () => {
    for (const seed of SEEDS) {
      const t = task('adjacent-angles', 'hard', seed);
      const [m = 0, n = 0] = numbersIn(t.question);
      const part = 180 / (m + n);
      near(
        answerValue(t.answer.correct),
        (t.question.includes('larger') ? Math.max(m, n) : Math.min(m, n)) * part,
      );
      const p = task('parallel-lines-angles', 'very_easy', seed);
      const [a = 0] = numbersIn(p.question);
      near(answerValue(p.answer.correct), p.question.includes('co-interior') ? 180 - a : a);
    }
  });

  it('classify-angle: the chosen type matches the angle size', () => {
    for (const difficulty of DIFFICULTY_LEVELS) {
      for (const seed of SEEDS) {
        const t = task('classify-angle', difficulty, seed);
        const nums = numbersIn(t.question);
        let angle = nums[0] ?? 0;
        if (t.question.includes('side by side')) angle = (nums[0] ?? 0) + (nums[1] ?? 0);
        else if (t.question.includes('straight angle')) angle = 180 - angle;
        else if (t.question.includes('full turn')) angle = 360 - angle;
        const type = angle < 90 ? 'acute' : angle === 90 ? 'right' : angle < 180 ? 'obtuse' : 'straight';
        expect(choiceText(t), t.question).toBe(type);
      }
    }
  });

  it('triangle-inequality: exactly the chosen triple satisfies (or breaks) the inequality', () => {
    for (const difficulty of DIFFICULTY_LEVELS) {
      for (const seed of SEEDS) {
        const t = task('triangle-inequality', difficulty, seed);
        const wantTriangle = !t.question.includes('cannot');
        const fits = (t.choices ?? []).filter((c) => {
          const [x = 0, y = 0, z = 0] = numbersIn(c.text).sort((p, q) => p - q);
          return x + y > z === wantTriangle;
        });
        expect(fits.map((c) => c.letter)).toEqual([t.answer.correct]);
      }
    }
  });

  it('is-right-triangle: exactly one option is (or is not) a Pythagorean triple', () => {
    for (const difficulty of DIFFICULTY_LEVELS) {
      for (const seed of SEEDS) {
        const t = task('is-right-triangle', difficulty, seed);
        const wantRight = !t.question.includes('cannot');
        const fits = (t.choices ?? []).filter((c) => {
          const [x = 0, y = 0, z = 0] = numbersIn(c.text)
            .map((v) => Math.round(v * 10))
            .sort((p, q) => p - q);
          return (x * x + y * y === z * z) === wantRight;
        });
        expect(fits.map((c) => c.letter)).toEqual([t.answer.correct]);
      }
    }
  });

  it('skew-lines: the relation agrees with an independent test on cube coordinates', () => {
    const at = (v: string): number[] => {
      const top = v.includes('₁') ? 1 : 0;
      const base: Record<string, number[]> = { A: [0, 0], B: [1, 0], C: [1, 1], D: [0, 1] };
      return [...(base[v.charAt(0)] ?? [0, 0]), top];
    };
    for (const difficulty of DIFFICULTY_LEVELS) {
      for (const seed of SEEDS) {
        const t = task('skew-lines', difficulty, seed);
        const lines = [...t.question.matchAll(/lines (\S+) and (\S+) related/g)][0];
        const vertices = (s: string) => [...s.matchAll(/[ABCD]₁?/g)].map((m) => at(m[0]));
        const [p = [], q = []] = vertices(lines?.[1] ?? '');
        const [r = [], s = []] = vertices(lines?.[2] ?? '');
        const [u0 = 0, u1 = 0, u2 = 0] = q.map((v, i) => v - (p[i] ?? 0));
        const [w0 = 0, w1 = 0, w2 = 0] = s.map((v, i) => v - (r[i] ?? 0));
        const cross = [u1 * w2 - u2 * w1, u2 * w0 - u0 * w2, u0 * w1 - u1 * w0];
        const [d0 = 0, d1 = 0, d2 = 0] = r.map((v, i) => v - (p[i] ?? 0));
        const mixed = d0 * (cross[0] ?? 0) + d1 * (cross[1] ?? 0) + d2 * (cross[2] ?? 0);
        const expected = cross.every((c) => c === 0) ? 'parallel' : mixed === 0 ? 'intersecting' : 'skew';
        expect(choiceText(t), t.question).toBe(expected);
      }
    }
  });

  it('find-hypotenuse: c² = a² + b²', () => {
    for (const seed of SEEDS) {
      const easy = task('find-hypotenuse', 'very_easy', seed);
      const [a = 0, b = 0] = numbersIn(easy.question);
      near(answerValue(easy.answer.correct) ** 2, a * a + b * b);
      const surd = task('find-hypotenuse', 'medium', seed);
      const [p = 0, q = 0] = numbersIn(surd.question);
      near(answerValue(surd.answer.correct) ** 2, p * p + q * q);
      const leg = task('find-hypotenuse', 'hard', seed);
      const [c = 0, l = 0] = numbersIn(leg.question);
      near(answerValue(leg.answer.correct) ** 2, c * c - l * l);
    }
  });

  it('areas: triangle, parallelogram, rhombus and trapezium formulas', () => {
    for (const seed of SEEDS) {
      const tri = task('triangle-area', 'very_easy', seed);
      const [a = 0, h = 0] = numbersIn(tri.question);
      near(answerValue(tri.answer.correct), (a * h) / 2);
      const par = task('trapezium-area', 'very_easy', seed);
      const [s = 0, hp = 0] = numbersIn(par.question);
      near(answerValue(par.answer.correct), s * hp);
      const trap = task('trapezium-area', 'medium', seed);
      const [b1 = 0, b2 = 0, ht = 0] = numbersIn(trap.question);
      near(answerValue(trap.answer.correct), ((b1 + b2) * ht) / 2);
      const rect = task('rectangle-area-from-perimeter', 'medium', seed);
      const [length = 0, perimeter = 0] = numbersIn(rect.question);
      near(answerValue(rect.answer.correct), length * (perimeter / 2 - length));
    }
  });

  it('convert-area-units: converting the answer back gives the given quantity', () => {
    const power: Record<string, number> = { mm: 0, cm: 1, dm: 2, m: 3, km: 6 };
    const area: Record<string, number> = { 'mm²': 0, 'cm²': 2, 'dm²': 4, 'm²': 6, a: 8, ha: 10, 'km²': 12 };
    for (const difficulty of ['very_easy', 'easy', 'medium', 'hard'] as const) {
      for (const seed of SEEDS) {
        const t = task('convert-area-units', difficulty, seed);
        const match = /: (\S+) (\S+) = … (\S+)\./.exec(t.question.replace(/(\d),(\d{3})/g, '$1$2'));
        const [, value = '', from = '', to = ''] = match ?? [];
        const table = difficulty === 'very_easy' ? power : area;
        const expected = Number(value) * 10 ** ((table[from] ?? 0) - (table[to] ?? 0));
        near(answerValue(t.answer.correct), expected);
      }
    }
  });

  it('circles and solids with π: area, circumference, sector, cylinder and ball', () => {
    for (const seed of SEEDS) {
      const circle = task('circle-area', 'medium', seed);
      const [c = 0] = numbersIn(circle.question);
      near(answerValue(circle.answer.correct), Math.PI * (c / 2) ** 2);
      const sector = task('sector-area', 'easy', seed);
      const [r = 0, alpha = 0] = numbersIn(sector.question);
      near(answerValue(sector.answer.correct), (Math.PI * r * r * alpha) / 360);
      const cylinder = task('cylinder-volume', 'very_easy', seed);
      const [cr = 0, ch = 0] = numbersIn(cylinder.question);
      near(answerValue(cylinder.answer.correct), Math.PI * cr * cr * ch);
      const ball = task('ball-volume', 'easy', seed);
      const [br = 0] = numbersIn(ball.question);
      near(answerValue(ball.answer.correct), (4 / 3) * Math.PI * br ** 3);
      const cone = task('rotate-rectangle', 'medium', seed);
      const [kr = 0, kh = 0] = numbersIn(cone.question);
      near(answerValue(cone.answer.correct), (Math.PI * kr * kr * kh) / 3);
    }
  });

  it('circle-area (very hard): π ≈ 3.14 and rounding to one decimal place', () => {
    for (const seed of SEEDS) {
      const t = task('circle-area', 'very_hard', seed);
      const [r = 0] = numbersIn(t.question);
      expect(t.answer.mode).toBe('decimal_places');
      expect(t.answer.correct).toBe((Math.round(3.14 * r * r * 10 + 1e-9) / 10).toFixed(1));
    }
  });

  it('tangents, inscribed angles and circumradii', () => {
    for (const seed of SEEDS) {
      const tangent = task('tangent-length', 'very_easy', seed);
      const [d = 0, r = 0] = numbersIn(tangent.question);
      near(answerValue(tangent.answer.correct) ** 2 + r * r, d * d);
      const inscribed = task('inscribed-angle', 'very_easy', seed);
      near(answerValue(inscribed.answer.correct), (numbersIn(inscribed.question)[0] ?? 0) / 2);
      const circum = task('circumradius-right-triangle', 'easy', seed);
      const [a = 0, b = 0] = numbersIn(circum.question);
      near(answerValue(circum.answer.correct), Math.hypot(a, b) / 2);
      const inradius = task('circumradius-right-triangle', 'medium', seed);
      const [p = 0, q = 0] = numbersIn(inradius.question);
      near(answerValue(inradius.answer.correct), (p + q - Math.hypot(p, q)) / 2);
    }
  });

  it('polygons: angle sums and regular polygons', () => {
    for (const seed of SEEDS) {
      const sum = task('polygon-angle-sum', 'medium', seed);
      const [total = 0] = numbersIn(sum.question);
      near((answerValue(sum.answer.correct) - 2) * 180, total);
      const oneAngle = task('polygon-angle-sum', 'very_hard', seed);
      const [b = 0, a = 0] = numbersIn(oneAngle.question);
      const n = answerValue(oneAngle.answer.correct);
      near((n - 2) * 180, b + (n - 1) * a);
      const regular = task('regular-polygon-angle', 'very_easy', seed);
      const sides =
        regular.question.length > 0 ? (regular.question.split(' is a regular')[0] ?? '').length : 0;
      near(answerValue(regular.answer.correct), 180 - 360 / sides);
    }
  });

  it('solids: cuboids, cubes and pyramids', () => {
    for (const seed of SEEDS) {
      const cuboid = task('cuboid-volume', 'easy', seed);
      const [a = 0, b = 0, c = 0] = numbersIn(cuboid.question);
      near(answerValue(cuboid.answer.correct), a * b * c);
      const cube = task('cube-surface-area', 'very_easy', seed);
      const [e = 0] = numbersIn(cube.question);
      near(answerValue(cube.answer.correct), 6 * e * e);
      const pyramid = task('pyramid-volume', 'very_easy', seed);
      const [s = 0, h = 0] = numbersIn(pyramid.question);
      near(answerValue(pyramid.answer.correct), (s * s * h) / 3);
      const height = task('pyramid-height', 'very_easy', seed);
      const [edge = 0, lateral = 0] = numbersIn(height.question);
      near(answerValue(height.answer.correct) ** 2 + (edge * edge) / 2, lateral * lateral);
    }
  });

  it('coordinates: reflections, distances, midpoints, vectors and perpendicularity', () => {
    for (const seed of SEEDS) {
      const reflect = task('reflect-point', 'easy', seed);
      const [x = 0, y = 0] = numbersIn(reflect.question);
      expect(pointOf(reflect.answer.correct)).toEqual([-x, -y].map((v) => v + 0));
      const distance = task('distance-between-points', 'medium', seed);
      const [x1 = 0, y1 = 0, x2 = 0, y2 = 0] = numbersIn(distance.question);
      near(answerValue(distance.answer.correct), Math.hypot(x2 - x1, y2 - y1));
      const mid = task('midpoint', 'medium', seed);
      const [a1 = 0, a2 = 0, b1 = 0, b2 = 0] = numbersIn(mid.question);
      expect(pointOf(mid.answer.correct)).toEqual([(a1 + b1) / 2, (a2 + b2) / 2]);
      const combo = task('vector-linear-combination', 'medium', seed);
      const [u1 = 0, u2 = 0, v1 = 0, v2 = 0, k = 0] = numbersIn(combo.question);
      const sign = combo.question.includes(`${k}a − b`) ? -1 : 1;
      expect(pointOf(combo.answer.correct)).toEqual([k * u1 + sign * v1, k * u2 + sign * v2]);
      const perp = task('perpendicular-vectors', 'easy', seed);
      const [p = 0, q = 0, r = 0] = numbersIn(perp.question);
      expect(p * q + answerValue(perp.answer.correct) * r).toBe(0);
    }
  });

  it('trigonometry: ratios, cosine rule, sine rule and area', () => {
    for (const seed of SEEDS) {
      const ratio = task('trig-ratio-from-sides', 'very_easy', seed);
      const [, ac = 0, bc = 0, ab = 0] = numbersIn(ratio.question);
      const fn = /Find (sin|cos|tan)/.exec(ratio.question)?.[1];
      near(answerValue(ratio.answer.correct), fn === 'sin' ? bc / ab : fn === 'cos' ? ac / ab : bc / ac);
      const cosine = task('cosine-rule', 'very_easy', seed);
      const [a = 0, b = 0, angle = 0] = numbersIn(cosine.question);
      near(
        answerValue(cosine.answer.correct) ** 2,
        a * a + b * b - 2 * a * b * Math.cos((angle * Math.PI) / 180),
      );
      const sine = task('sine-rule', 'easy', seed);
      const [A = 0, B = 0, side = 0] = numbersIn(sine.question);
      const rad = Math.PI / 180;
      near(answerValue(sine.answer.correct), (side * Math.sin(B * rad)) / Math.sin(A * rad));
      const area = task('triangle-area-sine', 'very_easy', seed);
      const [s1 = 0, s2 = 0, g = 0] = numbersIn(area.question);
      near(answerValue(area.answer.correct), 0.5 * s1 * s2 * Math.sin(g * rad));
      const leg = task('find-side-with-trig', 'medium', seed);
      const [hyp = 0, alpha = 0] = numbersIn(leg.question);
      const expected = leg.question.includes('adjacent')
        ? hyp * Math.cos(alpha * rad)
        : hyp * Math.sin(alpha * rad);
      near(answerValue(leg.answer.correct), expected);
    }
  });
});

describe('geometry answers pass the answer checker', () => {
  function perturbed(t: GeneratedTask): string {
    const { correct, mode } = t.answer;
    if (mode === 'multiple_choice') return correct === 'A' ? 'B' : 'A';
    if (mode === 'coordinates') {
      const [x, y] = pointOf(correct);
      return `(${x + 1}; ${y})`;
    }
    if (mode === 'decimal_places') return (Number(correct) + 0.1).toFixed(1);
    return /^-?\d+(\.\d+)?$/.test(correct) ? String(Number(correct) + 1) : `(${correct})+1`;
  }

  for (const skill of Object.keys(geometryGenerators)) {
    it(`${skill}: the teacher answer is accepted and a perturbed one is not`, () => {
      for (const language of ['lt', 'en'] as const) {
        for (const difficulty of DIFFICULTY_LEVELS) {
          for (const seed of ['c1', 'c2', 'c3', 'c4']) {
            const t = task(skill, difficulty, seed, language);
            const request = {
              correct: t.answer.correct,
              mode: t.answer.mode,
              options: t.answer.options,
              language,
            };
            const where = `${difficulty} ${language} ${seed}: ${t.answer.correct}`;
            expect(checkAnswer({ ...request, student: t.answer.correct }).is_correct, where).toBe(true);
            expect(checkAnswer({ ...request, student: perturbed(t) }).is_correct, where).toBe(false);
          }
        }
      }
    });
  }
});
