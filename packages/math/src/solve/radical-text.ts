import type { Rational } from '../numbers/rational.ts';
import * as Q from '../numbers/rational.ts';

const MINUS = '−';
const TRIAL_DIVISION_LIMIT = 10_000;

let primes: bigint[] | null = null;

function smallPrimes(): bigint[] {
  if (primes) return primes;
  const composite = new Uint8Array(TRIAL_DIVISION_LIMIT + 1);
  const found: bigint[] = [];
  for (let p = 2; p <= TRIAL_DIVISION_LIMIT; p += 1) {
    if (composite[p]) continue;
    found.push(BigInt(p));
    for (let k = p * p; k <= TRIAL_DIVISION_LIMIT; k += p) composite[k] = 1;
  }
  primes = found;
  return found;
}

/**
 * m = s²·c with c free of square factors below 10⁴ (and c itself not a square), so √m prints as s√c
 * (√12 → 2√3). A square of a larger prime times something else stays inside c: still the right value.
 */
export function splitSquare(m: bigint): { s: bigint; c: bigint } {
  let rest = m;
  let s = 1n;
  let c = 1n;
  for (const p of smallPrimes()) {
    if (p * p > rest) break;
    let e = 0;
    while (rest % p === 0n) {
      rest /= p;
      e += 1;
    }
    s *= p ** BigInt(Math.floor(e / 2));
    if (e % 2 === 1) c *= p;
  }
  const root = Q.exactRoot(rest, 2);
  if (root !== null) return { s: s * root, c };
  return { s, c: c * rest };
}

function signedInteger(n: bigint): string {
  return n < 0n ? `${MINUS}${-n}` : n.toString();
}

/** Display a rational with a real minus sign: `−3/4`, `5`. */
export function rationalText(q: Rational): string {
  const body = q.d === 1n ? (q.n < 0n ? -q.n : q.n).toString() : `${q.n < 0n ? -q.n : q.n}/${q.d}`;
  return q.n < 0n ? `${MINUS}${body}` : body;
}

/** a + b√c over one denominator, as written in class: `1 + √5`, `(1 − √5)/2`, `−√3/2`, `3√2`. */
export function surdText(a: Rational, b: Rational, c: bigint): string {
  const den = (a.d * b.d) / Q.gcd(a.d, b.d);
  const whole = (a.n * den) / a.d;
  const coeff = (b.n * den) / b.d;
  const magnitude = coeff < 0n ? -coeff : coeff;
  const root = `${magnitude === 1n ? '' : magnitude}√${c}`;
  const numerator =
    whole === 0n
      ? `${coeff < 0n ? MINUS : ''}${root}`
      : `${signedInteger(whole)} ${coeff < 0n ? MINUS : '+'} ${root}`;
  if (den === 1n) return numerator;
  return whole === 0n ? `${numerator}/${den}` : `(${numerator})/${den}`;
}

const ROOT_SIGNS: Record<number, string> = { 2: '√', 3: '∛', 4: '∜' };

/** The real m-th root of a positive radicand given as text: `∛2`, `∜(3/4)`, `√(2 + √3)`, `5^(1/7)`. */
export function radicalText(radicand: string, m: number, simple: boolean): string {
  const base = simple ? radicand : `(${radicand})`;
  const sign = ROOT_SIGNS[m];
  return sign ? `${sign}${base}` : `${base}^(1/${m})`;
}

/** The negative of a root written as text: `−√2`. */
export function negatedText(text: string): string {
  return `${MINUS}${text}`;
}

/** Short decimal for a root known only numerically: `≈1.32471795725`. */
export function approximateText(x: number): string {
  return `≈${Number(x.toPrecision(12)).toString().replace('-', MINUS)}`;
}
