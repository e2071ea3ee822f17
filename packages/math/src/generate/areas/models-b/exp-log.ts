import type { Language } from '../../../types.ts';
import { formatNumber, MINUS_SIGN, subscript, superscript, times } from '../../format.ts';
import {
  canonicalDecimal,
  displayDecimal,
  div,
  type Fraction,
  fraction,
  sub as minus,
  pow,
} from '../../fraction.ts';
import type { Interest } from '../../interests.ts';
import type { GeneratorContext, GeneratorTable, TaskDraft } from '../../registry.ts';
import { polyText, productSum, sumText } from './notation.ts';
import { inBrackets, intervalAscii, ltCount, numberAnswer, themedContext } from './task-parts.ts';

/** EXL: growth models, exponential and logarithmic equations and inequalities. */

type TimeUnit = {
  lt: { every1: string; every: (n: number) => string; after: (n: number) => string; howMany: string };
  en: string;
};
const UNITS: Record<'hour' | 'year' | 'month' | 'week', TimeUnit> = {
  hour: {
    lt: {
      every1: 'kas valandą',
      every: (n) => `kas ${n} ${ltCount(n, 'valandą', 'valandas', 'valandų')}`,
      after: (n) => `po ${n} ${ltCount(n, 'valandos', 'valandų', 'valandų')}`,
      howMany: 'valandų',
    },
    en: 'hour',
  },
  year: {
    lt: {
      every1: 'kas metus',
      every: (n) => `kas ${n} ${ltCount(n, 'metus', 'metus', 'metų')}`,
      after: (n) => `po ${n} metų`,
      howMany: 'metų',
    },
    en: 'year',
  },
  month: {
    lt: {
      every1: 'kas mėnesį',
      every: (n) => `kas ${n} ${ltCount(n, 'mėnesį', 'mėnesius', 'mėnesių')}`,
      after: (n) => `po ${n} ${ltCount(n, 'mėnesio', 'mėnesių', 'mėnesių')}`,
      howMany: 'mėnesių',
    },
    en: 'month',
  },
  week: {
    lt: {
      every1: 'kas savaitę',
      every: (n) => `kas ${n} ${ltCount(n, 'savaitę', 'savaites', 'savaičių')}`,
      after: (n) => `po ${n} ${ltCount(n, 'savaitės', 'savaičių', 'savaičių')}`,
      howMany: 'savaičių',
    },
    en: 'week',
  },
};

type GrowthContext = {
  interest: Interest | null;
  unit: keyof typeof UNITS;
  lt: { subject: string; start: string; ask: string };
  en: { subject: string; start: string; ask: string };
};
const GROWTH_CONTEXTS: readonly GrowthContext[] = [
  {
    interest: null,
    unit: 'hour',
    lt: { subject: 'Bakterijų skaičius', start: 'Pradžioje jų buvo', ask: 'bakterijų' },
    en: { subject: 'A bacteria population', start: 'Initially there are', ask: 'bacteria' },
  },
  {
    interest: 'animals',
    unit: 'year',
    lt: { subject: 'Triušių skaičius saloje', start: 'Pradžioje jų buvo', ask: 'triušių' },
    en: { subject: 'The number of rabbits on an island', start: 'Initially there are', ask: 'rabbits' },
  },
  {
    interest: 'games',
    unit: 'month',
    lt: { subject: 'Naujo žaidimo žaidėjų skaičius', start: 'Pradžioje žaidėjų buvo', ask: 'žaidėjų' },
    en: { subject: 'The number of players of a new game', start: 'At first there are', ask: 'players' },
  },
  {
    interest: 'music',
    unit: 'week',
    lt: {
      subject: 'Naujos dainos klausytojų skaičius',
      start: 'Pradžioje klausytojų buvo',
      ask: 'klausytojų',
    },
    en: { subject: 'The number of listeners of a new song', start: 'At first there are', ask: 'listeners' },
  },
];

function exponentialGrowthModel(ctx: GeneratorContext): TaskDraft {
  const { rng, level, language, t } = ctx;
  const n = (v: number) => formatNumber(v, language);
  if (level === 3) {
    const principal = rng.int(1, 50) * 100;
    const rate = rng.int(1, 10);
    const years = rng.int(2, 5);
    // Exact cents, rounded half up, with integers only.
    const numerator = BigInt(principal) * 100n * BigInt(100 + rate) ** BigInt(years);
    const denominator = 100n ** BigInt(years);
    const cents = Number((2n * numerator + denominator) / (2n * denominator));
    const amount = (cents / 100).toFixed(2);
    const display = language === 'lt' ? amount.replace('.', ',') : amount;
    const themed = ctx.interest === 'money';
    return {
      question: t(
        `Į banką padėta ${n(principal)} € su ${rate} % metinėmis sudėtinėmis palūkanomis. Kiek eurų bus sąskaitoje po ${years} metų? Atsakymą suapvalinkite iki centų.`,
        `€${n(principal)} is put in a bank at ${rate}% compound interest per year. How many euros will be in the account after ${years} years? Round to the nearest cent.`,
      ),
      choices: null,
      input_kind: 'number',
      answer: { mode: 'decimal_places', correct: amount, options: { places: 2 }, display },
      hints: [
        t(
          'Kasmet suma padauginama iš to paties skaičiaus.',
          'Each year the amount is multiplied by the same factor.',
        ),
        t(
          `Daugiklis 1 + ${rate}/100 = ${n(1 + rate / 100)}.`,
          `The factor is 1 + ${rate}/100 = ${n(1 + rate / 100)}.`,
        ),
        `${n(principal)} ${times(language)} ${n(1 + rate / 100)}${superscript(years)}`,
      ],
      steps: [
        `S = ${n(principal)} ${times(language)} ${n(1 + rate / 100)}${superscript(years)} ≈ ${display}`,
      ],
      explanation: t(
        'Sudėtinės palūkanos kasmet priskaičiuojamos ir prie ankstesnių palūkanų, todėl suma auga geometrine progresija: S = S₀(1 + p/100)ⁿ.',
        'Compound interest is also earned on earlier interest, so the amount grows geometrically: S = S₀(1 + p/100)ⁿ.',
      ),
      themed,
    };
  }
  const { context, themed } = themedContext(GROWTH_CONTEXTS, ctx.interest);
  const unit = UNITS[context.unit];
  const factor = level === 1 ? 3 : 2;
  const period = level >= 2 ? rng.int(2, 6) : 1;
  const k = rng.int(2, level === 1 ? 5 : 7);
  const start = level === 1 ? rng.int(2, 99) * 10 : rng.int(1, 99) * 10;
  const time = k * period;
  const end = start * factor ** k;
  const grows = t(factor === 2 ? 'padvigubėja' : 'patrigubėja', factor === 2 ? 'doubles' : 'triples');
  const every =
    period === 1
      ? t(unit.lt.every1, `every ${unit.en}`)
      : t(unit.lt.every(period), `every ${period} ${unit.en}s`);
  const intro = t(
    `${context.lt.subject} ${every} ${grows}. ${context.lt.start} ${n(start)}.`,
    `${context.en.subject} ${grows} ${every}. ${context.en.start} ${n(start)}.`,
  );
  const explanation = t(
    `Kas tą patį laiko tarpą dydis padauginamas iš ${factor}, todėl po k tarpų jis lygus N₀ · ${factor}ᵏ.`,
    `Every equal stretch of time multiplies the quantity by ${factor}, so after k stretches it is N₀ × ${factor}ᵏ.`,
  );
  if (level === 4) {
    return {
      question: t(
        `${intro} Po kiek ${unit.lt.howMany} jų bus ${n(end)}?`,
        `${intro} After how many ${unit.en}s will there be ${n(end)}?`,
      ),
      choices: null,
      input_kind: 'number',
      answer: numberAnswer(time, language),
      hints: [
        t(
          `Kiek kartų skaičius turi padidėti? ${n(end)} : ${n(start)} = ${n(factor ** k)}.`,
          `By what factor must it grow? ${n(end)} ÷ ${n(start)} = ${n(factor ** k)}.`,
        ),
        t(
          `${n(factor ** k)} = ${factor}${superscript(k)}, taigi reikia ${k} padvigubėjimų.`,
          `${n(factor ** k)} = ${factor}${superscript(k)}, so ${k} doublings are needed.`,
        ),
        t(
          `Vienas padvigubėjimas trunka ${period}; padauginkite ${k} ${times(language)} ${period}.`,
          `One doubling takes ${period}; multiply ${k} × ${period}.`,
        ),
      ],
      steps: [
        `${n(start)} ${times(language)} 2ᵏ = ${n(end)}`,
        `2ᵏ = ${n(factor ** k)}, k = ${k}`,
        `t = ${k} ${times(language)} ${period} = ${time}`,
      ],
      explanation,
      themed,
    };
  }
  const after = t(unit.lt.after(time), `after ${time} ${unit.en}s`);
  return {
    question: t(
      `${intro} Kiek ${context.lt.ask} bus ${after}?`,
      `${intro} How many ${context.en.ask} will there be ${after}?`,
    ),
    choices: null,
    input_kind: 'number',
    answer: numberAnswer(end, language),
    hints: [
      t(
        `Nustatykite, kiek kartų per šį laiką skaičius ${grows}.`,
        `Work out how many times it ${factor === 2 ? 'doubles' : 'triples'} in that time.`,
      ),
      t(`${time} : ${period} = ${k} kartus.`, `${time} ÷ ${period} = ${k} times.`),
      `${n(start)} ${times(language)} ${factor}${superscript(k)}`,
    ],
    steps: [
      `k = ${time} ${t(':', '÷')} ${period} = ${k}`,
      `N = ${n(start)} ${times(language)} ${factor}${superscript(k)} = ${n(end)}`,
    ],
    explanation,
    themed,
  };
}

/** `2ˣ`, `2^(3x − 1)`, `(1/2)^(x + 1)`. */
function power(base: string, exponent: string): string {
  if (exponent === 'x') return `${base}ˣ`;
  return `${base}^(${exponent})`;
}

const solutionsAscii = (xs: readonly Fraction[]) => xs.map((x) => `x = ${canonicalDecimal(x)}`).join('; ');
const solutionsText = (xs: readonly Fraction[], language: Language) =>
  xs.map((x) => `x = ${displayDecimal(x, language)}`).join('; ');

/** a^k as shown in a task: an integer, or `1/8` for a negative exponent. */
function powerValue(a: number, k: number, language: Language): string {
  return k >= 0 ? formatNumber(a ** k, language) : `1/${formatNumber(a ** -k, language)}`;
}

function sameBaseExponential(ctx: GeneratorContext): TaskDraft {
  const { rng, level, language, t } = ctx;
  const _d = (r: Fraction) => displayDecimal(r, language);
  const bases = [2, 3, 5];
  const base = rng.pick(bases);
  const maxPower = base === 2 ? 9 : base === 3 ? 6 : 4;
  let equation: string;
  let rewrite: string;
  let linear: string;
  let solutions: Fraction[];
  if (level <= 1) {
    const x = rng.int(-4, 6);
    const p = level === 0 ? 1 : rng.intExcept(-4, 4, [0, 1]);
    const m = rng.int(level === 0 ? 0 : 1, maxPower);
    const q = m - p * x;
    const exponent = sumText(
      [
        { c: p, text: 'x', ascii: '' },
        { c: q, text: '', ascii: '' },
      ],
      language,
    );
    equation = `${power(String(base), exponent)} = ${formatNumber(base ** m, language)}`;
    rewrite = `${power(String(base), exponent)} = ${base}${superscript(m)}`;
    linear = `${exponent} = ${m}`;
    solutions = [fraction(x)];
  } else if (level <= 3) {
    // (c^i)^(px + q) = c^m or (1/c)^(px + q) = c^m
    const c = rng.pick([2, 3]);
    const i = level === 2 ? rng.pick([2, 3]) : -1;
    const p = rng.nonZero(-3, 3);
    const q = rng.int(-4, 4);
    const m = rng.nonZero(c === 2 ? -6 : -4, c === 2 ? 6 : 4);
    const shownBase = level === 2 ? String(c ** i) : `(1/${c})`;
    const exponent = sumText(
      [
        { c: p, text: 'x', ascii: '' },
        { c: q, text: '', ascii: '' },
      ],
      language,
    );
    equation = `${power(shownBase, exponent)} = ${powerValue(c, m, language)}`;
    const factor = i === -1 ? MINUS_SIGN : formatNumber(i, language);
    rewrite = `${c}^(${factor}(${exponent})) = ${c}^(${formatNumber(m, language)})`;
    linear = `${factor}(${exponent}) = ${formatNumber(m, language)}`;
    solutions = [div(minus(fraction(m, i), fraction(q)), fraction(p))];
  } else {
    const r1 = rng.int(-4, 4);
    const r2 = rng.int(r1 + 1, 5);
    const cBase = rng.pick([2, 3, 5]);
    const limit = cBase === 2 ? 8 : cBase === 3 ? 5 : 3;
    // c^(x² − (r1 + r2)x + e) = c^k with e − k = r1·r2.
    const k = rng.int(-limit, limit);
    const e = k + r1 * r2;
    const exponent = polyText([e, -(r1 + r2), 1], language);
    equation = `${power(String(cBase), exponent)} = ${powerValue(cBase, k, language)}`;
    rewrite = `${power(String(cBase), exponent)} = ${cBase}^(${formatNumber(k, language)})`;
    linear = `${polyText([r1 * r2, -(r1 + r2), 1], language)} = 0`;
    solutions = [fraction(r1), fraction(r2)];
  }
  return {
    question: t(`Išspręskite lygtį ${equation}.`, `Solve ${equation}.`),
    choices: null,
    input_kind: 'equation_solutions',
    answer: {
      mode: 'equation_solutions',
      options: { form: 'value' },
      correct: solutionsAscii(solutions),
      display: solutionsText(solutions, language),
    },
    hints: [
      t(
        'Abi puses užrašykite to paties pagrindo laipsniais.',
        'Write both sides as powers of the same base.',
      ),
      rewrite,
      t(
        `Kai pagrindai lygūs, lygūs ir rodikliai: ${linear}.`,
        `Equal bases mean equal exponents: ${linear}.`,
      ),
    ],
    steps: [rewrite, linear, solutionsText(solutions, language)],
    explanation: t(
      'Rodiklinė funkcija su pagrindu a > 0, a ≠ 1 kiekvieną reikšmę įgyja vieną kartą, todėl iš aᵘ = aᵛ išplaukia u = v.',
      'An exponential function with base a > 0, a ≠ 1 takes each value once, so aᵘ = aᵛ gives u = v.',
    ),
  };
}

function exponentialSubstitution(ctx: GeneratorContext): TaskDraft {
  const { rng, level, language, t } = ctx;
  const a = rng.pick(level === 4 ? [2, 3, 4, 5] : [2, 3, 4, 5, 6, 7, 10]);
  const maxM = ({ 2: 6, 3: 4, 4: 3, 5: 3 } as Record<number, number>)[a] ?? 2;
  const m1 = rng.int(0, maxM - 1);
  const m2 = rng.int(m1 + 1, maxM);
  const t1 = a ** m1;
  // Level 1 and 4: the second root of the quadratic is negative, so it gives no x.
  const negative = level === 1 || level === 4;
  const t2 = negative ? -rng.int(1, 12) : a ** m2;
  const scale = rng.int(1, level === 1 ? 3 : 5);
  const ax = `${a}ˣ`;
  let equation: string;
  let quadratic: string;
  if (level === 3) {
    // a^x + k·a^(−x) = s
    equation = `${productSum(
      [
        { c: scale, body: ax },
        { c: scale * t1 * t2, body: `${a}^(${MINUS_SIGN}x)` },
      ],
      language,
    )} = ${formatNumber(scale * (t1 + t2), language)}`;
    quadratic = `${polyText([t1 * t2, -(t1 + t2), 1], language, 't')} = 0`;
  } else if (level === 2 || level === 4) {
    // a^(2x+1) − a(t1+t2)·a^x + a·t1·t2 = 0
    equation = `${productSum(
      [
        { c: scale, body: `${a}^(2x + 1)` },
        { c: -scale * a * (t1 + t2), body: ax },
        { c: scale * a * t1 * t2, body: '' },
      ],
      language,
    )} = 0`;
    quadratic = `${polyText([a * t1 * t2, -a * (t1 + t2), a], language, 't')} = 0`;
  } else {
    equation = `${productSum(
      [
        { c: scale, body: `${a * a}ˣ` },
        { c: -scale * (t1 + t2), body: ax },
        { c: scale * t1 * t2, body: '' },
      ],
      language,
    )} = 0`;
    quadratic = `${polyText([t1 * t2, -(t1 + t2), 1], language, 't')} = 0`;
  }
  const solutions = negative ? [fraction(m1)] : [fraction(m1), fraction(m2)];
  const roots = negative
    ? `t₁ = ${formatNumber(t1, language)}, t₂ = ${formatNumber(t2, language)}`
    : `t₁ = ${formatNumber(t1, language)}, t₂ = ${formatNumber(t2, language)}`;
  return {
    question: t(`Išspręskite lygtį ${equation}.`, `Solve ${equation}.`),
    choices: null,
    input_kind: 'equation_solutions',
    answer: {
      mode: 'equation_solutions',
      options: { form: 'value' },
      correct: solutionsAscii(solutions),
      display: solutionsText(solutions, language),
    },
    hints: [
      t(`Pažymėkite t = ${ax} (t > 0).`, `Let t = ${ax} (t > 0).`),
      t(`Gausite kvadratinę lygtį ${quadratic}.`, `You get the quadratic ${quadratic}.`),
      t(
        `Jos šaknys ${roots}; ${negative ? `neigiama šaknis netinka, nes ${ax} > 0` : `išspręskite ${ax} = t₁ ir ${ax} = t₂`}.`,
        `Its roots are ${roots}; ${negative ? `the negative root is rejected because ${ax} > 0` : `solve ${ax} = t₁ and ${ax} = t₂`}.`,
      ),
    ],
    steps: [
      `t = ${ax}, t > 0`,
      quadratic,
      roots,
      negative
        ? `${ax} = ${formatNumber(t1, language)} ⇒ x = ${m1}`
        : `${ax} = ${formatNumber(t1, language)} ⇒ x = ${m1}; ${ax} = ${formatNumber(t2, language)} ⇒ x = ${m2}`,
    ],
    explanation: t(
      'Pakeitimas t = aˣ rodiklinę lygtį paverčia kvadratine; grįžtant tinka tik teigiamos t reikšmės.',
      'The substitution t = aˣ turns the exponential equation into a quadratic; going back, only positive values of t give solutions.',
    ),
  };
}

/** `log₂`, `lg` / `log₁₀`, `log₀,₅` / `log₀.₅`. */
function logName(base: Fraction, language: Language): string {
  if (base.n === 10 && base.d === 1) return language === 'lt' ? 'lg' : 'log₁₀';
  return `log${subscript(displayDecimal(base, language))}`;
}

function logEquationProperties(ctx: GeneratorContext): TaskDraft {
  const { rng, level, language, t } = ctx;
  const b = rng.pick([2, 3, 5, 10]);
  const log = logName(fraction(b), language);
  const n = (v: number) => formatNumber(v, language);
  const lin = (p: number, q: number) =>
    sumText(
      [
        { c: p, text: 'x', ascii: '' },
        { c: q, text: '', ascii: '' },
      ],
      language,
    );
  const arg = (p: number, q: number) => (q === 0 && p === 1 ? ' x' : `(${lin(p, q)})`);
  let equation: string;
  let steps: string[];
  let solutions: Fraction[];
  let domain: string;
  if (level === 0) {
    const k = rng.int(1, b === 2 ? 5 : b === 10 ? 2 : 3);
    const p = rng.int(1, 5);
    const x = rng.int(-5, 12);
    const q = b ** k - p * x;
    equation = `${log}${arg(p, q)} = ${k}`;
    steps = [
      `${lin(p, q)} = ${b}${superscript(k)} = ${n(b ** k)}`,
      `${n(p)}x = ${n(b ** k - q)}`,
      `x = ${n(x)}`,
    ];
    solutions = [fraction(x)];
    domain = `${lin(p, q)} > 0`;
  } else if (level <= 2) {
    const k = rng.int(1, b === 2 ? 6 : b === 10 ? 2 : b === 3 ? 4 : 3);
    const power = b ** k;
    const divisors: number[] = [];
    for (let u = 1; u <= power; u += 1) if (power % u === 0) divisors.push(u);
    const u = rng.pick(divisors);
    const v = power / u;
    const dShift = level === 1 ? rng.int(-3, 3) : rng.int(-8, 8);
    const x = dShift + u;
    const e = x - v;
    equation = `${log}${arg(1, -dShift)} + ${log}${arg(1, -e)} = ${k}`;
    steps = [
      `${log}((${lin(1, -dShift)})(${lin(1, -e)})) = ${k}`,
      `(${lin(1, -dShift)})(${lin(1, -e)}) = ${n(power)}`,
      `${polyText([dShift * e - power, -(dShift + e), 1], language)} = 0`,
      t(
        `x = ${n(x)} arba x = ${n(dShift - v)}; tikriname apibrėžimo sritį`,
        `x = ${n(x)} or x = ${n(dShift - v)}; check the domain`,
      ),
      `x = ${n(x)}`,
    ];
    solutions = [fraction(x)];
    domain = `${lin(1, -dShift)} > 0, ${lin(1, -e)} > 0`;
  } else if (level === 3) {
    const r1 = rng.int(-2, 2);
    const r2 = rng.int(r1 + 1, 4);
    const scale = rng.int(1, 3);
    equation = `${productSum(
      [
        { c: scale, body: `(${log} x)²` },
        { c: -scale * (r1 + r2), body: `${log} x` },
        { c: scale * r1 * r2, body: '' },
      ],
      language,
    ).replace(/ (·|×) /g, '')} = 0`;
    steps = [
      `t = ${log} x`,
      `${polyText([r1 * r2, -(r1 + r2), 1], language, 't')} = 0`,
      `t₁ = ${n(r1)}, t₂ = ${n(r2)}`,
      `x = ${b}^(${n(r1)}), x = ${b}^(${n(r2)})`,
    ];
    solutions = [pow(fraction(b), Math.abs(r1)), pow(fraction(b), r2)];
    if (r1 < 0) solutions[0] = div(fraction(1), pow(fraction(b), -r1));
    domain = 'x > 0';
  } else {
    const r1 = rng.int(-3, 6);
    const r2 = r1 - rng.int(1, 6);
    const u = rng.int(1, 4);
    const v = -u * r2 - rng.int(0, u * (r1 - r2) - 1);
    const p = u - (r1 + r2);
    const q = v + r1 * r2;
    const quad = polyText([q, p, 1], language);
    equation = `${log}(${quad}) = ${log}(${lin(u, v)})`;
    steps = [
      `${quad} = ${lin(u, v)}`,
      `${polyText([r1 * r2, -(r1 + r2), 1], language)} = 0`,
      `x₁ = ${n(r1)}, x₂ = ${n(r2)}`,
      t(
        `Kai x = ${n(r2)}: ${lin(u, v)} = ${n(u * r2 + v)} ≤ 0 – netinka`,
        `For x = ${n(r2)}: ${lin(u, v)} = ${n(u * r2 + v)} ≤ 0, rejected`,
      ),
      `x = ${n(r1)}`,
    ];
    solutions = [fraction(r1)];
    domain = `${lin(u, v)} > 0`;
  }
  return {
    question: t(`Išspręskite lygtį ${equation}.`, `Solve ${equation}.`),
    choices: null,
    input_kind: 'equation_solutions',
    answer: {
      mode: 'equation_solutions',
      options: { form: 'value' },
      correct: solutionsAscii(solutions),
      display: solutionsText(solutions, language),
    },
    hints: [
      t(`Užrašykite apibrėžimo sritį: ${domain}.`, `Write down the domain: ${domain}.`),
      level === 3
        ? t(`Pažymėkite t = ${log} x.`, `Let t = ${log} x.`)
        : t(
            'Taikykite logaritmų savybes ir pereikite prie lygties be logaritmų.',
            'Use the log laws to get an equation without logarithms.',
          ),
      steps[steps.length - 2] ?? (steps[0] as string),
    ],
    steps,
    explanation: t(
      'Logaritmas apibrėžtas tik teigiamiems skaičiams, todėl gautus sprendinius būtina patikrinti apibrėžimo srityje.',
      'A logarithm is only defined for positive numbers, so every root found must be checked against the domain.',
    ),
  };
}

const INEQUALITY_SIGNS = ['>', '≥', '<', '≤'] as const;
type Sign = (typeof INEQUALITY_SIGNS)[number];
const flip = (s: Sign): Sign => ({ '>': '<', '≥': '≤', '<': '>', '≤': '≥' })[s] as Sign;

/** The solution of x (sign) bound as an interval. */
function rayAnswer(sign: Sign, bound: Fraction, language: Language): { correct: string; display: string } {
  const c = canonicalDecimal(bound);
  const d = displayDecimal(bound, language);
  const sep = language === 'lt' ? '; ' : ', ';
  if (sign === '>' || sign === '≥') {
    const closed = sign === '≥';
    return { correct: intervalAscii(c, null, closed, false), display: `${closed ? '[' : '('}${d}${sep}+∞)` };
  }
  const closed = sign === '≤';
  return {
    correct: intervalAscii(null, c, false, closed),
    display: `(${MINUS_SIGN}∞${sep}${d}${closed ? ']' : ')'}`,
  };
}

function exponentialInequality(ctx: GeneratorContext): TaskDraft {
  const { rng, level, language, t } = ctx;
  const c = rng.pick([2, 3, 4, 5, 7, 10]);
  const maxM = ({ 2: 8, 3: 5, 4: 4, 5: 4 } as Record<number, number>)[c] ?? 3;
  const sign = rng.pick(INEQUALITY_SIGNS);
  const small = level === 1 || level === 3 || (level === 4 && rng.chance(0.5));
  const baseText = small ? `(1/${c})` : String(c);
  const explanation = t(
    'Kai pagrindas didesnis už 1, rodiklinė funkcija didėja ir nelygybės ženklas išlieka; kai pagrindas tarp 0 ir 1 – funkcija mažėja ir ženklas keičiamas priešingu.',
    'With a base above 1 the exponential function increases and the sign stays; with a base between 0 and 1 it decreases and the sign is reversed.',
  );
  if (level === 4) {
    const r1 = rng.int(-4, 2);
    const r2 = rng.int(r1 + 1, 4);
    const k = -r1 * r2;
    const exponent = polyText([0, -(r1 + r2), 1], language);
    // c^(x² − (r1+r2)x) (sign) c^k  ⇔  x² − (r1+r2)x − k (sign') 0
    const effective = small ? flip(sign) : sign;
    const value = small ? powerValue(c, -k, language) : powerValue(c, k, language);
    const between = effective === '<' || effective === '≤';
    const closed = effective === '≤' || effective === '≥';
    const sep = language === 'lt' ? '; ' : ', ';
    const d = (v: number) => formatNumber(v, language);
    const correct = between
      ? intervalAscii(String(r1), String(r2), closed, closed)
      : `${intervalAscii(null, String(r1), false, closed)} U ${intervalAscii(String(r2), null, closed, false)}`;
    const display = between
      ? `${closed ? '[' : '('}${d(r1)}${sep}${d(r2)}${closed ? ']' : ')'}`
      : `(${MINUS_SIGN}∞${sep}${d(r1)}${closed ? ']' : ')'} ∪ ${closed ? '[' : '('}${d(r2)}${sep}+∞)`;
    return {
      question: t(
        `Išspręskite nelygybę ${power(baseText, exponent)} ${sign} ${value}.`,
        `Solve ${power(baseText, exponent)} ${sign} ${value}.`,
      ),
      choices: null,
      input_kind: 'interval',
      answer: { mode: 'interval', options: { form: 'value' }, correct, display },
      hints: [
        t(
          `Dešinę pusę užrašykite kaip ${baseText}${small ? '' : ''} laipsnį.`,
          `Write the right-hand side as a power of ${baseText}.`,
        ),
        t(
          `Gausite ${exponent} ${effective} ${d(k)} (pagrindas ${small ? 'mažesnis už 1 – ženklas keičiasi' : 'didesnis už 1'}).`,
          `You get ${exponent} ${effective} ${d(k)} (the base is ${small ? 'below 1, so the sign flips' : 'above 1'}).`,
        ),
        t(
          `Kvadratinio trinario šaknys ${d(r1)} ir ${d(r2)}.`,
          `The roots of the quadratic are ${d(r1)} and ${d(r2)}.`,
        ),
      ],
      steps: [
        `${polyText([-k, -(r1 + r2), 1], language)} ${effective} 0`,
        `x₁ = ${d(r1)}, x₂ = ${d(r2)}`,
        display,
      ],
      explanation,
    };
  }
  const m = rng.nonZero(-maxM + 2, maxM);
  const p = level <= 1 ? 1 : rng.nonZero(-4, 4);
  const q = level <= 1 ? 0 : rng.int(-5, 5);
  const exponent =
    p === 1 && q === 0
      ? 'x'
      : sumText(
          [
            { c: p, text: 'x', ascii: '' },
            { c: q, text: '', ascii: '' },
          ],
          language,
        );
  // Right side c^m written with the task's base: (1/c)^(−m).
  const value = powerValue(c, m, language);
  const linearSign = small ? flip(sign) : sign;
  const linearValue = small ? -m : m;
  // (exponent) linearSign linearValue  with the (1/c) base written as c^(−exponent): we compare exponents of the shown base.
  const finalSign = p < 0 ? flip(linearSign) : linearSign;
  const bound = div(minus(fraction(linearValue), fraction(q)), fraction(p));
  const { correct, display } = rayAnswer(finalSign, bound, language);
  const shown = power(baseText, exponent);
  return {
    question: t(`Išspręskite nelygybę ${shown} ${sign} ${value}.`, `Solve ${shown} ${sign} ${value}.`),
    choices: null,
    input_kind: 'interval',
    answer: { mode: 'interval', options: { form: 'value' }, correct, display },
    hints: [
      t(
        `Užrašykite ${value} kaip ${baseText} laipsnį: ${baseText}^(${formatNumber(linearValue, language)}).`,
        `Write ${value} as a power of ${baseText}: ${baseText}^(${formatNumber(linearValue, language)}).`,
      ),
      small
        ? t(
            'Pagrindas mažesnis už 1, todėl lyginant rodiklius ženklas keičiamas.',
            'The base is below 1, so the sign flips when comparing exponents.',
          )
        : t('Pagrindas didesnis už 1, todėl ženklas išlieka.', 'The base is above 1, so the sign stays.'),
      `${exponent} ${linearSign} ${formatNumber(linearValue, language)}`,
    ],
    steps: [
      `${exponent} ${linearSign} ${formatNumber(linearValue, language)}`,
      `x ${finalSign} ${displayDecimal(bound, language)}`,
      display,
    ],
    explanation,
  };
}

function logInequality(ctx: GeneratorContext): TaskDraft {
  const { rng, level, language, t } = ctx;
  const sign = rng.pick(INEQUALITY_SIGNS);
  const small = level === 2;
  const intBase = rng.pick([2, 3, 4, 5, 6, 7, 10]);
  const base = small
    ? rng.pick([fraction(1, 2), fraction(1, 5), fraction(1, 4), fraction(1, 10)])
    : fraction(intBase);
  const log = logName(base, language);
  const n = (v: number) => formatNumber(v, language);
  const d = (r: Fraction) => displayDecimal(r, language);
  const sep = language === 'lt' ? '; ' : ', ';
  const explanation = t(
    'Logaritmas apibrėžtas tik teigiamiems argumentams; kai pagrindas didesnis už 1, funkcija didėja (ženklas išlieka), kai mažesnis – mažėja (ženklas keičiasi).',
    'A logarithm needs a positive argument; with a base above 1 it increases (the sign stays), with a base below 1 it decreases (the sign flips).',
  );
  if (level === 4) {
    const c = rng.int(-6, 4);
    const dd = c + 2 * rng.int(1, 6) + (rng.chance(0.5) ? 1 : 0);
    const mid = fraction(c + dd, 2);
    const lin1 = `x ${c < 0 ? '+' : MINUS_SIGN} ${n(Math.abs(c))}`.replace(/ [−+] 0$/, '');
    const lin2 = `${n(dd)} ${MINUS_SIGN} x`.replace(/^0 − x$/, `${MINUS_SIGN}x`);
    const strict = rng.chance(0.5);
    const symbol = strict ? '<' : '≤';
    return {
      question: t(
        `Išspręskite nelygybę ${log}(${lin1}) ${symbol} ${log}(${lin2}).`,
        `Solve ${log}(${lin1}) ${symbol} ${log}(${lin2}).`,
      ),
      choices: null,
      input_kind: 'interval',
      answer: {
        mode: 'interval',
        options: { form: 'value' },
        correct: intervalAscii(String(c), canonicalDecimal(mid), false, !strict),
        display: `(${n(c)}${sep}${d(mid)}${strict ? ')' : ']'}`,
      },
      hints: [
        t(
          `Apibrėžimo sritis: ${lin1} > 0 ir ${lin2} > 0, t. y. ${n(c)} < x < ${n(dd)}.`,
          `Domain: ${lin1} > 0 and ${lin2} > 0, i.e. ${n(c)} < x < ${n(dd)}.`,
        ),
        t(
          `Pagrindas didesnis už 1: ${lin1} ${symbol} ${lin2}.`,
          `The base is above 1: ${lin1} ${symbol} ${lin2}.`,
        ),
        t(
          `Iš čia 2x ${symbol} ${n(c + dd)}, x ${symbol} ${d(mid)}; sujunkite su apibrėžimo sritimi.`,
          `So 2x ${symbol} ${n(c + dd)}, x ${symbol} ${d(mid)}; combine with the domain.`,
        ),
      ],
      steps: [
        `${n(c)} < x < ${n(dd)}`,
        `x ${symbol} ${d(mid)}`,
        `(${n(c)}${sep}${d(mid)}${strict ? ')' : ']'}`,
      ],
      explanation,
    };
  }
  const k = small
    ? rng.int(-3, 2)
    : rng.intExcept(level === 0 ? -2 : 1, intBase === 2 ? 6 : intBase === 10 || intBase > 5 ? 2 : 3, [0]);
  const p = level === 3 ? rng.int(2, 5) : 1;
  const c = level === 0 ? 0 : rng.int(-9, 9);
  const q = level === 3 ? rng.int(-9, 9) : -c;
  const power = k >= 0 ? pow(base, k) : div(fraction(1), pow(base, -k));
  const argText =
    p === 1 && q === 0
      ? ' x'
      : `(${sumText(
          [
            { c: p, text: 'x', ascii: '' },
            { c: q, text: '', ascii: '' },
          ],
          language,
        )})`;
  const effective = small ? flip(sign) : sign;
  // p·x + q (effective) power, together with p·x + q > 0.
  const lower = div(fraction(-q), fraction(p));
  const bound = div(minus(power, fraction(q)), fraction(p));
  const lowerC = canonicalDecimal(lower);
  const boundC = canonicalDecimal(bound);
  let correct: string;
  let display: string;
  if (effective === '>' || effective === '≥') {
    correct = intervalAscii(boundC, null, effective === '≥', false);
    display = `${effective === '≥' ? '[' : '('}${d(bound)}${sep}+∞)`;
  } else {
    correct = intervalAscii(lowerC, boundC, false, effective === '≤');
    display = `(${d(lower)}${sep}${d(bound)}${effective === '≤' ? ']' : ')'}`;
  }
  const argPlain = argText.replace(/^ /, '').replace(/^\((.*)\)$/, '$1');
  return {
    question: t(
      `Išspręskite nelygybę ${log}${argText} ${sign} ${n(k)}.`,
      `Solve ${log}${argText} ${sign} ${n(k)}.`,
    ),
    choices: null,
    input_kind: 'interval',
    answer: { mode: 'interval', options: { form: 'value' }, correct, display },
    hints: [
      t(`Apibrėžimo sritis: ${argPlain} > 0.`, `Domain: ${argPlain} > 0.`),
      t(
        `${n(k)} = ${log} ${inBrackets(d(power))}; pagrindas ${small ? 'mažesnis už 1 – ženklas keičiasi' : 'didesnis už 1 – ženklas išlieka'}.`,
        `${n(k)} = ${log} ${inBrackets(d(power))}; the base is ${small ? 'below 1, so the sign flips' : 'above 1, so the sign stays'}.`,
      ),
      t(
        `Išspręskite ${argPlain} ${effective} ${d(power)} kartu su ${argPlain} > 0.`,
        `Solve ${argPlain} ${effective} ${d(power)} together with ${argPlain} > 0.`,
      ),
    ],
    steps: [`${argPlain} > 0`, `${argPlain} ${effective} ${d(power)}`, display],
    explanation,
  };
}

export const expLogGenerators: GeneratorTable = {
  'exponential-growth-model': exponentialGrowthModel,
  'same-base-exponential': sameBaseExponential,
  'exponential-substitution': exponentialSubstitution,
  'log-equation-properties': logEquationProperties,
  'exponential-inequality': exponentialInequality,
  'log-inequality': logInequality,
};
