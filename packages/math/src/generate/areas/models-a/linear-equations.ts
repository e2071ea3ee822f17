import { formatNumber, MINUS_SIGN } from '../../format.ts';
import {
  add,
  displayDecimal,
  div,
  type Fraction,
  fraction,
  isZero,
  lcm,
  mul,
  neg,
  sub,
} from '../../fraction.ts';
import type { Interest } from '../../interests.ts';
import type { GeneratorContext, TaskDraft } from '../../registry.ts';
import {
  fixedChoices,
  lastStepHint,
  rootOf,
  SHORT_DECIMAL_PLACES,
  solutionCountTexts,
  solutions,
} from './answers.ts';
import { type Poly, productsText, productsValue, uni } from './polynomial.ts';

/** Linear equations (LEQ). */

const X = 'x';

/** `ax + b` with rational coefficients as printed: `0,5x − 3`. */
export function linText(a: Fraction, b: Fraction, language: 'lt' | 'en', variable = 'x'): string {
  const coefficient =
    a.n === a.d ? '' : a.n === -a.d ? MINUS_SIGN : displayDecimal(a, language, SHORT_DECIMAL_PLACES);
  const head = isZero(a) ? '' : `${coefficient}${variable}`;
  if (isZero(b)) return head || '0';
  if (!head) return displayDecimal(b, language, SHORT_DECIMAL_PLACES);
  return b.n < 0
    ? `${head} ${MINUS_SIGN} ${displayDecimal(neg(b), language, SHORT_DECIMAL_PLACES)}`
    : `${head} + ${displayDecimal(b, language, SHORT_DECIMAL_PLACES)}`;
}

function equationDraft(
  ctx: GeneratorContext,
  equation: string,
  solution: Fraction,
  hints: [string, string, string],
  steps: string[],
  explanation: string,
): TaskDraft {
  const { t, language } = ctx;
  const answer = solutions([rootOf(solution, language)], language);
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
    hints: [...hints, lastStepHint(t, steps)],
    steps,
    explanation,
  };
}

export function twoStepEquation(ctx: GeneratorContext): TaskDraft {
  const { rng, level, t, language } = ctx;
  const show = (v: Fraction) => displayDecimal(v, language, SHORT_DECIMAL_PLACES);
  if (level === 0) {
    const s = rng.int(1, 30);
    if (rng.chance(0.5)) {
      const a = rng.int(2, 40);
      return equationDraft(
        ctx,
        `x + ${a} = ${s + a}`,
        fraction(s),
        [
          t(
            'Nežinomasis dėmuo lygus sumai atėmus žinomą dėmenį.',
            'An unknown addend is the sum minus the known addend.',
          ),
          t(`Iš ${s + a} atimkite ${a}.`, `Subtract ${a} from ${s + a}.`),
          t('Patikrinkite: įrašykite gautą skaičių į lygtį.', 'Check by substituting your number.'),
        ],
        [`x = ${s + a} − ${a}`, `x = ${s}`],
        t(
          'Iš abiejų lygties pusių atėmę tą patį skaičių gauname lygiavertę lygtį.',
          'Subtracting the same number from both sides gives an equivalent equation.',
        ),
      );
    }
    const a = rng.int(2, 12);
    return equationDraft(
      ctx,
      `${a}x = ${a * s}`,
      fraction(s),
      [
        t(
          'Nežinomasis dauginamasis lygus sandaugai, padalytai iš žinomo dauginamojo.',
          'An unknown factor is the product divided by the known factor.',
        ),
        t(`Padalykite ${a * s} iš ${a}.`, `Divide ${a * s} by ${a}.`),
        t('Patikrinkite: įrašykite gautą skaičių į lygtį.', 'Check by substituting your number.'),
      ],
      [t(`x = ${a * s} : ${a}`, `x = ${a * s} ÷ ${a}`), `x = ${s}`],
      t(
        'Abi lygties puses padalijus iš to paties nelygaus nuliui skaičiaus, gaunama lygiavertė lygtis.',
        'Dividing both sides by the same non-zero number gives an equivalent equation.',
      ),
    );
  }
  // a·x + b = c with a growing range; level 3 writes it as b − a·x = c, level 4 uses decimals.
  const s = level === 1 ? fraction(rng.int(1, 15)) : fraction(rng.int(-15, 15));
  const a =
    level === 4
      ? fraction(rng.pick([2, 4, 5, 6, 8, 12, 15, 25]), 10)
      : fraction(level === 1 ? rng.int(2, 9) : rng.nonZero(-12, 12));
  const b =
    level === 4
      ? fraction(rng.nonZero(-99, 99), 10)
      : fraction(level === 1 ? rng.int(1, 30) : rng.nonZero(-30, 30));
  const c = add(mul(a, s), b);
  const equation =
    level === 3
      ? `${show(b)} ${a.n < 0 ? MINUS_SIGN : '+'} ${a.n === a.d || a.n === -a.d ? '' : show(fraction(Math.abs(a.n)))}x = ${show(c)}`
      : `${linText(a, b, language)} = ${show(c)}`;
  const moved = sub(c, b);
  return equationDraft(
    ctx,
    equation,
    s,
    [
      t(
        'Nežinomąjį palikite vienoje pusėje, skaičius perkelkite į kitą.',
        'Keep the unknown on one side and move the numbers to the other.',
      ),
      t(
        `Perkeldami ${show(b)} į kitą pusę, pakeiskite jo ženklą.`,
        `When you move ${show(b)} across, change its sign.`,
      ),
      t(`Gaunate ${show(a)}x = ${show(moved)}.`, `You get ${show(a)}x = ${show(moved)}.`),
    ],
    [
      `${show(a)}x = ${show(c)} ${b.n < 0 ? '+' : MINUS_SIGN} ${show(fraction(Math.abs(b.n), b.d))}`,
      `${show(a)}x = ${show(moved)}`,
      `x = ${show(s)}`,
    ],
    t(
      'Su abiem lygties pusėmis atlikdami tą patį veiksmą (pridėdami, atimdami, dalydami iš to paties skaičiaus) gauname lygiavertę lygtį.',
      'Doing the same operation to both sides (adding, subtracting, dividing by the same number) keeps the equation equivalent.',
    ),
  );
}

type Item = { mult: Poly; inner: Poly | null };
const k = (n: number): Poly => uni(X, n);
const linP = (a: number, b: number): Poly => uni(X, a, b);

function sideValue(items: Item[]): { a: Fraction; b: Fraction } {
  const p = productsValue(items);
  const a = p.terms.find((t) => t.e[0] === 1)?.c ?? 0;
  const b = p.terms.find((t) => t.e[0] === 0)?.c ?? 0;
  return { a: fraction(a), b: fraction(b) };
}

export function equationWithBrackets(ctx: GeneratorContext): TaskDraft {
  const { rng, level, t, language } = ctx;
  const s = rng.int(-9, 12);
  const lin = () => linP(rng.int(1, 6), rng.nonZero(-9, 9));
  let left: Item[];
  let right: Item[];
  if (level === 0) {
    left = [{ mult: k(rng.int(2, 9)), inner: linP(1, rng.nonZero(-12, 12)) }];
    right = [];
  } else if (level === 1) {
    const a = rng.int(2, 9);
    left = [{ mult: k(a), inner: linP(1, rng.nonZero(-9, 9)) }];
    right = [{ mult: linP(rng.intExcept(-9, 9, [0, a]), 0), inner: null }];
  } else if (level === 2) {
    left = [
      { mult: k(rng.int(2, 6)), inner: lin() },
      { mult: k(-rng.int(2, 6)), inner: lin() },
    ];
    right = [];
  } else {
    left = [
      { mult: k(rng.intExcept(-6, 6, [-1, 0, 1])), inner: lin() },
      ...(level === 4 ? [{ mult: k(-rng.int(2, 6)), inner: lin() }] : []),
    ];
    right = [{ mult: k(rng.intExcept(-6, 6, [-1, 0, 1])), inner: lin() }];
  }
  let L = sideValue(left);
  let R = sideValue(right);
  if (L.a.n === R.a.n) {
    left.push({ mult: linP(1, 0), inner: null });
    L = sideValue(left);
  }
  // The constant that makes x = s the solution: L(s) − R(s) = 0.
  const constant = sub(add(mul(L.a, fraction(s)), L.b), add(mul(R.a, fraction(s)), R.b));
  right.push({ mult: k(constant.n), inner: null });
  R = sideValue(right);
  const leftText = productsText(left, language);
  const shownRight = right.filter((i) => i.mult.terms.length > 0);
  const rightText = shownRight.length === 0 ? '0' : productsText(shownRight, language);
  const equation = `${leftText} = ${rightText}`;
  const A = sub(L.a, R.a);
  const B = sub(R.b, L.b);
  return equationDraft(
    ctx,
    equation,
    fraction(s),
    [
      t('Atskliauskite abi lygties puses.', 'Expand the brackets on both sides.'),
      t(
        `Gaunate ${linText(L.a, L.b, language)} = ${linText(R.a, R.b, language)}.`,
        `You get ${linText(L.a, L.b, language)} = ${linText(R.a, R.b, language)}.`,
      ),
      t(
        'Narius su x perkelkite į kairę, skaičius – į dešinę, keisdami ženklus.',
        'Move the x terms to the left and the numbers to the right, changing their signs.',
      ),
    ],
    [
      `${linText(L.a, L.b, language)} = ${linText(R.a, R.b, language)}`,
      `${linText(A, fraction(0), language)} = ${displayDecimal(B, language, SHORT_DECIMAL_PLACES)}`,
      `x = ${displayDecimal(div(B, A), language, SHORT_DECIMAL_PLACES)}`,
    ],
    t(
      'Atskliaudę ir sutraukę panašiuosius narius gauname lygtį ax = b, kurią išsprendžiame padalydami iš a.',
      'Expanding and collecting like terms leads to ax = b, solved by dividing by a.',
    ),
  );
}

/** `(px + q)/r` printed: `x/2`, `(x − 1)/3`, `(2x + 5)/7`; r = 1 prints the bare expression. */
function fracTerm(p: number, qq: number, r: number, language: 'lt' | 'en'): string {
  const top = linText(fraction(p), fraction(qq), language);
  if (r === 1) return qq === 0 ? top : `(${top})`;
  return qq === 0 ? `${top}/${r}` : `(${top})/${r}`;
}

export function fractionalCoefficients(ctx: GeneratorContext): TaskDraft {
  const { rng, level, t, language } = ctx;
  // Terms (p·x + q)/r with signs; the right side is a whole number (plus x/g at level 4).
  type F = { p: number; q: number; r: number; sign: 1 | -1 };
  const denominators = [2, 3, 4, 5, 6, 8, 10];
  const r1 = rng.pick(denominators);
  const r2 = rng.intExcept(2, 9, [r1]);
  let terms: F[];
  let rhsX: F | null = null;
  let rhs: Fraction;
  if (level === 0) {
    terms = [{ p: 1, q: 0, r: r1, sign: 1 }];
    const s = r1 * rng.int(-9, 12);
    const c = rng.int(-9, 9);
    terms.push({ p: 0, q: c, r: 1, sign: 1 });
    rhs = fraction(s / r1 + c);
  } else if (level === 1) {
    terms = [
      { p: 1, q: 0, r: r1, sign: 1 },
      { p: 1, q: 0, r: r2, sign: 1 },
    ];
    const s = lcm(r1, r2) * rng.int(-5, 6);
    rhs = fraction(s / r1 + s / r2);
  } else if (level === 2) {
    terms = [
      { p: 1, q: rng.nonZero(-9, 9), r: r1, sign: 1 },
      { p: 1, q: 0, r: r2, sign: 1 },
    ];
    rhs = fraction(rng.int(-6, 12));
  } else if (level === 3) {
    terms = [
      { p: 1, q: rng.nonZero(-9, 9), r: r1, sign: 1 },
      { p: 1, q: rng.nonZero(-9, 9), r: r2, sign: -1 },
    ];
    rhs = fraction(rng.int(-6, 12));
    if (r1 === r2) terms[1] = { p: 2, q: terms[1]?.q ?? 1, r: r2, sign: -1 };
  } else {
    terms = [
      { p: rng.int(2, 5), q: rng.nonZero(-9, 9), r: r1, sign: 1 },
      { p: rng.int(1, 4), q: rng.nonZero(-9, 9), r: r2, sign: -1 },
    ];
    rhsX = { p: 1, q: 0, r: rng.intExcept(2, 6, [r1, r2]), sign: 1 };
    rhs = fraction(rng.int(-5, 5));
  }
  // Collect A·x + B = rhs exactly.
  let A = fraction(0);
  let B = fraction(0);
  for (const term of terms) {
    A = add(A, fraction(term.sign * term.p, term.r));
    B = add(B, fraction(term.sign * term.q, term.r));
  }
  if (rhsX) A = sub(A, fraction(rhsX.p, rhsX.r));
  if (isZero(A)) {
    // Equal x-coefficients on both sides: change the right-hand x term so that x does not cancel.
    rhsX = rhsX ? { ...rhsX, p: 2 } : null;
    A = add(A, fraction(-1, rhsX?.r ?? 1));
  }
  const solution = div(sub(rhs, B), A);
  const left = terms
    .map((term, i) => {
      if (term.p === 0)
        return term.q < 0 ? ` ${MINUS_SIGN} ${formatNumber(-term.q, language)}` : ` + ${term.q}`;
      const body = fracTerm(term.p, term.q, term.r, language);
      if (i === 0) return term.sign < 0 ? `${MINUS_SIGN}${body}` : body;
      return term.sign < 0 ? ` ${MINUS_SIGN} ${body}` : ` + ${body}`;
    })
    .join('')
    .replace(' + 0', '');
  const right = rhsX
    ? `${fracTerm(rhsX.p, 0, rhsX.r, language)}${rhs.n === 0 ? '' : rhs.n < 0 ? ` ${MINUS_SIGN} ${formatNumber(-rhs.n, language)}` : ` + ${rhs.n}`}`
    : displayDecimal(rhs, language, SHORT_DECIMAL_PLACES);
  const common = [...terms, ...(rhsX ? [rhsX] : [])].reduce((m, term) => lcm(m, term.r), 1);
  const equation = `${left} = ${right}`;
  return equationDraft(
    ctx,
    equation,
    solution,
    [
      t(
        'Atsikratykite trupmenų: padauginkite abi puses iš bendro vardiklio.',
        'Clear the fractions: multiply both sides by a common denominator.',
      ),
      t(`Bendras vardiklis: ${common}.`, `A common denominator is ${common}.`),
      t(
        `Padauginę iš ${common} ir sutraukę panašiuosius narius gausite ${displayDecimal(mul(A, fraction(common)), language, SHORT_DECIMAL_PLACES)}x = ${displayDecimal(mul(sub(rhs, B), fraction(common)), language, SHORT_DECIMAL_PLACES)}.`,
        `Multiplying by ${common} and collecting like terms gives ${displayDecimal(mul(A, fraction(common)), language, SHORT_DECIMAL_PLACES)}x = ${displayDecimal(mul(sub(rhs, B), fraction(common)), language, SHORT_DECIMAL_PLACES)}.`,
      ),
    ],
    [
      t(`Abi puses dauginame iš ${common}.`, `Multiply both sides by ${common}.`),
      `${displayDecimal(mul(A, fraction(common)), language, SHORT_DECIMAL_PLACES)}x = ${displayDecimal(mul(sub(rhs, B), fraction(common)), language, SHORT_DECIMAL_PLACES)}`,
      `x = ${displayDecimal(solution, language, SHORT_DECIMAL_PLACES)}`,
    ],
    t(
      'Padauginę visus lygties narius iš bendro vardiklio gauname lygiavertę lygtį su sveikaisiais koeficientais.',
      'Multiplying every term by a common denominator gives an equivalent equation with whole-number coefficients.',
    ),
  );
}

export function equationSolutionCount(ctx: GeneratorContext): TaskDraft {
  const { rng, level, t, language } = ctx;
  const kind = rng.pick(['none', 'one', 'infinite'] as const);
  const a = rng.int(2, 9);
  const b = rng.nonZero(-9, 9);
  const left: Item[] =
    level <= 1
      ? [{ mult: k(a), inner: linP(1, b) }]
      : [
          { mult: k(a), inner: linP(rng.int(1, 4), b) },
          { mult: k(-rng.int(2, 5)), inner: linP(1, rng.nonZero(-9, 9)) },
        ];
  if (level === 4) left.push({ mult: linP(rng.nonZero(-5, 5), 0), inner: null });
  const L = sideValue(left);
  const ra = kind === 'one' ? L.a.n + rng.pick([-2, -1, 1, 2, 3]) : L.a.n;
  const rb = kind === 'none' ? L.b.n + rng.nonZero(-6, 6) : kind === 'infinite' ? L.b.n : rng.int(-20, 20);
  let right: Item[];
  if (level >= 1 && ra !== 0 && rng.chance(0.6)) {
    // Write the right side with a bracket too: m(x + n) + (ra − m)x + rest.
    const m = rng.pick([2, 3, -2]);
    const n = rng.nonZero(-5, 5);
    right = [{ mult: k(m), inner: linP(1, n) }];
    if (ra - m !== 0) right.push({ mult: linP(ra - m, 0), inner: null });
    if (rb - m * n !== 0) right.push({ mult: k(rb - m * n), inner: null });
  } else {
    right = [];
    if (ra !== 0) right.push({ mult: linP(ra, 0), inner: null });
    if (rb !== 0 || right.length === 0) right.push({ mult: k(rb), inner: null });
  }
  const equation = `${productsText(left, language)} = ${productsText(right, language)}`;
  const index = kind === 'none' ? 0 : kind === 'one' ? 1 : 3;
  const { choices, letter } = fixedChoices(solutionCountTexts(language), index);
  const reduced = `${linText(L.a, L.b, language)} = ${linText(fraction(ra), fraction(rb), language)}`;
  const verdict =
    kind === 'none'
      ? t(
          `Gauname ${displayDecimal(sub(L.b, fraction(rb)), language, SHORT_DECIMAL_PLACES)} = 0 – neteisinga lygybė, sprendinių nėra.`,
          `We get ${displayDecimal(sub(L.b, fraction(rb)), language, SHORT_DECIMAL_PLACES)} = 0, which is false: no solutions.`,
        )
      : kind === 'infinite'
        ? t(
            'Gauname 0 = 0 – lygybė teisinga su bet kuriuo x, sprendinių be galo daug.',
            'We get 0 = 0, true for every x: infinitely many solutions.',
          )
        : t(
            'Koeficientai prie x skiriasi, todėl lygtis turi vieną sprendinį.',
            'The coefficients of x differ, so there is exactly one solution.',
          );
  return {
    question: t(
      `Kiek sprendinių turi lygtis ${equation}?`,
      `How many solutions does the equation ${equation} have?`,
    ),
    choices,
    input_kind: 'multiple_choice',
    answer: { mode: 'multiple_choice', correct: letter, display: `${letter}) ${choices[index]?.text ?? ''}` },
    hints: [
      t(
        'Atskliauskite ir sutraukite panašiuosius narius abiejose pusėse.',
        'Expand and collect like terms on both sides.',
      ),
      t(`Gaunate ${reduced}.`, `You get ${reduced}.`),
      t(
        'Palyginkite koeficientus prie x ir laisvuosius narius.',
        'Compare the coefficients of x and the constant terms.',
      ),
      verdict,
    ],
    steps: [reduced, verdict],
    explanation: t(
      'Tiesinė lygtis ax = b turi vieną sprendinį, kai a ≠ 0; kai a = 0, ji neturi sprendinių (b ≠ 0) arba jų turi be galo daug (b = 0).',
      'A linear equation ax = b has one solution when a ≠ 0; when a = 0 it has none (b ≠ 0) or infinitely many (b = 0).',
    ),
  };
}

type Story = {
  lt: (k: number, total: string) => string;
  en: (k: number, total: string) => string;
  unit: string;
};

const STORIES: Record<Interest | 'neutral', Story> = {
  neutral: {
    lt: (k, s) =>
      `Dviejų skaičių suma lygi ${s}. Vienas skaičius ${k} kartus didesnis už kitą. Raskite mažesnįjį skaičių.`,
    en: (k, s) =>
      `The sum of two numbers is ${s}. One number is ${k} times the other. Find the smaller number.`,
    unit: '',
  },
  sports: {
    lt: (k, s) =>
      `Per rungtynes dviejų krepšinio komandų pelnytų taškų suma lygi ${s}. Pirmoji komanda pelnė ${k} kartus daugiau taškų nei antroji. Kiek taškų pelnė antroji komanda?`,
    en: (k, s) =>
      `In a basketball game the two teams scored ${s} points in total. The first team scored ${k} times as many points as the second. How many points did the second team score?`,
    unit: '',
  },
  music: {
    lt: (k, s) =>
      `Dviejų albumų dainų skaičių suma lygi ${s}. Pirmajame albume dainų ${k} kartus daugiau nei antrajame. Kiek dainų yra antrajame albume?`,
    en: (k, s) =>
      `Two albums have ${s} songs in total. The first album has ${k} times as many songs as the second. How many songs are on the second album?`,
    unit: '',
  },
  games: {
    lt: (k, s) =>
      `Dviejų žaidėjų surinktų taškų suma lygi ${s}. Pirmasis žaidėjas surinko ${k} kartus daugiau taškų nei antrasis. Kiek taškų surinko antrasis žaidėjas?`,
    en: (k, s) =>
      `Two players scored ${s} points in total. The first scored ${k} times as many as the second. How many points did the second player score?`,
    unit: '',
  },
  animals: {
    lt: (k, s) =>
      `Dviejose prieglaudose gyvenančių šunų skaičių suma lygi ${s}. Pirmojoje prieglaudoje šunų ${k} kartus daugiau nei antrojoje. Kiek šunų gyvena antrojoje prieglaudoje?`,
    en: (k, s) =>
      `Two animal shelters house ${s} dogs in total. The first has ${k} times as many dogs as the second. How many dogs live in the second shelter?`,
    unit: '',
  },
  space: {
    lt: (k, s) =>
      `Per dvi kosmines misijas padarytų nuotraukų skaičių suma lygi ${s}. Per pirmąją misiją padaryta ${k} kartus daugiau nuotraukų nei per antrąją. Kiek nuotraukų padaryta per antrąją misiją?`,
    en: (k, s) =>
      `Two space missions took ${s} photos in total. The first took ${k} times as many as the second. How many photos did the second mission take?`,
    unit: '',
  },
  cooking: {
    lt: (k, s) =>
      `Du kepalai duonos kartu sveria ${s} g. Pirmasis kepalas ${k} kartus sunkesnis už antrąjį. Kiek gramų sveria antrasis kepalas?`,
    en: (k, s) =>
      `Two loaves weigh ${s} g together. The first is ${k} times as heavy as the second. How many grams does the second loaf weigh?`,
    unit: 'g',
  },
  travel: {
    lt: (k, s) =>
      `Per dvi dienas nukeliauta ${s} km. Pirmąją dieną nukeliauta ${k} kartus daugiau nei antrąją. Kiek kilometrų nukeliauta antrąją dieną?`,
    en: (k, s) =>
      `A traveller covered ${s} km in two days, ${k} times as far on the first day as on the second. How many kilometres were covered on the second day?`,
    unit: 'km',
  },
  money: {
    lt: (k, s) =>
      `Dviejose taupyklėse kartu yra ${s} €. Pirmojoje taupyklėje pinigų ${k} kartus daugiau nei antrojoje. Kiek eurų yra antrojoje taupyklėje?`,
    en: (k, s) =>
      `Two money boxes hold €${s} together. The first holds ${k} times as much as the second. How many euros are in the second box?`,
    unit: '€',
  },
};

export function modelWithEquation(ctx: GeneratorContext): TaskDraft {
  const { rng, level, t, language } = ctx;
  const n = (v: number) => formatNumber(v, language);
  let question: string;
  let answer: number;
  let equation: string;
  let themed = false;
  if (level <= 2) {
    // Consecutive numbers: two, three, or three consecutive even/odd numbers.
    const count = level === 0 ? 2 : 3;
    const stepSize = level === 2 ? 2 : 1;
    const x = level === 2 ? rng.int(5, 120) * 2 + (rng.chance(0.5) ? 1 : 0) : rng.int(3, 150);
    const sum = count * x + (stepSize * count * (count - 1)) / 2;
    const parity = x % 2 === 0 ? t('lyginių', 'even') : t('nelyginių', 'odd');
    const kindLt = level === 2 ? `${parity} ` : '';
    const kindEn = level === 2 ? `${parity} ` : 'whole ';
    const countLt = count === 2 ? 'Dviejų' : 'Trijų';
    const countEn = count === 2 ? 'two' : 'three';
    question = t(
      `${countLt} iš eilės einančių ${kindLt}natūraliųjų skaičių suma lygi ${n(sum)}. Raskite mažiausią iš jų.`,
      `The sum of ${countEn} consecutive ${kindEn}numbers is ${n(sum)}. Find the smallest of them.`,
    );
    answer = x;
    const terms = Array.from({ length: count }, (_, i) => (i === 0 ? 'x' : `(x + ${i * stepSize})`));
    equation = `${terms.join(' + ')} = ${n(sum)}`;
  } else if (level === 3) {
    const story = ctx.interest ? STORIES[ctx.interest] : STORIES.neutral;
    themed = ctx.interest !== null;
    const kk = rng.int(2, 5);
    const x = rng.int(4, 60);
    const sum = (kk + 1) * x;
    question = t(story.lt(kk, n(sum)), story.en(kk, n(sum)));
    answer = x;
    equation = `x + ${kk}x = ${n(sum)}`;
  } else {
    // A has k times as many as B; after A gives d to B, they have the same.
    const kk = rng.int(2, 5);
    const x = rng.int(3, 40) * 2;
    const d = (x * (kk - 1)) / 2;
    question = t(
      `Pirmoje lentynoje knygų ${kk} kartus daugiau nei antrojoje. Perkėlus ${n(d)} kn. iš pirmosios lentynos į antrąją, lentynose knygų tapo po lygiai. Kiek knygų iš pradžių buvo antrojoje lentynoje?`,
      `The first shelf has ${kk} times as many books as the second. After ${n(d)} books are moved from the first shelf to the second, both shelves hold the same number. How many books were on the second shelf at first?`,
    );
    answer = x;
    equation = `${kk}x − ${n(d)} = x + ${n(d)}`;
  }
  return {
    question,
    choices: null,
    input_kind: 'number',
    themed,
    answer: { mode: 'equivalent', options: { form: 'value' }, correct: String(answer), display: n(answer) },
    hints: [
      t('Pažymėkite ieškomą dydį raide x.', 'Call the unknown quantity x.'),
      t(
        'Kitus dydžius išreikškite per x ir sudarykite lygtį.',
        'Write the other quantities in terms of x and form an equation.',
      ),
      t(`Lygtis: ${equation}.`, `The equation: ${equation}.`),
      t('Sutraukite panašiuosius narius ir išspręskite lygtį.', 'Collect like terms and solve the equation.'),
    ],
    steps: [equation, `x = ${n(answer)}`],
    explanation: t(
      'Tekstinį uždavinį paverčiame lygtimi: nežinomąjį pažymime raide, sąlygą užrašome lygybe ir ją išsprendžiame.',
      'A word problem becomes an equation: name the unknown, write the condition as an equality and solve it.',
    ),
  };
}
