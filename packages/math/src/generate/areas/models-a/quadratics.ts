import { formatNumber, MINUS_SIGN } from '../../format.ts';
import {
  add,
  canonicalDecimal,
  displayDecimal,
  div,
  type Fraction,
  fraction,
  gcd,
  mul,
  neg,
} from '../../fraction.ts';
import type { Interest } from '../../interests.ts';
import type { GeneratorContext, TaskDraft } from '../../registry.ts';
import { noSolution, type Root, rootOf, SHORT_DECIMAL_PLACES, solutions, sortedRoots } from './answers.ts';
import { ascii, factorAscii, factorText, type Poly, scale, text, times, uni } from './polynomial.ts';

/** Quadratic equations (QEQ). */

const X = 'x';
const root = (p: number) => uni(X, 1, -p);

/** n = k²·m with m square-free. */
export function simplifySqrt(n: number): [number, number] {
  let k = 1;
  let m = n;
  for (let f = 2; f * f <= m; f += 1) {
    while (m % (f * f) === 0) {
      m /= f * f;
      k *= f;
    }
  }
  return [k, m];
}

/** h ± k√m as two roots (canonical `2-sqrt(3)`, display `2 − √3`). */
function surdRoots(h: number, k: number, m: number, language: 'lt' | 'en'): Root[] {
  const surdAscii = k === 1 ? `sqrt(${m})` : `${k}*sqrt(${m})`;
  const surdText = k === 1 ? `√${m}` : `${formatNumber(k, language)}√${m}`;
  const head = (sign: string) =>
    h === 0
      ? {
          ascii: sign === '-' ? `-${surdAscii}` : surdAscii,
          text: sign === '-' ? `${MINUS_SIGN}${surdText}` : surdText,
        }
      : {
          ascii: `${h}${sign}${surdAscii}`,
          text: `${formatNumber(h, language)} ${sign === '-' ? MINUS_SIGN : '+'} ${surdText}`,
        };
  return [head('-'), head('+')];
}

function solveDraft(
  ctx: GeneratorContext,
  equation: string,
  roots: Root[],
  hints: [string, string, string, string],
  steps: string[],
  explanation: string,
): TaskDraft {
  const { t, language } = ctx;
  const answer = roots.length === 0 ? noSolution(language) : solutions(roots, language);
  return {
    question: t(`Išspręskite lygtį ${equation}.`, `Solve ${equation}.`),
    choices: null,
    input_kind: 'equation_solutions',
    answer: {
      mode: 'equation_solutions',
      options: { form: 'value' },
      correct: answer.correct,
      display: answer.display,
    },
    hints,
    steps: [...steps, answer.display],
    explanation,
  };
}

export function solveIncompleteQuadratic(ctx: GeneratorContext): TaskDraft {
  const { rng, level, t, language } = ctx;
  const variant = level <= 1 ? 'bx' : level === 2 ? 'c' : rng.pick(['bx', 'c'] as const);
  const commonHints = (factored: string, last: string): [string, string, string, string] => [
    variant === 'bx'
      ? t('Iškelkite x prieš skliaustus.', 'Take x out as a common factor.')
      : t(
          'Perkelkite laisvąjį narį į dešinę ir padalykite iš koeficiento prie x².',
          'Move the constant to the right and divide by the coefficient of x².',
        ),
    t(`Gaunate ${factored}.`, `You get ${factored}.`),
    variant === 'bx'
      ? t(
          'Sandauga lygi nuliui, kai bent vienas dauginamasis lygus nuliui.',
          'A product is zero when one of its factors is zero.',
        )
      : t(
          'Lygtis x² = d turi du sprendinius, kai d > 0, ir neturi, kai d < 0.',
          'x² = d has two solutions when d > 0 and none when d < 0.',
        ),
    last,
  ];
  const explanation = t(
    'Nepilnąją kvadratinę lygtį sprendžiame be diskriminanto: iškeliame x arba išreiškiame x² ir traukiame kvadratinę šaknį.',
    'An incomplete quadratic is solved without the discriminant: take out x, or isolate x² and take square roots.',
  );
  if (variant === 'bx') {
    // a·x² + b·x = 0 = a·x(x − r); level 3 has a fractional root −b/a.
    const a = level === 0 ? 1 : rng.int(2, 9);
    const r =
      level === 3 ? fraction(rng.nonZero(-12, 12), rng.intExcept(2, 7, [a])) : fraction(rng.nonZero(-40, 40));
    const b = level === 3 ? rng.nonZero(-15, 15) : -a * r.n;
    const rootQ = level === 3 ? fraction(-b, a) : r;
    const equals = uni(X, a, b, 0);
    const factored = `x(${text(uni(X, a, b), language)}) = 0`;
    const roots = sortedRoots([fraction(0), rootQ]).map((v) => rootOf(v, language));
    const shown =
      level === 0 && rng.chance(0.5)
        ? `x² = ${text(uni(X, -b, 0), language)}`
        : `${text(equals, language)} = 0`;
    return solveDraft(
      ctx,
      shown,
      roots,
      commonHints(
        factored,
        t(`x = 0 arba ${text(uni(X, a, b), language)} = 0.`, `x = 0 or ${text(uni(X, a, b), language)} = 0.`),
      ),
      [factored, `x = 0; ${text(uni(X, a, b), language)} = 0`],
      explanation,
    );
  }
  if (level === 4) {
    // x² = c with c not a perfect square: irrational roots ±k√m.
    const a = rng.int(1, 4);
    const m = rng.pick([2, 3, 5, 6, 7, 10, 11, 13, 15]);
    const k = rng.int(1, 3);
    const c = a * k * k * m;
    const extra = rng.int(1, 20);
    const [kk, mm] = simplifySqrt(c / a);
    const equation = `${text(uni(X, a + 1, 0, -c + extra), language)} = ${text(uni(X, 1, 0, extra), language)}`;
    return solveDraft(
      ctx,
      equation,
      surdRoots(0, kk, mm, language),
      commonHints(
        `${text(uni(X, a, 0, 0), language)} = ${formatNumber(c, language)}`,
        `x = ±√${formatNumber(c / a, language)}`,
      ),
      [
        `${text(uni(X, a, 0, 0), language)} = ${formatNumber(c, language)}`,
        `x² = ${formatNumber(c / a, language)}`,
      ],
      explanation,
    );
  }
  // a·x² − c = 0 with c/a a square of a (possibly fractional) number, or no solution.
  const none = rng.chance(0.2);
  const p = rng.int(1, 15);
  const d = level === 3 ? rng.intExcept(2, 7, [p]) : 1;
  const g = gcd(p, d);
  const a = (d / g) ** 2 * (level === 3 ? 1 : rng.int(1, 5));
  const value = fraction(p, d);
  const cQ = mul(fraction(a), mul(value, value));
  const eqText = `${text(uni(X, a, 0, none ? cQ.n : -cQ.n), language)} = 0`;
  const roots = none ? [] : [rootOf(neg(value), language), rootOf(value, language)];
  return solveDraft(
    ctx,
    eqText,
    roots,
    commonHints(
      `x² = ${displayDecimal(div(none ? neg(cQ) : cQ, fraction(a)), language, SHORT_DECIMAL_PLACES)}`,
      none
        ? t('Kvadratas negali būti neigiamas.', 'A square cannot be negative.')
        : t(
            `x = ±√${displayDecimal(mul(value, value), language, SHORT_DECIMAL_PLACES)}`,
            `x = ±√${displayDecimal(mul(value, value), language, SHORT_DECIMAL_PLACES)}`,
          ),
    ),
    [`x² = ${displayDecimal(div(none ? neg(cQ) : cQ, fraction(a)), language, SHORT_DECIMAL_PLACES)}`],
    explanation,
  );
}

export function solveWithQuadraticFormula(ctx: GeneratorContext): TaskDraft {
  const { rng, level, t, language } = ctx;
  const explanation = t(
    'Kvadratinės lygties ax² + bx + c = 0 sprendiniai x = (−b ± √D)/(2a), kur D = b² − 4ac; kai D < 0, realiųjų sprendinių nėra.',
    'The roots of ax² + bx + c = 0 are x = (−b ± √D)/(2a) with D = b² − 4ac; when D < 0 there are no real roots.',
  );
  const ladder = (equals: Poly, D: number, last: string): [string, string, string, string] => [
    t('Užrašykite koeficientus a, b, c.', 'Write down a, b and c.'),
    t(
      `a = ${formatNumber(equals.terms[0]?.c ?? 0, language)}, b = ${formatNumber(coef1(equals), language)}, c = ${formatNumber(coef0(equals), language)}.`,
      `a = ${formatNumber(equals.terms[0]?.c ?? 0, language)}, b = ${formatNumber(coef1(equals), language)}, c = ${formatNumber(coef0(equals), language)}.`,
    ),
    t(`D = b² − 4ac = ${formatNumber(D, language)}.`, `D = b² − 4ac = ${formatNumber(D, language)}.`),
    last,
  ];
  const mode =
    level <= 2
      ? 'rational'
      : level === 3
        ? 'surd'
        : rng.pick(['none', 'double', 'rational', 'surd'] as const);
  if (mode === 'surd') {
    const h = rng.int(-6, 6);
    const m = rng.pick([2, 3, 5, 6, 7, 8, 10, 11, 12, 13, 18, 20]);
    const equals = uni(X, 1, -2 * h, h * h - m);
    const [k, mm] = simplifySqrt(m);
    const D = 4 * m;
    return solveDraft(
      ctx,
      `${text(equals, language)} = 0`,
      surdRoots(h, k, mm, language),
      ladder(
        equals,
        D,
        t(
          `x = (${formatNumber(2 * h, language)} ± √${D})/2`,
          `x = (${formatNumber(2 * h, language)} ± √${D})/2`,
        ),
      ),
      [`D = ${D}`, `x = (${formatNumber(2 * h, language)} ± √${D})/2`],
      explanation,
    );
  }
  if (mode === 'none') {
    const h = rng.int(-5, 5);
    const kk = rng.int(1, 9);
    const a = rng.int(1, 3);
    const equals = uni(X, a, -2 * a * h, a * (h * h + kk));
    const D = (2 * a * h) ** 2 - 4 * a * a * (h * h + kk);
    return solveDraft(
      ctx,
      `${text(equals, language)} = 0`,
      [],
      ladder(equals, D, t('D < 0 – realiųjų sprendinių nėra.', 'D < 0: no real roots.')),
      [`D = ${D}`],
      explanation,
    );
  }
  // (p·x − r1)(x − r2) with p = 1 at the lower levels; "double" repeats a root.
  const p = level <= 1 ? 1 : rng.int(2, 5);
  const r1 = rng.nonZero(-9, 9);
  let r2 = mode === 'double' ? 0 : rng.int(level === 0 ? 1 : -12, 12);
  let equals = times(uni(X, p, -r1), mode === 'double' ? uni(X, p, -r1) : root(r2));
  if (mode === 'double') r2 = r1;
  const roots = sortedRoots(mode === 'double' ? [fraction(r1, p)] : [fraction(r1, p), fraction(r2)]);
  const D = coef1(equals) ** 2 - 4 * (equals.terms[0]?.c ?? 1) * coef0(equals);
  let equation = `${text(equals, language)} = 0`;
  if (level === 4) {
    // Unarranged: move the linear and constant terms to the right.
    const right = uni(X, rng.nonZero(-5, 5), rng.nonZero(-9, 9));
    equals = { vars: equals.vars, terms: equals.terms };
    const left = times(uni(X, 1), equals);
    equation = `${text(addP(left, right), language)} = ${text(right, language)}`;
  }
  return solveDraft(
    ctx,
    equation,
    roots.map((v) => rootOf(v, language)),
    ladder(
      equals,
      D,
      D === 0
        ? t(`D = 0, todėl x = −b/(2a).`, `D = 0, so x = −b/(2a).`)
        : t(
            `x = (${formatNumber(-coef1(equals), language)} ± √${D})/${2 * (equals.terms[0]?.c ?? 1)}`,
            `x = (${formatNumber(-coef1(equals), language)} ± √${D})/${2 * (equals.terms[0]?.c ?? 1)}`,
          ),
    ),
    [...(level === 4 ? [`${text(equals, language)} = 0`] : []), `D = ${formatNumber(D, language)}`],
    explanation,
  );
}

function addP(a: Poly, b: Poly): Poly {
  return uni(X, ...[2, 1, 0].map((e) => coefAt(a, e) + coefAt(b, e)));
}

function coefAt(p: Poly, e: number): number {
  return p.terms.find((term) => term.e[0] === e)?.c ?? 0;
}

const coef1 = (p: Poly) => coefAt(p, 1);
const coef0 = (p: Poly) => coefAt(p, 0);

export function vietaFormulas(ctx: GeneratorContext): TaskDraft {
  const { rng, level, t, language } = ctx;
  const r1 = rng.nonZero(-9, 9);
  const r2 = rng.nonZero(-9, 9);
  const a = level === 4 ? rng.int(2, 4) : 1;
  const equals = scale(times(root(r1), root(r2)), a);
  // Sum and product straight from the coefficients: −b/a and c/a.
  const s = fraction(-coef1(equals), a);
  const p = fraction(coef0(equals), a);
  const asks: { text: string; value: Fraction; how: string }[] = [
    { text: 'x₁ + x₂', value: s, how: 'x₁ + x₂ = −b/a' },
    { text: 'x₁x₂', value: p, how: 'x₁x₂ = c/a' },
    { text: 'x₁ + x₂ + x₁x₂', value: add(s, p), how: '(x₁ + x₂) + x₁x₂' },
    { text: 'x₁² + x₂²', value: add(mul(s, s), mul(fraction(-2), p)), how: 'x₁² + x₂² = (x₁ + x₂)² − 2x₁x₂' },
    { text: '1/x₁ + 1/x₂', value: div(s, p), how: '1/x₁ + 1/x₂ = (x₁ + x₂)/(x₁x₂)' },
  ];
  const chosen = (level <= 3 ? asks[level] : rng.chance(0.5) ? asks[3] : asks[4]) as (typeof asks)[number];
  const equation = `${text(equals, language)} = 0`;
  return {
    question: t(
      `x₁ ir x₂ – lygties ${equation} sprendiniai. Neišspręsdami lygties, apskaičiuokite ${chosen.text}.`,
      `x₁ and x₂ are the roots of ${equation}. Without solving the equation, calculate ${chosen.text}.`,
    ),
    choices: null,
    input_kind: 'number',
    answer: {
      mode: 'equivalent',
      options: { form: 'value' },
      correct: canonicalDecimal(chosen.value, SHORT_DECIMAL_PLACES),
      display: displayDecimal(chosen.value, language, SHORT_DECIMAL_PLACES),
    },
    hints: [
      t(
        'Pagal Vijeto teoremą x₁ + x₂ = −b/a, x₁x₂ = c/a.',
        "By Vieta's formulas x₁ + x₂ = −b/a and x₁x₂ = c/a.",
      ),
      t(
        `Čia x₁ + x₂ = ${displayDecimal(s, language, SHORT_DECIMAL_PLACES)}, x₁x₂ = ${displayDecimal(p, language, SHORT_DECIMAL_PLACES)}.`,
        `Here x₁ + x₂ = ${displayDecimal(s, language, SHORT_DECIMAL_PLACES)} and x₁x₂ = ${displayDecimal(p, language, SHORT_DECIMAL_PLACES)}.`,
      ),
      t(
        `Ieškomą reiškinį išreikškite per sumą ir sandaugą: ${chosen.how}.`,
        `Write the expression using the sum and the product: ${chosen.how}.`,
      ),
      t(
        `Įrašykite: ${chosen.text} = ${displayDecimal(chosen.value, language, SHORT_DECIMAL_PLACES)}.`,
        `Substitute: ${chosen.text} = ${displayDecimal(chosen.value, language, SHORT_DECIMAL_PLACES)}.`,
      ),
    ],
    steps: [
      `x₁ + x₂ = ${displayDecimal(s, language, SHORT_DECIMAL_PLACES)}`,
      `x₁x₂ = ${displayDecimal(p, language, SHORT_DECIMAL_PLACES)}`,
      `${chosen.text} = ${displayDecimal(chosen.value, language, SHORT_DECIMAL_PLACES)}`,
    ],
    explanation: t(
      'Vijeto teorema sieja šaknų sumą ir sandaugą su koeficientais, todėl simetrinius šaknų reiškinius galima apskaičiuoti lygties nesprendžiant.',
      "Vieta's formulas link the sum and product of the roots to the coefficients, so symmetric expressions in the roots need no solving.",
    ),
  };
}

export function factorQuadraticTrinomial(ctx: GeneratorContext): TaskDraft {
  const { rng, level, t, language } = ctx;
  let f1: Poly;
  let f2: Poly;
  let outer = 1;
  if (level === 0) {
    f1 = uni(X, 1, rng.int(1, 20));
    f2 = uni(X, 1, rng.int(1, 20));
  } else if (level === 1) {
    f1 = uni(X, 1, rng.int(1, 15));
    f2 = uni(X, 1, -rng.int(1, 15));
  } else if (level === 2 || level === 4) {
    const p = rng.int(2, 5);
    let qq = rng.nonZero(-9, 9);
    if (gcd(p, qq) !== 1) qq = qq > 0 ? 1 : -1;
    f1 = uni(X, p, qq);
    if (level === 4) {
      const r = rng.int(2, 4);
      let s = rng.nonZero(-7, 7);
      if (gcd(r, s) !== 1) s = s > 0 ? 1 : -1;
      f2 = uni(X, r, s);
    } else {
      f2 = uni(X, 1, rng.nonZero(-9, 9));
    }
  } else {
    outer = rng.pick([2, 3, 4, 5, -1, -2]);
    f1 = uni(X, 1, rng.nonZero(-9, 9));
    f2 = uni(X, 1, rng.nonZero(-9, 9));
  }
  const same = ascii(f1) === ascii(f2);
  const product = scale(times(f1, f2), outer);
  const out = outer === 1 ? '' : outer === -1 ? '-' : String(outer);
  const outText = outer === 1 ? '' : outer === -1 ? MINUS_SIGN : formatNumber(outer, language);
  const answerAscii = same ? `${out}${factorAscii(f1)}^2` : `${out}${factorAscii(f1)}${factorAscii(f2)}`;
  const answerText = same
    ? `${outText}${factorText(f1, language)}²`
    : `${outText}${factorText(f1, language)}${factorText(f2, language)}`;
  const roots = sortedRoots([fraction(-coef0(f1), coef1(f1)), fraction(-coef0(f2), coef1(f2))]);
  const a = product.terms[0]?.c ?? 1;
  const rootsText = roots
    .map((r) => displayDecimal(r, language, SHORT_DECIMAL_PLACES))
    .join(language === 'lt' ? '; ' : ', ');
  return {
    question: t(
      `Išskaidykite dauginamaisiais ${text(product, language)}.`,
      `Factorise ${text(product, language)}.`,
    ),
    choices: null,
    input_kind: 'expression',
    answer: { mode: 'factored', correct: answerAscii, display: answerText },
    hints: [
      t(
        'Raskite trinario šaknis (lygties ax² + bx + c = 0 sprendinius).',
        'Find the roots of the trinomial (solve ax² + bx + c = 0).',
      ),
      t('Taikykite ax² + bx + c = a(x − x₁)(x − x₂).', 'Use ax² + bx + c = a(x − x₁)(x − x₂).'),
      t(
        `Šaknys: ${rootsText}; a = ${formatNumber(a, language)}.`,
        `The roots are ${rootsText}; a = ${formatNumber(a, language)}.`,
      ),
      t(
        'Jei šaknis trupmeninė, vardiklį įdėkite į skliaustus: 2(x − 1/2) = (2x − 1).',
        'If a root is a fraction, fold the denominator into the bracket: 2(x − 1/2) = (2x − 1).',
      ),
    ],
    steps: [`x₁, x₂: ${rootsText}`, `${text(product, language)} = ${answerText}`],
    explanation: t(
      'Jei x₁ ir x₂ – kvadratinio trinario šaknys, tai ax² + bx + c = a(x − x₁)(x − x₂).',
      'If x₁ and x₂ are the roots of a quadratic trinomial, then ax² + bx + c = a(x − x₁)(x − x₂).',
    ),
  };
}

type Plot = { lt: string; en: string; masculine: boolean };
const PLOTS: Record<Interest | 'neutral', Plot> = {
  neutral: { lt: 'Stačiakampio', en: 'A rectangle', masculine: true },
  sports: { lt: 'Stačiakampės treniruočių aikštelės', en: 'A rectangular training pitch', masculine: false },
  music: { lt: 'Stačiakampės koncerto scenos', en: 'A rectangular concert stage', masculine: false },
  games: { lt: 'Stačiakampės žaidimo lentos', en: 'A rectangular game board', masculine: false },
  animals: { lt: 'Stačiakampio gyvūnų aptvaro', en: 'A rectangular animal pen', masculine: true },
  space: { lt: 'Stačiakampės saulės baterijos', en: 'A rectangular solar panel', masculine: false },
  cooking: { lt: 'Stačiakampės kepimo skardos', en: 'A rectangular baking tray', masculine: false },
  travel: { lt: 'Stačiakampės stovyklavietės', en: 'A rectangular campsite', masculine: false },
  money: { lt: 'Stačiakampio žemės sklypo', en: 'A rectangular plot of land', masculine: true },
};

export function quadraticWordProblem(ctx: GeneratorContext): TaskDraft {
  const { rng, level, t, language } = ctx;
  const plot = ctx.interest ? PLOTS[ctx.interest] : PLOTS.neutral;
  const unit = ctx.interest === 'cooking' || ctx.interest === 'games' ? 'cm' : ctx.interest ? 'm' : 'cm';
  const n = (v: number) => formatNumber(v, language);
  let question: string;
  let answer: number;
  let equation: string;
  let themed = false;
  if (level === 0) {
    const side = rng.int(2, 60);
    const u = rng.pick([
      { unit: 'cm', lt: 'centimetrais', en: 'centimetres' },
      { unit: 'm', lt: 'metrais', en: 'metres' },
      { unit: 'dm', lt: 'decimetrais', en: 'decimetres' },
    ]);
    question = t(
      `Kvadrato plotas lygus ${n(side * side)} ${u.unit}². Raskite kvadrato kraštinės ilgį ${u.lt}.`,
      `A square has an area of ${n(side * side)} ${u.unit}². Find its side length in ${u.en}.`,
    );
    answer = side;
    equation = `x² = ${n(side * side)}`;
  } else if (level === 1 || level === 3) {
    themed = ctx.interest !== null;
    const w = rng.int(2, 30);
    const d = rng.int(1, 15);
    const area = w * (w + d);
    const enPlot = plot.en;
    if (level === 1) {
      question = t(
        `${plot.lt} ilgis ${n(d)} ${unit} didesnis už plotį, o plotas lygus ${n(area)} ${unit}². Raskite plotį ${unit === 'cm' ? 'centimetrais' : 'metrais'}.`,
        `${enPlot} is ${n(d)} ${unit} longer than it is wide and its area is ${n(area)} ${unit}². Find its width in ${unit === 'cm' ? 'centimetres' : 'metres'}.`,
      );
      answer = w;
      equation = `x(x + ${n(d)}) = ${n(area)}`;
    } else {
      const perimeter = 2 * (2 * w + d);
      question = t(
        `${plot.lt} perimetras lygus ${n(perimeter)} ${unit}, o plotas – ${n(area)} ${unit}². Raskite ilgesniosios kraštinės ilgį ${unit === 'cm' ? 'centimetrais' : 'metrais'}.`,
        `${enPlot} has a perimeter of ${n(perimeter)} ${unit} and an area of ${n(area)} ${unit}². Find the length of its longer side in ${unit === 'cm' ? 'centimetres' : 'metres'}.`,
      );
      answer = w + d;
      equation = `x(${n(perimeter / 2)} − x) = ${n(area)}`;
    }
  } else if (level === 2) {
    const x = rng.int(3, 60);
    const d = rng.int(1, 6);
    const product = x * (x + d);
    question =
      d === 1
        ? t(
            `Dviejų iš eilės einančių natūraliųjų skaičių sandauga lygi ${n(product)}. Raskite mažesnįjį skaičių.`,
            `The product of two consecutive whole numbers is ${n(product)}. Find the smaller number.`,
          )
        : t(
            `Vienas natūralusis skaičius ${d} didesnis už kitą, o jų sandauga lygi ${n(product)}. Raskite mažesnįjį skaičių.`,
            `One whole number is ${d} more than another and their product is ${n(product)}. Find the smaller number.`,
          );
    answer = x;
    equation = `x(x + ${d}) = ${n(product)}`;
  } else {
    const count = rng.int(4, 45);
    const variant = rng.pick(['once', 'twice', 'diagonals'] as const);
    const tournament = ctx.interest === 'sports' || ctx.interest === 'games';
    themed = tournament && variant !== 'diagonals';
    answer = count;
    if (variant === 'diagonals') {
      const diagonals = (count * (count - 3)) / 2;
      question = t(
        `Iškiliojo daugiakampio įstrižainių skaičius lygus ${n(diagonals)}. Kiek kampų turi šis daugiakampis?`,
        `A convex polygon has ${n(diagonals)} diagonals. How many sides does it have?`,
      );
      equation = `x(x − 3)/2 = ${n(diagonals)}`;
    } else if (variant === 'once') {
      const games = (count * (count - 1)) / 2;
      question = tournament
        ? t(
            `Turnyre kiekviena komanda su kiekviena kita žaidė po vieną kartą. Sužaistų rungtynių skaičius lygus ${n(games)}. Kiek komandų dalyvavo turnyre?`,
            `In a tournament every team played every other team once. ${n(games)} games were played in total. How many teams took part?`,
          )
        : t(
            `Susitikę žmonės kiekvienas su kiekvienu pasisveikino paspausdami ranką. Rankos paspaudimų skaičius lygus ${n(games)}. Kiek žmonių susitiko?`,
            `At a meeting everyone shook hands with everyone else once. There were ${n(games)} handshakes. How many people were there?`,
          );
      equation = `x(x − 1)/2 = ${n(games)}`;
    } else {
      const games = count * (count - 1);
      question = tournament
        ? t(
            `Lygoje kiekviena komanda su kiekviena kita žaidė du kartus (namuose ir svečiuose). Sužaistų rungtynių skaičius lygus ${n(games)}. Kiek komandų yra lygoje?`,
            `In a league every team played every other team twice (home and away). ${n(games)} games were played in total. How many teams are in the league?`,
          )
        : t(
            `Kiekvienas grupės narys kiekvienam kitam nariui nusiuntė po vieną žinutę. Išsiųstų žinučių skaičius lygus ${n(games)}. Kiek narių yra grupėje?`,
            `Every member of a group sent one message to every other member. ${n(games)} messages were sent in total. How many members are in the group?`,
          );
      equation = `x(x − 1) = ${n(games)}`;
    }
  }
  return {
    question,
    choices: null,
    input_kind: 'number',
    themed,
    answer: { mode: 'equivalent', options: { form: 'value' }, correct: String(answer), display: n(answer) },
    hints: [
      t('Pažymėkite ieškomą dydį x ir sudarykite lygtį.', 'Call the unknown x and form an equation.'),
      t(`Lygtis: ${equation}.`, `The equation: ${equation}.`),
      t('Pertvarkykite į ax² + bx + c = 0 ir išspręskite.', 'Rearrange to ax² + bx + c = 0 and solve.'),
      t(
        'Atmeskite sprendinį, kuris netinka pagal sąlygą (neigiamas ilgis ar kiekis).',
        'Reject a root that makes no sense here (a negative length or count).',
      ),
    ],
    steps: [equation, `x = ${n(answer)}`],
    explanation: t(
      'Sąlyga virsta kvadratine lygtimi; iš jos dviejų sprendinių paliekame tą, kuris tinka uždavinio prasmei.',
      'The condition becomes a quadratic equation; of its two roots we keep the one that makes sense in the problem.',
    ),
  };
}

export function irrationalEquation(ctx: GeneratorContext): TaskDraft {
  const { rng, level, t, language } = ctx;
  const n = (v: number) => formatNumber(v, language);
  const explanation = t(
    'Keliant abi puses kvadratu gali atsirasti pašalinių sprendinių, todėl kiekvieną rastą sprendinį būtina patikrinti pradinėje lygtyje.',
    'Squaring both sides can introduce extraneous roots, so every root found must be checked in the original equation.',
  );
  if (level === 0) {
    const c = rng.int(1, 12);
    const a = rng.nonZero(-20, 20);
    const s = c * c - a;
    return solveDraft(
      ctx,
      `√(${text(uni(X, 1, a), language)}) = ${c}`,
      [rootOf(fraction(s), language)],
      [
        t('Pakelkite abi puses kvadratu.', 'Square both sides.'),
        t(`${text(uni(X, 1, a), language)} = ${c * c}`, `${text(uni(X, 1, a), language)} = ${c * c}`),
        t('Išspręskite tiesinę lygtį.', 'Solve the linear equation.'),
        t(
          'Patikrinkite: pošaknis turi būti neneigiamas.',
          'Check: the expression under the root must not be negative.',
        ),
      ],
      [`${text(uni(X, 1, a), language)} = ${c * c}`],
      explanation,
    );
  }
  if (level === 1) {
    const s = rng.int(-6, 10);
    const v = rng.int(0, 30);
    const a = rng.int(1, 6);
    const c = rng.intExcept(1, 6, [a]);
    const left = uni(X, a, v - a * s);
    const right = uni(X, c, v - c * s);
    return solveDraft(
      ctx,
      `√(${text(left, language)}) = √(${text(right, language)})`,
      [rootOf(fraction(s), language)],
      [
        t('Pakelkite abi puses kvadratu.', 'Square both sides.'),
        t(
          `${text(left, language)} = ${text(right, language)}`,
          `${text(left, language)} = ${text(right, language)}`,
        ),
        t('Išspręskite tiesinę lygtį.', 'Solve the linear equation.'),
        t(
          `Patikrinkite, ar abu pošakniai neneigiami, kai x = ${n(s)}.`,
          `Check that both expressions under the roots are not negative at x = ${n(s)}.`,
        ),
      ],
      [`${text(left, language)} = ${text(right, language)}`, `x = ${n(s)}`],
      explanation,
    );
  }
  if (level === 3) {
    // Biquadratic x⁴ + p·x² + r = 0 via t = x².
    const u = rng.int(1, 9);
    const v = rng.chance(0.3) ? -rng.int(1, 15) : rng.intExcept(1, 10, [u]);
    const equals = uni(X, 1, 0, -(u * u + v * (v > 0 ? v : 1)), 0, u * u * (v > 0 ? v * v : v));
    const roots = v > 0 ? [-Math.max(u, v), -Math.min(u, v), Math.min(u, v), Math.max(u, v)] : [-u, u];
    const t1 = u * u;
    const t2 = v > 0 ? v * v : v;
    return solveDraft(
      ctx,
      `${text(equals, language)} = 0`,
      roots.map((r) => rootOf(fraction(r), language)),
      [
        t('Pažymėkite t = x² (t ≥ 0).', 'Let t = x² (t ≥ 0).'),
        t(
          `Gaunate ${text(uni('t', 1, -(t1 + t2), t1 * t2), language)} = 0.`,
          `You get ${text(uni('t', 1, -(t1 + t2), t1 * t2), language)} = 0.`,
        ),
        t(
          `t = ${n(Math.min(t1, t2))} arba t = ${n(Math.max(t1, t2))}.`,
          `t = ${n(Math.min(t1, t2))} or t = ${n(Math.max(t1, t2))}.`,
        ),
        t(
          'Neigiamas t netinka; iš x² = t gaunate x = ±√t.',
          'A negative t gives nothing; from x² = t, x = ±√t.',
        ),
      ],
      [`t = x²`, `${text(uni('t', 1, -(t1 + t2), t1 * t2), language)} = 0`],
      explanation,
    );
  }
  // √(k·x + a) = x − b: build from a valid root s ≥ b; the other root t may or may not be valid.
  const k = level === 2 ? 1 : rng.int(2, 5);
  const b = rng.int(-5, 8);
  const s = b + rng.int(1, 9);
  const a = (s - b) ** 2 - k * s;
  const other = 2 * b + k - s;
  const roots = sortedRoots(other >= b ? [fraction(s), fraction(other)] : [fraction(s)]).map((r) =>
    rootOf(r, language),
  );
  const quad = uni(X, 1, -(2 * b + k), b * b - a);
  const right = b === 0 ? 'x' : `x ${b > 0 ? MINUS_SIGN : '+'} ${n(Math.abs(b))}`;
  return solveDraft(
    ctx,
    `√(${text(uni(X, k, a), language)}) = ${right}`,
    roots,
    [
      t(`Sąlyga: ${right} ≥ 0.`, `Condition: ${right} ≥ 0.`),
      t('Pakelkite abi puses kvadratu.', 'Square both sides.'),
      t(
        `Gaunate ${text(quad, language)} = 0; jos šaknys ${n(Math.min(s, other))} ir ${n(Math.max(s, other))}.`,
        `You get ${text(quad, language)} = 0 with roots ${n(Math.min(s, other))} and ${n(Math.max(s, other))}.`,
      ),
      other >= b
        ? t('Abi šaknys tenkina sąlygą.', 'Both roots satisfy the condition.')
        : t(
            `x = ${n(other)} netenkina sąlygos – tai pašalinis sprendinys.`,
            `x = ${n(other)} fails the condition: it is extraneous.`,
          ),
    ],
    [`${text(quad, language)} = 0`, `x₁ = ${n(Math.min(s, other))}, x₂ = ${n(Math.max(s, other))}`],
    explanation,
  );
}
