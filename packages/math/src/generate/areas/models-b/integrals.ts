import { formatNumber, MINUS_SIGN, subscript, superscript } from '../../format.ts';
import { add, displayDecimal, type Fraction, fraction, sub as minus, mul, neg, pow } from '../../fraction.ts';
import type { GeneratorContext, GeneratorTable, TaskDraft } from '../../registry.ts';
import { polyAscii, polyAt, polyText } from './notation.ts';
import { inBrackets, rationalAnswer } from './task-parts.ts';

/** ING: antiderivatives, definite integrals and areas. */

const derive = (coeffs: readonly number[]) => coeffs.slice(1).map((c, k) => c * (k + 1));

/** The antiderivative (constant 0) of a polynomial with integer coefficients, exactly. */
const antiderivative = (coeffs: readonly number[]): Fraction[] => [
  fraction(0),
  ...coeffs.map((c, k) => fraction(c, k + 1)),
];

function valueAt(coeffs: readonly Fraction[], x: Fraction): Fraction {
  return coeffs.reduce((s, c, k) => add(s, mul(c, pow(x, k))), fraction(0));
}

function antiderivativeThroughPoint(ctx: GeneratorContext): TaskDraft {
  const { rng, level, language, t } = ctx;
  const d = (v: number) => formatNumber(v, language);
  const degree = level === 0 ? 2 : level === 2 ? 4 : 3;
  const F: number[] = [rng.int(-9, 9)];
  for (let k = 1; k <= degree; k += 1) F.push(k === degree ? rng.nonZero(-3, 3) : rng.int(-6, 6));
  const x0 = level === 3 || level === 4 ? rng.nonZero(-3, -1) : rng.int(level === 0 ? 0 : 1, 3);
  const recip = level === 4 ? rng.nonZero(-6, 6) * Math.abs(x0) : 0;
  // F(x) = poly − recip/x + C; f(x) = poly′ + recip/x².
  const y0 = polyAt(F, x0) - (recip === 0 ? 0 : recip / x0);
  const f = derive(F);
  const recipText = (value: number, power: string) =>
    value === 0
      ? ''
      : ` ${value < 0 ? MINUS_SIGN : '+'} ${formatNumber(Math.abs(value), language)}/x${power}`;
  const fText = `${polyText(f, language)}${recipText(recip, '²')}`;
  const general = `${polyText([0, ...F.slice(1)], language)}${recipText(-recip, '')} + C`.replace(
    /^0 \+ C$/,
    'C',
  );
  const C = F[0] as number;
  const answerText = `${polyText(F, language)}${recipText(-recip, '')}`;
  const answerAscii = `${polyAscii(F)}${recip === 0 ? '' : `${-recip < 0 ? '-' : '+'}${Math.abs(recip)}/x`}`;
  const point = `(${d(x0)}${language === 'lt' ? '; ' : ', '}${d(y0)})`;
  return {
    question: t(
      `Raskite funkcijos f(x) = ${fText} pirmykštę funkciją F, kurios grafikas eina per tašką ${point}.`,
      `Find the antiderivative F of f(x) = ${fText} whose graph passes through ${point}.`,
    ),
    choices: null,
    input_kind: 'expression',
    answer: {
      mode: 'equivalent',
      options: { form: 'simplified' },
      correct: answerAscii,
      display: `F(x) = ${answerText}`,
    },
    hints: [
      t(
        'Pirmykštė funkcija dėmeniui xⁿ yra xⁿ⁺¹/(n + 1); nepamirškite konstantos C.',
        'An antiderivative of xⁿ is xⁿ⁺¹/(n + 1); do not forget the constant C.',
      ),
      `F(x) = ${general}`,
      t(
        `Įrašykite tašką: F(${d(x0)}) = ${d(y0)}, iš čia C = ${d(C)}.`,
        `Use the point: F(${d(x0)}) = ${d(y0)}, so C = ${d(C)}.`,
      ),
    ],
    steps: [
      `F(x) = ${general}`,
      `F(${d(x0)}) = ${d(y0 - C)} + C = ${d(y0)}`,
      `C = ${d(C)}`,
      `F(x) = ${answerText}`,
    ],
    explanation: t(
      'Visos pirmykštės funkcijos skiriasi konstanta C; taškas, per kurį eina grafikas, tą konstantą nustato.',
      'All antiderivatives differ by a constant C; the point on the graph fixes that constant.',
    ),
  };
}

const integralSign = (a: number, b: number) => `∫${subscript(a)}${superscript(b)}`;

function evaluateDefiniteIntegral(ctx: GeneratorContext): TaskDraft {
  const { rng, level, language, t } = ctx;
  let coeffs: number[];
  let shown: string;
  if (level === 4) {
    const p = rng.nonZero(-4, 4);
    const q = rng.nonZero(-5, 5);
    coeffs = [q * q, 2 * p * q, p * p];
    shown = `(${polyText([q, p], language)})²`;
  } else {
    const degree = level === 0 ? 1 : level === 3 ? 3 : 2;
    coeffs = [];
    for (let k = 0; k <= degree; k += 1) coeffs.push(k === degree ? rng.nonZero(-6, 6) : rng.int(-8, 8));
    if (level <= 2) coeffs = coeffs.map((c, k) => c * (k + 1));
    shown = `${polyText(coeffs, language)}`;
  }
  const a = level <= 1 ? 0 : rng.int(-3, 1);
  const b = rng.int(a + 1, level === 0 ? 6 : a + 4);
  const F = antiderivative(coeffs);
  const Fb = valueAt(F, fraction(b));
  const Fa = valueAt(F, fraction(a));
  const result = minus(Fb, Fa);
  const d = (r: Fraction) => displayDecimal(r, language);
  const integral = `${integralSign(a, b)} (${shown}) dx`;
  const Ftext = polyText(F, language);
  return {
    question: t(`Apskaičiuokite ${integral}.`, `Calculate ${integral}.`),
    choices: null,
    input_kind: 'number',
    answer: rationalAnswer(result, language),
    hints: [
      level === 4
        ? t(
            `Pirmiausia pakelkite kvadratu: ${polyText(coeffs, language)}.`,
            `First expand the square: ${polyText(coeffs, language)}.`,
          )
        : t('Raskite pirmykštę funkciją F(x).', 'Find an antiderivative F(x).'),
      `F(x) = ${Ftext}`,
      t(
        `Niutono ir Leibnico formulė: F(${formatNumber(b, language)}) − F(${formatNumber(a, language)}) = ${d(Fb)} − ${inBrackets(d(Fa))}.`,
        `Newton–Leibniz: F(${formatNumber(b, language)}) − F(${formatNumber(a, language)}) = ${d(Fb)} − ${inBrackets(d(Fa))}.`,
      ),
    ],
    steps: [
      `F(x) = ${Ftext}`,
      `F(${formatNumber(b, language)}) = ${d(Fb)}, F(${formatNumber(a, language)}) = ${d(Fa)}`,
      `${integral} = ${d(Fb)} ${MINUS_SIGN} ${inBrackets(d(Fa))} = ${d(result)}`,
    ],
    explanation: t(
      'Apibrėžtinis integralas lygus pirmykštės funkcijos pokyčiui: ∫ₐᵇ f(x) dx = F(b) − F(a).',
      'A definite integral is the change of an antiderivative: ∫ₐᵇ f(x) dx = F(b) − F(a).',
    ),
  };
}

/** Area between a·(x − r1)(x − r2) and the x-axis on [r1; r2]: |a|(r2 − r1)³/6. */
const lensArea = (a: Fraction, r1: Fraction, r2: Fraction): Fraction => {
  const w = minus(r2, r1);
  const value = mul(mul(a, mul(w, mul(w, w))), fraction(1, 6));
  return value.n < 0 ? neg(value) : value;
};

function quadraticThroughRoots(a: Fraction, r1: Fraction, r2: Fraction): Fraction[] {
  return [mul(a, mul(r1, r2)), mul(a, neg(add(r1, r2))), a];
}

function areaUnderParabola(ctx: GeneratorContext): TaskDraft {
  const { rng, level, language, t } = ctx;
  const d = (r: Fraction) => displayDecimal(r, language);
  if (level === 2) {
    // y = x² + c (c > 0) above the axis between x = p and x = q.
    const c = rng.int(1, 9);
    const lead = rng.int(1, 3);
    const p = rng.int(-3, 2);
    const q = rng.int(p + 1, 4);
    const coeffs = [c, 0, lead];
    const F = antiderivative(coeffs);
    const area = minus(valueAt(F, fraction(q)), valueAt(F, fraction(p)));
    const curve = `y = ${polyText(coeffs, language)}`;
    return {
      question: t(
        `Apskaičiuokite figūros, kurią riboja parabolė ${curve}, tiesės x = ${formatNumber(p, language)}, x = ${formatNumber(q, language)} ir Ox ašis, plotą.`,
        `Find the area of the region bounded by the parabola ${curve}, the lines x = ${formatNumber(p, language)} and x = ${formatNumber(q, language)} and the x-axis.`,
      ),
      choices: null,
      input_kind: 'fraction',
      answer: rationalAnswer(area, language),
      hints: [
        t(
          'Parabolė yra virš Ox ašies, todėl plotas lygus integralui.',
          'The parabola lies above the x-axis, so the area is the integral.',
        ),
        `S = ${integralSign(p, q)} (${polyText(coeffs, language)}) dx`,
        `F(x) = ${polyText(F, language)}; S = F(${formatNumber(q, language)}) − F(${formatNumber(p, language)})`,
      ],
      steps: [
        `S = ${integralSign(p, q)} (${polyText(coeffs, language)}) dx`,
        `F(x) = ${polyText(F, language)}`,
        `S = ${d(area)}`,
      ],
      explanation: t(
        'Kai funkcija neneigiama, figūros po jos grafiku plotas lygus apibrėžtiniam integralui.',
        'When a function is non-negative, the area under its graph is the definite integral.',
      ),
    };
  }
  const r1 =
    level === 4 ? fraction(rng.pick([-9, -7, -5, -3, -1, 1, 3, 5, 7, 9]), 2) : fraction(rng.int(-9, 9));
  const r2 = add(r1, fraction(rng.int(1, 8)));
  const a =
    level === 0
      ? fraction(-1)
      : level === 1
        ? fraction(-rng.int(1, 5))
        : level === 3
          ? fraction(rng.int(1, 4))
          : fraction(rng.pick([-2, 2]));
  const coeffs = quadraticThroughRoots(a, r1, r2);
  const area = lensArea(a, r1, r2);
  const curve = `y = ${polyText(coeffs, language)}`;
  const below = a.n > 0;
  return {
    question: t(
      `Apskaičiuokite figūros, kurią riboja parabolė ${curve} ir Ox ašis, plotą.`,
      `Find the area of the region bounded by the parabola ${curve} and the x-axis.`,
    ),
    choices: null,
    input_kind: 'fraction',
    answer: rationalAnswer(area, language),
    hints: [
      t(
        'Raskite parabolės susikirtimo su Ox ašimi taškus – jie bus integravimo rėžiai.',
        'Find where the parabola meets the x-axis: those are the limits.',
      ),
      t(
        `x₁ = ${d(r1)}, x₂ = ${d(r2)}; parabolė ${below ? 'žemiau' : 'aukščiau'} Ox ašies tarp jų.`,
        `x₁ = ${d(r1)}, x₂ = ${d(r2)}; between them the parabola is ${below ? 'below' : 'above'} the x-axis.`,
      ),
      `S = ${below ? '|' : ''}∫ (${polyText(coeffs, language)}) dx${below ? '|' : ''} ${t('nuo', 'from')} ${d(r1)} ${t('iki', 'to')} ${d(r2)}`,
    ],
    steps: [
      `x₁ = ${d(r1)}, x₂ = ${d(r2)}`,
      `S = ${below ? '−' : ''}∫ (${polyText(coeffs, language)}) dx`,
      `S = ${d(area)}`,
    ],
    explanation: t(
      'Figūros plotas lygus integralui nuo vienos šaknies iki kitos (jei parabolė žemiau ašies – integralui su minuso ženklu).',
      'The area is the integral from one root to the other (with a minus sign when the parabola is below the axis).',
    ),
  };
}

function areaBetweenCurves(ctx: GeneratorContext): TaskDraft {
  const { rng, level, language, t } = ctx;
  const d = (r: Fraction) => displayDecimal(r, language);
  const r1 = rng.int(-8, 7);
  const r2 = rng.int(r1 + 1, level === 0 ? 8 : r1 + 6);
  // upper − lower = −a(x − r1)(x − r2) with a > 0.
  const a = level <= 1 ? 1 : level === 2 ? 2 : rng.int(2, 3);
  const s = level === 0 ? 0 : rng.int(-5, 5);
  const u = level === 0 ? 0 : rng.int(-6, 6);
  // lower curve: parabola x² + s·x + u (times 1 for levels 0–1, 3; for level 2 and 4 a second parabola)
  const lower = [fraction(u), fraction(s), fraction(level === 3 ? a : 1)];
  const gap = quadraticThroughRoots(fraction(-a), fraction(r1), fraction(r2));
  const upper = lower.map((c, k) => add(c, gap[k] as Fraction));
  const area = lensArea(fraction(a), fraction(r1), fraction(r2));
  const isLine = (p: Fraction[]) => (p[2] as Fraction).n === 0;
  const describe = (p: Fraction[]) =>
    isLine(p)
      ? t(
          `tiesė y = ${polyText(p.slice(0, 2), language)}`,
          `the line y = ${polyText(p.slice(0, 2), language)}`,
        )
      : t(`parabolė y = ${polyText(p, language)}`, `the parabola y = ${polyText(p, language)}`);
  const first = rng.chance(0.5);
  const [c1, c2] = first ? [upper, lower] : [lower, upper];
  const bothParabolas = !isLine(c1) && !isLine(c2);
  const question = bothParabolas
    ? t(
        `Apskaičiuokite figūros, kurią riboja parabolės y = ${polyText(c1, language)} ir y = ${polyText(c2, language)}, plotą.`,
        `Find the area of the region bounded by the parabolas y = ${polyText(c1, language)} and y = ${polyText(c2, language)}.`,
      )
    : t(
        `Apskaičiuokite figūros, kurią riboja ${describe(c1)} ir ${describe(c2)}, plotą.`,
        `Find the area of the region bounded by ${describe(c1)} and ${describe(c2)}.`,
      );
  const difference = polyText(gap, language);
  return {
    question,
    choices: null,
    input_kind: 'fraction',
    answer: rationalAnswer(area, language),
    hints: [
      t(
        'Raskite kreivių susikirtimo taškus: prilyginkite formules.',
        'Find where the curves meet: set the formulas equal.',
      ),
      t(
        `Susikerta, kai x = ${r1} ir x = ${r2}; viršutinė minus apatinė: ${difference}.`,
        `They meet at x = ${r1} and x = ${r2}; upper minus lower: ${difference}.`,
      ).replace(/= -/g, `= ${MINUS_SIGN}`),
      `S = ${integralSign(r1, r2)} (${difference}) dx`,
    ],
    steps: [
      `x₁ = ${formatNumber(r1, language)}, x₂ = ${formatNumber(r2, language)}`,
      `S = ${integralSign(r1, r2)} (${difference}) dx`,
      `S = ${d(area)}`,
    ],
    explanation: t(
      'Figūros tarp dviejų kreivių plotas lygus viršutinės ir apatinės funkcijų skirtumo integralui tarp susikirtimo taškų.',
      'The area between two curves is the integral of upper minus lower between the points where they meet.',
    ),
  };
}

export const integralGenerators: GeneratorTable = {
  'antiderivative-through-point': antiderivativeThroughPoint,
  'evaluate-definite-integral': evaluateDefiniteIntegral,
  'area-under-parabola': areaUnderParabola,
  'area-between-curves': areaBetweenCurves,
};
