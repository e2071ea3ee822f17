import type { Language } from '../../../types.ts';
import { fractionAnswer } from '../../answers.ts';
import { subscript, times } from '../../format.ts';
import { add, displayFraction, type Fraction, fraction, sub } from '../../fraction.ts';
import type { GeneratorContext, SkillGenerator } from '../../registry.ts';
import { TYPED_FRACTION } from './notation.ts';

/** Rational exponents and logarithms (topic LOG). */

/** A power with a rational exponent built backwards: base = r^q, so base^(p/q) = r^p. */
type RationalPower = { text: string; value: Fraction; line: string };

const ROOT_BASES: Record<number, number[]> = {
  2: [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
  3: [2, 3, 4, 5],
  4: [2, 3],
  5: [2],
};

function rationalPower(
  rng: GeneratorContext['rng'],
  language: Language,
  options: { p: number[]; negative: boolean; fraction: boolean },
): RationalPower {
  const q = rng.pick([2, 2, 3, 3, 4, 5]);
  const r = rng.pick(ROOT_BASES[q] as number[]);
  let p = rng.pick(options.p);
  if (gcdSmall(p, q) !== 1) p = 1;
  if (r ** (p * q) > 100000) p = 1;
  const sign = options.negative && rng.chance(0.6) ? -1 : 1;
  const exponent = sign * p;
  let base: Fraction = fraction(r ** q);
  let root: Fraction = fraction(r);
  if (options.fraction) {
    const partners = (ROOT_BASES[q] as number[]).filter((x) => x !== r && gcdSmall(x, r) === 1);
    const s = partners.length > 0 ? rng.pick(partners) : undefined;
    if (s !== undefined) {
      base = fraction(r ** q, s ** q);
      root = fraction(r, s);
    }
  }
  const value = powerOf(root, exponent);
  const baseText = base.d === 1 ? String(base.n) : `(${base.n}/${base.d})`;
  const exponentText = `${exponent < 0 ? '−' : ''}${Math.abs(exponent) === 1 ? '' : ''}${Math.abs(exponent)}/${q}`;
  const text = `${baseText}^(${exponentText})`;
  const rootText =
    q === 2
      ? `√${base.d === 1 ? base.n : `(${base.n}/${base.d})`}`
      : `${q === 3 ? '∛' : q === 4 ? '∜' : `${q}√`}${base.d === 1 ? base.n : `(${base.n}/${base.d})`}`;
  return {
    text,
    value,
    line: rationalPowerLine(text, rootText, root, exponent, value, language),
  };
}

/** `27^(2/3) = (∛27)² = 3² = 9`, or just `8^(1/3) = ∛8 = 2` when the exponent is 1. */
function rationalPowerLine(
  text: string,
  rootText: string,
  root: Fraction,
  exponent: number,
  value: Fraction,
  language: Language,
): string {
  if (exponent === 1) return `${text} = ${rootText} = ${displayFraction(value, language, TYPED_FRACTION)}`;
  const rootValue =
    root.d === 1
      ? displayFraction(root, language, TYPED_FRACTION)
      : `(${displayFraction(root, language, TYPED_FRACTION)})`;
  const power = exponent < 0 ? `^(−${-exponent})` : `^${exponent}`;
  return `${text} = (${rootText})${power} = ${rootValue}${power} = ${displayFraction(value, language, TYPED_FRACTION)}`;
}

function gcdSmall(a: number, b: number): number {
  return b === 0 ? Math.abs(a) : gcdSmall(b, a % b);
}

function powerOf(r: Fraction, exponent: number): Fraction {
  const e = Math.abs(exponent);
  const v = fraction(r.n ** e, r.d ** e);
  return exponent < 0 ? fraction(v.d, v.n) : v;
}

const evaluateRationalExponent: SkillGenerator = ({ rng, level, t, language }) => {
  const specs = [
    { count: 2, p: [1], negative: false, fraction: false },
    { count: 2, p: [2, 3], negative: false, fraction: false },
    { count: 2, p: [1, 2, 3], negative: true, fraction: false },
    { count: 3, p: [1, 2, 3], negative: true, fraction: false },
    { count: 3, p: [1, 2, 3], negative: true, fraction: true },
  ] as const;
  const spec = specs[level] as (typeof specs)[number];
  const powers: RationalPower[] = [];
  for (let i = 0; i < spec.count; i += 1) {
    powers.push(
      rationalPower(rng, language, {
        p: [...spec.p],
        negative: spec.negative && (i > 0 || level >= 3),
        fraction: spec.fraction && i === 0,
      }),
    );
  }
  const signs = powers.map((_, i) => (i === 0 ? 1 : rng.chance(0.6) ? 1 : -1));
  let total = fraction(0);
  powers.forEach((pw, i) => {
    total = (signs[i] as number) > 0 ? add(total, pw.value) : sub(total, pw.value);
  });
  const text = powers
    .map((pw, i) => (i === 0 ? pw.text : `${(signs[i] as number) > 0 ? '+' : '−'} ${pw.text}`))
    .join(' ');
  return {
    question: t(`Apskaičiuokite ${text}.`, `Calculate ${text}.`),
    choices: null,
    input_kind: 'fraction',
    answer: fractionAnswer(total, language, TYPED_FRACTION),
    hints: [
      t(
        'a^(p/q) = (ᵠ√a)^p: pirmiausia ištraukite šaknį, tada kelkite laipsniu.',
        'a^(p/q) = (q-th root of a)^p: take the root first, then the power.',
      ),
      t(
        'Neigiamas rodiklis reiškia atvirkštinį skaičių: a^(−n) = 1/aⁿ.',
        'A negative exponent means the reciprocal: a^(−n) = 1/aⁿ.',
      ),
      t(`Pirmasis narys: ${powers[0]?.line}.`, `The first term: ${powers[0]?.line}.`),
      t(
        `Visi nariai: ${powers.map((pw) => pw.line.split(' = ').pop()).join('; ')}; belieka juos sudėti ar atimti.`,
        `All the terms: ${powers.map((pw) => pw.line.split(' = ').pop()).join('; ')}; now add or subtract them.`,
      ),
    ],
    steps: [...powers.map((pw) => pw.line), `${text} = ${displayFraction(total, language, TYPED_FRACTION)}`],
    explanation: t(
      'Laipsnis su racionaliuoju rodikliu apibrėžiamas kaip šaknis: a^(1/q) = ᵠ√a, todėl a^(p/q) = (ᵠ√a)^p; patogiausia pagrindą užrašyti kaip tikslų q-tąjį laipsnį.',
      'A rational exponent is defined through a root: a^(1/q) is the q-th root of a, so a^(p/q) is that root to the power p; it helps to write the base as an exact q-th power.',
    ),
  };
};

function logName(base: number, language: Language): string {
  if (base === 10) return language === 'lt' ? 'lg' : 'log₁₀';
  return `log${subscript(base)}`;
}

type LogTerm = { text: string; value: Fraction; line: string };

function logTerm(
  rng: GeneratorContext['rng'],
  language: Language,
  allowFraction: boolean,
  wide = false,
): LogTerm {
  const base = wide ? rng.int(2, 20) : rng.pick([2, 3, 4, 5, 6, 7, 10, 10]);
  // The widest range keeps the argument below a million.
  const maxK = wide ? Math.floor(6 / Math.log10(base)) : base === 2 ? 7 : base <= 5 ? 4 : base === 10 ? 5 : 3;
  let k = rng.int(1, maxK);
  if (allowFraction && rng.chance(0.4)) k = -rng.int(1, Math.min(maxK, 3));
  const argument =
    k >= 0
      ? String(base ** k)
      : base === 10
        ? (10 ** k).toFixed(-k).replace('.', language === 'lt' ? ',' : '.')
        : `(1/${base ** -k})`;
  const name = logName(base, language);
  const text = `${name} ${argument}`;
  const power = k >= 0 ? `${base}${supText(k)}` : `${base}⁻${supText(-k)}`;
  return { text, value: fraction(k), line: `${text} = ${name} ${power} = ${k < 0 ? '−' : ''}${Math.abs(k)}` };
}

function supText(n: number): string {
  return String(n)
    .split('')
    .map((c) => '⁰¹²³⁴⁵⁶⁷⁸⁹'[Number(c)] ?? c)
    .join('');
}

const evaluateLogarithm: SkillGenerator = ({ rng, level, t, language }) => {
  const terms: LogTerm[] = [];
  if (level <= 2) {
    const count = level === 0 ? 1 : level === 1 ? 2 : 3;
    for (let i = 0; i < count; i += 1) terms.push(logTerm(rng, language, true, level === 0));
  } else {
    // Log laws: log_b x ± log_b y (level 3) or 2·log_b x − log_b y (level 4), then one plain term.
    const base = rng.pick([2, 3, 5, 6, 10]);
    const name = logName(base, language);
    const z = rng.pick(
      [2, 3, 5, 7].filter((p) => base % p !== 0 || base === 6 || base === 10).filter((p) => p !== base),
    );
    const j = rng.int(1, 2);
    let text: string;
    let value: number;
    let line: string;
    if (level === 3) {
      if (rng.chance(0.5)) {
        const x = base ** (j + 1) * z;
        text = `${name} ${x} − ${name} ${z}`;
        value = j + 1;
        line = `${text} = ${name} (${x}/${z}) = ${name} ${base ** (j + 1)} = ${value}`;
      } else {
        const total = base ** (j + 1);
        // total = x · y with neither a power of the base when the base is composite.
        const x =
          [2, 3, 4, 5, 8, 9, 25].find(
            (d) => total % d === 0 && d !== base && total / d !== base && total / d !== 1,
          ) ?? base;
        const y = total / x;
        text = `${name} ${x} + ${name} ${y}`;
        value = j + 1;
        line = `${text} = ${name} (${x} ${times(language)} ${y}) = ${name} ${total} = ${value}`;
      }
    } else {
      const x = base ** j * z;
      const y = z * z;
      text = `2 ${name} ${x} − ${name} ${y}`;
      value = 2 * j;
      line = `${text} = ${name} (${x}²/${y}) = ${name} ${base ** (2 * j)} = ${value}`;
    }
    terms.push({ text, value: fraction(value), line });
    terms.push(logTerm(rng, language, true));
  }
  const signs = terms.map((_, i) => (i === 0 ? 1 : rng.chance(0.6) ? 1 : -1));
  let total = fraction(0);
  terms.forEach((term, i) => {
    total = (signs[i] as number) > 0 ? add(total, term.value) : sub(total, term.value);
  });
  const text = terms
    .map((term, i) =>
      i === 0
        ? term.text
        : `${(signs[i] as number) > 0 ? '+' : '−'} ${i > 0 && level >= 3 ? term.text : term.text}`,
    )
    .join(' ');
  return {
    question: t(`Apskaičiuokite ${text}.`, `Calculate ${text}.`),
    choices: null,
    input_kind: 'number',
    answer: fractionAnswer(total, language, TYPED_FRACTION),
    hints: [
      t(
        'logₐ b – tai rodiklis, kuriuo reikia pakelti a, kad gautume b.',
        'logₐ b is the exponent you raise a to in order to get b.',
      ),
      level >= 3
        ? t(
            'logₐ x + logₐ y = logₐ (xy), logₐ x − logₐ y = logₐ (x/y), k·logₐ x = logₐ xᵏ.',
            'logₐ x + logₐ y = logₐ (xy), logₐ x − logₐ y = logₐ (x/y), k·logₐ x = logₐ xᵏ.',
          )
        : t(
            'Užrašykite kiekvieną argumentą kaip pagrindo laipsnį (1/9 = 3⁻², 0,01 = 10⁻²).',
            'Write each argument as a power of the base (1/9 = 3⁻², 0.01 = 10⁻²).',
          ),
      t(`Pirmasis narys: ${terms[0]?.line}.`, `The first term: ${terms[0]?.line}.`),
      t(
        `Narių reikšmės: ${terms.map((term) => displayFraction(term.value, language, TYPED_FRACTION)).join('; ')}; sudėkite jas su ženklais.`,
        `The terms are ${terms.map((term) => displayFraction(term.value, language, TYPED_FRACTION)).join('; ')}; combine them with their signs.`,
      ),
    ],
    steps: [
      ...terms.map((term) => term.line),
      `${text} = ${displayFraction(total, language, TYPED_FRACTION)}`,
    ],
    explanation: t(
      'Pagal apibrėžimą logₐ aᵏ = k, todėl užtenka argumentą užrašyti pagrindo laipsniu; logaritmų savybės kyla iš laipsnių savybių (aᵐ · aⁿ = aᵐ⁺ⁿ).',
      'By definition logₐ aᵏ = k, so it is enough to write the argument as a power of the base; the log laws come from the laws of exponents (aᵐ × aⁿ = aᵐ⁺ⁿ).',
    ),
  };
};

/** c₀ + c₁·u + c₂·v with rational coefficients, as ASCII (`2a+b-1`) or display (`2a + b − 1`). */
function linearText(
  constant: Fraction,
  cu: Fraction,
  cv: Fraction,
  u: string,
  v: string,
  display: boolean,
): string {
  const parts: { sign: number; body: string }[] = [];
  const term = (c: Fraction, name: string) => {
    if (c.n === 0) return;
    const a = Math.abs(c.n);
    const body = c.d === 1 ? `${a === 1 ? '' : a}${name}` : `${a === 1 ? '' : a}${name}/${c.d}`;
    parts.push({ sign: Math.sign(c.n), body });
  };
  term(cu, u);
  term(cv, v);
  if (constant.n !== 0)
    parts.push({
      sign: Math.sign(constant.n),
      body: constant.d === 1 ? String(Math.abs(constant.n)) : `${Math.abs(constant.n)}/${constant.d}`,
    });
  if (parts.length === 0) return '0';
  return parts
    .map((p, i) => {
      if (display)
        return i === 0 ? `${p.sign < 0 ? '−' : ''}${p.body}` : ` ${p.sign < 0 ? '−' : '+'} ${p.body}`;
      return i === 0 ? `${p.sign < 0 ? '-' : ''}${p.body}` : `${p.sign < 0 ? '-' : '+'}${p.body}`;
    })
    .join('');
}

const LETTERS = [
  ['a', 'b'],
  ['m', 'n'],
  ['p', 'q'],
  ['u', 'v'],
  ['c', 'd'],
] as const;

const logExpress: SkillGenerator = ({ rng, level, t, language }) => {
  const [u, v] = rng.pick(LETTERS);
  const second = level <= 1 ? rng.pick([3, 7, 11]) : 3;
  const lg = language === 'lt' ? 'lg' : 'log₁₀';
  // N = 2^i · second^j · 5^k · 10^l; lg N = (i − k)·lg 2 + j·lg second + (k + l), since lg 5 = 1 − lg 2.
  let i = rng.int(level === 0 ? 1 : 0, 4);
  let j = rng.int(level === 0 ? 1 : 0, level === 0 ? 2 : 3);
  if (i === 0 && level === 0) i = 1;
  if (i === 0 && j === 0) j = 1;
  let k = 0;
  let l = 0;
  let half = false;
  if (level === 1) l = rng.int(0, 1);
  if (level === 2) {
    if (rng.chance(0.5)) k = rng.int(1, 2);
    else {
      j = -rng.int(1, 2);
      i = rng.int(1, 3);
    }
  }
  if (level === 3) {
    half = rng.chance(0.5);
    if (!half) l = -rng.int(1, 2);
  }
  const cu = fraction(i - k, half ? 2 : 1);
  const cv = fraction(j, half ? 2 : 1);
  const constant = fraction(k + l, half ? 2 : 1);
  // The argument shown to the student.
  const numerator = 2 ** Math.max(i, 0) * second ** Math.max(j, 0) * 5 ** k * 10 ** Math.max(l, 0);
  const denominator = second ** Math.max(-j, 0) * 10 ** Math.max(-l, 0);
  const g = gcdSmall(numerator, denominator);
  const argNumber = fraction(numerator / g, denominator / g);
  let argument: string;
  if (argNumber.d === 1) argument = String(argNumber.n);
  else if (l < 0 && j >= 0)
    argument = (argNumber.n / argNumber.d).toString().replace('.', language === 'lt' ? ',' : '.');
  else argument = `(${argNumber.n}/${argNumber.d})`;
  if (half) argument = `√${argument.replace(/^\((.*)\)$/, '$1')}`;
  const target = level === 4 ? '' : `${lg} ${argument}`;
  let correct: string;
  let display: string;
  let question: string;
  let lines: string[];
  const given = t(
    `Žinoma, kad ${lg} 2 = ${u}, ${lg} ${second} = ${v}.`,
    `Given ${lg} 2 = ${u} and ${lg} ${second} = ${v},`,
  );
  if (level === 4) {
    // Change of base: log_2 N or log_second N = lg N / lg base.
    const useTwo = rng.chance(0.5);
    const baseName = `log${subscript(useTwo ? 2 : second)}`;
    const ii = rng.int(0, 4);
    const jj = rng.int(useTwo ? 1 : 0, 3);
    const n = 2 ** ii * second ** jj;
    const top = linearText(fraction(0), fraction(ii), fraction(jj), u, v, false);
    const topDisplay = linearText(fraction(0), fraction(ii), fraction(jj), u, v, true);
    const bottom = useTwo ? u : v;
    correct = top.includes('+') || top.includes('-') ? `(${top})/${bottom}` : `${top}/${bottom}`;
    display =
      top.includes('+') || top.includes('-') ? `(${topDisplay})/${bottom}` : `${topDisplay}/${bottom}`;
    question = t(
      `${given} Išreikškite ${baseName} ${n} per ${u} ir ${v}.`,
      `${given} express ${baseName} ${n} in terms of ${u} and ${v}.`,
    );
    lines = [
      `${baseName} ${n} = ${lg} ${n} / ${lg} ${useTwo ? 2 : second}`,
      `${lg} ${n} = ${topDisplay}`,
      `${baseName} ${n} = ${display}`,
    ];
  } else {
    correct = linearText(constant, cu, cv, u, v, false);
    display = linearText(constant, cu, cv, u, v, true);
    question = t(
      `${given} Išreikškite ${target} per ${u} ir ${v}.`,
      `${given} express ${target} in terms of ${u} and ${v}.`,
    );
    const pieces = [
      i !== 0 ? `2${supText(Math.abs(i))}`.replace('2¹', '2') : '',
      j !== 0 ? `${second}${supText(Math.abs(j))}`.replace(`${second}¹`, `${second}`) : '',
      k !== 0 ? `5${supText(k)}`.replace('5¹', '5') : '',
      l !== 0 ? `10${l < 0 ? '⁻' : ''}${supText(Math.abs(l))}`.replace('10¹', '10') : '',
    ].filter(Boolean);
    lines = [
      t(
        `Skaidome argumentą: ${pieces.join(', ')}${j < 0 ? ` (${second} – vardiklyje)` : ''}${half ? ', o šaknis – laipsnis 1/2' : ''}.`,
        `Split the argument: ${pieces.join(', ')}${j < 0 ? ` (${second} in the denominator)` : ''}${half ? ', and the root is the power 1/2' : ''}.`,
      ),
      ...(k > 0 ? [`${lg} 5 = ${lg} (10/2) = 1 − ${u}`] : []),
      `${target} = ${display}`,
    ];
  }
  return {
    question,
    choices: null,
    input_kind: 'expression',
    answer: { mode: 'equivalent', correct, display },
    hints: [
      t(
        `Išskaidykite argumentą dauginamaisiais 2, ${second}, 5 ir 10.`,
        `Write the argument as a product of 2, ${second}, 5 and 10.`,
      ),
      t(
        'lg (xy) = lg x + lg y, lg (x/y) = lg x − lg y, lg xᵏ = k·lg x, lg 10 = 1, lg 5 = 1 − lg 2.',
        'log (xy) = log x + log y, log (x/y) = log x − log y, log xᵏ = k·log x, log₁₀ 10 = 1, log₁₀ 5 = 1 − log₁₀ 2.',
      ),
      level === 4
        ? t(
            'Pereikite prie dešimtainių logaritmų: logₐ N = lg N / lg a.',
            'Change to base 10: logₐ N = log₁₀ N / log₁₀ a.',
          )
        : t(
            `Pakeiskite lg 2 raide ${u}, o lg ${second} – raide ${v}.`,
            `Replace log₁₀ 2 with ${u} and log₁₀ ${second} with ${v}.`,
          ),
      t(`${lines[0]}`, `${lines[0]}`),
    ],
    steps: lines,
    explanation: t(
      'Logaritmų savybės sandaugos logaritmą paverčia logaritmų suma, todėl bet kurio skaičiaus, sudaryto iš 2, 3, 5 ir 10, logaritmą galima išreikšti per lg 2 ir lg 3.',
      'The log laws turn the log of a product into a sum of logs, so the log of any number built from 2, 3, 5 and 10 can be written using log 2 and log 3.',
    ),
  };
};

export const logarithmGenerators = {
  'evaluate-rational-exponent': evaluateRationalExponent,
  'evaluate-logarithm': evaluateLogarithm,
  'log-express': logExpress,
} satisfies Record<string, SkillGenerator>;
