import { formatNumber } from '../../format.ts';
import {
  canonicalDecimal,
  displayDecimal,
  div,
  type Fraction,
  fraction,
  mul,
  toNumber,
} from '../../fraction.ts';
import type { Interest } from '../../interests.ts';
import type { GeneratorContext, TaskDraft } from '../../registry.ts';
import {
  ltCount,
  quantityText,
  SHORT_DECIMAL_PLACES,
  shuffledChoices as shuffledChoices3,
} from './answers.ts';

/** Ratio and proportion (RAT): sharing in a ratio, proportions, direct and inverse proportion, scale. */

type Share = {
  /** `(total, recipients count, ratio text)` → the first sentence. */
  lt: (total: string, count: number, ratio: string) => string;
  en: (total: string, count: number, ratio: string) => string;
  /** The question; `size` is `smaller`/`larger` (two) or `smallest`/`largest` (three). */
  askLt: (size: string) => string;
  askEn: (size: string) => string;
  unit: { lt: string; en: string };
  /** Whether the unit is written before the number in English (€). */
  euro: boolean;
};

const LT_COUNT = ['', '', 'dviem', 'trims'];
const EN_COUNT = ['', '', 'two', 'three'];

const SHARES: Record<Interest | 'neutral', Share> = {
  neutral: {
    lt: (t, n, r) => `${t} € padalyta ${LT_COUNT[n]} broliams santykiu ${r}.`,
    en: (t, n, r) => `€${t} is shared between ${EN_COUNT[n]} brothers in the ratio ${r}.`,
    askLt: (s) => `Kiek eurų gavo brolis, kuriam teko ${s} dalis?`,
    askEn: (s) => `How many euros does the brother with the ${s} share receive?`,
    unit: { lt: '€', en: '€' },
    euro: true,
  },
  sports: {
    lt: (t, n, r) => `${t} € prizinis fondas padalytas ${LT_COUNT[n]} komandoms santykiu ${r}.`,
    en: (t, n, r) => `A prize fund of €${t} is split between ${EN_COUNT[n]} teams in the ratio ${r}.`,
    askLt: (s) => `Kiek eurų gavo komanda, kuriai teko ${s} dalis?`,
    askEn: (s) => `How many euros does the team with the ${s} share get?`,
    unit: { lt: '€', en: '€' },
    euro: true,
  },
  music: {
    lt: (t, n, r) => `${t} € koncerto pajamų padalyta ${LT_COUNT[n]} grupėms santykiu ${r}.`,
    en: (t, n, r) => `Concert takings of €${t} are split between ${EN_COUNT[n]} bands in the ratio ${r}.`,
    askLt: (s) => `Kiek eurų gavo grupė, kuriai teko ${s} dalis?`,
    askEn: (s) => `How many euros does the band with the ${s} share get?`,
    unit: { lt: '€', en: '€' },
    euro: true,
  },
  games: {
    lt: (t, n, r) => `${t} € žaidimų turnyro prizas padalytas ${LT_COUNT[n]} žaidėjams santykiu ${r}.`,
    en: (t, n, r) =>
      `A gaming tournament prize of €${t} is split between ${EN_COUNT[n]} players in the ratio ${r}.`,
    askLt: (s) => `Kiek eurų gavo žaidėjas, kuriam teko ${s} dalis?`,
    askEn: (s) => `How many euros does the player with the ${s} share get?`,
    unit: { lt: '€', en: '€' },
    euro: true,
  },
  animals: {
    lt: (t, n, r) => `${t} kg pašaro padalyta ${LT_COUNT[n]} aptvarams santykiu ${r}.`,
    en: (t, n, r) => `${t} kg of animal feed is shared between ${EN_COUNT[n]} enclosures in the ratio ${r}.`,
    askLt: (s) => `Kiek kilogramų pašaro gavo aptvaras, kuriam teko ${s} dalis?`,
    askEn: (s) => `How many kilograms of feed does the enclosure with the ${s} share get?`,
    unit: { lt: 'kg', en: 'kg' },
    euro: false,
  },
  space: {
    lt: (t, n, r) => `${t} t raketos kuro paskirstyta ${LT_COUNT[n]} pakopoms santykiu ${r}.`,
    en: (t, n, r) => `${t} t of rocket fuel is divided between ${EN_COUNT[n]} stages in the ratio ${r}.`,
    askLt: (s) => `Kiek tonų kuro teko pakopai, kuriai teko ${s} dalis?`,
    askEn: (s) => `How many tonnes of fuel does the stage with the ${s} share get?`,
    unit: { lt: 't', en: 't' },
    euro: false,
  },
  cooking: {
    lt: (t, n, r) => `${t} g miltų padalyta ${LT_COUNT[n]} pyragams santykiu ${r}.`,
    en: (t, n, r) => `${t} g of flour is shared between ${EN_COUNT[n]} cakes in the ratio ${r}.`,
    askLt: (s) => `Kiek gramų miltų teko pyragui, kuriam teko ${s} dalis?`,
    askEn: (s) => `How many grams of flour go into the cake with the ${s} share?`,
    unit: { lt: 'g', en: 'g' },
    euro: false,
  },
  travel: {
    lt: (t, n, r) => `${t} km maršrutas padalytas į ${n === 2 ? 'dvi' : 'tris'} dienas santykiu ${r}.`,
    en: (t, n, r) => `A ${t} km route is split into ${EN_COUNT[n]} days in the ratio ${r}.`,
    askLt: (s) => `Kiek kilometrų reikia nueiti tą dieną, kuriai teko ${s} dalis?`,
    askEn: (s) => `How many kilometres are covered on the day with the ${s} share?`,
    unit: { lt: 'km', en: 'km' },
    euro: false,
  },
  money: {
    lt: (t, n, r) => `${t} € santaupų padalyta ${LT_COUNT[n]} taupyklėms santykiu ${r}.`,
    en: (t, n, r) => `Savings of €${t} are split between ${EN_COUNT[n]} money boxes in the ratio ${r}.`,
    askLt: (s) => `Kiek eurų įdėta į taupyklę, kuriai teko ${s} dalis?`,
    askEn: (s) => `How many euros go into the money box with the ${s} share?`,
    unit: { lt: '€', en: '€' },
    euro: true,
  },
};

function amount(value: number, share: Share, ctx: GeneratorContext): string {
  const n = formatNumber(value, ctx.language);
  if (ctx.language === 'en' && share.euro) return `€${n}`;
  return `${n} ${share.unit[ctx.language]}`;
}

function themedShare(ctx: GeneratorContext): { share: Share; themed: boolean } {
  return ctx.interest
    ? { share: SHARES[ctx.interest], themed: true }
    : { share: SHARES.neutral, themed: false };
}

export function divideInRatio(ctx: GeneratorContext): TaskDraft {
  const { rng, level, t } = ctx;
  const three = level >= 3;
  const maxPart = [5, 9, 12, 9, 12][level] as number;
  // Distinct parts with no common factor, drawn directly so that no retry loop is needed.
  const a = rng.int(1, maxPart - 1);
  const b = rng.int(a + 1, maxPart);
  const c = three ? rng.int(b + 1, maxPart + 3) : 0;
  const g = three ? gcdAll(a, b, c) : gcdAll(a, b);
  const parts = (three ? [a, b, c] : [a, b]).map((p) => p / g);
  const k = rng.int(2, [12, 25, 40, 30, 50][level] as number);
  const sum = parts.reduce((s, p) => s + p, 0);
  const total = sum * k;
  const smallest = Math.min(...parts);
  const largest = Math.max(...parts);
  const mode = level === 0 ? 'small' : level === 4 ? 'difference' : rng.pick(['small', 'large'] as const);
  const order = rng.shuffle(parts);
  const ratio = order.join(' : ');
  const { share, themed } = themedShare(ctx);
  const totalText = formatNumber(total, ctx.language);
  const intro = t(share.lt(totalText, parts.length, ratio), share.en(totalText, parts.length, ratio));
  let ask: string;
  let answer: number;
  if (mode === 'difference') {
    ask = t(
      `Kiek didžiausia dalis didesnė už mažiausią (${share.unit.lt})?`,
      `By how much is the largest share bigger than the smallest (in ${share.unit.en})?`,
    );
    answer = (largest - smallest) * k;
  } else {
    const lt = three
      ? mode === 'small'
        ? 'mažiausia'
        : 'didžiausia'
      : mode === 'small'
        ? 'mažesnė'
        : 'didesnė';
    const en = three ? (mode === 'small' ? 'smallest' : 'largest') : mode === 'small' ? 'smaller' : 'larger';
    ask = t(share.askLt(lt), share.askEn(en));
    answer = (mode === 'small' ? smallest : largest) * k;
  }
  const pick = mode === 'small' ? smallest : largest;
  const one = amount(k, share, ctx);
  const steps = [
    t(
      `Iš viso dalių: ${parts.join(' + ')} = ${sum}.`,
      `Total number of parts: ${parts.join(' + ')} = ${sum}.`,
    ),
    t(
      `Viena dalis: ${totalText} : ${sum} = ${formatNumber(k, 'lt')}.`,
      `One part: ${totalText} ÷ ${sum} = ${formatNumber(k, 'en')}.`,
    ),
    mode === 'difference'
      ? t(
          `Skirtumas: (${largest} − ${smallest}) · ${k} = ${formatNumber(answer, 'lt')}.`,
          `Difference: (${largest} − ${smallest}) × ${k} = ${formatNumber(answer, 'en')}.`,
        )
      : t(
          `Ieškoma dalis: ${pick} · ${k} = ${formatNumber(answer, 'lt')}.`,
          `The share: ${pick} × ${k} = ${formatNumber(answer, 'en')}.`,
        ),
  ];
  return {
    question: `${intro} ${ask}`,
    choices: null,
    input_kind: 'number',
    themed,
    answer: {
      mode: 'equivalent',
      options: { form: 'value' },
      correct: String(answer),
      display: amount(answer, share, ctx),
    },
    hints: [
      t(
        'Santykis rodo, iš kiek lygių dalių susideda visas kiekis.',
        'The ratio tells you how many equal parts the whole is made of.',
      ),
      t(
        `Sudėkite santykio narius: ${parts.join(' + ')} = ${sum}.`,
        `Add the terms of the ratio: ${parts.join(' + ')} = ${sum}.`,
      ),
      t(`Viena dalis lygi ${totalText} : ${sum} = ${one}.`, `One part is ${totalText} ÷ ${sum} = ${one}.`),
      mode === 'difference'
        ? t(
            `Didžiausia ir mažiausia dalis skiriasi ${largest - smallest} dalimis: padauginkite ${largest - smallest} iš ${one}.`,
            `The largest and smallest shares differ by ${largest - smallest} parts: multiply ${largest - smallest} by ${one}.`,
          )
        : t(`Padauginkite ${pick} iš vienos dalies (${one}).`, `Multiply ${pick} by one part (${one}).`),
    ],
    steps,
    explanation: t(
      'Dalijant santykiu visas kiekis suskaidomas į tiek lygių dalių, kiek yra santykio narių sumoje; kiekvienas gauna tiek dalių, koks jo santykio narys.',
      'Sharing in a ratio splits the whole into as many equal parts as the terms of the ratio add up to; each share is its term times one part.',
    ),
  };
}

function gcdAll(...values: number[]): number {
  return values.reduce((g, v) => {
    let x = g;
    let y = v;
    while (y !== 0) [x, y] = [y, x % y];
    return x;
  });
}

export function solveProportion(ctx: GeneratorContext): TaskDraft {
  const { rng, level, t, language } = ctx;
  const colon = ' : ';
  // x : a = b : c, built from the answer. Level 0: x first and a whole answer; later any position,
  // decimal answers, and at the top a bracket (x + p) : a = b : c.
  const c = level <= 1 ? rng.int(2, 12) : rng.pick([2, 4, 5, 8, 10, 20, 25]);
  const b = rng.intExcept(1, 15, [c]);
  const a = level <= 1 ? c * rng.int(2, 9) : rng.int(2, 40);
  const x = div(mul(fraction(a), fraction(b)), fraction(c)); // x = a·b/c
  const shift = level === 4 ? rng.nonZero(-9, 9) : 0;
  const position = level === 0 ? 0 : rng.int(0, 3);
  const unknown = shift === 0 ? 'x' : shift > 0 ? `(x + ${shift})` : `(x − ${-shift})`;
  // Positions: x : a = b : c, a : x = c : b, b : c = x : a, c : b = a : x — all say x·c = a·b.
  const show = (n: number) => formatNumber(n, language);
  const terms = [
    [unknown, show(a), show(b), show(c)],
    [show(a), unknown, show(c), show(b)],
    [show(b), show(c), unknown, show(a)],
    [show(c), show(b), show(a), unknown],
  ][position] as string[];
  const equation = `${terms[0]}${colon}${terms[1]} = ${terms[2]}${colon}${terms[3]}`;
  const answer = shift === 0 ? x : fraction(x.n - shift * x.d, x.d);
  const product = displayDecimal(x, language, SHORT_DECIMAL_PLACES);
  const answerText = displayDecimal(answer, language, SHORT_DECIMAL_PLACES);
  const steps = [
    t(
      `Proporcijos kraštinių narių sandauga lygi vidurinių narių sandaugai: ${unknown} · ${c} = ${a} · ${b}.`,
      `The product of the extremes equals the product of the means: ${unknown} × ${c} = ${a} × ${b}.`,
    ),
    t(`${unknown} = ${a * b} : ${c} = ${product}`, `${unknown} = ${a * b} ÷ ${c} = ${product}`),
  ];
  if (shift !== 0) steps.push(`x = ${product} ${shift > 0 ? '−' : '+'} ${Math.abs(shift)} = ${answerText}`);
  return {
    question: t(`Išspręskite proporciją ${equation}.`, `Solve the proportion ${equation}.`),
    choices: null,
    input_kind: 'number',
    answer: {
      mode: 'equivalent',
      options: { form: 'value' },
      correct: canonicalDecimal(answer, SHORT_DECIMAL_PLACES),
      display: `x = ${answerText}`,
    },
    hints: [
      t('Prisiminkite pagrindinę proporcijos savybę.', 'Recall the main property of a proportion.'),
      t(
        'Kraštinių narių sandauga lygi vidurinių narių sandaugai.',
        'The product of the extremes equals the product of the means.',
      ),
      t(`Gaunate ${unknown} · ${c} = ${a} · ${b}.`, `You get ${unknown} × ${c} = ${a} × ${b}.`),
      shift === 0
        ? t(`Padalykite ${a * b} iš ${c}.`, `Divide ${a * b} by ${c}.`)
        : t(
            `${unknown} = ${a * b} : ${c} = ${product}; tada raskite x.`,
            `${unknown} = ${a * b} ÷ ${c} = ${product}; then find x.`,
          ),
    ],
    steps,
    explanation: t(
      'Proporcija a : b = c : d reiškia a/b = c/d; padauginę abi puses iš bd gauname ad = bc, todėl nežinomąjį randame iš vienos tiesinės lygties.',
      'A proportion a : b = c : d means a/b = c/d; multiplying both sides by bd gives ad = bc, a single linear equation for the unknown.',
    ),
  };
}

type Direct = {
  lt: (p: string, cost: string, qty: string) => string;
  en: (p: string, cost: string, qty: string) => string;
  /** Unit of the given quantity and of the asked value. */
  qtyUnit: string;
  valueUnit: { lt: string; en: string };
};

const DIRECT: Record<Interest | 'neutral', Direct> = {
  neutral: {
    lt: (p, c, n) => `${p} kg obuolių kainuoja ${c} €. Kiek eurų kainuoja ${n} kg tokių obuolių?`,
    en: (p, c, n) => `${p} kg of apples cost €${c}. How many euros do ${n} kg of the same apples cost?`,
    qtyUnit: 'kg',
    valueUnit: { lt: '€', en: '€' },
  },
  sports: {
    lt: (p, c, n) =>
      `Dviratininkas tolygiu greičiu per ${p} h nuvažiuoja ${c} km. Kiek kilometrų jis nuvažiuos per ${n} h tuo pačiu greičiu?`,
    en: (p, c, n) =>
      `A cyclist riding at a steady speed covers ${c} km in ${p} h. How many kilometres will they cover in ${n} h at the same speed?`,
    qtyUnit: 'h',
    valueUnit: { lt: 'km', en: 'km' },
  },
  music: {
    lt: (p, c, n) =>
      `Muzikos grotuvas per ${p} h sunaudoja ${c} Wh energijos. Kiek vatvalandžių jis sunaudos per ${n} h?`,
    en: (p, c, n) =>
      `A music player uses ${c} Wh of energy in ${p} h. How many watt-hours will it use in ${n} h?`,
    qtyUnit: 'h',
    valueUnit: { lt: 'Wh', en: 'Wh' },
  },
  games: {
    lt: (p, c, n) =>
      `Žaidimų konsolė per ${p} h sunaudoja ${c} kWh elektros. Kiek kilovatvalandžių ji sunaudos per ${n} h?`,
    en: (p, c, n) =>
      `A games console uses ${c} kWh of electricity in ${p} h. How many kilowatt-hours will it use in ${n} h?`,
    qtyUnit: 'h',
    valueUnit: { lt: 'kWh', en: 'kWh' },
  },
  animals: {
    lt: (p, c, n) => `${p} kg šunų ėdalo kainuoja ${c} €. Kiek eurų kainuoja ${n} kg tokio ėdalo?`,
    en: (p, c, n) => `${p} kg of dog food cost €${c}. How many euros do ${n} kg of the same food cost?`,
    qtyUnit: 'kg',
    valueUnit: { lt: '€', en: '€' },
  },
  space: {
    lt: (p, c, n) =>
      `Palydovas per ${p} min nuskrieja ${c} tūkst. km. Kiek tūkstančių kilometrų jis nuskries per ${n} min?`,
    en: (p, c, n) =>
      `A satellite travels ${c} thousand km in ${p} min. How many thousand kilometres does it travel in ${n} min?`,
    qtyUnit: 'min',
    valueUnit: { lt: 'tūkst. km', en: 'thousand km' },
  },
  cooking: {
    lt: (p, c, n) => `${p} kg miltų kainuoja ${c} €. Kiek eurų kainuoja ${n} kg tokių miltų?`,
    en: (p, c, n) => `${p} kg of flour cost €${c}. How many euros do ${n} kg of the same flour cost?`,
    qtyUnit: 'kg',
    valueUnit: { lt: '€', en: '€' },
  },
  travel: {
    lt: (p, c, n) =>
      `Automobilis, nuvažiavęs ${p} km, sunaudoja ${c} l degalų. Kiek litrų degalų jis sunaudos nuvažiavęs ${n} km?`,
    en: (p, c, n) =>
      `A car uses ${c} l of fuel to drive ${p} km. How many litres will it use to drive ${n} km?`,
    qtyUnit: 'km',
    valueUnit: { lt: 'l', en: 'l' },
  },
  money: {
    lt: (p, c, n) =>
      `Už ${p} kg kavos pupelių sumokėta ${c} €. Kiek eurų reikės sumokėti už ${n} kg tokių pupelių?`,
    en: (p, c, n) =>
      `${p} kg of coffee beans cost €${c}. How many euros will ${n} kg of the same beans cost?`,
    qtyUnit: 'kg',
    valueUnit: { lt: '€', en: '€' },
  },
};

export function directProportion(ctx: GeneratorContext): TaskDraft {
  const { rng, level, t, language } = ctx;
  const theme = ctx.interest ? DIRECT[ctx.interest] : DIRECT.neutral;
  // Whole quantities, then halves and quarters; rates in tenths: every value stays exact.
  const rate =
    level === 0
      ? fraction(rng.int(2, 15))
      : level === 4
        ? fraction(rng.int(6, 125) * 2, 10)
        : fraction(rng.int(11, level === 1 ? 60 : 250), 10);
  const unitSteps = [1, 1, 1, 2, 4][level] as number;
  const maxQty = [12, 20, 20, 40, 25][level] as number;
  const pSteps = rng.int(2 * unitSteps, maxQty * unitSteps);
  const nSteps = rng.intExcept(2 * unitSteps, maxQty * unitSteps, [pSteps]);
  const p = fraction(pSteps, unitSteps);
  const n = fraction(nSteps, unitSteps);
  const cost = mul(rate, p);
  const answer = mul(rate, n);
  const show = (v: Fraction) => displayDecimal(v, language, SHORT_DECIMAL_PLACES);
  const unit = theme.valueUnit[language];
  const money = unit === '€';
  const val = (v: Fraction) => (money ? quantityText(v, unit, language).replace(/^€|\s€$/, '') : show(v));
  const question = t(theme.lt(show(p), val(cost), show(n)), theme.en(show(p), val(cost), show(n)));
  const perUnit = quantityText(rate, unit, language);
  const steps = [
    t(
      `Vienam ${theme.qtyUnit} tenka ${val(cost)} : ${show(p)} = ${perUnit}.`,
      `Per 1 ${theme.qtyUnit}: ${val(cost)} ÷ ${show(p)} = ${perUnit}.`,
    ),
    t(
      `${show(n)} · ${show(rate)} = ${quantityText(answer, unit, language)}`,
      `${show(n)} × ${show(rate)} = ${quantityText(answer, unit, language)}`,
    ),
  ];
  return {
    question,
    choices: null,
    input_kind: 'number',
    themed: ctx.interest !== null,
    answer: {
      mode: 'equivalent',
      options: { form: 'value' },
      correct: canonicalDecimal(answer, SHORT_DECIMAL_PLACES),
      display: quantityText(answer, unit, language),
    },
    hints: [
      t(
        'Kiek kartų padidėja vienas dydis, tiek pat kartų padidėja ir kitas.',
        'When one quantity grows some number of times, the other grows the same number of times.',
      ),
      t(
        `Pirmiausia raskite, kiek tenka 1 ${theme.qtyUnit}.`,
        `First find the amount for 1 ${theme.qtyUnit}.`,
      ),
      t(`${val(cost)} : ${show(p)} = ${perUnit}.`, `${val(cost)} ÷ ${show(p)} = ${perUnit}.`),
      t(`Padauginkite ${perUnit} iš ${show(n)}.`, `Multiply ${perUnit} by ${show(n)}.`),
    ],
    steps,
    explanation: t(
      'Tiesiogiai proporcingų dydžių santykis pastovus, todėl radę vieneto reikšmę ją dauginame iš naujo kiekio.',
      'Directly proportional quantities have a constant ratio, so the value for one unit times the new amount gives the answer.',
    ),
  };
}

type Inverse = {
  lt: (a: number, b: number, c: number) => string;
  en: (a: number, b: number, c: number) => string;
  unit: { lt: string; en: string };
  /** Wrong relation wording for the multiple-choice version is not needed: one template serves both. */
};

const W = ['darbininkas', 'darbininkai', 'darbininkų'] as const;
const TECH = ['technikas', 'technikai', 'technikų'] as const;
const CPU = ['procesorių', 'procesorius', 'procesorių'] as const;
const HORSE = ['arkliui', 'arkliams', 'arklių'] as const;
const ASTRO = ['astronautui', 'astronautams', 'astronautų'] as const;
const COOK = ['virėjas', 'virėjai', 'virėjų'] as const;

const INVERSE: Record<Interest | 'neutral', Inverse> = {
  neutral: {
    lt: (a, b, c) =>
      `${ltCount(a, W)} darbą atlieka per ${b} d. Per kiek dienų tą patį darbą atliktų ${ltCount(c, W)}, dirbdami tokiu pačiu tempu?`,
    en: (a, b, c) =>
      `${a} workers finish a job in ${b} days. How many days would ${c} workers working at the same rate need for the same job?`,
    unit: { lt: 'd.', en: 'days' },
  },
  sports: {
    lt: (a, b, c) =>
      `Bėgikas, bėgdamas ${a} km/h greičiu, trasą įveikia per ${b} min. Per kiek minučių jis įveiktų trasą bėgdamas ${c} km/h greičiu?`,
    en: (a, b, c) =>
      `Running at ${a} km/h, an athlete completes a course in ${b} min. How many minutes would the course take at ${c} km/h?`,
    unit: { lt: 'min', en: 'min' },
  },
  music: {
    lt: (a, b, c) =>
      `Koncerto scenai paruošti ${ltCount(a, TECH)} užtrunka ${b} h. Per kiek valandų sceną paruoštų ${ltCount(c, TECH)}, dirbdami tokiu pačiu tempu?`,
    en: (a, b, c) =>
      `${a} technicians set up a concert stage in ${b} h. How many hours would ${c} technicians working at the same rate need?`,
    unit: { lt: 'h', en: 'h' },
  },
  games: {
    lt: (a, b, c) =>
      `Žaidimų serveris, naudodamas ${ltCount(a, CPU)}, užduotį atlieka per ${b} s. Per kiek sekundžių užduotį atliktų serveris, naudodamas ${ltCount(c, CPU)}?`,
    en: (a, b, c) =>
      `A game server using ${a} processors finishes a job in ${b} s. How many seconds would it need using ${c} processors?`,
    unit: { lt: 's', en: 's' },
  },
  animals: {
    lt: (a, b, c) =>
      `Pašaro atsargų ${ltCount(a, HORSE)} užtenka ${b} d. Kelioms dienoms tų pačių atsargų užtektų ${ltCount(c, HORSE)}?`,
    en: (a, b, c) => `A store of feed lasts ${a} horses ${b} days. How many days would it last ${c} horses?`,
    unit: { lt: 'd.', en: 'days' },
  },
  space: {
    lt: (a, b, c) =>
      `Stoties atsargų ${ltCount(a, ASTRO)} užtenka ${b} d. Kelioms dienoms tų pačių atsargų užtektų ${ltCount(c, ASTRO)}?`,
    en: (a, b, c) =>
      `A space station's supplies last ${a} astronauts ${b} days. How many days would they last ${c} astronauts?`,
    unit: { lt: 'd.', en: 'days' },
  },
  cooking: {
    lt: (a, b, c) =>
      `${ltCount(a, COOK)} pietus paruošia per ${b} min. Per kiek minučių tuos pačius pietus paruoštų ${ltCount(c, COOK)}, dirbdami tuo pačiu tempu?`,
    en: (a, b, c) =>
      `${a} cooks prepare a lunch in ${b} min. How many minutes would ${c} cooks working at the same rate need?`,
    unit: { lt: 'min', en: 'min' },
  },
  travel: {
    lt: (a, b, c) =>
      `Važiuojant ${a} km/h greičiu, kelionė trunka ${b} h. Kiek valandų truktų kelionė važiuojant ${c} km/h greičiu?`,
    en: (a, b, c) => `At ${a} km/h a journey takes ${b} h. How many hours would it take at ${c} km/h?`,
    unit: { lt: 'h', en: 'h' },
  },
  money: {
    lt: (a, b, c) =>
      `Santaupų užtenka ${b} mėn., jei kas mėnesį išleidžiama ${a} €. Kiek mėnesių jų užtektų, jei kas mėnesį būtų išleidžiama ${c} €?`,
    en: (a, b, c) =>
      `Savings last ${b} months when €${a} is spent each month. How many months would they last spending €${c} a month?`,
    unit: { lt: 'mėn.', en: 'months' },
  },
};

export function inverseProportion(ctx: GeneratorContext): TaskDraft {
  const { rng, level, t, language } = ctx;
  const theme = ctx.interest ? INVERSE[ctx.interest] : INVERSE.neutral;
  // a·b = c·answer; build the product from the answer so everything stays whole.
  const small = level <= 1;
  const a = rng.int(2, small ? 9 : 24);
  const c = rng.intExcept(2, small ? 9 : 24, [a]);
  const g = gcd2(a, c);
  const m = rng.int(1, [8, 12, 6, 8, 10][level] as number);
  const b = (c / g) * m * (level >= 3 ? rng.int(1, 3) : 1);
  const answer = (a * b) / c;
  const show = (n: number) => formatNumber(n, language);
  const unit = theme.unit[language];
  const steps = [
    t(
      `Dydžiai atvirkščiai proporcingi: ${a} · ${b} = ${c} · x.`,
      `The quantities are inversely proportional: ${a} × ${b} = ${c} × x.`,
    ),
    t(`x = ${show(a * b)} : ${c} = ${show(answer)}`, `x = ${show(a * b)} ÷ ${c} = ${show(answer)}`),
  ];
  const hints = [
    t(
      'Kai vienas dydis padidėja, kitas sumažėja tiek pat kartų.',
      'When one quantity increases, the other decreases by the same factor.',
    ),
    t('Dviejų dydžių sandauga lieka pastovi.', 'The product of the two quantities stays the same.'),
    t(`Sandauga: ${a} · ${b} = ${show(a * b)}.`, `The product: ${a} × ${b} = ${show(a * b)}.`),
    t(`Padalykite ${show(a * b)} iš ${c}.`, `Divide ${show(a * b)} by ${c}.`),
  ];
  const explanation = t(
    'Kai dydžiai atvirkščiai proporcingi, jų sandauga pastovi, todėl nežinomąjį randame padaliję sandaugą iš naujojo dydžio.',
    'For inversely proportional quantities the product is constant, so the unknown is the product divided by the new value.',
  );
  const question = t(theme.lt(a, b, c), theme.en(a, b, c));
  if (level === 4) {
    // Very hard: choose the right answer among typical mistakes (the direct-proportion answer among them).
    const direct = fraction(b * c, a);
    const wrongs = [
      displayDecimal(direct, language, SHORT_DECIMAL_PLACES),
      show(answer + m),
      show(Math.abs(b - (c - a)) + answer + 1),
    ];
    const unique = [...new Set(wrongs.filter((w) => w !== show(answer)))];
    let filler = answer + 2;
    while (unique.length < 3) {
      if (!unique.includes(show(filler))) unique.push(show(filler));
      filler += 1;
    }
    const withUnit = (s: string) => `${s} ${unit}`;
    const { choices, letter } = shuffledChoices3(
      rng,
      withUnit(show(answer)),
      unique.slice(0, 3).map(withUnit) as [string, string, string],
    );
    return {
      question,
      choices,
      input_kind: 'multiple_choice',
      themed: ctx.interest !== null,
      answer: { mode: 'multiple_choice', correct: letter, display: `${letter}) ${show(answer)} ${unit}` },
      hints,
      steps,
      explanation,
    };
  }
  return {
    question,
    choices: null,
    input_kind: 'number',
    themed: ctx.interest !== null,
    answer: {
      mode: 'equivalent',
      options: { form: 'value' },
      correct: String(answer),
      display: `${show(answer)} ${unit}`,
    },
    hints,
    steps,
    explanation,
  };
}

function gcd2(a: number, b: number): number {
  return gcdAll(a, b);
}

export function mapScale(ctx: GeneratorContext): TaskDraft {
  const { rng, level, t, language } = ctx;
  // Level 0: 1 : 100 000 and whole cm; later other scales, decimal map lengths, and at the top the
  // reverse question (real distance → map distance).
  const scales = [
    [10_000, 20_000, 50_000, 100_000, 200_000, 500_000],
    [10_000, 25_000, 50_000, 100_000, 250_000],
    [20_000, 25_000, 50_000, 200_000, 500_000, 1_000_000],
    [5_000, 20_000, 25_000, 40_000, 75_000, 2_500_000],
    [15_000, 25_000, 40_000, 60_000, 125_000, 300_000, 3_000_000],
  ][level] as number[];
  const scale = rng.pick(scales);
  const show = (v: Fraction) => displayDecimal(v, language, SHORT_DECIMAL_PLACES);
  const scaleText = `1 : ${formatNumber(scale, language)}`;
  const travel = ctx.interest === 'travel';
  if (level === 4) {
    // Real km → map cm: cm = km · 100 000 / scale.
    const cm = fraction(rng.int(4, 60), 2);
    const km = div(mul(cm, fraction(scale)), fraction(100_000));
    const question = t(
      `Žemėlapio mastelis ${scaleText}. ${travel ? 'Turistų maršrutas' : 'Atstumas tarp dviejų miestų'} yra ${show(km)} km. Kokio ilgio ${travel ? 'jis' : 'šis atstumas'} žemėlapyje (cm)?`,
      `A map has a scale of ${scaleText}. ${travel ? 'A hiking route' : 'The distance between two towns'} is ${show(km)} km. How long is it on the map, in centimetres?`,
    );
    return {
      question,
      choices: null,
      input_kind: 'number',
      themed: travel,
      answer: {
        mode: 'equivalent',
        options: { form: 'value' },
        correct: canonicalDecimal(cm, SHORT_DECIMAL_PLACES),
        display: `${show(cm)} cm`,
      },
      hints: [
        t(
          'Mastelis rodo, kiek kartų tikrasis atstumas didesnis už atstumą žemėlapyje.',
          'The scale says how many times the real distance is longer than on the map.',
        ),
        t(
          'Kilometrus paverskite centimetrais: 1 km = 100 000 cm.',
          'Convert kilometres to centimetres: 1 km = 100,000 cm.',
        ),
        t(
          `${show(km)} km = ${formatNumber(toNumber(mul(km, fraction(100_000))), language)} cm.`,
          `${show(km)} km = ${formatNumber(toNumber(mul(km, fraction(100_000))), language)} cm.`,
        ),
        t(`Padalykite iš ${formatNumber(scale, language)}.`, `Divide by ${formatNumber(scale, language)}.`),
      ],
      steps: [
        `${show(km)} km = ${formatNumber(toNumber(mul(km, fraction(100_000))), language)} cm`,
        t(
          `${formatNumber(toNumber(mul(km, fraction(100_000))), language)} : ${formatNumber(scale, language)} = ${show(cm)} cm`,
          `${formatNumber(toNumber(mul(km, fraction(100_000))), language)} ÷ ${formatNumber(scale, language)} = ${show(cm)} cm`,
        ),
      ],
      explanation: t(
        'Žemėlapyje visi atstumai sumažinti tiek kartų, koks mastelio vardiklis, todėl tikrąjį atstumą (tais pačiais vienetais) dalijame iš jo.',
        'Every map distance is the real one divided by the scale factor, so divide the real distance (in the same unit) by it.',
      ),
    };
  }
  const cm = level <= 1 ? fraction(rng.int(2, 40)) : fraction(rng.int(5, 99), level === 2 ? 2 : 10);
  const real = mul(cm, fraction(scale));
  const km = div(real, fraction(100_000));
  const unitM = level === 3 && toNumber(km) < 1;
  const answer = unitM ? mul(km, fraction(1000)) : km;
  const unitText = unitM ? t('metrais', 'metres') : t('kilometrais', 'kilometres');
  const where = travel
    ? t('Turistinio žygio maršruto ilgis žemėlapyje', 'The length of a hiking route on the map')
    : t('Atstumas tarp dviejų taškų žemėlapyje', 'The distance between two points on the map');
  const question = t(
    `Žemėlapio mastelis ${scaleText}. ${where} yra ${show(cm)} cm. Koks tikrasis atstumas ${unitText}?`,
    `A map has a scale of ${scaleText}. ${where} is ${show(cm)} cm. What is the real distance in ${unitText}?`,
  );
  const realText = formatNumber(toNumber(real), language);
  return {
    question,
    choices: null,
    input_kind: 'number',
    themed: travel,
    answer: {
      mode: 'equivalent',
      options: { form: 'value' },
      correct: canonicalDecimal(answer, SHORT_DECIMAL_PLACES),
      display: `${show(answer)} ${unitM ? 'm' : 'km'}`,
    },
    hints: [
      t(
        `Mastelis ${scaleText} reiškia, kad 1 cm žemėlapyje atitinka ${formatNumber(scale, language)} cm vietovėje.`,
        `A scale of ${scaleText} means 1 cm on the map is ${formatNumber(scale, language)} cm in reality.`,
      ),
      t(
        `Padauginkite ${show(cm)} iš ${formatNumber(scale, language)}.`,
        `Multiply ${show(cm)} by ${formatNumber(scale, language)}.`,
      ),
      t(`Gausite ${realText} cm.`, `You get ${realText} cm.`),
      unitM
        ? t(`1 m = 100 cm: padalykite ${realText} iš 100.`, `1 m = 100 cm: divide ${realText} by 100.`)
        : t(
            `1 km = 100 000 cm: padalykite ${realText} iš 100 000.`,
            `1 km = 100,000 cm: divide ${realText} by 100,000.`,
          ),
    ],
    steps: [
      `${show(cm)} · ${formatNumber(scale, language)} = ${realText} cm`.replace('·', t('·', '×')),
      unitM ? `${realText} cm = ${show(answer)} m` : `${realText} cm = ${show(answer)} km`,
    ],
    explanation: t(
      'Tikrasis atstumas tiek kartų didesnis už atstumą žemėlapyje, koks mastelio vardiklis; po to centimetrus paverčiame reikiamais vienetais.',
      'The real distance is the map distance times the scale factor; then convert centimetres to the unit asked for.',
    ),
  };
}
