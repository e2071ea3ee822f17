import { fractionAnswer } from '../../answers.ts';
import { divisionSign, formatNumber, times } from '../../format.ts';
import {
  add,
  canonicalFraction,
  displayFraction,
  displayMixed,
  div,
  type Fraction,
  fraction,
  gcd,
  lcm,
  mul,
  sub,
} from '../../fraction.ts';
import type { GeneratorContext, SkillGenerator } from '../../registry.ts';
import { groupContext } from './contexts.ts';
import { capitalise, TYPED_FRACTION } from './notation.ts';

/** Common fractions (topic FRA). */

/** A proper fraction a/b in lowest terms with b from the list. */
function properFraction(rng: GeneratorContext['rng'], denominators: readonly number[]): Fraction {
  const d = rng.pick(denominators);
  const options: number[] = [];
  for (let n = 1; n < d; n += 1) if (gcd(n, d) === 1) options.push(n);
  return fraction(rng.pick(options), d);
}

const SIMPLIFY_LEVELS = [
  { d: [2, 12], k: [2, 5] },
  { d: [3, 15], k: [2, 9] },
  { d: [4, 20], k: [3, 12] },
  { d: [6, 30], k: [6, 20] },
  { d: [10, 40], k: [12, 36] },
] as const;

const simplifyFraction: SkillGenerator = ({ rng, level, t, language }) => {
  const spec = SIMPLIFY_LEVELS[level] as (typeof SIMPLIFY_LEVELS)[number];
  const d = rng.int(spec.d[0], spec.d[1]);
  const options: number[] = [];
  for (let n = 1; n < d * (level >= 3 ? 2 : 1); n += 1) if (gcd(n, d) === 1 && n !== d) options.push(n);
  const n = rng.pick(options);
  const k = rng.int(spec.k[0], spec.k[1]);
  const big = { n: n * k, d: d * k };
  const result = fraction(n, d);
  const firstFactor = [2, 3, 5, 7].find((p) => k % p === 0) ?? k;
  return {
    question: t(`Suprastinkite trupmeną ${big.n}/${big.d}.`, `Simplify the fraction ${big.n}/${big.d}.`),
    choices: null,
    input_kind: 'fraction',
    answer: {
      mode: 'simplified_fraction',
      correct: canonicalFraction(result),
      display: displayFraction(result, language, TYPED_FRACTION),
    },
    hints: [
      t(
        'Padalykite skaitiklį ir vardiklį iš to paties skaičiaus.',
        'Divide the numerator and the denominator by the same number.',
      ),
      t(
        `Abu skaičiai ${big.n} ir ${big.d} dalijasi iš ${firstFactor}.`,
        `Both ${big.n} and ${big.d} are divisible by ${firstFactor}.`,
      ),
      t(
        `Greičiausia dalyti iš DBD(${big.n}; ${big.d}).`,
        `It is quickest to divide by GCD(${big.n}, ${big.d}).`,
      ),
      t(
        `DBD(${big.n}; ${big.d}) = ${k}; padalykite iš jo ir skaitiklį, ir vardiklį.`,
        `GCD(${big.n}, ${big.d}) = ${k}; divide both numerator and denominator by it.`,
      ),
    ],
    steps: [
      t(`DBD(${big.n}; ${big.d}) = ${k}`, `GCD(${big.n}, ${big.d}) = ${k}`),
      `${big.n}/${big.d} = (${big.n} ${divisionSign(language)} ${k})/(${big.d} ${divisionSign(language)} ${k}) = ${displayFraction(result, language, TYPED_FRACTION)}`,
    ],
    explanation: t(
      'Padalijus trupmenos skaitiklį ir vardiklį iš to paties nelygaus nuliui skaičiaus, trupmenos reikšmė nepasikeičia; padalijus iš DBD, trupmena tampa nesuprastinama.',
      'Dividing the numerator and denominator by the same non-zero number does not change the value; dividing by their GCD leaves a fraction in lowest terms.',
    ),
  };
};

const ADD_LEVELS = [
  { dens: [2, 3, 4, 5, 6, 8, 10], terms: 2, subtract: 0 },
  { dens: [2, 3, 4, 5, 6, 7, 8, 9, 10, 12], terms: 2, subtract: 0.5 },
  { dens: [3, 4, 5, 6, 7, 8, 9, 10, 12, 14, 15], terms: 2, subtract: 0.5 },
  { dens: [2, 3, 4, 5, 6, 8, 9, 10, 12, 15], terms: 3, subtract: 0.5 },
  { dens: [4, 6, 8, 9, 10, 12, 14, 15, 16, 18, 20], terms: 3, subtract: 0.7 },
] as const;

function fractionSumSteps(
  terms: readonly Fraction[],
  signs: readonly number[],
  language: GeneratorContext['language'],
  t: GeneratorContext['t'],
): { common: number; lines: string[]; result: Fraction } {
  const common = terms.reduce((m, r) => lcm(m, r.d), 1);
  const scaled = terms.map((r) => (r.n * common) / r.d);
  let total = 0;
  scaled.forEach((n, i) => {
    total += (signs[i] as number) * n;
  });
  const result = fraction(total, common);
  const expr = scaled
    .map((n, i) => (i === 0 ? `${n}/${common}` : `${(signs[i] as number) < 0 ? '−' : '+'} ${n}/${common}`))
    .join(' ');
  const lines = [
    t(`Bendras vardiklis: ${common}.`, `Common denominator: ${common}.`),
    `${expr} = ${total < 0 ? '−' : ''}${Math.abs(total)}/${common}`,
  ];
  if (result.d !== common)
    lines.push(
      t(
        `Suprastiname: ${displayFraction(result, language, TYPED_FRACTION)}`,
        `Simplify: ${displayFraction(result, language, TYPED_FRACTION)}`,
      ),
    );
  return { common, lines, result };
}

const addUnlikeFractions: SkillGenerator = ({ rng, level, t, language }) => {
  const spec = ADD_LEVELS[level] as (typeof ADD_LEVELS)[number];
  const terms: Fraction[] = [];
  for (let i = 0; i < spec.terms; i += 1) {
    let r = properFraction(rng, spec.dens);
    if (terms.some((x) => x.d === r.d)) r = properFraction(rng, spec.dens);
    terms.push(r);
  }
  // Unlike denominators are the point of the skill.
  if (terms.every((r) => r.d === (terms[0] as Fraction).d))
    terms[1] = fraction(1, (terms[0] as Fraction).d + 1);
  const signs = terms.map((_, i) => (i > 0 && rng.chance(spec.subtract) ? -1 : 1));
  const text = terms
    .map((r, i) => (i === 0 ? `${r.n}/${r.d}` : `${(signs[i] as number) < 0 ? '−' : '+'} ${r.n}/${r.d}`))
    .join(' ');
  const { common, lines, result } = fractionSumSteps(terms, signs, language, t);
  const first = terms[0] as Fraction;
  return {
    question: t(`Apskaičiuokite ${text}.`, `Calculate ${text}.`),
    choices: null,
    input_kind: 'fraction',
    answer: fractionAnswer(result, language, TYPED_FRACTION),
    hints: [
      t(
        'Skirtingų vardiklių trupmenas pirmiausia subendravardiklinkite.',
        'First rewrite the fractions with a common denominator.',
      ),
      t(
        `Mažiausias bendras vardiklis – ${terms.map((r) => r.d).join(', ')} MBK, t. y. ${common}.`,
        `The lowest common denominator is the LCM of ${terms.map((r) => r.d).join(', ')}, which is ${common}.`,
      ),
      t(
        `Pavyzdžiui, ${first.n}/${first.d} = ${(first.n * common) / first.d}/${common}. Tada sudėkite arba atimkite skaitiklius.`,
        `For example, ${first.n}/${first.d} = ${(first.n * common) / first.d}/${common}. Then add or subtract the numerators.`,
      ),
      t('Gautą trupmeną suprastinkite, jei galima.', 'Simplify the result if you can.'),
    ],
    steps: lines,
    explanation: t(
      'Sudėti galima tik vienodo dydžio dalis, todėl trupmenas išreiškiame tuo pačiu vardikliu (jų vardiklių MBK) ir sudedame skaitiklius.',
      'Only parts of the same size can be added, so we write the fractions over one denominator (the LCM of the denominators) and add the numerators.',
    ),
  };
};

const MIXED_LEVELS = [
  { whole: [2, 6], dens: [2, 3, 4, 5, 6, 8], same: true, borrow: false },
  { whole: [2, 8], dens: [2, 3, 4, 5, 6, 8], same: false, borrow: false },
  { whole: [3, 9], dens: [3, 4, 5, 6, 8, 10, 12], same: false, borrow: true },
  { whole: [4, 12], dens: [3, 4, 5, 6, 7, 8, 9, 10, 12], same: false, borrow: true },
  { whole: [5, 15], dens: [4, 5, 6, 8, 9, 10, 12, 15], same: false, borrow: true },
] as const;

function mixed(whole: number, part: Fraction): Fraction {
  return add(fraction(whole), part);
}

const subtractMixedNumbers: SkillGenerator = ({ rng, level, t, language }) => {
  const spec = MIXED_LEVELS[level] as (typeof MIXED_LEVELS)[number];
  const w1 = rng.int(spec.whole[0], spec.whole[1]);
  const w2 = rng.int(1, w1 - 1);
  let f1 = properFraction(rng, spec.dens);
  let f2 = spec.same ? properFraction(rng, [f1.d]) : properFraction(rng, spec.dens);
  const subtract = level === 0 ? rng.chance(0.5) : level === 1 ? rng.chance(0.6) : true;
  // Borrowing from the whole part is the hard step: make f1 < f2 when asked for, f1 ≥ f2 otherwise.
  const needsBorrow = subtract && (spec.borrow ? rng.chance(0.8) : false);
  if (subtract && f1.n * f2.d < f2.n * f1.d !== needsBorrow) [f1, f2] = [f2, f1];
  if (subtract && f1.n * f2.d === f2.n * f1.d) f2 = fraction(1, f1.d === 2 ? 3 : 2);
  const a = mixed(w1, f1);
  const b = mixed(w2, f2);
  const result = subtract ? sub(a, b) : add(a, b);
  const sign = subtract ? '−' : '+';
  const aText = displayMixed(a, language, TYPED_FRACTION);
  const bText = displayMixed(b, language, TYPED_FRACTION);
  const improperA = displayFraction(a, language, TYPED_FRACTION);
  const improperB = displayFraction(b, language, TYPED_FRACTION);
  const common = lcm(a.d, b.d);
  const total = subtract
    ? (a.n * common) / a.d - (b.n * common) / b.d
    : (a.n * common) / a.d + (b.n * common) / b.d;
  return {
    question: t(`Apskaičiuokite ${aText} ${sign} ${bText}.`, `Calculate ${aText} ${sign} ${bText}.`),
    choices: null,
    input_kind: 'fraction',
    answer: {
      mode: 'equivalent',
      options: { form: 'value' },
      correct: canonicalFraction(result),
      display: displayMixed(result, language, TYPED_FRACTION),
    },
    hints: [
      t(
        'Mišriuosius skaičius paverskite netaisyklingosiomis trupmenomis arba atskirai skaičiuokite sveikąsias ir trupmenines dalis.',
        'Turn the mixed numbers into improper fractions, or work with the whole parts and the fraction parts separately.',
      ),
      t(
        `${aText} = ${improperA}, ${bText} = ${improperB}.`,
        `${aText} = ${improperA}, ${bText} = ${improperB}.`,
      ),
      t(`Bendras vardiklis – ${common}.`, `The common denominator is ${common}.`),
      t(
        `${(a.n * common) / a.d}/${common} ${sign} ${(b.n * common) / b.d}/${common} = ${total}/${common}; suprastinkite ir, jei norite, išskirkite sveikąją dalį.`,
        `${(a.n * common) / a.d}/${common} ${sign} ${(b.n * common) / b.d}/${common} = ${total}/${common}; simplify and, if you like, write it as a mixed number.`,
      ),
    ],
    steps: [
      `${aText} ${sign} ${bText} = ${improperA} ${sign} ${improperB}`,
      `= ${(a.n * common) / a.d}/${common} ${sign} ${(b.n * common) / b.d}/${common} = ${total}/${common}`,
      `= ${displayFraction(result, language, TYPED_FRACTION)}${result.d > 1 && Math.abs(result.n) > result.d ? ` = ${displayMixed(result, language, TYPED_FRACTION)}` : ''}`,
    ],
    explanation: t(
      'Mišrusis skaičius yra sveikosios ir trupmeninės dalių suma, todėl jį galima užrašyti netaisyklingąja trupmena ir skaičiuoti kaip su paprastosiomis trupmenomis.',
      'A mixed number is the sum of its whole and fraction parts, so it can be written as an improper fraction and handled like any fraction.',
    ),
  };
};

const DIVIDE_LEVELS = [
  { dens: [2, 3, 4, 5, 6], mixed: false, ops: 1 },
  { dens: [2, 3, 4, 5, 6, 7, 8, 9], mixed: false, ops: 1 },
  { dens: [2, 3, 4, 5, 6, 8, 9, 10], mixed: true, ops: 1 },
  { dens: [2, 3, 4, 5, 6, 7, 8, 9, 10, 12], mixed: true, ops: 2 },
  { dens: [3, 4, 5, 6, 7, 8, 9, 10, 12, 15], mixed: true, ops: 2 },
] as const;

const divideFractions: SkillGenerator = ({ rng, level, t, language }) => {
  const spec = DIVIDE_LEVELS[level] as (typeof DIVIDE_LEVELS)[number];
  const operand = (allowMixed: boolean): Fraction =>
    allowMixed && rng.chance(0.6)
      ? add(fraction(rng.int(1, 4)), properFraction(rng, spec.dens))
      : properFraction(rng, spec.dens);
  const values: Fraction[] = [operand(spec.mixed)];
  const ops: ('×' | '÷')[] = [];
  for (let i = 0; i < spec.ops; i += 1) {
    ops.push(level === 0 ? (rng.chance(0.5) ? '×' : '÷') : i === 0 ? '÷' : rng.chance(0.5) ? '×' : '÷');
    values.push(operand(spec.mixed && i === 0));
  }
  const mulSign = times(language);
  const divSign = divisionSign(language);
  const text = values
    .map((v, i) =>
      i === 0
        ? displayMixed(v, language, TYPED_FRACTION)
        : `${ops[i - 1] === '×' ? mulSign : divSign} ${displayMixed(v, language, TYPED_FRACTION)}`,
    )
    .join(' ');
  let result = values[0] as Fraction;
  const lines: string[] = [];
  values.slice(1).forEach((v, i) => {
    const op = ops[i];
    const before = result;
    result = op === '×' ? mul(result, v) : div(result, v);
    lines.push(
      op === '×'
        ? `${displayFraction(before, language, TYPED_FRACTION)} ${mulSign} ${displayFraction(v, language, TYPED_FRACTION)} = ${displayFraction(result, language, TYPED_FRACTION)}`
        : `${displayFraction(before, language, TYPED_FRACTION)} ${divSign} ${displayFraction(v, language, TYPED_FRACTION)} = ${displayFraction(before, language, TYPED_FRACTION)} ${mulSign} ${v.d}/${v.n} = ${displayFraction(result, language, TYPED_FRACTION)}`,
    );
  });
  const hasMixed = values.some((v) => v.n > v.d);
  const improperText = values
    .map(
      (v, i) =>
        (i === 0 ? '' : `${ops[i - 1] === '×' ? mulSign : divSign} `) +
        displayFraction(v, language, TYPED_FRACTION),
    )
    .join(' ');
  const firstDivisor = values[ops.indexOf('÷') + 1];
  return {
    question: t(`Apskaičiuokite ${text}.`, `Calculate ${text}.`),
    choices: null,
    input_kind: 'fraction',
    answer: {
      mode: 'equivalent',
      options: { form: 'value' },
      correct: canonicalFraction(result),
      display: displayMixed(result, language, TYPED_FRACTION),
    },
    hints: [
      hasMixed
        ? t(
            'Mišriuosius skaičius pirmiausia paverskite netaisyklingosiomis trupmenomis.',
            'First turn the mixed numbers into improper fractions.',
          )
        : t(
            'Trupmenos dauginamos skaitiklį dauginant iš skaitiklio, vardiklį – iš vardiklio.',
            'To multiply fractions, multiply numerator by numerator and denominator by denominator.',
          ),
      firstDivisor && ops.includes('÷')
        ? t(
            `Dalyti iš ${displayFraction(firstDivisor, language, TYPED_FRACTION)} – tas pats, kas dauginti iš ${firstDivisor.d}/${firstDivisor.n}.`,
            `Dividing by ${displayFraction(firstDivisor, language, TYPED_FRACTION)} is the same as multiplying by ${firstDivisor.d}/${firstDivisor.n}.`,
          )
        : t(
            'Prieš dauginant suprastinkite skaitiklius su vardikliais.',
            'Cancel common factors between numerators and denominators before multiplying.',
          ),
      t('Veiksmus atlikite iš kairės į dešinę.', 'Work from left to right.'),
      t(`Pirmas veiksmas: ${lines[0]}.`, `First step: ${lines[0]}.`),
    ],
    steps: [...(hasMixed ? [`${text} = ${improperText}`] : []), ...lines],
    explanation: t(
      'Dalyba yra daugybos atvirkštinis veiksmas: padalyti iš a/b reiškia padauginti iš atvirkštinės trupmenos b/a, nes (a/b) · (b/a) = 1.',
      'Division undoes multiplication: dividing by a/b means multiplying by its reciprocal b/a, because (a/b) × (b/a) = 1.',
    ),
  };
};

const FRACTION_OF_LEVELS = [
  { dens: [2, 3, 4, 5], k: [2, 12] },
  { dens: [3, 4, 5, 6, 8, 10], k: [2, 15] },
  { dens: [5, 6, 7, 8, 9, 12], k: [3, 20] },
  { dens: [8, 9, 12, 15, 16, 20, 25], k: [4, 40] },
  { dens: [12, 15, 16, 20, 24, 25, 40], k: [5, 60] },
] as const;

const fractionOfNumber: SkillGenerator = ({ rng, level, t, language, interest }) => {
  const spec = FRACTION_OF_LEVELS[level] as (typeof FRACTION_OF_LEVELS)[number];
  const f = properFraction(rng, spec.dens);
  const whole = f.d * rng.int(spec.k[0], spec.k[1]);
  const part = (whole / f.d) * f.n;
  const group = groupContext(interest, rng.int(0, 2));
  const wholeText = formatNumber(whole, language);
  return {
    title: t('Skaičiaus dalis', 'A fraction of a quantity'),
    question: t(
      `${capitalise(group.wholeLt)} buvo ${wholeText}. ${f.n}/${f.d} jų buvo ${group.partLt}. Kiek buvo ${group.partGenLt}?`,
      `There were ${wholeText} ${group.wholeEn}. ${f.n}/${f.d} of them were ${group.partEn}. How many ${group.partEn} were there?`,
    ),
    choices: null,
    input_kind: 'number',
    answer: {
      mode: 'equivalent',
      options: { form: 'value' },
      correct: String(part),
      display: formatNumber(part, language),
    },
    hints: [
      t(`Reikia rasti ${f.n}/${f.d} skaičiaus ${wholeText}.`, `You need ${f.n}/${f.d} of ${wholeText}.`),
      t(
        `Pirmiausia raskite vieną dalį: ${wholeText} padalykite iš ${f.d}.`,
        `First find one part: divide ${wholeText} by ${f.d}.`,
      ),
      t(
        `${wholeText} : ${f.d} = ${formatNumber(whole / f.d, language)}; tokių dalių reikia ${f.n}.`,
        `${wholeText} ÷ ${f.d} = ${formatNumber(whole / f.d, language)}; you need ${f.n} such parts.`,
      ),
    ],
    steps: [
      `${wholeText} ${divisionSign(language)} ${f.d} = ${formatNumber(whole / f.d, language)}`,
      `${formatNumber(whole / f.d, language)} ${times(language)} ${f.n} = ${formatNumber(part, language)}`,
    ],
    explanation: t(
      'Norėdami rasti skaičiaus dalį, išreikštą trupmena, skaičių dalijame iš vardiklio (randame vieną dalį) ir dauginame iš skaitiklio.',
      'To find a fraction of a number, divide by the denominator (one part) and multiply by the numerator.',
    ),
    themed: interest !== null,
  };
};

const wholeFromFraction: SkillGenerator = ({ rng, level, t, language, interest }) => {
  const spec = FRACTION_OF_LEVELS[level] as (typeof FRACTION_OF_LEVELS)[number];
  const f =
    level === 0 && rng.chance(0.4) ? fraction(1, rng.pick(spec.dens)) : properFraction(rng, spec.dens);
  const one = rng.int(spec.k[0], spec.k[1]);
  const whole = one * f.d;
  const part = one * f.n;
  const partText = formatNumber(part, language);
  const frac = `${f.n}/${f.d}`;
  const neutralRoute = interest === null && rng.chance(0.4);
  const group = groupContext(interest, rng.int(0, 2));
  const question = neutralRoute
    ? t(
        `${frac} kelio sudaro ${partText} km. Koks viso kelio ilgis kilometrais?`,
        `${frac} of a route is ${partText} km. How long is the whole route in kilometres?`,
      )
    : t(
        `${frac} ${group.wholeLt} buvo ${group.partLt}. ${capitalise(group.partGenLt)} buvo ${partText}. Kiek iš viso buvo ${group.wholeLt}?`,
        `${frac} of the ${group.wholeEn} were ${group.partEn}. There were ${partText} ${group.partEn}. How many ${group.wholeEn} were there in total?`,
      );
  return {
    title: t('Skaičius pagal jo dalį', 'The whole from a fraction of it'),
    question,
    choices: null,
    input_kind: 'number',
    answer: {
      mode: 'equivalent',
      options: { form: 'value' },
      correct: String(whole),
      display: formatNumber(whole, language),
    },
    hints: [
      t(`${partText} – tai ${frac} viso kiekio.`, `${partText} is ${frac} of the whole.`),
      t(
        `Raskite, kiek sudaro viena dalis: ${partText} padalykite iš ${f.n}.`,
        `Find one part: divide ${partText} by ${f.n}.`,
      ),
      t(
        `Viena dalis – ${formatNumber(one, language)}; visas kiekis turi ${f.d} tokias dalis.`,
        `One part is ${formatNumber(one, language)}; the whole has ${f.d} such parts.`,
      ),
    ],
    steps: [
      `${partText} ${divisionSign(language)} ${f.n} = ${formatNumber(one, language)}`,
      `${formatNumber(one, language)} ${times(language)} ${f.d} = ${formatNumber(whole, language)}`,
    ],
    explanation: t(
      'Jei žinoma skaičiaus dalis, skaičių randame dalydami tą dalį iš trupmenos: padalijame iš skaitiklio ir padauginame iš vardiklio.',
      'When a fraction of a number is known, divide the part by the fraction: divide by the numerator and multiply by the denominator.',
    ),
    themed: !neutralRoute && interest !== null,
  };
};

export const fractionGenerators = {
  'simplify-fraction': simplifyFraction,
  'add-unlike-fractions': addUnlikeFractions,
  'subtract-mixed-numbers': subtractMixedNumbers,
  'divide-fractions': divideFractions,
  'fraction-of-number': fractionOfNumber,
  'whole-from-fraction': wholeFromFraction,
} satisfies Record<string, SkillGenerator>;
