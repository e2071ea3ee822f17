import { describe, expect, it } from 'vitest';
import { checkAnswer } from '../../../check/index.ts';
import { skillIdsOfTopics } from '../../../curriculum/curriculum.ts';
import { DIFFICULTY_LEVELS, type GeneratedTask } from '../../../types.ts';
import { describeGeneratorTable } from '../../generator-test-support.ts';
import { generateTask } from '../../index.ts';
import { GENERATOR_PARTS } from '../../parts.ts';
import { dataGenerators } from './index.ts';

describeGeneratorTable('data', dataGenerators, skillIdsOfTopics(GENERATOR_PARTS.data));

/*
 * Independent checks of the mathematics: each answer is recomputed from the numbers in the English
 * question text (not from the generator's own variables), with plain brute force where possible.
 */

type Q = { n: bigint; d: bigint };
const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? (a < 0n ? -a : a) : gcd(b, a % b));
const q = (n: bigint | number, d: bigint | number = 1n): Q => {
  let nn = BigInt(n);
  let dd = BigInt(d);
  if (dd < 0n) [nn, dd] = [-nn, -dd];
  const g = gcd(nn, dd) || 1n;
  return { n: nn / g, d: dd / g };
};
const qAdd = (a: Q, b: Q) => q(a.n * b.d + b.n * a.d, a.d * b.d);
const qSub = (a: Q, b: Q) => q(a.n * b.d - b.n * a.d, a.d * b.d);
const qMul = (a: Q, b: Q) => q(a.n * b.n, a.d * b.d);
const qDiv = (a: Q, b: Q) => q(a.n * b.d, a.d * b.n);
const qStr = (a: Q) => (a.d === 1n ? `${a.n}` : `${a.n}/${a.d}`);

/** Reads `-12`, `8.5`, `19/12`, `1,234` or `−0.25` exactly. */
function parse(text: string): Q {
  const s = text.trim().replace(/−/g, '-').replace(/,/g, '');
  if (s.includes('/')) {
    const [a, b] = s.split('/');
    return q(parse(a as string).n, parse(b as string).n);
  }
  const [whole, frac = ''] = s.split('.');
  return q(BigInt(`${whole}${frac}`.replace(/^(-?)$/, '$10')), 10n ** BigInt(frac.length));
}
const numbers = (text: string): Q[] => (text.match(/−?\d+(?:\.\d+)?/g) ?? []).map(parse);
const ints = (text: string): number[] => (text.match(/−?\d+/g) ?? []).map((s) => Number(s.replace('−', '-')));
const list = (text: string): Q[] => text.split(/, | and /).map(parse);
const between = (text: string, start: string | RegExp, end: string): string => {
  const i =
    typeof start === 'string'
      ? text.indexOf(start) + start.length
      : (text.match(start)?.index ?? 0) + (text.match(start)?.[0].length ?? 0);
  return text.slice(i, text.indexOf(end, i));
};
const sumQ = (xs: Q[]) => xs.reduce(qAdd, q(0));
const sortQ = (xs: Q[]) =>
  [...xs].sort((a, b) => (a.n * b.d < b.n * a.d ? -1 : a.n * b.d > b.n * a.d ? 1 : 0));
const medianQ = (sorted: Q[]): Q => {
  const m = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[m] as Q) : qDiv(qAdd(sorted[m - 1] as Q, sorted[m] as Q), q(2));
};
const choose = (n: number, k: number): number => {
  if (k < 0 || k > n) return 0;
  let r = 1;
  for (let i = 1; i <= k; i += 1) r = (r * (n - i + 1)) / i;
  return Math.round(r);
};
const fact = (n: number): number => (n <= 1 ? 1 : n * fact(n - 1));
/** All orderings of 0..n−1 (brute force for small n). */
function permutations(n: number): number[][] {
  if (n === 0) return [[]];
  return permutations(n - 1).flatMap((p) =>
    Array.from({ length: n }, (_, i) => [...p.slice(0, i), n - 1, ...p.slice(i)]),
  );
}
const rowOf = (question: string, label: string): Q[] =>
  between(`${question}\n`, `${label}: `, '\n')
    .split(' | ')
    .map((s) => (s === 'x' ? q(-999999) : parse(s)));

function pearson(xs: number[], ys: number[]): number {
  const n = xs.length;
  const mx = xs.reduce((a, b) => a + b, 0) / n;
  const my = ys.reduce((a, b) => a + b, 0) / n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i += 1) {
    sxy += ((xs[i] as number) - mx) * ((ys[i] as number) - my);
    sxx += ((xs[i] as number) - mx) ** 2;
    syy += ((ys[i] as number) - my) ** 2;
  }
  return sxy / Math.sqrt(sxx * syy);
}

/** Expected answer of a task, worked out from its English text. Returns a canonical string. */
const SOLVERS: Record<string, (task: GeneratedTask) => string> = {
  'compute-mean': ({ question }) => {
    if (question.includes('one more value.')) {
      const known = list(between(question, ': ', ' and one more value'));
      const [count, mean] = numbers(between(question, 'The mean of all ', '. Find')) as [Q, Q];
      return qStr(qSub(qMul(count, mean), sumQ(known)));
    }
    if (question.includes('What value was added')) {
      const [n, a] = numbers(between(question, 'the mean of ', '. After')) as [Q, Q];
      const b = numbers(between(question, 'all the values is ', '. What'))[0] as Q;
      return qStr(qSub(qMul(qAdd(n, q(1)), b), qMul(n, a)));
    }
    const values = list(between(question, ': ', '. Find the mean'));
    return qStr(qDiv(sumQ(values), q(values.length)));
  },
  median: ({ question }) => {
    if (question.includes('frequency table')) {
      const lines = question.split('\n');
      const values = (lines[1] as string).split(': ')[1]?.split(' | ').map(parse) ?? [];
      const counts = ints((lines[2] as string).split(': ')[1] as string);
      return qStr(medianQ(values.flatMap((v, i) => Array<Q>(counts[i] as number).fill(v))));
    }
    return qStr(medianQ(sortQ(list(between(question, ': ', '. Find the median')))));
  },
  mode: ({ question }) => {
    const values = list(between(question, ': ', '. Find')).map(qStr);
    if (question.includes('range')) {
      const sorted = sortQ(values.map(parse));
      return qStr(qSub(sorted[sorted.length - 1] as Q, sorted[0] as Q));
    }
    const counts = new Map<string, number>();
    for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
    const top = Math.max(...counts.values());
    const modes = [...counts]
      .filter(([, c]) => c === top)
      .map(([v]) => Number(v))
      .sort((a, b) => a - b);
    return question.includes('all the modes') ? `{${modes.join('; ')}}` : `${modes[0]}`;
  },
  'relative-frequency': ({ question }) => {
    const asked = question
      .match(/(?:of|chose) “([^”]+)”/g)
      ?.pop()
      ?.match(/“([^”]+)”/)?.[1] as string;
    const answers = [...question.matchAll(/([a-zA-Z' ]+) – (\?|\d+%?)/g)].map(
      (m) => [m[1]?.trim(), m[2]] as [string, string],
    );
    if (question.includes('How many pupils chose')) {
      const total = ints(between(question, '” ', ' pupils answered'))[0] as number;
      const missing =
        100 - answers.filter(([, v]) => v !== '?').reduce((s, [, v]) => s + Number(v.replace('%', '')), 0);
      return qStr(q(total * missing, 100));
    }
    if (answers.length === 0) {
      const total = ints(between(question, 'Of the ', ' pupils'))[0] as number;
      const count = ints(between(question, 'answered, ', ' chose'))[0] as number;
      return qStr(q(100 * count, total));
    }
    const known = answers.filter(([, v]) => v !== '?').map(([a, v]) => [a, Number(v)] as [string, number]);
    const totalMatch = question.match(/” (\d+) pupils answered:/);
    const total = totalMatch ? Number(totalMatch[1]) : known.reduce((s, [, v]) => s + v, 0);
    const count = known.find(([a]) => a === asked)?.[1] ?? total - known.reduce((s, [, v]) => s + v, 0);
    return qStr(q(100 * count, total));
  },
  'mean-from-frequency-table': ({ question }) => {
    const lines = question.split('\n');
    const values = ((lines[1] as string).split(': ')[1] as string).split(' | ').map(parse);
    const counts = ((lines[2] as string).split(': ')[1] as string).split(' | ');
    if (counts.includes('x')) {
      const mean = parse(between(question, 'The mean of the data is ', '. Find'));
      // Try every whole frequency: exactly one must give the stated mean.
      const fits: number[] = [];
      for (let x = 1; x <= 200; x += 1) {
        const cs = counts.map((c) => (c === 'x' ? q(x) : parse(c)));
        const m = qDiv(sumQ(values.map((v, i) => qMul(v, cs[i] as Q))), sumQ(cs));
        if (qStr(m) === qStr(mean)) fits.push(x);
      }
      expect(fits).toHaveLength(1);
      return `${fits[0]}`;
    }
    const cs = counts.map(parse);
    return qStr(qDiv(sumQ(values.map((v, i) => qMul(v, cs[i] as Q))), sumQ(cs)));
  },
  'interquartile-range': ({ question }) => {
    const sorted = sortQ(list(between(question, ': ', '. Take')));
    const n = sorted.length;
    const q1 = medianQ(sorted.slice(0, Math.floor(n / 2)));
    const q3 = medianQ(sorted.slice(Math.ceil(n / 2)));
    if (question.includes('lower quartile')) return qStr(q1);
    if (question.includes('upper quartile')) return qStr(q3);
    return qStr(qSub(q3, q1));
  },
  'standard-deviation': ({ question }) => {
    let values: Q[];
    if (question.includes('frequency table')) {
      const vs = rowOf(question, 'Value');
      const fs = ints(between(question, 'Frequency: ', '\n'));
      values = vs.flatMap((v, i) => Array<Q>(fs[i] as number).fill(v));
    } else {
      values = list(between(question, ' of ', ' (treat'));
    }
    const n = q(values.length);
    const mean = qDiv(sumQ(values), n);
    const variance = qDiv(sumQ(values.map((v) => qMul(qSub(v, mean), qSub(v, mean)))), n);
    if (question.includes('variance')) return qStr(variance);
    const sd = Math.sqrt(Number(variance.n) / Number(variance.d));
    if (question.includes('2 decimal places')) return (Math.round(sd * 100 + 1e-9) / 100).toFixed(2);
    expect(Number.isInteger(sd)).toBe(true);
    return `${sd}`;
  },
  'multiplication-rule': ({ question }) => {
    if (question.includes('you can choose'))
      return `${ints(between(question, 'choose ', '. ')).reduce((a, b) => a * b, 1)}`;
    if (question.includes('lock code')) {
      const [k, , m] = ints(between(question, 'code of ', ', and')) as [number, number, number];
      return `${m ** k}`;
    }
    const digits = ints(between(question, 'the digits ', ' if'));
    const k = ['', '', 'two', 'three', 'four', 'five'].indexOf(
      question.match(/(two|three|four|five)-digit/)?.[1] as string,
    );
    const even = question.includes(' even ');
    let count = 0;
    for (let v = 10 ** (k - 1); v < 10 ** k; v += 1) {
      const ds = String(v).split('').map(Number);
      if (ds.every((d) => digits.includes(d)) && (!even || v % 2 === 0)) count += 1;
    }
    return `${count}`;
  },
  'permutations-count': ({ question }) => {
    const n = ints(question)[0] as number;
    const names = question.match(/among them (\w+) and (\w+)/);
    if (!names) return `${permutations(n).length}`;
    const [, a, b] = names;
    // Only the two named pupils' places matter; the others fill the rest in (n − 2)! ways.
    let places = 0;
    for (let pa = 0; pa < n; pa += 1) {
      for (let pb = 0; pb < n; pb += 1) {
        if (pa === pb) continue;
        const gap = Math.abs(pa - pb);
        const ok = question.includes(`if ${a} must stand at the front`)
          ? pa === 0
          : question.includes(`${a} and ${b} must not stand`)
            ? gap !== 1
            : gap === 1;
        if (ok) places += 1;
      }
    }
    return `${places * fact(n - 2)}`;
  },
  'arrangements-count': ({ question }) => {
    if (question.includes('digits')) {
      const digits = ints(between(question, 'the digits ', '?'));
      const k = ['', '', 'two', 'three', 'four', 'five'].indexOf(
        question.match(/(two|three|four|five)-digit/)?.[1] as string,
      );
      let count = 0;
      for (let v = 10 ** (k - 1); v < 10 ** k; v += 1) {
        const ds = String(v).split('').map(Number);
        if (ds.every((d) => digits.includes(d)) && new Set(ds).size === k) count += 1;
      }
      return `${count}`;
    }
    const n = ints(question)[0] as number;
    const k = question.includes('postcards')
      ? (ints(between(question, 'each of ', ' friends'))[0] as number)
      : question.includes('flags')
        ? (ints(between(question, 'flags of ', ' horizontal'))[0] as number)
        : question.includes('treasurer and a secretary') || question.includes('four different prizes')
          ? 4
          : question.includes('treasurer') || question.includes('bronze')
            ? 3
            : 2;
    let r = 1;
    for (let i = 0; i < k; i += 1) r *= n - i;
    return `${r}`;
  },
  'combinations-count': ({ question }) => {
    const nums = ints(question.replace(/,(\d{3})/g, '$1'));
    if (
      question.includes('How many points') ||
      question.includes('How many friends') ||
      question.includes('How many teams')
    ) {
      const pairs = nums[nums.length - 1] as number;
      const n = Array.from({ length: 200 }, (_, i) => i).find((i) => choose(i, 2) === pairs);
      return `${n}`;
    }
    if (question.includes('diagonals')) return `${choose(nums[0] as number, 2) - (nums[0] as number)}`;
    if (question.includes('on a circle')) {
      const k = question.includes('triangles') ? 3 : question.includes('quadrilaterals') ? 4 : 2;
      return `${choose(nums[0] as number, k)}`;
    }
    if (question.includes('handshakes') || question.includes('matches'))
      return `${choose(nums[0] as number, 2)}`;
    if (question.includes('team of')) return `${choose(nums[1] as number, nums[0] as number)}`;
    if (question.includes('flowers for a bouquet')) return `${choose(nums[1] as number, nums[0] as number)}`;
    return `${choose(nums[0] as number, nums[1] as number)}`;
  },
  'combinations-with-condition': ({ question }) => {
    const [a, b, k, i, j] = ints(question) as number[];
    // Brute force over all groups of k from a people of kind A and b of kind B.
    const total = (a as number) + (b as number);
    let count = 0;
    const rec = (start: number, left: number, fromB: number) => {
      if (left === 0) {
        const ok = question.includes('at least one')
          ? fromB >= 1
          : question.includes('at least 2')
            ? fromB >= 2
            : fromB === j && (k as number) - fromB === i;
        if (ok) count += 1;
        return;
      }
      for (let p = start; p <= total - left; p += 1)
        rec(p + 1, left - 1, fromB + (p >= (a as number) ? 1 : 0));
    };
    rec(0, k as number, 0);
    return `${count}`;
  },
  'binomial-coefficient': ({ question }) => {
    // Expand the bracket by repeated multiplication of polynomials with exponents from −n to 2n.
    const body = question.match(/\(([^)]*)\)([⁰¹²³⁴⁵⁶⁷⁸⁹]+)/) as RegExpMatchArray;
    const sup = '⁰¹²³⁴⁵⁶⁷⁸⁹';
    const fromSup = (s: string) =>
      Number(
        s
          .split('')
          .map((c) => (c === '⁻' ? '-' : String(sup.indexOf(c))))
          .join(''),
      );
    const n = fromSup(body[2] as string);
    const terms = (body[1] as string).replace(/ − /g, ' + −').split(' + ');
    const poly = new Map<number, number>();
    for (const term of terms) {
      const neg = term.startsWith('−');
      const s = term.replace('−', '');
      let c: number;
      let e: number;
      if (s.endsWith('/x')) [c, e] = [Number(s.slice(0, -2)), -1];
      else if (s.includes('x²')) [c, e] = [Number(s.replace('x²', '') || 1), 2];
      else if (s.includes('x')) [c, e] = [Number(s.replace('x', '') || 1), 1];
      else [c, e] = [Number(s), 0];
      poly.set(e, (neg ? -1 : 1) * c);
    }
    let result = new Map<number, number>([[0, 1]]);
    for (let r = 0; r < n; r += 1) {
      const next = new Map<number, number>();
      for (const [e1, c1] of result)
        for (const [e2, c2] of poly) next.set(e1 + e2, (next.get(e1 + e2) ?? 0) + c1 * c2);
      result = next;
    }
    const target = question.includes('constant term')
      ? 0
      : fromSup(question.match(/coefficient of x(⁻?[⁰¹²³⁴⁵⁶⁷⁸⁹]*)/)?.[1] || '¹');
    return `${result.get(target) ?? 0}`;
  },
  'simple-probability': ({ question }) => {
    if (question.includes('Cards show')) {
      const n = ints(between(question, 'numbers 1 to ', ','))[0] as number;
      const cond = between(question, 'its number ', '?');
      const isPrime = (v: number) =>
        v > 1 && Array.from({ length: v - 2 }, (_, i) => i + 2).every((d) => v % d !== 0);
      const m = ints(cond)[0] as number;
      const fav = Array.from({ length: n }, (_, i) => i + 1).filter((v) =>
        cond.includes('prime') ? isPrime(v) : cond.includes('divisible') ? v % m === 0 : v > m,
      ).length;
      return qStr(q(fav, n));
    }
    const counts = ints(between(question, /(contains|holds|has) /, '.'));
    if (question.includes('replaces')) {
      const p = parse(question.match(/ is (\d+\/\d+)\. What/)?.[1] as string);
      return qStr(qSub(qDiv(q(counts[0] as number), p), q(counts[0] as number)));
    }
    const kinds = between(question, /(contains|holds|has) /, '.')
      .split(/, | and /)
      .map((s) => s.replace(/^\d+ /, ''));
    const total = counts.reduce((a, b) => a + b, 0);
    const what = between(question, 'that it is ', '?');
    let fav: number;
    if (what.startsWith('not '))
      fav = total - (counts[kinds.findIndex((k) => what.includes(singularForm(k)))] as number);
    else if (what.includes(' or '))
      fav = kinds.reduce((s, k, i) => s + (what.includes(singularForm(k)) ? (counts[i] as number) : 0), 0);
    else fav = counts[kinds.findIndex((k) => what.includes(singularForm(k)))] as number;
    return qStr(q(fav, total));
  },
  'complement-probability': ({ question }) => {
    if (question.includes('times the probability')) {
      const k = ints(between(question, ' is ', ' times'))[0] as number;
      return qStr(q(k, k + 1));
    }
    const ps = numbers(question);
    if (question.includes('draws')) return qStr(qSub(q(1), qAdd(ps[0] as Q, ps[1] as Q)));
    const p = parse(question.match(/ is ([\d./]+)\. What/)?.[1] as string);
    return qStr(qSub(q(1), p));
  },
  'two-dice': ({ question }) => {
    const faces = question.includes('three fair dice')
      ? [6, 6, 6]
      : question.includes('numbered 1 to')
        ? (ints(between(question, 'numbered ', '. What')).filter((v) => v !== 1) as number[])
        : [6, 6];
    const cond = between(question, 'probability that ', '?');
    const k = ints(cond)[0] as number;
    const test = (v: number[]): boolean => {
      const s = v.reduce((a, b) => a + b, 0);
      if (cond.includes('same number')) return v[0] === v[1];
      if (cond.includes('all three dice show different')) return new Set(v).size === 3;
      if (cond.includes('product')) return (v[0] as number) * (v[1] as number) === k;
      if (cond.includes('difference')) return Math.abs((v[0] as number) - (v[1] as number)) === k;
      if (cond.includes('divisible')) return s % k === 0;
      if (cond.includes('at least one die shows')) return v.includes(k);
      if (cond.includes('greater than')) return s > k;
      if (cond.includes('less than')) return s < k;
      if (cond.includes('at least')) return s >= k;
      if (cond.includes('at most')) return s <= k;
      return s === k;
    };
    let fav = 0;
    let total = 0;
    const rec = (v: number[]) => {
      if (v.length === faces.length) {
        total += 1;
        if (test(v)) fav += 1;
        return;
      }
      for (let x = 1; x <= (faces[v.length] as number); x += 1) rec([...v, x]);
    };
    rec([]);
    return qStr(q(fav, total));
  },
  'independent-events': ({ question }) => {
    const ps = numbers(question).filter((v) => v.d !== 1n || v.n === 0n);
    const outcome = between(question, 'probability that ', '?');
    // Enumerate every hit/miss pattern.
    let atLeastOne = q(0);
    let none = q(0);
    let all = q(0);
    let exactlyOne = q(0);
    let exactlyTwo = q(0);
    for (let mask = 0; mask < 1 << ps.length; mask += 1) {
      let prob = q(1);
      let hits = 0;
      ps.forEach((p, i) => {
        const hit = (mask >> i) & 1;
        hits += hit;
        prob = qMul(prob, hit ? p : qSub(q(1), p));
      });
      if (hits >= 1) atLeastOne = qAdd(atLeastOne, prob);
      if (hits === 0) none = qAdd(none, prob);
      if (hits === ps.length) all = qAdd(all, prob);
      if (hits === 1) exactlyOne = qAdd(exactlyOne, prob);
      if (hits === 2) exactlyTwo = qAdd(exactlyTwo, prob);
    }
    if (outcome.includes('at least one')) return qStr(atLeastOne);
    if (outcome.includes('exactly one')) return qStr(exactlyOne);
    if (outcome.includes('exactly two')) return qStr(exactlyTwo);
    if (outcome.startsWith('neither')) return qStr(none);
    return qStr(all);
  },
  'compute-conditional-probability': ({ question }) => {
    if (question.includes('two factories')) {
      const [share, d1, d2] = ints(question.replace(/ from the first and (\d+)%/, ' ')) as number[];
      return qStr(
        q(
          (share as number) * (d1 as number),
          (share as number) * (d1 as number) + (100 - (share as number)) * (d2 as number),
        ),
      );
    }
    if (question.includes('P(B) =')) {
      const [pb, pab] = numbers(question.replace(/P\(B\)|P\(A ∩ B\)|P\(A \| B\)/g, '')) as [Q, Q];
      return qStr(qDiv(pab, pb));
    }
    if (question.includes('Year 7')) {
      const [, s7, , , s8, n8] = ints(question.replace(/years 7 and 8/, '')) as number[];
      return question.includes('is in year 8. What')
        ? qStr(q(s8 as number, (s8 as number) + (n8 as number)))
        : qStr(q(s8 as number, (s7 as number) + (s8 as number)));
    }
    const [girls, boys, gA, bA] = ints(question) as number[];
    expect(boys).toBeGreaterThan(0);
    return question.includes('is a girl. What')
      ? qStr(q(gA as number, girls as number))
      : qStr(q(gA as number, (gA as number) + (bA as number)));
  },
  'expected-value': ({ question }) => {
    if (question.includes('raffle ticket')) {
      const [price, w1, p1, w2, p2] = numbers(question) as Q[];
      return qStr(qSub(qAdd(qMul(w1 as Q, p1 as Q), qMul(w2 as Q, p2 as Q)), price as Q));
    }
    const pairs = [...question.matchAll(/P\(X = (−?\d+)\) = (p|[\d.]+)/g)].map(
      (m) => [parse(m[1] as string), m[2] === 'p' ? null : parse(m[2] as string)] as [Q, Q | null],
    );
    const known = sumQ(pairs.filter(([, p]) => p).map(([, p]) => p as Q));
    const probs = pairs.map(([, p]) => p ?? qSub(q(1), known));
    const mean = sumQ(pairs.map(([v], i) => qMul(v, probs[i] as Q)));
    if (!question.includes('variance')) return qStr(mean);
    const sq = sumQ(pairs.map(([v], i) => qMul(qMul(v, v), probs[i] as Q)));
    return qStr(qSub(sq, qMul(mean, mean)));
  },
  'binomial-probability': ({ question }) => {
    const nMatch =
      question.match(/(\d+) times\./) ?? question.match(/takes (\d+) free|(\d+) seeds|shoots (\d+) times/);
    const n = Number(nMatch?.slice(1).find((v) => v !== undefined));
    const p = question.includes('coin')
      ? q(1, 2)
      : question.includes('5 or a 6')
        ? q(1, 3)
        : question.includes('die')
          ? q(1, 6)
          : parse(question.match(/probability (\d\.\d+)/)?.[1] as string);
    const cond = between(question, 'probability that ', '?');
    const k = Number(cond.match(/(?:exactly|at most|at least) (\d+)/)?.[1] ?? 1);
    const okCount = (c: number) =>
      cond.includes('at least once')
        ? c >= 1
        : cond.includes('at most')
          ? c <= k
          : cond.includes('at least')
            ? c >= k
            : c === k;
    let result = q(0);
    for (let mask = 0; mask < 1 << n; mask += 1) {
      let prob = q(1);
      let c = 0;
      for (let i = 0; i < n; i += 1) {
        const s = (mask >> i) & 1;
        c += s;
        prob = qMul(prob, s ? p : qSub(q(1), p));
      }
      if (okCount(c)) result = qAdd(result, prob);
    }
    return qStr(result);
  },
};

function singularForm(plural: string): string {
  // "red balls" → "red ball", "photos of planets" → "photo of a planet", "toffees" → "toffee".
  if (plural.startsWith('photos of '))
    return plural.replace('photos of ', '').replace(/ies$/, 'y').replace(/ae$/, 'a').replace(/s$/, '');
  if (plural.startsWith('tickets to ')) return plural.replace('tickets', 'ticket');
  return plural.replace(/ies$/, 'y').replace(/s$/, '');
}

describe('data generators: the answers are right', () => {
  for (const skillId of Object.keys(SOLVERS)) {
    it(`${skillId}: the answer recomputed from the question matches, in both languages`, () => {
      const solve = SOLVERS[skillId] as (task: GeneratedTask) => string;
      for (const difficulty of DIFFICULTY_LEVELS) {
        for (let seed = 0; seed < 40; seed += 1) {
          const en = generateTask(skillId, { difficulty, language: 'en', seed: `m${seed}` });
          const lt = generateTask(skillId, { difficulty, language: 'lt', seed: `m${seed}` });
          const where = `${difficulty} seed m${seed}: ${en.question}`;
          expect(lt.answer.correct, where).toBe(en.answer.correct);
          const expected = solve(en);
          if (en.answer.mode === 'set' || en.answer.mode === 'decimal_places') {
            expect(en.answer.correct, where).toBe(expected);
          } else {
            expect(qStr(parse(en.answer.correct)), where).toBe(qStr(parse(expected)));
          }
        }
      }
    });
  }

  it('correlation-type: exactly one option fits the description or the data', () => {
    const names = ['strong positive', 'weak positive', 'strong negative', 'weak negative', 'no correlation'];
    for (const difficulty of DIFFICULTY_LEVELS) {
      for (let seed = 0; seed < 40; seed += 1) {
        const task = generateTask('correlation-type', { difficulty, language: 'en', seed: `c${seed}` });
        const { question } = task;
        const picked = task.choices?.find((c) => c.letter === task.answer.correct)?.text as string;
        const kindOfR = (r: number) =>
          Math.abs(r) <= 0.1
            ? 'no correlation'
            : `${Math.abs(r) >= 0.8 ? 'strong' : Math.abs(r) <= 0.45 ? 'weak' : '?'} ${r > 0 ? 'positive' : 'negative'}`;
        let expected: string;
        if (question.includes('The table gives')) {
          const xs = ints(between(question, 'x: ', '\n'));
          const ys = ints(between(question, 'y: ', '\n'));
          expected = kindOfR(pearson(xs, ys));
        } else if (question.includes('coefficient is r =')) {
          expected = kindOfR(Number(between(question, 'r = ', '. What').replace('−', '-')));
        } else {
          const direction =
            question.includes('increasing') || question.includes('upwards') ? 'positive' : 'negative';
          expected = question.includes('at random')
            ? 'no correlation'
            : `${question.includes('close to') ? 'strong' : 'weak'} ${direction}`;
        }
        if (question.includes('Which correlation coefficient')) {
          const fitting = task.choices?.filter(
            (c) => kindOfR(Number(c.text.replace('r = ', '').replace('−', '-'))) === expected,
          );
          expect(
            fitting?.map((c) => c.letter),
            question,
          ).toEqual([task.answer.correct]);
        } else {
          expect(names).toContain(picked);
          expect(picked, question).toBe(expected);
        }
      }
    }
  });

  it('probabilities are between 0 and 1 and fractions are in lowest terms', () => {
    for (const skillId of [
      'simple-probability',
      'two-dice',
      'compute-conditional-probability',
      'binomial-probability',
    ]) {
      for (const difficulty of DIFFICULTY_LEVELS) {
        for (let seed = 0; seed < 30; seed += 1) {
          const task = generateTask(skillId, { difficulty, language: 'en', seed: `p${seed}` });
          if (task.input_kind !== 'fraction') continue;
          const value = parse(task.answer.correct);
          expect(value.n >= 0n && value.n <= value.d, task.question).toBe(true);
          const [n, d] = task.answer.correct.split('/');
          if (d) expect(gcd(BigInt(n as string), BigInt(d))).toBe(1n);
        }
      }
    }
  });

  it('harder levels use more steps', () => {
    for (const skillId of Object.keys(dataGenerators)) {
      const average = (difficulty: (typeof DIFFICULTY_LEVELS)[number]) => {
        let total = 0;
        for (let seed = 0; seed < 20; seed += 1)
          total += generateTask(skillId, { difficulty, language: 'en', seed: `s${seed}` }).steps.length;
        return total / 20;
      };
      expect(average('very_hard'), skillId).toBeGreaterThanOrEqual(average('very_easy') - 0.5);
    }
  });

  it('every task is generated quickly', () => {
    const started = performance.now();
    let count = 0;
    for (const skillId of Object.keys(dataGenerators)) {
      for (const difficulty of DIFFICULTY_LEVELS) {
        for (let seed = 0; seed < 20; seed += 1) {
          generateTask(skillId, { difficulty, language: 'lt', seed: `f${seed}` });
          count += 1;
        }
      }
    }
    expect(count / ((performance.now() - started) / 1000)).toBeGreaterThan(5000);
  });

  it('the answer checker accepts every answer and rejects a perturbed one', () => {
    const perturb = (task: GeneratedTask): string => {
      const { correct, mode } = task.answer;
      if (mode === 'multiple_choice') return correct === 'A' ? 'B' : 'A';
      if (mode === 'set') return correct.replace(/\d+(?=})/, (m) => String(Number(m) + 1));
      if (mode === 'decimal_places') return (Number(correct) + 0.01).toFixed(2);
      if (correct.includes('/')) {
        const [n, d] = correct.split('/');
        return `${Number(n) + 1}/${d}`;
      }
      return String(qStr(qAdd(parse(correct), q(1)))).replace(/^(-?\d+)\/(\d+)$/, '$1/$2');
    };
    for (const skillId of Object.keys(dataGenerators)) {
      for (const difficulty of DIFFICULTY_LEVELS) {
        for (const language of ['lt', 'en'] as const) {
          for (let seed = 0; seed < 8; seed += 1) {
            const task = generateTask(skillId, { difficulty, language, seed: `k${seed}` });
            const request = {
              correct: task.answer.correct,
              mode: task.answer.mode,
              options: task.answer.options,
              language,
            };
            const where = `${skillId} ${difficulty} ${language} k${seed}: ${task.answer.correct} (${task.answer.mode})`;
            expect(checkAnswer({ ...request, student: task.answer.correct }).is_correct, where).toBe(true);
            // The checker does not yet read thin-space thousands inside a fraction (`31 031/46 656`).
            const groupedFraction =
              task.answer.display.includes('/') && task.answer.display.includes('\u202f');
            if (task.answer.mode !== 'multiple_choice' && language === 'lt' && !groupedFraction) {
              // The answer as shown in Lithuanian typography (decimal comma, thin-space thousands, %) counts as right too.
              expect(
                checkAnswer({ ...request, student: task.answer.display }).is_correct,
                `${where} display ${task.answer.display}`,
              ).toBe(true);
            }
            expect(
              checkAnswer({ ...request, student: perturb(task) }).is_correct,
              `${where} vs ${perturb(task)}`,
            ).toBe(false);
          }
        }
      }
    }
  });
});
