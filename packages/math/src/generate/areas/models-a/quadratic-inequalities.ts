import { formatNumber } from '../../format.ts';
import { compare, displayDecimal, type Fraction, fraction, gcd } from '../../fraction.ts';
import type { GeneratorContext, TaskDraft } from '../../registry.ts';
import { type Bound, intervals, SHORT_DECIMAL_PLACES } from './answers.ts';
import { linText } from './linear-equations.ts';
import { type Poly, plus, scale, text, times, uni } from './polynomial.ts';

/** Quadratic and rational inequalities (QIN). */

type Op = '<' | '≤' | '>' | '≥';
const X = 'x';

/** Roots r1 < r2 of a quadratic built as lead·(p·x − m)(x − r) at the given level. */
function quadratic(ctx: GeneratorContext): { poly: Poly; roots: [Fraction, Fraction] } {
  const { rng, level } = ctx;
  if (level === 0) {
    // a(x² − r²) or a·x(x − b): roots straight from the factors.
    const a = rng.int(1, 3);
    if (rng.chance(0.5)) {
      const r = rng.int(1, 15);
      return { poly: uni(X, a, 0, -a * r * r), roots: [fraction(-r), fraction(r)] };
    }
    const b = rng.nonZero(-15, 15);
    return { poly: uni(X, a, -a * b, 0), roots: [fraction(Math.min(0, b)), fraction(Math.max(0, b))] };
  }
  if (level === 1 || level === 3) {
    const r1 = rng.int(-9, 9);
    const r2 = rng.intExcept(-9, 9, [r1]);
    const lead = level === 3 ? -1 : 1;
    const poly = scale(times(uni(X, 1, -r1), uni(X, 1, -r2)), lead);
    const sorted = [fraction(r1), fraction(r2)].sort(compare) as [Fraction, Fraction];
    return { poly, roots: sorted };
  }
  const p = rng.int(2, 5);
  let m = rng.nonZero(-9, 9);
  if (gcd(p, m) !== 1) m = m > 0 ? 1 : -1;
  let r = rng.int(-8, 8);
  if (m === p * r) r += 1;
  const poly = times(uni(X, p, -m), uni(X, 1, -r));
  const sorted = [fraction(m, p), fraction(r)].sort(compare) as [Fraction, Fraction];
  return { poly, roots: sorted };
}

function quadraticInequality(ctx: GeneratorContext, want: 'between' | 'outside'): TaskDraft {
  const { rng, level, t, language } = ctx;
  const { poly, roots } = quadratic(ctx);
  const lead = poly.terms[0]?.c ?? 1;
  const nonStrict = rng.chance(0.5);
  // Between the roots the sign is opposite to the leading coefficient.
  const negativeWanted = (want === 'between') === lead > 0;
  const op: Op = negativeWanted ? (nonStrict ? '≤' : '<') : nonStrict ? '≥' : '>';
  let shown = `${text(poly, language)} ${op} 0`;
  if (level === 4) {
    const right = uni(X, rng.nonZero(-6, 6), rng.nonZero(-9, 9));
    shown = `${text(plus(poly, right), language)} ${op} ${text(right, language)}`;
  }
  const [r1, r2] = roots;
  const pieces: [Bound, Bound][] =
    want === 'between'
      ? [
          [
            { at: r1, closed: nonStrict },
            { at: r2, closed: nonStrict },
          ],
        ]
      : [
          [
            { at: null, closed: false },
            { at: r1, closed: nonStrict },
          ],
          [
            { at: r2, closed: nonStrict },
            { at: null, closed: false },
          ],
        ];
  const answer = intervals(pieces, language);
  const rootsText = `${displayDecimal(r1, language, SHORT_DECIMAL_PLACES)} ${t('ir', 'and')} ${displayDecimal(r2, language, SHORT_DECIMAL_PLACES)}`;
  return {
    question: t(`Išspręskite nelygybę ${shown}.`, `Solve ${shown}.`),
    choices: null,
    input_kind: 'interval',
    answer: {
      mode: 'interval',
      options: { form: 'value' },
      correct: answer.correct,
      display: answer.display,
    },
    hints: [
      level === 4
        ? t('Perkelkite visus narius į kairę pusę.', 'Move every term to the left-hand side.')
        : t('Raskite kvadratinio trinario šaknis.', 'Find the roots of the quadratic.'),
      t(`Šaknys: ${rootsText}.`, `The roots are ${rootsText}.`),
      t(
        `Parabolės šakos nukreiptos ${lead > 0 ? 'aukštyn' : 'žemyn'}, todėl tarp šaknų reiškinys ${lead > 0 ? 'neigiamas' : 'teigiamas'}.`,
        `The parabola opens ${lead > 0 ? 'upwards' : 'downwards'}, so between the roots the expression is ${lead > 0 ? 'negative' : 'positive'}.`,
      ),
      want === 'between'
        ? t(
            `Reikia intervalo tarp šaknų${nonStrict ? ', šaknys įeina' : ''}.`,
            `Take the interval between the roots${nonStrict ? ', roots included' : ''}.`,
          )
        : t(
            `Reikia sričių už šaknų${nonStrict ? ', šaknys įeina' : ''}.`,
            `Take the parts outside the roots${nonStrict ? ', roots included' : ''}.`,
          ),
    ],
    steps: [
      `${text(poly, language)} = 0`,
      `x₁ = ${displayDecimal(r1, language, SHORT_DECIMAL_PLACES)}, x₂ = ${displayDecimal(r2, language, SHORT_DECIMAL_PLACES)}`,
      answer.display,
    ],
    explanation: t(
      'Kvadratinio trinario ženklas keičiasi tik šaknyse: tarp šaknų jis priešingo ženklo nei koeficientas a, už šaknų – to paties.',
      'A quadratic changes sign only at its roots: between them it has the opposite sign to a, outside them the same sign.',
    ),
  };
}

export function quadraticInequalityBetween(ctx: GeneratorContext): TaskDraft {
  return quadraticInequality(ctx, 'between');
}

export function quadraticInequalityOutside(ctx: GeneratorContext): TaskDraft {
  return quadraticInequality(ctx, 'outside');
}

export function rationalInequality(ctx: GeneratorContext): TaskDraft {
  const { rng, level, t, language } = ctx;
  // (α·x + β)/(γ·x + δ) op 0 with a numerator root rn and a pole rd.
  const alpha = level >= 3 ? rng.nonZero(-4, 4) : 1;
  const gamma = level >= 3 ? rng.int(1, 3) : 1;
  const n1 = rng.int(-9, 9) * Math.abs(alpha) + (level >= 3 ? rng.int(0, Math.abs(alpha) - 1) : 0);
  let n2 = rng.int(-9, 9) * gamma + (level >= 3 ? rng.int(0, gamma - 1) : 0);
  if (n1 * gamma === n2 * Math.abs(alpha)) n2 += gamma;
  const rn = fraction(n1, Math.abs(alpha));
  const rd = fraction(n2, gamma);
  const beta = -Math.sign(alpha) * n1;
  const delta = -n2;
  const op = level === 0 ? rng.pick(['<', '>'] as const) : rng.pick(['<', '≤', '>', '≥'] as const);
  const numText = linText(fraction(alpha), fraction(beta), language);
  const denText = linText(fraction(gamma), fraction(delta), language);
  const wrap = (s: string) => (s.includes(' ') ? `(${s})` : s);
  let question = `${wrap(numText)}/${wrap(denText)} ${op} 0`;
  let rewrite = '';
  if (level === 4) {
    // (α·x + β + k(γx + δ))/(γx + δ) op k, written as a fraction compared with k.
    const k = rng.nonZero(-3, 3);
    const top = linText(fraction(alpha + k * gamma), fraction(beta + k * delta), language);
    if (alpha + k * gamma !== 0) {
      question = `(${top})/(${denText}) ${op} ${formatNumber(k, language)}`;
      rewrite = `(${top})/(${denText}) − ${formatNumber(k, language)} = (${numText})/(${denText})`.replace(
        '− −',
        '+ ',
      );
    }
  }
  // Sign of the fraction to the right of both roots is sign(α·γ).
  const positiveRight = alpha * gamma > 0;
  const wantPositive = op === '>' || op === '≥';
  const closed = op === '≤' || op === '≥';
  const [low, high] = compare(rn, rd) < 0 ? [rn, rd] : [rd, rn];
  const lowClosed = closed && low === rn;
  const highClosed = closed && high === rn;
  const pieces: [Bound, Bound][] =
    wantPositive === positiveRight
      ? [
          [
            { at: null, closed: false },
            { at: low, closed: lowClosed },
          ],
          [
            { at: high, closed: highClosed },
            { at: null, closed: false },
          ],
        ]
      : [
          [
            { at: low, closed: lowClosed },
            { at: high, closed: highClosed },
          ],
        ];
  const answer = intervals(pieces, language);
  return {
    question: t(`Išspręskite nelygybę ${question}.`, `Solve ${question}.`),
    choices: null,
    input_kind: 'interval',
    answer: {
      mode: 'interval',
      options: { form: 'value' },
      correct: answer.correct,
      display: answer.display,
    },
    hints: [
      rewrite
        ? t(
            `Perkelkite viską į kairę ir subendravardiklinkite: ${rewrite}.`,
            `Move everything to the left over one denominator: ${rewrite}.`,
          )
        : t(
            'Raskite, kur skaitiklis ir vardiklis lygūs nuliui.',
            'Find where the numerator and the denominator are zero.',
          ),
      t(
        `Skaitiklio nulis x = ${displayDecimal(rn, language, SHORT_DECIMAL_PLACES)}, vardiklio nulis x = ${displayDecimal(rd, language, SHORT_DECIMAL_PLACES)} (jis niekada neįeina).`,
        `The numerator is zero at x = ${displayDecimal(rn, language, SHORT_DECIMAL_PLACES)}, the denominator at x = ${displayDecimal(rd, language, SHORT_DECIMAL_PLACES)} (never included).`,
      ),
      t(
        `Pažymėkite juos skaičių tiesėje: dešiniau už abu taškus trupmena ${positiveRight ? 'teigiama' : 'neigiama'}, o pereinant kiekvieną tašką ženklas keičiasi.`,
        `Mark them on a number line: to the right of both the fraction is ${positiveRight ? 'positive' : 'negative'}, and the sign changes at each point.`,
      ),
      wantPositive
        ? t(
            'Atsakymui imkite intervalus, kuriuose trupmena teigiama.',
            'Take the intervals where the fraction is positive.',
          )
        : t(
            'Atsakymui imkite intervalus, kuriuose trupmena neigiama.',
            'Take the intervals where the fraction is negative.',
          ),
    ],
    steps: [
      ...(rewrite ? [rewrite] : []),
      `x = ${displayDecimal(rn, language, SHORT_DECIMAL_PLACES)}; x = ${displayDecimal(rd, language, SHORT_DECIMAL_PLACES)}`,
      answer.display,
    ],
    explanation: t(
      'Trupmena keičia ženklą tik ten, kur skaitiklis ar vardiklis lygus nuliui; intervalų metodu nustatome ženklą kiekviename intervale. Vardiklio nulis niekada neįeina į atsakymą.',
      'A fraction changes sign only where its numerator or denominator is zero; the interval method finds the sign on each interval. A zero of the denominator is never included.',
    ),
  };
}
