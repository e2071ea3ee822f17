import type { Language } from '../../../types.ts';
import { divisionSign, formatNumber, superscript, times } from '../../format.ts';
import { gcd } from '../../fraction.ts';
import type { GeneratorContext, SkillGenerator } from '../../registry.ts';
import { groupContext, pricedItem, savingPurpose } from './contexts.ts';
import { fixedText } from './decimals.ts';
import { capitalise } from './notation.ts';

/** Percentages (topic PCT). Money is kept in whole cents and percentages in tenths so answers stay exact. */

/** An amount of cents as the language writes money: `60,50 €` / `€60.50`, whole euros without decimals. */
export function euros(cents: number, language: Language): string {
  const amount = cents % 100 === 0 ? formatNumber(cents / 100, language) : fixedText(cents, 2, language);
  return language === 'lt' ? `${amount} €` : `€${amount}`;
}

/** Canonical number of euros: 60.5, 240. */
function euroValue(cents: number): string {
  return String(cents / 100);
}

/** A percentage held in tenths of a percent: 125 → `12,5 %` / `12.5%`. */
function percentText(tenths: number, language: Language): string {
  const value = formatNumber(tenths / 10, language);
  return language === 'lt' ? `${value} %` : `${value}%`;
}

/** A whole that makes `tenths`‰ of it a whole number: a multiple of 1000 / gcd(tenths, 1000). */
function wholeFor(rng: GeneratorContext['rng'], tenths: number, min: number, max: number): number {
  const step = 1000 / gcd(tenths, 1000);
  const low = Math.max(1, Math.ceil(min / step));
  const high = Math.max(low, Math.floor(max / step));
  return step * rng.int(low, high);
}

/** Percent levels, in tenths of a percent. */
function percentForLevel(rng: GeneratorContext['rng'], level: number): number {
  if (level === 0) return 10 * rng.pick([10, 20, 25, 50, 75, 5, 30, 40, 60]);
  if (level <= 2) return 10 * rng.int(1, 99);
  return rng.chance(0.5) ? rng.pick([25, 75, 125, 175, 225, 375, 625, 875, 15, 35]) : 10 * rng.int(101, 250);
}

const percentOfAmount: SkillGenerator = ({ rng, level, t, language, interest }) => {
  const f = (v: number) => formatNumber(v, language);
  const p = percentForLevel(rng, level === 4 ? 1 : level);
  const ranges = [
    [20, 400],
    [100, 1000],
    [200, 5000],
    [100, 2000],
    [100, 5000],
  ] as const;
  const range = ranges[level] as readonly [number, number];
  const whole = wholeFor(rng, p, range[0], range[1]);
  const part = (whole * p) / 1000;
  const pText = percentText(p, language);
  const group = groupContext(interest, rng.int(0, 2));
  const rest = level === 4;
  const answer = rest ? whole - part : part;
  let question: string;
  if (interest !== null || rest) {
    question = t(
      `${capitalise(group.wholeLt)} buvo ${f(whole)}. ${pText} jų buvo ${group.partLt}. ${rest ? `Kiek ${group.wholeLt} nebuvo ${group.partLt}?` : `Kiek buvo ${group.partGenLt}?`}`,
      `There were ${f(whole)} ${group.wholeEn}. ${pText} of them were ${group.partEn}. ${rest ? `How many of them were not ${group.partEn}?` : `How many ${group.partEn} were there?`}`,
    );
  } else {
    question = t(`Raskite ${pText} skaičiaus ${f(whole)}.`, `Find ${pText} of ${f(whole)}.`);
  }
  const onePercent = formatNumber(whole / 100, language);
  return {
    question,
    choices: null,
    input_kind: 'number',
    answer: { mode: 'equivalent', options: { form: 'value' }, correct: String(answer), display: f(answer) },
    hints: [
      t('1 % yra šimtoji skaičiaus dalis.', '1% is one hundredth of the number.'),
      t(
        `${pText} = ${formatNumber(p / 1000, language)}, todėl reikia ${f(whole)} padauginti iš ${formatNumber(p / 1000, language)}.`,
        `${pText} = ${formatNumber(p / 1000, language)}, so multiply ${f(whole)} by ${formatNumber(p / 1000, language)}.`,
      ),
      t(
        `1 % skaičiaus ${f(whole)} yra ${onePercent}; padauginkite iš ${formatNumber(p / 10, language)}.`,
        `1% of ${f(whole)} is ${onePercent}; multiply by ${formatNumber(p / 10, language)}.`,
      ),
      rest
        ? t(
            `Radę ${pText} (${f(part)}), atimkite juos iš ${f(whole)}.`,
            `Once you have ${pText} (${f(part)}), subtract it from ${f(whole)}.`,
          )
        : t(
            `${f(whole)} ${times(language)} ${formatNumber(p / 1000, language)} = ?`,
            `${f(whole)} ${times(language)} ${formatNumber(p / 1000, language)} = ?`,
          ),
    ],
    steps: [
      `${f(whole)} ${times(language)} ${formatNumber(p / 1000, language)} = ${f(part)}`,
      ...(rest ? [`${f(whole)} − ${f(part)} = ${f(answer)}`] : []),
    ],
    explanation: t(
      'Procentas yra šimtoji dalis, todėl p % skaičiaus randame skaičių padauginę iš p/100.',
      'A percent is one hundredth, so p% of a number is the number multiplied by p/100.',
    ),
    themed: interest !== null,
  };
};

const findWholeFromPercent: SkillGenerator = ({ rng, level, t, language, interest }) => {
  const f = (v: number) => formatNumber(v, language);
  if (level === 4) {
    // After a discount of p %, the price is y: the original x = y / (1 − p/100).
    const p = rng.pick([5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 60, 75]);
    const x = wholeFor(rng, p * 10, 20, 900);
    const y = (x * (100 - p)) / 100;
    const item = pricedItem(interest, rng.int(0, 3));
    return {
      question: t(
        `${item.lt} po ${p} % nuolaidos kainuoja ${euros(y * 100, language)}. Kiek eurų kainavo prieš nuolaidą?`,
        `${item.en} costs ${euros(y * 100, language)} after a ${p}% discount. How many euros did it cost before the discount?`,
      ),
      choices: null,
      input_kind: 'number',
      answer: { mode: 'equivalent', options: { form: 'value' }, correct: String(x), display: f(x) },
      hints: [
        t('Pradinė kaina – 100 %.', 'The original price is 100%.'),
        t(
          `Po nuolaidos liko 100 % − ${p} % = ${100 - p} % pradinės kainos.`,
          `After the discount ${100 - p}% of the original price is left.`,
        ),
        t(
          `${euros(y * 100, language)} sudaro ${100 - p} %; padalykite iš ${formatNumber((100 - p) / 100, language)}.`,
          `${euros(y * 100, language)} is ${100 - p}%; divide by ${formatNumber((100 - p) / 100, language)}.`,
        ),
      ],
      steps: [
        `100 % − ${p} % = ${100 - p} %`,
        `${formatNumber(y, language)} : ${formatNumber((100 - p) / 100, language)} = ${f(x)}`,
      ],
      explanation: t(
        'Nuolaida skaičiuojama nuo pradinės kainos, todėl nauja kaina yra tam tikri procentai pradinės; pradinę randame dalydami iš tų procentų.',
        'The discount is a percentage of the original price, so the new price is a percentage of the original; dividing by that percentage gives the original.',
      ),
      themed: interest !== null,
    };
  }
  const p = percentForLevel(rng, level);
  const ranges = [
    [20, 400],
    [50, 1000],
    [100, 5000],
    [40, 2000],
  ] as const;
  const range = ranges[level] as readonly [number, number];
  const whole = wholeFor(rng, p, range[0], range[1]);
  const part = (whole * p) / 1000;
  const pText = percentText(p, language);
  const group = groupContext(interest, rng.int(0, 2));
  const question =
    interest !== null
      ? t(
          `${pText} ${group.wholeLt} buvo ${group.partLt}. ${capitalise(group.partGenLt)} buvo ${f(part)}. Kiek iš viso buvo ${group.wholeLt}?`,
          `${pText} of the ${group.wholeEn} were ${group.partEn}. There were ${f(part)} ${group.partEn}. How many ${group.wholeEn} were there in total?`,
        )
      : t(
          `Skaičiaus ${pText} sudaro ${f(part)}. Raskite tą skaičių.`,
          `${pText} of a number is ${f(part)}. Find the number.`,
        );
  return {
    question,
    choices: null,
    input_kind: 'number',
    answer: { mode: 'equivalent', options: { form: 'value' }, correct: String(whole), display: f(whole) },
    hints: [
      t(`${f(part)} – tai ${pText} viso skaičiaus.`, `${f(part)} is ${pText} of the whole.`),
      t(
        `Raskite, kiek sudaro 1 %: ${f(part)} padalykite iš ${formatNumber(p / 10, language)}.`,
        `Find 1%: divide ${f(part)} by ${formatNumber(p / 10, language)}.`,
      ),
      t(
        `1 % yra ${formatNumber(whole / 100, language)}; visas skaičius – 100 %.`,
        `1% is ${formatNumber(whole / 100, language)}; the whole number is 100%.`,
      ),
    ],
    steps: [
      `${percentText(10, language)} = ${f(part)} ${divisionSign(language)} ${formatNumber(p / 10, language)} = ${formatNumber(whole / 100, language)}`,
      `${percentText(1000, language)} = ${formatNumber(whole / 100, language)} ${times(language)} 100 = ${f(whole)}`,
    ],
    explanation: t(
      'Jei žinoma, kiek sudaro p % skaičiaus, pirmiausia randame 1 % (dalome iš p), o tada visą skaičių – 100 %.',
      'When p% of a number is known, find 1% first (divide by p) and then the whole number, 100%.',
    ),
    themed: interest !== null,
  };
};

const percentIncrease: SkillGenerator = ({ rng, level, t, language, interest }) => {
  const item = pricedItem(interest, rng.int(0, 3));
  const pct = (v: number) =>
    language === 'lt' ? `${formatNumber(v, language)} %` : `${formatNumber(v, language)}%`;
  if (level === 4) {
    const up = rng.pick([10, 20, 25, 30, 40, 50]);
    const down = rng.pick([10, 20, 25, 30, 40, 50].filter((x) => x !== up));
    const start = 100 * rng.int(1, 20);
    const mid = (start * (100 + up)) / 100;
    // Whole cents, because start is a multiple of 100 €.
    const endCents = (start * (100 + up) * (100 - down)) / 100;
    const end = endCents / 100;
    const change = ((100 + up) * (100 - down) - 10000) / 100;
    return {
      question: t(
        `${item.lt} kainavo ${euros(start * 100, language)}. Kaina padidėjo ${up} %, o vėliau sumažėjo ${down} %. Keliais procentais pasikeitė kaina, palyginti su pradine? (Sumažėjimą užrašykite neigiamu skaičiumi.)`,
        `${item.en} cost ${euros(start * 100, language)}. Its price rose by ${up}% and later fell by ${down}%. By what percentage did the price change compared with the start? (Write a decrease as a negative number.)`,
      ),
      choices: null,
      input_kind: 'number',
      answer: {
        mode: 'equivalent',
        options: { form: 'value' },
        correct: String(change),
        display: pct(change),
      },
      hints: [
        t(
          'Antrasis pokytis skaičiuojamas nuo jau pakitusios kainos.',
          'The second change is a percentage of the already changed price.',
        ),
        t(
          `Po padidėjimo: ${euros(start * 100, language)} ${times(language)} ${formatNumber((100 + up) / 100, language)} = ${euros(mid * 100, language)}.`,
          `After the rise: ${euros(start * 100, language)} ${times(language)} ${formatNumber((100 + up) / 100, language)} = ${euros(mid * 100, language)}.`,
        ),
        t(
          `Po sumažėjimo: ${euros(mid * 100, language)} ${times(language)} ${formatNumber((100 - down) / 100, language)} = ${euros(endCents, language)}.`,
          `After the fall: ${euros(mid * 100, language)} ${times(language)} ${formatNumber((100 - down) / 100, language)} = ${euros(endCents, language)}.`,
        ),
        t(
          `Pokytis: (${formatNumber(end, language)} − ${formatNumber(start, language)}) : ${formatNumber(start, language)} · 100 %.`,
          `Change: (${formatNumber(end, language)} − ${formatNumber(start, language)}) ÷ ${formatNumber(start, language)} × 100%.`,
        ),
      ],
      steps: [
        `${formatNumber(start, language)} ${times(language)} ${formatNumber((100 + up) / 100, language)} = ${formatNumber(mid, language)}`,
        `${formatNumber(mid, language)} ${times(language)} ${formatNumber((100 - down) / 100, language)} = ${formatNumber(end, language)}`,
        `(${formatNumber(end, language)} − ${formatNumber(start, language)}) ${language === 'lt' ? ':' : '÷'} ${formatNumber(start, language)} ${times(language)} 100 = ${formatNumber(change, language)}`,
      ],
      explanation: t(
        'Procentiniai pokyčiai nesudedami, nes kiekvienas skaičiuojamas nuo skirtingo dydžio; juos reikia dauginti kaip koeficientus.',
        'Percentage changes do not add up, because each is taken of a different amount; multiply their factors instead.',
      ),
      themed: interest !== null,
    };
  }
  const decrease = level === 2 || (level === 3 && rng.chance(0.5));
  // Level 3 uses changes in tenths of a percent (12,5 %).
  const tenths =
    level === 3
      ? rng.pick([25, 75, 125, 175, 225, 375, 625, 875])
      : 10 * (level === 0 ? rng.pick([10, 20, 25, 50, 5, 30, 40, 75]) : rng.int(1, 60));
  const startEuros = wholeFor(rng, tenths, 10, level === 0 ? 300 : 800);
  const delta = (startEuros * tenths) / 1000;
  const endEuros = decrease ? startEuros - delta : startEuros + delta;
  const change = tenths / 10;
  return {
    question: t(
      `${item.lt} kainavo ${euros(startEuros * 100, language)}, o dabar kainuoja ${euros(endEuros * 100, language)}. Keliais procentais ${decrease ? 'sumažėjo' : 'padidėjo'} kaina?`,
      `${item.en} cost ${euros(startEuros * 100, language)} and now costs ${euros(endEuros * 100, language)}. By what percentage did the price ${decrease ? 'decrease' : 'increase'}?`,
    ),
    choices: null,
    input_kind: 'number',
    answer: { mode: 'equivalent', options: { form: 'value' }, correct: String(change), display: pct(change) },
    hints: [
      t(
        'Pokytį lyginkite su pradine kaina – ji yra 100 %.',
        'Compare the change with the original price, which is 100%.',
      ),
      t(
        `Kaina pasikeitė ${euros(delta * 100, language)}.`,
        `The price changed by ${euros(delta * 100, language)}.`,
      ),
      t(
        `Padalykite ${formatNumber(delta, language)} iš ${formatNumber(startEuros, language)} ir padauginkite iš 100.`,
        `Divide ${formatNumber(delta, language)} by ${formatNumber(startEuros, language)} and multiply by 100.`,
      ),
    ],
    steps: [
      `${formatNumber(decrease ? startEuros : endEuros, language)} − ${formatNumber(decrease ? endEuros : startEuros, language)} = ${formatNumber(delta, language)}`,
      `${formatNumber(delta, language)} ${language === 'lt' ? ':' : '÷'} ${formatNumber(startEuros, language)} ${times(language)} 100 = ${formatNumber(change, language)}`,
    ],
    explanation: t(
      'Pokytis procentais – tai pokyčio ir pradinės reikšmės santykis, išreikštas procentais: pradinė reikšmė visada yra 100 %.',
      'A percentage change is the change divided by the original value, written as a percentage: the original value is always 100%.',
    ),
    themed: interest !== null,
  };
};

function depositText(ctx: GeneratorContext, principal: number, rate: string, kind: 'simple' | 'compound') {
  const { t, language, interest } = ctx;
  const lt = kind === 'simple' ? 'metinėmis paprastosiomis palūkanomis' : 'metinėmis sudėtinėmis palūkanomis';
  const en = kind === 'simple' ? 'simple annual interest' : 'annual compound interest';
  if (interest !== null) {
    const purpose = savingPurpose(interest);
    return t(
      `Taupydama ${purpose.lt}, šeima į banką padėjo ${euros(principal * 100, language)} su ${rate} ${lt}.`,
      `Saving for ${purpose.en}, a family deposits ${euros(principal * 100, language)} at ${rate} ${en}.`,
    );
  }
  return t(
    `Į banką padėta ${euros(principal * 100, language)} su ${rate} ${lt}.`,
    `${euros(principal * 100, language)} is deposited at ${rate} ${en}.`,
  );
}

const simpleInterest: SkillGenerator = (ctx) => {
  const { rng, level, t, language, interest } = ctx;
  const f = (v: number) => formatNumber(v, language);
  const rate = rng.int(1, level === 0 ? 10 : 9);
  const years = level === 0 ? 1 : rng.int(2, level >= 3 ? 8 : 6);
  const principal = 100 * rng.int(level === 0 ? 1 : 5, level >= 2 ? 200 : 50);
  const interestCents = principal * rate * years;
  const rateText = language === 'lt' ? `${rate} %` : `${rate}%`;
  const yearsLt = years === 1 ? 'vienerius metus' : `${years} metus`;
  const yearsEn = years === 1 ? '1 year' : `${years} years`;
  const m = times(language);
  const formula = `${f(principal)} ${m} ${formatNumber(rate / 100, language)} ${m} ${years}`;
  const common = {
    choices: null,
    input_kind: 'number' as const,
    explanation: t(
      'Paprastosios palūkanos kasmet skaičiuojamos nuo tos pačios pradinės sumos, todėl per n metų jos lygios P · r/100 · n.',
      'Simple interest is worked out on the same starting sum every year, so after n years it is P × r/100 × n.',
    ),
    themed: interest !== null,
  };
  if (level <= 2) {
    const askTotal = level === 2;
    const answerCents = askTotal ? principal * 100 + interestCents : interestCents;
    const text = depositText(ctx, principal, rateText, 'simple');
    return {
      ...common,
      question: t(
        `${text} ${askTotal ? `Kokia suma (€) bus sąskaitoje po ${years} metų?` : `Kiek palūkanų (€) susikaups per ${yearsLt}?`}`,
        `${text} ${askTotal ? `How much (€) will be in the account after ${yearsEn}?` : `How much interest (€) is earned in ${yearsEn}?`}`,
      ),
      answer: {
        mode: 'equivalent',
        options: { form: 'value' },
        correct: euroValue(answerCents),
        display: euros(answerCents, language),
      },
      hints: [
        t(
          `Per vienerius metus palūkanos – ${rateText} pradinės sumos.`,
          `Each year the interest is ${rateText} of the starting sum.`,
        ),
        t(
          `Vienų metų palūkanos: ${f(principal)} ${m} ${formatNumber(rate / 100, language)} = ${euros(principal * rate, language)}.`,
          `One year's interest: ${f(principal)} ${m} ${formatNumber(rate / 100, language)} = ${euros(principal * rate, language)}.`,
        ),
        askTotal
          ? t(
              `Padauginkite iš ${years} ir pridėkite pradinę sumą ${euros(principal * 100, language)}.`,
              `Multiply by ${years} and add the starting ${euros(principal * 100, language)}.`,
            )
          : t(`Padauginkite iš metų skaičiaus: ${formula}.`, `Multiply by the number of years: ${formula}.`),
      ],
      steps: [
        `${formula} = ${f(interestCents / 100)}`,
        ...(askTotal ? [`${f(principal)} + ${f(interestCents / 100)} = ${f(answerCents / 100)}`] : []),
      ],
    };
  }
  if (level === 3) {
    const text =
      interest !== null
        ? t(
            `Taupydama ${savingPurpose(interest).lt}, šeima į banką padėjo ${euros(principal * 100, language)}.`,
            `Saving for ${savingPurpose(interest).en}, a family deposits ${euros(principal * 100, language)}.`,
          )
        : t(
            `Į banką padėta ${euros(principal * 100, language)}.`,
            `${euros(principal * 100, language)} is deposited in a bank.`,
          );
    return {
      ...common,
      question: t(
        `${text} Per ${yearsLt} susikaupė ${euros(interestCents, language)} paprastųjų palūkanų. Kokia metinė palūkanų norma (%)?`,
        `${text} In ${yearsEn} it earns ${euros(interestCents, language)} simple interest. What is the annual interest rate (%)?`,
      ),
      answer: { mode: 'equivalent', options: { form: 'value' }, correct: String(rate), display: rateText },
      hints: [
        t('Paprastosios palūkanos: I = P · r/100 · n.', 'Simple interest: I = P × r/100 × n.'),
        t(
          `Vienų metų palūkanos: ${euros(interestCents, language)} : ${years} = ${euros(interestCents / years, language)}.`,
          `One year's interest: ${euros(interestCents, language)} ÷ ${years} = ${euros(interestCents / years, language)}.`,
        ),
        t(
          `Kiek procentų ${f(principal)} sudaro ${f(interestCents / years / 100)}? Padalykite ir padauginkite iš 100.`,
          `What percentage of ${f(principal)} is ${f(interestCents / years / 100)}? Divide and multiply by 100.`,
        ),
      ],
      steps: [
        `${f(interestCents / 100)} ${language === 'lt' ? ':' : '÷'} ${years} = ${f(interestCents / years / 100)}`,
        `${f(interestCents / years / 100)} ${language === 'lt' ? ':' : '÷'} ${f(principal)} ${m} 100 = ${rate}`,
      ],
    };
  }
  const totalCents = principal * 100 + interestCents;
  const text = depositText(ctx, principal, rateText, 'simple');
  return {
    ...common,
    question: t(
      `${text} Po kiek metų sąskaitoje bus ${euros(totalCents, language)}?`,
      `${text} After how many years will there be ${euros(totalCents, language)} in the account?`,
    ),
    answer: {
      mode: 'equivalent',
      options: { form: 'value' },
      correct: String(years),
      display: String(years),
    },
    hints: [
      t(
        `Palūkanos turi sudaryti ${euros(totalCents, language)} − ${euros(principal * 100, language)} = ${euros(interestCents, language)}.`,
        `The interest must be ${euros(totalCents, language)} − ${euros(principal * 100, language)} = ${euros(interestCents, language)}.`,
      ),
      t(
        `Per vienerius metus susikaupia ${euros(principal * rate, language)}.`,
        `Each year ${euros(principal * rate, language)} is earned.`,
      ),
      t(
        `Padalykite ${f(interestCents / 100)} iš ${f((principal * rate) / 100)}.`,
        `Divide ${f(interestCents / 100)} by ${f((principal * rate) / 100)}.`,
      ),
    ],
    steps: [
      `${f(totalCents / 100)} − ${f(principal)} = ${f(interestCents / 100)}`,
      `${f(principal)} ${m} ${formatNumber(rate / 100, language)} = ${f((principal * rate) / 100)}`,
      `${f(interestCents / 100)} ${language === 'lt' ? ':' : '÷'} ${f((principal * rate) / 100)} = ${years}`,
    ],
  };
};

/** Cents rounded half up from an exact fraction numerator / denominator (BigInt: no float error). */
function roundedCents(numerator: bigint, denominator: bigint): number {
  return Number((2n * numerator + denominator) / (2n * denominator));
}

const compoundInterest: SkillGenerator = (ctx) => {
  const { rng, level, t, language, interest } = ctx;
  const rate = level === 0 ? 10 : rng.int(1, level >= 3 ? 12 : 9);
  const years = level <= 1 ? 2 : level === 2 ? 3 : rng.int(3, level === 3 ? 4 : 6);
  const principal = level <= 1 ? 100 * rng.int(1, 300) : 100 * rng.int(5, 300);
  const askInterest = level >= 3 && rng.chance(0.5);
  const factor = BigInt(100 + rate);
  // Amount in cents = principal · 100 · (100 + r)^n / 100^n.
  const numerator = BigInt(principal) * 100n * factor ** BigInt(years);
  const denominator = 100n ** BigInt(years);
  const amountCents = roundedCents(numerator, denominator);
  const exact = numerator % denominator === 0n;
  const answerCents = askInterest ? amountCents - principal * 100 : amountCents;
  const rateText = language === 'lt' ? `${rate} %` : `${rate}%`;
  const text = depositText(ctx, principal, rateText, 'compound');
  const rounding = exact
    ? ''
    : t(' Atsakymą suapvalinkite iki centų.', ' Round your answer to the nearest cent.');
  const m = times(language);
  const growth = formatNumber((100 + rate) / 100, language);
  const yearLines: string[] = [];
  let running = BigInt(principal) * 100n;
  let runningDen = 1n;
  for (let y = 1; y <= Math.min(years, 3); y += 1) {
    running *= factor;
    runningDen *= 100n;
    yearLines.push(
      t(
        `Po ${y} m.: ${euros(roundedCents(running, runningDen), language)}${running % runningDen === 0n ? '' : ' (apytiksliai)'}`,
        `After ${y} year${y > 1 ? 's' : ''}: ${euros(roundedCents(running, runningDen), language)}${running % runningDen === 0n ? '' : ' (approximately)'}`,
      ),
    );
  }
  return {
    question: t(
      `${text} ${askInterest ? `Kiek palūkanų (€) susikaups per ${years} metus?` : `Kokia suma (€) bus sąskaitoje po ${years} metų?`}${rounding}`,
      `${text} ${askInterest ? `How much interest (€) is earned in ${years} years?` : `How much (€) will be in the account after ${years} years?`}${rounding}`,
    ),
    choices: null,
    input_kind: 'number',
    answer: exact
      ? {
          mode: 'equivalent',
          options: { form: 'value' },
          correct: euroValue(answerCents),
          display: euros(answerCents, language),
        }
      : {
          mode: 'decimal_places',
          correct: fixedText(answerCents, 2, null),
          options: { places: 2 },
          display: euros(answerCents, language),
        },
    hints: [
      t(
        'Sudėtinės palūkanos kasmet skaičiuojamos nuo sumos, kuri jau yra sąskaitoje.',
        'Compound interest is worked out each year on the sum already in the account.',
      ),
      t(`Kasmet suma padauginama iš ${growth}.`, `Each year the sum is multiplied by ${growth}.`),
      t(
        `Po ${years} metų: ${formatNumber(principal, language)} ${m} ${growth}${years > 1 ? superscript(years) : ''}.`,
        `After ${years} years: ${formatNumber(principal, language)} ${m} ${growth}${years > 1 ? superscript(years) : ''}.`,
      ),
      askInterest
        ? t(
            `Iš gautos sumos atimkite pradinę ${euros(principal * 100, language)}.`,
            `Subtract the starting ${euros(principal * 100, language)} from the final sum.`,
          )
        : t(
            'Skaičiuokite tiksliai ir apvalinkite tik pabaigoje.',
            'Keep full accuracy and round only at the end.',
          ),
    ],
    steps: [
      `${formatNumber(principal, language)} ${m} ${growth}${superscript(years)} ${exact ? '=' : '≈'} ${euros(amountCents, language)}`,
      ...yearLines,
      ...(askInterest
        ? [
            `${euros(amountCents, language)} − ${euros(principal * 100, language)} = ${euros(answerCents, language)}`,
          ]
        : []),
    ],
    explanation: t(
      'Kiekvienais metais prie sumos pridedama r % jos pačios, t. y. suma padauginama iš (1 + r/100); po n metų gauname P · (1 + r/100)ⁿ.',
      'Each year r% of the current sum is added, so the sum is multiplied by (1 + r/100); after n years it is P × (1 + r/100)ⁿ.',
    ),
    themed: interest !== null,
  };
};

const priceWithVat: SkillGenerator = ({ rng, level, t, language, interest }) => {
  const item = pricedItem(interest, rng.int(0, 3));
  const vat = level === 2 ? rng.pick([9, 5]) : 21;
  const vatText = language === 'lt' ? `${vat} %` : `${vat}%`;
  const net = level === 0 ? 100 * rng.int(1, 30) : rng.int(3, 2000);
  const taxCents = net * vat;
  const grossCents = net * 100 + taxCents;
  const m = times(language);
  const f = (v: number) => formatNumber(v, language);
  const base = {
    choices: null,
    input_kind: 'number' as const,
    explanation: t(
      'PVM skaičiuojamas nuo kainos be PVM: kaina su PVM = kaina be PVM · (1 + tarifas/100). Atvirkščiai, kainą be PVM randame dalydami iš (1 + tarifas/100).',
      'VAT is a percentage of the price before VAT: price with VAT = price before VAT × (1 + rate/100). The other way, divide by (1 + rate/100).',
    ),
    themed: interest !== null,
  };
  if (level === 0) {
    return {
      ...base,
      question: t(
        `${item.lt} be PVM kainuoja ${euros(net * 100, language)}. Kiek eurų sudaro ${vatText} PVM?`,
        `${item.en} costs ${euros(net * 100, language)} before VAT. How many euros is the ${vatText} VAT?`,
      ),
      answer: {
        mode: 'equivalent',
        options: { form: 'value' },
        correct: euroValue(taxCents),
        display: euros(taxCents, language),
      },
      hints: [
        t(`PVM yra ${vatText} kainos be PVM.`, `VAT is ${vatText} of the price before VAT.`),
        t(`1 % kainos yra ${euros(net, language)}.`, `1% of the price is ${euros(net, language)}.`),
        t(
          `${f(net)} ${m} ${formatNumber(vat / 100, language)} = ?`,
          `${f(net)} ${m} ${formatNumber(vat / 100, language)} = ?`,
        ),
      ],
      steps: [`${f(net)} ${m} ${formatNumber(vat / 100, language)} = ${f(taxCents / 100)}`],
    };
  }
  if (level <= 2) {
    return {
      ...base,
      question: t(
        `${item.lt} be PVM kainuoja ${euros(net * 100, language)}. Kokia kaina (€) su PVM, jei PVM tarifas ${vatText}?`,
        `${item.en} costs ${euros(net * 100, language)} before VAT. What is its price (€) including VAT if the VAT rate is ${vatText}?`,
      ),
      answer: {
        mode: 'equivalent',
        options: { form: 'value' },
        correct: euroValue(grossCents),
        display: euros(grossCents, language),
      },
      hints: [
        t(
          `Kaina su PVM = kaina be PVM + ${vatText} jos.`,
          `Price with VAT = price before VAT + ${vatText} of it.`,
        ),
        t(
          `PVM: ${f(net)} ${m} ${formatNumber(vat / 100, language)} = ${f(taxCents / 100)}.`,
          `VAT: ${f(net)} ${m} ${formatNumber(vat / 100, language)} = ${f(taxCents / 100)}.`,
        ),
        t(
          `Arba iš karto: ${f(net)} ${m} ${formatNumber((100 + vat) / 100, language)}.`,
          `Or in one go: ${f(net)} ${m} ${formatNumber((100 + vat) / 100, language)}.`,
        ),
      ],
      steps: [`${f(net)} ${m} ${formatNumber((100 + vat) / 100, language)} = ${f(grossCents / 100)}`],
    };
  }
  const askTax = level === 4;
  const answerCents = askTax ? taxCents : net * 100;
  return {
    ...base,
    question: t(
      `${item.lt} su ${vatText} PVM kainuoja ${euros(grossCents, language)}. ${askTax ? 'Kiek eurų sudaro PVM?' : 'Kokia kaina (€) be PVM?'}`,
      `${item.en} costs ${euros(grossCents, language)} including ${vatText} VAT. ${askTax ? 'How many euros of that is VAT?' : 'What is the price (€) before VAT?'}`,
    ),
    answer: {
      mode: 'equivalent',
      options: { form: 'value' },
      correct: euroValue(answerCents),
      display: euros(answerCents, language),
    },
    hints: [
      t(
        `Kaina su PVM sudaro ${100 + vat} % kainos be PVM.`,
        `The price with VAT is ${100 + vat}% of the price before VAT.`,
      ),
      t(
        `Kaina be PVM: ${f(grossCents / 100)} : ${formatNumber((100 + vat) / 100, language)}.`,
        `Price before VAT: ${f(grossCents / 100)} ÷ ${formatNumber((100 + vat) / 100, language)}.`,
      ),
      askTax
        ? t(
            'PVM – tai skirtumas tarp kainos su PVM ir kainos be PVM.',
            'The VAT is the difference between the price with VAT and the price before VAT.',
          )
        : t(
            `Patikrinkite: ${f(net)} ${m} ${formatNumber((100 + vat) / 100, language)} turi būti ${f(grossCents / 100)}.`,
            `Check: ${f(net)} ${m} ${formatNumber((100 + vat) / 100, language)} should be ${f(grossCents / 100)}.`,
          ),
    ],
    steps: [
      `${f(grossCents / 100)} ${language === 'lt' ? ':' : '÷'} ${formatNumber((100 + vat) / 100, language)} = ${f(net)}`,
      ...(askTax ? [`${f(grossCents / 100)} − ${f(net)} = ${f(taxCents / 100)}`] : []),
    ],
  };
};

export const percentageGenerators = {
  'percent-of-amount': percentOfAmount,
  'find-whole-from-percent': findWholeFromPercent,
  'percent-increase': percentIncrease,
  'simple-interest': simpleInterest,
  'compound-interest': compoundInterest,
  'price-with-vat': priceWithVat,
} satisfies Record<string, SkillGenerator>;
