import { formatNumber, MINUS_SIGN, superscript, times } from '../../format.ts';
import { personName } from '../../interests.ts';
import type { GeneratorContext, TaskDraft } from '../../registry.ts';
import { numberAnswer } from './answers.ts';
import type { Text } from './contexts.ts';
import { arrangements, binomial, factorial } from './counting.ts';
import { distinctInts, enCount, ltCount, sortedAsc } from './wording.ts';

/** `iš 21 mokinio`, `iš 12 mokinių`: after `iš` Lithuanian uses the genitive (singular after 1, 21…). */
function ltFrom(n: number, genitiveSingular: string, genitivePlural: string): string {
  return n % 10 === 1 && n % 100 !== 11 ? `${n} ${genitiveSingular}` : `${n} ${genitivePlural}`;
}

const product = (factors: readonly number[], language: 'lt' | 'en'): string =>
  factors.map((v) => formatNumber(v, language)).join(` ${times(language)} `);

type Menu = { place: Text; options: readonly [Text, Text, Text]; ask: Text };
const MENUS: Record<string, Menu> = {
  neutral: {
    place: { lt: 'Valgykloje', en: 'In a canteen' },
    options: [
      { lt: 'sriubų', en: 'soups' },
      { lt: 'pagrindinių patiekalų', en: 'main courses' },
      { lt: 'desertų', en: 'desserts' },
    ],
    ask: {
      lt: 'Kiek skirtingų pietų rinkinių galima sudaryti?',
      en: 'How many different lunches are possible?',
    },
  },
  clothes: {
    place: { lt: 'Parduotuvėje', en: 'In a shop' },
    options: [
      { lt: 'marškinėlių', en: 'T-shirts' },
      { lt: 'džinsų porų', en: 'pairs of jeans' },
      { lt: 'kepurių', en: 'caps' },
    ],
    ask: {
      lt: 'Kiek skirtingų aprangos derinių galima sudaryti?',
      en: 'How many different outfits are possible?',
    },
  },
  sports: {
    place: { lt: 'Komandos aprangai', en: 'For the team kit' },
    options: [
      { lt: 'marškinėlių spalvų', en: 'shirt colours' },
      { lt: 'šortų spalvų', en: 'shorts colours' },
      { lt: 'kojinių spalvų', en: 'sock colours' },
    ],
    ask: {
      lt: 'Kiek skirtingų aprangos variantų galima sudaryti?',
      en: 'How many different kits are possible?',
    },
  },
  music: {
    place: { lt: 'Muzikos mokykloje', en: 'At a music school' },
    options: [
      { lt: 'instrumentų', en: 'instruments' },
      { lt: 'mokytojų', en: 'teachers' },
      { lt: 'pamokų laikų', en: 'lesson times' },
    ],
    ask: { lt: 'Kiek yra skirtingų pasirinkimo galimybių?', en: 'How many different choices are there?' },
  },
  games: {
    place: { lt: 'Kuriant žaidimo veikėją', en: 'When creating a game character' },
    options: [
      { lt: 'šukuosenų', en: 'hairstyles' },
      { lt: 'aprangų', en: 'outfits' },
      { lt: 'įrankių', en: 'tools' },
    ],
    ask: {
      lt: 'Kiek skirtingų veikėjų galima sukurti?',
      en: 'How many different characters can be created?',
    },
  },
  animals: {
    place: { lt: 'Gyvūnų reikmenų parduotuvėje', en: 'In a pet shop' },
    options: [
      { lt: 'antkaklių', en: 'collars' },
      { lt: 'pavadėlių', en: 'leads' },
      { lt: 'guolių', en: 'beds' },
    ],
    ask: { lt: 'Kiek skirtingų rinkinių galima sudaryti?', en: 'How many different sets are possible?' },
  },
  space: {
    place: { lt: 'Kosminei misijai', en: 'For a space mission' },
    options: [
      { lt: 'raketų', en: 'rockets' },
      { lt: 'įgulos vadų', en: 'commanders' },
      { lt: 'nusileidimo vietų', en: 'landing sites' },
    ],
    ask: {
      lt: 'Kiek skirtingų misijos planų galima sudaryti?',
      en: 'How many different mission plans are possible?',
    },
  },
  cooking: {
    place: { lt: 'Picerijoje', en: 'At a pizzeria' },
    options: [
      { lt: 'padų', en: 'bases' },
      { lt: 'padažų', en: 'sauces' },
      { lt: 'sūrių', en: 'cheeses' },
    ],
    ask: { lt: 'Kiek skirtingų picų galima užsisakyti?', en: 'How many different pizzas can be ordered?' },
  },
  travel: {
    place: { lt: 'Kelionei', en: 'For a trip' },
    options: [
      { lt: 'krypčių', en: 'destinations' },
      { lt: 'viešbučių', en: 'hotels' },
      { lt: 'transporto priemonių', en: 'means of transport' },
    ],
    ask: {
      lt: 'Kiek skirtingų kelionės planų galima sudaryti?',
      en: 'How many different trip plans are possible?',
    },
  },
  money: {
    place: { lt: 'Internetinėje parduotuvėje', en: 'In an online shop' },
    options: [
      { lt: 'telefonų modelių', en: 'phone models' },
      { lt: 'dėklų', en: 'cases' },
      { lt: 'ausinių', en: 'headphones' },
    ],
    ask: {
      lt: 'Kiek skirtingų pirkinių rinkinių galima sudaryti?',
      en: 'How many different sets of purchases are possible?',
    },
  },
};

const DIGIT_WORDS_LT: Record<number, string> = {
  2: 'dviženklių',
  3: 'triženklių',
  4: 'keturženklių',
  5: 'penkiaženklių',
};
const DIGIT_WORDS_EN: Record<number, string> = {
  2: 'two-digit',
  3: 'three-digit',
  4: 'four-digit',
  5: 'five-digit',
};

export function multiplicationRule(ctx: GeneratorContext): TaskDraft {
  const { rng, level, language: lang, t } = ctx;
  const f = (v: number) => formatNumber(v, lang);
  const explanation = t(
    'Jei pirmą pasirinkimą galima atlikti a būdais, o kiekvienam jų antrą – b būdais, tai abu kartu galima atlikti a · b būdais (galimybių medžio šakų skaičius).',
    'If the first choice can be made in a ways and, for each of them, the second in b ways, the two together can be made in a × b ways: the number of branches of the tree diagram.',
  );

  if (level <= 1) {
    const themed = ctx.interest !== null && MENUS[ctx.interest] !== undefined;
    const menu = (themed ? MENUS[ctx.interest as string] : MENUS[rng.pick(['neutral', 'clothes'])]) as Menu;
    const stages = level === 0 ? 2 : 3;
    const options = level === 0 ? rng.shuffle(menu.options).slice(0, 2) : [...menu.options];
    const counts = Array.from({ length: stages }, () => rng.int(2, level === 0 ? 9 : 8));
    const total = counts.reduce((a, b) => a * b, 1);
    const partsLt = counts.map((c, i) => `vieną iš ${c} ${(options[i] as Text).lt}`);
    const partsEn = counts.map((c, i) => `one of ${c} ${(options[i] as Text).en}`);
    const join = (parts: string[], and: string) =>
      `${parts.slice(0, -1).join(', ')} ${and} ${parts[parts.length - 1]}`;
    return {
      question: t(
        `${menu.place.lt} galima pasirinkti ${join(partsLt, 'ir')}. ${menu.ask.lt}`,
        `${menu.place.en} you can choose ${join(partsEn, 'and')}. ${menu.ask.en}`,
      ),
      choices: null,
      input_kind: 'number',
      answer: numberAnswer(total, lang),
      hints: [
        t(
          'Nubraižykite galimybių medį: iš kiekvienos pirmojo pasirinkimo šakos išauga visos kito pasirinkimo šakos.',
          'Draw a tree diagram: every branch of the first choice splits into all the branches of the next choice.',
        ),
        t(
          `Kiekvieną iš ${f(counts[0] as number)} pirmųjų pasirinkimų galima derinti su ${f(counts[1] as number)} antraisiais${stages === 3 ? ', o tuos – su trečiaisiais' : ''}.`,
          `Each of the ${f(counts[0] as number)} first choices goes with each of the ${f(counts[1] as number)} second choices${stages === 3 ? ', and each pair with every third choice' : ''}.`,
        ),
        t(`Sudauginkite: ${product(counts, lang)}.`, `Multiply: ${product(counts, lang)}.`),
      ],
      steps: [
        t(
          'Pagal kombinatorinę daugybos taisyklę galimybių skaičiai dauginami.',
          'By the multiplication rule, the numbers of choices are multiplied.',
        ),
        `${product(counts, lang)} = ${f(total)}.`,
      ],
      explanation,
      title: t('Kombinatorinė daugybos taisyklė', 'The multiplication rule'),
      themed,
    };
  }

  if (level === 2) {
    const k = rng.int(3, 5);
    const m = rng.int(2, 9);
    const total = m ** k;
    const factors = Array<number>(k).fill(m);
    return {
      question: t(
        `${personName(rng.int(0, 7), lang)} kuria spynos kodą iš ${k} skaitmenų; kiekvienas skaitmuo gali būti bet kuris nuo 1 iki ${m}, skaitmenys gali kartotis. Kiek yra skirtingų tokių kodų?`,
        `${personName(rng.int(0, 7), lang)} is setting a lock code of ${k} digits; each digit can be any of 1 to ${m}, and digits may repeat. How many different codes are there?`,
      ),
      choices: null,
      input_kind: 'number',
      answer: numberAnswer(total, lang),
      hints: [
        t(
          'Kiekvieną kodo vietą užpildykite atskirai – tai atskiri pasirinkimai.',
          'Fill each position of the code separately: each is a separate choice.',
        ),
        t(`Kiekvienai iš ${k} vietų yra ${m} galimybės.`, `Each of the ${k} positions has ${m} options.`),
        t(
          `Sudauginkite: ${product(factors, lang)} = ${m}${superscript(k)}.`,
          `Multiply: ${product(factors, lang)} = ${m}${superscript(k)}.`,
        ),
      ],
      steps: [
        t(`${k} vietos, kiekvienai – ${m} skaitmenys.`, `${k} positions with ${m} digits each.`),
        `${m}${superscript(k)} = ${product(factors, lang)} = ${f(total)}.`,
      ],
      explanation,
      title: t('Kodų skaičius', 'Counting codes'),
    };
  }

  // Numbers built from a set of digits that contains 0 (the first digit cannot be 0), digits may repeat.
  const m = rng.int(4, 6);
  const digits = sortedAsc([0, ...distinctInts(rng, 1, 9, m - 1)]);
  const k = level === 3 ? rng.int(3, 4) : rng.int(3, 5);
  const digitList = digits.join(', ');
  if (level === 3) {
    const factors = [m - 1, ...Array<number>(k - 1).fill(m)];
    const total = factors.reduce((a, b) => a * b, 1);
    return {
      question: t(
        `Kiek ${DIGIT_WORDS_LT[k]} skaičių galima sudaryti iš skaitmenų ${digitList}, jei skaitmenys gali kartotis?`,
        `How many ${DIGIT_WORDS_EN[k]} numbers can be made from the digits ${digitList} if digits may repeat?`,
      ),
      choices: null,
      input_kind: 'number',
      answer: numberAnswer(total, lang),
      hints: [
        t('Skaičius negali prasidėti nuliu.', 'A number cannot start with 0.'),
        t(
          `Pirmam skaitmeniui tinka ${m - 1} skaitmenys (visi, išskyrus 0), kitiems – visi ${m}.`,
          `The first digit has ${m - 1} options (all but 0); each other digit has all ${m}.`,
        ),
        t(`Sudauginkite: ${product(factors, lang)}.`, `Multiply: ${product(factors, lang)}.`),
      ],
      steps: [
        t(
          `Pirmas skaitmuo: ${m - 1} galimybės; kiti ${k - 1}: po ${m}.`,
          `First digit: ${m - 1} options; the other ${k - 1}: ${m} each.`,
        ),
        `${product(factors, lang)} = ${f(total)}.`,
      ],
      explanation,
      title: t('Skaičių sudarymas', 'Making numbers from digits'),
    };
  }
  const evens = digits.filter((d) => d % 2 === 0).length;
  const factors = [m - 1, ...Array<number>(k - 2).fill(m), evens];
  const total = factors.reduce((a, b) => a * b, 1);
  return {
    question: t(
      `Kiek lyginių ${DIGIT_WORDS_LT[k]} skaičių galima sudaryti iš skaitmenų ${digitList}, jei skaitmenys gali kartotis?`,
      `How many even ${DIGIT_WORDS_EN[k]} numbers can be made from the digits ${digitList} if digits may repeat?`,
    ),
    choices: null,
    input_kind: 'number',
    answer: numberAnswer(total, lang),
    hints: [
      t(
        'Apribojimai yra dviem vietoms: pirmas skaitmuo negali būti 0, o paskutinis turi būti lyginis.',
        'Two positions are restricted: the first digit cannot be 0 and the last must be even.',
      ),
      t(
        `Pirmam skaitmeniui – ${m - 1} galimybės, paskutiniam – ${evens} (lyginiai skaitmenys), vidurinėms – po ${m}.`,
        `The first digit has ${m - 1} options, the last ${evens} (the even digits), each middle digit ${m}.`,
      ),
      t(`Sudauginkite: ${product(factors, lang)}.`, `Multiply: ${product(factors, lang)}.`),
    ],
    steps: [
      t(
        `Pirmas skaitmuo: ${m - 1}; vidurinių ${k - 2}: po ${m}; paskutinis: ${evens}.`,
        `First digit: ${m - 1}; ${k - 2} middle digits: ${m} each; last digit: ${evens}.`,
      ),
      `${product(factors, lang)} = ${f(total)}.`,
    ],
    explanation,
    title: t('Lyginių skaičių sudarymas', 'Making even numbers'),
  };
}

type LineUp = { lt: (n: number, name: string) => string; en: (n: number, name: string) => string };
const NEUTRAL_LINEUPS: readonly LineUp[] = [
  {
    lt: (n, name) =>
      `${name} nori sustatyti į lentyną ${n} skirtingas knygas. Keliais būdais tai galima padaryti?`,
    en: (n, name) =>
      `${name} wants to put ${n} different books on a shelf. In how many ways can this be done?`,
  },
  {
    lt: (n, name) =>
      `${name} nori nufotografuoti ${n} draugus, sustatytus į vieną eilę. Keliais būdais galima juos sustatyti?`,
    en: (n, name) =>
      `${name} wants to photograph ${n} friends standing in a row. In how many ways can they be arranged?`,
  },
  {
    lt: (n, name) =>
      `${name} nori aplankyti ${n} skirtingus miestus, kiekvieną po vieną kartą. Keliomis skirtingomis tvarkomis tai galima padaryti?`,
    en: (n, name) =>
      `${name} wants to visit ${n} different towns, each once. In how many different orders can this be done?`,
  },
  {
    lt: (n, name) =>
      `${name} šiandien turi paruošti ${n} skirtingų dalykų namų darbus. Keliomis tvarkomis galima juos atlikti?`,
    en: (n, name) =>
      `${name} has homework in ${n} different subjects today. In how many orders can it be done?`,
  },
];
const THEMED_LINEUPS: Record<string, LineUp> = {
  sports: {
    lt: (n) =>
      `Estafetės komandą sudaro ${n} bėgikai. Keliais būdais galima nustatyti, kuria tvarka jie bėgs?`,
    en: (n) => `A relay team has ${n} runners. In how many ways can the running order be chosen?`,
  },
  music: {
    lt: (n) => `Grupė koncerte atliks ${n} skirtingas dainas. Keliais būdais galima sudaryti dainų tvarką?`,
    en: (n) =>
      `A band will play ${n} different songs at a concert. In how many orders can the songs be played?`,
  },
  games: {
    lt: (n) =>
      `Žaidime reikia įveikti ${n} skirtingus lygius bet kuria tvarka. Keliomis skirtingomis tvarkomis juos galima įveikti?`,
    en: (n) =>
      `A game has ${n} levels that can be played in any order. In how many different orders can they be played?`,
  },
  animals: {
    lt: (n) =>
      `Parodoje ${n} šunys išvedami į ringą po vieną. Keliais būdais galima nustatyti jų išvedimo tvarką?`,
    en: (n) => `At a dog show, ${n} dogs enter the ring one at a time. In how many orders can they enter?`,
  },
  space: {
    lt: (n) =>
      `Astronautai turi atlikti ${n} skirtingus eksperimentus vieną po kito. Keliais būdais galima sudaryti jų tvarką?`,
    en: (n) =>
      `Astronauts must carry out ${n} different experiments one after another. In how many orders can they be done?`,
  },
  cooking: {
    lt: (n) =>
      `Virėjas turi pagaminti ${n} skirtingus patiekalus vieną po kito. Keliais būdais galima sudaryti gaminimo tvarką?`,
    en: (n) =>
      `A chef must cook ${n} different dishes one after another. In how many orders can they be cooked?`,
  },
  travel: NEUTRAL_LINEUPS[2] as LineUp,
  money: {
    lt: (n, name) =>
      `${name} turi sumokėti ${n} skirtingas sąskaitas po vieną. Keliomis tvarkomis galima jas sumokėti?`,
    en: (n, name) =>
      `${name} has to pay ${n} different bills one at a time. In how many orders can they be paid?`,
  },
};

export function permutationsCount(ctx: GeneratorContext): TaskDraft {
  const { rng, level, language: lang, t } = ctx;
  const f = (v: number) => formatNumber(v, lang);
  const x = times(lang);
  const factorialText = (n: number) => Array.from({ length: n }, (_, i) => n - i).join(` ${x} `);
  const explanation = t(
    'Pirmą vietą galima užimti n būdais, antrą – n − 1 būdu ir t. t., todėl n skirtingų objektų galima išdėstyti n! = n · (n − 1) · … · 1 būdais.',
    'The first place can be filled in n ways, the second in n − 1 ways and so on, so n different objects can be ordered in n! = n × (n − 1) × … × 1 ways.',
  );
  const first = rng.int(0, 7);
  const second = (first + rng.int(1, 7)) % 8;
  const nameA = personName(first, lang);
  const nameB = personName(second, lang);

  if (level <= 1) {
    const n = level === 0 ? rng.int(3, 6) : rng.int(5, 8);
    const themedLineUp = ctx.interest ? THEMED_LINEUPS[ctx.interest] : undefined;
    const lineUp = themedLineUp ?? rng.pick(NEUTRAL_LINEUPS);
    const total = factorial(n);
    return {
      question: lineUp[lang](n, nameA),
      choices: null,
      input_kind: 'number',
      answer: numberAnswer(total, lang),
      hints: [
        t(
          'Pirmą vietą galima užimti bet kuriuo objektu, antrą – bet kuriuo iš likusių ir t. t.',
          'Any object can go first, any of the rest second, and so on.',
        ),
        t(
          `Pirmai vietai yra ${n} galimybės, antrai – ${n - 1}, trečiai – ${n - 2}…`,
          `There are ${n} options for the first place, ${n - 1} for the second, ${n - 2} for the third…`,
        ),
        t(`Apskaičiuokite ${n}! = ${factorialText(n)}.`, `Work out ${n}! = ${factorialText(n)}.`),
      ],
      steps: [
        t(`Tai ${n} elementų kėliniai: P = ${n}!.`, `These are permutations of ${n} objects: P = ${n}!.`),
        `${n}! = ${factorialText(n)} = ${f(total)}.`,
      ],
      explanation,
      title: t('Kėlinių skaičius', 'Counting permutations'),
      themed: themedLineUp !== undefined,
    };
  }

  const n = level === 2 ? rng.int(4, 8) : rng.int(5, 9);
  const intro = t(
    `Į eilę rikiuojasi ${n} mokiniai, tarp jų – ${nameA} ir ${nameB}.`,
    `${n} pupils, among them ${nameA} and ${nameB}, line up in a row.`,
  );
  if (level === 2) {
    const total = factorial(n - 1);
    return {
      question: `${intro} ${t(`Keliais būdais jie gali išsirikiuoti, jei ${nameA} turi stovėti eilės pradžioje?`, `In how many ways can they line up if ${nameA} must stand at the front?`)}`,
      choices: null,
      input_kind: 'number',
      answer: numberAnswer(total, lang),
      hints: [
        t(
          `${nameA} vieta jau žinoma – ją galima atidėti į šalį.`,
          `${nameA}'s place is fixed, so set it aside.`,
        ),
        t(
          `Lieka išrikiuoti kitus ${n - 1} mokinius.`,
          `The other ${n - 1} pupils still have to be arranged.`,
        ),
        t(
          `Apskaičiuokite ${n - 1}! = ${factorialText(n - 1)}.`,
          `Work out ${n - 1}! = ${factorialText(n - 1)}.`,
        ),
      ],
      steps: [
        t(`${nameA} stovi pirmoje vietoje – 1 būdas.`, `${nameA} stands first: 1 way.`),
        t(`Kiti ${n - 1}: ${n - 1}! = ${f(total)}.`, `The other ${n - 1}: ${n - 1}! = ${f(total)}.`),
      ],
      explanation,
      title: t('Kėliniai su sąlyga', 'Permutations with a condition'),
    };
  }
  const together = 2 * factorial(n - 1);
  if (level === 3) {
    return {
      question: `${intro} ${t(`Keliais būdais jie gali išsirikiuoti, jei ${nameA} ir ${nameB} turi stovėti greta?`, `In how many ways can they line up if ${nameA} and ${nameB} must stand next to each other?`)}`,
      choices: null,
      input_kind: 'number',
      answer: numberAnswer(together, lang),
      hints: [
        t(`Laikykite ${nameA} ir ${nameB} vienu „bloku“.`, `Treat ${nameA} and ${nameB} as a single block.`),
        t(
          `Tada rikiuojami ${n - 1} objektai (blokas ir dar ${n - 2} mokiniai), o bloko viduje du mokiniai gali stovėti 2 būdais.`,
          `Then ${n - 1} objects are arranged (the block and ${n - 2} other pupils), and inside the block the two can stand in 2 orders.`,
        ),
        t(`Apskaičiuokite 2 ${x} ${n - 1}!.`, `Work out 2 ${x} ${n - 1}!.`),
      ],
      steps: [
        t(
          `Blokas ir ${n - 2} mokiniai: ${n - 1}! = ${f(factorial(n - 1))} išdėstymų.`,
          `The block and ${n - 2} pupils: ${n - 1}! = ${f(factorial(n - 1))} arrangements.`,
        ),
        t(`Bloko viduje: 2 būdai.`, 'Inside the block: 2 orders.'),
        `2 ${x} ${f(factorial(n - 1))} = ${f(together)}.`,
      ],
      explanation,
      title: t('Kėliniai, kai du stovi greta', 'Permutations with two side by side'),
    };
  }
  const all = factorial(n);
  const apart = all - together;
  return {
    question: `${intro} ${t(`Keliais būdais jie gali išsirikiuoti, jei ${nameA} ir ${nameB} negali stovėti greta?`, `In how many ways can they line up if ${nameA} and ${nameB} must not stand next to each other?`)}`,
    choices: null,
    input_kind: 'number',
    answer: numberAnswer(apart, lang),
    hints: [
      t(
        'Lengviau suskaičiuoti priešingą atvejį – kai jie stovi greta – ir atimti iš visų išsirikiavimų.',
        'It is easier to count the opposite case, standing together, and subtract it from all the orders.',
      ),
      t(
        `Iš viso išsirikiavimų: ${n}! = ${f(all)}; greta: 2 ${x} ${n - 1}! = ${f(together)}.`,
        `All orders: ${n}! = ${f(all)}; side by side: 2 ${x} ${n - 1}! = ${f(together)}.`,
      ),
      t(`Apskaičiuokite ${f(all)} − ${f(together)}.`, `Work out ${f(all)} − ${f(together)}.`),
    ],
    steps: [
      t(`Visi išsirikiavimai: ${n}! = ${f(all)}.`, `All orders: ${n}! = ${f(all)}.`),
      t(
        `Kai ${nameA} ir ${nameB} greta: 2 ${x} ${n - 1}! = ${f(together)}.`,
        `With ${nameA} and ${nameB} together: 2 ${x} ${n - 1}! = ${f(together)}.`,
      ),
      `${f(all)} − ${f(together)} = ${f(apart)}.`,
    ],
    explanation,
    title: t('Kėliniai, kai du negali stovėti greta', 'Permutations with two kept apart'),
  };
}

const PLACES_LT: Record<number, string> = {
  2: 'aukso ir sidabro medaliai',
  3: 'aukso, sidabro ir bronzos medaliai',
  4: 'keturi skirtingi prizai (už I, II, III ir IV vietas)',
};
const PLACES_EN: Record<number, string> = {
  2: 'gold and silver medals',
  3: 'gold, silver and bronze medals',
  4: 'four different prizes for 1st, 2nd, 3rd and 4th place',
};
const ROLES_LT: Record<number, string> = {
  2: 'seniūną ir jo pavaduotoją',
  3: 'seniūną, pavaduotoją ir iždininką',
  4: 'seniūną, pavaduotoją, iždininką ir sekretorių',
};
const ROLES_EN: Record<number, string> = {
  2: 'a class president and a vice-president',
  3: 'a president, a vice-president and a treasurer',
  4: 'a president, a vice-president, a treasurer and a secretary',
};

export function arrangementsCount(ctx: GeneratorContext): TaskDraft {
  const { rng, level, language: lang, t } = ctx;
  const f = (v: number) => formatNumber(v, lang);
  const explanation = t(
    'Kai iš n skirtingų elementų renkami k ir tvarka svarbi, pirmą galima pasirinkti n būdais, antrą – n − 1 ir t. t.: A = n · (n − 1) · … · (n − k + 1).',
    'When k of n different objects are chosen and the order matters, the first can be chosen in n ways, the second in n − 1 and so on: A = n × (n − 1) × … × (n − k + 1).',
  );
  const factorsOf = (n: number, k: number) => Array.from({ length: k }, (_, i) => n - i);

  if (level <= 2) {
    const k = level + 2;
    const n = level === 0 ? rng.int(4, 40) : level === 1 ? rng.int(5, 30) : rng.int(6, 20);
    const total = arrangements(n, k);
    const kind = ctx.interest === 'sports' ? 0 : rng.int(0, 3);
    const friend = personName(rng.int(0, 7), lang);
    const question =
      kind === 0
        ? t(
            `Bėgimo varžybose dalyvauja ${ltCount(n, 'bėgikas', 'bėgikai', 'bėgikų')}. Keliais būdais gali būti paskirstyti ${PLACES_LT[k]}?`,
            `${n} runners take part in a race. In how many ways can the ${PLACES_EN[k]} be awarded?`,
          )
        : kind === 3
          ? t(
              `${friend} turi ${ltCount(n, 'skirtingą atviruką', 'skirtingus atvirukus', 'skirtingų atvirukų')} ir nori išsiųsti po vieną kiekvienam iš ${k} draugų. Keliais būdais tai galima padaryti?`,
              `${friend} has ${n} different postcards and wants to send one to each of ${k} friends. In how many ways can this be done?`,
            )
          : kind === 1
            ? t(
                `Klasėje yra ${ltCount(n, 'mokinys', 'mokiniai', 'mokinių')}. Keliais būdais galima išrinkti ${ROLES_LT[k]} (vienas mokinys gali užimti tik vieną pareigybę)?`,
                `A class has ${n} pupils. In how many ways can ${ROLES_EN[k]} be chosen (one pupil holds at most one post)?`,
              )
            : t(
                `Yra ${ltCount(n, 'skirtingų spalvų juosta', 'skirtingų spalvų juostos', 'skirtingų spalvų juostų')}. Kiek skirtingų vėliavų iš ${k} horizontalių skirtingų spalvų juostų galima sudaryti?`,
                `There are strips of ${n} different colours. How many different flags of ${k} horizontal strips, all of different colours, can be made?`,
              );
    return {
      question,
      choices: null,
      input_kind: 'number',
      answer: numberAnswer(total, lang),
      hints: [
        t(
          'Čia tvarka svarbi: pirmoji ir antroji vietos (pareigos) skiriasi.',
          'The order matters here: first and second place (or post) are different.',
        ),
        t(
          `Pirmam pasirinkimui yra ${n} galimybės, antram – ${n - 1}${k > 2 ? `, trečiam – ${n - 2}` : ''}…`,
          `There are ${n} options for the first pick, ${n - 1} for the second${k > 2 ? `, ${n - 2} for the third` : ''}…`,
        ),
        t(
          `Apskaičiuokite A = ${product(factorsOf(n, k), lang)}.`,
          `Work out A = ${product(factorsOf(n, k), lang)}.`,
        ),
      ],
      steps: [
        t(`Tai gretiniai iš ${n} po ${k}.`, `These are arrangements of ${k} out of ${n}.`),
        `A = ${product(factorsOf(n, k), lang)} = ${f(total)}.`,
      ],
      explanation,
      title: t('Gretinių skaičius', 'Counting arrangements'),
      themed: ctx.interest === 'sports',
    };
  }

  const k = rng.int(3, 4);
  if (level === 3) {
    const m = rng.int(k + 1, 8);
    const digits = sortedAsc(distinctInts(rng, 1, 9, m));
    const total = arrangements(m, k);
    return {
      question: t(
        `Kiek ${DIGIT_WORDS_LT[k]} skaičių su skirtingais skaitmenimis galima sudaryti iš skaitmenų ${digits.join(', ')}?`,
        `How many ${DIGIT_WORDS_EN[k]} numbers with all digits different can be made from the digits ${digits.join(', ')}?`,
      ),
      choices: null,
      input_kind: 'number',
      answer: numberAnswer(total, lang),
      hints: [
        t(
          `Yra ${m} skaitmenys, o skaičiuje – ${k} vietos; skaitmenys nesikartoja.`,
          `There are ${m} digits and ${k} places, and digits do not repeat.`,
        ),
        t(
          `Pirmai vietai – ${m} galimybės, antrai – ${m - 1}, …`,
          `The first place has ${m} options, the second ${m - 1}, …`,
        ),
        t(`Apskaičiuokite ${product(factorsOf(m, k), lang)}.`, `Work out ${product(factorsOf(m, k), lang)}.`),
      ],
      steps: [
        t(`Gretiniai iš ${m} po ${k}.`, `Arrangements of ${k} out of ${m}.`),
        `A = ${product(factorsOf(m, k), lang)} = ${f(total)}.`,
      ],
      explanation,
      title: t('Skaičiai su skirtingais skaitmenimis', 'Numbers with different digits'),
    };
  }
  const m = rng.int(k + 1, 8);
  const digits = sortedAsc([0, ...distinctInts(rng, 1, 9, m - 1)]);
  const factors = [m - 1, ...factorsOf(m - 1, k - 1)];
  const total = factors.reduce((a, b) => a * b, 1);
  return {
    question: t(
      `Kiek ${DIGIT_WORDS_LT[k]} skaičių su skirtingais skaitmenimis galima sudaryti iš skaitmenų ${digits.join(', ')}?`,
      `How many ${DIGIT_WORDS_EN[k]} numbers with all digits different can be made from the digits ${digits.join(', ')}?`,
    ),
    choices: null,
    input_kind: 'number',
    answer: numberAnswer(total, lang),
    hints: [
      t(
        'Skaičius negali prasidėti nuliu – pradėkite nuo pirmojo skaitmens.',
        'A number cannot start with 0, so start with the first digit.',
      ),
      t(
        `Pirmam skaitmeniui – ${m - 1} galimybės (ne 0); tada liko ${m - 1} skaitmenys (jau ir 0) kitoms ${k - 1} vietoms.`,
        `The first digit has ${m - 1} options (not 0); then ${m - 1} digits (now including 0) remain for the other ${k - 1} places.`,
      ),
      t(`Apskaičiuokite ${product(factors, lang)}.`, `Work out ${product(factors, lang)}.`),
    ],
    steps: [
      t(`Pirmas skaitmuo: ${m - 1} galimybės.`, `First digit: ${m - 1} options.`),
      t(
        `Kitos ${k - 1} vietos: ${product(factorsOf(m - 1, k - 1), lang)}.`,
        `The other ${k - 1} places: ${product(factorsOf(m - 1, k - 1), lang)}.`,
      ),
      `${product(factors, lang)} = ${f(total)}.`,
    ],
    explanation,
    title: t('Skaičiai su skirtingais skaitmenimis (yra 0)', 'Numbers with different digits, 0 included'),
  };
}

/** `C(n, k) = n!/(k!(n − k)!)` written out as a fraction of products for the worked step. */
function combinationText(n: number, k: number, language: 'lt' | 'en'): string {
  const top = Array.from({ length: k }, (_, i) => n - i);
  const bottom = Array.from({ length: k }, (_, i) => k - i);
  const x = times(language);
  return `C(${n}, ${k}) = (${top.join(` ${x} `)}) / (${bottom.join(` ${x} `)}) = ${formatNumber(binomial(n, k), language)}`;
}

export function combinationsCount(ctx: GeneratorContext): TaskDraft {
  const { rng, level, language: lang, t } = ctx;
  const f = (v: number) => formatNumber(v, lang);
  const explanation = t(
    'Kai tvarka nesvarbi, kiekvienas k elementų rinkinys gretinių skaičiuje pasikartoja k! kartų, todėl derinių skaičius C(n, k) = n! / (k! · (n − k)!).',
    'When the order does not matter, each group of k appears k! times among the arrangements, so the number of combinations is C(n, k) = n! / (k! × (n − k)!).',
  );
  const hintsFor = (n: number, k: number, lead: string) => [
    lead,
    t(
      `Reikia C(${n}, ${k}) – derinių iš ${n} po ${k}.`,
      `You need C(${n}, ${k}), the number of combinations of ${k} from ${n}.`,
    ),
    t(
      `Apskaičiuokite ${combinationText(n, k, lang).split(' = ').slice(0, 2).join(' = ')}.`,
      `Work out ${combinationText(n, k, lang).split(' = ').slice(0, 2).join(' = ')}.`,
    ),
  ];
  const orderFree = t(
    'Tvarka čia nesvarbi – tai deriniai.',
    'The order does not matter here, so these are combinations.',
  );

  if (level <= 2) {
    const k = level === 0 ? 2 : level === 1 ? 3 : rng.int(3, 5);
    const n = level === 0 ? rng.int(4, 30) : level === 1 ? rng.int(6, 30) : rng.int(8, 25);
    const total = binomial(n, k);
    const who = personName(rng.int(0, 7), lang);
    const kind = k === 2 ? rng.int(0, 4) : rng.int(2, 4);
    let question: string;
    if (kind === 0) {
      question = t(
        `Susitiko ${ltCount(n, 'draugas', 'draugai', 'draugų')}. Kiekvienas paspaudė ranką kiekvienam kitam po vieną kartą. Kiek iš viso buvo rankos paspaudimų?`,
        `${n} friends meet and each shakes hands with every other once. How many handshakes are there?`,
      );
    } else if (kind === 1) {
      question = t(
        `Turnyre dalyvauja ${ltCount(n, 'komanda', 'komandos', 'komandų')}; kiekviena komanda su kiekviena kita žaidžia po vienerias rungtynes. Kiek iš viso bus sužaista rungtynių?`,
        `${n} teams play in a tournament and every team plays every other team once. How many matches are played?`,
      );
    } else if (kind === 2) {
      question = t(
        `${who} turi ${ltCount(n, 'skirtingą knygą', 'skirtingas knygas', 'skirtingų knygų')} ir atostogoms nori pasiimti ${k}. Keliais būdais galima jas pasirinkti?`,
        `${who} has ${n} different books and wants to take ${k} on holiday. In how many ways can they be chosen?`,
      );
    } else if (kind === 3) {
      question = t(
        `${who} iš ${ltFrom(n, 'skirtingos gėlės', 'skirtingų gėlių')} renkasi ${k} puokštei. Keliais būdais galima sudaryti puokštę?`,
        `${who} is choosing ${k} flowers for a bouquet from ${n} different flowers. In how many ways can the bouquet be made?`,
      );
    } else {
      question = t(
        `Keliais būdais iš ${ltFrom(n, 'mokinio', 'mokinių')} galima išrinkti ${k} narių komandą?`,
        `In how many ways can a team of ${k} be chosen from ${n} pupils?`,
      );
    }
    return {
      question,
      choices: null,
      input_kind: 'number',
      answer: numberAnswer(total, lang),
      hints: hintsFor(n, k, orderFree),
      steps: [orderFree, `${combinationText(n, k, lang)}.`],
      explanation,
      title: t('Derinių skaičius', 'Counting combinations'),
    };
  }

  if (level === 3) {
    const variant = rng.int(0, 3);
    if (variant === 0) {
      const n = rng.int(4, 50);
      const all = binomial(n, 2);
      const diagonals = all - n;
      return {
        question: t(
          `Kiek įstrižainių turi iškilasis ${n}-kampis?`,
          `How many diagonals does a convex polygon with ${n} sides have?`,
        ),
        choices: null,
        input_kind: 'number',
        answer: numberAnswer(diagonals, lang),
        hints: [
          t(
            'Kiekviena dviejų viršūnių pora nusako atkarpą: kraštinę arba įstrižainę.',
            'Every pair of vertices gives a segment: either a side or a diagonal.',
          ),
          t(
            `Viršūnių porų yra C(${n}, 2) = ${f(all)}.`,
            `There are C(${n}, 2) = ${f(all)} pairs of vertices.`,
          ),
          t(`Iš jų ${n} yra kraštinės: ${f(all)} − ${n}.`, `${n} of them are sides: ${f(all)} − ${n}.`),
        ],
        steps: [
          `${combinationText(n, 2, lang)}.`,
          t(
            `Atimame ${n} kraštines: ${f(all)} − ${n} = ${f(diagonals)}.`,
            `Subtract the ${n} sides: ${f(all)} − ${n} = ${f(diagonals)}.`,
          ),
        ],
        explanation,
        title: t('Daugiakampio įstrižainės', 'Diagonals of a polygon'),
      };
    }
    const k = variant === 1 ? 3 : variant === 2 ? 4 : 2;
    const n = variant === 1 ? rng.int(4, 40) : variant === 2 ? rng.int(5, 30) : rng.int(3, 40);
    const shape = [
      null,
      { lt: 'trikampių', en: 'triangles' },
      { lt: 'keturkampių', en: 'quadrilaterals' },
      { lt: 'atkarpų', en: 'segments' },
    ][variant] as Text;
    const result = binomial(n, k);
    return {
      question: t(
        `Apskritime pažymėta taškų: ${n}. Kiek yra ${shape.lt}, kurių visos viršūnės (galai) – šie taškai?`,
        `${n} points are marked on a circle. How many ${shape.en} have all their vertices (ends) at these points?`,
      ),
      choices: null,
      input_kind: 'number',
      answer: numberAnswer(result, lang),
      hints: [
        t(
          `Figūrą vienareikšmiškai nusako jos ${k} viršūnės (galai), jų tvarka nesvarbi.`,
          `Each figure is fixed by its ${k} vertices (ends), in any order.`,
        ),
        t(`Reikia C(${n}, ${k}).`, `You need C(${n}, ${k}).`),
        t(
          `Apskaičiuokite ${combinationText(n, k, lang).split(' = ').slice(0, 2).join(' = ')}.`,
          `Work out ${combinationText(n, k, lang).split(' = ').slice(0, 2).join(' = ')}.`,
        ),
      ],
      steps: [
        t(`Figūrų tiek, kiek ${k} taškų rinkinių.`, `There are as many figures as sets of ${k} points.`),
        `${combinationText(n, k, lang)}.`,
      ],
      explanation,
      title: t('Figūrų skaičius', 'Counting figures'),
    };
  }

  // Very hard: the number of pairs is known, the number of objects is asked (a quadratic equation).
  const n = rng.int(6, 60);
  const matches = binomial(n, 2);
  const variant = rng.int(0, 2);
  return {
    question:
      variant === 2
        ? t(
            `Apskritime pažymėti keli taškai, ir kiekviena jų pora sujungta atkarpa. Iš viso atkarpų yra ${f(matches)}. Kiek taškų pažymėta?`,
            `Some points are marked on a circle and every pair of them is joined by a segment: ${f(matches)} segments in all. How many points are there?`,
          )
        : variant === 0
          ? t(
              `Susitikę draugai paspaudė ranką kiekvienas kiekvienam po vieną kartą. Iš viso paspaudimų buvo ${f(matches)}. Kiek draugų susitiko?`,
              `Some friends met and each shook hands with every other once: ${f(matches)} handshakes in all. How many friends met?`,
            )
          : t(
              `Turnyre kiekviena komanda su kiekviena kita sužaidė po vienerias rungtynes. Iš viso rungtynių buvo ${f(matches)}. Kiek komandų dalyvavo turnyre?`,
              `In a tournament every team played every other team once: ${f(matches)} matches in all. How many teams took part?`,
            ),
    choices: null,
    input_kind: 'number',
    answer: numberAnswer(n, lang),
    hints: [
      t(
        'Porų iš n objektų yra C(n, 2) = n(n − 1)/2.',
        'There are C(n, 2) = n(n − 1)/2 pairs among n objects.',
      ),
      t(
        `Gaunama lygtis n(n − 1)/2 = ${f(matches)}, t. y. n(n − 1) = ${f(2 * matches)}.`,
        `This gives n(n − 1)/2 = ${f(matches)}, i.e. n(n − 1) = ${f(2 * matches)}.`,
      ),
      t(
        `Raskite du gretimus natūraliuosius skaičius, kurių sandauga ${f(2 * matches)} (arba išspręskite n² − n − ${f(2 * matches)} = 0).`,
        `Find two consecutive whole numbers whose product is ${f(2 * matches)} (or solve n² − n − ${f(2 * matches)} = 0).`,
      ),
    ],
    steps: [
      `n(n − 1)/2 = ${f(matches)} ⇒ n² − n − ${f(2 * matches)} = 0.`,
      `n = (1 + √(1 + ${f(8 * matches)})) / 2 = (1 + ${f(2 * n - 1)}) / 2 = ${n}.`,
      t(`Neigiama šaknis netinka, todėl n = ${n}.`, `The negative root makes no sense here, so n = ${n}.`),
    ],
    explanation,
    title: t('Objektų skaičius iš porų skaičiaus', 'Finding n from the number of pairs'),
  };
}

type Group = {
  place: Text;
  a: { lt: [string, string, string]; en: [string, string] };
  b: { lt: [string, string, string]; en: [string, string] };
  atLeastOneB: Text;
  members: Text;
  team: Text;
};
const GROUPS: Record<string, Group> = {
  neutral: {
    place: { lt: 'Klasėje yra', en: 'A class has' },
    a: { lt: ['berniukas', 'berniukai', 'berniukų'], en: ['boy', 'boys'] },
    b: { lt: ['mergaitė', 'mergaitės', 'mergaičių'], en: ['girl', 'girls'] },
    atLeastOneB: { lt: 'bent viena mergaitė', en: 'at least one girl' },
    members: { lt: 'mokinių', en: 'pupils' },
    team: { lt: 'grupę', en: 'group' },
  },
  sports: {
    place: { lt: 'Krepšinio komandoje yra', en: 'A basketball squad has' },
    a: { lt: ['gynėjas', 'gynėjai', 'gynėjų'], en: ['guard', 'guards'] },
    b: { lt: ['puolėjas', 'puolėjai', 'puolėjų'], en: ['forward', 'forwards'] },
    atLeastOneB: { lt: 'bent vienas puolėjas', en: 'at least one forward' },
    members: { lt: 'žaidėjų', en: 'players' },
    team: { lt: 'grupę', en: 'group' },
  },
  music: {
    place: { lt: 'Orkestre yra', en: 'An orchestra has' },
    a: { lt: ['smuikininkas', 'smuikininkai', 'smuikininkų'], en: ['violinist', 'violinists'] },
    b: { lt: ['violončelininkas', 'violončelininkai', 'violončelininkų'], en: ['cellist', 'cellists'] },
    atLeastOneB: { lt: 'bent vienas violončelininkas', en: 'at least one cellist' },
    members: { lt: 'muzikantų', en: 'musicians' },
    team: { lt: 'grupę', en: 'group' },
  },
  games: {
    place: { lt: 'Žaidėjų klube yra', en: 'A gaming club has' },
    a: {
      lt: ['patyręs žaidėjas', 'patyrę žaidėjai', 'patyrusių žaidėjų'],
      en: ['experienced player', 'experienced players'],
    },
    b: { lt: ['naujokas', 'naujokai', 'naujokų'], en: ['newcomer', 'newcomers'] },
    atLeastOneB: { lt: 'bent vienas naujokas', en: 'at least one newcomer' },
    members: { lt: 'žaidėjų', en: 'players' },
    team: { lt: 'komandą', en: 'team' },
  },
  animals: {
    place: { lt: 'Prieglaudoje yra', en: 'An animal shelter has' },
    a: { lt: ['šuo', 'šunys', 'šunų'], en: ['dog', 'dogs'] },
    b: { lt: ['katė', 'katės', 'kačių'], en: ['cat', 'cats'] },
    atLeastOneB: { lt: 'bent viena katė', en: 'at least one cat' },
    members: { lt: 'gyvūnų', en: 'animals' },
    team: { lt: 'grupę nuotraukai', en: 'group for a photo' },
  },
  space: {
    place: { lt: 'Astronautų būryje yra', en: 'An astronaut corps has' },
    a: { lt: ['pilotas', 'pilotai', 'pilotų'], en: ['pilot', 'pilots'] },
    b: { lt: ['inžinierius', 'inžinieriai', 'inžinierių'], en: ['engineer', 'engineers'] },
    atLeastOneB: { lt: 'bent vienas inžinierius', en: 'at least one engineer' },
    members: { lt: 'astronautų', en: 'astronauts' },
    team: { lt: 'įgulą', en: 'crew' },
  },
  cooking: {
    place: { lt: 'Restorano virtuvėje dirba', en: 'A restaurant kitchen has' },
    a: { lt: ['virėjas', 'virėjai', 'virėjų'], en: ['cook', 'cooks'] },
    b: { lt: ['konditeris', 'konditeriai', 'konditerių'], en: ['pastry chef', 'pastry chefs'] },
    atLeastOneB: { lt: 'bent vienas konditeris', en: 'at least one pastry chef' },
    members: { lt: 'darbuotojų', en: 'staff' },
    team: { lt: 'pamainą', en: 'shift' },
  },
  travel: {
    place: { lt: 'Kelionių agentūroje dirba', en: 'A travel agency has' },
    a: { lt: ['gidas', 'gidai', 'gidų'], en: ['guide', 'guides'] },
    b: { lt: ['vairuotojas', 'vairuotojai', 'vairuotojų'], en: ['driver', 'drivers'] },
    atLeastOneB: { lt: 'bent vienas vairuotojas', en: 'at least one driver' },
    members: { lt: 'darbuotojų', en: 'staff' },
    team: { lt: 'grupę', en: 'group' },
  },
  money: {
    place: { lt: 'Banko skyriuje dirba', en: 'A bank branch has' },
    a: { lt: ['konsultantas', 'konsultantai', 'konsultantų'], en: ['adviser', 'advisers'] },
    b: { lt: ['kasininkas', 'kasininkai', 'kasininkų'], en: ['cashier', 'cashiers'] },
    atLeastOneB: { lt: 'bent vienas kasininkas', en: 'at least one cashier' },
    members: { lt: 'darbuotojų', en: 'staff' },
    team: { lt: 'komandą', en: 'team' },
  },
};

export function combinationsWithCondition(ctx: GeneratorContext): TaskDraft {
  const { rng, level, language: lang, t } = ctx;
  const f = (v: number) => formatNumber(v, lang);
  const x = times(lang);
  const themed = ctx.interest !== null && GROUPS[ctx.interest] !== undefined;
  const g = (themed ? GROUPS[ctx.interest as string] : GROUPS.neutral) as Group;
  const a = rng.int(level <= 1 ? 3 : 5, level <= 1 ? 16 : 18);
  const b = rng.int(level <= 1 ? 2 : 4, level <= 1 ? 15 : 16);
  const ltA = (n: number) => ltCount(n, ...g.a.lt);
  const ltB = (n: number) => ltCount(n, ...g.b.lt);
  const enA = (n: number) => enCount(n, ...g.a.en);
  const enB = (n: number) => enCount(n, ...g.b.en);
  const intro = t(`${g.place.lt} ${ltA(a)} ir ${ltB(b)}.`, `${g.place.en} ${enA(a)} and ${enB(b)}.`);
  const explanation = t(
    'Kai grupė renkama iš dviejų dalių, kiekvienos dalies pasirinkimų skaičius yra derinių skaičius, o abiejų kartu – jų sandauga (daugybos taisyklė); „bent vienas“ patogu skaičiuoti per priešingą įvykį.',
    'When a group is chosen in two parts, each part is counted with combinations and the parts are multiplied (the multiplication rule); “at least one” is easiest through the opposite case.',
  );

  if (level <= 2) {
    const [i, j] = (
      level === 0
        ? [1, 1]
        : level === 1
          ? rng.pick([
              [2, 1],
              [1, 2],
            ])
          : rng.pick([
              [2, 2],
              [3, 2],
              [2, 3],
            ])
    ) as [number, number];
    const k = i + j;
    const ca = binomial(a, i);
    const cb = binomial(b, j);
    const total = ca * cb;
    return {
      question: `${intro} ${t(
        `Keliais būdais galima sudaryti ${k} ${g.members.lt} ${g.team.lt}, kurioje būtų ${ltA(i)} ir ${ltB(j)}?`,
        `In how many ways can a ${g.team.en} of ${k} be formed with ${enA(i)} and ${enB(j)}?`,
      )}`,
      choices: null,
      input_kind: 'number',
      answer: numberAnswer(total, lang),
      hints: [
        t(
          'Atskirai pasirinkite abi grupės dalis, paskui pritaikykite daugybos taisyklę.',
          'Choose the two parts of the group separately, then use the multiplication rule.',
        ),
        t(
          `${g.a.lt[2]} pasirinkimų: C(${a}, ${i}) = ${f(ca)}; ${g.b.lt[2]}: C(${b}, ${j}) = ${f(cb)}.`,
          `Choices of ${g.a.en[1]}: C(${a}, ${i}) = ${f(ca)}; of ${g.b.en[1]}: C(${b}, ${j}) = ${f(cb)}.`,
        ).replace(/^./, (c) => c.toUpperCase()),
        t(`Sudauginkite: ${f(ca)} ${x} ${f(cb)}.`, `Multiply: ${f(ca)} ${x} ${f(cb)}.`),
      ],
      steps: [
        `C(${a}, ${i}) = ${f(ca)}.`,
        `C(${b}, ${j}) = ${f(cb)}.`,
        `${f(ca)} ${x} ${f(cb)} = ${f(total)}.`,
      ],
      explanation,
      title: t('Deriniai su sąlyga', 'Combinations with a condition'),
      themed,
    };
  }

  const n = a + b;
  if (level === 3) {
    const k = rng.int(3, 4);
    const all = binomial(n, k);
    const none = binomial(a, k);
    const total = all - none;
    return {
      question: `${intro} ${t(
        `Keliais būdais galima sudaryti ${k} ${g.members.lt} ${g.team.lt}, kurioje būtų ${g.atLeastOneB.lt}?`,
        `In how many ways can a ${g.team.en} of ${k} be formed with ${g.atLeastOneB.en}?`,
      )}`,
      choices: null,
      input_kind: 'number',
      answer: numberAnswer(total, lang),
      hints: [
        t(
          'Suskaičiuokite visas grupes ir atimkite tas, kurios sąlygos netenkina.',
          'Count all the groups and subtract those that break the condition.',
        ),
        t(
          `Visų grupių: C(${n}, ${k}) = ${f(all)}; grupių be nė vieno iš antrosios dalies: C(${a}, ${k}) = ${f(none)}.`,
          `All groups: C(${n}, ${k}) = ${f(all)}; groups with none of the ${g.b.en[1]}: C(${a}, ${k}) = ${f(none)}.`,
        ),
        t(`Apskaičiuokite ${f(all)} − ${f(none)}.`, `Work out ${f(all)} − ${f(none)}.`),
      ],
      steps: [
        `C(${n}, ${k}) = ${f(all)}.`,
        `C(${a}, ${k}) = ${f(none)}.`,
        `${f(all)} − ${f(none)} = ${f(total)}.`,
      ],
      explanation,
      title: t('Deriniai: bent vienas', 'Combinations: at least one'),
      themed,
    };
  }
  const k = rng.int(4, 5);
  const all = binomial(n, k);
  const none = binomial(a, k);
  const one = binomial(a, k - 1) * b;
  const total = all - none - one;
  return {
    question: `${intro} ${t(
      `Keliais būdais galima sudaryti ${k} ${g.members.lt} ${g.team.lt}, kurioje būtų bent ${ltB(2)}?`,
      `In how many ways can a ${g.team.en} of ${k} be formed with at least ${enB(2)}?`,
    )}`,
    choices: null,
    input_kind: 'number',
    answer: numberAnswer(total, lang),
    hints: [
      t(
        'Patogiau atimti netinkamus atvejus: kai antrosios dalies narių nėra ir kai yra lygiai vienas.',
        'It is easier to subtract the bad cases: none of the second kind, or exactly one.',
      ),
      t(
        `Visų: C(${n}, ${k}) = ${f(all)}; nė vieno: C(${a}, ${k}) = ${f(none)}; lygiai vienas: C(${a}, ${k - 1}) ${x} ${b} = ${f(one)}.`,
        `All: C(${n}, ${k}) = ${f(all)}; none: C(${a}, ${k}) = ${f(none)}; exactly one: C(${a}, ${k - 1}) ${x} ${b} = ${f(one)}.`,
      ),
      t(`Apskaičiuokite ${f(all)} − ${f(none)} − ${f(one)}.`, `Work out ${f(all)} − ${f(none)} − ${f(one)}.`),
    ],
    steps: [
      `C(${n}, ${k}) = ${f(all)}.`,
      `C(${a}, ${k}) = ${f(none)}; C(${a}, ${k - 1}) ${x} ${b} = ${f(one)}.`,
      `${f(all)} − ${f(none)} − ${f(one)} = ${f(total)}.`,
    ],
    explanation,
    title: t('Deriniai: bent du', 'Combinations: at least two'),
    themed,
  };
}

const signedTerm = (value: number, text: string): string =>
  value < 0 ? ` ${MINUS_SIGN} ${text}` : ` + ${text}`;
const coef = (value: number): string => (Math.abs(value) === 1 ? '' : String(Math.abs(value)));
const power = (variable: string, p: number): string =>
  p === 0 ? '' : p === 1 ? variable : `${variable}${superscript(p)}`;

export function binomialCoefficient(ctx: GeneratorContext): TaskDraft {
  const { rng, level, language: lang, t } = ctx;
  const f = (v: number) => formatNumber(v, lang);
  const x = times(lang);
  const par = (v: number) => (v < 0 ? `(${f(v)})` : f(v));
  const explanation = t(
    'Pagal Niutono binomo formulę (a + b)ⁿ = Σ C(n, k) · aⁿ⁻ᵏ · bᵏ, todėl kiekvieno nario koeficientą sudaro binominis koeficientas ir dėmenų koeficientų laipsniai.',
    'By the binomial theorem (a + b)ⁿ = Σ C(n, k) aⁿ⁻ᵏ bᵏ, so each coefficient is a binomial coefficient times powers of the coefficients in the bracket.',
  );

  if (level <= 2) {
    // (p + q·x)ⁿ or (q·x + p)ⁿ; the coefficient of x^k is C(n, k)·pⁿ⁻ᵏ·qᵏ.
    const n = level === 0 ? rng.int(3, 8) : level === 1 ? rng.int(4, 6) : rng.int(4, 7);
    const p = level === 0 ? 1 : rng.int(1, 3);
    const q = level === 0 ? rng.int(1, 3) : level === 1 ? rng.int(p === 1 ? 2 : 1, 3) : -rng.int(1, 3);
    const k = rng.int(1, level === 0 ? n : n - 1);
    const xFirst = rng.chance(0.5);
    const qx = `${coef(q)}x`;
    const qTerm = `${q < 0 ? MINUS_SIGN : ''}${qx}`;
    const bracket = xFirst
      ? `(${q < 0 ? MINUS_SIGN : ''}${qx}${signedTerm(p, f(p))})`
      : `(${f(p)}${signedTerm(q, qx)})`;
    const c = binomial(n, k);
    const result = c * p ** (n - k) * q ** k;
    const pieces = `C(${n}, ${k}) ${x} ${par(p)}${superscript(n - k)} ${x} ${par(q)}${superscript(k)}`;
    return {
      question: t(
        `Raskite koeficientą prie ${power('x', k)} reiškinio ${bracket}${superscript(n)} skleidinyje.`,
        `Find the coefficient of ${power('x', k)} in the expansion of ${bracket}${superscript(n)}.`,
      ),
      choices: null,
      input_kind: 'number',
      answer: numberAnswer(result, lang),
      hints: [
        t(
          `Bendrasis narys: C(${n}, k) · ${par(p)}${superscript(n)}⁻ᵏ · (${qTerm})ᵏ.`,
          `The general term is C(${n}, k) × ${par(p)}${superscript(n)}⁻ᵏ × (${qTerm})ᵏ.`,
        ),
        t(`${power('x', k)} gaunamas, kai k = ${k}.`, `x to the power ${k} comes from k = ${k}.`),
        t(`Apskaičiuokite ${pieces}.`, `Work out ${pieces}.`),
      ],
      steps: [
        t(`Narys su ${power('x', k)}: k = ${k}.`, `The term with ${power('x', k)}: k = ${k}.`),
        `C(${n}, ${k}) = ${f(c)}.`,
        `${pieces} = ${f(result)}.`,
      ],
      explanation,
      title: t('Niutono binomas', 'The binomial theorem'),
    };
  }

  if (level === 3) {
    // (x² + c)ⁿ: the term C(n, i)·(x²)ⁿ⁻ⁱ·cⁱ has x to the power 2(n − i).
    const n = rng.int(4, 8);
    const c = rng.pick([-4, -3, -2, -1, 1, 2, 3, 4]);
    const m = rng.int(1, n - 1);
    const i = n - m;
    const result = binomial(n, i) * c ** i;
    const bracket = `(x²${signedTerm(c, f(Math.abs(c)))})`;
    const pieces = `C(${n}, ${i}) ${x} ${par(c)}${superscript(i)}`;
    return {
      question: t(
        `Raskite koeficientą prie ${power('x', 2 * m)} reiškinio ${bracket}${superscript(n)} skleidinyje.`,
        `Find the coefficient of ${power('x', 2 * m)} in the expansion of ${bracket}${superscript(n)}.`,
      ),
      choices: null,
      input_kind: 'number',
      answer: numberAnswer(result, lang),
      hints: [
        t(
          `Bendrasis narys: C(${n}, k) · (x²)${superscript(n)}⁻ᵏ · ${par(c)}ᵏ; x laipsnis lygus 2(${n} − k).`,
          `The general term is C(${n}, k) × (x²)${superscript(n)}⁻ᵏ × ${par(c)}ᵏ; the power of x is 2(${n} − k).`,
        ),
        t(`2(${n} − k) = ${2 * m}, todėl k = ${i}.`, `2(${n} − k) = ${2 * m}, so k = ${i}.`),
        t(`Apskaičiuokite ${pieces}.`, `Work out ${pieces}.`),
      ],
      steps: [
        `2(${n} − k) = ${2 * m} ⇒ k = ${i}.`,
        `C(${n}, ${i}) = ${f(binomial(n, i))}.`,
        `${pieces} = ${f(result)}.`,
      ],
      explanation,
      title: t('Niutono binomas', 'The binomial theorem'),
    };
  }

  // (a·x + b/x)ⁿ: the term C(n, i)·aⁿ⁻ⁱ·bⁱ·xⁿ⁻²ⁱ; the constant term or another power of x is asked.
  const n = rng.int(4, 8);
  const a = rng.int(1, 2);
  const b = rng.pick([-3, -2, -1, 1, 2, 3]);
  const i = n % 2 === 0 && rng.chance(0.5) ? n / 2 : rng.int(0, n);
  const p = n - 2 * i;
  const result = binomial(n, i) * a ** (n - i) * b ** i;
  const bracket = `(${coef(a)}x${signedTerm(b, `${f(Math.abs(b))}/x`)})`;
  const xPower = p < 0 ? `x⁻${superscript(-p)}` : power('x', p);
  const target =
    p === 0
      ? t('laisvąjį narį (narį be x)', 'the constant term (the term without x)')
      : t(`koeficientą prie ${xPower}`, `the coefficient of ${xPower}`);
  const pieces = `C(${n}, ${i}) ${x} ${par(a)}${superscript(n - i)} ${x} ${par(b)}${superscript(i)}`;
  return {
    question: t(
      `Raskite ${target} reiškinio ${bracket}${superscript(n)} skleidinyje.`,
      `Find ${target} in the expansion of ${bracket}${superscript(n)}.`,
    ),
    choices: null,
    input_kind: 'number',
    answer: numberAnswer(result, lang),
    hints: [
      t(
        `Bendrasis narys: C(${n}, k) · (${coef(a)}x)${superscript(n)}⁻ᵏ · (${par(b)}/x)ᵏ = C(${n}, k) · ${par(a)}${superscript(n)}⁻ᵏ · ${par(b)}ᵏ · x${superscript(n)}⁻²ᵏ.`,
        `The general term is C(${n}, k) × (${coef(a)}x)${superscript(n)}⁻ᵏ × (${par(b)}/x)ᵏ = C(${n}, k) × ${par(a)}${superscript(n)}⁻ᵏ × ${par(b)}ᵏ × x${superscript(n)}⁻²ᵏ.`,
      ),
      t(`Reikia ${n} − 2k = ${f(p)}, todėl k = ${i}.`, `You need ${n} − 2k = ${f(p)}, so k = ${i}.`),
      t(`Apskaičiuokite ${pieces}.`, `Work out ${pieces}.`),
    ],
    steps: [
      `${n} − 2k = ${f(p)} ⇒ k = ${i}.`,
      `C(${n}, ${i}) = ${f(binomial(n, i))}.`,
      `${pieces} = ${f(result)}.`,
    ],
    explanation,
    title: t('Niutono binomas', 'The binomial theorem'),
  };
}
