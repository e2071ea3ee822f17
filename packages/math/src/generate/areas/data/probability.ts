import { fractionAnswer } from '../../answers.ts';
import { divisionSign, formatNumber, times } from '../../format.ts';
import { add, displayDecimal, displayFraction, type Fraction, fraction, mul, sub } from '../../fraction.ts';
import { personName } from '../../interests.ts';
import type { GeneratorContext, TaskDraft } from '../../registry.ts';
import { numberAnswer } from './answers.ts';
import type { Text } from './contexts.ts';
import { binomial } from './counting.ts';
import { ltCount, splitTotal, sum } from './wording.ts';

type Kind = { gen: string; nom: string; enPl: string; enSg: string };
type Container = { intro: Text; draw: Text; kinds: readonly [Kind, Kind, Kind, Kind] };

const CONTAINERS: Record<string, Container> = {
  neutral: {
    intro: { lt: 'Maišelyje yra rutulių:', en: 'A bag contains' },
    draw: { lt: 'Atsitiktinai ištraukiamas vienas rutulys.', en: 'One ball is drawn at random.' },
    kinds: [
      { gen: 'raudonų', nom: 'raudonas rutulys', enPl: 'red balls', enSg: 'a red ball' },
      { gen: 'mėlynų', nom: 'mėlynas rutulys', enPl: 'blue balls', enSg: 'a blue ball' },
      { gen: 'žalių', nom: 'žalias rutulys', enPl: 'green balls', enSg: 'a green ball' },
      { gen: 'geltonų', nom: 'geltonas rutulys', enPl: 'yellow balls', enSg: 'a yellow ball' },
    ],
  },
  sports: {
    intro: { lt: 'Sporto salės dėžėje yra kamuolių:', en: 'A box in the gym holds' },
    draw: { lt: 'Atsitiktinai paimamas vienas kamuolys.', en: 'One ball is taken at random.' },
    kinds: [
      { gen: 'krepšinio', nom: 'krepšinio kamuolys', enPl: 'basketballs', enSg: 'a basketball' },
      { gen: 'futbolo', nom: 'futbolo kamuolys', enPl: 'footballs', enSg: 'a football' },
      { gen: 'tinklinio', nom: 'tinklinio kamuolys', enPl: 'volleyballs', enSg: 'a volleyball' },
      { gen: 'teniso', nom: 'teniso kamuoliukas', enPl: 'tennis balls', enSg: 'a tennis ball' },
    ],
  },
  music: {
    intro: { lt: 'Grojaraštyje yra dainų:', en: 'A playlist has' },
    draw: { lt: 'Grotuvas atsitiktinai parenka vieną dainą.', en: 'The player picks one song at random.' },
    kinds: [
      { gen: 'pop', nom: 'pop daina', enPl: 'pop songs', enSg: 'a pop song' },
      { gen: 'roko', nom: 'roko daina', enPl: 'rock songs', enSg: 'a rock song' },
      { gen: 'džiazo', nom: 'džiazo daina', enPl: 'jazz songs', enSg: 'a jazz song' },
      { gen: 'liaudies', nom: 'liaudies daina', enPl: 'folk songs', enSg: 'a folk song' },
    ],
  },
  games: {
    intro: { lt: 'Žaidimo skrynioje yra kortelių:', en: 'A chest in a game holds' },
    draw: { lt: 'Atsitiktinai ištraukiama viena kortelė.', en: 'One card is drawn at random.' },
    kinds: [
      { gen: 'paprastų', nom: 'paprasta kortelė', enPl: 'common cards', enSg: 'a common card' },
      { gen: 'retų', nom: 'reta kortelė', enPl: 'rare cards', enSg: 'a rare card' },
      { gen: 'epinių', nom: 'epinė kortelė', enPl: 'epic cards', enSg: 'an epic card' },
      { gen: 'legendinių', nom: 'legendinė kortelė', enPl: 'legendary cards', enSg: 'a legendary card' },
    ],
  },
  animals: {
    intro: { lt: 'Prieglaudoje gyvena gyvūnų:', en: 'An animal shelter has' },
    draw: {
      lt: 'Lankytojas atsitiktinai pasirenka vieną gyvūną.',
      en: 'A visitor picks one animal at random.',
    },
    kinds: [
      { gen: 'šunų', nom: 'šuo', enPl: 'dogs', enSg: 'a dog' },
      { gen: 'kačių', nom: 'katė', enPl: 'cats', enSg: 'a cat' },
      { gen: 'triušių', nom: 'triušis', enPl: 'rabbits', enSg: 'a rabbit' },
      { gen: 'jūrų kiaulyčių', nom: 'jūrų kiaulytė', enPl: 'guinea pigs', enSg: 'a guinea pig' },
    ],
  },
  space: {
    intro: { lt: 'Kolekcijoje yra kosmoso nuotraukų:', en: 'A collection of space photos has' },
    draw: { lt: 'Atsitiktinai parenkama viena nuotrauka.', en: 'One photo is chosen at random.' },
    kinds: [
      { gen: 'planetų', nom: 'planetos nuotrauka', enPl: 'photos of planets', enSg: 'a photo of a planet' },
      { gen: 'žvaigždžių', nom: 'žvaigždės nuotrauka', enPl: 'photos of stars', enSg: 'a photo of a star' },
      {
        gen: 'galaktikų',
        nom: 'galaktikos nuotrauka',
        enPl: 'photos of galaxies',
        enSg: 'a photo of a galaxy',
      },
      { gen: 'ūkų', nom: 'ūko nuotrauka', enPl: 'photos of nebulae', enSg: 'a photo of a nebula' },
    ],
  },
  cooking: {
    intro: { lt: 'Dėžutėje yra saldainių:', en: 'A box holds' },
    draw: { lt: 'Atsitiktinai paimamas vienas saldainis.', en: 'One sweet is taken at random.' },
    kinds: [
      {
        gen: 'šokoladinių',
        nom: 'šokoladinis saldainis',
        enPl: 'chocolate sweets',
        enSg: 'a chocolate sweet',
      },
      { gen: 'karamelinių', nom: 'karamelinis saldainis', enPl: 'toffees', enSg: 'a toffee' },
      { gen: 'mėtinių', nom: 'mėtinis saldainis', enPl: 'mints', enSg: 'a mint' },
      { gen: 'vaisinių', nom: 'vaisinis saldainis', enPl: 'fruit sweets', enSg: 'a fruit sweet' },
    ],
  },
  travel: {
    intro: { lt: 'Kelionių loterijoje yra bilietų:', en: 'A travel raffle has' },
    draw: { lt: 'Atsitiktinai ištraukiamas vienas bilietas.', en: 'One ticket is drawn at random.' },
    kinds: [
      { gen: 'į Romą', nom: 'bilietas į Romą', enPl: 'tickets to Rome', enSg: 'a ticket to Rome' },
      { gen: 'į Paryžių', nom: 'bilietas į Paryžių', enPl: 'tickets to Paris', enSg: 'a ticket to Paris' },
      { gen: 'į Londoną', nom: 'bilietas į Londoną', enPl: 'tickets to London', enSg: 'a ticket to London' },
      {
        gen: 'į Barseloną',
        nom: 'bilietas į Barseloną',
        enPl: 'tickets to Barcelona',
        enSg: 'a ticket to Barcelona',
      },
    ],
  },
  money: {
    intro: { lt: 'Taupyklėje yra monetų:', en: 'A money box holds' },
    draw: { lt: 'Atsitiktinai ištraukiama viena moneta.', en: 'One coin is taken out at random.' },
    kinds: [
      { gen: 'vieno euro', nom: 'vieno euro moneta', enPl: 'one-euro coins', enSg: 'a one-euro coin' },
      { gen: 'dviejų eurų', nom: 'dviejų eurų moneta', enPl: 'two-euro coins', enSg: 'a two-euro coin' },
      {
        gen: 'penkiasdešimties centų',
        nom: 'penkiasdešimties centų moneta',
        enPl: 'fifty-cent coins',
        enSg: 'a fifty-cent coin',
      },
      {
        gen: 'dvidešimties centų',
        nom: 'dvidešimties centų moneta',
        enPl: 'twenty-cent coins',
        enSg: 'a twenty-cent coin',
      },
    ],
  },
};

/** `3 red balls, 5 blue balls and 2 green balls` / `raudonų – 3, mėlynų – 5, žalių – 2`. */
function contents(kinds: readonly Kind[], counts: readonly (number | null)[], lang: 'lt' | 'en'): string {
  if (lang === 'lt') return kinds.map((k, i) => `${k.gen} – ${counts[i] ?? '?'}`).join(', ');
  const parts = kinds.map((k, i) => `${counts[i] ?? '?'} ${k.enPl}`);
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

const isPrime = (n: number): boolean => {
  if (n < 2) return false;
  for (let d = 2; d * d <= n; d += 1) if (n % d === 0) return false;
  return true;
};

export function simpleProbability(ctx: GeneratorContext): TaskDraft {
  const { rng, level, language: lang, t } = ctx;
  const themed = ctx.interest !== null && CONTAINERS[ctx.interest] !== undefined;
  const box = (themed ? CONTAINERS[ctx.interest as string] : CONTAINERS.neutral) as Container;
  const explanation = t(
    'Kai visos baigtys vienodai galimos, įvykio tikimybė lygi palankių baigčių skaičiaus ir visų baigčių skaičiaus santykiui.',
    'When all outcomes are equally likely, the probability of an event is the number of favourable outcomes divided by the number of all outcomes.',
  );
  const finish = (favourable: number, total: number, favourableWhy: string): TaskDraft['hints'] => [
    t(
      'P = palankių baigčių skaičius : visų baigčių skaičius.',
      'P = number of favourable outcomes ÷ number of all outcomes.',
    ),
    favourableWhy,
    t(
      `P = ${favourable}/${total}; jei galima, suprastinkite.`,
      `P = ${favourable}/${total}; simplify if you can.`,
    ),
  ];

  if (level <= 1 || level === 3) {
    const k = level === 0 ? 2 : level === 1 ? 3 : 4;
    const kinds = box.kinds.slice(0, k);
    const counts = kinds.map(() => rng.int(1, level === 0 ? 9 : level === 1 ? 12 : 20));
    const total = sum(counts);
    const asked = rng.int(0, k - 1);
    let favourable = counts[asked] as number;
    let what = { lt: (kinds[asked] as Kind).nom, en: (kinds[asked] as Kind).enSg };
    let why = t(
      `Palankių baigčių: ${favourable}, visų: ${total}.`,
      `Favourable outcomes: ${favourable}; all outcomes: ${total}.`,
    );
    if (level === 3) {
      const other = (asked + rng.int(1, 3)) % 4;
      const kA = kinds[asked] as Kind;
      const kB = kinds[other] as Kind;
      if (rng.chance(0.5)) {
        favourable = total - (counts[asked] as number);
        what = { lt: `ne ${kA.nom}`, en: `not ${kA.enSg}` };
        why = t(
          `Netinkamų baigčių: ${counts[asked]}, todėl palankių yra ${total} − ${counts[asked]} = ${favourable}.`,
          `${counts[asked]} outcomes are excluded, so ${total} − ${counts[asked]} = ${favourable} are favourable.`,
        );
      } else {
        favourable = (counts[asked] as number) + (counts[other] as number);
        what = { lt: `${kA.nom} arba ${kB.nom}`, en: `${kA.enSg} or ${kB.enSg}` };
        why = t(
          `Palankių baigčių: ${counts[asked]} + ${counts[other]} = ${favourable}.`,
          `Favourable outcomes: ${counts[asked]} + ${counts[other]} = ${favourable}.`,
        );
      }
    }
    const p = fraction(favourable, total);
    return {
      question: t(
        `${box.intro.lt} ${contents(kinds, counts, 'lt')}. ${box.draw.lt} Kokia tikimybė, kad tai bus ${what.lt}?`,
        `${box.intro.en} ${contents(kinds, counts, 'en')}. ${box.draw.en} What is the probability that it is ${what.en}?`,
      ),
      choices: null,
      input_kind: 'fraction',
      answer: fractionAnswer(p, lang),
      hints: finish(favourable, total, why),
      steps: [
        t(
          `Visų baigčių: ${counts.join(' + ')} = ${total}.`,
          `All outcomes: ${counts.join(' + ')} = ${total}.`,
        ),
        t(`Palankių baigčių: ${favourable}.`, `Favourable outcomes: ${favourable}.`),
        `P = ${favourable}/${total}${p.d !== total ? ` = ${displayFraction(p, lang)}` : ''}.`,
      ],
      explanation,
      title: t('Klasikinė tikimybė', 'Equally likely outcomes'),
      themed,
    };
  }

  if (level === 2) {
    const n = rng.int(10, 40);
    const kind = rng.int(0, 2);
    const m = rng.int(2, 9);
    const threshold = rng.int(2, n - 2);
    const favourable =
      kind === 0
        ? Math.floor(n / m)
        : kind === 1
          ? Array.from({ length: n }, (_, i) => i + 1).filter(isPrime).length
          : n - threshold;
    const condition =
      kind === 0
        ? { lt: `dalijasi iš ${m}`, en: `is divisible by ${m}` }
        : kind === 1
          ? { lt: 'yra pirminis', en: 'is prime' }
          : { lt: `didesnis už ${threshold}`, en: `is greater than ${threshold}` };
    const why =
      kind === 0
        ? t(
            `Iš ${m} dalijasi ${m}, ${2 * m}, …; tokių skaičių yra ${favourable}.`,
            `The multiples of ${m} are ${m}, ${2 * m}, …; there are ${favourable} of them.`,
          )
        : kind === 1
          ? t(
              `Pirminiai skaičiai iki ${n}: ${Array.from({ length: n }, (_, i) => i + 1)
                .filter(isPrime)
                .join(', ')} – jų ${favourable}.`,
              `The primes up to ${n} are ${Array.from({ length: n }, (_, i) => i + 1)
                .filter(isPrime)
                .join(', ')}: ${favourable} of them.`,
            )
          : t(
              `Didesni už ${threshold} yra skaičiai nuo ${threshold + 1} iki ${n} – jų ${favourable}.`,
              `The numbers from ${threshold + 1} to ${n} are greater than ${threshold}: ${favourable} of them.`,
            );
    const p = fraction(favourable, n);
    return {
      question: t(
        `Ant kortelių užrašyti skaičiai nuo 1 iki ${n} (ant kiekvienos – vis kitas). Atsitiktinai traukiama viena kortelė. Kokia tikimybė, kad ant jos užrašytas skaičius ${condition.lt}?`,
        `Cards show the numbers 1 to ${n}, one number on each card. One card is drawn at random. What is the probability that its number ${condition.en}?`,
      ),
      choices: null,
      input_kind: 'fraction',
      answer: fractionAnswer(p, lang),
      hints: finish(favourable, n, why),
      steps: [
        t(`Visų baigčių: ${n}.`, `All outcomes: ${n}.`),
        why,
        `P = ${favourable}/${n}${p.d !== n ? ` = ${displayFraction(p, lang)}` : ''}.`,
      ],
      explanation,
      title: t('Klasikinė tikimybė', 'Equally likely outcomes'),
    };
  }

  // Very hard: the probability is known, a count is asked.
  const kinds = box.kinds.slice(0, 2);
  const known = rng.int(1, 12);
  const unknown = rng.int(1, 30);
  const total = known + unknown;
  const p = fraction(known, total);
  const kA = kinds[0] as Kind;
  return {
    question: t(
      `${box.intro.lt} ${contents(kinds, [known, null], 'lt')}. ${box.draw.lt} Tikimybė, kad tai bus ${kA.nom}, lygi ${displayFraction(p, lang)}. Koks skaičius turi būti vietoje „?“?`,
      `${box.intro.en} ${contents(kinds, [known, null], 'en')}. ${box.draw.en} The probability that it is ${kA.enSg} is ${displayFraction(p, lang)}. What number replaces the “?”?`,
    ),
    choices: null,
    input_kind: 'number',
    answer: numberAnswer(unknown, lang),
    hints: [
      t(
        'Pažymėkite nežinomą skaičių x ir užrašykite tikimybę su x.',
        'Call the unknown number x and write the probability in terms of x.',
      ),
      t(
        `${known}/(${known} + x) = ${displayFraction(p, lang)}.`,
        `${known}/(${known} + x) = ${displayFraction(p, lang)}.`,
      ),
      t(
        `Iš proporcijos: ${known} + x = ${known} ${times(lang)} ${p.d} : ${p.n} = ${total}; tada x = ${total} − ${known}.`,
        `From the proportion: ${known} + x = ${known} ${times(lang)} ${p.d} ÷ ${p.n} = ${total}; then x = ${total} − ${known}.`,
      ),
    ],
    steps: [
      `${known}/(${known} + x) = ${displayFraction(p, lang)}.`,
      `${known} + x = ${known} ${times(lang)} ${p.d} ${divisionSign(lang)} ${p.n} = ${total}.`,
      `x = ${total} − ${known} = ${unknown}.`,
    ],
    explanation,
    title: t('Nežinomas kiekis iš tikimybės', 'A missing count from a probability'),
    themed,
  };
}

type EventPair = { lt: string; ltNot: string; en: string; enNot: string; theme?: string };
const EVENTS: readonly EventPair[] = [
  { lt: 'rytoj lis', ltNot: 'rytoj nelis', en: 'it will rain tomorrow', enNot: 'it will not rain tomorrow' },
  {
    lt: 'autobusas vėluos',
    ltNot: 'autobusas nevėluos',
    en: 'the bus will be late',
    enNot: 'the bus will not be late',
  },
  {
    lt: 'atsitiktinai paimta lemputė bus su defektu',
    ltNot: 'atsitiktinai paimta lemputė bus be defekto',
    en: 'a bulb chosen at random is faulty',
    enNot: 'a bulb chosen at random is not faulty',
  },
  {
    lt: 'mokinys išlaikys testą',
    ltNot: 'mokinys neišlaikys testo',
    en: 'the pupil will pass the test',
    enNot: 'the pupil will not pass the test',
  },
  {
    lt: 'telefonas per metus suges',
    ltNot: 'telefonas per metus nesuges',
    en: 'the phone will break within a year',
    enNot: 'the phone will not break within a year',
  },
  {
    lt: 'komanda laimės rungtynes',
    ltNot: 'komanda nelaimės rungtynių',
    en: 'the team will win the match',
    enNot: 'the team will not win the match',
    theme: 'sports',
  },
  {
    lt: 'koncertas bus atšauktas',
    ltNot: 'koncertas nebus atšauktas',
    en: 'the concert will be cancelled',
    enNot: 'the concert will not be cancelled',
    theme: 'music',
  },
  {
    lt: 'žaidėjas įveiks lygį',
    ltNot: 'žaidėjas neįveiks lygio',
    en: 'the player will beat the level',
    enNot: 'the player will not beat the level',
    theme: 'games',
  },
  {
    lt: 'šuo atneš mestą lazdą',
    ltNot: 'šuo neatneš mestos lazdos',
    en: 'the dog will fetch the stick',
    enNot: 'the dog will not fetch the stick',
    theme: 'animals',
  },
  {
    lt: 'raketos startas bus atidėtas',
    ltNot: 'raketos startas nebus atidėtas',
    en: 'the rocket launch will be postponed',
    enNot: 'the rocket launch will not be postponed',
    theme: 'space',
  },
  {
    lt: 'pyragas pavyks',
    ltNot: 'pyragas nepavyks',
    en: 'the cake will turn out well',
    enNot: 'the cake will not turn out well',
    theme: 'cooking',
  },
  {
    lt: 'lėktuvas išskris laiku',
    ltNot: 'lėktuvas neišskris laiku',
    en: 'the plane will leave on time',
    enNot: 'the plane will not leave on time',
    theme: 'travel',
  },
  {
    lt: 'loterijos bilietas laimės',
    ltNot: 'loterijos bilietas nelaimės',
    en: 'the lottery ticket will win',
    enNot: 'the lottery ticket will not win',
    theme: 'money',
  },
];

export function complementProbability(ctx: GeneratorContext): TaskDraft {
  const { rng, level, language: lang, t } = ctx;
  const themedEvent = ctx.interest ? EVENTS.find((e) => e.theme === ctx.interest) : undefined;
  const ev = themedEvent ?? rng.pick(EVENTS);
  const explanation = t(
    'Įvykis ir jam priešingas įvykis kartu apima visas baigtis ir negali įvykti kartu, todėl jų tikimybių suma lygi 1: P(Ā) = 1 − P(A).',
    'An event and its complement cover every outcome and cannot both happen, so their probabilities add up to 1: P(not A) = 1 − P(A).',
  );

  if (level <= 2) {
    const p =
      level === 0
        ? fraction(5 * rng.int(1, 19), 100)
        : level === 1
          ? fraction(rng.int(1, 99), 100)
          : fraction(rng.int(1, 11), rng.int(12, 16));
    const q = sub(fraction(1), p);
    const asFraction = level === 2;
    const pText = asFraction ? displayFraction(p, lang) : displayDecimal(p, lang);
    const qText = asFraction ? displayFraction(q, lang) : displayDecimal(q, lang);
    return {
      question: t(
        `Tikimybė, kad ${ev.lt}, lygi ${pText}. Kokia tikimybė, kad ${ev.ltNot}?`,
        `The probability that ${ev.en} is ${pText}. What is the probability that ${ev.enNot}?`,
      ),
      choices: null,
      input_kind: asFraction ? 'fraction' : 'number',
      answer: asFraction ? fractionAnswer(q, lang) : numberAnswer(q, lang),
      hints: [
        t('Šie du įvykiai yra priešingi.', 'These two events are complementary.'),
        t(
          'Priešingų įvykių tikimybių suma lygi 1.',
          'The probabilities of complementary events add up to 1.',
        ),
        t(`Apskaičiuokite 1 − ${pText}.`, `Work out 1 − ${pText}.`),
      ],
      steps: [t('P(Ā) = 1 − P(A).', 'P(not A) = 1 − P(A).'), `1 − ${pText} = ${qText}.`],
      explanation,
      title: t('Priešingo įvykio tikimybė', 'The complementary event'),
      themed: themedEvent !== undefined,
    };
  }

  if (level === 3) {
    const parts = splitTotal(rng, 20, 3).map((v) => v * 5);
    const win = fraction(parts[0] as number, 100);
    const draw = fraction(parts[1] as number, 100);
    const lose = fraction(parts[2] as number, 100);
    const chess = ctx.interest !== 'sports' && rng.chance(0.5);
    return {
      question: chess
        ? t(
            `Šachmatininkas partiją laimi su tikimybe ${displayDecimal(win, lang)}, o lygiosiomis ją baigia su tikimybe ${displayDecimal(draw, lang)}. Kokia tikimybė, kad jis partiją pralaimės?`,
            `A chess player wins a game with probability ${displayDecimal(win, lang)} and draws with probability ${displayDecimal(draw, lang)}. What is the probability that the player loses?`,
          )
        : t(
            `Futbolo komanda rungtynes laimi su tikimybe ${displayDecimal(win, lang)}, o lygiosiomis sužaidžia su tikimybe ${displayDecimal(draw, lang)}. Kokia tikimybė, kad komanda rungtynes pralaimės?`,
            `A football team wins a match with probability ${displayDecimal(win, lang)} and draws with probability ${displayDecimal(draw, lang)}. What is the probability that the team loses?`,
          ),
      choices: null,
      input_kind: 'number',
      answer: numberAnswer(lose, lang),
      hints: [
        t(
          'Galimos tik trys baigtys: pergalė, lygiosios ir pralaimėjimas.',
          'There are only three outcomes: win, draw and loss.',
        ),
        t(
          'Pralaimėjimas – priešingas įvykis įvykiui „laimės arba sužais lygiosiomis“.',
          'Losing is the complement of “wins or draws”.',
        ),
        t(
          `P(pralaimės) = 1 − (${displayDecimal(win, lang)} + ${displayDecimal(draw, lang)}).`,
          `P(loss) = 1 − (${displayDecimal(win, lang)} + ${displayDecimal(draw, lang)}).`,
        ),
      ],
      steps: [
        `${displayDecimal(win, lang)} + ${displayDecimal(draw, lang)} = ${displayDecimal(add(win, draw), lang)}.`,
        `1 − ${displayDecimal(add(win, draw), lang)} = ${displayDecimal(lose, lang)}.`,
      ],
      explanation,
      title: t('Priešingo įvykio tikimybė', 'The complementary event'),
      themed: ctx.interest === 'sports' && !chess,
    };
  }

  const k = rng.int(2, 20);
  const p = fraction(k, k + 1);
  return {
    question: t(
      `Tikimybė, kad ${ev.lt}, yra ${ltCount(k, 'kartą', 'kartus', 'kartų')} didesnė už tikimybę, kad ${ev.ltNot}. Kokia tikimybė, kad ${ev.lt}?`,
      `The probability that ${ev.en} is ${k} times the probability that ${ev.enNot}. What is the probability that ${ev.en}?`,
    ),
    choices: null,
    input_kind: 'fraction',
    answer: fractionAnswer(p, lang),
    hints: [
      t(
        `Pažymėkite priešingo įvykio tikimybę q; tada įvykio tikimybė lygi ${k}q.`,
        `Let q be the probability of the complement; then the event has probability ${k}q.`,
      ),
      t(
        `Jų suma lygi 1: ${k}q + q = 1, todėl q = 1/${k + 1}.`,
        `They add up to 1: ${k}q + q = 1, so q = 1/${k + 1}.`,
      ),
      t(
        `Įvykio tikimybė: ${k} ${times(lang)} 1/${k + 1}.`,
        `The event's probability is ${k} ${times(lang)} 1/${k + 1}.`,
      ),
    ],
    steps: [
      `${k}q + q = 1 ⇒ ${k + 1}q = 1 ⇒ q = 1/${k + 1}.`,
      `P = ${k} ${times(lang)} 1/${k + 1} = ${displayFraction(p, lang)}.`,
    ],
    explanation,
    title: t('Priešingo įvykio tikimybė', 'The complementary event'),
    themed: themedEvent !== undefined,
  };
}

type DiceCondition = { lt: string; en: string; test: (faces: readonly number[]) => boolean };

/** Counts the outcomes of rolling dice with the given numbers of faces that satisfy `test`. */
export function countDiceOutcomes(faces: readonly number[], test: (values: readonly number[]) => boolean) {
  let total = 1;
  for (const f of faces) total *= f;
  let favourable = 0;
  const values = faces.map(() => 1);
  for (let i = 0; i < total; i += 1) {
    let rest = i;
    for (let j = 0; j < faces.length; j += 1) {
      values[j] = (rest % (faces[j] as number)) + 1;
      rest = Math.floor(rest / (faces[j] as number));
    }
    if (test(values)) favourable += 1;
  }
  return { favourable, total };
}

export function twoDice(ctx: GeneratorContext): TaskDraft {
  const { rng, level, language: lang, t } = ctx;
  const name = personName(rng.int(0, 7), lang);
  const total2 = (v: readonly number[]) => sum(v);
  let faces = [6, 6];
  let condition: DiceCondition;
  if (level === 0) {
    const s = rng.int(2, 12);
    condition = rng.chance(0.15)
      ? {
          lt: 'abiem kauliukais atsivers vienodas akučių skaičius',
          en: 'both dice show the same number',
          test: (v) => v[0] === v[1],
        }
      : { lt: `atsivertusių akučių suma bus lygi ${s}`, en: `the sum is ${s}`, test: (v) => total2(v) === s };
  } else if (level === 1) {
    const s = rng.int(3, 11);
    const kind = rng.int(0, 3);
    const words = [
      { lt: `didesnė už ${s}`, en: `greater than ${s}`, test: (v: readonly number[]) => total2(v) > s },
      { lt: `mažesnė už ${s}`, en: `less than ${s}`, test: (v: readonly number[]) => total2(v) < s },
      { lt: `ne mažesnė už ${s}`, en: `at least ${s}`, test: (v: readonly number[]) => total2(v) >= s },
      { lt: `ne didesnė už ${s}`, en: `at most ${s}`, test: (v: readonly number[]) => total2(v) <= s },
    ][kind] as { lt: string; en: string; test: (v: readonly number[]) => boolean };
    condition = {
      lt: `atsivertusių akučių suma bus ${words.lt}`,
      en: `the sum is ${words.en}`,
      test: words.test,
    };
  } else if (level === 2) {
    const kind = rng.int(0, 3);
    if (kind === 0) {
      const p = rng.pick([4, 6, 8, 10, 12, 15, 18, 20, 24, 30, 36]);
      condition = {
        lt: `atsivertusių akučių sandauga bus lygi ${p}`,
        en: `the product of the numbers is ${p}`,
        test: (v) => (v[0] as number) * (v[1] as number) === p,
      };
    } else if (kind === 1) {
      const d = rng.int(1, 5);
      condition = {
        lt: `atsivertusių akučių skaičių skirtumas (didesnis minus mažesnis) bus lygus ${d}`,
        en: `the difference between the numbers (larger minus smaller) is ${d}`,
        test: (v) => Math.abs((v[0] as number) - (v[1] as number)) === d,
      };
    } else if (kind === 2) {
      const m = rng.int(3, 5);
      condition = {
        lt: `atsivertusių akučių suma dalysis iš ${m}`,
        en: `the sum is divisible by ${m}`,
        test: (v) => total2(v) % m === 0,
      };
    } else {
      const k = rng.int(1, 6);
      condition = {
        lt: `bent vienu kauliuku atsivers ${k}`,
        en: `at least one die shows ${k}`,
        test: (v) => v.includes(k),
      };
    }
  } else if (level === 3) {
    faces = rng.shuffle([rng.pick([4, 8, 10, 12]), rng.pick([4, 6, 8])]);
    const s = rng.int(3, (faces[0] as number) + (faces[1] as number) - 1);
    condition = rng.chance(0.5)
      ? { lt: `atsivertusių skaičių suma bus lygi ${s}`, en: `the sum is ${s}`, test: (v) => total2(v) === s }
      : {
          lt: `atsivertusių skaičių suma bus didesnė už ${s}`,
          en: `the sum is greater than ${s}`,
          test: (v) => total2(v) > s,
        };
  } else {
    faces = [6, 6, 6];
    const kind = rng.int(0, 2);
    const s = rng.int(4, 17);
    condition =
      kind === 0
        ? {
            lt: `atsivertusių akučių suma bus lygi ${s}`,
            en: `the sum is ${s}`,
            test: (v) => total2(v) === s,
          }
        : kind === 1
          ? {
              lt: `atsivertusių akučių suma bus ne didesnė už ${s}`,
              en: `the sum is at most ${s}`,
              test: (v) => total2(v) <= s,
            }
          : {
              lt: 'visais trimis kauliukais atsivers skirtingi skaičiai',
              en: 'all three dice show different numbers',
              test: (v) => new Set(v).size === 3,
            };
  }
  const { favourable, total } = countDiceOutcomes(faces, condition.test);
  const p = fraction(favourable, total);
  const setup =
    level === 3
      ? t(
          `${name} meta du simetriškus kauliukus: vieno sienelės sunumeruotos nuo 1 iki ${faces[0]}, kito – nuo 1 iki ${faces[1]}.`,
          `${name} rolls two fair dice: one numbered 1 to ${faces[0]} and the other 1 to ${faces[1]}.`,
        )
      : level === 4
        ? t(`${name} meta tris simetriškus lošimo kauliukus.`, `${name} rolls three fair dice.`)
        : rng.chance(0.5)
          ? t(`${name} meta du simetriškus lošimo kauliukus.`, `${name} rolls two fair dice.`)
          : t(`${name} du kartus meta simetrišką lošimo kauliuką.`, `${name} rolls a fair die twice.`);
  const grid = faces.join(` ${times(lang)} `);
  return {
    question: `${setup} ${t(`Kokia tikimybė, kad ${condition.lt}?`, `What is the probability that ${condition.en}?`)}`,
    choices: null,
    input_kind: 'fraction',
    answer: fractionAnswer(p, lang),
    hints: [
      t(
        `Visos baigtys – skaičių ${faces.length === 2 ? 'poros' : 'trejetai'}; jų yra ${grid} = ${total}, visos vienodai galimos.`,
        `The outcomes are ${faces.length === 2 ? 'pairs' : 'triples'} of numbers: ${grid} = ${total} of them, all equally likely.`,
      ),
      t(
        'Surašykite (arba suskaičiuokite lentelėje) palankias baigtis.',
        'List the favourable outcomes, or count them in a table of all outcomes.',
      ),
      t(
        `Palankių baigčių yra ${favourable}; P = ${favourable}/${total}, suprastinkite.`,
        `There are ${favourable} favourable outcomes; P = ${favourable}/${total}; simplify.`,
      ),
    ],
    steps: [
      t(`Visų baigčių: ${grid} = ${total}.`, `All outcomes: ${grid} = ${total}.`),
      t(`Palankių baigčių: ${favourable}.`, `Favourable outcomes: ${favourable}.`),
      `P = ${favourable}/${total}${p.d !== total ? ` = ${displayFraction(p, lang)}` : ''}.`,
    ],
    explanation: t(
      'Kelių etapų bandymo baigtys – visų etapų rezultatų rinkiniai; pagal daugybos taisyklę jų yra sandauga, ir visos vienodai galimos, todėl tikimybę randame skaičiuodami palankias baigtis.',
      'The outcomes of a multi-stage experiment are the combinations of the stage results; by the multiplication rule there are the product of the counts, all equally likely, so the probability is found by counting favourable outcomes.',
    ),
    title: t('Kelių etapų bandymas', 'Multi-stage experiments'),
  };
}

type Pair = {
  setup: { lt: (p1: string, p2: string) => string; en: (p1: string, p2: string) => string };
  both: Text;
  atLeastOne: Text;
  neither: Text;
  exactlyOne: Text;
};
const ARCHERS: Pair = {
  setup: {
    lt: (p1, p2) =>
      `Du šauliai šauna į taikinį po vieną kartą, nepriklausomai vienas nuo kito. Pirmasis pataiko su tikimybe ${p1}, antrasis – su tikimybe ${p2}.`,
    en: (p1, p2) =>
      `Two archers each shoot once at a target, independently. The first hits with probability ${p1} and the second with probability ${p2}.`,
  },
  both: { lt: 'pataikys abu šauliai', en: 'both hit' },
  atLeastOne: { lt: 'pataikys bent vienas iš jų', en: 'at least one of them hits' },
  neither: { lt: 'nepataikys nė vienas', en: 'neither hits' },
  exactlyOne: { lt: 'pataikys lygiai vienas iš jų', en: 'exactly one of them hits' },
};
const NEUTRAL_PAIRS: readonly Pair[] = [
  ARCHERS,
  {
    setup: {
      lt: (p1, p2) =>
        `Du mokiniai nepriklausomai vienas nuo kito sprendžia tą patį uždavinį. Pirmasis jį išsprendžia su tikimybe ${p1}, antrasis – su tikimybe ${p2}.`,
      en: (p1, p2) =>
        `Two pupils work on the same problem independently. The first solves it with probability ${p1} and the second with probability ${p2}.`,
    },
    both: { lt: 'uždavinį išspręs abu mokiniai', en: 'both solve it' },
    atLeastOne: { lt: 'uždavinį išspręs bent vienas iš jų', en: 'at least one of them solves it' },
    neither: { lt: 'uždavinio neišspręs nė vienas', en: 'neither solves it' },
    exactlyOne: { lt: 'uždavinį išspręs lygiai vienas iš jų', en: 'exactly one of them solves it' },
  },
  {
    setup: {
      lt: (p1, p2) =>
        `Du žadintuvai veikia nepriklausomai vienas nuo kito. Pirmasis rytą suskamba su tikimybe ${p1}, antrasis – su tikimybe ${p2}.`,
      en: (p1, p2) =>
        `Two alarm clocks work independently. In the morning the first rings with probability ${p1} and the second with probability ${p2}.`,
    },
    both: { lt: 'suskambės abu žadintuvai', en: 'both ring' },
    atLeastOne: { lt: 'suskambės bent vienas žadintuvas', en: 'at least one rings' },
    neither: { lt: 'nesuskambės nė vienas žadintuvas', en: 'neither rings' },
    exactlyOne: { lt: 'suskambės lygiai vienas žadintuvas', en: 'exactly one rings' },
  },
];
const PAIRS: Record<string, Pair> = {
  sports: {
    setup: {
      lt: (p1, p2) =>
        `Du krepšininkai meta po vieną baudos metimą, nepriklausomai vienas nuo kito. Pirmasis pataiko su tikimybe ${p1}, antrasis – su tikimybe ${p2}.`,
      en: (p1, p2) =>
        `Two basketball players each take one free throw, independently. The first scores with probability ${p1} and the second with probability ${p2}.`,
    },
    both: { lt: 'pataikys abu krepšininkai', en: 'both score' },
    atLeastOne: { lt: 'pataikys bent vienas iš jų', en: 'at least one of them scores' },
    neither: { lt: 'nepataikys nė vienas', en: 'neither scores' },
    exactlyOne: { lt: 'pataikys lygiai vienas iš jų', en: 'exactly one of them scores' },
  },
  music: {
    setup: {
      lt: (p1, p2) =>
        `Per koncertą nepriklausomai vienas nuo kito gali sutrikti du dalykai: garso aparatūra sugenda su tikimybe ${p1}, apšvietimas – su tikimybe ${p2}.`,
      en: (p1, p2) =>
        `Two things can fail at a concert, independently: the sound system fails with probability ${p1} and the lighting with probability ${p2}.`,
    },
    both: { lt: 'suges ir garso aparatūra, ir apšvietimas', en: 'both fail' },
    atLeastOne: { lt: 'suges bent vienas iš jų', en: 'at least one of them fails' },
    neither: { lt: 'nesuges nė vienas iš jų', en: 'neither fails' },
    exactlyOne: { lt: 'suges lygiai vienas iš jų', en: 'exactly one of them fails' },
  },
  games: {
    setup: {
      lt: (p1, p2) =>
        `Žaidėjas bando įveikti du lygius. Pirmąjį jis įveikia su tikimybe ${p1}, antrąjį – su tikimybe ${p2}, nepriklausomai nuo pirmojo.`,
      en: (p1, p2) =>
        `A player tries two levels. The first is beaten with probability ${p1} and the second with probability ${p2}, independently of the first.`,
    },
    both: { lt: 'jis įveiks abu lygius', en: 'both levels are beaten' },
    atLeastOne: { lt: 'jis įveiks bent vieną lygį', en: 'at least one level is beaten' },
    neither: { lt: 'jis neįveiks nė vieno lygio', en: 'neither level is beaten' },
    exactlyOne: { lt: 'jis įveiks lygiai vieną lygį', en: 'exactly one level is beaten' },
  },
  animals: {
    setup: {
      lt: (p1, p2) =>
        `Du šunys nepriklausomai vienas nuo kito ieško paslėpto žaislo. Pirmasis jį randa su tikimybe ${p1}, antrasis – su tikimybe ${p2}.`,
      en: (p1, p2) =>
        `Two dogs search for a hidden toy, independently. The first finds it with probability ${p1} and the second with probability ${p2}.`,
    },
    both: { lt: 'žaislą ras abu šunys', en: 'both dogs find it' },
    atLeastOne: { lt: 'žaislą ras bent vienas šuo', en: 'at least one dog finds it' },
    neither: { lt: 'žaislo neras nė vienas šuo', en: 'neither dog finds it' },
    exactlyOne: { lt: 'žaislą ras lygiai vienas šuo', en: 'exactly one dog finds it' },
  },
  space: {
    setup: {
      lt: (p1, p2) =>
        `Raketa turi du nepriklausomus variklius. Pirmasis užsiveda su tikimybe ${p1}, antrasis – su tikimybe ${p2}.`,
      en: (p1, p2) =>
        `A rocket has two independent engines. The first starts with probability ${p1} and the second with probability ${p2}.`,
    },
    both: { lt: 'užsives abu varikliai', en: 'both engines start' },
    atLeastOne: { lt: 'užsives bent vienas variklis', en: 'at least one engine starts' },
    neither: { lt: 'neužsives nė vienas variklis', en: 'neither engine starts' },
    exactlyOne: { lt: 'užsives lygiai vienas variklis', en: 'exactly one engine starts' },
  },
  cooking: {
    setup: {
      lt: (p1, p2) =>
        `Kepami du pyragai, nepriklausomai vienas nuo kito. Pirmasis pavyksta su tikimybe ${p1}, antrasis – su tikimybe ${p2}.`,
      en: (p1, p2) =>
        `Two cakes are baked, independently. The first turns out well with probability ${p1} and the second with probability ${p2}.`,
    },
    both: { lt: 'pavyks abu pyragai', en: 'both cakes turn out well' },
    atLeastOne: { lt: 'pavyks bent vienas pyragas', en: 'at least one cake turns out well' },
    neither: { lt: 'nepavyks nė vienas pyragas', en: 'neither cake turns out well' },
    exactlyOne: { lt: 'pavyks lygiai vienas pyragas', en: 'exactly one cake turns out well' },
  },
  travel: {
    setup: {
      lt: (p1, p2) =>
        `Keliautojas važiuoja dviem traukiniais. Pirmasis atvyksta laiku su tikimybe ${p1}, antrasis – su tikimybe ${p2}, nepriklausomai nuo pirmojo.`,
      en: (p1, p2) =>
        `A traveller takes two trains. The first is on time with probability ${p1} and the second with probability ${p2}, independently.`,
    },
    both: { lt: 'abu traukiniai atvyks laiku', en: 'both trains are on time' },
    atLeastOne: { lt: 'bent vienas traukinys atvyks laiku', en: 'at least one train is on time' },
    neither: { lt: 'nė vienas traukinys neatvyks laiku', en: 'neither train is on time' },
    exactlyOne: { lt: 'lygiai vienas traukinys atvyks laiku', en: 'exactly one train is on time' },
  },
  money: {
    setup: {
      lt: (p1, p2) =>
        `Investuotojas turi dviejų bendrovių akcijų. Per metus pirmosios bendrovės akcijų kaina pakyla su tikimybe ${p1}, antrosios – su tikimybe ${p2}, nepriklausomai viena nuo kitos.`,
      en: (p1, p2) =>
        `An investor holds shares in two companies. Within a year the first company's share price rises with probability ${p1} and the second's with probability ${p2}, independently.`,
    },
    both: { lt: 'pakils abiejų bendrovių akcijų kaina', en: 'both prices rise' },
    atLeastOne: { lt: 'pakils bent vienos bendrovės akcijų kaina', en: 'at least one price rises' },
    neither: { lt: 'nepakils nė vienos bendrovės akcijų kaina', en: 'neither price rises' },
    exactlyOne: { lt: 'pakils lygiai vienos bendrovės akcijų kaina', en: 'exactly one price rises' },
  },
};

export function independentEvents(ctx: GeneratorContext): TaskDraft {
  const { rng, level, language: lang, t } = ctx;
  const x = times(lang);
  const d = (v: Fraction) => displayDecimal(v, lang);
  const one = fraction(1);
  const explanation = t(
    'Nepriklausomų įvykių sankirtos tikimybė lygi jų tikimybių sandaugai; „bent vienas“ patogu skaičiuoti kaip 1 − P(nė vieno).',
    'For independent events the probability that both happen is the product of their probabilities; “at least one” is easiest as 1 − P(none).',
  );

  if (level === 4) {
    const ps = [0, 1, 2].map(() => fraction(rng.int(1, 9), 10));
    const qs = ps.map((p) => sub(one, p));
    const [p1, p2, p3] = ps as [Fraction, Fraction, Fraction];
    const [q1, q2, q3] = qs as [Fraction, Fraction, Fraction];
    const atLeastOne = rng.chance(0.5);
    const none = mul(mul(q1, q2), q3);
    const exactlyTwo = add(add(mul(mul(p1, p2), q3), mul(mul(p1, q2), p3)), mul(mul(q1, p2), p3));
    const result = atLeastOne ? sub(one, none) : exactlyTwo;
    return {
      question: t(
        `Trys šauliai šauna į taikinį po vieną kartą, nepriklausomai vienas nuo kito. Jie pataiko atitinkamai su tikimybėmis ${d(p1)}; ${d(p2)} ir ${d(p3)}. Kokia tikimybė, kad ${atLeastOne ? 'pataikys bent vienas šaulys' : 'pataikys lygiai du šauliai'}?`,
        `Three archers each shoot once at a target, independently, hitting with probabilities ${d(p1)}, ${d(p2)} and ${d(p3)}. What is the probability that ${atLeastOne ? 'at least one hits' : 'exactly two hit'}?`,
      ),
      choices: null,
      input_kind: 'number',
      answer: numberAnswer(result, lang),
      hints: atLeastOne
        ? [
            t('Priešingas įvykis – nepataikys nė vienas.', 'The complement is that nobody hits.'),
            t(
              `P(nė vienas) = ${d(q1)} ${x} ${d(q2)} ${x} ${d(q3)} = ${d(none)}.`,
              `P(none) = ${d(q1)} ${x} ${d(q2)} ${x} ${d(q3)} = ${d(none)}.`,
            ),
            t(`Apskaičiuokite 1 − ${d(none)}.`, `Work out 1 − ${d(none)}.`),
          ]
        : [
            t(
              'Lygiai du pataiko trimis nesutaikomais būdais: nepataiko tik pirmasis, tik antrasis arba tik trečiasis.',
              'Exactly two hit in three separate ways: only the first misses, only the second, or only the third.',
            ),
            t(
              'Kiekvieno būdo tikimybė – trijų tikimybių sandauga (pataikymo p, nepataikymo 1 − p).',
              'Each way has probability equal to a product of three factors (p for a hit, 1 − p for a miss).',
            ),
            `${d(p1)} ${x} ${d(p2)} ${x} ${d(q3)} + ${d(p1)} ${x} ${d(q2)} ${x} ${d(p3)} + ${d(q1)} ${x} ${d(p2)} ${x} ${d(p3)}.`,
          ],
      steps: atLeastOne
        ? [
            `P(${t('nė vienas', 'none')}) = ${d(q1)} ${x} ${d(q2)} ${x} ${d(q3)} = ${d(none)}.`,
            `P = 1 − ${d(none)} = ${d(result)}.`,
          ]
        : [
            `${d(p1)} ${x} ${d(p2)} ${x} ${d(q3)} = ${d(mul(mul(p1, p2), q3))}.`,
            `${d(p1)} ${x} ${d(q2)} ${x} ${d(p3)} = ${d(mul(mul(p1, q2), p3))}.`,
            `${d(q1)} ${x} ${d(p2)} ${x} ${d(p3)} = ${d(mul(mul(q1, p2), p3))}.`,
            `P = ${d(result)}.`,
          ],
      explanation,
      title: t('Trys nepriklausomi įvykiai', 'Three independent events'),
    };
  }

  const themed = ctx.interest !== null && PAIRS[ctx.interest] !== undefined;
  const pair = (themed ? PAIRS[ctx.interest as string] : rng.pick(NEUTRAL_PAIRS)) as Pair;
  const p1 = level === 3 ? fraction(5 * rng.int(1, 19), 100) : fraction(rng.int(1, 9), 10);
  const p2 = level === 3 ? fraction(5 * rng.int(1, 19), 100) : fraction(rng.int(1, 9), 10);
  const q1 = sub(one, p1);
  const q2 = sub(one, p2);
  const outcome = [pair.both, pair.neither, pair.atLeastOne, pair.exactlyOne][level] as Text;
  const both = mul(p1, p2);
  const none = mul(q1, q2);
  const exactly = add(mul(p1, q2), mul(q1, p2));
  const result = [both, none, sub(one, none), exactly][level] as Fraction;
  const hintsAndSteps: [string[], string[]] =
    level === 0
      ? [
          [
            t(
              'Abu įvykiai turi įvykti kartu, o jie nepriklausomi.',
              'Both events must happen, and they are independent.',
            ),
            t(
              'Nepriklausomų įvykių tikimybės dauginamos.',
              'Multiply the probabilities of independent events.',
            ),
            `${d(p1)} ${x} ${d(p2)}.`,
          ],
          [`P = ${d(p1)} ${x} ${d(p2)} = ${d(both)}.`],
        ]
      : level === 1
        ? [
            [
              t(
                'Raskite kiekvieno priešingo įvykio tikimybę.',
                'Find the probability of each complementary event.',
              ),
              t(
                `Jos lygios 1 − ${d(p1)} = ${d(q1)} ir 1 − ${d(p2)} = ${d(q2)}.`,
                `They are 1 − ${d(p1)} = ${d(q1)} and 1 − ${d(p2)} = ${d(q2)}.`,
              ),
              `${d(q1)} ${x} ${d(q2)}.`,
            ],
            [`1 − ${d(p1)} = ${d(q1)}; 1 − ${d(p2)} = ${d(q2)}.`, `P = ${d(q1)} ${x} ${d(q2)} = ${d(none)}.`],
          ]
        : level === 2
          ? [
              [
                t('Priešingas įvykis – nė vienas neįvyks.', 'The complement is that neither happens.'),
                t(
                  `P(nė vienas) = ${d(q1)} ${x} ${d(q2)} = ${d(none)}.`,
                  `P(neither) = ${d(q1)} ${x} ${d(q2)} = ${d(none)}.`,
                ),
                t(`Apskaičiuokite 1 − ${d(none)}.`, `Work out 1 − ${d(none)}.`),
              ],
              [
                `P(${t('nė vienas', 'neither')}) = ${d(q1)} ${x} ${d(q2)} = ${d(none)}.`,
                `P = 1 − ${d(none)} = ${d(result)}.`,
              ],
            ]
          : [
              [
                t(
                  'Lygiai vienas: arba įvyksta pirmasis ir neįvyksta antrasis, arba atvirkščiai.',
                  'Exactly one: either the first happens and the second does not, or the other way round.',
                ),
                t(
                  'Šių dviejų nesutaikomų atvejų tikimybes sudėkite.',
                  'Add the probabilities of these two separate cases.',
                ),
                `${d(p1)} ${x} ${d(q2)} + ${d(q1)} ${x} ${d(p2)}.`,
              ],
              [
                `${d(p1)} ${x} ${d(q2)} = ${d(mul(p1, q2))}.`,
                `${d(q1)} ${x} ${d(p2)} = ${d(mul(q1, p2))}.`,
                `P = ${d(mul(p1, q2))} + ${d(mul(q1, p2))} = ${d(exactly)}.`,
              ],
            ];
  return {
    question: `${pair.setup[lang](d(p1), d(p2))} ${t(`Kokia tikimybė, kad ${outcome.lt}?`, `What is the probability that ${outcome.en}?`)}`,
    choices: null,
    input_kind: 'number',
    answer: numberAnswer(result, lang),
    hints: hintsAndSteps[0],
    steps: hintsAndSteps[1],
    explanation,
    title: t('Nepriklausomi įvykiai', 'Independent events'),
    themed,
  };
}

export function computeConditionalProbability(ctx: GeneratorContext): TaskDraft {
  const { rng, level, language: lang, t } = ctx;
  const d = (v: Fraction) => displayDecimal(v, lang);
  const dv = divisionSign(lang);
  const explanation = t(
    'Sąlyginė tikimybė P(A | B) = P(A ∩ B) : P(B): žinant, kad įvyko B, visos galimos baigtys – tik B baigtys, o palankios – tos, kuriose įvyksta ir A.',
    'The conditional probability P(A | B) = P(A and B) ÷ P(B): once B is known to have happened, only the outcomes in B remain, and the favourable ones are those where A also happens.',
  );

  if (level <= 2) {
    const girls = rng.int(8, 20);
    const boys = rng.int(6, 18);
    const gA = rng.int(1, girls - 1);
    const bA = rng.int(1, boys - 1);
    const clubs = [
      { lt: 'Šokius', en: 'dance classes' },
      { lt: 'Krepšinio būrelį', en: 'the basketball club' },
      { lt: 'Dailės būrelį', en: 'the art club' },
      { lt: 'Chorą', en: 'the choir' },
    ];
    const club = rng.pick(clubs);
    const clubLower = club.lt.charAt(0).toLowerCase() + club.lt.slice(1);
    if (level <= 1) {
      const intro = t(
        `Klasėje yra ${ltCount(girls, 'mergaitė', 'mergaitės', 'mergaičių')} ir ${ltCount(boys, 'berniukas', 'berniukai', 'berniukų')}. ${club.lt} lanko ${ltCount(gA, 'mergaitė', 'mergaitės', 'mergaičių')} ir ${ltCount(bA, 'berniukas', 'berniukai', 'berniukų')}.`,
        `A class has ${girls} girls and ${boys} boys; ${gA} of the girls and ${bA} of the boys attend ${club.en}.`,
      );
      const p = level === 0 ? fraction(gA, girls) : fraction(gA, gA + bA);
      const num = gA;
      const den = level === 0 ? girls : gA + bA;
      return {
        question:
          level === 0
            ? `${intro} ${t(`Atsitiktinai pasirinktas mokinys yra mergaitė. Kokia tikimybė, kad ji lanko ${clubLower}?`, `A pupil chosen at random is a girl. What is the probability that she attends ${club.en}?`)}`
            : `${intro} ${t(`Atsitiktinai pasirinktas mokinys lanko ${clubLower}. Kokia tikimybė, kad tai mergaitė?`, `A pupil chosen at random attends ${club.en}. What is the probability that the pupil is a girl?`)}`,
        choices: null,
        input_kind: 'fraction',
        answer: fractionAnswer(p, lang),
        hints: [
          t(
            'Sąlyga susiaurina visų baigčių aibę: nagrinėkite tik tuos mokinius, apie kuriuos žinome.',
            'The condition shrinks the set of outcomes: look only at the pupils we know about.',
          ),
          level === 0
            ? t(
                `Galimos baigtys – visos mergaitės (jų ${girls}); palankios – ${gA}.`,
                `The possible outcomes are the ${girls} girls; ${gA} of them are favourable.`,
              )
            : t(
                `Sąlygą tenkinančių mokinių: ${gA} + ${bA} = ${gA + bA}; iš jų mergaičių – ${gA}.`,
                `${gA} + ${bA} = ${gA + bA} pupils attend ${club.en}; ${gA} of them are girls.`,
              ),
          `P = ${num}/${den}${p.d !== den ? t('; suprastinkite.', '; simplify.') : '.'}`,
        ],
        steps: [
          t(`Galimų baigčių: ${den}; palankių: ${num}.`, `Possible outcomes: ${den}; favourable: ${num}.`),
          `P = ${num}/${den}${p.d !== den ? ` = ${displayFraction(p, lang)}` : ''}.`,
        ],
        explanation,
        title: t('Sąlyginė tikimybė', 'Conditional probability'),
      };
    }
    // A two-way table of counts.
    const g7 = rng.int(3, 25);
    const g8 = rng.int(3, 25);
    const n7 = rng.int(3, 25);
    const n8 = rng.int(3, 25);
    const askRow = rng.chance(0.5);
    const p = askRow ? fraction(g8, g8 + n8) : fraction(g8, g7 + g8);
    const den = askRow ? g8 + n8 : g7 + g8;
    return {
      question: t(
        `Apklausti 7 ir 8 klasių mokiniai, ar jie sportuoja.\n7 klasė: sportuoja ${g7}, nesportuoja ${n7}\n8 klasė: sportuoja ${g8}, nesportuoja ${n8}\n${askRow ? 'Atsitiktinai pasirinktas apklaustas mokinys yra iš 8 klasės. Kokia tikimybė, kad jis sportuoja?' : 'Atsitiktinai pasirinktas apklaustas mokinys sportuoja. Kokia tikimybė, kad jis iš 8 klasės?'}`,
        `Pupils in years 7 and 8 were asked whether they do sport.\nYear 7: sport ${g7}, no sport ${n7}\nYear 8: sport ${g8}, no sport ${n8}\n${askRow ? 'A pupil chosen at random from those asked is in year 8. What is the probability that the pupil does sport?' : 'A pupil chosen at random from those asked does sport. What is the probability that the pupil is in year 8?'}`,
      ),
      choices: null,
      input_kind: 'fraction',
      answer: fractionAnswer(p, lang),
      hints: [
        t(
          'Sąlyga nurodo, kurią lentelės eilutę ar stulpelį nagrinėti.',
          'The condition tells you which row or column of the table to look at.',
        ),
        askRow
          ? t(
              `8 klasės mokinių: ${g8} + ${n8} = ${g8 + n8}; iš jų sportuoja ${g8}.`,
              `Year 8 pupils: ${g8} + ${n8} = ${g8 + n8}; ${g8} of them do sport.`,
            )
          : t(
              `Sportuojančių: ${g7} + ${g8} = ${g7 + g8}; iš jų 8 klasės – ${g8}.`,
              `Pupils who do sport: ${g7} + ${g8} = ${g7 + g8}; ${g8} of them are in year 8.`,
            ),
        `P = ${g8}/${den}${p.d !== den ? t('; suprastinkite.', '; simplify.') : '.'}`,
      ],
      steps: [
        askRow ? `${g8} + ${n8} = ${den}.` : `${g7} + ${g8} = ${den}.`,
        `P = ${g8}/${den}${p.d !== den ? ` = ${displayFraction(p, lang)}` : ''}.`,
      ],
      explanation,
      title: t('Sąlyginė tikimybė iš lentelės', 'Conditional probability from a table'),
    };
  }

  if (level === 3) {
    const b10 = rng.int(2, 9);
    const ab100 = rng.int(1, 10 * b10 - 1);
    const pb = fraction(b10, 10);
    const pab = fraction(ab100, 100);
    const p = fraction(ab100, 10 * b10);
    return {
      question: t(
        `Žinoma, kad P(B) = ${d(pb)} ir P(A ∩ B) = ${d(pab)}. Raskite P(A | B).`,
        `It is known that P(B) = ${d(pb)} and P(A ∩ B) = ${d(pab)}. Find P(A | B).`,
      ),
      choices: null,
      input_kind: 'fraction',
      answer: fractionAnswer(p, lang),
      hints: [
        t(
          'Prisiminkite sąlyginės tikimybės apibrėžimą.',
          'Recall the definition of conditional probability.',
        ),
        `P(A | B) = P(A ∩ B) ${dv} P(B).`,
        t(
          `Apskaičiuokite ${d(pab)} ${dv} ${d(pb)} ir užrašykite trupmena.`,
          `Work out ${d(pab)} ${dv} ${d(pb)} and write it as a fraction.`,
        ),
      ],
      steps: [
        `P(A | B) = ${d(pab)} ${dv} ${d(pb)}.`,
        `= ${ab100}/${10 * b10}${p.d !== 10 * b10 ? ` = ${displayFraction(p, lang)}` : ''}.`,
      ],
      explanation,
      title: t('Sąlyginės tikimybės formulė', 'The conditional probability formula'),
    };
  }

  // Very hard: Bayes' formula with two factories.
  const share = 10 * rng.int(2, 8);
  const d1 = rng.int(1, 9);
  const d2 = rng.intExcept(1, 9, [d1]);
  const part1 = share * d1;
  const part2 = (100 - share) * d2;
  const p = fraction(part1, part1 + part2);
  const pct = lang === 'lt' ? '\u00a0%' : '%';
  return {
    question: t(
      `Parduotuvė gauna lempučių iš dviejų gamyklų: ${share}${pct} – iš pirmosios, ${100 - share}${pct} – iš antrosios. Pirmosios gamyklos lemputė yra su defektu su tikimybe ${d1}${pct}, antrosios – ${d2}${pct}. Atsitiktinai paimta lemputė yra su defektu. Kokia tikimybė, kad ji pagaminta pirmojoje gamykloje?`,
      `A shop gets light bulbs from two factories: ${share}% from the first and ${100 - share}% from the second. A bulb from the first factory is faulty with probability ${d1}%, from the second with probability ${d2}%. A bulb chosen at random is faulty. What is the probability that it came from the first factory?`,
    ),
    choices: null,
    input_kind: 'fraction',
    answer: fractionAnswer(p, lang),
    hints: [
      t(
        'Pirmiausia raskite tikimybę, kad lemputė su defektu (pilnosios tikimybės formulė).',
        'First find the probability that a bulb is faulty (the law of total probability).',
      ),
      t(
        `P(defektas) = ${d(fraction(share, 100))} ${times(lang)} ${d(fraction(d1, 100))} + ${d(fraction(100 - share, 100))} ${times(lang)} ${d(fraction(d2, 100))}.`,
        `P(faulty) = ${d(fraction(share, 100))} × ${d(fraction(d1, 100))} + ${d(fraction(100 - share, 100))} × ${d(fraction(d2, 100))}.`,
      ),
      t(
        `P(I | defektas) = ${d(fraction(share * d1, 10000))} ${dv} P(defektas) = ${part1}/(${part1} + ${part2}).`,
        `P(first | faulty) = ${d(fraction(share * d1, 10000))} ÷ P(faulty) = ${part1}/(${part1} + ${part2}).`,
      ),
    ],
    steps: [
      `P(${t('defektas', 'faulty')}) = ${d(fraction(part1, 10000))} + ${d(fraction(part2, 10000))} = ${d(fraction(part1 + part2, 10000))}.`,
      `P(I | ${t('defektas', 'faulty')}) = ${d(fraction(part1, 10000))} ${dv} ${d(fraction(part1 + part2, 10000))} = ${part1}/${part1 + part2} = ${displayFraction(p, lang)}.`,
    ],
    explanation,
    title: t('Bajeso formulė', "Bayes' formula"),
  };
}

/** `P(X = 0) = 0,2; P(X = 1) = 0,5` (lt) / `P(X = 0) = 0.2, P(X = 1) = 0.5` (en). */
function distributionText(
  values: readonly number[],
  probs: readonly (Fraction | null)[],
  lang: 'lt' | 'en',
): string {
  return values
    .map(
      (v, i) =>
        `P(X = ${formatNumber(v, lang)}) = ${probs[i] ? displayDecimal(probs[i] as Fraction, lang) : 'p'}`,
    )
    .join(lang === 'lt' ? '; ' : ', ');
}

export function expectedValue(ctx: GeneratorContext): TaskDraft {
  const { rng, level, language: lang, t } = ctx;
  const f = (v: number) => formatNumber(v, lang);
  const d = (v: Fraction) => displayDecimal(v, lang);
  const x = times(lang);
  const par = (v: number) => (v < 0 ? `(${f(v)})` : f(v));
  const explanation = t(
    'Vidurkis EX = Σ xᵢ · pᵢ – tai reikšmių vidurkis, kai kiekviena reikšmė sveriama jos tikimybe; dispersija DX = E(X²) − (EX)² matuoja sklaidą apie vidurkį.',
    'The expected value E(X) = Σ xᵢ pᵢ is the mean of the values weighted by their probabilities; the variance Var(X) = E(X²) − (E(X))² measures the spread around it.',
  );

  if (level === 4) {
    // A game: pay to play, win prizes with given probabilities; the expected profit is asked.
    const price = rng.int(1, 5);
    const prizes = [rng.int(2, 5), rng.int(6, 20)];
    const probs = [fraction(5 * rng.int(2, 8), 100), fraction(rng.int(1, 9), 100)];
    const expectedWin = add(
      mul(fraction(prizes[0] as number), probs[0] as Fraction),
      mul(fraction(prizes[1] as number), probs[1] as Fraction),
    );
    const profit = sub(expectedWin, fraction(price));
    const themed = ctx.interest === 'games' || ctx.interest === 'money';
    return {
      question: t(
        `Loterijos bilietas kainuoja ${f(price)} €. Su tikimybe ${d(probs[0] as Fraction)} juo laimima ${f(prizes[0] as number)} €, su tikimybe ${d(probs[1] as Fraction)} – ${f(prizes[1] as number)} €, kitais atvejais nelaimima nieko. Koks vidutinis pelnas (laimėjimas minus bilieto kaina) eurais tenka vienam bilietui?`,
        `A raffle ticket costs €${f(price)}. It wins €${f(prizes[0] as number)} with probability ${d(probs[0] as Fraction)} and €${f(prizes[1] as number)} with probability ${d(probs[1] as Fraction)}; otherwise it wins nothing. What is the expected profit (winnings minus the price) per ticket, in euros?`,
      ),
      choices: null,
      input_kind: 'number',
      answer: numberAnswer(profit, lang),
      hints: [
        t(
          'Pelnas = laimėjimas − bilieto kaina; vidutinis pelnas lygus vidutiniam laimėjimui minus kaina.',
          'Profit = winnings − price, so the expected profit is the expected winnings minus the price.',
        ),
        t(
          `Vidutinis laimėjimas: ${f(prizes[0] as number)} ${x} ${d(probs[0] as Fraction)} + ${f(prizes[1] as number)} ${x} ${d(probs[1] as Fraction)} = ${d(expectedWin)}.`,
          `Expected winnings: ${f(prizes[0] as number)} ${x} ${d(probs[0] as Fraction)} + ${f(prizes[1] as number)} ${x} ${d(probs[1] as Fraction)} = ${d(expectedWin)}.`,
        ),
        t(
          `Apskaičiuokite ${d(expectedWin)} − ${f(price)} (rezultatas gali būti neigiamas).`,
          `Work out ${d(expectedWin)} − ${f(price)} (it may be negative).`,
        ),
      ],
      steps: [
        `${f(prizes[0] as number)} ${x} ${d(probs[0] as Fraction)} + ${f(prizes[1] as number)} ${x} ${d(probs[1] as Fraction)} + 0 = ${d(expectedWin)}.`,
        `${d(expectedWin)} − ${f(price)} = ${d(profit)}.`,
      ],
      explanation,
      title: t('Žaidimo vidutinis pelnas', 'Expected profit of a game'),
      themed,
    };
  }

  const k = level === 0 ? 2 : level === 3 ? rng.int(2, 3) : 3;
  const lo = level >= 2 ? -5 : 0;
  const values = sortedDistinct(rng.int.bind(rng), k, lo, level === 0 ? 6 : 10);
  const tenths = splitTotal(rng, 10, k);
  const probs = tenths.map((q) => fraction(q, 10));
  const mean = fraction(sum(values.map((v, i) => v * (tenths[i] as number))), 10);
  const products = values.map((v, i) => `${par(v)} ${x} ${d(probs[i] as Fraction)}`).join(' + ');
  if (level <= 2) {
    const missing = level === 2 ? rng.int(0, k - 1) : -1;
    const shown = probs.map((p, i) => (i === missing ? null : p));
    const others = probs.filter((_, i) => i !== missing);
    return {
      question: t(
        `Atsitiktinio dydžio X skirstinys: ${distributionText(values, shown, 'lt')}.${missing >= 0 ? ' Raskite EX (pirmiausia raskite p).' : ' Raskite EX.'}`,
        `A random variable X has ${distributionText(values, shown, 'en')}.${missing >= 0 ? ' Find E(X) (first find p).' : ' Find E(X).'}`,
      ),
      choices: null,
      input_kind: 'number',
      answer: numberAnswer(mean, lang),
      hints: [
        missing >= 0
          ? t(
              `Visų tikimybių suma lygi 1, todėl p = 1 − (${others.map(d).join(' + ')}) = ${d(probs[missing] as Fraction)}.`,
              `The probabilities add up to 1, so p = 1 − (${others.map(d).join(' + ')}) = ${d(probs[missing] as Fraction)}.`,
            )
          : t('EX = x₁p₁ + x₂p₂ + …', 'E(X) = x₁p₁ + x₂p₂ + …'),
        t('Kiekvieną reikšmę padauginkite iš jos tikimybės.', 'Multiply each value by its probability.'),
        t(`Sudėkite: ${products}.`, `Add: ${products}.`),
      ],
      steps: [
        ...(missing >= 0
          ? [`p = 1 − (${others.map(d).join(' + ')}) = ${d(probs[missing] as Fraction)}.`]
          : []),
        `${t('EX', 'E(X)')} = ${products} = ${d(mean)}.`,
      ],
      explanation,
      title: t('Atsitiktinio dydžio vidurkis', 'Expected value'),
    };
  }
  const meanSquares = fraction(sum(values.map((v, i) => v * v * (tenths[i] as number))), 10);
  const variance = sub(meanSquares, mul(mean, mean));
  const squares = values.map((v, i) => `${par(v)}² ${x} ${d(probs[i] as Fraction)}`).join(' + ');
  const meanPar = mean.n < 0 ? `(${d(mean)})` : d(mean);
  return {
    question: t(
      `Atsitiktinio dydžio X skirstinys: ${distributionText(values, probs, 'lt')}. Raskite dispersiją DX.`,
      `A random variable X has ${distributionText(values, probs, 'en')}. Find the variance Var(X).`,
    ),
    choices: null,
    input_kind: 'number',
    answer: numberAnswer(variance, lang),
    hints: [
      t('Naudokite formulę DX = E(X²) − (EX)².', 'Use Var(X) = E(X²) − (E(X))².'),
      t(`EX = ${products} = ${d(mean)}.`, `E(X) = ${products} = ${d(mean)}.`),
      t(
        `E(X²) = ${squares} = ${d(meanSquares)}; apskaičiuokite ${d(meanSquares)} − ${meanPar}².`,
        `E(X²) = ${squares} = ${d(meanSquares)}; work out ${d(meanSquares)} − ${meanPar}².`,
      ),
    ],
    steps: [
      `${t('EX', 'E(X)')} = ${products} = ${d(mean)}.`,
      `E(X²) = ${squares} = ${d(meanSquares)}.`,
      `${t('DX', 'Var(X)')} = ${d(meanSquares)} − ${meanPar}² = ${d(variance)}.`,
    ],
    explanation,
    title: t('Atsitiktinio dydžio dispersija', 'Variance of a random variable'),
  };
}

function sortedDistinct(
  int: (lo: number, hi: number) => number,
  k: number,
  lo: number,
  hi: number,
): number[] {
  const chosen = new Set<number>();
  let guard = 0;
  while (chosen.size < k && guard < 100) {
    chosen.add(int(lo, hi));
    guard += 1;
  }
  for (let v = lo; chosen.size < k; v += 1) chosen.add(v);
  return [...chosen].sort((a, b) => a - b);
}

type Trial = { setup: Text; success: Text; p: Fraction };

export function binomialProbability(ctx: GeneratorContext): TaskDraft {
  const { rng, level, language: lang, t } = ctx;
  const x = times(lang);
  const name = personName(rng.int(0, 7), lang);
  const explanation = t(
    'Bernulio schemoje n nepriklausomų bandymų, kurių kiekvieno sėkmės tikimybė p; lygiai k sėkmių tikimybė P = C(n, k) · pᵏ · (1 − p)ⁿ⁻ᵏ, nes C(n, k) būdais galima pasirinkti, kurie bandymai sėkmingi.',
    'In n independent trials, each a success with probability p, the probability of exactly k successes is C(n, k) pᵏ (1 − p)ⁿ⁻ᵏ: C(n, k) counts which trials are the successes.',
  );
  const fmt = (v: Fraction) => (level === 4 ? displayDecimal(v, lang) : displayFraction(v, lang));
  const pow = (v: Fraction, e: number): Fraction => {
    let r = fraction(1);
    for (let i = 0; i < e; i += 1) r = mul(r, v);
    return r;
  };
  const term = (n: number, k: number, p: Fraction) =>
    mul(fraction(binomial(n, k)), mul(pow(p, k), pow(sub(fraction(1), p), n - k)));
  const termText = (n: number, k: number, p: Fraction) =>
    `C(${n}, ${k}) ${x} (${fmt(p)})${sup(k)} ${x} (${fmt(sub(fraction(1), p))})${sup(n - k)}`;

  let trial: Trial;
  let n: number;
  let ks: number[];
  let askLt: string;
  let askEn: string;
  let themed = false;
  const coin = (times_: number): Trial => ({
    setup: {
      lt: `${name} ${ltCount(times_, 'kartą', 'kartus', 'kartų')} meta simetrišką monetą.`,
      en: `${name} tosses a fair coin ${times_} times.`,
    },
    success: rng.chance(0.5) ? { lt: 'herbas', en: 'heads' } : { lt: 'skaičius', en: 'tails' },
    p: fraction(1, 2),
  });
  const die = (times_: number, face: number): Trial => ({
    setup: {
      lt: `${name} ${ltCount(times_, 'kartą', 'kartus', 'kartų')} meta simetrišką lošimo kauliuką.`,
      en: `${name} rolls a fair die ${times_} times.`,
    },
    success: { lt: `${face}`, en: `a ${face}` },
    p: fraction(1, 6),
  });

  if (level <= 1) {
    n = level === 0 ? rng.int(2, 4) : rng.int(4, 8);
    const useDie = level === 1 && rng.chance(0.4);
    if (useDie) n = rng.int(2, 4);
    trial = useDie ? die(n, rng.int(1, 6)) : coin(n);
    const k = rng.int(0, n);
    ks = [k];
    askLt = `${trial.success.lt} atsivers lygiai ${ltCount(k, 'kartą', 'kartus', 'kartų')}`;
    askEn = useDie
      ? `exactly ${k} of the rolls show ${trial.success.en}`
      : `${trial.success.en} comes up exactly ${k} times`;
  } else if (level === 2) {
    n = rng.int(2, 6);
    const kind = rng.int(0, 2);
    trial =
      kind === 0
        ? coin(n)
        : kind === 1
          ? die(n, 6)
          : {
              setup: {
                lt: `${name} ${ltCount(n, 'kartą', 'kartus', 'kartų')} meta simetrišką lošimo kauliuką.`,
                en: `${name} rolls a fair die ${n} times.`,
              },
              success: { lt: 'penki arba šeši', en: 'a 5 or a 6' },
              p: fraction(1, 3),
            };
    ks = Array.from({ length: n }, (_, i) => i + 1);
    askLt = kind === 2 ? 'bent kartą atsivers 5 arba 6' : `bent kartą atsivers ${trial.success.lt}`;
    askEn =
      kind === 2
        ? 'a 5 or a 6 comes up at least once'
        : kind === 1
          ? 'a 6 comes up at least once'
          : `${trial.success.en} comes up at least once`;
  } else if (level === 3) {
    n = rng.int(4, 6);
    const atMost = rng.chance(0.5);
    const k = atMost ? rng.int(1, 2) : n - rng.int(1, 2);
    trial = rng.chance(0.5) ? coin(n) : die(n, 6);
    ks = atMost
      ? Array.from({ length: k + 1 }, (_, i) => i)
      : Array.from({ length: n - k + 1 }, (_, i) => k + i);
    const what = trial.p.d === 2 ? trial.success : { lt: '6', en: 'a 6' };
    askLt = `${what.lt} atsivers ${atMost ? 'ne daugiau kaip' : 'ne mažiau kaip'} ${ltCount(k, 'kartą', 'kartus', 'kartų')}`;
    askEn = `${what.en} comes up ${atMost ? 'at most' : 'at least'} ${k} ${k === 1 ? 'time' : 'times'}`;
  } else {
    n = rng.int(3, 6);
    const p = fraction(rng.int(1, 9), 10);
    const k = rng.int(Math.max(0, n - 3), n);
    themed = ctx.interest === 'sports';
    const pText = displayDecimal(p, lang);
    trial = themed
      ? {
          setup: {
            lt: `Krepšininkas pataiko baudos metimą su tikimybe ${pText}. Jis meta ${ltCount(n, 'baudos metimą', 'baudos metimus', 'baudos metimų')}.`,
            en: `A basketball player scores a free throw with probability ${pText} and takes ${n} free throws.`,
          },
          success: { lt: '', en: '' },
          p,
        }
      : rng.chance(0.5)
        ? {
            setup: {
              lt: `Sėkla sudygsta su tikimybe ${pText}. Pasėta ${ltCount(n, 'sėkla', 'sėklos', 'sėklų')}.`,
              en: `A seed germinates with probability ${pText}. ${n} seeds are sown.`,
            },
            success: { lt: '', en: '' },
            p,
          }
        : {
            setup: {
              lt: `Šaulys pataiko į taikinį su tikimybe ${pText}. Jis šauna ${ltCount(n, 'kartą', 'kartus', 'kartų')}.`,
              en: `An archer hits the target with probability ${pText} and shoots ${n} times.`,
            },
            success: { lt: '', en: '' },
            p,
          };
    ks = [k];
    const seeds = trial.setup.en.startsWith('A seed');
    askLt = seeds
      ? `sudygs lygiai ${k} iš jų`
      : `jis pataikys lygiai ${ltCount(k, 'kartą', 'kartus', 'kartų')}`;
    askEn = seeds ? `exactly ${k} of them germinate` : `exactly ${k} of them ${themed ? 'score' : 'hit'}`;
  }
  const p = trial.p;
  const atLeastOne = level === 2;
  const result = atLeastOne
    ? sub(fraction(1), pow(sub(fraction(1), p), n))
    : ks.reduce((acc, k) => add(acc, term(n, k, p)), fraction(0));
  const question = `${trial.setup[lang]} ${t(`Kokia tikimybė, kad ${askLt}?`, `What is the probability that ${askEn}?`)}`;
  const answer = level === 4 ? numberAnswer(result, lang) : fractionAnswer(result, lang);
  const sumText = ks.map((k) => termText(n, k, p)).join(' + ');
  return {
    question,
    choices: null,
    input_kind: level === 4 ? 'number' : 'fraction',
    answer,
    hints: atLeastOne
      ? [
          t(
            'Priešingas įvykis – sėkmės neįvyks nė karto.',
            'The complement is that there is no success at all.',
          ),
          t(
            `P(nė karto) = (${fmt(sub(fraction(1), p))})${sup(n)} = ${fmt(pow(sub(fraction(1), p), n))}.`,
            `P(none) = (${fmt(sub(fraction(1), p))})${sup(n)} = ${fmt(pow(sub(fraction(1), p), n))}.`,
          ),
          t(
            `Apskaičiuokite 1 − ${fmt(pow(sub(fraction(1), p), n))}.`,
            `Work out 1 − ${fmt(pow(sub(fraction(1), p), n))}.`,
          ),
        ]
      : [
          t(
            `Tai Bernulio schema: n = ${n} bandymų, sėkmės tikimybė p = ${fmt(p)}.`,
            `These are Bernoulli trials: n = ${n}, success probability p = ${fmt(p)}.`,
          ),
          ks.length > 1
            ? t(
                `Sudėkite tikimybes, kai sėkmių skaičius k = ${ks.join(', ')}.`,
                `Add the probabilities for k = ${ks.join(', ')} successes.`,
              )
            : t(
                `Lygiai ${ks[0]} sėkmių tikimybė: C(n, k) · pᵏ · (1 − p)ⁿ⁻ᵏ.`,
                `The probability of exactly ${ks[0]} successes is C(n, k) pᵏ (1 − p)ⁿ⁻ᵏ.`,
              ),
          t(`Apskaičiuokite ${sumText}.`, `Work out ${sumText}.`),
        ],
    steps: atLeastOne
      ? [
          `P(${t('nė karto', 'none')}) = (${fmt(sub(fraction(1), p))})${sup(n)} = ${fmt(pow(sub(fraction(1), p), n))}.`,
          `P = 1 − ${fmt(pow(sub(fraction(1), p), n))} = ${fmt(result)}.`,
        ]
      : [
          ...ks.map((k) => `${termText(n, k, p)} = ${fmt(term(n, k, p))}.`),
          ...(ks.length > 1
            ? [`P = ${ks.map((k) => fmt(term(n, k, p))).join(' + ')} = ${fmt(result)}.`]
            : []),
        ],
    explanation,
    title: t('Bernulio schema', 'Bernoulli trials'),
    themed,
  };
}

function sup(n: number): string {
  const digits = '⁰¹²³⁴⁵⁶⁷⁸⁹';
  return String(n)
    .split('')
    .map((c) => digits[Number(c)] ?? c)
    .join('');
}
