import type { Interest } from '../../interests.ts';

/**
 * Word-problem settings for each interest, written so that Lithuanian never has to decline a noun after
 * a random number ("Vaikų buvo 45", "kainuoja 40 €"), which keeps every generated sentence grammatical.
 */

/** A group of which a part is asked about: "3/8 of the spectators were children". */
export type GroupContext = {
  /** Genitive plural of the whole: `rungtynių žiūrovų`. */
  wholeLt: string;
  /** The whole in English after a number: `spectators at the match`. */
  wholeEn: string;
  /** The part, nominative plural (`vaikai`) and genitive plural (`vaikų`). */
  partLt: string;
  partGenLt: string;
  partEn: string;
};

const NEUTRAL_GROUPS: readonly GroupContext[] = [
  {
    wholeLt: 'mokyklos mokinių',
    wholeEn: 'pupils at the school',
    partLt: 'berniukai',
    partGenLt: 'berniukų',
    partEn: 'boys',
  },
  {
    wholeLt: 'bibliotekos knygų',
    wholeEn: 'books in the library',
    partLt: 'vadovėliai',
    partGenLt: 'vadovėlių',
    partEn: 'textbooks',
  },
  {
    wholeLt: 'sodo medžių',
    wholeEn: 'trees in the orchard',
    partLt: 'obelys',
    partGenLt: 'obelų',
    partEn: 'apple trees',
  },
];

const GROUPS: Record<Interest, GroupContext> = {
  sports: {
    wholeLt: 'rungtynių žiūrovų',
    wholeEn: 'spectators at the match',
    partLt: 'vaikai',
    partGenLt: 'vaikų',
    partEn: 'children',
  },
  music: {
    wholeLt: 'koncerto klausytojų',
    wholeEn: 'people at the concert',
    partLt: 'moksleiviai',
    partGenLt: 'moksleivių',
    partEn: 'school pupils',
  },
  games: {
    wholeLt: 'žaidimų turnyro dalyvių',
    wholeEn: 'players in the gaming tournament',
    partLt: 'pradedantieji',
    partGenLt: 'pradedančiųjų',
    partEn: 'beginners',
  },
  animals: {
    wholeLt: 'gyvūnų prieglaudos gyventojų',
    wholeEn: 'animals at the shelter',
    partLt: 'šunys',
    partGenLt: 'šunų',
    partEn: 'dogs',
  },
  space: {
    wholeLt: 'planetariumo lankytojų',
    wholeEn: 'visitors to the planetarium',
    partLt: 'mokiniai',
    partGenLt: 'mokinių',
    partEn: 'pupils',
  },
  cooking: {
    wholeLt: 'iškeptų bandelių',
    wholeEn: 'buns baked in the bakery',
    partLt: 'bandelės su cinamonu',
    partGenLt: 'bandelių su cinamonu',
    partEn: 'cinnamon buns',
  },
  travel: {
    wholeLt: 'lėktuvo keleivių',
    wholeEn: 'passengers on the plane',
    partLt: 'turistai',
    partGenLt: 'turistų',
    partEn: 'tourists',
  },
  money: {
    wholeLt: 'parduotuvės pirkėjų',
    wholeEn: 'customers in the shop',
    partLt: 'nuolatiniai klientai',
    partGenLt: 'nuolatinių klientų',
    partEn: 'regular customers',
  },
};

export function groupContext(interest: Interest | null, variant: number): GroupContext {
  return interest ? GROUPS[interest] : (NEUTRAL_GROUPS[variant % NEUTRAL_GROUPS.length] as GroupContext);
}

/** Something with a price: "A guitar cost €40". */
export type PricedItem = { lt: string; en: string };

const NEUTRAL_ITEMS: readonly PricedItem[] = [
  { lt: 'Striukė', en: 'A jacket' },
  { lt: 'Kuprinė', en: 'A backpack' },
  { lt: 'Stalinė lempa', en: 'A desk lamp' },
  { lt: 'Dviratis', en: 'A bicycle' },
];

const ITEMS: Record<Interest, PricedItem> = {
  sports: { lt: 'Krepšinio kamuolys', en: 'A basketball' },
  music: { lt: 'Gitara', en: 'A guitar' },
  games: { lt: 'Žaidimų konsolė', en: 'A games console' },
  animals: { lt: 'Šunų maisto maišas', en: 'A bag of dog food' },
  space: { lt: 'Teleskopas', en: 'A telescope' },
  cooking: { lt: 'Keptuvė', en: 'A frying pan' },
  travel: { lt: 'Lagaminas', en: 'A suitcase' },
  money: { lt: 'Išmanusis telefonas', en: 'A smartphone' },
};

export function pricedItem(interest: Interest | null, variant: number): PricedItem {
  return interest ? ITEMS[interest] : (NEUTRAL_ITEMS[variant % NEUTRAL_ITEMS.length] as PricedItem);
}

/** What savings are for, Lithuanian in the dative: "Taupydama naujam dviračiui, šeima…". */
const PURPOSES: Record<Interest, PricedItem> = {
  sports: { lt: 'naujam dviračiui', en: 'a new bike' },
  music: { lt: 'naujam pianinui', en: 'a new piano' },
  games: { lt: 'naujam kompiuteriui', en: 'a new computer' },
  animals: { lt: 'šuns dresūros kursams', en: 'dog training classes' },
  space: { lt: 'teleskopui', en: 'a telescope' },
  cooking: { lt: 'naujai virtuvei', en: 'a new kitchen' },
  travel: { lt: 'kelionei į Japoniją', en: 'a trip to Japan' },
  money: { lt: 'ateičiai', en: 'the future' },
};

export function savingPurpose(interest: Interest): PricedItem {
  return PURPOSES[interest];
}

/**
 * Two things that repeat with periods a and b, for the least common multiple: lt and en take
 * (a, b) and give the sentence; the unit is written as an abbreviation so it never declines.
 */
export type CycleContext = {
  text: (a: string, b: string) => { lt: string; en: string };
  unitGenLt: string;
  unitEn: string;
};

const NEUTRAL_CYCLE: CycleContext = {
  text: (a, b) => ({
    lt: `Vienas autobusas iš stoties išvyksta kas ${a} min., kitas – kas ${b} min. 8 val. jie išvyko kartu.`,
    en: `One bus leaves the station every ${a} minutes and another every ${b} minutes. They left together at 8:00.`,
  }),
  unitGenLt: 'minučių',
  unitEn: 'minutes',
};

const CYCLES: Record<Interest, CycleContext> = {
  sports: {
    text: (a, b) => ({
      lt: `Du bėgikai bėga stadiono takeliu: vienas ratą įveikia per ${a} s, kitas – per ${b} s. Jie kartu startavo nuo starto linijos.`,
      en: `Two runners run round a track: one runs a lap in ${a} seconds, the other in ${b} seconds. They started together from the start line.`,
    }),
    unitGenLt: 'sekundžių',
    unitEn: 'seconds',
  },
  music: {
    text: (a, b) => ({
      lt: `Koncerto scenoje vienas prožektorius sužybsi kas ${a} s, kitas – kas ${b} s. Ką tik jie sužybsėjo kartu.`,
      en: `On a concert stage one spotlight flashes every ${a} seconds and another every ${b} seconds. They have just flashed together.`,
    }),
    unitGenLt: 'sekundžių',
    unitEn: 'seconds',
  },
  games: {
    text: (a, b) => ({
      lt: `Žaidime gyvybės premija pasirodo kas ${a} s, o monetų premija – kas ${b} s. Ką tik abi premijos pasirodė kartu.`,
      en: `In a game an extra-life bonus appears every ${a} seconds and a coin bonus every ${b} seconds. Both bonuses have just appeared together.`,
    }),
    unitGenLt: 'sekundžių',
    unitEn: 'seconds',
  },
  animals: {
    text: (a, b) => ({
      lt: `Zoologijos sode pingvinai šeriami kas ${a} val., o ruoniai – kas ${b} val. 6 val. ryto jie buvo pašerti kartu.`,
      en: `At a zoo the penguins are fed every ${a} hours and the seals every ${b} hours. They were fed together at 6 a.m.`,
    }),
    unitGenLt: 'valandų',
    unitEn: 'hours',
  },
  space: {
    text: (a, b) => ({
      lt: `Vienas palydovas virš miesto praskrenda kas ${a} min., kitas – kas ${b} min. Ką tik jie praskrido kartu.`,
      en: `One satellite passes over a city every ${a} minutes and another every ${b} minutes. They have just passed over together.`,
    }),
    unitGenLt: 'minučių',
    unitEn: 'minutes',
  },
  cooking: {
    text: (a, b) => ({
      lt: `Virtuvėje vienas laikmatis suskamba kas ${a} min., kitas – kas ${b} min. Ką tik jie suskambo kartu.`,
      en: `In a kitchen one timer rings every ${a} minutes and another every ${b} minutes. They have just rung together.`,
    }),
    unitGenLt: 'minučių',
    unitEn: 'minutes',
  },
  travel: {
    text: (a, b) => ({
      lt: `Iš uosto vienas keltas išplaukia kas ${a} min., kitas – kas ${b} min. 9 val. jie išplaukė kartu.`,
      en: `One ferry leaves the port every ${a} minutes and another every ${b} minutes. They left together at 9:00.`,
    }),
    unitGenLt: 'minučių',
    unitEn: 'minutes',
  },
  money: {
    text: (a, b) => ({
      lt: `Vienas bankomatas pildomas grynaisiais kas ${a} d., kitas – kas ${b} d. Šiandien jie buvo papildyti kartu.`,
      en: `One cash machine is refilled every ${a} days and another every ${b} days. Both were refilled today.`,
    }),
    unitGenLt: 'dienų',
    unitEn: 'days',
  },
};

export function cycleContext(interest: Interest | null): CycleContext {
  return interest ? CYCLES[interest] : NEUTRAL_CYCLE;
}

/** Two kinds of thing shared into identical sets, for the greatest common divisor (genitive plurals). */
export type PairContext = { aLt: string; bLt: string; aEn: string; bEn: string };

const NEUTRAL_PAIRS: readonly PairContext[] = [
  { aLt: 'raudonų balionų', bLt: 'geltonų balionų', aEn: 'red balloons', bEn: 'yellow balloons' },
  { aLt: 'pieštukų', bLt: 'sąsiuvinių', aEn: 'pencils', bEn: 'exercise books' },
];

const PAIRS: Record<Interest, PairContext> = {
  sports: { aLt: 'krepšinio kamuolių', bLt: 'futbolo kamuolių', aEn: 'basketballs', bEn: 'footballs' },
  music: { aLt: 'gitaros stygų', bLt: 'smuiko stygų', aEn: 'guitar strings', bEn: 'violin strings' },
  games: {
    aLt: 'kortelių su drakonais',
    bLt: 'kortelių su riteriais',
    aEn: 'dragon cards',
    bEn: 'knight cards',
  },
  animals: { aLt: 'šunų skanėstų', bLt: 'kačių skanėstų', aEn: 'dog treats', bEn: 'cat treats' },
  space: { aLt: 'planetų lipdukų', bLt: 'žvaigždžių lipdukų', aEn: 'planet stickers', bEn: 'star stickers' },
  cooking: {
    aLt: 'šokoladinių sausainių',
    bLt: 'avižinių sausainių',
    aEn: 'chocolate biscuits',
    bEn: 'oat biscuits',
  },
  travel: { aLt: 'atvirukų', bLt: 'magnetukų', aEn: 'postcards', bEn: 'fridge magnets' },
  money: { aLt: 'šokoladukų', bLt: 'saldainių', aEn: 'chocolate bars', bEn: 'sweets' },
};

export function pairContext(interest: Interest | null, variant: number): PairContext {
  return interest ? PAIRS[interest] : (NEUTRAL_PAIRS[variant % NEUTRAL_PAIRS.length] as PairContext);
}
