import type { Language } from '../../../types.ts';
import { divisionSign, formatNumber, times } from '../../format.ts';
import {
  add,
  canonicalFraction,
  compare,
  displayDecimal,
  displayFraction,
  displayOperand,
  div,
  type Fraction,
  fraction,
  isTerminating,
  mul,
  sub,
} from '../../fraction.ts';
import type { GeneratorContext, SkillGenerator } from '../../registry.ts';
import { multipleChoice, paren, TYPED_FRACTION } from './notation.ts';

/** Integers and rational numbers (topic INT). */

/** A rational written as a decimal when asked and possible, otherwise as a fraction. */
function writeValue(r: Fraction, asDecimal: boolean, language: Language): string {
  return asDecimal && isTerminating(r)
    ? displayDecimal(r, language)
    : displayFraction(r, language, TYPED_FRACTION);
}

const ORDER_LEVELS = [
  { kind: 'integers', range: 20 },
  { kind: 'decimals', range: 10 },
  { kind: 'mixed', range: 3 },
  { kind: 'close', range: 2 },
  { kind: 'close', range: 5 },
] as const;

const orderRationalNumbers: SkillGenerator = ({ rng, level, t, language }) => {
  const spec = ORDER_LEVELS[level] as (typeof ORDER_LEVELS)[number];
  const greatest = rng.chance(0.5);
  const values: { r: Fraction; decimal: boolean }[] = [];
  const seen = new Set<string>();
  let guard = 0;
  while (values.length < 4 && guard < 40) {
    guard += 1;
    let r: Fraction;
    let decimal = true;
    if (spec.kind === 'integers') r = fraction(rng.nonZero(-spec.range, spec.range));
    else if (spec.kind === 'decimals') r = fraction(rng.nonZero(-spec.range * 10, spec.range * 10), 10);
    else if (spec.kind === 'mixed') {
      decimal = rng.chance(0.5);
      r = decimal ? fraction(-rng.int(1, spec.range * 20), 20) : fraction(-rng.int(1, 8), rng.int(2, 9));
      if (rng.chance(0.2)) r = fraction(-r.n, r.d);
    } else {
      // Close values of both signs, with denominators that make the comparison a real task.
      decimal = rng.chance(0.5);
      const d = rng.pick([3, 4, 6, 7, 8, 9, 11, 12]);
      r = decimal
        ? fraction(rng.nonZero(-spec.range * 100, spec.range * 100), 100)
        : fraction(rng.nonZero(-spec.range * d, spec.range * d), d);
      if (level === 3 && r.n > 0 && rng.chance(0.7)) r = fraction(-r.n, r.d);
    }
    const key = canonicalFraction(r);
    if (seen.has(key)) continue;
    seen.add(key);
    values.push({ r, decimal });
  }
  const best = values.reduce((b, v) => ((greatest ? compare(v.r, b.r) > 0 : compare(v.r, b.r) < 0) ? v : b));
  const texts = values.map((v) => writeValue(v.r, v.decimal, language));
  const bestText = writeValue(best.r, best.decimal, language);
  const { choices, letter } = multipleChoice(
    rng,
    bestText,
    texts.filter((x) => x !== bestText),
  );
  const ordered = [...values]
    .sort((a, b) => compare(a.r, b.r))
    .map((v) => writeValue(v.r, v.decimal, language));
  const hasFractions = values.some((v) => !v.decimal || !isTerminating(v.r));
  return {
    title: t('Skaičių palyginimas', 'Comparing numbers'),
    question: greatest
      ? t('Kuris skaičius didžiausias?', 'Which number is the greatest?')
      : t('Kuris skaičius mažiausias?', 'Which number is the smallest?'),
    choices,
    input_kind: 'multiple_choice',
    answer: { mode: 'multiple_choice', correct: letter, display: `${letter}) ${bestText}` },
    hints: [
      t(
        'Bet kuris teigiamasis skaičius didesnis už bet kurį neigiamąjį.',
        'Any positive number is greater than any negative number.',
      ),
      t(
        'Iš dviejų neigiamųjų skaičių didesnis tas, kurio modulis mažesnis.',
        'Of two negative numbers, the one with the smaller absolute value is greater.',
      ),
      hasFractions
        ? t(
            'Trupmenas paverskite dešimtainiais skaičiais (arba subendravardiklinkite) ir palyginkite.',
            'Turn the fractions into decimals (or give them a common denominator) and compare.',
          )
        : t(
            'Įsivaizduokite skaičius skaičių tiesėje: kairiau – mažesnis.',
            'Picture the numbers on a number line: further left is smaller.',
          ),
      t(
        `Surikiuokite skaičius didėjimo tvarka ir paimkite ${greatest ? 'paskutinį' : 'pirmąjį'}.`,
        `Put the numbers in increasing order and take the ${greatest ? 'last' : 'first'} one.`,
      ),
    ],
    steps: [
      t(`Didėjimo tvarka: ${ordered.join(' < ')}.`, `In increasing order: ${ordered.join(' < ')}.`),
      t(
        `${greatest ? 'Didžiausias' : 'Mažiausias'}: ${bestText}.`,
        `The ${greatest ? 'greatest' : 'smallest'}: ${bestText}.`,
      ),
    ],
    explanation: t(
      'Skaičių tiesėje didesnis skaičius yra dešiniau; neigiamieji skaičiai yra kairiau nulio, todėl tarp jų didesnis tas, kuris arčiau nulio.',
      'On the number line the greater number is further right; negative numbers lie left of zero, so the one closer to zero is greater.',
    ),
  };
};

const ADD_INT_LEVELS = [
  { terms: 2, range: 20, brackets: 0 },
  { terms: 3, range: 30, brackets: 0 },
  { terms: 4, range: 30, brackets: 0.3 },
  { terms: 5, range: 60, brackets: 0.4 },
  { terms: 6, range: 120, brackets: 0.5 },
] as const;

const addSubtractIntegers: SkillGenerator = ({ rng, level, t, language }) => {
  const spec = ADD_INT_LEVELS[level] as (typeof ADD_INT_LEVELS)[number];
  const parts: string[] = [];
  const simplified: number[] = [];
  let total = 0;
  for (let i = 0; i < spec.terms; i += 1) {
    // The easiest level starts from a negative number so that every task involves a sign.
    const value = i === 0 && level === 0 ? -rng.int(1, spec.range) : rng.nonZero(-spec.range, spec.range);
    if (i === 0) {
      parts.push(formatNumber(value, language));
      simplified.push(value);
      total += value;
      continue;
    }
    const minus = rng.chance(0.5);
    const bracket = value < 0 || rng.chance(spec.brackets);
    const shown = bracket
      ? `(${value > 0 ? '+' : ''}${formatNumber(value, language)})`
      : formatNumber(Math.abs(value), language);
    parts.push(`${minus ? '−' : '+'} ${shown}`);
    // Without brackets the written sign belongs to the number itself.
    const effective = bracket ? (minus ? -value : value) : minus ? -Math.abs(value) : Math.abs(value);
    simplified.push(effective);
    total += effective;
  }
  const text = parts.join(' ');
  const noBrackets = simplified
    .map((v, i) =>
      i === 0 ? formatNumber(v, language) : `${v < 0 ? '−' : '+'} ${formatNumber(Math.abs(v), language)}`,
    )
    .join(' ');
  const positives = simplified.filter((v) => v > 0).reduce((s, v) => s + v, 0);
  const negatives = simplified.filter((v) => v < 0).reduce((s, v) => s + v, 0);
  return {
    question: t(`Apskaičiuokite ${text}.`, `Calculate ${text}.`),
    choices: null,
    input_kind: 'number',
    answer: {
      mode: 'equivalent',
      options: { form: 'value' },
      correct: String(total),
      display: formatNumber(total, language),
    },
    hints: [
      t(
        'Atimti skaičių – tas pats, kas pridėti jam priešingą skaičių: − (−a) = + a.',
        'Subtracting a number is the same as adding its opposite: − (−a) = + a.',
      ),
      t(`Be skliaustų: ${noBrackets}.`, `Without brackets: ${noBrackets}.`),
      t(
        `Teigiamųjų suma ${formatNumber(positives, language)}, neigiamųjų suma ${formatNumber(negatives, language)}.`,
        `The positive terms add up to ${formatNumber(positives, language)}, the negative ones to ${formatNumber(negatives, language)}.`,
      ),
      t(
        `Apskaičiuokite ${formatNumber(positives, language)} + (${formatNumber(negatives, language)}).`,
        `Work out ${formatNumber(positives, language)} + (${formatNumber(negatives, language)}).`,
      ),
    ],
    steps: [
      `${text} = ${noBrackets}`,
      `= ${formatNumber(positives, language)} ${negatives < 0 ? `− ${formatNumber(-negatives, language)}` : '+ 0'} = ${formatNumber(total, language)}`,
    ],
    explanation: t(
      'Skliaustus su ženklu prieš juos galima praleisti: „+“ ženklų nekeičia, „−“ pakeičia ženklą priešingu. Tada sudedame teigiamuosius ir neigiamuosius atskirai.',
      'Brackets after a sign can be removed: "+" keeps the sign and "−" changes it. Then add the positive and the negative terms separately.',
    ),
  };
};

const MULTIPLY_LEVELS = [
  { factors: 2, divide: false, max: 12 },
  { factors: 2, divide: true, max: 12 },
  { factors: 3, divide: true, max: 9 },
  { factors: 4, divide: true, max: 9 },
  { factors: 5, divide: true, max: 8 },
] as const;

const multiplyDivideSigned: SkillGenerator = ({ rng, level, t, language }) => {
  const spec = MULTIPLY_LEVELS[level] as (typeof MULTIPLY_LEVELS)[number];
  const mulSign = times(language);
  const divSign = divisionSign(language);
  // Sizes and operations first, left to right, so that every division is exact; signs afterwards.
  const sizes: number[] = [rng.int(2, spec.max)];
  const ops: ('×' | '÷')[] = [];
  if (level === 1) {
    const divisor = rng.int(2, spec.max);
    sizes[0] = (sizes[0] as number) * divisor;
    sizes.push(divisor);
    ops.push('÷');
  } else {
    let running = sizes[0] as number;
    for (let i = 1; i < spec.factors; i += 1) {
      const divisors: number[] = [];
      for (let d = 2; d <= Math.min(running, 12); d += 1) if (running % d === 0) divisors.push(d);
      if (spec.divide && divisors.length > 0 && rng.chance(0.45)) {
        const d = rng.pick(divisors);
        sizes.push(d);
        ops.push('÷');
        running /= d;
      } else {
        const f = rng.int(2, spec.max);
        sizes.push(f);
        ops.push('×');
        running *= f;
      }
    }
  }
  const signs = sizes.map(() => (rng.chance(0.5) ? -1 : 1));
  // The skill is about signs: at least one number is negative.
  if (!signs.includes(-1)) signs[rng.int(0, signs.length - 1)] = -1;
  const values = sizes.map((s, i) => s * (signs[i] as number));
  let value = values[0] as number;
  const lines: string[] = [];
  values.slice(1).forEach((v, i) => {
    const before = value;
    const op = ops[i];
    value = op === '×' ? value * v : value / v;
    lines.push(
      `${paren(before, language)} ${op === '×' ? mulSign : divSign} ${paren(v, language)} = ${formatNumber(value, language)}`,
    );
  });
  const negatives = values.filter((v) => v < 0).length;
  const text = values
    .map((v, i) =>
      i === 0 ? paren(v, language) : `${ops[i - 1] === '×' ? mulSign : divSign} ${paren(v, language)}`,
    )
    .join(' ');
  const sizeResult = Math.abs(value);
  return {
    question: t(`Apskaičiuokite ${text}.`, `Calculate ${text}.`),
    choices: null,
    input_kind: 'number',
    answer: {
      mode: 'equivalent',
      options: { form: 'value' },
      correct: String(value),
      display: formatNumber(value, language),
    },
    hints: [
      t(
        'Daugyba ir dalyba atliekamos iš kairės į dešinę.',
        'Multiplication and division are done from left to right.',
      ),
      t(
        'Vienodų ženklų skaičių sandauga (dalmuo) teigiama, skirtingų – neigiama.',
        'Same signs give a positive product (quotient), different signs a negative one.',
      ),
      t(
        `Neigiamųjų skaičių yra ${negatives}: ${negatives % 2 === 0 ? 'lyginis skaičius, todėl atsakymas teigiamas' : 'nelyginis skaičius, todėl atsakymas neigiamas'}.`,
        `There are ${negatives} negative numbers: ${negatives % 2 === 0 ? 'an even count, so the answer is positive' : 'an odd count, so the answer is negative'}.`,
      ),
      t(
        `Be ženklų: ${sizes.map((s, i) => (i === 0 ? String(s) : `${ops[i - 1] === '×' ? mulSign : divSign} ${s}`)).join(' ')} = ${sizeResult}; dabar uždėkite ženklą.`,
        `Without the signs: ${sizes.map((s, i) => (i === 0 ? String(s) : `${ops[i - 1] === '×' ? mulSign : divSign} ${s}`)).join(' ')} = ${sizeResult}; now put the sign in front.`,
      ),
    ],
    steps: lines,
    explanation: t(
      'Modulius dauginame ar daliname kaip įprastai, o ženklą nustato neigiamųjų dauginamųjų skaičius: kiekvienas neigiamas dauginamasis pakeičia ženklą priešingu.',
      'Multiply or divide the absolute values as usual; the sign depends on how many negative numbers there are, since each one flips the sign.',
    ),
  };
};

type Piece = { r: Fraction; decimal: boolean };

function randomPiece(rng: GeneratorContext['rng'], decimal: boolean, max: number): Piece {
  if (decimal) {
    // Tenths and quarters keep the exact results readable.
    const d = rng.pick([10, 10, 4]);
    return { r: fraction(rng.nonZero(-max * d, max * d), d), decimal: true };
  }
  const d = rng.pick([2, 3, 4, 5, 6, 8, 9]);
  return { r: fraction(rng.nonZero(-max * d, max * d), d), decimal: false };
}

/** An operand after an operation sign: negative numbers and fractions go in brackets. */
function pieceText(p: Piece, language: Language): string {
  const text = writeValue(p.r, p.decimal, language);
  return p.r.n < 0 || text.includes('/') ? `(${text})` : text;
}

const rationalMixedOperations: SkillGenerator = ({ rng, level, t, language }) => {
  const mulSign = times(language);
  const divSign = divisionSign(language);
  const max = level <= 1 ? 1 : level === 2 ? 2 : 3;
  const a = randomPiece(rng, false, max);
  const b = randomPiece(rng, level > 0, max);
  const c = randomPiece(rng, rng.chance(0.5), max);
  const d = randomPiece(rng, rng.chance(0.5), 2);
  let text: string;
  let result: Fraction;
  let lines: string[];
  const first = (p: Piece) => writeValue(p.r, p.decimal, language);
  const show = (r: Fraction) => displayFraction(r, language, TYPED_FRACTION);
  if (level === 0) {
    const dec = { r: fraction(rng.int(1, 19), rng.pick([4, 10, 20])), decimal: true };
    const fr = { r: fraction(rng.int(1, 11), rng.pick([2, 3, 4, 5, 6, 8])), decimal: false };
    const minus = rng.chance(0.5);
    result = minus ? sub(fr.r, dec.r) : add(fr.r, dec.r);
    text = `${first(fr)} ${minus ? '−' : '+'} ${first(dec)}`;
    lines = [
      `${first(dec)} = ${show(dec.r)}`,
      `${show(fr.r)} ${minus ? '−' : '+'} ${show(dec.r)} = ${show(result)}`,
    ];
  } else if (level === 1) {
    result = mul(a.r, b.r);
    text = `${first(a)} ${mulSign} ${pieceText(b, language)}`;
    lines = [
      `${first(b)} = ${show(b.r)}`,
      `${show(a.r)} ${mulSign} ${displayOperand(b.r, language, TYPED_FRACTION)} = ${show(result)}`,
    ];
  } else if (level === 2) {
    const product = mul(b.r, c.r);
    result = add(a.r, product);
    text = `${first(a)} + ${pieceText(b, language)} ${mulSign} ${pieceText(c, language)}`;
    lines = [
      `${displayOperand(b.r, language, TYPED_FRACTION)} ${mulSign} ${displayOperand(c.r, language, TYPED_FRACTION)} = ${show(product)}`,
      `${show(a.r)} + ${displayOperand(product, language, TYPED_FRACTION)} = ${show(result)}`,
    ];
  } else if (level === 3) {
    const inner = sub(a.r, b.r);
    const divisor = c.r.n === 0 ? fraction(1, 2) : c.r;
    result = div(inner, divisor);
    text = `(${first(a)} − ${pieceText(b, language)}) ${divSign} ${pieceText({ r: divisor, decimal: c.decimal }, language)}`;
    lines = [
      `${show(a.r)} − ${displayOperand(b.r, language, TYPED_FRACTION)} = ${show(inner)}`,
      `${displayOperand(inner, language, TYPED_FRACTION)} ${divSign} ${displayOperand(divisor, language, TYPED_FRACTION)} = ${show(result)}`,
    ];
  } else {
    const inner = add(b.r, c.r);
    const product = mul(a.r, inner);
    result = sub(product, d.r);
    text = `${first(a)} ${mulSign} (${first(b)} + ${pieceText(c, language)}) − ${pieceText(d, language)}`;
    lines = [
      `${show(b.r)} + ${displayOperand(c.r, language, TYPED_FRACTION)} = ${show(inner)}`,
      `${displayOperand(a.r, language, TYPED_FRACTION)} ${mulSign} ${displayOperand(inner, language, TYPED_FRACTION)} = ${show(product)}`,
      `${show(product)} − ${displayOperand(d.r, language, TYPED_FRACTION)} = ${show(result)}`,
    ];
  }
  return {
    question: t(`Apskaičiuokite ${text}.`, `Calculate ${text}.`),
    choices: null,
    input_kind: 'fraction',
    answer: {
      mode: 'equivalent',
      options: { form: 'value' },
      correct: canonicalFraction(result),
      display: show(result),
    },
    hints: [
      t(
        'Dešimtainius skaičius paverskite paprastosiomis trupmenomis (pvz., 0,4 = 2/5).',
        'Turn the decimals into fractions (for example 0.4 = 2/5).',
      ),
      t(
        'Laikykitės veiksmų tvarkos: skliaustai, tada daugyba ir dalyba, tada sudėtis ir atimtis.',
        'Follow the order of operations: brackets, then multiplication and division, then addition and subtraction.',
      ),
      t(
        'Nepamirškite ženklų taisyklių: minusas kart minusas – pliusas.',
        'Mind the signs: minus times minus is plus.',
      ),
      t(`Pirmas veiksmas: ${lines[0]}.`, `First step: ${lines[0]}.`),
    ],
    steps: lines,
    explanation: t(
      'Kai reiškinyje yra ir trupmenų, ir dešimtainių skaičių, patogiausia visus skaičius užrašyti paprastosiomis trupmenomis, nes ne kiekviena paprastoji trupmena virsta baigtine dešimtaine.',
      'When an expression mixes fractions and decimals it is easiest to write everything as fractions, since not every fraction becomes a terminating decimal.',
    ),
  };
};

export const integerGenerators = {
  'order-rational-numbers': orderRationalNumbers,
  'add-subtract-integers': addSubtractIntegers,
  'multiply-divide-signed': multiplyDivideSigned,
  'rational-mixed-operations': rationalMixedOperations,
} satisfies Record<string, SkillGenerator>;
