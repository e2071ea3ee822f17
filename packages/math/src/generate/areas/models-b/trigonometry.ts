import type { Language } from '../../../types.ts';
import { fractionAnswer } from '../../answers.ts';
import { formatNumber, MINUS_SIGN, times } from '../../format.ts';
import {
  add,
  displayDecimal,
  div,
  type Fraction,
  fraction,
  gcd,
  mul,
  neg,
  sub,
  toNumber,
} from '../../fraction.ts';
import type { GeneratorContext, GeneratorTable, TaskDraft } from '../../registry.ts';
import { piAscii, piText, productSum, sumText } from './notation.ts';
import { inBrackets, rationalAnswer } from './task-parts.ts';

/** TRF: the unit circle, periods, the Pythagorean identity, trigonometric equations. */

type Fn = 'sin' | 'cos' | 'tg';
const fnName = (fn: Fn, language: Language) => (fn === 'tg' ? (language === 'lt' ? 'tg' : 'tan') : fn);

/** sin² of j·π/12 for j a multiple of 2 or 3 (the angles with exact values). */
const SIN_SQUARED: Record<number, Fraction> = {
  0: fraction(0),
  2: fraction(1, 4),
  3: fraction(1, 2),
  4: fraction(3, 4),
  6: fraction(1),
  8: fraction(3, 4),
  9: fraction(1, 2),
  10: fraction(1, 4),
};

const mod = (a: number, m: number) => ((a % m) + m) % m;

/** Exact square and sign of sin, cos or tg at j·π/12; null where tg is undefined. */
function exact(fn: Fn, j: number): { square: Fraction; sign: number } | null {
  const s2 = SIN_SQUARED[mod(j, 12)] as Fraction;
  const c2 = sub(fraction(1), s2);
  const jj = mod(j, 24);
  const sinSign = jj === 0 || jj === 12 ? 0 : jj < 12 ? 1 : -1;
  const cosSign = jj === 6 || jj === 18 ? 0 : jj < 6 || jj > 18 ? 1 : -1;
  if (fn === 'sin') return { square: s2, sign: sinSign };
  if (fn === 'cos') return { square: c2, sign: cosSign };
  if (c2.n === 0) return null;
  return { square: div(s2, c2), sign: sinSign * cosSign };
}

/** The value itself when it is rational (0, ±1/2, ±1), otherwise null. */
function rationalValue(fn: Fn, j: number): Fraction | null {
  const e = exact(fn, j);
  if (!e) return null;
  const { square, sign } = e;
  if (square.n === 0) return fraction(0);
  const roots: Record<string, Fraction> = { '1/1': fraction(1), '1/4': fraction(1, 2) };
  const root = roots[`${square.n}/${square.d}`];
  return root ? mul(fraction(sign), root) : null;
}

/** `π/6` for j = 2 (angles in units of π/12). */
const angle = (j: number) => fraction(j, 12);

function angleText(j: number, degrees: boolean): string {
  if (degrees) return ` ${j * 15}°`;
  const text = piText(angle(j));
  return text.includes('/') || text.startsWith(MINUS_SIGN) ? `(${text})` : ` ${text}`;
}

const RATIONAL_ANGLES: Record<Fn, number[]> = {
  sin: [0, 2, 6, 10, 12, 14, 18, 22],
  cos: [0, 4, 8, 12, 16, 20],
  tg: [0, 3, 9, 12, 15, 21],
};

function unitCircleValues(ctx: GeneratorContext): TaskDraft {
  const { rng, level, language, t } = ctx;
  const degrees = level === 0;
  const count = level <= 1 ? 2 : 3;
  const fns: Fn[] = level <= 1 ? ['sin', 'cos'] : ['sin', 'cos', 'tg'];
  const squares = level === 4;
  const terms: { c: number; fn: Fn; j: number; v: Fraction }[] = [];
  for (let i = 0; i < count; i += 1) {
    const fn = rng.pick(fns);
    let j: number;
    let v: Fraction;
    if (squares) {
      j = rng.pick(fn === 'tg' ? [2, 3, 4, 8, 9, 10] : [2, 3, 4, 6, 8, 9, 10]);
      v = (exact(fn, j) as { square: Fraction }).square;
    } else {
      const base = rng.pick(RATIONAL_ANGLES[fn].filter((a) => !degrees || a <= 12));
      j = level === 3 ? base + 24 * rng.pick([-1, 1]) : base;
      v = rationalValue(fn, j) as Fraction;
    }
    terms.push({ c: rng.nonZero(-6, 6), fn, j, v });
  }
  const body = (fn: Fn, j: number) => `${fnName(fn, language)}${squares ? '²' : ''}${angleText(j, degrees)}`;
  const expression = productSum(
    terms.map(({ c, fn, j }) => ({ c, body: body(fn, j) })),
    language,
  ).replace(/ (·|×) /g, '');
  const result = terms.reduce((s, { c, v }) => add(s, mul(fraction(c), v)), fraction(0));
  const d = (r: Fraction) => displayDecimal(r, language);
  const valuesLine = terms.map(({ fn, j, v }) => `${body(fn, j)} = ${d(v)}`).join('; ');
  return {
    question: t(`Apskaičiuokite ${expression}.`, `Calculate ${expression}.`),
    choices: null,
    input_kind: 'number',
    answer: rationalAnswer(result, language),
    hints: [
      level === 3
        ? t('Pirmiausia atmeskite pilnus apsisukimus (2π).', 'First remove whole turns (2π).')
        : t('Prisiminkite reikšmes vienetiniame apskritime.', 'Recall the values on the unit circle.'),
      valuesLine,
      `${sumText(
        terms.map(({ c, v }) => ({ c: mul(fraction(c), v), text: '', ascii: '' })),
        language,
      )} = ${d(result)}`,
    ],
    steps: [
      valuesLine,
      `${sumText(
        terms.map(({ c, v }) => ({ c: mul(fraction(c), v), text: '', ascii: '' })),
        language,
      )} = ${d(result)}`,
    ],
    explanation: t(
      'Taško vienetiniame apskritime koordinatės yra (cos α; sin α), o tg α = sin α / cos α; periodiškumas leidžia atmesti pilnus apsisukimus.',
      'A point on the unit circle has coordinates (cos α, sin α) and tan α = sin α / cos α; periodicity lets us drop whole turns.',
    ),
  };
}

function trigPeriod(ctx: GeneratorContext): TaskDraft {
  const { rng, level, language, t } = ctx;
  const A = rng.intExcept(-9, 9, [0]);
  const B = level === 0 ? 0 : rng.int(-9, 9);
  const coefficient = A === 1 ? '' : A === -1 ? MINUS_SIGN : formatNumber(A, language);
  const tail = B === 0 ? '' : ` ${B < 0 ? MINUS_SIGN : '+'} ${formatNumber(Math.abs(B), language)}`;
  let formula: string;
  let period: Fraction;
  let steps: string[];
  if (level === 4) {
    const a = rng.int(2, 9);
    const b = rng.intExcept(2, 9, [a]);
    const g = gcd(a, b);
    period = fraction(2, g);
    formula = `y = ${productSum(
      [
        { c: rng.nonZero(-5, 5), body: `sin ${a}x` },
        { c: rng.nonZero(-5, 5), body: `cos ${b}x` },
      ],
      language,
    ).replace(/ (·|×) /g, '')}`;
    steps = [
      `T₁ = 2π/${a}, T₂ = 2π/${b}`,
      t(`Mažiausias bendras kartotinis: 2π/${g}`, `Least common multiple: 2π/${g}`),
      `T = ${piText(period)}`,
    ];
  } else {
    const fn: Fn = level === 2 ? 'tg' : rng.pick(['sin', 'cos'] as const);
    const k = level === 3 ? fraction(rng.int(1, 5), rng.int(2, 6)) : fraction(rng.int(2, 9));
    const phase =
      level >= 1 && rng.chance(0.5)
        ? rng.pick([fraction(1, 3), fraction(1, 4), fraction(1, 6), fraction(-1, 3), fraction(-1, 4)])
        : null;
    const kText = k.d === 1 ? `${k.n}x` : `${k.n === 1 ? '' : k.n}x/${k.d}`;
    const argument = phase
      ? `(${kText} ${phase.n < 0 ? MINUS_SIGN : '+'} ${piText(fraction(Math.abs(phase.n), phase.d))})`
      : k.d === 1
        ? ` ${kText}`
        : `(${kText})`;
    formula = `y = ${coefficient}${fnName(fn, language)}${argument}${tail}`;
    const basic = fn === 'tg' ? fraction(1) : fraction(2);
    period = div(basic, k);
    steps = [
      t(
        `Funkcijos ${fnName(fn, language)} x periodas ${piText(basic)}`,
        `The period of ${fnName(fn, language)} x is ${piText(basic)}`,
      ),
      `T = ${piText(basic)} : ${displayDecimal(k, language)} = ${piText(period)}`.replace(':', t(':', '÷')),
    ];
  }
  return {
    question: t(
      `Raskite funkcijos ${formula} mažiausiąjį teigiamąjį periodą.`,
      `Find the smallest positive period of ${formula}.`,
    ),
    choices: null,
    input_kind: 'expression',
    answer: {
      mode: 'equivalent',
      options: { form: 'value' },
      correct: piAscii(period),
      display: piText(period),
    },
    hints: [
      t(
        'Koeficientas prieš funkciją ir pridėtas skaičius periodo nekeičia.',
        'The factor in front of the function and the number added do not change the period.',
      ),
      level === 4
        ? t(
            'Raskite kiekvieno dėmens periodą ir jų mažiausią bendrą kartotinį.',
            'Find the period of each term and their least common multiple.',
          )
        : t(
            'Funkcijos f(kx) periodas lygus f periodui, padalytam iš |k|.',
            'The period of f(kx) is the period of f divided by |k|.',
          ),
      steps[steps.length - 2] ?? (steps[0] as string),
    ],
    steps,
    explanation: t(
      'Kai argumentas padauginamas iš k, grafikas suspaudžiamas k kartų išilgai Ox ašies, todėl periodas sumažėja k kartų.',
      'Multiplying the argument by k squeezes the graph k times along the x-axis, so the period shrinks k times.',
    ),
  };
}

/** Primitive Pythagorean triples (a, b, c) with a² + b² = c² from Euclid's formula. */
const TRIPLES: [number, number, number][] = [];
for (let m = 2; m <= 10; m += 1) {
  for (let n = 1; n < m; n += 1) {
    if ((m - n) % 2 === 1 && gcd(m, n) === 1) TRIPLES.push([m * m - n * n, 2 * m * n, m * m + n * n]);
  }
}

const QUADRANTS = [
  { sin: 1, cos: 1, lt: ['0°', '90°'], rad: ['0', 'π/2'] },
  { sin: 1, cos: -1, lt: ['90°', '180°'], rad: ['π/2', 'π'] },
  { sin: -1, cos: -1, lt: ['180°', '270°'], rad: ['π', '3π/2'] },
  { sin: -1, cos: 1, lt: ['270°', '360°'], rad: ['3π/2', '2π'] },
] as const;

function pythagoreanIdentity(ctx: GeneratorContext): TaskDraft {
  const { rng, level, language, t } = ctx;
  const [p, q, h] = rng.pick(TRIPLES.filter((triple) => triple[2] <= (level >= 3 ? 29 : 65)));
  const swap = rng.chance(0.5);
  const [a, b] = swap ? [q, p] : [p, q];
  const letter = rng.pick(['α', 'β', 'φ']);
  const quadrant = level === 0 ? QUADRANTS[0] : rng.pick(QUADRANTS.slice(1));
  const sin = fraction(quadrant.sin * a, h);
  const cos = fraction(quadrant.cos * b, h);
  const givenSin = rng.chance(0.5);
  const radians = rng.chance(0.5);
  const [lo, hi] = radians ? quadrant.rad : quadrant.lt;
  const range = `${lo} < ${letter} < ${hi}`;
  const d = (r: Fraction) => displayDecimal(r, language);
  const tg = fnName('tg', language);
  let asked: string;
  let result: Fraction;
  let last: string;
  if (level <= 1) {
    asked = givenSin ? `cos ${letter}` : `sin ${letter}`;
    result = givenSin ? cos : sin;
    last = `${asked} = ${quadrant[givenSin ? 'cos' : 'sin'] < 0 ? MINUS_SIGN : ''}√(1 ${MINUS_SIGN} (${d(givenSin ? sin : cos).replace(MINUS_SIGN, '')})²)`;
  } else if (level === 2) {
    asked = `${tg} ${letter}`;
    result = div(sin, cos);
    last = `${tg} ${letter} = sin ${letter} / cos ${letter} = ${d(sin)} : ${d(cos)}`;
  } else if (level === 3) {
    asked = `sin 2${letter}`;
    result = mul(fraction(2), mul(sin, cos));
    last = `sin 2${letter} = 2 sin ${letter} cos ${letter} = 2 ${times(language)} ${inBrackets(d(sin))} ${times(language)} ${inBrackets(d(cos))}`;
  } else {
    asked = `cos 2${letter}`;
    result = sub(mul(cos, cos), mul(sin, sin));
    last = `cos 2${letter} = cos² ${letter} ${MINUS_SIGN} sin² ${letter} = (${d(cos)})² ${MINUS_SIGN} (${d(sin)})²`;
  }
  const given = givenSin ? `sin ${letter} = ${d(sin)}` : `cos ${letter} = ${d(cos)}`;
  const other = givenSin ? `cos ${letter} = ${d(cos)}` : `sin ${letter} = ${d(sin)}`;
  return {
    question: t(
      `Žinoma, kad ${given} ir ${range}. Apskaičiuokite ${asked}.`,
      `Given ${given} and ${range}, find ${asked}.`,
    ),
    choices: null,
    input_kind: 'fraction',
    answer: fractionAnswer(result, language),
    hints: [
      t('Taikykite tapatybę sin² α + cos² α = 1.', 'Use the identity sin² α + cos² α = 1.'),
      t(`Ženklą nustatykite pagal ketvirtį: ${range}.`, `Choose the sign from the quadrant: ${range}.`),
      level <= 1 ? last : t(`${other}; ${last}`, `${other}; ${last}`),
    ],
    steps: [
      `${givenSin ? 'cos' : 'sin'}² ${letter} = 1 ${MINUS_SIGN} (${d(givenSin ? sin : cos)})² = ${d(givenSin ? mul(cos, cos) : mul(sin, sin))}`,
      other,
      ...(level <= 1 ? [] : [`${last} = ${d(result)}`]),
    ],
    explanation: t(
      'Pagrindinė trigonometrinė tapatybė duoda reikšmės modulį, o ženklą lemia ketvirtis, kuriame yra kampas.',
      'The Pythagorean identity gives the size of the value; the quadrant of the angle decides its sign.',
    ),
  };
}

/** A value of sin/cos/tg: r·√s. */
type Special = { r: Fraction; s: 1 | 2 | 3 };
type Family = { base: Fraction; period: Fraction };

/** arcsin / arccos / arctg of a special value as a multiple of π. */
function principal(fn: Fn, v: Special): Fraction {
  const asin: Record<string, Fraction> = {
    '0/1/1': fraction(0),
    '1/2/1': fraction(1, 6),
    '1/2/2': fraction(1, 4),
    '1/2/3': fraction(1, 3),
    '1/1/1': fraction(1, 2),
  };
  const atg: Record<string, Fraction> = {
    '0/1/1': fraction(0),
    '1/3/3': fraction(1, 6),
    '1/1/1': fraction(1, 4),
    '1/1/3': fraction(1, 3),
  };
  const positive = { r: fraction(Math.abs(v.r.n), v.r.d), s: v.s };
  const pk = `${positive.r.n}/${positive.r.d}/${positive.s}`;
  const negative = v.r.n < 0;
  if (fn === 'sin') return negative ? neg(asin[pk] as Fraction) : (asin[pk] as Fraction);
  if (fn === 'tg') return negative ? neg(atg[pk] as Fraction) : (atg[pk] as Fraction);
  const acosPositive = sub(fraction(1, 2), asin[pk] as Fraction);
  return negative ? sub(fraction(1), acosPositive) : acosPositive;
}

function families(fn: Fn, v: Special): Family[] {
  const alpha = principal(fn, v);
  if (fn === 'tg') return [{ base: alpha, period: fraction(1) }];
  const one = v.s === 1 && Math.abs(v.r.n) === v.r.d;
  const zero = v.r.n === 0;
  if (fn === 'sin') {
    if (zero) return [{ base: fraction(0), period: fraction(1) }];
    if (one) return [{ base: alpha, period: fraction(2) }];
    return [
      { base: alpha, period: fraction(2) },
      { base: sub(fraction(1), alpha), period: fraction(2) },
    ];
  }
  if (zero) return [{ base: fraction(1, 2), period: fraction(1) }];
  if (one) return [{ base: alpha, period: fraction(2) }];
  return [
    { base: alpha, period: fraction(2) },
    { base: neg(alpha), period: fraction(2) },
  ];
}

/** Families of kx + φ = θ turned into families of x. */
const forArgument = (fs: Family[], k: number, phase: Fraction): Family[] =>
  fs.map(({ base, period }) => ({
    base: div(sub(base, phase), fraction(k)),
    period: div(period, fraction(k)),
  }));

function familyAscii({ base, period }: Family): string {
  const n = period.n === 1 ? 'pi*n' : `${period.n}*pi*n`;
  const term = period.d === 1 ? n : `${n}/${period.d}`;
  return base.n === 0 ? `x = ${term}` : `x = ${piAscii(base)} + ${term}`;
}

function familyText({ base, period }: Family): string {
  const n = `${period.n === 1 ? '' : period.n}πn${period.d === 1 ? '' : `/${period.d}`}`;
  return base.n === 0 ? `x = ${n}` : `x = ${piText(base)} + ${n}`;
}

const specialText = (v: Special, language: Language): string => {
  const abs = fraction(Math.abs(v.r.n), v.r.d);
  const sign = v.r.n < 0 ? MINUS_SIGN : '';
  if (v.s === 1) return `${sign}${displayDecimal(abs, language)}`;
  return `${sign}${abs.n === 1 ? '' : abs.n}√${v.s}${abs.d === 1 ? '' : `/${abs.d}`}`;
};

const RATIONAL_SPECIALS = {
  unit: [
    { r: fraction(0), s: 1 },
    { r: fraction(1), s: 1 },
    { r: fraction(-1), s: 1 },
  ],
  half: [
    { r: fraction(1, 2), s: 1 },
    { r: fraction(-1, 2), s: 1 },
  ],
  surd: [
    { r: fraction(1, 2), s: 2 },
    { r: fraction(-1, 2), s: 2 },
    { r: fraction(1, 2), s: 3 },
    { r: fraction(-1, 2), s: 3 },
  ],
  tgSurd: [
    { r: fraction(1), s: 3 },
    { r: fraction(-1), s: 3 },
    { r: fraction(1, 3), s: 3 },
    { r: fraction(-1, 3), s: 3 },
    { r: fraction(1), s: 1 },
    { r: fraction(-1), s: 1 },
  ],
} satisfies Record<string, Special[]>;

type TrigEquation = { equation: string; families: Family[]; reduction: string[] };

/** Builds an equation of the level: its text, its solution families and the reduction to fn(arg) = v. */
function trigEquation(ctx: GeneratorContext): TrigEquation {
  const { rng, level, language, t } = ctx;
  const n = (v: number) => formatNumber(v, language);
  if (level === 4) {
    const fn: Fn = rng.pick(['sin', 'cos'] as const);
    const valid: Fraction[] = [fraction(0), fraction(1), fraction(-1), fraction(1, 2), fraction(-1, 2)];
    const r1 = rng.pick(valid);
    const r2 = rng.chance(0.5)
      ? rng.pick([fraction(2), fraction(-2), fraction(3, 2), fraction(-3, 2), fraction(3)])
      : rng.pick(valid.filter((v) => v.n * r1.d !== r1.n * v.d));
    // (r1.d·s − r1.n)(r2.d·s − r2.n)
    const A = r1.d * r2.d;
    const B = -(r1.d * r2.n + r2.d * r1.n);
    const C = r1.n * r2.n;
    const f = fnName(fn, language);
    const scale = rng.int(1, 3);
    const equation = `${productSum(
      [
        { c: scale * A, body: `${f}²x` },
        { c: scale * B, body: `${f} x` },
        { c: scale * C, body: '' },
      ],
      language,
    ).replace(/ (·|×) /g, '')} = 0`;
    const roots = [r1, r2];
    const fs: Family[] = [];
    const reduction = [
      t(`t = ${f} x: `, `t = ${f} x: `) +
        `${productSum(
          [
            { c: A, body: 't²' },
            { c: B, body: 't' },
            { c: C, body: '' },
          ],
          language,
        ).replace(/ (·|×) /g, '')} = 0`,
    ];
    reduction.push(`t₁ = ${displayDecimal(r1, language)}, t₂ = ${displayDecimal(r2, language)}`);
    for (const r of roots) {
      if (Math.abs(toNumber(r)) > 1) {
        reduction.push(
          t(
            `${f} x = ${displayDecimal(r, language)} – sprendinių nėra (|${f} x| ≤ 1)`,
            `${f} x = ${displayDecimal(r, language)} has no solutions (|${f} x| ≤ 1)`,
          ),
        );
      } else fs.push(...families(fn, { r, s: 1 }));
    }
    return { equation, families: fs, reduction };
  }
  const fn: Fn = level === 0 ? rng.pick(['sin', 'cos'] as const) : rng.pick(['sin', 'cos', 'tg'] as const);
  let v: Special;
  if (fn === 'tg') v = level === 1 ? rng.pick(RATIONAL_SPECIALS.unit) : rng.pick(RATIONAL_SPECIALS.tgSurd);
  else if (level === 0) v = rng.pick(RATIONAL_SPECIALS.unit);
  else if (level === 1 || level === 3) v = rng.pick([...RATIONAL_SPECIALS.half, ...RATIONAL_SPECIALS.unit]);
  else v = rng.pick(RATIONAL_SPECIALS.surd);
  const k = level === 3 ? rng.int(2, 4) : 1;
  const arg = k === 1 ? 'x' : `${k}x`;
  const f = fnName(fn, language);
  const m = v.r.d * rng.int(1, v.s === 1 ? 3 : 5);
  const value2 = { r: mul(v.r, fraction(m)), s: v.s };
  const right = specialText(value2, language);
  const q = v.s === 1 ? rng.int(-9, 9) : 0;
  // m·f(arg) + q = m·v + q
  const rightNumber = v.s === 1 ? add(value2.r, fraction(q)) : null;
  const left = `${m === 1 ? '' : n(m)}${f} ${arg}${q === 0 ? '' : ` ${q < 0 ? MINUS_SIGN : '+'} ${n(Math.abs(q))}`}`;
  const moved = v.s !== 1 && rng.chance(0.5);
  const equation = moved
    ? `${left} ${right.startsWith(MINUS_SIGN) ? `+ ${right.slice(1)}` : `${MINUS_SIGN} ${right}`} = 0`
    : `${left} = ${rightNumber ? displayDecimal(rightNumber, language) : right}`;
  const reduction = [`${f} ${arg} = ${specialText(v, language)}`];
  return { equation, families: forArgument(families(fn, v), k, fraction(0)), reduction };
}

function basicTrigEquation(ctx: GeneratorContext): TaskDraft {
  const { t } = ctx;
  const { equation, families: fs, reduction } = trigEquation(ctx);
  const nz = t('n ∈ Z', 'n ∈ Z');
  const display = `${fs.map(familyText).join('; ')}, ${nz}`;
  return {
    question: t(`Išspręskite lygtį ${equation}.`, `Solve ${equation}.`),
    choices: null,
    input_kind: 'equation_solutions',
    answer: {
      mode: 'equation_solutions',
      options: { form: 'value' },
      correct: `${fs.map(familyAscii).join('; ')}, n in Z`,
      display,
    },
    hints: [
      t('Pirmiausia išreikškite trigonometrinę funkciją.', 'First isolate the trigonometric function.'),
      reduction.join('; '),
      t(
        `Užrašykite visas šaknis su periodu: ${fs.map(familyText).join('; ')}.`,
        `Write all roots with the period: ${fs.map(familyText).join('; ')}.`,
      ),
    ],
    steps: [...reduction, display],
    explanation: t(
      'Trigonometrinės funkcijos periodinės, todėl kiekvienas sprendinys kartojasi kas periodą; sin ir cos lygtys paprastai turi dvi sprendinių šeimas.',
      'Trigonometric functions are periodic, so every solution repeats each period; sin and cos equations usually have two families of solutions.',
    ),
  };
}

function trigEquationOnInterval(ctx: GeneratorContext): TaskDraft {
  const { rng, level, language, t } = ctx;
  const { equation, families: fs, reduction } = trigEquation(ctx);
  const [lo, hi] =
    level === 2
      ? [fraction(-1), fraction(1)]
      : level === 4 && rng.chance(0.5)
        ? [fraction(-1), fraction(2)]
        : rng.chance(0.3)
          ? [fraction(0), fraction(3)]
          : [fraction(0), fraction(2)];
  const found: Fraction[] = [];
  for (const { base, period } of fs) {
    const from = Math.ceil(toNumber(div(sub(lo, base), period)) - 1e-9);
    const to = Math.floor(toNumber(div(sub(hi, base), period)) + 1e-9);
    for (let i = from; i <= to; i += 1) {
      const x = add(base, mul(fraction(i), period));
      if (!found.some((y) => y.n === x.n && y.d === x.d)) found.push(x);
    }
  }
  found.sort((u, v) => toNumber(u) - toNumber(v));
  const sep = language === 'lt' ? '; ' : ', ';
  const interval = `[${piText(lo)}${sep}${piText(hi)}]`;
  const display = `{${found.map(piText).join(sep)}}`;
  return {
    question: t(
      `Raskite lygties ${equation} sprendinius, priklausančius atkarpai ${interval}.`,
      `Find the solutions of ${equation} in the interval ${interval}.`,
    ),
    choices: null,
    input_kind: 'set',
    answer: {
      mode: 'set',
      options: { form: 'value' },
      correct: `{${found.map(piAscii).join('; ')}}`,
      display,
    },
    hints: [
      t('Pirmiausia užrašykite bendrąjį sprendinį.', 'First write the general solution.'),
      `${reduction.join('; ')} ⇒ ${fs.map(familyText).join('; ')}`,
      t(
        `Įrašykite n = …, −1, 0, 1, 2, … ir atrinkite reikšmes iš ${interval}.`,
        `Try n = …, −1, 0, 1, 2, … and keep the values in ${interval}.`,
      ),
    ],
    steps: [...reduction, fs.map(familyText).join('; '), display],
    explanation: t(
      'Bendrajame sprendinyje yra be galo daug šaknų; atkarpai priklauso tik kelios, kurias randame keisdami n.',
      'The general solution has infinitely many roots; only a few lie in the interval, found by trying values of n.',
    ),
  };
}

export const trigonometryGenerators: GeneratorTable = {
  'unit-circle-values': unitCircleValues,
  'trig-period': trigPeriod,
  'pythagorean-identity': pythagoreanIdentity,
  'basic-trig-equation': basicTrigEquation,
  'trig-equation-on-interval': trigEquationOnInterval,
};
