import { type PlaneGraph, planeFigure, planeView } from '../../../figures/plane.ts';
import { CLS, type Point } from '../../../figures/svg.ts';
import type { Figure, Language } from '../../../types.ts';
import { canonicalNumber, formatInterval, formatNumber, MINUS_SIGN, times } from '../../format.ts';
import { add, displayDecimal, type Fraction, fraction, mul, pow, sub } from '../../fraction.ts';
import type { Interest } from '../../interests.ts';
import type { GeneratorContext, GeneratorTable, TaskDraft } from '../../registry.ts';
import { polyText, shiftAscii, shiftText, substitutedPoly, sumText } from './notation.ts';
import {
  choicesOf,
  inBrackets,
  intervalAscii,
  ltCount,
  money,
  numberAnswer,
  rationalAnswer,
  themedContext,
} from './task-parts.ts';

/** FUN: formulas and tables, function values, domains, graph transformations, y = k/x. */

type FormulaContext = {
  interest: Interest | null;
  variable: string;
  maxAmount?: number;
  lt: { what: string; meaning: string; forward: (x: string) => string; backward: (c: string) => string };
  en: { what: string; meaning: string; forward: (x: string) => string; backward: (c: string) => string };
};

const FORMULA_CONTEXTS: readonly FormulaContext[] = [
  {
    interest: null,
    variable: 's',
    lt: {
      what: 'Taksi kelionės kaina eurais',
      meaning: 'nuvažiuotas atstumas kilometrais',
      forward: (x) => `Kiek eurų kainuos ${x} km kelionė?`,
      backward: (c) => `Kelionė kainavo ${c}. Kiek kilometrų buvo nuvažiuota?`,
    },
    en: {
      what: 'A taxi fare in euros',
      meaning: 'the distance in kilometres',
      forward: (x) => `How many euros does a ride of ${x} km cost?`,
      backward: (c) => `A ride cost ${c}. How many kilometres long was it?`,
    },
  },
  {
    interest: 'travel',
    variable: 'd',
    maxAmount: 21,
    lt: {
      what: 'Automobilio nuomos kaina eurais',
      meaning: 'nuomos trukmė dienomis',
      forward: (x) => `Kiek eurų kainuos ${x} d. automobilio nuoma?`,
      backward: (c) => `Už automobilio nuomą sumokėta ${c}. Kiek dienų truko nuoma?`,
    },
    en: {
      what: 'The cost in euros of renting a car',
      meaning: 'the number of days',
      forward: (x) => `How many euros does it cost to rent the car for ${x} days?`,
      backward: (c) => `A rental cost ${c}. How many days did it last?`,
    },
  },
  {
    interest: 'sports',
    variable: 't',
    lt: {
      what: 'Dviračio nuomos kaina eurais',
      meaning: 'nuomos trukmė valandomis',
      forward: (x) => `Kiek eurų kainuos dviračio nuoma ${x} val.?`,
      backward: (c) => `Už dviračio nuomą sumokėta ${c}. Kiek valandų truko nuoma?`,
    },
    en: {
      what: 'The cost in euros of renting a bike',
      meaning: 'the rental time in hours',
      forward: (x) => `How many euros does it cost to rent a bike for ${x} hours?`,
      backward: (c) => `A bike rental cost ${c}. How many hours did it last?`,
    },
  },
  {
    interest: 'music',
    variable: 't',
    lt: {
      what: 'Įrašų studijos nuomos kaina eurais',
      meaning: 'įrašų sesijos trukmė valandomis',
      forward: (x) => `Kiek eurų kainuos ${x} val. trukmės įrašų sesija?`,
      backward: (c) => `Už įrašų sesiją sumokėta ${c}. Kiek valandų ji truko?`,
    },
    en: {
      what: 'The cost in euros of hiring a recording studio',
      meaning: 'the length of the session in hours',
      forward: (x) => `How many euros does a recording session of ${x} hours cost?`,
      backward: (c) => `A recording session cost ${c}. How many hours did it last?`,
    },
  },
  {
    interest: 'games',
    variable: 't',
    lt: {
      what: 'Žaidimų klubo apsilankymo kaina eurais',
      meaning: 'žaidimo trukmė valandomis',
      forward: (x) => `Kiek eurų kainuos žaisti ${x} val.?`,
      backward: (c) => `Už apsilankymą žaidimų klube sumokėta ${c}. Kiek valandų buvo žaidžiama?`,
    },
    en: {
      what: 'The price in euros of a visit to a gaming club',
      meaning: 'the playing time in hours',
      forward: (x) => `How many euros does it cost to play for ${x} hours?`,
      backward: (c) => `A visit cost ${c}. How many hours were played?`,
    },
  },
  {
    interest: 'animals',
    variable: 'd',
    maxAmount: 30,
    lt: {
      what: 'Šuns priežiūros gyvūnų viešbutyje kaina eurais',
      meaning: 'viešnagės trukmė dienomis',
      forward: (x) => `Kiek eurų kainuos ${x} d. priežiūra?`,
      backward: (c) => `Už šuns priežiūrą sumokėta ${c}. Kiek dienų šuo praleido viešbutyje?`,
    },
    en: {
      what: "The cost in euros of a dog's stay at a pet hotel",
      meaning: 'the number of days',
      forward: (x) => `How many euros does a stay of ${x} days cost?`,
      backward: (c) => `A stay cost ${c}. How many days was it?`,
    },
  },
  {
    interest: 'space',
    variable: 'n',
    lt: {
      what: 'Ekskursijos į planetariumą kaina grupei eurais',
      meaning: 'mokinių skaičius grupėje',
      forward: (x) => `Kiek eurų kainuos ekskursija ${x} mokinių grupei?`,
      backward: (c) => `Ekskursija kainavo ${c}. Kiek mokinių buvo grupėje?`,
    },
    en: {
      what: 'The price in euros of a planetarium tour for a group',
      meaning: 'the number of students',
      forward: (x) => `How many euros does the tour cost for a group of ${x} students?`,
      backward: (c) => `A tour cost ${c}. How many students were in the group?`,
    },
  },
  {
    interest: 'cooking',
    variable: 'm',
    maxAmount: 8,
    lt: {
      what: 'Užsakomo torto kaina eurais',
      meaning: 'torto masė kilogramais',
      forward: (x) => `Kiek eurų kainuos ${x} kg tortas?`,
      backward: (c) => `Tortas kainavo ${c}. Kokia jo masė kilogramais?`,
    },
    en: {
      what: 'The price in euros of a custom cake',
      meaning: 'its mass in kilograms',
      forward: (x) => `How many euros does a cake weighing ${x} kg cost?`,
      backward: (c) => `A cake cost ${c}. What is its mass in kilograms?`,
    },
  },
  {
    interest: 'money',
    variable: 'm',
    lt: {
      what: 'Mobiliojo ryšio mėnesio sąskaita eurais',
      meaning: 'pokalbių minučių skaičius',
      forward: (x) => `Kiek eurų sudarys sąskaita, jei pokalbiai truko ${x} min.?`,
      backward: (c) => `Mėnesio sąskaita – ${c}. Kiek minučių truko pokalbiai?`,
    },
    en: {
      what: 'A monthly phone bill in euros',
      meaning: 'the number of call minutes',
      forward: (x) => `How many euros is the bill for ${x} minutes of calls?`,
      backward: (c) => `The bill was ${c}. How many minutes of calls were there?`,
    },
  },
];

function formulaDependency(ctx: GeneratorContext): TaskDraft {
  const { rng, level, language, t } = ctx;
  const { context, themed } = themedContext(FORMULA_CONTEXTS, ctx.interest);
  const text = context[language];
  const v = context.variable;
  const letter = t('K', 'C');
  // Amounts in cents keep every value exact.
  let fixed: number;
  let rate: number;
  let x: number;
  if (level === 0) [fixed, rate, x] = [rng.int(1, 9) * 100, rng.int(2, 9) * 100, rng.int(2, 20)];
  else if (level === 1)
    [fixed, rate, x] = [rng.int(1, 15) * 100, rng.intExcept(2, 29, [10, 20]) * 10, rng.int(3, 30)];
  else if (level === 2)
    [fixed, rate, x] = [
      rng.intExcept(10, 99, [20, 30, 40, 50, 60, 70, 80, 90]) * 10,
      rng.intExcept(1, 39, [20]) * 5,
      rng.int(5, 60),
    ];
  else if (level === 3) [fixed, rate, x] = [rng.int(1, 20) * 100, rng.int(2, 12) * 100, rng.int(2, 40)];
  else [fixed, rate, x] = [rng.int(10, 99) * 10, rng.intExcept(2, 39, [10, 20, 30]) * 10, rng.int(3, 50)];
  // A cake of 50 kg would be silly: some contexts keep the amount small.
  if (context.maxAmount !== undefined) x = ((x - 1) % context.maxAmount) + 1;
  const total = fixed + rate * x;
  const euros = (cents: number) => formatNumber(cents / 100, language);
  const formula = `${letter} = ${euros(fixed)} + ${euros(rate)}${v}`;
  const intro = t(
    `${text.what} apskaičiuojama pagal formulę ${formula}, kur ${v} – ${text.meaning}.`,
    `${text.what} is given by ${formula}, where ${v} is ${text.meaning}.`,
  );
  const dot = times(language);
  if (level < 3) {
    return {
      question: `${intro} ${text.forward(formatNumber(x, language))}`,
      choices: null,
      input_kind: 'number',
      answer: numberAnswer(total / 100, language),
      hints: [
        t(
          `Įrašykite ${v} = ${formatNumber(x, language)} į formulę.`,
          `Put ${v} = ${formatNumber(x, language)} into the formula.`,
        ),
        t('Pirmiausia atlikite daugybą, tada sudėtį.', 'Multiply first, then add.'),
        t(
          `${euros(rate)} ${dot} ${formatNumber(x, language)} = ${euros(rate * x)}; pridėkite ${euros(fixed)}.`,
          `${euros(rate)} ${dot} ${formatNumber(x, language)} = ${euros(rate * x)}; add ${euros(fixed)}.`,
        ),
      ],
      steps: [
        `${letter} = ${euros(fixed)} + ${euros(rate)} ${dot} ${formatNumber(x, language)}`,
        `${letter} = ${euros(fixed)} + ${euros(rate * x)} = ${euros(total)}`,
      ],
      explanation: t(
        'Formulė nurodo, kaip kaina priklauso nuo kintamojo: įrašę jo reikšmę, gauname kainą.',
        'The formula says how the price depends on the variable: substituting its value gives the price.',
      ),
      themed,
    };
  }
  return {
    question: `${intro} ${text.backward(money(total, language))}`,
    choices: null,
    input_kind: 'number',
    answer: numberAnswer(x, language),
    hints: [
      t(
        `Sudarykite lygtį ${euros(fixed)} + ${euros(rate)}${v} = ${euros(total)}.`,
        `Set up ${euros(fixed)} + ${euros(rate)}${v} = ${euros(total)}.`,
      ),
      t(`Iš abiejų pusių atimkite ${euros(fixed)}.`, `Subtract ${euros(fixed)} from both sides.`),
      t(
        `${euros(rate)}${v} = ${euros(total - fixed)}; padalykite iš ${euros(rate)}.`,
        `${euros(rate)}${v} = ${euros(total - fixed)}; divide by ${euros(rate)}.`,
      ),
    ],
    steps: [
      `${euros(fixed)} + ${euros(rate)}${v} = ${euros(total)}`,
      `${euros(rate)}${v} = ${euros(total)} ${MINUS_SIGN} ${euros(fixed)} = ${euros(total - fixed)}`,
      `${v} = ${euros(total - fixed)} ${t(':', '÷')} ${euros(rate)} = ${formatNumber(x, language)}`,
    ],
    explanation: t(
      'Kai žinoma kaina, formulė tampa tiesine lygtimi su vienu nežinomuoju.',
      'When the price is known, the formula becomes a linear equation in one unknown.',
    ),
    themed,
  };
}

/** `(−2)`, `3`, `(1/2)` for substituting a value. */
function valueText(x: Fraction, language: Language): string {
  return inBrackets(displayDecimal(x, language));
}

function functionValue(ctx: GeneratorContext): TaskDraft {
  const { rng, level, language, t } = ctx;
  let coeffs: number[];
  let x: Fraction;
  if (level === 0) {
    coeffs = [rng.nonZero(-20, 20), rng.intExcept(-9, 9, [0, 1])];
    x = fraction(rng.int(1, 10));
  } else if (level === 1) {
    coeffs = [rng.nonZero(-20, 20), 0, rng.intExcept(-5, 5, [0])];
    x = fraction(rng.nonZero(-6, 6));
  } else if (level === 2) {
    coeffs = [rng.nonZero(-12, 12), rng.nonZero(-9, 9), rng.nonZero(-4, 4)];
    x = fraction(rng.nonZero(-5, -1));
  } else if (level === 3) {
    coeffs = [rng.nonZero(-9, 9), rng.nonZero(-6, 6), rng.nonZero(-5, 5), rng.nonZero(-3, 3)];
    x = fraction(rng.nonZero(-3, 3));
  } else {
    coeffs = [rng.nonZero(-9, 9), rng.nonZero(-8, 8), rng.nonZero(-8, 8), rng.nonZero(-8, 8)];
    x = fraction(rng.pick([-3, -1, 1, 3, 5]), 2);
  }
  const termValues = coeffs.map((c, k) => mul(fraction(c), pow(x, k)));
  const result = termValues.reduce(add, fraction(0));
  const xs = valueText(x, language);
  const _dot = times(language);
  const substituted = substitutedPoly(coeffs, xs, language);
  const fx = `f(${displayDecimal(x, language)})`;
  return {
    question: t(
      `Duota funkcija f(x) = ${polyText(coeffs, language)}. Apskaičiuokite ${fx}.`,
      `Given f(x) = ${polyText(coeffs, language)}, find ${fx}.`,
    ),
    choices: null,
    input_kind: 'number',
    answer: rationalAnswer(result, language),
    hints: [
      t(`Vietoje x įrašykite ${xs}.`, `Replace x with ${xs}.`),
      t(
        'Pirmiausia apskaičiuokite laipsnius, tada sandaugas ir galiausiai sumą; saugokitės ženklų.',
        'Work out the powers first, then the products, then the sum; watch the signs.',
      ),
      t(
        `${fx} = ${sumText(termValues.map((c) => ({ c, text: '', ascii: '' })).reverse(), language)}; sudėkite.`,
        `${fx} = ${sumText(termValues.map((c) => ({ c, text: '', ascii: '' })).reverse(), language)}; add them up.`,
      ),
    ],
    steps: [
      `${fx} = ${substituted}`,
      `${fx} = ${sumText(termValues.map((c) => ({ c, text: '', ascii: '' })).reverse(), language)}`,
      `${fx} = ${displayDecimal(result, language)}`,
    ],
    explanation: t(
      'Funkcijos reikšmė taške – tai skaičius, gaunamas į formulę vietoje x įrašius tą tašką.',
      'The value of a function at a point is what the formula gives when that point is put in place of x.',
    ),
  };
}

function rootText(inner: string): string {
  return `√(${inner})`;
}

function functionDomain(ctx: GeneratorContext): TaskDraft {
  const { rng, level, language, t } = ctx;
  const n = (v: number) => formatNumber(v, language);
  const c = (v: number) => canonicalNumber(v);
  const union = ' ∪ ';
  let formula: string;
  let correct: string;
  let display: string;
  let condition: string;
  let solving: string[];
  if (level === 0) {
    const a = rng.nonZero(-20, 20);
    const extra = rng.int(-9, 9);
    formula = `${rootText(shiftText('x', -a, language))}${extra === 0 ? '' : ` ${extra < 0 ? MINUS_SIGN : '+'} ${n(Math.abs(extra))}`}`;
    condition = `${shiftText('x', -a, language)} ≥ 0`;
    solving = [`x ≥ ${n(a)}`];
    correct = intervalAscii(c(a), null, true, false);
    display = formatInterval(a, null, { low: true, high: false }, language);
  } else if (level === 1) {
    const b = rng.int(2, 9);
    const e = rng.nonZero(-10, 10);
    const decreasing = rng.chance(0.5);
    const inner = decreasing
      ? `${b * e < 0 ? MINUS_SIGN : ''}${n(Math.abs(b * e))} ${MINUS_SIGN} ${n(b)}x`
      : sumText(
          [
            { c: b, text: 'x', ascii: 'x' },
            { c: -b * e, text: '', ascii: '' },
          ],
          language,
        );
    formula = rootText(inner);
    condition = `${inner} ≥ 0`;
    solving = [
      decreasing ? `${n(b)}x ≤ ${n(b * e)}` : `${n(b)}x ≥ ${n(b * e)}`,
      decreasing ? `x ≤ ${n(e)}` : `x ≥ ${n(e)}`,
    ];
    correct = decreasing ? intervalAscii(null, c(e), false, true) : intervalAscii(c(e), null, true, false);
    display = decreasing
      ? formatInterval(null, e, { low: false, high: true }, language)
      : formatInterval(e, null, { low: true, high: false }, language);
  } else if (level === 2) {
    if (rng.chance(0.5)) {
      const a = rng.nonZero(-12, 12);
      const p = rng.intExcept(-9, 9, [0]);
      const q = rng.intExcept(-9, 9, [-p * a]);
      formula = `(${sumText(
        [
          { c: p, text: 'x', ascii: 'x' },
          { c: q, text: '', ascii: '' },
        ],
        language,
      )})/(${shiftText('x', -a, language)})`;
      condition = `${shiftText('x', -a, language)} ≠ 0`;
      solving = [`x ≠ ${n(a)}`];
      correct = `${intervalAscii(null, c(a), false, false)} U ${intervalAscii(c(a), null, false, false)}`;
      display = `${formatInterval(null, a, { low: false, high: false }, language)}${union}${formatInterval(a, null, { low: false, high: false }, language)}`;
    } else {
      const b = rng.pick([2, 4]);
      const cc = rng.nonZero(-30, 30);
      const k = rng.int(1, 9);
      const e = cc / b;
      const inner = sumText(
        [
          { c: b, text: 'x', ascii: 'x' },
          { c: -cc, text: '', ascii: '' },
        ],
        language,
      );
      formula = `${n(k)}/${rootText(inner)}`;
      condition = `${inner} > 0`;
      solving = [`${n(b)}x > ${n(cc)}`, `x > ${n(e)}`];
      correct = intervalAscii(c(e), null, false, false);
      display = formatInterval(e, null, { low: false, high: false }, language);
    }
  } else if (level === 3) {
    const a = rng.int(-10, 10);
    const inside = rng.chance(0.75);
    const b = inside ? a + rng.int(1, 9) : a - rng.int(1, 9);
    formula = `${rootText(shiftText('x', -a, language))} + 1/(${shiftText('x', -b, language)})`;
    condition = `${shiftText('x', -a, language)} ≥ 0 ${t('ir', 'and')} ${shiftText('x', -b, language)} ≠ 0`;
    solving = [`x ≥ ${n(a)}, x ≠ ${n(b)}`];
    if (inside) {
      correct = `${intervalAscii(c(a), c(b), true, false)} U ${intervalAscii(c(b), null, false, false)}`;
      display = `${formatInterval(a, b, { low: true, high: false }, language)}${union}${formatInterval(b, null, { low: false, high: false }, language)}`;
    } else {
      correct = intervalAscii(c(a), null, true, false);
      display = formatInterval(a, null, { low: true, high: false }, language);
    }
  } else {
    const r1 = rng.int(-9, 6);
    const r2 = r1 + rng.int(1, 9);
    const between = rng.chance(0.5);
    const sign = between ? -1 : 1;
    const quadratic = polyText([sign * r1 * r2, -sign * (r1 + r2), sign], language);
    formula = rootText(quadratic);
    condition = `${quadratic} ≥ 0`;
    solving = [
      t(`Šaknys: x₁ = ${n(r1)}, x₂ = ${n(r2)}`, `Roots: x₁ = ${n(r1)}, x₂ = ${n(r2)}`),
      between ? `${n(r1)} ≤ x ≤ ${n(r2)}` : `x ≤ ${n(r1)} ${t('arba', 'or')} x ≥ ${n(r2)}`,
    ];
    if (between) {
      correct = intervalAscii(c(r1), c(r2), true, true);
      display = formatInterval(r1, r2, { low: true, high: true }, language);
    } else {
      correct = `${intervalAscii(null, c(r1), false, true)} U ${intervalAscii(c(r2), null, true, false)}`;
      display = `${formatInterval(null, r1, { low: false, high: true }, language)}${union}${formatInterval(r2, null, { low: true, high: false }, language)}`;
    }
  }
  return {
    question: t(
      `Raskite funkcijos f(x) = ${formula} apibrėžimo sritį.`,
      `Find the domain of f(x) = ${formula}.`,
    ),
    choices: null,
    input_kind: 'interval',
    answer: { mode: 'interval', options: { form: 'value' }, correct, display },
    hints: [
      t(
        'Kvadratinės šaknies pošaknis negali būti neigiamas, o trupmenos vardiklis negali būti lygus nuliui.',
        'The number under a square root cannot be negative, and a denominator cannot be zero.',
      ),
      t(`Užrašykite sąlygą: ${condition}.`, `Write the condition: ${condition}.`),
      t(
        `Išsprendę gaunate ${solving[solving.length - 1]}; užrašykite tai intervalu.`,
        `Solving gives ${solving[solving.length - 1]}; write it as an interval.`,
      ),
    ],
    steps: [condition, ...solving, `D(f) = ${display}`],
    explanation: t(
      'Apibrėžimo sritis – visos x reikšmės, su kuriomis formulė turi prasmę.',
      'The domain is every value of x for which the formula makes sense.',
    ),
  };
}

type BaseGraph = {
  text: (inner: string, bare: boolean) => string;
  ascii: (inner: string, bare: boolean) => string;
};
const BASES: Record<'square' | 'cube' | 'root' | 'abs' | 'reciprocal', BaseGraph> = {
  square: {
    text: (i, bare) => (bare ? `${i}²` : `(${i})²`),
    ascii: (i, bare) => (bare ? `${i}^2` : `(${i})^2`),
  },
  cube: {
    text: (i, bare) => (bare ? `${i}³` : `(${i})³`),
    ascii: (i, bare) => (bare ? `${i}^3` : `(${i})^3`),
  },
  root: { text: (i, bare) => (bare ? `√${i}` : `√(${i})`), ascii: (i) => `sqrt(${i})` },
  abs: { text: (i) => `|${i}|`, ascii: (i) => `abs(${i})` },
  reciprocal: {
    text: (i, bare) => (bare ? `1/${i}` : `1/(${i})`),
    ascii: (i, bare) => (bare ? `1/${i}` : `1/(${i})`),
  },
};

function transformedText(
  base: keyof typeof BASES,
  a: number,
  h: number,
  k: number,
  language: Language,
): string {
  const inner = shiftText('x', -h, language);
  let body: string;
  if (base === 'reciprocal' && a !== 1) {
    body = `${a < 0 ? MINUS_SIGN : ''}${formatNumber(Math.abs(a), language)}/${h === 0 ? 'x' : `(${inner})`}`;
  } else {
    const prefix = a === 1 ? '' : a === -1 ? MINUS_SIGN : formatNumber(a, language);
    body = `${prefix}${BASES[base].text(inner, h === 0)}`;
  }
  return `y = ${body}${k === 0 ? '' : ` ${k < 0 ? MINUS_SIGN : '+'} ${formatNumber(Math.abs(k), language)}`}`;
}

function transformedAscii(base: keyof typeof BASES, a: number, h: number, k: number): string {
  const inner = shiftAscii('x', -h);
  let body: string;
  if (base === 'reciprocal' && a !== 1) body = `${a}/${h === 0 ? 'x' : `(${inner})`}`;
  else body = `${a === 1 ? '' : a === -1 ? '-' : `${a}*`}${BASES[base].ascii(inner, h === 0)}`;
  return `y=${body}${k === 0 ? '' : k < 0 ? `${k}` : `+${k}`}`;
}

function moveText(h: number, k: number, t: GeneratorContext['t']): string {
  const parts: string[] = [];
  if (h !== 0) {
    const units = Math.abs(h);
    parts.push(
      t(
        `${units} ${ltCount(units, 'vienetu', 'vienetais', 'vienetų')} ${h > 0 ? 'į dešinę' : 'į kairę'}`,
        `${units} ${units === 1 ? 'unit' : 'units'} to the ${h > 0 ? 'right' : 'left'}`,
      ),
    );
  }
  if (k !== 0) {
    const units = Math.abs(k);
    parts.push(
      t(
        `${units} ${ltCount(units, 'vienetu', 'vienetais', 'vienetų')} ${k > 0 ? 'aukštyn' : 'žemyn'}`,
        `${units} ${units === 1 ? 'unit' : 'units'} ${k > 0 ? 'up' : 'down'}`,
      ),
    );
  }
  return parts.join(t(' ir ', ' and '));
}

function shiftGraph(ctx: GeneratorContext): TaskDraft {
  const { rng, level, language, t } = ctx;
  const base: keyof typeof BASES =
    level <= 1
      ? 'square'
      : level === 2
        ? rng.pick(['cube', 'root', 'abs', 'square'])
        : rng.pick(['cube', 'root', 'abs', 'square', 'reciprocal']);
  const h = rng.nonZero(-9, 9);
  const k = level === 0 ? rng.nonZero(-9, 9) : rng.int(-9, 9);
  const a = level < 3 ? 1 : level === 3 ? -1 : rng.pick([2, 3, -2, -3]);
  const original = transformedText(base, 1, 0, 0, language);
  let before = '';
  if (a === -1) before = t('atspindimas Ox ašies atžvilgiu, tada ', 'reflected in the x-axis, then ');
  else if (a !== 1)
    before = t(
      `ištempiamas nuo Ox ašies ${Math.abs(a)} kartus${a < 0 ? ' ir atspindimas Ox ašies atžvilgiu' : ''}, tada `,
      `stretched vertically by a factor of ${Math.abs(a)}${a < 0 ? ' and reflected in the x-axis' : ''}, then `,
    );
  const question = t(
    `Funkcijos ${original} grafikas ${before}pastumiamas ${moveText(h, k, t)}. Užrašykite funkcijos, kurios grafikas gautas, formulę.`,
    `The graph of ${original} is ${before}shifted ${moveText(h, k, t)}. Write the formula of the function with the new graph.`,
  );
  const right = transformedText(base, a, h, k, language);
  const hints = [
    t(
      'Poslinkis į dešinę per h keičia x į (x − h), poslinkis aukštyn per k prideda k prie visos funkcijos.',
      'A shift right by h replaces x with (x − h); a shift up by k adds k to the whole function.',
    ),
    a === 1
      ? t(
          'Atkreipkite dėmesį į ženklus: į dešinę – minusas skliaustuose.',
          'Mind the signs: to the right means a minus inside the brackets.',
        )
      : t(
          `Pirmiausia padauginkite funkciją iš ${formatNumber(a, language)}, tada pastumkite.`,
          `First multiply the function by ${formatNumber(a, language)}, then shift it.`,
        ),
    t(
      `x keičiame į ${shiftText('x', -h, language)}, o prie funkcijos pridedame ${formatNumber(k, language)}.`,
      `Replace x with ${shiftText('x', -h, language)} and add ${formatNumber(k, language)} to the function.`,
    ),
  ];
  const steps = [
    ...(a === 1 ? [] : [transformedText(base, a, 0, 0, language)]),
    transformedText(base, a, h, 0, language),
    right,
  ];
  const explanation = t(
    'Grafiko taškas (x₀; y₀) po poslinkio tampa (x₀ + h; y₀ + k), todėl naujoje formulėje x pakeičiamas į x − h, o prie reikšmės pridedama k.',
    'A point (x₀, y₀) of the graph moves to (x₀ + h, y₀ + k), so the new formula uses x − h in place of x and adds k to the value.',
  );
  if (level === 0) {
    const { choices, letter } = choicesOf(rng, right, [
      transformedText(base, 1, -h, k, language),
      transformedText(base, 1, h, -k, language),
      transformedText(base, 1, -h, -k, language),
      transformedText(base, 1, k, h, language),
    ]);
    return {
      question,
      choices,
      input_kind: 'multiple_choice',
      answer: { mode: 'multiple_choice', correct: letter, display: `${letter}: ${right}` },
      hints,
      steps,
      explanation,
      figure: shiftFigure(ctx, base, a, h, k),
    };
  }
  return {
    question,
    choices: null,
    input_kind: 'expression',
    answer: { mode: 'equation', correct: transformedAscii(base, a, h, k), display: right },
    hints,
    steps,
    explanation,
    figure: shiftFigure(ctx, base, a, h, k),
  };
}

const BASE_FUNCTIONS: Record<keyof typeof BASES, Pick<PlaneGraph, 'fn' | 'domain' | 'breaks'>> = {
  square: { fn: (x) => x * x },
  cube: { fn: (x) => x * x * x },
  root: { fn: Math.sqrt, domain: [0, Number.POSITIVE_INFINITY] },
  abs: { fn: Math.abs },
  reciprocal: { fn: (x) => 1 / x, breaks: [0] },
};

/** How far the drawing reaches from the key point (h; k), before the stretch a: right/left, up/down. */
const BASE_REACH: Record<keyof typeof BASES, { left: number; right: number; up: number; down: number }> = {
  square: { left: 4, right: 4, up: 7, down: 2 },
  cube: { left: 3, right: 3, up: 5, down: 5 },
  root: { left: 1, right: 7, up: 4, down: 1 },
  abs: { left: 5, right: 5, up: 6, down: 2 },
  reciprocal: { left: 5, right: 5, up: 5, down: 5 },
};

/**
 * The graph before (dashed, named) and after the moves (solid), as a textbook shows a transformation; the
 * alt text names the key point the moves carry along, as the picture shows it.
 */
function shiftFigure(
  ctx: GeneratorContext,
  base: keyof typeof BASES,
  a: number,
  h: number,
  k: number,
): Figure {
  const { language, t } = ctx;
  const f = BASE_FUNCTIONS[base];
  const reach = BASE_REACH[base];
  const up = a > 0 ? reach.up : reach.down;
  const down = a > 0 ? reach.down : reach.up;
  const corners: Point[] = [
    [Math.min(0, h) - reach.left, Math.min(0, k) - down],
    [Math.max(0, h) + reach.right, Math.max(0, k) + up],
  ];
  const view = planeView(corners, { xRange: rangeOf(corners, 0), yRange: rangeOf(corners, 1) });
  const moved: PlaneGraph = {
    fn: (x) => a * f.fn(x - h) + k,
    domain: f.domain ? [f.domain[0] + h, f.domain[1]] : undefined,
    breaks: f.breaks?.map((b) => b + h),
  };
  const original = transformedText(base, 1, 0, 0, language);
  const key = formatPoint(h, k, language);
  const keyText: Record<keyof typeof BASES, string> = {
    square: t(`jo viršūnė – taškas ${key}`, `its vertex is the point ${key}`),
    abs: t(`jo viršūnė – taškas ${key}`, `its vertex is the point ${key}`),
    cube: t(`jo simetrijos centras – taškas ${key}`, `its centre of symmetry is the point ${key}`),
    root: t(`jis prasideda taške ${key}`, `it starts at the point ${key}`),
    reciprocal: t(
      `jo asimptotės – tiesės x = ${formatNumber(h, language)} ir y = ${formatNumber(k, language)}`,
      `its asymptotes are the lines x = ${formatNumber(h, language)} and y = ${formatNumber(k, language)}`,
    ),
  };
  return planeFigure(
    view,
    {
      graphs: [
        { ...f, name: original, cls: CLS.line, dashed: true },
        { ...moved, cls: CLS.accent },
      ],
    },
    {
      language,
      kind: 'function_graph',
      alt: t(
        `Koordinačių plokštumoje nubrėžti du grafikai: punktyrinė linija – funkcijos ${original} grafikas, ištisinė spalvota linija – gautasis grafikas; ${keyText[base]}.`,
        `Two graphs on a coordinate plane: the dashed curve is the graph of ${original}, the solid coloured curve is the new graph; ${keyText[base]}.`,
      ),
    },
  );
}

/** The world range of the corners along one axis, with half a unit to spare. */
function rangeOf(corners: readonly Point[], axis: 0 | 1): [number, number] {
  const values = corners.map((c) => c[axis]);
  return [Math.min(...values) - 0.5, Math.max(...values) + 0.5];
}

/** `(3; −2)` / `(3, −2)`. */
function formatPoint(x: number, y: number, language: Language): string {
  return `(${formatNumber(x, language)}${language === 'lt' ? '; ' : ', '}${formatNumber(y, language)})`;
}

function reciprocalCoefficient(ctx: GeneratorContext): TaskDraft {
  const { rng, level, language, t } = ctx;
  const name = rng.pick(['A', 'B', 'M', 'P']);
  const point = (x: Fraction, y: Fraction) =>
    `${name}(${displayDecimal(x, language)}${language === 'lt' ? '; ' : ', '}${displayDecimal(y, language)})`;
  const dot = times(language);
  const d = (r: Fraction) => displayDecimal(r, language);
  const explanation = t(
    'Taškas priklauso grafikui, kai jo koordinatės tenkina funkcijos formulę; įrašę jas gauname lygtį k atžvilgiu.',
    'A point lies on the graph when its coordinates satisfy the formula; substituting them gives an equation for k.',
  );
  if (level <= 1 || level === 3) {
    const x =
      level === 0
        ? fraction(rng.int(1, 12))
        : level === 1
          ? fraction(rng.nonZero(-12, 12))
          : fraction(rng.pick([-9, -7, -5, -3, -1, 1, 3, 5, 7, 9]), 2);
    const y =
      level === 0
        ? fraction(rng.int(1, 12))
        : level === 1
          ? fraction(x.n > 0 ? rng.int(-12, -1) : rng.nonZero(-12, 12))
          : fraction(rng.nonZero(-20, 20));
    const k = mul(x, y);
    return {
      question: t(
        `Funkcijos y = k/x grafikas eina per tašką ${point(x, y)}. Raskite k.`,
        `The graph of y = k/x passes through ${point(x, y)}. Find k.`,
      ),
      choices: null,
      input_kind: 'number',
      answer: rationalAnswer(k, language),
      hints: [
        t('Įrašykite taško koordinates į formulę y = k/x.', 'Put the coordinates of the point into y = k/x.'),
        t('Iš y = k/x gauname k = x · y.', 'From y = k/x we get k = x · y.'),
        t(`k = ${d(x)} ${dot} ${inBrackets(d(y))}`, `k = ${d(x)} ${dot} ${inBrackets(d(y))}`),
      ],
      steps: [`${d(y)} = k/${inBrackets(d(x))}`, `k = ${d(x)} ${dot} ${inBrackets(d(y))} = ${d(k)}`],
      explanation,
      figure: hyperbolaFigure(ctx, { k: value(k), h: 0, v: 0 }, name, [value(x), value(y)], 'y = k/x'),
    };
  }
  if (level === 2) {
    const x = fraction(rng.nonZero(-10, 10));
    const y = fraction(rng.nonZero(-10, 10));
    const k = mul(x, y);
    const divisors: number[] = [];
    for (let i = 1; i <= Math.abs(k.n); i += 1) if (k.n % i === 0 && i !== Math.abs(x.n)) divisors.push(i);
    const r = divisors.length > 0 ? rng.pick(divisors) * (rng.chance(0.5) ? -1 : 1) : -x.n;
    const answer = fraction(k.n, r);
    return {
      question: t(
        `Funkcijos y = k/x grafikas eina per tašką ${point(x, y)}. Raskite šios funkcijos reikšmę, kai x = ${formatNumber(r, language)}.`,
        `The graph of y = k/x passes through ${point(x, y)}. Find the value of the function at x = ${formatNumber(r, language)}.`,
      ),
      choices: null,
      input_kind: 'number',
      answer: rationalAnswer(answer, language),
      hints: [
        t('Pirmiausia raskite k iš taško koordinačių.', 'First find k from the coordinates of the point.'),
        t(
          `k = ${d(x)} ${dot} ${inBrackets(d(y))} = ${d(k)}`,
          `k = ${d(x)} ${dot} ${inBrackets(d(y))} = ${d(k)}`,
        ),
        t(
          `Dabar apskaičiuokite ${d(k)}/${inBrackets(formatNumber(r, language))}.`,
          `Now work out ${d(k)}/${inBrackets(formatNumber(r, language))}.`,
        ),
      ],
      steps: [
        `k = ${d(x)} ${dot} ${inBrackets(d(y))} = ${d(k)}`,
        `y = ${d(k)}/x`,
        `y(${formatNumber(r, language)}) = ${d(k)}/${inBrackets(formatNumber(r, language))} = ${d(answer)}`,
      ],
      explanation,
    };
  }
  const a = rng.nonZero(-6, 6);
  const b = rng.nonZero(-6, 6);
  const x = fraction(rng.intExcept(-9, 9, [a]));
  const y = fraction(rng.intExcept(-9, 9, [b]));
  const k = mul(sub(y, fraction(b)), sub(x, fraction(a)));
  const formula = `y = k/(${shiftText('x', -a, language)}) ${b < 0 ? MINUS_SIGN : '+'} ${formatNumber(Math.abs(b), language)}`;
  return {
    question: t(
      `Funkcijos ${formula} grafikas eina per tašką ${point(x, y)}. Raskite k.`,
      `The graph of ${formula} passes through ${point(x, y)}. Find k.`,
    ),
    choices: null,
    input_kind: 'number',
    answer: rationalAnswer(k, language),
    hints: [
      t('Įrašykite taško koordinates į formulę.', 'Put the coordinates of the point into the formula.'),
      t(
        `Gausite ${d(y)} = k/${inBrackets(d(sub(x, fraction(a))))} ${b < 0 ? MINUS_SIGN : '+'} ${formatNumber(Math.abs(b), language)}.`,
        `You get ${d(y)} = k/${inBrackets(d(sub(x, fraction(a))))} ${b < 0 ? MINUS_SIGN : '+'} ${formatNumber(Math.abs(b), language)}.`,
      ),
      t(
        `k = (${d(y)} ${b < 0 ? '+' : MINUS_SIGN} ${formatNumber(Math.abs(b), language)}) ${dot} ${inBrackets(d(sub(x, fraction(a))))}`,
        `k = (${d(y)} ${b < 0 ? '+' : MINUS_SIGN} ${formatNumber(Math.abs(b), language)}) ${dot} ${inBrackets(d(sub(x, fraction(a))))}`,
      ),
    ],
    steps: [
      `${d(y)} = k/${inBrackets(d(sub(x, fraction(a))))} ${b < 0 ? MINUS_SIGN : '+'} ${formatNumber(Math.abs(b), language)}`,
      `k/${inBrackets(d(sub(x, fraction(a))))} = ${d(sub(y, fraction(b)))}`,
      `k = ${d(sub(y, fraction(b)))} ${dot} ${inBrackets(d(sub(x, fraction(a))))} = ${d(k)}`,
    ],
    explanation,
    figure: hyperbolaFigure(ctx, { k: value(k), h: a, v: b }, name, [value(x), value(y)], formula),
  };
}

function value(r: Fraction): number {
  return r.n / r.d;
}

/**
 * The hyperbola y = k/(x − h) + v through the task's point, both branches in a square window around the
 * centre (h; v), the point named; with a shift
 * the asymptotes are drawn dashed. The curve shows where the point lies, not the value of k.
 */
function hyperbolaFigure(
  ctx: GeneratorContext,
  curve: { k: number; h: number; v: number },
  name: string,
  at: Point,
  formula: string,
): Figure {
  const { language, t } = ctx;
  const { k, h, v } = curve;
  const reach = Math.max(Math.abs(at[0] - h), Math.abs(at[1] - v), 3) + 1;
  const view = planeView([
    [h - reach, v - reach],
    [h + reach, v + reach],
  ]);
  const shifted = h !== 0 || v !== 0;
  const point = formatPoint(at[0], at[1], language);
  return planeFigure(
    view,
    {
      graphs: [{ fn: (x) => k / (x - h) + v, breaks: [h], name: formula }],
      lines: shifted
        ? [
            {
              through: [
                [h, 0],
                [h, 1],
              ],
              cls: CLS.thin,
              dashed: true,
            },
            {
              through: [
                [0, v],
                [1, v],
              ],
              cls: CLS.thin,
              dashed: true,
            },
          ]
        : [],
      points: [{ at, name }],
    },
    {
      language,
      kind: 'function_graph',
      alt: t(
        `Koordinačių plokštumoje nubrėžtas funkcijos ${formula} grafikas – hiperbolė; joje pažymėtas taškas ${name}${point}.${shifted ? ` Punktyru nubrėžtos asimptotės x = ${formatNumber(h, language)} ir y = ${formatNumber(v, language)}.` : ''}`,
        `The graph of ${formula}, a hyperbola, on a coordinate plane; the point ${name}${point} on it is marked.${shifted ? ` Its asymptotes x = ${formatNumber(h, language)} and y = ${formatNumber(v, language)} are drawn dashed.` : ''}`,
      ),
    },
  );
}

export const functionGenerators: GeneratorTable = {
  'formula-dependency': formulaDependency,
  'function-value': functionValue,
  'function-domain': functionDomain,
  'shift-graph': shiftGraph,
  'reciprocal-function-coefficient': reciprocalCoefficient,
};
