import type { Language } from '../../../types.ts';
import { divisionSign, formatNumber, superscript, times } from '../../format.ts';
import { gcd, lcm } from '../../fraction.ts';
import type { GeneratorContext, SkillGenerator, TaskDraft } from '../../registry.ts';
import { cycleContext, pairContext } from './contexts.ts';
import { capitalise, list, multipleChoice } from './notation.ts';

/** Natural numbers and divisibility (topic NAT). */

/** Prime factors with exponents, smallest prime first: 360 → [[2, 3], [3, 2], [5, 1]]. */
export function factorise(n: number): [number, number][] {
  const factors: [number, number][] = [];
  let rest = n;
  for (let p = 2; p * p <= rest; p += 1) {
    let e = 0;
    while (rest % p === 0) {
      rest /= p;
      e += 1;
    }
    if (e > 0) factors.push([p, e]);
  }
  if (rest > 1) factors.push([rest, 1]);
  return factors;
}

/** `2^3*3^2*5` (canonical) or `2³ · 3² · 5` (display). */
export function factorText(factors: readonly [number, number][], language: Language | null): string {
  if (language === null) return factors.map(([p, e]) => (e > 1 ? `${p}^${e}` : `${p}`)).join('*');
  return factors.map(([p, e]) => (e > 1 ? `${p}${superscript(e)}` : `${p}`)).join(` ${times(language)} `);
}

type DivisibilityLevel = { divisors: readonly (readonly number[])[]; low: number; high: number };

const DIVISIBILITY_LEVELS: readonly DivisibilityLevel[] = [
  { divisors: [[2], [5], [10]], low: 10, high: 999 },
  { divisors: [[3], [9], [5]], low: 100, high: 999 },
  { divisors: [[3], [9]], low: 1000, high: 9999 },
  {
    divisors: [
      [2, 3],
      [2, 9],
      [3, 5],
      [5, 9],
      [3, 10],
    ],
    low: 1000,
    high: 9999,
  },
  {
    divisors: [
      [2, 3, 5],
      [2, 5, 9],
      [2, 9, 5],
      [3, 10, 9],
    ],
    low: 10000,
    high: 99999,
  },
];

function divisibilityFacts(n: number, d: number, t: GeneratorContext['t']): string {
  const digits = String(n);
  if (d === 3 || d === 9) {
    const sum = [...digits].reduce((s, c) => s + Number(c), 0);
    return t(`skaitmenų suma ${sum}`, `digit sum ${sum}`);
  }
  const last = digits.slice(-1);
  return t(`paskutinis skaitmuo ${last}`, `last digit ${last}`);
}

function ruleText(d: number, t: GeneratorContext['t']): string {
  switch (d) {
    case 2:
      return t(
        'Iš 2 dalijasi skaičiai, kurių paskutinis skaitmuo lyginis.',
        'A number is divisible by 2 when its last digit is even.',
      );
    case 5:
      return t(
        'Iš 5 dalijasi skaičiai, kurių paskutinis skaitmuo 0 arba 5.',
        'A number is divisible by 5 when its last digit is 0 or 5.',
      );
    case 10:
      return t(
        'Iš 10 dalijasi skaičiai, kurių paskutinis skaitmuo 0.',
        'A number is divisible by 10 when its last digit is 0.',
      );
    case 3:
      return t(
        'Iš 3 dalijasi skaičiai, kurių skaitmenų suma dalijasi iš 3.',
        'A number is divisible by 3 when its digit sum is divisible by 3.',
      );
    default:
      return t(
        'Iš 9 dalijasi skaičiai, kurių skaitmenų suma dalijasi iš 9.',
        'A number is divisible by 9 when its digit sum is divisible by 9.',
      );
  }
}

const applyDivisibilityRules: SkillGenerator = ({ rng, level, t, language }) => {
  const spec = DIVISIBILITY_LEVELS[level] as DivisibilityLevel;
  const divisors = rng.pick(spec.divisors);
  const product = divisors.reduce((a, b) => lcm(a, b), 1);
  const multiple = (step: number) => step * rng.int(Math.ceil(spec.low / step), Math.floor(spec.high / step));
  const answer = multiple(product);
  // Wrong options satisfy some of the tests but not all of them, so each must really be checked.
  const wrong: number[] = [];
  for (let i = 0; i < 6; i += 1) {
    const partial =
      divisors.length > 1 ? (divisors[i % divisors.length] as number) : divisors[0] === 9 ? 3 : 1;
    let m = multiple(partial);
    if (m % product === 0) m += partial;
    if (m % product === 0) m += 1;
    wrong.push(m);
  }
  const { choices, letter } = multipleChoice(
    rng,
    formatNumber(answer, language),
    wrong.map((m) => formatNumber(m, language)),
  );
  const numbers = choices.map((c) =>
    c.text === formatNumber(answer, language)
      ? answer
      : (wrong.find((w) => formatNumber(w, language) === c.text) as number),
  );
  const divisorList = divisors.join(', ');
  const question =
    divisors.length === 1
      ? t(`Kuris skaičius dalijasi iš ${divisors[0]}?`, `Which number is divisible by ${divisors[0]}?`)
      : divisors.length === 2
        ? t(
            `Kuris skaičius dalijasi ir iš ${divisors[0]}, ir iš ${divisors[1]}?`,
            `Which number is divisible by both ${divisors[0]} and ${divisors[1]}?`,
          )
        : t(
            `Kuris skaičius dalijasi ir iš ${divisors[0]}, ir iš ${divisors[1]}, ir iš ${divisors[2]}?`,
            `Which number is divisible by ${divisors[0]}, ${divisors[1]} and ${divisors[2]}?`,
          );
  const steps = choices.map((c, i) => {
    const n = numbers[i] as number;
    const facts = [...new Set(divisors.map((d) => divisibilityFacts(n, d, t)))].join('; ');
    const ok = divisors.every((d) => n % d === 0);
    return `${c.letter}) ${c.text}: ${facts} → ${ok ? t('tinka', 'yes') : t('netinka', 'no')}`;
  });
  return {
    question,
    choices,
    input_kind: 'multiple_choice',
    answer: {
      mode: 'multiple_choice',
      correct: letter,
      display: `${letter}) ${formatNumber(answer, language)}`,
    },
    hints: [
      t(
        `Nedalykite – pakanka dalumo požymių (${divisorList}).`,
        `No need to divide: use the divisibility tests (${divisorList}).`,
      ),
      divisors.map((d) => ruleText(d, t)).join(' '),
      divisors.length > 1
        ? t(
            'Skaičius turi tenkinti visus požymius iš karto; atmeskite tuos, kurie netenkina bent vieno.',
            'The number must pass every test at once; rule out any that fails one.',
          )
        : t('Patikrinkite kiekvieną skaičių iš eilės.', 'Check each number in turn.'),
      t(
        `Pavyzdžiui, ${formatNumber(answer, language)}: ${divisors.map((d) => divisibilityFacts(answer, d, t)).join('; ')}.`,
        `For example, ${formatNumber(answer, language)}: ${divisors.map((d) => divisibilityFacts(answer, d, t)).join('; ')}.`,
      ),
    ],
    steps,
    explanation: t(
      'Dalumo požymiai leidžia patikrinti dalumą nedalijant: dalumas iš 2, 5 ir 10 priklauso tik nuo paskutinio skaitmens, nes 10 dalijasi iš jų, o dalumas iš 3 ir 9 – nuo skaitmenų sumos, nes 10, 100, 1000… duoda liekaną 1 dalijant iš 9.',
      'Divisibility tests avoid long division: divisibility by 2, 5 and 10 depends only on the last digit because 10 is divisible by them, and by 3 and 9 on the digit sum because 10, 100, 1000… leave remainder 1 when divided by 9.',
    ),
  };
};

type FactorLevel = {
  primes: readonly number[];
  minFactors: number;
  maxFactors: number;
  min: number;
  max: number;
};

const FACTOR_LEVELS: readonly FactorLevel[] = [
  { primes: [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31], minFactors: 2, maxFactors: 3, min: 4, max: 600 },
  { primes: [2, 3, 5, 7, 11, 13, 17], minFactors: 3, maxFactors: 4, min: 8, max: 1500 },
  { primes: [2, 3, 5, 7, 11], minFactors: 4, maxFactors: 6, min: 100, max: 3000 },
  { primes: [2, 3, 5, 7, 11, 13, 17], minFactors: 5, maxFactors: 7, min: 500, max: 20000 },
  { primes: [2, 3, 5, 7, 11, 13, 17, 19], minFactors: 6, maxFactors: 9, min: 2000, max: 100000 },
];

/** Every number whose prime factors fit the level, computed once. */
const FACTOR_POOLS: readonly number[][] = FACTOR_LEVELS.map((spec) => {
  const found: number[] = [];
  const walk = (start: number, value: number, count: number) => {
    if (count >= spec.minFactors && value >= spec.min && factorise(value).length >= Math.min(2, count))
      found.push(value);
    if (count === spec.maxFactors) return;
    for (let i = start; i < spec.primes.length; i += 1) {
      const next = value * (spec.primes[i] as number);
      if (next <= spec.max) walk(i, next, count + 1);
    }
  };
  walk(0, 1, 0);
  return found;
});

const primeFactorisation: SkillGenerator = ({ rng, level, t, language }) => {
  const n = rng.pick(FACTOR_POOLS[level] as number[]);
  const factors = factorise(n);
  const steps: string[] = [];
  let rest = n;
  for (const [p, e] of factors) {
    for (let i = 0; i < e; i += 1) {
      steps.push(
        `${formatNumber(rest, language)} ${divisionSign(language)} ${p} = ${formatNumber(rest / p, language)}`,
      );
      rest /= p;
    }
  }
  const first = factors[0] as [number, number];
  const display = factorText(factors, language);
  steps.push(`${formatNumber(n, language)} = ${display}`);
  return {
    question: t(
      `Išskaidykite skaičių ${formatNumber(n, language)} pirminiais dauginamaisiais.`,
      `Write ${formatNumber(n, language)} as a product of prime factors.`,
    ),
    choices: null,
    input_kind: 'expression',
    answer: { mode: 'exact_form', correct: factorText(factors, null), display },
    hints: [
      t(
        'Dalykite iš mažiausio pirminio skaičiaus, iš kurio skaičius dalijasi, ir kartokite su dalmeniu.',
        'Divide by the smallest prime that goes into the number, then repeat with the quotient.',
      ),
      t(
        `${formatNumber(n, language)} dalijasi iš ${first[0]}: ${formatNumber(n, language)} : ${first[0]} = ${formatNumber(n / first[0], language)}.`,
        `${formatNumber(n, language)} is divisible by ${first[0]}: ${formatNumber(n, language)} ÷ ${first[0]} = ${formatNumber(n / first[0], language)}.`,
      ),
      t(
        'Sustokite, kai dalmuo lygus 1; pasikartojančius dauginamuosius užrašykite laipsniu.',
        'Stop when the quotient is 1; write repeated factors as powers.',
      ),
      t(
        `Pirminiai dauginamieji: ${list(
          factors.map(([p]) => String(p)),
          language,
        )}; suskaičiuokite, kiek kartų dalijote iš kiekvieno.`,
        `The prime factors are ${list(
          factors.map(([p]) => String(p)),
          language,
        )}; count how many times you divided by each.`,
      ),
    ],
    steps,
    explanation: t(
      'Kiekvieną natūralųjį skaičių, didesnį už 1, galima vienareikšmiškai išskaidyti pirminiais dauginamaisiais; dalijant iš eilės iš mažiausių pirminių skaičių, jų nepraleidžiama.',
      'Every natural number greater than 1 is a product of primes in exactly one way; dividing by the smallest primes in turn makes sure none is missed.',
    ),
  };
};

/** Two different coprime cofactors from 2 to max + 1, for numbers with a chosen common divisor. */
function coprimePair(rng: GeneratorContext['rng'], max: number): [number, number] {
  const a = rng.int(2, max);
  const partners: number[] = [];
  for (let b = 2; b <= max + 1; b += 1) if (b !== a && gcd(a, b) === 1) partners.push(b);
  return [a, rng.pick(partners)];
}

const GCD_LEVELS = [
  { g: [2, 12], co: 6, three: false },
  { g: [2, 15], co: 8, three: false },
  { g: [6, 30], co: 9, three: false },
  { g: [2, 15], co: 9, three: true },
  { g: [6, 40], co: 13, three: true },
] as const;

function gcdSteps(
  numbers: readonly number[],
  g: number,
  language: Language,
  t: GeneratorContext['t'],
): string[] {
  const lines = numbers.map((n) => `${formatNumber(n, language)} = ${factorText(factorise(n), language)}`);
  const name = t('DBD', 'GCD');
  const common = g === 1 ? '1' : factorText(factorise(g), language);
  lines.push(
    t(
      `Bendrieji dauginamieji su mažiausiais laipsniais: ${common}, todėl ${name}(${list(
        numbers.map((n) => formatNumber(n, language)),
        language,
      )}) = ${formatNumber(g, language)}.`,
      `Common factors with the lowest powers: ${common}, so ${name}(${list(
        numbers.map((n) => formatNumber(n, language)),
        language,
      )}) = ${formatNumber(g, language)}.`,
    ),
  );
  return lines;
}

const computeGcd: SkillGenerator = ({ rng, level, t, language }) => {
  const spec = GCD_LEVELS[level] as (typeof GCD_LEVELS)[number];
  const g = rng.int(spec.g[0], spec.g[1]);
  const [a, b] = coprimePair(rng, spec.co);
  const cofactors = spec.three ? [a, b, rng.intExcept(2, spec.co + 3, [a, b])] : [a, b];
  // gcd of the cofactors is 1 because a and b are coprime.
  const numbers = rng.shuffle(cofactors.map((c) => c * g));
  const name = t('DBD', 'GCD');
  const args = list(
    numbers.map((n) => formatNumber(n, language)),
    language,
  );
  const smallest = Math.min(...numbers);
  return {
    question: t(`Raskite ${name}(${args}).`, `Find ${name}(${args}).`),
    choices: null,
    input_kind: 'number',
    answer: {
      mode: 'equivalent',
      options: { form: 'value' },
      correct: String(g),
      display: formatNumber(g, language),
    },
    hints: [
      t(
        'DBD – didžiausias skaičius, iš kurio dalijasi visi duoti skaičiai.',
        'The GCD is the largest number that divides all the given numbers.',
      ),
      t(
        'Išskaidykite kiekvieną skaičių pirminiais dauginamaisiais.',
        'Write each number as a product of prime factors.',
      ),
      t(
        `${formatNumber(smallest, language)} = ${factorText(factorise(smallest), language)}; kurie iš šių dauginamųjų yra ir kitų skaičių skaidiniuose?`,
        `${formatNumber(smallest, language)} = ${factorText(factorise(smallest), language)}; which of these factors appear in the other numbers too?`,
      ),
      t(
        'Sudauginkite bendruosius pirminius dauginamuosius, kiekvieną imdami su mažiausiu laipsniu.',
        'Multiply the common prime factors, each with its lowest power.',
      ),
    ],
    steps: gcdSteps(numbers, g, language, t),
    explanation: t(
      'Bendrasis daliklis gali turėti tik tuos pirminius dauginamuosius, kurie yra visuose skaičiuose, ir ne daugiau kartų nei mažiausiai; jų sandauga ir yra didžiausias bendrasis daliklis.',
      'A common divisor can only contain primes found in every number, no more often than the fewest times they appear; their product is the greatest common divisor.',
    ),
  };
};

const WORD_LEVELS = [
  { base: [2, 20], mult: [2, 6], mode: 'divides' },
  { base: [2, 4], mult: [2, 9], mode: 'coprime' },
  { base: [2, 6], mult: [2, 9], mode: 'shared' },
  { base: [3, 12], mult: [2, 9], mode: 'shared' },
  { base: [4, 15], mult: [2, 11], mode: 'shared' },
] as const;

function lcmDraft(ctx: GeneratorContext, a: number, b: number): TaskDraft {
  const { t, language, interest } = ctx;
  const context = cycleContext(interest);
  const m = lcm(a, b);
  const text = context.text(formatNumber(a, language), formatNumber(b, language));
  const multiplesA = [1, 2, 3, 4, 5].map((k) => formatNumber(k * a, language));
  return {
    title: t('Mažiausiasis bendrasis kartotinis', 'Least common multiple'),
    question: t(
      `${text.lt} Po kiek mažiausiai ${context.unitGenLt} jie vėl sutaps?`,
      `${text.en} After how many ${context.unitEn} at the least will this happen together again?`,
    ),
    choices: null,
    input_kind: 'number',
    answer: {
      mode: 'equivalent',
      options: { form: 'value' },
      correct: String(m),
      display: formatNumber(m, language),
    },
    hints: [
      t(
        `Ieškomas laikas turi dalytis ir iš ${a}, ir iš ${b}.`,
        `The time must be a multiple of both ${a} and ${b}.`,
      ),
      t('Tai mažiausiasis bendrasis kartotinis (MBK).', 'That is the least common multiple (LCM).'),
      t(
        `${a} kartotiniai: ${list(multiplesA, language)}…; kuris pirmasis dalijasi iš ${b}?`,
        `Multiples of ${a}: ${list(multiplesA, language)}…; which is the first divisible by ${b}?`,
      ),
      t(
        `MBK(${a}; ${b}) = ${a} · ${b} : DBD(${a}; ${b}) = ${a * b} : ${gcd(a, b)}.`,
        `LCM(${a}, ${b}) = ${a} × ${b} ÷ GCD(${a}, ${b}) = ${a * b} ÷ ${gcd(a, b)}.`,
      ),
    ],
    steps: [
      `${a} = ${factorText(factorise(a), language) || '1'}, ${b} = ${factorText(factorise(b), language) || '1'}`,
      t(`MBK(${a}; ${b}) = ${formatNumber(m, language)}`, `LCM(${a}, ${b}) = ${formatNumber(m, language)}`),
      t(
        `Vėl kartu po ${formatNumber(m, language)} ${context.unitGenLt}.`,
        `Together again after ${formatNumber(m, language)} ${context.unitEn}.`,
      ),
    ],
    explanation: t(
      'Pirmasis įvykis kartojasi kas skaičiaus a kartotinį, antrasis – kas b kartotinį; kartu jie įvyksta per bendruosius kartotinius, o pirmą kartą – per mažiausiąjį.',
      'The first event happens at multiples of a and the second at multiples of b; they coincide at common multiples, first at the least one.',
    ),
    themed: interest !== null,
  };
}

function gcdDraft(ctx: GeneratorContext, a: number, b: number, askShare: boolean): TaskDraft {
  const { t, language, interest, rng } = ctx;
  const pair = pairContext(interest, rng.int(0, 1));
  const g = gcd(a, b);
  const share = a / g;
  const ask = askShare
    ? t(`Kiek ${pair.aLt} bus kiekviename rinkinyje?`, `How many ${pair.aEn} will be in each set?`)
    : t('Kiek daugiausia rinkinių galima sudaryti?', 'What is the greatest number of sets that can be made?');
  const answer = askShare ? share : g;
  return {
    title: t('Didžiausiasis bendrasis daliklis', 'Greatest common divisor'),
    question: t(
      `${capitalise(pair.aLt)} yra ${a}, ${pair.bLt} – ${b}. Juos reikia suskirstyti į kuo daugiau vienodų rinkinių taip, kad nieko neliktų. ${ask}`,
      `There are ${a} ${pair.aEn} and ${b} ${pair.bEn}. They are to be shared into as many identical sets as possible with nothing left over. ${ask}`,
    ),
    choices: null,
    input_kind: 'number',
    answer: {
      mode: 'equivalent',
      options: { form: 'value' },
      correct: String(answer),
      display: formatNumber(answer, language),
    },
    hints: [
      t(
        `Rinkinių skaičius turi būti ir ${a}, ir ${b} daliklis.`,
        `The number of sets must divide both ${a} and ${b}.`,
      ),
      t(
        'Kuo daugiau rinkinių – ieškome didžiausiojo bendrojo daliklio (DBD).',
        'As many sets as possible: we need the greatest common divisor (GCD).',
      ),
      t(
        `${a} = ${factorText(factorise(a), language)}, ${b} = ${factorText(factorise(b), language)}.`,
        `${a} = ${factorText(factorise(a), language)}, ${b} = ${factorText(factorise(b), language)}.`,
      ),
      askShare
        ? t(
            `Radę DBD, padalykite ${a} iš rinkinių skaičiaus.`,
            `Once you have the GCD, divide ${a} by the number of sets.`,
          )
        : t(
            'Sudauginkite bendruosius pirminius dauginamuosius su mažiausiais laipsniais.',
            'Multiply the common prime factors with their lowest powers.',
          ),
    ],
    steps: [
      `${a} = ${factorText(factorise(a), language)}, ${b} = ${factorText(factorise(b), language)}`,
      t(`DBD(${a}; ${b}) = ${g} – tiek rinkinių.`, `GCD(${a}, ${b}) = ${g}: that many sets.`),
      ...(askShare ? [t(`${a} : ${g} = ${share}`, `${a} ÷ ${g} = ${share}`)] : []),
    ],
    explanation: t(
      'Kad nieko neliktų, rinkinių skaičius turi dalyti abu kiekius; didžiausias toks skaičius yra jų DBD.',
      'For nothing to be left over the number of sets must divide both amounts; the largest such number is their GCD.',
    ),
    themed: interest !== null,
  };
}

const gcdLcmWordProblem: SkillGenerator = (ctx) => {
  const { rng, level } = ctx;
  const spec = WORD_LEVELS[level] as (typeof WORD_LEVELS)[number];
  if (rng.chance(0.5)) {
    const base = rng.int(spec.base[0], spec.base[1]);
    if (spec.mode === 'divides') return lcmDraft(ctx, base, base * rng.int(spec.mult[0], spec.mult[1]));
    if (spec.mode === 'coprime') {
      const [a, b] = coprimePair(rng, 11);
      return lcmDraft(ctx, a, b);
    }
    const [x, y] = coprimePair(rng, spec.mult[1]);
    return lcmDraft(ctx, base * x, base * y);
  }
  const g = rng.int(2, 8 + level * 3);
  const [x, y] = coprimePair(rng, 4 + level * 2);
  return gcdDraft(ctx, g * x, g * y, level === 4);
};

export const naturalNumberGenerators = {
  'apply-divisibility-rules': applyDivisibilityRules,
  'prime-factorisation': primeFactorisation,
  'compute-gcd': computeGcd,
  'gcd-lcm-word-problem': gcdLcmWordProblem,
} satisfies Record<string, SkillGenerator>;
