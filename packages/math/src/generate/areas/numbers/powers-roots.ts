import type { Language } from '../../../types.ts';
import { fractionAnswer } from '../../answers.ts';
import { divisionSign, formatNumber, superscript, times } from '../../format.ts';
import {
  add,
  canonicalFraction,
  displayFraction,
  type Fraction,
  fraction,
  mul,
  sub,
} from '../../fraction.ts';
import type { GeneratorContext, SkillGenerator } from '../../registry.ts';
import { fixedText } from './decimals.ts';
import { TYPED_FRACTION } from './notation.ts';

/** Powers and roots (topic POW). */

/** A monomial c·a^p·b^q: canonical `4*a^7*b^2`, display `4a⁷b²`. */
function monomial(coefficient: number, vars: readonly [string, number][], language: Language | null): string {
  const parts = vars.filter(([, p]) => p !== 0);
  if (language === null) {
    const body = parts.map(([v, p]) => (p === 1 ? v : `${v}^${p}`));
    return coefficient === 1 ? body.join('*') : [String(coefficient), ...body].join('*');
  }
  const body = parts.map(([v, p]) => (p === 1 ? v : `${v}${superscript(p)}`)).join('');
  return `${coefficient === 1 ? '' : coefficient}${body}`;
}

const VARIABLES = [
  ['a', 'b'],
  ['x', 'y'],
  ['m', 'n'],
  ['p', 'q'],
] as const;

/** A worked line with its final result replaced by a question mark, for the last hint. */
export function withoutResult(line: string): string {
  return line.replace(/= [^=]+$/, '= ?');
}

const powerRules: SkillGenerator = ({ rng, level, t, language }) => {
  const [v, w] = rng.pick(VARIABLES);
  const m = times(language);
  const d = divisionSign(language);
  let text: string;
  let coefficient = 1;
  let exponents: [string, number][];
  let lines: string[];
  if (level === 0) {
    const p = rng.int(2, 12);
    const q = rng.int(2, 12);
    const mult = rng.chance(0.5);
    const e = p + q;
    if (mult) {
      text = `${v}${superscript(p)} ${m} ${v}${superscript(q)}`;
      exponents = [[v, e]];
      lines = [
        `${v}${superscript(p)} ${m} ${v}${superscript(q)} = ${v}${superscript(p)}⁺${superscript(q)} = ${v}${superscript(e)}`,
      ];
    } else {
      const big = p + q;
      text = `${v}${superscript(big)} ${d} ${v}${superscript(q)}`;
      exponents = [[v, p]];
      lines = [
        `${v}${superscript(big)} ${d} ${v}${superscript(q)} = ${v}${superscript(big)}⁻${superscript(q)} = ${v}${superscript(p)}`,
      ];
    }
  } else if (level === 1) {
    const p = rng.int(2, 6);
    const q = rng.int(2, 6);
    const r = rng.int(1, 9);
    const e = p * q + r;
    text = `(${v}${superscript(p)})${superscript(q)} ${m} ${v}${r === 1 ? '' : superscript(r)}`;
    exponents = [[v, e]];
    lines = [
      `(${v}${superscript(p)})${superscript(q)} = ${v}${superscript(p * q)}`,
      `${v}${superscript(p * q)} ${m} ${v}${r === 1 ? '' : superscript(r)} = ${v}${superscript(e)}`,
    ];
  } else if (level === 2) {
    const p = rng.int(2, 5);
    const q = rng.int(2, 5);
    const r = rng.int(1, 8);
    const s = rng.int(1, p * q + r - 2);
    const e = p * q + r - s;
    text = `(${v}${superscript(p)})${superscript(q)} ${m} ${v}${r === 1 ? '' : superscript(r)} ${d} ${v}${s === 1 ? '' : superscript(s)}`;
    exponents = [[v, e]];
    lines = [
      `(${v}${superscript(p)})${superscript(q)} = ${v}${superscript(p * q)}`,
      `${v}${superscript(p * q)} ${m} ${v}${r === 1 ? '' : superscript(r)} = ${v}${superscript(p * q + r)}`,
      `${v}${superscript(p * q + r)} ${d} ${v}${s === 1 ? '' : superscript(s)} = ${v}${superscript(e)}`,
    ];
  } else if (level === 3) {
    const c = rng.int(2, 5);
    const p = rng.int(2, 5);
    const q = rng.int(2, 3);
    const r = rng.int(1, 6);
    coefficient = c ** q;
    const e = p * q + r;
    text = `(${c}${v}${superscript(p)})${superscript(q)} ${m} ${v}${r === 1 ? '' : superscript(r)}`;
    exponents = [[v, e]];
    lines = [
      `(${c}${v}${superscript(p)})${superscript(q)} = ${c}${superscript(q)}${v}${superscript(p * q)} = ${coefficient}${v}${superscript(p * q)}`,
      `${coefficient}${v}${superscript(p * q)} ${m} ${v}${r === 1 ? '' : superscript(r)} = ${coefficient}${v}${superscript(e)}`,
    ];
  } else {
    const p = rng.int(2, 4);
    const q = rng.int(1, 3);
    const k = rng.int(2, 4);
    const r = rng.int(1, p * k - 1);
    const s = rng.int(0, q * k - 1);
    const c = rng.int(2, 3);
    coefficient = c ** k;
    const e1 = p * k - r;
    const e2 = q * k - s;
    const qText = q === 1 ? '' : superscript(q);
    const denominator = `${v}${r === 1 ? '' : superscript(r)}${s === 0 ? '' : `${w}${s === 1 ? '' : superscript(s)}`}`;
    text = `(${c}${v}${superscript(p)}${w}${qText})${superscript(k)} ${d} (${denominator})`;
    exponents = [
      [v, e1],
      [w, e2],
    ];
    lines = [
      `(${c}${v}${superscript(p)}${w}${qText})${superscript(k)} = ${coefficient}${v}${superscript(p * k)}${w}${q * k === 1 ? '' : superscript(q * k)}`,
      `${coefficient}${v}${superscript(p * k)}${w}${q * k === 1 ? '' : superscript(q * k)} ${d} (${denominator}) = ${monomial(coefficient, exponents, language)}`,
    ];
  }
  const display = monomial(coefficient, exponents, language);
  return {
    question: t(`Suprastinkite ${text}.`, `Simplify ${text}.`),
    choices: null,
    input_kind: 'expression',
    answer: { mode: 'exact_form', correct: monomial(coefficient, exponents, null), display },
    hints: [
      t(
        'Dauginant vienodo pagrindo laipsnius, rodikliai sudedami; dalijant – atimami.',
        'When multiplying powers with the same base add the exponents; when dividing subtract them.',
      ),
      t(
        'Keliant laipsnį laipsniu, rodikliai dauginami: (aᵐ)ⁿ = aᵐⁿ; (ab)ⁿ = aⁿbⁿ.',
        'A power of a power multiplies the exponents: (aᵐ)ⁿ = aᵐⁿ; (ab)ⁿ = aⁿbⁿ.',
      ),
      lines.length > 1
        ? t(`Pirmas žingsnis: ${lines[0]}.`, `First step: ${lines[0]}.`)
        : t(
            'Pagrindas tas pats, todėl užtenka apskaičiuoti rodiklį.',
            'The base is the same, so you only need to work out the exponent.',
          ),
      t(
        `Paskutinis žingsnis: ${withoutResult(lines[lines.length - 1] ?? '')}`,
        `Last step: ${withoutResult(lines[lines.length - 1] ?? '')}`,
      ),
    ],
    steps: lines,
    explanation: t(
      'Laipsnis reiškia pasikartojančią daugybą, todėl sudauginus aᵐ ir aⁿ gaunama m + n vienodų dauginamųjų, o dalijant jų tiek susiprastina.',
      'A power is repeated multiplication, so aᵐ times aⁿ has m + n equal factors, and dividing cancels that many.',
    ),
  };
};

/** A power with an exponent that may be negative, written with superscripts: `2⁻³`, `(2/3)⁻²`. */
function powerText(base: Fraction, exponent: number, language: Language): string {
  const b =
    base.d === 1 && base.n > 0 ? String(base.n) : `(${displayFraction(base, language, TYPED_FRACTION)})`;
  return `${b}${superscript(exponent)}`;
}

function powerValue(base: Fraction, exponent: number): Fraction {
  const e = Math.abs(exponent);
  const value = fraction(base.n ** e, base.d ** e);
  return exponent < 0 ? fraction(value.d, value.n) : value;
}

const negativeExponent: SkillGenerator = ({ rng, level, t, language }) => {
  const m = times(language);
  const terms: { base: Fraction; exp: number; sign: number; factor: number }[] = [];
  if (level === 0) {
    // One power: an integer base, or a fraction to the power −1.
    if (rng.chance(0.5)) {
      const base = fraction(rng.int(2, 20));
      // Powers stay at most 1000 so the reciprocal is easy to write.
      terms.push({
        base,
        exp: -rng.int(1, Math.max(1, Math.floor(3 / Math.log10(base.n)))),
        sign: 1,
        factor: 1,
      });
    } else {
      const d = rng.int(2, 12);
      const n = rng.pick([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].filter((x) => gcdInt(x, d) === 1));
      terms.push({ base: fraction(n, d), exp: -1, sign: 1, factor: 1 });
    }
  } else if (level === 1) {
    const base = fraction(rng.int(2, 6));
    const exp = -rng.int(1, base.n <= 3 ? 3 : 2);
    terms.push({ base, exp, sign: 1, factor: base.n ** -exp * rng.int(1, 9) * (rng.chance(0.5) ? 1 : -1) });
  } else if (level === 2) {
    for (let i = 0; i < 2; i += 1) {
      const base = fraction(rng.int(2, 6));
      terms.push({
        base,
        exp: -rng.int(1, base.n <= 3 ? 3 : 2),
        sign: i === 0 || rng.chance(0.5) ? 1 : -1,
        factor: 1,
      });
    }
  } else {
    const count = level === 3 ? 2 : 3;
    for (let i = 0; i < count; i += 1) {
      const fractional = i === 0 || rng.chance(0.4);
      const base = fractional ? fraction(rng.nonZero(-5, 5), rng.int(2, 5)) : fraction(rng.int(2, 5));
      const safeBase = base.d === 1 && Math.abs(base.n) === 1 ? fraction(2, 3) : base;
      terms.push({
        base: safeBase,
        exp: -rng.int(1, 2),
        sign: i === 0 || rng.chance(0.5) ? 1 : -1,
        factor: 1,
      });
    }
    if (level === 4)
      terms.push({ base: fraction(rng.int(2, 9)), exp: 0, sign: rng.chance(0.5) ? 1 : -1, factor: 1 });
  }
  let total = fraction(0);
  const pieces: string[] = [];
  const lines: string[] = [];
  terms.forEach((term, i) => {
    const value = mul(powerValue(term.base, term.exp), fraction(term.factor));
    total = term.sign > 0 ? add(total, value) : sub(total, value);
    const power = powerText(term.base, term.exp, language);
    const text =
      term.factor === 1
        ? power
        : `${term.factor < 0 ? `(${formatNumber(term.factor, language)})` : term.factor} ${m} ${power}`;
    pieces.push(i === 0 ? text : `${term.sign > 0 ? '+' : '−'} ${text}`);
    lines.push(`${power} = ${displayFraction(powerValue(term.base, term.exp), language, TYPED_FRACTION)}`);
  });
  if (terms.length > 1 || terms[0]?.factor !== 1)
    lines.push(`${pieces.join(' ')} = ${displayFraction(total, language, TYPED_FRACTION)}`);
  const text = pieces.join(' ');
  return {
    question: t(`Apskaičiuokite ${text}.`, `Calculate ${text}.`),
    choices: null,
    input_kind: 'fraction',
    answer: fractionAnswer(total, language, TYPED_FRACTION),
    hints: [
      t(
        'a⁻ⁿ = 1/aⁿ: neigiamas rodiklis reiškia atvirkštinį skaičių.',
        'a⁻ⁿ = 1/aⁿ: a negative exponent means the reciprocal.',
      ),
      t('(a/b)⁻ⁿ = (b/a)ⁿ, o a⁰ = 1.', '(a/b)⁻ⁿ = (b/a)ⁿ, and a⁰ = 1.'),
      t(`Pirmasis: ${lines[0]}.`, `The first one: ${lines[0]}.`),
      t(
        'Apskaičiavę visus laipsnius, atlikite likusius veiksmus su trupmenomis.',
        'Once every power is worked out, finish the calculation with fractions.',
      ),
    ],
    steps: lines,
    explanation: t(
      'Kad taisyklė aᵐ : aⁿ = aᵐ⁻ⁿ galiotų visada, susitarta, kad a⁰ = 1 ir a⁻ⁿ = 1/aⁿ.',
      'So that aᵐ ÷ aⁿ = aᵐ⁻ⁿ always holds, we define a⁰ = 1 and a⁻ⁿ = 1/aⁿ.',
    ),
  };
};

/** Mantissa (integer with `places` decimals) × 10^exponent. */
type Standard = { mantissa: number; places: number; exponent: number };

function standardCanonical(s: Standard): string {
  return `${fixedText(s.mantissa, s.places, null)}*10^${s.exponent}`;
}

function standardDisplay(s: Standard, language: Language): string {
  return `${fixedText(s.mantissa, s.places, language)} ${times(language)} 10${superscript(s.exponent)}`;
}

/** The plain decimal of a standard form, written from its digits (no float rounding). */
function plainDecimal(s: Standard, language: Language): string {
  const digits = String(s.mantissa);
  const pointPosition = digits.length - s.places + s.exponent;
  const point = language === 'lt' ? ',' : '.';
  if (pointPosition <= 0) return `0${point}${'0'.repeat(-pointPosition)}${digits}`;
  if (pointPosition >= digits.length)
    return formatNumber(Number(digits + '0'.repeat(pointPosition - digits.length)), language);
  return `${digits.slice(0, pointPosition)}${point}${digits.slice(pointPosition)}`;
}

function randomStandard(rng: GeneratorContext['rng'], places: number, exponent: number): Standard {
  let mantissa = rng.int(10 ** places, 10 ** (places + 1) - 1);
  if (places > 0 && mantissa % 10 === 0) mantissa += 1;
  return { mantissa, places, exponent };
}

const standardForm: SkillGenerator = ({ rng, level, t, language }) => {
  let question: string;
  let result: Standard;
  let lines: string[];
  if (level <= 2) {
    const negative = level === 1 ? true : level === 0 ? false : rng.chance(0.5);
    const places = rng.int(level === 0 ? 0 : 1, level === 2 ? 3 : 2);
    const exponent = negative ? -rng.int(1, level === 2 ? 9 : 6) : rng.int(places + 1, level === 2 ? 12 : 8);
    result = randomStandard(rng, places, exponent);
    const plain = plainDecimal(result, language);
    question = t(`Skaičių ${plain} užrašykite standartine išraiška.`, `Write ${plain} in standard form.`);
    lines = [
      t(
        `Kablelį perkeliame per ${Math.abs(exponent)} skaitmenis (-į) ${negative ? 'į dešinę' : 'į kairę'}: ${fixedText(result.mantissa, result.places, language)}.`,
        `Move the decimal point ${Math.abs(exponent)} place(s) to the ${negative ? 'right' : 'left'}: ${fixedText(result.mantissa, result.places, language)}.`,
      ),
      `${plain} = ${standardDisplay(result, language)}`,
    ];
  } else if (level === 3) {
    // Not yet standard: 34,5 · 10⁵ → 3,45 · 10⁶ or 0,45 · 10⁻³ → 4,5 · 10⁻⁴.
    result = randomStandard(rng, rng.int(1, 3), rng.int(-9, 9) || 4);
    const shift = rng.pick([-2, -1, 1, 2]);
    const shown: Standard = {
      mantissa: result.mantissa,
      places: result.places - shift,
      exponent: result.exponent - shift,
    };
    const shownText =
      shown.places >= 0
        ? `${fixedText(shown.mantissa, shown.places, language)} ${times(language)} 10${superscript(shown.exponent)}`
        : `${formatNumber(shown.mantissa * 10 ** -shown.places, language)} ${times(language)} 10${superscript(shown.exponent)}`;
    question = t(
      `Skaičių ${shownText} užrašykite standartine išraiška.`,
      `Write ${shownText} in standard form.`,
    );
    lines = [
      t(
        'Daugiklis turi būti nuo 1 iki 10 (1 ≤ a < 10).',
        'The number in front must be at least 1 and less than 10.',
      ),
      `${shownText} = ${standardDisplay(result, language)}`,
    ];
  } else {
    // (a · 10^m) · (b · 10^n) with a · b chosen so the product is exact.
    const a = rng.int(11, 99);
    const b = rng.int(2, 9);
    const m1 = rng.int(-8, 8);
    const m2 = rng.int(-8, 8);
    const first: Standard = { mantissa: a, places: 1, exponent: m1 };
    const second: Standard = { mantissa: b, places: 0, exponent: m2 };
    const product = a * b;
    // a/10 · b = product/10; normalise to one digit before the point.
    const digits = String(product).length;
    let mantissa = product;
    let places = digits - 1;
    while (places > 0 && mantissa % 10 === 0) {
      mantissa /= 10;
      places -= 1;
    }
    result = { mantissa, places, exponent: m1 + m2 + (digits - 1) - 1 };
    const firstText = standardDisplay(first, language);
    const secondText = standardDisplay(second, language);
    question = t(
      `Apskaičiuokite (${firstText}) ${times(language)} (${secondText}) ir atsakymą užrašykite standartine išraiška.`,
      `Calculate (${firstText}) ${times(language)} (${secondText}) and give the answer in standard form.`,
    );
    lines = [
      `${fixedText(a, 1, language)} ${times(language)} ${b} = ${fixedText(product, 1, language)}; 10${superscript(m1)} ${times(language)} 10${superscript(m2)} = 10${superscript(m1 + m2)}`,
      `${fixedText(product, 1, language)} ${times(language)} 10${superscript(m1 + m2)} = ${standardDisplay(result, language)}`,
    ];
  }
  return {
    question,
    choices: null,
    input_kind: 'expression',
    answer: {
      mode: 'exact_form',
      correct: standardCanonical(result),
      display: standardDisplay(result, language),
    },
    hints: [
      t(
        'Standartinė išraiška: a · 10ⁿ, kur 1 ≤ a < 10, o n – sveikasis skaičius.',
        'Standard form is a × 10ⁿ with 1 ≤ a < 10 and n an integer.',
      ),
      t(
        'Perkelkite kablelį taip, kad prieš jį liktų vienas nenulinis skaitmuo.',
        'Move the decimal point so that one non-zero digit is in front of it.',
      ),
      t(
        `Kiek vietų perkeliate kablelį, tiek ir keičiasi 10 laipsnio rodiklis; čia daugiklis ${fixedText(result.mantissa, result.places, language)}.`,
        `The power of 10 changes by the number of places you move the point; here the number in front is ${fixedText(result.mantissa, result.places, language)}.`,
      ),
    ],
    steps: lines,
    explanation: t(
      'Perkėlus kablelį per n vietų į kairę, skaičius sumažėja 10ⁿ kartų, todėl tai kompensuojama daugikliu 10ⁿ (ir atvirkščiai).',
      'Moving the decimal point n places to the left divides the number by 10ⁿ, so a factor of 10ⁿ makes up for it (and the other way round).',
    ),
  };
};

type RootTerm = { text: string; value: Fraction; line: string };

function squareRootTerm(
  rng: GeneratorContext['rng'],
  language: Language,
  kind: 'int' | 'decimal' | 'fraction',
): RootTerm {
  if (kind === 'int') {
    const r = rng.int(2, 20);
    return { text: `√${r * r}`, value: fraction(r), line: `√${r * r} = ${r}` };
  }
  if (kind === 'decimal') {
    const r = rng.pick([1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 12, 13, 14, 15]);
    const places = r < 4 && rng.chance(0.5) ? 2 : 1;
    const square = fixedText(r * r, places * 2, language);
    const root = fixedText(r, places, language);
    return { text: `√${square}`, value: fraction(r, 10 ** places), line: `√${square} = ${root}` };
  }
  const n = rng.int(1, 9);
  const d = rng.pick([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].filter((x) => gcdInt(x, n) === 1));
  const v = fraction(n, d);
  return {
    text: `√(${v.n * v.n}/${v.d * v.d})`,
    value: v,
    line: `√(${v.n * v.n}/${v.d * v.d}) = ${v.n}/${v.d}`,
  };
}

function cubeRootTerm(rng: GeneratorContext['rng'], language: Language): RootTerm {
  const r = rng.nonZero(-6, 6);
  const cube = r ** 3;
  const inner = cube < 0 ? `(${formatNumber(cube, language)})` : formatNumber(cube, language);
  return { text: `∛${inner}`, value: fraction(r), line: `∛${inner} = ${formatNumber(r, language)}` };
}

function rootValueText(r: Fraction, language: Language): string {
  if (r.d === 1) return formatNumber(r.n, language);
  // Denominators of 10 and 100 are shown as decimals, others as fractions.
  if (
    r.d === 10 ||
    r.d === 100 ||
    r.d === 2 ||
    r.d === 4 ||
    r.d === 5 ||
    r.d === 20 ||
    r.d === 25 ||
    r.d === 50
  ) {
    const places = r.d <= 10 ? (r.d === 4 ? 2 : 1) : 2;
    return fixedText((r.n * 10 ** places) / r.d, places, language);
  }
  return displayFraction(r, language, TYPED_FRACTION);
}

const evaluateRoots: SkillGenerator = ({ rng, level, t, language }) => {
  const terms: RootTerm[] = [];
  if (level === 0) terms.push(squareRootTerm(rng, language, 'int'), squareRootTerm(rng, language, 'int'));
  else if (level === 1) terms.push(squareRootTerm(rng, language, 'int'), cubeRootTerm(rng, language));
  else if (level === 2)
    terms.push(
      squareRootTerm(rng, language, 'int'),
      cubeRootTerm(rng, language),
      squareRootTerm(rng, language, 'decimal'),
    );
  else if (level === 3)
    terms.push(
      squareRootTerm(rng, language, 'decimal'),
      cubeRootTerm(rng, language),
      squareRootTerm(rng, language, 'fraction'),
    );
  else
    terms.push(
      squareRootTerm(rng, language, 'fraction'),
      cubeRootTerm(rng, language),
      squareRootTerm(rng, language, 'decimal'),
      cubeRootTerm(rng, language),
    );
  const signs = terms.map((_, i) => (i === 0 ? 1 : rng.chance(0.5) ? 1 : -1));
  // Level 4 multiplies the last two terms: … + a · b.
  let total = fraction(0);
  const pieces: string[] = [];
  const m = times(language);
  if (level === 4) {
    const [a, b, c, e] = terms as [RootTerm, RootTerm, RootTerm, RootTerm];
    const product = mul(c.value, e.value);
    total = add(signs[1] === 1 ? add(a.value, b.value) : sub(a.value, b.value), product);
    pieces.push(a.text, `${signs[1] === 1 ? '+' : '−'} ${b.text}`, `+ ${c.text} ${m} ${e.text}`);
  } else {
    terms.forEach((term, i) => {
      total = (signs[i] as number) > 0 ? add(total, term.value) : sub(total, term.value);
      pieces.push(i === 0 ? term.text : `${(signs[i] as number) > 0 ? '+' : '−'} ${term.text}`);
    });
  }
  const text = pieces.join(' ');
  const display = rootValueText(total, language);
  const canonical =
    total.d === 1 || [2, 4, 5, 10, 20, 25, 50, 100].includes(total.d)
      ? String(total.n / total.d)
      : canonicalFraction(total);
  return {
    question: t(`Apskaičiuokite ${text}.`, `Calculate ${text}.`),
    choices: null,
    input_kind: 'number',
    answer: { mode: 'equivalent', options: { form: 'value' }, correct: canonical, display },
    hints: [
      t(
        '√a – neneigiamas skaičius, kurio kvadratas lygus a; ∛a – skaičius, kurio kubas lygus a.',
        '√a is the non-negative number whose square is a; ∛a is the number whose cube is a.',
      ),
      t(
        'Neigiamo skaičiaus kubinė šaknis neigiama: ∛(−8) = −2.',
        'The cube root of a negative number is negative: ∛(−8) = −2.',
      ),
      t(`Pirmoji šaknis: ${terms[0]?.line}.`, `The first root: ${terms[0]?.line}.`),
      t(
        `Visos šaknys: ${terms.map((x) => x.line).join('; ')}. Belieka suskaičiuoti.`,
        `All the roots: ${terms.map((x) => x.line).join('; ')}. Now finish the calculation.`,
      ),
    ],
    steps: [...terms.map((x) => x.line), `${text} = ${display}`],
    explanation: t(
      'Šaknies traukimas yra kėlimo laipsniu atvirkštinis veiksmas: ieškome skaičiaus, kurį pakėlę kvadratu (kubu) gautume pošaknį. Dešimtainės trupmenos šaknis turi perpus mažiau skaitmenų po kablelio.',
      'Taking a root undoes a power: we look for the number whose square (cube) is the number under the root. The square root of a decimal has half as many decimal places.',
    ),
  };
};

const SQUARE_FREE = [2, 3, 5, 6, 7, 10, 11, 13, 14, 15, 17, 19, 21, 22, 23];

/** `k√m` in canonical and display form, with k = 1 left out and m = 1 giving just k. */
function surd(k: number, m: number, language: Language | null): string {
  if (m === 1) return language === null ? String(k) : formatNumber(k, language);
  const minus = k < 0 ? (language === null ? '-' : '−') : '';
  const a = Math.abs(k);
  if (language === null) return a === 1 ? `${minus}sqrt(${m})` : `${minus}${a}*sqrt(${m})`;
  return `${minus}${a === 1 ? '' : a}√${m}`;
}

const simplifyRoot: SkillGenerator = ({ rng, level, t, language }) => {
  const m = rng.pick(level <= 1 ? SQUARE_FREE.slice(0, 12) : SQUARE_FREE);
  if (level === 3) {
    // Bring a factor inside: k√m = √(k²m).
    const k = rng.int(2, 12);
    return {
      title: t('Dauginamojo įkėlimas į pošaknį', 'Moving a factor under the root'),
      question: t(
        `Įkelkite dauginamąjį į pošaknį: ${surd(k, m, language)}.`,
        `Write ${surd(k, m, language)} as a single square root.`,
      ),
      choices: null,
      input_kind: 'expression',
      answer: { mode: 'exact_form', correct: `sqrt(${k * k * m})`, display: `√${k * k * m}` },
      hints: [
        t(
          'Teigiamą dauginamąjį galima įkelti po šaknimi, pakėlę jį kvadratu.',
          'A positive factor can go under the root once it is squared.',
        ),
        t(`${k} = √${k * k}.`, `${k} = √${k * k}.`),
        t(
          `${surd(k, m, language)} = √(${k * k} ${times(language)} ${m}); sudauginkite.`,
          `${surd(k, m, language)} = √(${k * k} ${times(language)} ${m}); multiply it out.`,
        ),
      ],
      steps: [`${surd(k, m, language)} = √(${k}² ${times(language)} ${m}) = √${k * k * m}`],
      explanation: t(
        'Kai a ≥ 0, a = √(a²), o √x · √y = √(xy), todėl a√b = √(a²b).',
        'For a ≥ 0, a = √(a²) and √x × √y = √(xy), so a√b = √(a²b).',
      ),
    };
  }
  const terms: { outside: number; k: number; sign: number }[] = [];
  if (level === 0) terms.push({ outside: 1, k: rng.int(2, 12), sign: 1 });
  else if (level === 1) terms.push({ outside: 1, k: rng.int(2, 12), sign: 1 });
  else if (level === 2) terms.push({ outside: rng.int(2, 6), k: rng.int(2, 7), sign: 1 });
  else {
    const count = 3;
    for (let i = 0; i < count; i += 1)
      terms.push({ outside: 1, k: rng.int(1, 7), sign: i === 0 || rng.chance(0.5) ? 1 : -1 });
    const sum = terms.reduce((s, x) => s + x.sign * x.k, 0);
    if (sum === 0) (terms[0] as { k: number }).k += 1;
  }
  const total = terms.reduce((s, x) => s + x.sign * x.outside * x.k, 0);
  const rootText = (x: (typeof terms)[number]) => `${x.outside === 1 ? '' : x.outside}√${x.k * x.k * m}`;
  const text = terms
    .map((x, i) => (i === 0 ? rootText(x) : `${x.sign > 0 ? '+' : '−'} ${rootText(x)}`))
    .join(' ');
  const lines = terms.map(
    (x) =>
      `${rootText(x)} = ${x.outside === 1 ? '' : `${x.outside} ${times(language)} `}√(${x.k * x.k} ${times(language)} ${m}) = ${surd(x.outside * x.k, m, language)}`,
  );
  if (terms.length > 1)
    lines.push(
      `${terms.map((x, i) => (i === 0 ? surd(x.k, m, language) : `${x.sign > 0 ? '+' : '−'} ${surd(x.k, m, language)}`)).join(' ')} = ${surd(total, m, language)}`,
    );
  const firstTerm = terms[0] as (typeof terms)[number];
  return {
    question:
      terms.length > 1
        ? t(`Suprastinkite ${text}.`, `Simplify ${text}.`)
        : t(
            `Iškelkite dauginamąjį prieš šaknies ženklą: ${text}.`,
            `Simplify ${text} by taking a factor outside the root.`,
          ),
    choices: null,
    input_kind: 'expression',
    answer: { mode: 'exact_form', correct: surd(total, m, null), display: surd(total, m, language) },
    hints: [
      t(
        'Pošaknį išskaidykite taip, kad vienas dauginamasis būtų tikslusis kvadratas.',
        'Split the number under the root into a factor that is a perfect square times the rest.',
      ),
      t(
        `${firstTerm.k * firstTerm.k * m} = ${firstTerm.k * firstTerm.k} ${times(language)} ${m}, o ${firstTerm.k * firstTerm.k} = ${firstTerm.k}².`,
        `${firstTerm.k * firstTerm.k * m} = ${firstTerm.k * firstTerm.k} × ${m}, and ${firstTerm.k * firstTerm.k} = ${firstTerm.k}².`,
      ),
      terms.length > 1
        ? t(
            `Kiekvieną šaknį suveskite į pavidalą k√${m} ir sudėkite panašiuosius narius.`,
            `Write each root as k√${m} and collect like terms.`,
          )
        : t(
            `√(${firstTerm.k}² ${times(language)} ${m}) = ${firstTerm.k}√${m}${firstTerm.outside > 1 ? `; nepamirškite daugiklio ${firstTerm.outside}` : ''}.`,
            `√(${firstTerm.k}² × ${m}) = ${firstTerm.k}√${m}${firstTerm.outside > 1 ? `; do not forget the factor ${firstTerm.outside}` : ''}.`,
          ),
    ],
    steps: lines,
    explanation: t(
      'Kadangi √(a²b) = √(a²) · √b = a√b (a ≥ 0), tikslųjį kvadratą galima iškelti prieš šaknį.',
      'Since √(a²b) = √(a²) × √b = a√b for a ≥ 0, a perfect square factor can come out of the root.',
    ),
  };
};

/** p·√m / q in lowest terms, canonical and display. */
function surdOver(p: number, m: number, q: number, language: Language | null): string {
  const g = gcdInt(p, q);
  const top = p / g;
  const bottom = q / g;
  const head = surd(top, m, language);
  return bottom === 1 ? head : `${head}/${bottom}`;
}

function gcdInt(a: number, b: number): number {
  let x = Math.abs(a);
  let y = Math.abs(b);
  while (y) [x, y] = [y, x % y];
  return x;
}

const rationaliseDenominator: SkillGenerator = ({ rng, level, t, language }) => {
  const m = rng.pick(SQUARE_FREE.slice(0, 12));
  const mt = times(language);
  if (level <= 2) {
    // a / (c√m) = a√m / (c·m).
    const c = level === 0 ? 1 : rng.int(2, 5);
    const a = level === 0 ? m * rng.int(1, 12) : rng.int(1, 30);
    const denominatorText = `${c === 1 ? '' : c}√${m}`;
    const shown = c === 1 ? `${a}/${denominatorText}` : `${a}/(${denominatorText})`;
    const answer = surdOver(a, m, c * m, null);
    const display = surdOver(a, m, c * m, language);
    return {
      question: t(
        `Panaikinkite iracionalumą trupmenos ${shown} vardiklyje.`,
        `Rationalise the denominator of ${shown}.`,
      ),
      choices: null,
      input_kind: 'expression',
      answer: { mode: 'exact_form', correct: answer, display },
      hints: [
        t(
          `Padauginkite skaitiklį ir vardiklį iš √${m}.`,
          `Multiply the numerator and the denominator by √${m}.`,
        ),
        t(
          `Vardiklyje gausite ${denominatorText} ${mt} √${m} = ${c * m}.`,
          `The denominator becomes ${denominatorText} × √${m} = ${c * m}.`,
        ),
        t(
          `Gaunate ${a}√${m}/${c * m}; suprastinkite ${a} ir ${c * m}.`,
          `You get ${a}√${m}/${c * m}; simplify ${a} and ${c * m}.`,
        ),
      ],
      steps: [
        `${a}/${denominatorText} = (${a} ${mt} √${m})/(${denominatorText} ${mt} √${m}) = ${a}√${m}/${c * m}`,
        `= ${display}`,
      ],
      explanation: t(
        'Padauginus skaitiklį ir vardiklį iš to paties skaičiaus, trupmenos reikšmė nepakinta, o √m · √m = m – sveikasis skaičius.',
        'Multiplying the numerator and the denominator by the same number keeps the value, and √m × √m = m is a whole number.',
      ),
    };
  }
  if (level === 3) {
    // a / (√m ± c) = a(√m ∓ c)/(m − c²), with a a multiple of m − c².
    const c = rng.int(1, 4);
    const den = m - c * c;
    const plus = rng.chance(0.5);
    // m is square-free, so den ≠ 0; factor takes den's sign so that a > 0.
    const factor = rng.int(1, 4) * Math.sign(den);
    const a = factor * den;
    const signText = plus ? '+' : '−';
    // a/(√m + c) = a(√m − c)/(m − c²) = factor·√m − factor·c; with minus: factor·√m + factor·c.
    const constant = plus ? -factor * c : factor * c;
    const canonical = `${surd(factor, m, null)}${constant < 0 ? '-' : '+'}${Math.abs(constant)}`;
    const display = `${surd(factor, m, language)} ${constant < 0 ? '−' : '+'} ${Math.abs(constant)}`;
    const conj = `√${m} ${plus ? '−' : '+'} ${c}`;
    return {
      question: t(
        `Panaikinkite iracionalumą trupmenos ${a}/(√${m} ${signText} ${c}) vardiklyje.`,
        `Rationalise the denominator of ${a}/(√${m} ${signText} ${c}).`,
      ),
      choices: null,
      input_kind: 'expression',
      answer: { mode: 'exact_form', correct: canonical, display },
      hints: [
        t(
          `Padauginkite skaitiklį ir vardiklį iš jungtinio reiškinio ${conj}.`,
          `Multiply the numerator and the denominator by the conjugate ${conj}.`,
        ),
        t(
          `(√${m} ${signText} ${c})(${conj}) = ${m} − ${c * c} = ${den}.`,
          `(√${m} ${signText} ${c})(${conj}) = ${m} − ${c * c} = ${den}.`,
        ),
        t(
          `Gaunate ${a}(${conj})/${den < 0 ? `(${formatNumber(den, language)})` : den}; padalykite ir atskliauskite.`,
          `You get ${a}(${conj})/${den < 0 ? `(${formatNumber(den, language)})` : den}; divide and expand.`,
        ),
      ],
      steps: [
        `${a}/(√${m} ${signText} ${c}) = ${a}(${conj})/(${m} − ${c * c})`,
        `= ${a}(${conj})/${den < 0 ? `(${formatNumber(den, language)})` : den} = ${display}`,
      ],
      explanation: t(
        'Pasinaudojame kvadratų skirtumo formule (a + b)(a − b) = a² − b²: sudauginus iš jungtinio reiškinio, šaknis vardiklyje išnyksta.',
        'The difference of squares (a + b)(a − b) = a² − b² removes the root: multiplying by the conjugate leaves a whole number below.',
      ),
    };
  }
  // a / (√p + √q) = a(√p − √q)/(p − q).
  const pair = rng.pick([
    [2, 3],
    [2, 5],
    [3, 5],
    [2, 7],
    [3, 7],
    [5, 7],
    [3, 11],
    [5, 11],
    [2, 11],
    [6, 7],
    [2, 13],
    [3, 13],
    [7, 11],
  ] as const);
  const [q, p] = pair;
  const diff = p - q;
  const k = rng.int(1, 8);
  const a = k * diff;
  const plus = rng.chance(0.5);
  // a/(√p + √q) = k(√p − √q); a/(√p − √q) = k(√p + √q).
  const canonical = `${surd(k, p, null)}${plus ? '-' : '+'}${surd(k, q, null)}`;
  const display = `${surd(k, p, language)} ${plus ? '−' : '+'} ${surd(k, q, language)}`;
  const conj = `√${p} ${plus ? '−' : '+'} √${q}`;
  return {
    question: t(
      `Panaikinkite iracionalumą trupmenos ${a}/(√${p} ${plus ? '+' : '−'} √${q}) vardiklyje.`,
      `Rationalise the denominator of ${a}/(√${p} ${plus ? '+' : '−'} √${q}).`,
    ),
    choices: null,
    input_kind: 'expression',
    answer: { mode: 'exact_form', correct: canonical, display },
    hints: [
      t(
        `Padauginkite skaitiklį ir vardiklį iš ${conj}.`,
        `Multiply the numerator and the denominator by ${conj}.`,
      ),
      t(`Vardiklyje: ${p} − ${q} = ${diff}.`, `The denominator becomes ${p} − ${q} = ${diff}.`),
      t(
        `${a} : ${diff} = ${k}, todėl atsakymas ${k === 1 ? '' : k}(${conj}); atskliauskite.`,
        `${a} ÷ ${diff} = ${k}, so the answer is ${k === 1 ? '' : k}(${conj}); expand the brackets.`,
      ),
    ],
    steps: [
      `${a}/(√${p} ${plus ? '+' : '−'} √${q}) = ${a}(${conj})/(${p} − ${q})`,
      `= ${k === 1 ? '' : k}(${conj}) = ${display}`,
    ],
    explanation: t(
      'Sudauginus (√p + √q)(√p − √q) = p − q, šaknys vardiklyje išnyksta, o trupmenos reikšmė nepakinta.',
      'Since (√p + √q)(√p − √q) = p − q, the roots disappear from the denominator while the value stays the same.',
    ),
  };
};

export const powerRootGenerators = {
  'power-rules': powerRules,
  'negative-exponent': negativeExponent,
  'standard-form': standardForm,
  'evaluate-roots': evaluateRoots,
  'simplify-root': simplifyRoot,
  'rationalise-denominator': rationaliseDenominator,
} satisfies Record<string, SkillGenerator>;
