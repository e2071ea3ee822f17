import type { Language } from '../../../types.ts';
import { divisionSign, formatNumber, times } from '../../format.ts';
import {
  canonicalFraction,
  displayFraction,
  displayMixed,
  type Fraction,
  fraction,
  gcd,
  toNumber,
} from '../../fraction.ts';
import type { GeneratorContext, SkillGenerator } from '../../registry.ts';
import { TYPED_FRACTION } from './notation.ts';

/** Decimals (topic DEC). Values are kept as integers of 10^−places so no float rounding creeps in. */

/** `scaled` / 10^places written with exactly `places` decimals: (400, 2) → `4.00` or `4,00`. */
export function fixedText(scaled: number, places: number, language: Language | null): string {
  const negative = scaled < 0;
  const digits = String(Math.abs(scaled)).padStart(places + 1, '0');
  const whole = digits.slice(0, digits.length - places);
  const fraction = digits.slice(digits.length - places);
  const wholeText = language === null ? whole : formatNumber(Number(whole), language);
  const point = language === 'lt' ? ',' : '.';
  const sign = negative ? (language === null ? '-' : '−') : '';
  return places === 0 ? `${sign}${wholeText}` : `${sign}${wholeText}${point}${fraction}`;
}

/** A decimal given as integer of 10^−places, as a plain number (exact for display and canonical text). */
export function scaledValue(scaled: number, places: number): number {
  return scaled / 10 ** places;
}

const PLACE_NAMES: Record<number, { lt: string; en: string }> = {
  0: { lt: 'vienetų', en: 'the nearest whole number' },
  1: { lt: 'dešimtųjų', en: 'the nearest tenth' },
  2: { lt: 'šimtųjų', en: 'the nearest hundredth' },
  3: { lt: 'tūkstantųjų', en: 'the nearest thousandth' },
};

const ROUND_LEVELS = [
  { decimals: [2, 2], places: [0, 1], whole: [0, 30], carry: 0 },
  { decimals: [3, 3], places: [1, 2], whole: [0, 50], carry: 0.1 },
  { decimals: [4, 4], places: [1, 3], whole: [0, 99], carry: 0.2 },
  { decimals: [4, 5], places: [1, 3], whole: [10, 999], carry: 0.6 },
  { decimals: [5, 6], places: [2, 3], whole: [100, 9999], carry: 0.9 },
] as const;

const roundDecimal: SkillGenerator = ({ rng, level, t, language }) => {
  const spec = ROUND_LEVELS[level] as (typeof ROUND_LEVELS)[number];
  const decimals = rng.int(spec.decimals[0], spec.decimals[1]);
  const places = rng.int(spec.places[0], Math.min(spec.places[1], decimals - 1));
  const cut = 10 ** (decimals - places);
  let fraction = rng.int(1, 10 ** decimals - 1);
  if (rng.chance(spec.carry)) {
    // Digits of 9 right at the rounding place make the carry ripple into the next digits.
    const kept = 10 ** places - 1;
    fraction = kept * cut + rng.int(Math.ceil(cut / 2), cut - 1);
  }
  if (fraction % 10 === 0) fraction += 1;
  const scaled = rng.int(spec.whole[0], spec.whole[1]) * 10 ** decimals + fraction;
  const rounded = Math.floor(scaled / cut) + (scaled % cut >= cut / 2 ? 1 : 0);
  const digitsText = fixedText(scaled, decimals, language);
  const nextDigit = Math.floor((scaled % cut) / (cut / 10));
  const place = PLACE_NAMES[places] as { lt: string; en: string };
  const up = nextDigit >= 5;
  const display = fixedText(rounded, places, language);
  return {
    question: t(`Suapvalinkite ${digitsText} iki ${place.lt}.`, `Round ${digitsText} to ${place.en}.`),
    choices: null,
    input_kind: 'number',
    answer: {
      mode: 'decimal_places',
      correct: fixedText(rounded, places, null),
      options: { places },
      display,
    },
    hints: [
      t(
        `Raskite ${place.lt} skyriaus skaitmenį ir pažiūrėkite į skaitmenį dešiniau jo.`,
        `Find the digit you round to (${places === 0 ? 'the units' : `decimal place ${places}`}) and look at the digit to its right.`,
      ),
      t(`Dešiniau esantis skaitmuo yra ${nextDigit}.`, `The digit to its right is ${nextDigit}.`),
      up
        ? t(
            `${nextDigit} ≥ 5, todėl paskutinį paliekamą skaitmenį padidinkite 1 (jei jis 9, perkelkite vienetą į kairę).`,
            `${nextDigit} ≥ 5, so increase the last kept digit by 1 (if it is 9, carry one to the left).`,
          )
        : t(
            `${nextDigit} < 5, todėl paliekamų skaitmenų nekeiskite.`,
            `${nextDigit} < 5, so the kept digits stay the same.`,
          ),
      t(
        `Palikite lygiai ${places} skaitmenis po kablelio, o kitus atmeskite.`,
        `Keep exactly ${places} decimal places and drop the rest.`,
      ),
    ],
    steps: [
      t(
        `Skaitmuo po apvalinamo skyriaus: ${nextDigit} ${up ? '≥ 5 – apvaliname į didesnę pusę' : '< 5 – apvaliname į mažesnę pusę'}.`,
        `The digit after the rounding place is ${nextDigit}: ${up ? '≥ 5, round up' : '< 5, round down'}.`,
      ),
      `${digitsText} ≈ ${display}`,
    ],
    explanation: t(
      'Apvalinant žiūrima tik į pirmąjį atmetamą skaitmenį: jei jis 5 ar didesnis, paskutinis paliekamas skaitmuo didinamas vienetu, nes skaičius arčiau didesnės reikšmės.',
      'When rounding, only the first dropped digit matters: if it is 5 or more the last kept digit goes up by one, because the number is closer to the larger value.',
    ),
  };
};

const SCALE = 1000;

/** A random decimal as an integer of thousandths with the given number of decimals. */
function decimalTerm(rng: GeneratorContext['rng'], wholeMax: number, decimals: number): number {
  const unit = 10 ** (3 - decimals);
  const fraction = rng.int(1, 10 ** decimals - 1);
  return (
    rng.int(0, wholeMax) * SCALE + (fraction % 10 === 0 && decimals > 1 ? fraction + 1 : fraction) * unit
  );
}

function thousandths(value: number, language: Language | null): string {
  let places = 3;
  let scaled = value;
  while (places > 0 && scaled % 10 === 0) {
    scaled /= 10;
    places -= 1;
  }
  return fixedText(scaled, places, language);
}

const ADD_DECIMAL_LEVELS = [
  { terms: 2, whole: 20, decimals: [1, 1], minus: 0 },
  { terms: 2, whole: 50, decimals: [1, 2], minus: 1 },
  { terms: 3, whole: 30, decimals: [1, 2], minus: 0.5 },
  { terms: 4, whole: 50, decimals: [1, 3], minus: 0.5 },
  { terms: 4, whole: 99, decimals: [1, 3], minus: 0.6 },
] as const;

const addSubtractDecimals: SkillGenerator = ({ rng, level, t, language }) => {
  const spec = ADD_DECIMAL_LEVELS[level] as (typeof ADD_DECIMAL_LEVELS)[number];
  const values: number[] = [];
  const signs: number[] = [1];
  for (let i = 0; i < spec.terms; i += 1)
    values.push(decimalTerm(rng, spec.whole, rng.int(spec.decimals[0], spec.decimals[1])));
  for (let i = 1; i < spec.terms; i += 1) signs.push(rng.chance(spec.minus) ? -1 : 1);
  // A school result stays positive: the first term is made larger than everything taken away.
  const taken = values.reduce((s, v, i) => s + ((signs[i] as number) < 0 ? v : 0), 0);
  if ((values[0] as number) <= taken) values[0] = (values[0] as number) + taken + rng.int(1, 9) * 100;
  let total = 0;
  const running: string[] = [];
  values.forEach((v, i) => {
    total += (signs[i] as number) * v;
    if (i > 0)
      running.push(
        `${thousandths(total - (signs[i] as number) * v, language)} ${(signs[i] as number) < 0 ? '−' : '+'} ${thousandths(v, language)} = ${thousandths(total, language)}`,
      );
  });
  const text = values
    .map((v, i) =>
      i === 0
        ? thousandths(v, language)
        : `${(signs[i] as number) < 0 ? '−' : '+'} ${thousandths(v, language)}`,
    )
    .join(' ');
  return {
    question: t(`Apskaičiuokite ${text}.`, `Calculate ${text}.`),
    choices: null,
    input_kind: 'number',
    answer: {
      mode: 'equivalent',
      options: { form: 'value' },
      correct: thousandths(total, null),
      display: thousandths(total, language),
    },
    hints: [
      t(
        'Rašykite skaičius stulpeliu: kablelis po kableliu.',
        'Write the numbers in a column with the decimal points lined up.',
      ),
      t(
        'Trūkstamas vietas po kablelio užpildykite nuliais, kad visi skaičiai turėtų vienodai skaitmenų po kablelio.',
        'Fill empty decimal places with zeros so every number has the same number of decimals.',
      ),
      t('Veiksmus atlikite iš eilės, iš kairės į dešinę.', 'Work from left to right.'),
      t(`Pirmas veiksmas: ${running[0]}.`, `First step: ${running[0]}.`),
    ],
    steps: running,
    explanation: t(
      'Sudedami ir atimami tų pačių skyrių skaitmenys (dešimtosios su dešimtosiomis, šimtosios su šimtosiomis), todėl kableliai rašomi vienas po kitu.',
      'Digits of the same place value are added and subtracted (tenths with tenths, hundredths with hundredths), which is why the decimal points are lined up.',
    ),
  };
};

/** Integer, number of decimals: 756, 2 → 7.56. */
type Dec = { v: number; p: number };

function decText(d: Dec, language: Language | null): string {
  return fixedText(d.v, d.p, language);
}

function randomDec(rng: GeneratorContext['rng'], min: number, max: number, places: number): Dec {
  let v = rng.int(min, max);
  if (places > 0 && v % 10 === 0) v += 1;
  return { v, p: places };
}

function mulDec(a: Dec, b: Dec): Dec {
  return normalise({ v: a.v * b.v, p: a.p + b.p });
}

function normalise(d: Dec): Dec {
  let { v, p } = d;
  while (p > 0 && v % 10 === 0) {
    v /= 10;
    p -= 1;
  }
  return { v, p };
}

const divideDecimals: SkillGenerator = ({ rng, level, t, language }) => {
  const mulSign = times(language);
  const divSign = divisionSign(language);
  let text: string;
  let result: Dec;
  let steps: string[];
  let hints: string[];
  if (level <= 1) {
    const a = randomDec(rng, 2, level === 0 ? 99 : 999, level === 0 ? 1 : 2);
    const b = level === 0 ? { v: rng.int(2, 9), p: 0 } : randomDec(rng, 2, 99, 1);
    result = mulDec(a, b);
    text = `${decText(a, language)} ${mulSign} ${decText(b, language)}`;
    hints = [
      t(
        'Padauginkite skaičius nekreipdami dėmesio į kablelius.',
        'Multiply the numbers ignoring the decimal points.',
      ),
      t(`${a.v} ${mulSign} ${b.v} = ${a.v * b.v}`, `${a.v} ${mulSign} ${b.v} = ${a.v * b.v}`),
      t(
        `Dauginamieji kartu turi ${a.p + b.p} skaitmenis po kablelio – tiek jų turi turėti ir sandauga.`,
        `The factors have ${a.p + b.p} decimal places in total, so the product has ${a.p + b.p} too.`,
      ),
    ];
    steps = [`${a.v} ${mulSign} ${b.v} = ${a.v * b.v}`, `${text} = ${decText(result, language)}`];
  } else if (level <= 3) {
    const quotient = level === 2 ? randomDec(rng, 11, 99, 1) : randomDec(rng, 2, 99, rng.int(0, 1));
    const divisor = level === 2 ? { v: rng.int(2, 9), p: 0 } : randomDec(rng, 2, 99, rng.int(1, 2));
    const dividend = mulDec(quotient, divisor);
    result = quotient;
    text = `${decText(dividend, language)} ${divSign} ${decText(divisor, language)}`;
    const shift = 10 ** divisor.p;
    const shiftedDividend = normalise({ v: dividend.v * shift, p: dividend.p });
    hints =
      divisor.p === 0
        ? [
            t('Dalykite kaip natūraliuosius skaičius.', 'Divide as with whole numbers.'),
            t(
              'Kai baigiate dalyti sveikąją dalį, dalmenyje padėkite kablelį.',
              'Put the decimal point into the quotient when you finish dividing the whole part.',
            ),
            t(
              `${decText(dividend, language)} ${divSign} ${divisor.v}: patikrinkite atsakymą daugyba.`,
              `${decText(dividend, language)} ${divSign} ${divisor.v}: check your answer by multiplying.`,
            ),
          ]
        : [
            t(
              'Dalinant iš dešimtainio skaičiaus, daliklį paverskite natūraliuoju skaičiumi.',
              'To divide by a decimal, first make the divisor a whole number.',
            ),
            t(
              `Perkelkite kablelį per ${divisor.p} skaitmenį (-is) į dešinę abiejuose skaičiuose.`,
              `Move the decimal point ${divisor.p} place(s) to the right in both numbers.`,
            ),
            t(
              `Gaunate ${decText(shiftedDividend, language)} ${divSign} ${divisor.v}.`,
              `You get ${decText(shiftedDividend, language)} ${divSign} ${divisor.v}.`,
            ),
          ];
    steps = [
      ...(divisor.p > 0 ? [`${text} = ${decText(shiftedDividend, language)} ${divSign} ${divisor.v}`] : []),
      `${decText(shiftedDividend, language)} ${divSign} ${divisor.v} = ${decText(result, language)}`,
    ];
  } else {
    const a = randomDec(rng, 11, 99, 1);
    const q = randomDec(rng, 2, 99, 1);
    const c = randomDec(rng, 2, 9, rng.int(1, 2));
    // (a · c) · q : a = c · q, built backwards so the division is exact.
    const first = mulDec(a, c);
    const product = mulDec(first, q);
    result = mulDec(c, q);
    text = `${decText(first, language)} ${mulSign} ${decText(q, language)} ${divSign} ${decText(a, language)}`;
    hints = [
      t(
        'Daugybą ir dalybą atlikite iš kairės į dešinę.',
        'Do multiplication and division from left to right.',
      ),
      t(
        `${decText(first, language)} ${mulSign} ${decText(q, language)} = ${decText(product, language)}`,
        `${decText(first, language)} ${mulSign} ${decText(q, language)} = ${decText(product, language)}`,
      ),
      t(
        `Dalindami iš ${decText(a, language)}, kablelį abiejuose skaičiuose perkelkite per ${a.p} skaitmenį į dešinę.`,
        `To divide by ${decText(a, language)}, move the decimal point ${a.p} place to the right in both numbers.`,
      ),
    ];
    steps = [
      `${decText(first, language)} ${mulSign} ${decText(q, language)} = ${decText(product, language)}`,
      `${decText(product, language)} ${divSign} ${decText(a, language)} = ${decText(result, language)}`,
    ];
  }
  return {
    question: t(`Apskaičiuokite ${text}.`, `Calculate ${text}.`),
    choices: null,
    input_kind: 'number',
    answer: {
      mode: 'equivalent',
      options: { form: 'value' },
      correct: decText(result, null),
      display: decText(result, language),
    },
    hints,
    steps,
    explanation: t(
      'Sandaugoje po kablelio yra tiek skaitmenų, kiek jų yra abiejuose dauginamuosiuose kartu; padauginus dalinį ir daliklį iš to paties 10 laipsnio, dalmuo nepasikeičia.',
      'A product has as many decimal places as both factors together; multiplying the dividend and the divisor by the same power of 10 does not change the quotient.',
    ),
  };
};

const TO_DECIMAL_LEVELS = [
  [2, 4, 5, 10],
  [4, 5, 20, 25, 50],
  [8, 16, 20, 25, 40],
  [8, 16, 25, 40, 80, 125],
  [16, 32, 40, 80, 125, 160, 200],
] as const;

const fractionToDecimal: SkillGenerator = ({ rng, level, t, language }) => {
  const dens = TO_DECIMAL_LEVELS[level] as readonly number[];
  const d = rng.pick(dens);
  // Easy levels also use improper fractions, which keeps the pool of tasks large.
  const maxNumerator = d * (level === 0 ? 12 : level <= 2 ? 3 : 1);
  const options: number[] = [];
  for (let n = 1; n < maxNumerator; n += 1) if (gcd(n, d) === 1) options.push(n);
  let value: Fraction = fraction(rng.pick(options), d);
  if (level === 3) value = fraction(value.n + rng.int(1, 9) * value.d, value.d);
  // The hardest level shows the fraction unreduced, so it has to be simplified first.
  const k = level === 4 ? rng.pick([3, 7, 9, 11]) : 1;
  const shown = { n: value.n * k, d: value.d * k };
  const shownText = level === 3 ? displayMixed(value, language, TYPED_FRACTION) : `${shown.n}/${shown.d}`;
  const decimal = toNumber(value);
  const factor = value.d === 1 ? 1 : ([10, 100, 1000, 10000].find((p) => p % value.d === 0) ?? 0);
  const steps: string[] = [];
  if (k > 1) steps.push(`${shown.n}/${shown.d} = ${displayFraction(value, language, TYPED_FRACTION)}`);
  if (factor > 0) {
    steps.push(
      `${displayFraction(value, language, TYPED_FRACTION)} = ${value.n * (factor / value.d)}/${factor} = ${formatNumber(decimal, language)}`,
    );
  } else {
    steps.push(`${value.n} ${divisionSign(language)} ${value.d} = ${formatNumber(decimal, language)}`);
  }
  return {
    question: t(
      `Trupmeną ${shownText} užrašykite dešimtainiu skaičiumi.`,
      `Write ${shownText} as a decimal.`,
    ),
    choices: null,
    input_kind: 'number',
    answer: {
      mode: 'equivalent',
      options: { form: 'value' },
      correct: String(decimal),
      display: formatNumber(decimal, language),
    },
    hints: [
      k > 1
        ? t(
            `Pirmiausia suprastinkite trupmeną ${shown.n}/${shown.d}.`,
            `First simplify ${shown.n}/${shown.d}.`,
          )
        : t(
            'Trupmena – tai skaitiklio dalyba iš vardiklio.',
            'A fraction is the numerator divided by the denominator.',
          ),
      factor > 0
        ? t(
            `Išplėskite trupmeną, kad vardiklis būtų ${factor}.`,
            `Rewrite the fraction with denominator ${factor}.`,
          )
        : t(
            `Padalykite ${value.n} iš ${value.d} kampu.`,
            `Divide ${value.n} by ${value.d} by long division.`,
          ),
      factor > 0
        ? t(
            `Skaitiklį ir vardiklį padauginkite iš ${factor / value.d}: gaunate ${value.n * (factor / value.d)}/${factor}.`,
            `Multiply the numerator and the denominator by ${factor / value.d}: ${value.n * (factor / value.d)}/${factor}.`,
          )
        : t('Dalykite, kol liekana bus 0.', 'Keep dividing until the remainder is 0.'),
      t(
        `Vardiklis ${factor || value.d} – tiek skaitmenų po kablelio, kiek nulių turi ${factor || value.d}.`,
        `Denominator ${factor || value.d}: as many decimal places as it has zeros.`,
      ),
    ],
    steps,
    explanation: t(
      'Trupmena, kurios vardiklyje (suprastinus) yra tik dauginamieji 2 ir 5, išplečiama iki vardiklio 10, 100, 1000…, todėl ji užrašoma baigtine dešimtaine trupmena.',
      'A fraction whose reduced denominator has only the factors 2 and 5 can be expanded to a denominator of 10, 100, 1000…, so it is a terminating decimal.',
    ),
  };
};

type PeriodSpec = { whole: [number, number]; pre: [number, number]; period: [number, number] };

const RECURRING_LEVELS: readonly (readonly PeriodSpec[])[] = [
  [
    { whole: [0, 12], pre: [0, 0], period: [1, 1] },
    { whole: [0, 0], pre: [0, 0], period: [2, 2] },
  ],
  [{ whole: [0, 3], pre: [0, 0], period: [2, 2] }],
  [
    { whole: [0, 1], pre: [0, 0], period: [3, 3] },
    { whole: [0, 2], pre: [1, 1], period: [1, 1] },
  ],
  [
    { whole: [0, 2], pre: [1, 1], period: [2, 2] },
    { whole: [0, 2], pre: [2, 2], period: [1, 1] },
  ],
  [
    { whole: [1, 9], pre: [1, 2], period: [2, 2] },
    { whole: [0, 3], pre: [1, 1], period: [3, 3] },
  ],
];

function digitString(rng: GeneratorContext['rng'], length: number): string {
  let text = '';
  for (let i = 0; i < length; i += 1) text += String(rng.int(0, 9));
  return text;
}

const recurringDecimalToFraction: SkillGenerator = ({ rng, level, t, language }) => {
  const spec = rng.pick(RECURRING_LEVELS[level] as readonly PeriodSpec[]);
  const whole = rng.int(spec.whole[0], spec.whole[1]);
  const preLength = rng.int(spec.pre[0], spec.pre[1]);
  const periodLength = rng.int(spec.period[0], spec.period[1]);
  const pre = digitString(rng, preLength);
  let period = digitString(rng, periodLength);
  // The period is never 0 or 9…9, never a repeat of a shorter block, and does not start inside the pre-period.
  if (/^0+$/.test(period) || /^9+$/.test(period)) period = `${period.slice(0, -1)}${rng.int(1, 8)}`;
  if (periodLength > 1 && new Set(period).size === 1)
    period = `${period.slice(0, -1)}${(Number(period[0]) + rng.int(1, 8)) % 10}`;
  if (preLength > 0 && pre.slice(-1) === period.slice(-1))
    period = `${period.slice(0, -1)}${(Number(period.slice(-1)) + rng.int(1, 8)) % 10}`;
  if (/^0+$/.test(period) || /^9+$/.test(period)) period = `${period.slice(0, -1)}${rng.int(1, 8)}`;
  const nines = 10 ** periodLength - 1;
  const preValue = pre === '' ? 0 : Number(pre);
  const numerator = preValue * nines + Number(period) + whole * nines * 10 ** preLength;
  const denominator = nines * 10 ** preLength;
  const value = fraction(numerator, denominator);
  const point = language === 'lt' ? ',' : '.';
  const ltText = `${whole}${point}${pre}(${period})`;
  let expanded = pre;
  while (expanded.length < preLength + 6) expanded += period;
  const enText = `${whole}.${expanded}…`;
  const shown = language === 'lt' ? ltText : enText;
  const prePlusPeriod = Number(`${pre}${period}`);
  return {
    question: t(
      `Begalinę periodinę dešimtainę trupmeną ${ltText} užrašykite nesuprastinama paprastąja trupmena.`,
      `Write the recurring decimal ${enText} as a fraction in lowest terms.`,
    ),
    choices: null,
    input_kind: 'fraction',
    answer: {
      mode: 'simplified_fraction',
      correct: canonicalFraction(value),
      display: displayFraction(value, language, TYPED_FRACTION),
    },
    hints: [
      t(
        `Pažymėkite x = ${shown} ir padauginkite iš 10 laipsnio taip, kad periodas prasidėtų iškart po kablelio${preLength > 0 ? ` (iš ${10 ** preLength})` : ''}.`,
        `Let x = ${shown} and multiply by a power of 10 so that the repeating block starts right after the point${preLength > 0 ? ` (by ${10 ** preLength})` : ''}.`,
      ),
      t(
        `Periodas turi ${periodLength} skaitmenį (-is): padauginkite dar iš ${10 ** periodLength} ir atimkite – periodas išnyks.`,
        `The repeating block has ${periodLength} digit(s): multiply by ${10 ** periodLength} more and subtract, and the repeating part cancels.`,
      ),
      t(
        `Trupmeninė dalis lygi (${prePlusPeriod} − ${preValue})/${denominator}${whole > 0 ? `, prie jos pridėkite ${whole}` : ''}.`,
        `The fractional part equals (${prePlusPeriod} − ${preValue})/${denominator}${whole > 0 ? `; add ${whole} to it` : ''}.`,
      ),
      t(
        `Gautą trupmeną ${numerator}/${denominator} suprastinkite iš DBD.`,
        `Simplify ${numerator}/${denominator} by the GCD.`,
      ),
    ],
    steps: [
      t(
        `0${point}${pre}(${period}) = (${prePlusPeriod} − ${preValue})/${denominator} = ${prePlusPeriod - preValue}/${denominator}`,
        `0.${expanded}… = (${prePlusPeriod} − ${preValue})/${denominator} = ${prePlusPeriod - preValue}/${denominator}`,
      ),
      ...(whole > 0
        ? [`${whole} + ${prePlusPeriod - preValue}/${denominator} = ${numerator}/${denominator}`]
        : []),
      `${numerator}/${denominator} = ${displayFraction(value, language, TYPED_FRACTION)}`,
    ],
    explanation: t(
      'Padauginus skaičių iš 10ⁿ, kur n – periodo ilgis, ir atėmus pradinį skaičių, begalinės periodinės dalys susiprastina, todėl lieka lygtis su baigtiniais skaičiais.',
      'Multiplying by 10ⁿ, where n is the length of the repeating block, and subtracting the original number cancels the endless repeating parts, leaving an equation with finite numbers.',
    ),
  };
};

export const decimalGenerators = {
  'round-decimal': roundDecimal,
  'add-subtract-decimals': addSubtractDecimals,
  'divide-decimals': divideDecimals,
  'fraction-to-decimal': fractionToDecimal,
  'recurring-decimal-to-fraction': recurringDecimalToFraction,
} satisfies Record<string, SkillGenerator>;
