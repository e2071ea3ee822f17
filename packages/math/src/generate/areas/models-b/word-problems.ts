import { formatNumber, MINUS_SIGN, times } from '../../format.ts';
import { add, displayDecimal, div, type Fraction, fraction } from '../../fraction.ts';
import { type Interest, personName } from '../../interests.ts';
import type { GeneratorContext, GeneratorTable, TaskDraft } from '../../registry.ts';
import { ltCount, money, numberAnswer, rationalAnswer, themedContext } from './task-parts.ts';

/** WRD: motion, joint work, mixtures, ages and numbers, shopping. */

type Movers = {
  interest: Interest | null;
  speeds: [number, number];
  lt: { two: string; one: string; other: string; left: string; places: string };
  en: { two: string; one: string; places: string };
};
const MOVERS: readonly Movers[] = [
  {
    interest: null,
    speeds: [40, 110],
    lt: {
      two: 'du automobiliai',
      one: 'automobilis',
      other: 'kitas automobilis',
      left: 'išvažiavo',
      places: 'miestų',
    },
    en: { two: 'two cars', one: 'car', places: 'towns' },
  },
  {
    interest: 'sports',
    speeds: [10, 30],
    lt: {
      two: 'du dviratininkai',
      one: 'dviratininkas',
      other: 'kitas dviratininkas',
      left: 'išvažiavo',
      places: 'kaimų',
    },
    en: { two: 'two cyclists', one: 'cyclist', places: 'villages' },
  },
  {
    interest: 'travel',
    speeds: [50, 130],
    lt: {
      two: 'du traukiniai',
      one: 'traukinys',
      other: 'kitas traukinys',
      left: 'išvyko',
      places: 'stočių',
    },
    en: { two: 'two trains', one: 'train', places: 'stations' },
  },
];

function meetingProblem(ctx: GeneratorContext): TaskDraft {
  const { rng, level, language, t } = ctx;
  const { context: m, themed } = themedContext(MOVERS, ctx.interest);
  const [lo, hi] = m.speeds;
  const n = (v: number) => formatNumber(v, language);
  const speed = () => rng.int(lo / 2, hi / 2) * 2;
  const v1 = speed();
  const v2 = rng.intExcept(lo / 2, hi / 2, [v1 / 2]) * 2;
  const dot = times(language);
  const explanation = t(
    'Judant priešpriešiais atstumas mažėja greičių suma, o judant ta pačia kryptimi – greičių skirtumu; laikas = atstumas : artėjimo greitis.',
    'Moving towards each other the gap closes at the sum of the speeds, in the same direction at their difference; time = distance ÷ closing speed.',
  );
  if (level === 2) {
    const fast = Math.max(v1, v2);
    const slow = Math.min(v1, v2);
    const time = fraction(rng.int(1, 12), 2);
    const gap = (fast - slow) * (time.n / time.d);
    return {
      question: t(
        `Iš dviejų ${m.lt.places}, tarp kurių yra ${n(gap)} km, vienu metu ta pačia kryptimi ${m.lt.left} ${m.lt.two}: pirmasis vejasi antrąjį. Pirmojo greitis ${n(fast)} km/h, antrojo – ${n(slow)} km/h. Po kiek valandų pirmasis pasivys antrąjį?`,
        `${m.en.two[0]?.toUpperCase()}${m.en.two.slice(1)} set off at the same time in the same direction from two ${m.en.places} ${n(gap)} km apart, the first chasing the second. The first goes at ${n(fast)} km/h and the second at ${n(slow)} km/h. After how many hours does the first catch up?`,
      ),
      choices: null,
      input_kind: 'number',
      answer: rationalAnswer(time, language),
      hints: [
        t(
          'Kiek kilometrų per valandą atstumas tarp jų sumažėja?',
          'By how many kilometres an hour does the gap shrink?',
        ),
        `${n(fast)} ${MINUS_SIGN} ${n(slow)} = ${n(fast - slow)} km/h`,
        `t = ${n(gap)} ${t(':', '÷')} ${n(fast - slow)}`,
      ],
      steps: [
        `${n(fast)} ${MINUS_SIGN} ${n(slow)} = ${n(fast - slow)} km/h`,
        `t = ${n(gap)} ${t(':', '÷')} ${n(fast - slow)} = ${displayDecimal(time, language)}`,
      ],
      explanation,
      themed,
    };
  }
  if (level === 3) {
    const delay = fraction(rng.int(1, 4), 2);
    const time = fraction(rng.int(1, 10), 2);
    const distance = v1 * (value(delay) + value(time)) + v2 * value(time);
    return {
      question: t(
        `Iš vieno miesto į kitą, tarp kurių yra ${n(distance)} km, ${m.lt.left} ${m.lt.one}, kurio greitis ${n(v1)} km/h. Po ${displayDecimal(delay, language)} val. jam priešais ${m.lt.left} ${m.lt.other}, kurio greitis ${n(v2)} km/h. Po kiek valandų nuo antrojo išvykimo jie susitiks?`,
        `A ${m.en.one} sets off at ${n(v1)} km/h towards a town ${n(distance)} km away. ${displayDecimal(delay, language)} h later another ${m.en.one} sets off from that town towards it at ${n(v2)} km/h. How many hours after the second one leaves do they meet?`,
      ),
      choices: null,
      input_kind: 'number',
      answer: rationalAnswer(time, language),
      hints: [
        t(
          `Per ${displayDecimal(delay, language)} val. pirmasis nuvažiuoja ${n(v1 * value(delay))} km.`,
          `In ${displayDecimal(delay, language)} h the first covers ${n(v1 * value(delay))} km.`,
        ),
        t(
          `Liko ${n(distance - v1 * value(delay))} km, kuriuos jie įveikia artėdami ${n(v1 + v2)} km/h greičiu.`,
          `${n(distance - v1 * value(delay))} km remain, closed at ${n(v1 + v2)} km/h.`,
        ),
        `t = ${n(distance - v1 * value(delay))} ${t(':', '÷')} ${n(v1 + v2)}`,
      ],
      steps: [
        `${n(v1)} ${dot} ${displayDecimal(delay, language)} = ${n(v1 * value(delay))} km`,
        `${n(distance)} ${MINUS_SIGN} ${n(v1 * value(delay))} = ${n(distance - v1 * value(delay))} km`,
        `t = ${n(distance - v1 * value(delay))} ${t(':', '÷')} ${n(v1 + v2)} = ${displayDecimal(time, language)}`,
      ],
      explanation,
      themed,
    };
  }
  const time =
    level === 0 ? fraction(rng.int(1, 5)) : fraction(rng.pick([1, 3, 5, 7, 9, 11]), rng.pick([2, 4]));
  const distance = (v1 + v2) * value(time);
  if (level === 4) {
    return {
      question: t(
        `Iš dviejų ${m.lt.places}, tarp kurių yra ${n(distance)} km, vienu metu vienas priešais kitą ${m.lt.left} ${m.lt.two}. Jie susitiko po ${displayDecimal(time, language)} val. Pirmojo greitis ${n(v1)} km/h. Koks antrojo greitis (km/h)?`,
        `${m.en.two[0]?.toUpperCase()}${m.en.two.slice(1)} set off at the same time towards each other from two ${m.en.places} ${n(distance)} km apart and meet after ${displayDecimal(time, language)} h. The first goes at ${n(v1)} km/h. What is the speed of the second (km/h)?`,
      ),
      choices: null,
      input_kind: 'number',
      answer: numberAnswer(v2, language),
      hints: [
        t('Artėjimo greitis lygus greičių sumai.', 'The closing speed is the sum of the speeds.'),
        `${n(distance)} ${t(':', '÷')} ${displayDecimal(time, language)} = ${n(v1 + v2)} km/h`,
        `${n(v1 + v2)} ${MINUS_SIGN} ${n(v1)}`,
      ],
      steps: [
        `v₁ + v₂ = ${n(distance)} ${t(':', '÷')} ${displayDecimal(time, language)} = ${n(v1 + v2)}`,
        `v₂ = ${n(v1 + v2)} ${MINUS_SIGN} ${n(v1)} = ${n(v2)}`,
      ],
      explanation,
      themed,
    };
  }
  return {
    question: t(
      `Iš dviejų ${m.lt.places}, tarp kurių yra ${n(distance)} km, vienu metu vienas priešais kitą ${m.lt.left} ${m.lt.two}. Jų greičiai ${n(v1)} km/h ir ${n(v2)} km/h. Po kiek valandų jie susitiks?`,
      `${m.en.two[0]?.toUpperCase()}${m.en.two.slice(1)} set off at the same time towards each other from two ${m.en.places} ${n(distance)} km apart, at ${n(v1)} km/h and ${n(v2)} km/h. After how many hours do they meet?`,
    ),
    choices: null,
    input_kind: 'number',
    answer: rationalAnswer(time, language),
    hints: [
      t(
        'Per valandą atstumas tarp jų sumažėja greičių suma.',
        'Each hour the gap shrinks by the sum of the speeds.',
      ),
      `${n(v1)} + ${n(v2)} = ${n(v1 + v2)} km/h`,
      `t = ${n(distance)} ${t(':', '÷')} ${n(v1 + v2)}`,
    ],
    steps: [
      `${n(v1)} + ${n(v2)} = ${n(v1 + v2)} km/h`,
      `t = ${n(distance)} ${t(':', '÷')} ${n(v1 + v2)} = ${displayDecimal(time, language)}`,
    ],
    explanation,
    themed,
  };
}

const value = (r: Fraction) => r.n / r.d;

type Workers = {
  interest: Interest | null;
  lt: { one: string; other: string; job: string; jobDone: string; both: string; three: string; all: string };
  en: { one: string; job: string; both: string; three: string; all: string };
};
const WORKERS: readonly Workers[] = [
  {
    interest: null,
    lt: {
      one: 'Vienas vamzdis',
      other: 'kitas',
      job: 'baseiną pripildo',
      jobDone: 'baseiną pripildys',
      both: 'abu vamzdžiai',
      three: 'Trys vamzdžiai',
      all: 'visi trys vamzdžiai',
    },
    en: {
      one: 'pipe',
      job: 'fills a pool',
      both: 'both pipes',
      three: 'Three pipes fill a pool',
      all: 'all three pipes',
    },
  },
  {
    interest: 'cooking',
    lt: {
      one: 'Vienas virėjas',
      other: 'kitas',
      job: 'užsakymą paruošia',
      jobDone: 'užsakymą paruoš',
      both: 'abu virėjai',
      three: 'Trys virėjai',
      all: 'visi trys virėjai',
    },
    en: {
      one: 'cook',
      job: 'prepares an order',
      both: 'both cooks',
      three: 'Three cooks prepare an order',
      all: 'all three cooks',
    },
  },
  {
    interest: 'sports',
    lt: {
      one: 'Viena žoliapjovė',
      other: 'kita',
      job: 'futbolo aikštę nupjauna',
      jobDone: 'aikštę nupjaus',
      both: 'abi žoliapjovės',
      three: 'Trys žoliapjovės',
      all: 'visos trys žoliapjovės',
    },
    en: {
      one: 'mower',
      job: 'cuts a football pitch',
      both: 'both mowers',
      three: 'Three mowers cut a football pitch',
      all: 'all three mowers',
    },
  },
  {
    interest: 'games',
    lt: {
      one: 'Vienas žaidėjas',
      other: 'kitas',
      job: 'žaidimo pilį pastato',
      jobDone: 'pilį pastatys',
      both: 'abu žaidėjai',
      three: 'Trys žaidėjai',
      all: 'visi trys žaidėjai',
    },
    en: {
      one: 'player',
      job: 'builds a castle in a game',
      both: 'both players',
      three: 'Three players build a castle in a game',
      all: 'all three players',
    },
  },
];

function jointWork(ctx: GeneratorContext): TaskDraft {
  const draft = jointWorkDraft(ctx);
  // The abbreviation `val.` at the end of a Lithuanian sentence takes no second full stop.
  return { ...draft, question: draft.question.replace(/val\.\./g, 'val.') };
}

function jointWorkDraft(ctx: GeneratorContext): TaskDraft {
  const { rng, level, language, t } = ctx;
  const drain = level === 3;
  const { context: w, themed } = drain
    ? { context: WORKERS[0] as Workers, themed: false }
    : themedContext(WORKERS, ctx.interest);
  const n = (v: number) => formatNumber(v, language);
  const d = (r: Fraction) => displayDecimal(r, language);
  const explanation = t(
    'Per valandą kiekvienas atlieka 1/t darbo dalį; kartu atliekamos dalys sudedamos, o visam darbui reikia 1 : (bendros dalies) valandų.',
    'Each one does 1/t of the job per hour; working together the parts add up, and the whole job takes 1 ÷ (combined part) hours.',
  );
  const hours = (v: number) => t(`${n(v)} val.`, `${n(v)} hours`);
  if (level === 0 || level === 4) {
    const T = rng.int(1, 40);
    // a = T + d, b = T + T²/d; divisors near T keep both times reasonable.
    const divisors: number[] = [];
    for (let i = Math.ceil(T / 4); i <= 4 * T; i += 1) if ((T * T) % i === 0) divisors.push(i);
    const dd = rng.pick(divisors);
    const a = T + dd;
    const b = T + (T * T) / dd;
    if (level === 4) {
      return {
        question: t(
          `${w.lt.both[0]?.toUpperCase()}${w.lt.both.slice(1)} kartu ${w.lt.job} per ${hours(T)}. ${w.lt.one} ${w.lt.job} per ${hours(a)}. Per kiek valandų tą patį darbą atliktų ${w.lt.other}?`,
          `Working together, ${w.en.both} take ${hours(T)}; one ${w.en.one} alone takes ${hours(a)}. How many hours would the other ${w.en.one} take alone?`,
        ),
        choices: null,
        input_kind: 'number',
        answer: numberAnswer(b, language),
        hints: [
          t(
            'Per valandą kartu atliekama 1/T darbo, vienas atlieka 1/a.',
            'Together they do 1/T of the job per hour; the first alone does 1/a.',
          ),
          `1/x = 1/${n(T)} ${MINUS_SIGN} 1/${n(a)} = ${d(add(fraction(1, T), fraction(-1, a)))}`,
          t(
            `x = 1 : ${d(add(fraction(1, T), fraction(-1, a)))}`,
            `x = 1 ÷ ${d(add(fraction(1, T), fraction(-1, a)))}`,
          ),
        ],
        steps: [
          `1/x = 1/${n(T)} ${MINUS_SIGN} 1/${n(a)} = ${d(add(fraction(1, T), fraction(-1, a)))}`,
          `x = ${n(b)}`,
        ],
        explanation,
        themed,
      };
    }
    return jointDraft(a, b, null);
  }
  if (level === 2) {
    const a = rng.int(2, 12);
    const b = rng.intExcept(2, 15, [a]);
    const c = rng.intExcept(3, 20, [a, b]);
    return jointDraft(a, b, c);
  }
  if (drain) {
    const a = rng.int(2, 12);
    const b = rng.int(a + 1, 24);
    const rate = add(fraction(1, a), fraction(-1, b));
    const time = div(fraction(1), rate);
    return {
      question: t(
        `Vienas vamzdis baseiną pripildo per ${hours(a)}, o kitas pilną baseiną ištuština per ${hours(b)}. Per kiek valandų tuščias baseinas prisipildys, jei abu vamzdžiai atsukti kartu?`,
        `One pipe fills a pool in ${hours(a)} and another empties the full pool in ${hours(b)}. How many hours does it take to fill the empty pool with both pipes open?`,
      ),
      choices: null,
      input_kind: 'number',
      answer: rationalAnswer(time, language),
      hints: [
        t(
          'Ištuštinantis vamzdis atima savo dalį: dalis per valandą 1/a − 1/b.',
          'The emptying pipe takes its part away: the part per hour is 1/a − 1/b.',
        ),
        `1/${n(a)} ${MINUS_SIGN} 1/${n(b)} = ${d(rate)}`,
        t(`Laikas lygus 1 : ${d(rate)}.`, `The time is 1 ÷ ${d(rate)}.`),
      ],
      steps: [
        `1/${n(a)} ${MINUS_SIGN} 1/${n(b)} = ${d(rate)}`,
        `t = 1 ${t(':', '÷')} ${d(rate)} = ${d(time)}`,
      ],
      explanation,
      themed,
    };
  }
  const a = rng.int(2, 15);
  const b = rng.intExcept(2, 20, [a]);
  return jointDraft(a, b, null);

  function jointDraft(a: number, b: number, c: number | null): TaskDraft {
    const parts = c === null ? [a, b] : [a, b, c];
    const rate = parts.reduce((s, x) => add(s, fraction(1, x)), fraction(0));
    const time = div(fraction(1), rate);
    const question =
      c === null
        ? t(
            `${w.lt.one} ${w.lt.job} per ${hours(a)}, ${w.lt.other} – per ${hours(b)}. Per kiek valandų ${w.lt.jobDone} ${w.lt.both} kartu?`,
            `One ${w.en.one} ${w.en.job} in ${hours(a)} and another in ${hours(b)}. How many hours do ${w.en.both} take together?`,
          )
        : t(
            `${w.lt.three} atskirai darbą atlieka atitinkamai per ${n(a)}, ${n(b)} ir ${n(c)} val. Per kiek valandų ${w.lt.jobDone} ${w.lt.all} kartu?`,
            `${w.en.three} alone in ${n(a)}, ${n(b)} and ${n(c)} hours respectively. How many hours do ${w.en.all} take together?`,
          );
    const sum = parts.map((x) => `1/${n(x)}`).join(' + ');
    return {
      question,
      choices: null,
      input_kind: 'number',
      answer: rationalAnswer(time, language),
      hints: [
        t('Per valandą kiekvienas atlieka 1/t viso darbo.', 'Each does 1/t of the whole job per hour.'),
        `${sum} = ${d(rate)}`,
        t(`Laikas lygus 1 : ${d(rate)}.`, `The time is 1 ÷ ${d(rate)}.`),
      ],
      steps: [`${sum} = ${d(rate)}`, `t = 1 ${t(':', '÷')} ${d(rate)} = ${d(time)}`],
      explanation,
      themed,
    };
  }
}

function mixtureConcentration(ctx: GeneratorContext): TaskDraft {
  const { rng, level, language, t } = ctx;
  const syrup = ctx.interest === 'cooking';
  const what = syrup ? t('cukraus sirupo', 'sugar syrup') : t('druskos tirpalo', 'salt solution');
  const n = (v: number) => formatNumber(v, language);
  const d = (r: Fraction) => displayDecimal(r, language);
  const pct = (v: number | Fraction) =>
    `${typeof v === 'number' ? n(v) : d(v)}${language === 'lt' ? ' %' : '%'}`;
  const explanation = t(
    'Ištirpusios medžiagos masė maišant nesikeičia: ją sudedame ir daliname iš viso mišinio masės.',
    'The mass of the dissolved substance does not change when mixing: add it up and divide by the mass of the whole mixture.',
  );
  if (level === 0 || level === 3) {
    const m = rng.int(1, 8) * 50;
    const p = rng.int(2, 12) * 5;
    const options: number[] = [];
    for (let r = 1; r < p; r += 1) if ((m * p) % r === 0 && (m * p) / r - m <= 4 * m) options.push(r);
    const r = rng.pick(options.length > 0 ? options : [p / 5]);
    const water = (m * p) / r - m;
    const salt = (m * p) / 100;
    if (level === 3) {
      return {
        question: t(
          `Turime ${n(m)} g ${pct(p)} ${what}. Kiek gramų vandens reikia įpilti, kad koncentracija taptų ${pct(r)}?`,
          `There is ${n(m)} g of ${pct(p)} ${what}. How many grams of water must be added to bring the concentration down to ${pct(r)}?`,
        ),
        choices: null,
        input_kind: 'number',
        answer: numberAnswer(water, language),
        hints: [
          t(
            `Medžiagos masė: ${n(m)} ${times(language)} ${n(p / 100)} = ${n(salt)} g – ji nesikeičia.`,
            `Mass of the substance: ${n(m)} × ${n(p / 100)} = ${n(salt)} g, and it stays the same.`,
          ),
          t(
            `Naujo tirpalo masė: ${n(salt)} : ${n(r / 100)} = ${n(salt / (r / 100))} g.`,
            `Mass of the new mixture: ${n(salt)} ÷ ${n(r / 100)} = ${n(salt / (r / 100))} g.`,
          ),
          t(
            `Vandens reikia ${n(m + water)} ${MINUS_SIGN} ${n(m)}.`,
            `Water needed: ${n(m + water)} ${MINUS_SIGN} ${n(m)}.`,
          ),
        ],
        steps: [
          `${n(m)} ${times(language)} ${n(p / 100)} = ${n(salt)}`,
          `${n(salt)} ${t(':', '÷')} ${n(r / 100)} = ${n(m + water)}`,
          `${n(m + water)} ${MINUS_SIGN} ${n(m)} = ${n(water)}`,
        ],
        explanation,
        themed: syrup,
      };
    }
    return {
      question: t(
        `Į ${n(m)} g ${pct(p)} ${what} įpilta ${n(water)} g vandens. Kokia naujo mišinio koncentracija procentais?`,
        `${n(water)} g of water is added to ${n(m)} g of ${pct(p)} ${what}. What is the new concentration in percent?`,
      ),
      choices: null,
      input_kind: 'number',
      answer: numberAnswer(r, language),
      hints: [
        t(
          `Medžiagos masė: ${n(m)} ${times(language)} ${n(p / 100)} = ${n(salt)} g.`,
          `Mass of the substance: ${n(m)} × ${n(p / 100)} = ${n(salt)} g.`,
        ),
        t(
          `Naujo mišinio masė: ${n(m)} + ${n(water)} = ${n(m + water)} g.`,
          `Mass of the new mixture: ${n(m)} + ${n(water)} = ${n(m + water)} g.`,
        ),
        `${n(salt)} ${t(':', '÷')} ${n(m + water)} ${times(language)} 100 %`,
      ],
      steps: [
        `${n(m)} ${times(language)} ${n(p / 100)} = ${n(salt)}`,
        `${n(salt)} ${t(':', '÷')} ${n(m + water)} ${times(language)} 100 = ${n(r)}`,
      ],
      explanation,
      themed: syrup,
    };
  }
  let m1: number;
  let m2: number;
  let p1: number;
  let p2: number;
  if (level === 2) {
    const total = rng.pick([100, 200, 250, 400, 500, 800, 1000]);
    m1 = rng.int(1, total / 50 - 1) * 50;
    m2 = total - m1;
    p1 = rng.int(1, 12) * 5;
    p2 = rng.intExcept(1, 14, [p1 / 5]) * 5;
  } else {
    const r = rng.int(3, 30);
    p1 = rng.int(1, r - 1);
    p2 = rng.int(r + 1, 60);
    const k = rng.int(1, 5) * 10;
    m1 = k * (p2 - r);
    m2 = k * (r - p1);
    if (level === 4) {
      return {
        question: t(
          `Kiek gramų ${pct(p2)} ${what} reikia įpilti į ${n(m1)} g ${pct(p1)} ${what}, kad gautume ${pct(r)} ${what}?`,
          `How many grams of ${pct(p2)} ${what} must be added to ${n(m1)} g of ${pct(p1)} ${what} to get a ${pct(r)} ${what}?`,
        ),
        choices: null,
        input_kind: 'number',
        answer: numberAnswer(m2, language),
        hints: [
          t(
            'Pažymėkite ieškomą masę x ir sulyginkite medžiagos kiekius.',
            'Call the unknown mass x and balance the amounts of the substance.',
          ),
          `${n(m1)} ${times(language)} ${n(p1 / 100)} + ${n(p2 / 100)}x = ${n(r / 100)}(${n(m1)} + x)`,
          t(
            `${n((p2 - r) / 100)}x = ${n((m1 * (r - p1)) / 100)}; padalykite.`,
            `${n((p2 - r) / 100)}x = ${n((m1 * (r - p1)) / 100)}; divide.`,
          ),
        ],
        steps: [
          `${n(m1 * p1)} + ${n(p2)}x = ${n(r)}(${n(m1)} + x)`,
          `${n(p2 - r)}x = ${n(m1 * (r - p1))}`,
          `x = ${n(m2)}`,
        ],
        explanation,
        themed: syrup,
      };
    }
  }
  const result = fraction(m1 * p1 + m2 * p2, m1 + m2);
  return {
    question: t(
      `Sumaišius ${n(m1)} g ${pct(p1)} ${what} ir ${n(m2)} g ${pct(p2)} ${what}, gautas naujas mišinys. Kokia jo koncentracija procentais?`,
      `${n(m1)} g of a ${pct(p1)} ${what} is mixed with ${n(m2)} g of a ${pct(p2)} ${what}. What is the concentration of the mixture in percent?`,
    ),
    choices: null,
    input_kind: 'number',
    answer: rationalAnswer(result, language),
    hints: [
      t(
        `Medžiagos: ${n((m1 * p1) / 100)} g ir ${n((m2 * p2) / 100)} g.`,
        `Substance: ${n((m1 * p1) / 100)} g and ${n((m2 * p2) / 100)} g.`,
      ),
      t(
        `Iš viso ${n((m1 * p1 + m2 * p2) / 100)} g medžiagos ${n(m1 + m2)} g mišinio.`,
        `In total ${n((m1 * p1 + m2 * p2) / 100)} g of substance in ${n(m1 + m2)} g of mixture.`,
      ),
      `${n((m1 * p1 + m2 * p2) / 100)} ${t(':', '÷')} ${n(m1 + m2)} ${times(language)} 100 %`,
    ],
    steps: [
      `${n((m1 * p1) / 100)} + ${n((m2 * p2) / 100)} = ${n((m1 * p1 + m2 * p2) / 100)}`,
      `${n((m1 * p1 + m2 * p2) / 100)} ${t(':', '÷')} ${n(m1 + m2)} ${times(language)} 100 = ${d(result)}`,
    ],
    explanation,
    themed: syrup,
  };
}

const FAMILY = [
  {
    lt: {
      parent: 'Mama',
      child: 'dukterį',
      childDative: 'dukteriai',
      older: 'vyresnė',
      them: 'joms',
      was: 'buvo',
    },
    en: { parent: 'A mother', child: 'her daughter', childName: 'the daughter' },
  },
  {
    lt: {
      parent: 'Tėtis',
      child: 'sūnų',
      childDative: 'sūnui',
      older: 'vyresnis',
      them: 'jiems',
      was: 'buvo',
    },
    en: { parent: 'A father', child: 'his son', childName: 'the son' },
  },
  {
    lt: {
      parent: 'Senelis',
      child: 'anūką',
      childDative: 'anūkui',
      older: 'vyresnis',
      them: 'jiems',
      was: 'buvo',
    },
    en: { parent: 'A grandfather', child: 'his grandson', childName: 'the grandson' },
  },
  {
    lt: {
      parent: 'Močiutė',
      child: 'anūkę',
      childDative: 'anūkei',
      older: 'vyresnė',
      them: 'joms',
      was: 'buvo',
    },
    en: { parent: 'A grandmother', child: 'her granddaughter', childName: 'the granddaughter' },
  },
] as const;

function ageProblem(ctx: GeneratorContext): TaskDraft {
  const { rng, level, language, t } = ctx;
  const f = rng.pick(FAMILY);
  const n = (v: number) => formatNumber(v, language);
  const years = (v: number) => `${n(v)} ${ltCount(v, 'metai', 'metai', 'metų')}`;
  const ask = t(`Kiek metų dabar ${f.lt.childDative}?`, `How old is ${f.en.childName} now?`);
  const explanation = t(
    'Pažymėję nežinomą amžių x, kitus amžius išreiškiame per x ir sąlygą užrašome lygtimi.',
    'Calling the unknown age x, we express the other ages through x and write the condition as an equation.',
  );
  if (level === 4) {
    const kind = rng.pick(['natural', 'even', 'odd'] as const);
    const count = rng.pick([3, 4, 5]);
    const step = kind === 'natural' ? 1 : 2;
    let first = rng.int(1, 60);
    if (kind === 'even' && first % 2 === 1) first += 1;
    if (kind === 'odd' && first % 2 === 0) first += 1;
    const sum = count * first + (step * count * (count - 1)) / 2;
    const largest = first + step * (count - 1);
    const ltKind = { natural: 'natūraliųjų', even: 'lyginių', odd: 'nelyginių' }[kind];
    const enKind = { natural: 'natural', even: 'even', odd: 'odd' }[kind];
    return {
      question: t(
        `${count} iš eilės einančių ${ltKind} skaičių suma lygi ${n(sum)}. Raskite didžiausią iš jų.`,
        `The sum of ${count} consecutive ${enKind} numbers is ${n(sum)}. Find the largest of them.`,
      ),
      choices: null,
      input_kind: 'number',
      answer: numberAnswer(largest, language),
      hints: [
        t(
          `Mažiausią skaičių pažymėkite x; kiti: x + ${step}, x + ${2 * step}, …`,
          `Call the smallest x; the others are x + ${step}, x + ${2 * step}, …`,
        ),
        `${count}x + ${n((step * count * (count - 1)) / 2)} = ${n(sum)}`,
        t(
          `x = ${n(first)}; didžiausias x + ${step * (count - 1)}.`,
          `x = ${n(first)}; the largest is x + ${step * (count - 1)}.`,
        ),
      ],
      steps: [
        `${count}x + ${n((step * count * (count - 1)) / 2)} = ${n(sum)}`,
        `x = ${n(first)}`,
        `x + ${step * (count - 1)} = ${n(largest)}`,
      ],
      explanation,
    };
  }
  let child: number;
  let question: string;
  let equation: string;
  if (level === 0) {
    child = rng.int(2, 20);
    const gap = rng.int(18, 40);
    question = t(
      `${f.lt.parent} už ${f.lt.child} ${f.lt.older} ${n(gap)} ${ltCount(gap, 'metais', 'metais', 'metų')}. Kartu ${f.lt.them} ${years(2 * child + gap)}. ${ask}`,
      `${f.en.parent} is ${n(gap)} years older than ${f.en.child}. Together they are ${n(2 * child + gap)} years old. ${ask}`,
    );
    equation = `x + (x + ${n(gap)}) = ${n(2 * child + gap)}`;
  } else if (level === 1) {
    child = rng.int(3, 15);
    const k = rng.int(2, 9);
    question = t(
      `${f.lt.parent} ${k} kartus ${f.lt.older} už ${f.lt.child}. Kartu ${f.lt.them} ${years((k + 1) * child)}. ${ask}`,
      `${f.en.parent} is ${k} times as old as ${f.en.child}. Together they are ${n((k + 1) * child)} years old. ${ask}`,
    );
    equation = `x + ${k}x = ${n((k + 1) * child)}`;
  } else {
    // future: kd + y = m(d + y); past: md − y = k(d − y)
    const m = rng.int(2, 4);
    const k = rng.int(m + 1, 7);
    const future = level === 2;
    const base = future ? m - 1 : k - 1;
    const unit = base / gcdOf(base, k - m);
    child = unit * rng.int(Math.ceil(3 / unit), Math.floor(16 / unit) || 1);
    const y = (child * (k - m)) / base;
    if (future) {
      question = t(
        `${f.lt.parent} dabar ${k} kartus ${f.lt.older} už ${f.lt.child}, o po ${n(y)} metų bus ${m} kartus ${f.lt.older}. ${ask}`,
        `${f.en.parent} is now ${k} times as old as ${f.en.child}; in ${n(y)} years ${f.en.parent.toLowerCase().replace(/^a /, 'the ')} will be ${m} times as old. ${ask}`,
      );
      equation = `${k}x + ${n(y)} = ${m}(x + ${n(y)})`;
    } else {
      question = t(
        `Prieš ${n(y)} ${ltCount(y, 'metus', 'metus', 'metų')} ${f.lt.parent.toLowerCase()} ${f.lt.was} ${k} kartus ${f.lt.older} už ${f.lt.child}, o dabar – ${m} kartus. ${ask}`,
        `${n(y)} years ago ${f.en.parent.toLowerCase()} was ${k} times as old as ${f.en.child}; now ${f.en.parent.toLowerCase().replace(/^a /, 'the ')} is ${m} times as old. ${ask}`,
      );
      equation = `${m}x ${MINUS_SIGN} ${n(y)} = ${k}(x ${MINUS_SIGN} ${n(y)})`;
    }
  }
  return {
    question,
    choices: null,
    input_kind: 'number',
    answer: numberAnswer(child, language),
    hints: [
      t('Vaiko amžių dabar pažymėkite x.', "Call the child's age now x."),
      t(`Sudarykite lygtį: ${equation}.`, `Set up the equation: ${equation}.`),
      t(
        'Atskliauskite ir sutraukite panašiuosius narius, tada išreikškite x.',
        'Expand, collect like terms and solve for x.',
      ),
    ],
    steps: [equation, `x = ${n(child)}`],
    explanation,
  };
}

function gcdOf(a: number, b: number): number {
  return b === 0 ? Math.abs(a) : gcdOf(b, a % b);
}

type Item = { lt: [string, string, string]; en: [string, string] };
type Shop = { interest: Interest | null; items: [Item, Item]; single: { lt: string; en: string } };
const SHOPS: readonly Shop[] = [
  {
    interest: null,
    items: [
      { lt: ['sąsiuvinį', 'sąsiuvinius', 'sąsiuvinių'], en: ['notebook', 'notebooks'] },
      { lt: ['tušinuką', 'tušinukus', 'tušinukų'], en: ['pen', 'pens'] },
    ],
    single: { lt: 'knygą', en: 'a book' },
  },
  {
    interest: 'sports',
    items: [
      {
        lt: ['teniso kamuoliuką', 'teniso kamuoliukus', 'teniso kamuoliukų'],
        en: ['tennis ball', 'tennis balls'],
      },
      { lt: ['gertuvę', 'gertuves', 'gertuvių'], en: ['water bottle', 'water bottles'] },
    ],
    single: { lt: 'krepšinio kamuolį', en: 'a basketball' },
  },
  {
    interest: 'music',
    items: [
      { lt: ['gitaros stygą', 'gitaros stygas', 'gitaros stygų'], en: ['guitar string', 'guitar strings'] },
      { lt: ['mediatorių', 'mediatorius', 'mediatorių'], en: ['pick', 'picks'] },
    ],
    single: { lt: 'natų rinkinį', en: 'a songbook' },
  },
  {
    interest: 'games',
    items: [
      { lt: ['žaidimo kortelę', 'žaidimo korteles', 'žaidimo kortelių'], en: ['game card', 'game cards'] },
      { lt: ['kauliuką', 'kauliukus', 'kauliukų'], en: ['dice', 'dice'] },
    ],
    single: { lt: 'stalo žaidimą', en: 'a board game' },
  },
  {
    interest: 'animals',
    items: [
      {
        lt: ['kačių ėdalo skardinę', 'kačių ėdalo skardines', 'kačių ėdalo skardinių'],
        en: ['tin of cat food', 'tins of cat food'],
      },
      { lt: ['žaislą', 'žaislus', 'žaislų'], en: ['toy', 'toys'] },
    ],
    single: { lt: 'guolį', en: 'a pet bed' },
  },
  {
    interest: 'space',
    items: [
      {
        lt: ['astronomijos žurnalą', 'astronomijos žurnalus', 'astronomijos žurnalų'],
        en: ['astronomy magazine', 'astronomy magazines'],
      },
      { lt: ['plakatą', 'plakatus', 'plakatų'], en: ['poster', 'posters'] },
    ],
    single: { lt: 'žvaigždėlapį', en: 'a star map' },
  },
  {
    interest: 'cooking',
    items: [
      { lt: ['miltų pakelį', 'miltų pakelius', 'miltų pakelių'], en: ['bag of flour', 'bags of flour'] },
      {
        lt: ['kiaušinių dėžutę', 'kiaušinių dėžutes', 'kiaušinių dėžučių'],
        en: ['box of eggs', 'boxes of eggs'],
      },
    ],
    single: { lt: 'kepimo formą', en: 'a baking tin' },
  },
  {
    interest: 'travel',
    items: [
      { lt: ['atviruką', 'atvirukus', 'atvirukų'], en: ['postcard', 'postcards'] },
      { lt: ['magnetuką', 'magnetukus', 'magnetukų'], en: ['magnet', 'magnets'] },
    ],
    single: { lt: 'žemėlapį', en: 'a map' },
  },
];

function multiStepShopping(ctx: GeneratorContext): TaskDraft {
  const { rng, level, language, t } = ctx;
  const { context: shop, themed } = themedContext(SHOPS, ctx.interest);
  const name = personName(rng.int(0, 7), language);
  const count = (k: number, item: Item) =>
    language === 'lt'
      ? `${k} ${ltCount(k, item.lt[0], item.lt[1], item.lt[2])}`
      : `${k} ${k === 1 ? item.en[0] : item.en[1]}`;
  const eur = (cents: number) => money(cents, language);
  const n = (v: number) => formatNumber(v, language);
  const [item1, item2] = shop.items;
  const k1 = rng.int(2, 9);
  const p1 = level === 0 ? rng.int(1, 9) * 100 : rng.int(3, 60) * (level === 3 ? 20 : 10);
  const explanation = t(
    'Pirmiausia apskaičiuojame, kiek kainuoja visi pirkiniai, tada atimame iš sumokėtos sumos.',
    'First work out what everything costs, then subtract it from the amount paid.',
  );
  if (level === 4) {
    const p2 = rng.int(3, 40) * 10;
    const budget = k1 * p1 + p2 * rng.int(2, 12) + rng.int(0, p2 - 10);
    const rest = budget - k1 * p1;
    const most = Math.floor(rest / p2);
    return {
      question: t(
        `${name} turi ${eur(budget)}. ${name} nupirko ${count(k1, item1)} po ${eur(p1)}, o už likusius pinigus nori nupirkti kuo daugiau ${item2.lt[2]} po ${eur(p2)}. Kiek daugiausia ${item2.lt[2]} galima nupirkti?`,
        `${name} has ${eur(budget)}, buys ${count(k1, item1)} at ${eur(p1)} each and wants to spend the rest on as many ${item2.en[1]} at ${eur(p2)} each as possible. What is the greatest number of ${item2.en[1]} that can be bought?`,
      ),
      choices: null,
      input_kind: 'number',
      answer: numberAnswer(most, language),
      hints: [
        t(
          `Pirmieji pirkiniai kainuoja ${k1} ${times(language)} ${eur(p1)} = ${eur(k1 * p1)}.`,
          `The first items cost ${k1} × ${eur(p1)} = ${eur(k1 * p1)}.`,
        ),
        t(`Lieka ${eur(rest)}.`, `${eur(rest)} is left.`),
        t(
          `${n(rest / 100)} : ${n(p2 / 100)} – imkite dalybos sveikąją dalį.`,
          `${n(rest / 100)} ÷ ${n(p2 / 100)}: take the whole-number part.`,
        ),
      ],
      steps: [
        `${k1} ${times(language)} ${n(p1 / 100)} = ${n((k1 * p1) / 100)}`,
        `${n(budget / 100)} ${MINUS_SIGN} ${n((k1 * p1) / 100)} = ${n(rest / 100)}`,
        `${n(rest / 100)} ${t(':', '÷')} ${n(p2 / 100)} → ${most}`,
      ],
      explanation: t(
        'Po pirmųjų pirkinių likusią sumą daliname iš vienos prekės kainos ir imame sveikąją dalybos dalį.',
        'After the first purchase, divide what is left by the price of one item and take the whole number part.',
      ),
      themed,
    };
  }
  const parts: { label: string; cents: number; text: string }[] = [
    {
      label: `${k1} ${times(language)} ${n(p1 / 100)}`,
      cents: k1 * p1,
      text: `${count(k1, item1)} ${t('po', 'at')} ${eur(p1)}${t('', ' each')}`,
    },
  ];
  if (level >= 2) {
    const k2 = rng.int(2, 6);
    const p2 = rng.int(2, 40) * (level === 3 ? 20 : 10);
    parts.push({
      label: `${k2} ${times(language)} ${n(p2 / 100)}`,
      cents: k2 * p2,
      text: `${count(k2, item2)} ${t('po', 'at')} ${eur(p2)}${t('', ' each')}`,
    });
  }
  if (level >= 1) {
    // Whole euros at level 3 keep every discounted total a whole number of cents.
    const single = rng.int(5, 60) * (level === 3 ? 100 : 10);
    parts.push({
      label: n(single / 100),
      cents: single,
      text: `${t(shop.single.lt, shop.single.en)} ${t('už', 'for')} ${eur(single)}`,
    });
  }
  const total = parts.reduce((s, p) => s + p.cents, 0);
  const discount = level === 3 ? rng.pick([10, 20, 25, 50]) : 0;
  const toPay = total - (total * discount) / 100;
  const note = [500, 1000, 2000, 5000, 10000, 20000].find((b) => b >= toPay + 1) ?? 50000;
  const change = note - toPay;
  const list = parts.map((p) => p.text);
  const bought =
    list.length === 1
      ? list[0]
      : `${list.slice(0, -1).join(', ')} ${t('ir', 'and')} ${list[list.length - 1]}`;
  const discountText =
    discount === 0
      ? ''
      : t(
          ` Parduotuvėje visoms prekėms taikoma ${discount} % nuolaida.`,
          ` The shop gives ${discount}% off everything.`,
        );
  return {
    question: t(
      `${name} nupirko ${bought}.${discountText} ${name} sumokėjo ${eur(note)} banknotu. Kiek grąžos (€) gavo ${name}?`,
      `${name} bought ${bought}.${discountText} ${name} paid with a ${eur(note)} note. How much change (€) did ${name} get?`,
    ),
    choices: null,
    input_kind: 'number',
    answer: numberAnswer(change / 100, language),
    hints: [
      t('Apskaičiuokite, kiek kainavo visi pirkiniai.', 'Work out the cost of everything bought.'),
      `${parts.map((p) => p.label).join(' + ')} = ${n(total / 100)}${discount === 0 ? '' : t(`; su nuolaida ${n(total / 100)} ${times(language)} ${n(1 - discount / 100)} = ${n(toPay / 100)}`, `; with the discount ${n(total / 100)} × ${n(1 - discount / 100)} = ${n(toPay / 100)}`)}`,
      `${n(note / 100)} ${MINUS_SIGN} ${n(toPay / 100)}`,
    ],
    steps: [
      `${parts.map((p) => p.label).join(' + ')} = ${n(total / 100)}`,
      ...(discount === 0
        ? []
        : [`${n(total / 100)} ${times(language)} ${n(1 - discount / 100)} = ${n(toPay / 100)}`]),
      `${n(note / 100)} ${MINUS_SIGN} ${n(toPay / 100)} = ${n(change / 100)}`,
    ],
    explanation,
    themed,
  };
}

export const wordProblemGenerators: GeneratorTable = {
  'meeting-problem': meetingProblem,
  'joint-work': jointWork,
  'mixture-concentration': mixtureConcentration,
  'age-problem': ageProblem,
  'multi-step-shopping': multiStepShopping,
};
