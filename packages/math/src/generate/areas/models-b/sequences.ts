import type { Language } from '../../../types.ts';
import { formatNumber, MINUS_SIGN, subscript, times } from '../../format.ts';
import { add, displayDecimal, div, type Fraction, fraction, mul, pow } from '../../fraction.ts';
import type { GeneratorContext, GeneratorTable, TaskDraft } from '../../registry.ts';
import { substitutedPoly, sumText } from './notation.ts';
import { inBrackets, numberAnswer, rationalAnswer } from './task-parts.ts';

/** SEQ: patterns, general-term and recursive formulas, arithmetic and geometric progressions. */

const list = (values: readonly (number | Fraction)[], language: Language, separator = ', ') =>
  values
    .map((v) => (typeof v === 'number' ? formatNumber(v, language) : displayDecimal(v, language)))
    .join(separator);

/** Progressions are written `3; 8; 13` in Lithuanian (the decimal comma) and `3, 8, 13` in English. */
const progression = (values: readonly (number | Fraction)[], language: Language) =>
  list(values, language, language === 'lt' ? '; ' : ', ');

const signedNumber = (v: number, language: Language) =>
  v < 0 ? `${MINUS_SIGN} ${formatNumber(-v, language)}` : `+ ${formatNumber(v, language)}`;

function continuePattern(ctx: GeneratorContext): TaskDraft {
  const { rng, level, language, t } = ctx;
  const terms: number[] = [];
  let rule: string;
  let ruleHint: string;
  if (level === 0 || (level === 1 && rng.chance(0.5))) {
    const d = level === 0 ? rng.int(2, 12) : -rng.int(3, 15);
    terms.push(level === 0 ? rng.int(1, 30) : rng.int(70, 160));
    for (let i = 0; i < 4; i += 1) terms.push((terms[i] as number) + d);
    rule = t(
      `kiekvienas narys ${d > 0 ? 'didesnis' : 'mažesnis'} už ankstesnį ${Math.abs(d)}`,
      `each term is ${Math.abs(d)} ${d > 0 ? 'more' : 'less'} than the one before`,
    );
    ruleHint = t(
      `Prie paskutinio nario pridėkite ${formatNumber(d, language)}.`,
      `Add ${formatNumber(d, language)} to the last term.`,
    );
  } else if (level === 1) {
    const r = rng.pick([2, 3]);
    terms.push(rng.int(1, 20));
    for (let i = 0; i < 4; i += 1) terms.push((terms[i] as number) * r);
    rule = t(`kiekvienas narys ${r} kartus didesnis už ankstesnį`, `each term is ${r} times the one before`);
    ruleHint = t(`Paskutinį narį padauginkite iš ${r}.`, `Multiply the last term by ${r}.`);
  } else if (level === 2) {
    let d = rng.int(1, 6);
    const dd = rng.int(1, 4);
    terms.push(rng.int(1, 20));
    for (let i = 0; i < 4; i += 1) {
      terms.push((terms[i] as number) + d);
      d += dd;
    }
    rule = t(
      `skirtumai tarp gretimų narių kaskart padidėja ${dd}`,
      `the differences between neighbours grow by ${dd} each time`,
    );
    ruleHint = t(`Kitas skirtumas bus ${d - dd}; pridėkite jį.`, `The next difference is ${d - dd}; add it.`);
  } else if (level === 3) {
    const r = rng.pick([2, 3]);
    const c = rng.intExcept(-5, 9, [0]);
    terms.push(rng.int(c < 0 ? 3 : 1, 15));
    for (let i = 0; i < 4; i += 1) terms.push((terms[i] as number) * r + c);
    rule = t(
      `kiekvienas narys gaunamas ankstesnį padauginus iš ${r} ir ${c > 0 ? `pridėjus ${c}` : `atėmus ${-c}`}`,
      `each term is the one before times ${r}, ${c > 0 ? `plus ${c}` : `minus ${-c}`}`,
    );
    ruleHint = t(
      `Paskutinį narį padauginkite iš ${r} ir ${c > 0 ? `pridėkite ${c}` : `atimkite ${-c}`}.`,
      `Multiply the last term by ${r} and ${c > 0 ? `add ${c}` : `subtract ${-c}`}.`,
    );
  } else {
    terms.push(rng.int(1, 15), rng.int(1, 15));
    for (let i = 0; i < 4; i += 1) terms.push((terms[i] as number) + (terms[i + 1] as number));
    rule = t('kiekvienas narys lygus dviejų ankstesnių sumai', 'each term is the sum of the two before it');
    ruleHint = t('Sudėkite du paskutinius narius.', 'Add the last two terms.');
  }
  const answer = terms.pop() as number;
  const shown = terms.slice(0, level === 4 ? 6 : 4);
  const last = shown[shown.length - 1] as number;
  const diffs = shown.slice(1).map((v, i) => v - (shown[i] as number));
  return {
    question: t(
      `Koks skaičius sekoje ${list(shown, language)}, … turėtų būti kitas?`,
      `Which number comes next in the sequence ${list(shown, language)}, …?`,
    ),
    choices: null,
    input_kind: 'number',
    answer: numberAnswer(answer, language),
    hints: [
      t(
        'Palyginkite gretimus narius: kiek jie skiriasi, kiek kartų didėja?',
        'Compare neighbouring terms: what is the difference, or the ratio?',
      ),
      t(`Skirtumai: ${list(diffs, language)}.`, `Differences: ${list(diffs, language)}.`),
      ruleHint,
    ],
    steps: [
      t(`Dėsningumas: ${rule}.`, `Pattern: ${rule}.`),
      t(
        `Po ${formatNumber(last, language)} eina ${formatNumber(answer, language)}.`,
        `After ${formatNumber(last, language)} comes ${formatNumber(answer, language)}.`,
      ),
    ],
    explanation: t(
      'Sekos dėsningumą atpažįstame iš gretimų narių skirtumų arba santykių, tada pritaikome jį dar kartą.',
      'We find the rule of a sequence from the differences or ratios of neighbouring terms, then apply it once more.',
    ),
  };
}

function recursiveSequence(ctx: GeneratorContext): TaskDraft {
  const { rng, level, language, t } = ctx;
  const n = (v: number) => formatNumber(v, language);
  const dot = times(language);
  if (level <= 1) {
    const N = rng.int(level === 0 ? 5 : 2, level === 0 ? 30 : 15);
    const coeffs =
      level === 0
        ? [rng.nonZero(-20, 20), rng.intExcept(-9, 9, [0, 1, -1])]
        : [rng.nonZero(-20, 20), rng.int(-9, 9), 1];
    const formula = sumText(
      coeffs.map((c, k) => ({ c, text: k === 0 ? '' : k === 1 ? 'n' : 'n²', ascii: '' })).reverse(),
      language,
    );
    const value = coeffs.reduce((s, c, k) => s + c * N ** k, 0);
    return {
      question: t(
        `Seka apibrėžta bendrojo nario formule aₙ = ${formula}. Raskite a${subscript(N)}.`,
        `A sequence is given by aₙ = ${formula}. Find a${subscript(N)}.`,
      ),
      choices: null,
      input_kind: 'number',
      answer: numberAnswer(value, language),
      hints: [
        t(`Į formulę vietoje n įrašykite ${N}.`, `Put n = ${N} into the formula.`),
        t('Pirmiausia laipsniai ir daugyba, paskui sudėtis.', 'Powers and products first, then the sum.'),
        `a${subscript(N)} = ${substitutedPoly(coeffs, String(N), language)}`,
      ],
      steps: [
        `a${subscript(N)} = ${substitutedPoly(coeffs, String(N), language)}`,
        `a${subscript(N)} = ${n(value)}`,
      ],
      explanation: t(
        'Bendrojo nario formulė leidžia apskaičiuoti bet kurį narį tiesiog įrašius jo numerį.',
        'A general-term formula gives any term directly from its position.',
      ),
    };
  }
  const terms: number[] = [];
  let definition: string;
  let step: (i: number) => string;
  let target: number;
  if (level <= 3) {
    const r = level === 2 ? rng.pick([2, 3]) : rng.pick([-2, -1, 2, 3]);
    const c = rng.nonZero(-6, 6);
    terms.push(rng.nonZero(-5, 5));
    target = level === 2 ? 4 : 5;
    for (let i = 1; i < target; i += 1) terms.push(r * (terms[i - 1] as number) + c);
    const rText = r === 1 ? '' : r === -1 ? MINUS_SIGN : n(r);
    definition = `a₁ = ${n(terms[0] as number)}, aₙ₊₁ = ${rText}aₙ ${signedNumber(c, language)}`;
    step = (i) =>
      `a${subscript(i + 1)} = ${n(r)} ${dot} ${inBrackets(n(terms[i - 1] as number))} ${signedNumber(c, language)} = ${n(terms[i] as number)}`;
  } else {
    const p = rng.nonZero(-2, 3);
    const q = rng.nonZero(-3, 3);
    terms.push(rng.nonZero(-4, 4), rng.nonZero(-4, 4));
    target = 6;
    for (let i = 2; i < target; i += 1)
      terms.push(p * (terms[i - 1] as number) + q * (terms[i - 2] as number));
    definition = `a₁ = ${n(terms[0] as number)}, a₂ = ${n(terms[1] as number)}, aₙ₊₂ = ${sumText(
      [
        { c: p, text: 'aₙ₊₁', ascii: '' },
        { c: q, text: 'aₙ', ascii: '' },
      ],
      language,
    )}`;
    step = (i) =>
      `a${subscript(i + 1)} = ${n(p)} ${dot} ${inBrackets(n(terms[i - 1] as number))} + ${inBrackets(n(q))} ${dot} ${inBrackets(n(terms[i - 2] as number))} = ${n(terms[i] as number)}`;
  }
  const answer = terms[target - 1] as number;
  const first = level === 4 ? 2 : 1;
  const steps: string[] = [];
  for (let i = first; i < target; i += 1) steps.push(step(i));
  return {
    question: t(
      `Seka apibrėžta rekurentiškai: ${definition}. Raskite a${subscript(target)}.`,
      `A sequence is defined recursively by ${definition}. Find a${subscript(target)}.`,
    ),
    choices: null,
    input_kind: 'number',
    answer: numberAnswer(answer, language),
    hints: [
      t(
        'Rekurenti formulė kitą narį išreiškia ankstesniais: skaičiuokite narius paeiliui.',
        'The recursive rule gives each term from earlier ones: work them out in order.',
      ),
      steps[0] as string,
      t(
        `Tęskite, kol gausite a${subscript(target)}: ${steps[steps.length - 2] ?? steps[0]}`,
        `Keep going until a${subscript(target)}: ${steps[steps.length - 2] ?? steps[0]}`,
      ),
    ],
    steps,
    explanation: t(
      'Rekurentiškai apibrėžtos sekos narį galima rasti tik žinant ankstesnius, todėl juos skaičiuojame iš eilės.',
      'A term of a recursive sequence needs the earlier terms, so we compute them one after another.',
    ),
  };
}

function apNthTerm(ctx: GeneratorContext): TaskDraft {
  const { rng, level, language, t } = ctx;
  const n = (v: number) => formatNumber(v, language);
  const dot = times(language);
  const a1 = level === 0 ? rng.int(1, 20) : rng.int(-20, 30);
  const d = level === 0 ? rng.int(1, 9) : level === 1 ? rng.int(-9, -1) : rng.nonZero(-12, 12);
  const N = rng.int(level === 0 ? 5 : 10, level === 0 ? 20 : 60);
  const aN = a1 + (N - 1) * d;
  const explanation = t(
    'Aritmetinėje progresijoje kiekvienas narys gaunamas pridedant tą patį skirtumą d, todėl aₙ = a₁ + (n − 1)d.',
    'In an arithmetic progression each term adds the same difference d, so aₙ = a₁ + (n − 1)d.',
  );
  if (level === 4) {
    return {
      question: t(
        `Kelintas aritmetinės progresijos ${progression([a1, a1 + d, a1 + 2 * d], language)}; … narys lygus ${n(aN)}?`,
        `Which term of the arithmetic progression ${progression([a1, a1 + d, a1 + 2 * d], language)}, … is equal to ${n(aN)}?`,
      ),
      choices: null,
      input_kind: 'number',
      answer: numberAnswer(N, language),
      hints: [
        t(`Skirtumas d = ${n(d)}.`, `The common difference is d = ${n(d)}.`),
        t(
          `Sudarykite lygtį ${n(a1)} + (n − 1) ${dot} ${inBrackets(n(d))} = ${n(aN)}.`,
          `Set up ${n(a1)} + (n − 1) ${dot} ${inBrackets(n(d))} = ${n(aN)}.`,
        ),
        t(
          `n − 1 = ${n(aN - a1)} : ${inBrackets(n(d))} = ${N - 1}.`,
          `n − 1 = ${n(aN - a1)} ÷ ${inBrackets(n(d))} = ${N - 1}.`,
        ),
      ],
      steps: [
        `d = ${n(d)}`,
        `${n(a1)} + (n − 1) ${dot} ${inBrackets(n(d))} = ${n(aN)}`,
        `n − 1 = ${N - 1}`,
        `n = ${N}`,
      ],
      explanation,
    };
  }
  let given: string;
  let findD: string[] = [];
  let start = a1;
  if (level <= 1)
    given = t(
      `Aritmetinės progresijos pirmasis narys a₁ = ${n(a1)}, skirtumas d = ${n(d)}.`,
      `An arithmetic progression has a₁ = ${n(a1)} and common difference d = ${n(d)}.`,
    );
  else if (level === 2) {
    given = t(
      `Duota aritmetinė progresija ${progression([a1, a1 + d, a1 + 2 * d], language)}; …`,
      `Consider the arithmetic progression ${progression([a1, a1 + d, a1 + 2 * d], language)}, …`,
    );
    findD = [`d = ${n(a1 + d)} ${MINUS_SIGN} ${inBrackets(n(a1))} = ${n(d)}`];
  } else {
    const m = rng.int(2, 5);
    const k = m + rng.int(2, 6);
    const am = a1 + (m - 1) * d;
    const ak = a1 + (k - 1) * d;
    given = t(
      `Aritmetinės progresijos a${subscript(m)} = ${n(am)}, a${subscript(k)} = ${n(ak)}.`,
      `An arithmetic progression has a${subscript(m)} = ${n(am)} and a${subscript(k)} = ${n(ak)}.`,
    );
    findD = [
      `d = (${n(ak)} ${MINUS_SIGN} ${inBrackets(n(am))}) : ${k - m} = ${n(d)}`.replace(':', t(':', '÷')),
      `a₁ = ${n(am)} ${MINUS_SIGN} ${m - 1} ${dot} ${inBrackets(n(d))} = ${n(a1)}`,
    ];
    start = a1;
  }
  return {
    question: `${given} ${t(`Raskite a${subscript(N)}.`, `Find a${subscript(N)}.`)}`,
    choices: null,
    input_kind: 'number',
    answer: numberAnswer(aN, language),
    hints: [
      t('Taikykite formulę aₙ = a₁ + (n − 1)d.', 'Use aₙ = a₁ + (n − 1)d.'),
      findD.length > 0
        ? findD.join('; ')
        : t(`n = ${N}, todėl n − 1 = ${N - 1}.`, `n = ${N}, so n − 1 = ${N - 1}.`),
      `a${subscript(N)} = ${n(start)} + ${N - 1} ${dot} ${inBrackets(n(d))}`,
    ],
    steps: [...findD, `a${subscript(N)} = ${n(start)} + ${N - 1} ${dot} ${inBrackets(n(d))} = ${n(aN)}`],
    explanation,
  };
}

function apSum(ctx: GeneratorContext): TaskDraft {
  const { rng, level, language, t } = ctx;
  const n = (v: number) => formatNumber(v, language);
  const dot = times(language);
  const explanation = t(
    'Aritmetinės progresijos narių suma Sₙ = (a₁ + aₙ) · n / 2: pirmo ir paskutinio narių vidurkis, padaugintas iš narių skaičiaus.',
    'The sum of an arithmetic progression is Sₙ = (a₁ + aₙ) × n / 2: the mean of the first and last terms times the number of terms.',
  );
  let a1: number;
  let d: number;
  let N: number;
  let question: string;
  let pre: string[] = [];
  if (level === 4) {
    const k = rng.int(3, 19);
    const r = rng.int(0, k - 1);
    const threeDigit = rng.chance(0.4);
    const lo = threeDigit ? 100 : 10;
    const hi = threeDigit ? 999 : 99;
    a1 = lo + ((((r - (lo % k)) % k) + k) % k);
    const last = hi - (((((hi % k) - r) % k) + k) % k);
    d = k;
    N = (last - a1) / k + 1;
    question = t(
      `Apskaičiuokite visų ${threeDigit ? 'triženklių' : 'dviženklių'} natūraliųjų skaičių, kurie ${r === 0 ? `dalijasi iš ${k}` : `dalijami iš ${k} duoda liekaną ${r}`}, sumą.`,
      `Find the sum of all ${threeDigit ? 'three' : 'two'}-digit natural numbers that ${r === 0 ? `are divisible by ${k}` : `leave remainder ${r} when divided by ${k}`}.`,
    );
    pre = [
      t(
        `Tai aritmetinė progresija: a₁ = ${a1}, d = ${k}, aₙ = ${last}`,
        `They form an arithmetic progression: a₁ = ${a1}, d = ${k}, aₙ = ${last}`,
      ),
      `n = (${last} ${MINUS_SIGN} ${a1}) : ${k} + 1 = ${N}`.replace(':', t(':', '÷')),
    ];
  } else {
    a1 = level === 2 ? rng.int(30, 80) : rng.int(1, 20);
    d = level === 2 ? -rng.int(2, 7) : rng.int(2, 9);
    N = rng.int(level === 0 ? 5 : 8, level === 0 ? 15 : 30);
    const aN = a1 + (N - 1) * d;
    if (level === 0 || level === 2)
      question = t(
        `Aritmetinės progresijos a₁ = ${n(a1)}, d = ${n(d)}. Apskaičiuokite pirmųjų ${N} jos narių sumą.`,
        `An arithmetic progression has a₁ = ${n(a1)} and d = ${n(d)}. Find the sum of its first ${N} terms.`,
      );
    else if (level === 1) {
      question = t(
        `Apskaičiuokite aritmetinės progresijos ${progression([a1, a1 + d, a1 + 2 * d], language)}; …; ${n(aN)} narių sumą.`,
        `Find the sum of the arithmetic progression ${progression([a1, a1 + d, a1 + 2 * d], language)}, …, ${n(aN)}.`,
      );
      pre = [
        `d = ${n(d)}`,
        `n = (${n(aN)} ${MINUS_SIGN} ${n(a1)}) : ${n(d)} + 1 = ${N}`.replace(':', t(':', '÷')),
      ];
    } else {
      const m = 3;
      const k = rng.int(5, 8);
      question = t(
        `Aritmetinės progresijos a${subscript(m)} = ${n(a1 + (m - 1) * d)}, a${subscript(k)} = ${n(a1 + (k - 1) * d)}. Apskaičiuokite S${subscript(N)}.`,
        `An arithmetic progression has a${subscript(m)} = ${n(a1 + (m - 1) * d)} and a${subscript(k)} = ${n(a1 + (k - 1) * d)}. Find S${subscript(N)}.`,
      );
      pre = [
        `d = ${n((k - m) * d)} : ${k - m} = ${n(d)}`.replace(':', t(':', '÷')),
        `a₁ = ${n(a1 + (m - 1) * d)} ${MINUS_SIGN} ${m - 1} ${dot} ${n(d)} = ${n(a1)}`,
      ];
    }
  }
  const aN = a1 + (N - 1) * d;
  const sum = ((a1 + aN) * N) / 2;
  return {
    question,
    choices: null,
    input_kind: 'number',
    answer: numberAnswer(sum, language),
    hints: [
      t('Taikykite formulę Sₙ = (a₁ + aₙ) · n / 2.', 'Use Sₙ = (a₁ + aₙ) × n / 2.'),
      pre.length > 0
        ? pre.join('; ')
        : t(
            `Pirmiausia a${subscript(N)} = ${n(a1)} + ${N - 1} · ${inBrackets(n(d))} = ${n(aN)}.`,
            `First a${subscript(N)} = ${n(a1)} + ${N - 1} × ${inBrackets(n(d))} = ${n(aN)}.`,
          ),
      `S${subscript(N)} = (${n(a1)} + ${inBrackets(n(aN))}) ${dot} ${N} / 2`,
    ],
    steps: [
      ...pre,
      `a${subscript(N)} = ${n(aN)}`,
      `S${subscript(N)} = (${n(a1)} + ${inBrackets(n(aN))}) ${dot} ${N} / 2 = ${n(sum)}`,
    ],
    explanation,
  };
}

function gpSum(ctx: GeneratorContext): TaskDraft {
  const { rng, level, language, t } = ctx;
  const n = (v: number | Fraction) =>
    typeof v === 'number' ? formatNumber(v, language) : displayDecimal(v, language);
  const dot = times(language);
  const N = rng.int(level === 0 ? 4 : 3, level === 0 ? 7 : 6);
  let q: Fraction;
  let b1: Fraction;
  if (level === 0) {
    q = fraction(rng.pick([2, 3, -2, -3]));
    b1 = fraction(rng.int(1, 10));
  } else if (level === 1) {
    q = fraction(rng.int(2, 4));
    b1 = fraction(rng.int(1, 12));
  } else if (level === 2) {
    q = fraction(rng.pick([-2, -3]));
    b1 = fraction(rng.nonZero(-10, 10));
  } else if (level === 3) {
    q = fraction(1, rng.pick([2, 3]));
    b1 = fraction(rng.int(1, 30) * q.d ** (N - 1));
  } else {
    q = fraction(rng.pick([2, -2, 3, -3]));
    b1 = fraction(rng.nonZero(-6, 6));
  }
  const term = (k: number) => mul(b1, pow(q, k - 1));
  const bN = term(N);
  const sum = div(
    mul(b1, add(fraction(1), mul(fraction(-1), pow(q, N)))),
    add(fraction(1), mul(fraction(-1), q)),
  );
  const explanation = t(
    'Geometrinėje progresijoje kiekvienas narys q kartų didesnis už ankstesnį: bₙ = b₁qⁿ⁻¹, o Sₙ = b₁(1 − qⁿ)/(1 − q).',
    'In a geometric progression each term is q times the previous one: bₙ = b₁qⁿ⁻¹ and Sₙ = b₁(1 − qⁿ)/(1 − q).',
  );
  if (level === 0) {
    return {
      question: t(
        `Geometrinės progresijos b₁ = ${n(b1)}, vardiklis q = ${n(q)}. Raskite b${subscript(N)}.`,
        `A geometric progression has b₁ = ${n(b1)} and common ratio q = ${n(q)}. Find b${subscript(N)}.`,
      ),
      choices: null,
      input_kind: 'number',
      answer: rationalAnswer(bN, language),
      hints: [
        t('Taikykite formulę bₙ = b₁ · qⁿ⁻¹.', 'Use bₙ = b₁ × qⁿ⁻¹.'),
        t(`Čia n − 1 = ${N - 1}.`, `Here n − 1 = ${N - 1}.`),
        `b${subscript(N)} = ${n(b1)} ${dot} ${inBrackets(n(q))}^${N - 1}`.replace(
          `^${N - 1}`,
          ['', '', '²', '³', '⁴', '⁵', '⁶'][N - 1] ?? '',
        ),
      ],
      steps: [
        `b${subscript(N)} = ${n(b1)} ${dot} ${inBrackets(n(q))}${['', '', '²', '³', '⁴', '⁵', '⁶'][N - 1] ?? ''} = ${n(bN)}`,
      ],
      explanation,
    };
  }
  let question: string;
  let pre: string[] = [];
  if (level === 4) {
    question = t(
      `Geometrinės progresijos b₂ = ${n(term(2))}, b₅ = ${n(term(5))}. Raskite pirmųjų ${N} jos narių sumą.`,
      `A geometric progression has b₂ = ${n(term(2))} and b₅ = ${n(term(5))}. Find the sum of its first ${N} terms.`,
    );
    pre = [
      `q³ = ${n(term(5))} : ${inBrackets(n(term(2)))} = ${n(pow(q, 3))}, q = ${n(q)}`.replace(
        ':',
        t(':', '÷'),
      ),
      `b₁ = ${n(term(2))} : ${inBrackets(n(q))} = ${n(b1)}`.replace(':', t(':', '÷')),
    ];
  } else {
    question = t(
      `Raskite geometrinės progresijos ${progression([b1, term(2), term(3)], language)}; … pirmųjų ${N} narių sumą.`,
      `Find the sum of the first ${N} terms of the geometric progression ${progression([b1, term(2), term(3)], language)}, …`,
    );
    pre = [`q = ${n(term(2))} : ${inBrackets(n(b1))} = ${n(q)}`.replace(':', t(':', '÷'))];
  }
  return {
    question,
    choices: null,
    input_kind: 'number',
    answer: rationalAnswer(sum, language),
    hints: [
      t('Taikykite formulę Sₙ = b₁(1 − qⁿ)/(1 − q).', 'Use Sₙ = b₁(1 − qⁿ)/(1 − q).'),
      pre.join('; '),
      `S${subscript(N)} = ${n(b1)} ${dot} (1 ${MINUS_SIGN} ${inBrackets(n(pow(q, N)))})/(1 ${MINUS_SIGN} ${inBrackets(n(q))})`,
    ],
    steps: [
      ...pre,
      `S${subscript(N)} = ${n(b1)} ${dot} (1 ${MINUS_SIGN} ${inBrackets(n(pow(q, N)))})/(1 ${MINUS_SIGN} ${inBrackets(n(q))}) = ${n(sum)}`,
    ],
    explanation,
  };
}

function infiniteGpSum(ctx: GeneratorContext): TaskDraft {
  const { rng, level, language, t } = ctx;
  const n = (v: Fraction) => displayDecimal(v, language);
  const q =
    level === 0
      ? fraction(1, 2)
      : level === 1
        ? fraction(1, rng.pick([3, 4, 5, 10]))
        : level === 2
          ? fraction(-1, rng.pick([2, 3, 4]))
          : rng.pick([
              fraction(2, 3),
              fraction(3, 4),
              fraction(2, 5),
              fraction(-2, 3),
              fraction(3, 5),
              fraction(-3, 4),
            ]);
  const b1 =
    level === 0
      ? fraction(2 * rng.int(1, 200))
      : level === 3
        ? fraction(q.d * q.d * rng.nonZero(-25, 25))
        : fraction(rng.nonZero(level === 1 ? 1 : -60, 100));
  const sum = div(b1, add(fraction(1), mul(fraction(-1), q)));
  const explanation = t(
    'Kai |q| < 1, nariai artėja prie nulio, o dalinės sumos artėja prie S = b₁/(1 − q).',
    'When |q| < 1 the terms shrink to zero and the partial sums approach S = b₁/(1 − q).',
  );
  if (level === 4) {
    const findFirst = rng.chance(0.5);
    const question = findFirst
      ? t(
          `Nykstamosios geometrinės progresijos suma S = ${n(sum)}, vardiklis q = ${n(q)}. Raskite b₁.`,
          `An infinite geometric series has sum S = ${n(sum)} and common ratio q = ${n(q)}. Find b₁.`,
        )
      : t(
          `Nykstamosios geometrinės progresijos suma S = ${n(sum)}, pirmasis narys b₁ = ${n(b1)}. Raskite vardiklį q.`,
          `An infinite geometric series has sum S = ${n(sum)} and first term b₁ = ${n(b1)}. Find the common ratio q.`,
        );
    return {
      question,
      choices: null,
      input_kind: 'number',
      answer: rationalAnswer(findFirst ? b1 : q, language),
      hints: [
        t('Naudokite S = b₁/(1 − q).', 'Use S = b₁/(1 − q).'),
        findFirst ? `b₁ = S ${times(language)} (1 − q)` : t('Iš čia 1 − q = b₁/S.', 'So 1 − q = b₁/S.'),
        findFirst
          ? `b₁ = ${n(sum)} ${times(language)} (1 ${MINUS_SIGN} ${inBrackets(n(q))})`
          : `1 − q = ${n(b1)}/${inBrackets(n(sum))} = ${n(add(fraction(1), mul(fraction(-1), q)))}`,
      ],
      steps: findFirst
        ? [`b₁ = ${n(sum)} ${times(language)} (1 ${MINUS_SIGN} ${inBrackets(n(q))}) = ${n(b1)}`]
        : [
            `1 − q = ${n(b1)}/${inBrackets(n(sum))} = ${n(add(fraction(1), mul(fraction(-1), q)))}`,
            `q = ${n(q)}`,
          ],
      explanation,
    };
  }
  const terms = [b1, mul(b1, q), mul(b1, mul(q, q))];
  return {
    question: t(
      `Raskite nykstamosios geometrinės progresijos ${progression(terms, language)}; … sumą.`,
      `Find the sum of the infinite geometric series ${terms.map((v) => inBrackets(n(v))).join(' + ')} + …`.replace(
        '+ (−',
        '+ (−',
      ),
    ),
    choices: null,
    input_kind: 'number',
    answer: rationalAnswer(sum, language),
    hints: [
      t('Raskite vardiklį q = b₂ / b₁.', 'Find the ratio q = b₂ / b₁.'),
      t(`q = ${n(q)}, |q| < 1, todėl suma egzistuoja.`, `q = ${n(q)}, |q| < 1, so the sum exists.`),
      `S = ${n(b1)}/(1 ${MINUS_SIGN} ${inBrackets(n(q))})`,
    ],
    steps: [
      `q = ${n(q)}`,
      `S = ${n(b1)}/(1 ${MINUS_SIGN} ${inBrackets(n(q))}) = ${n(b1)}/${inBrackets(n(add(fraction(1), mul(fraction(-1), q))))} = ${n(sum)}`,
    ],
    explanation,
  };
}

export const sequenceGenerators: GeneratorTable = {
  'continue-pattern': continuePattern,
  'recursive-sequence': recursiveSequence,
  'ap-nth-term': apNthTerm,
  'ap-sum': apSum,
  'gp-sum': gpSum,
  'infinite-gp-sum': infiniteGpSum,
};
