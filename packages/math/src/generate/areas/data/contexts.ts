import type { GeneratorContext } from '../../registry.ts';

/**
 * Word-problem settings shared by the statistics generators: one per interest plus neutral ones, with
 * the range their numbers plausibly take. Lithuanian labels are noun phrases in the nominative, so they
 * can head a list (`Mokinio pažymiai: 7, 9, 8.`) without being declined.
 */
export type Text = { lt: string; en: string };

export type DataSetting = Text & { lo: number; hi: number; minLevel?: number };

const NEUTRAL_DATA: readonly DataSetting[] = [
  { lt: 'Mokinio pažymiai', en: "A pupil's marks", lo: 1, hi: 10 },
  { lt: 'Klasių mokinių skaičiai', en: 'The numbers of pupils in the classes of a school', lo: 16, hi: 32 },
  { lt: 'Per dieną perskaitytų puslapių skaičiai', en: 'Pages read each day', lo: 5, hi: 60 },
  { lt: 'Mokinių ūgiai centimetrais', en: "Pupils' heights in centimetres", lo: 140, hi: 190, minLevel: 1 },
  {
    lt: 'Vidurdienio oro temperatūros (°C)',
    en: 'Midday air temperatures (°C)',
    lo: -12,
    hi: 24,
    minLevel: 3,
  },
];

const THEMED_DATA: Record<string, DataSetting> = {
  sports: {
    lt: 'Krepšininko per rungtynes pelnyti taškai',
    en: 'Points a basketball player scored in each game',
    lo: 4,
    hi: 40,
  },
  music: {
    lt: 'Per dieną parduotų koncerto bilietų skaičiai',
    en: 'Concert tickets sold each day',
    lo: 20,
    hi: 150,
  },
  games: {
    lt: 'Žaidėjo surinkti taškai kiekviename žaidimo lygyje',
    en: "A player's scores on each level of a game",
    lo: 10,
    hi: 100,
  },
  animals: {
    lt: 'Prieglaudos šunų masės kilogramais',
    en: 'The masses of the dogs at a shelter in kilograms',
    lo: 3,
    hi: 45,
  },
  space: {
    lt: 'Kiekvieną naktį suskaičiuotų krintančių žvaigždžių skaičiai',
    en: 'Shooting stars counted each night',
    lo: 2,
    hi: 60,
  },
  cooking: {
    lt: 'Kepyklėlėje kasdien iškeptų bandelių skaičiai',
    en: 'Buns baked at a bakery each day',
    lo: 20,
    hi: 120,
  },
  travel: {
    lt: 'Kiekvieną kelionės dieną nuvažiuoti kilometrai',
    en: 'Kilometres driven on each day of a trip',
    lo: 40,
    hi: 400,
  },
  money: { lt: 'Kiekvieną savaitę sutaupyti eurai', en: 'Euros saved each week', lo: 2, hi: 50 },
};

/** Easier levels use the lower part of a setting's range, so the numbers grow with the difficulty. */
const RANGE_SHARE = [0.35, 0.5, 0.7, 0.85, 1];

export type PickedData = { label: Text; lo: number; hi: number; themed: boolean };

export function pickDataSetting(
  ctx: GeneratorContext,
  options: { allowNegative?: boolean } = {},
): PickedData {
  const themed = ctx.interest ? THEMED_DATA[ctx.interest] : undefined;
  const candidates = NEUTRAL_DATA.filter(
    (s) => (s.minLevel ?? 0) <= ctx.level && (options.allowNegative !== false || s.lo >= 0),
  );
  const setting = themed ?? ctx.rng.pick(candidates);
  const width = setting.hi - setting.lo;
  const hi = setting.lo + Math.max(8, Math.round(width * (RANGE_SHARE[ctx.level] ?? 1)));
  return { label: { lt: setting.lt, en: setting.en }, lo: setting.lo, hi, themed: themed !== undefined };
}

/** Frequency tables: what is counted, what the frequency counts, and the range of the values. */
export type TableSetting = { value: Text; count: Text; lo: number; hi: number };

const NEUTRAL_TABLES: readonly TableSetting[] = [
  {
    value: { lt: 'Pažymys', en: 'Mark' },
    count: { lt: 'Mokinių skaičius', en: 'Number of pupils' },
    lo: 1,
    hi: 10,
  },
  {
    value: { lt: 'Vaikų skaičius šeimoje', en: 'Children in the family' },
    count: { lt: 'Šeimų skaičius', en: 'Number of families' },
    lo: 0,
    hi: 6,
  },
  {
    value: { lt: 'Per mėnesį perskaitytos knygos', en: 'Books read in a month' },
    count: { lt: 'Mokinių skaičius', en: 'Number of pupils' },
    lo: 0,
    hi: 9,
  },
];

const THEMED_TABLES: Record<string, TableSetting> = {
  sports: {
    value: { lt: 'Įvarčių skaičius per rungtynes', en: 'Goals in a match' },
    count: { lt: 'Rungtynių skaičius', en: 'Number of matches' },
    lo: 0,
    hi: 7,
  },
  music: {
    value: { lt: 'Per savaitę išmoktos dainos', en: 'Songs learned in a week' },
    count: { lt: 'Savaičių skaičius', en: 'Number of weeks' },
    lo: 0,
    hi: 8,
  },
  games: {
    value: { lt: 'Taškai per raundą', en: 'Points in a round' },
    count: { lt: 'Raundų skaičius', en: 'Number of rounds' },
    lo: 0,
    hi: 12,
  },
  animals: {
    value: { lt: 'Kačiukų skaičius vadoje', en: 'Kittens in a litter' },
    count: { lt: 'Vadų skaičius', en: 'Number of litters' },
    lo: 1,
    hi: 8,
  },
  space: {
    value: { lt: 'Per naktį pastebėti palydovai', en: 'Satellites spotted in a night' },
    count: { lt: 'Naktų skaičius', en: 'Number of nights' },
    lo: 0,
    hi: 12,
  },
  cooking: {
    value: { lt: 'Kiaušinių skaičius recepte', en: 'Eggs in a recipe' },
    count: { lt: 'Receptų skaičius', en: 'Number of recipes' },
    lo: 1,
    hi: 8,
  },
  travel: {
    value: { lt: 'Kelionės trukmė dienomis', en: 'Length of a trip in days' },
    count: { lt: 'Šeimų skaičius', en: 'Number of families' },
    lo: 2,
    hi: 14,
  },
  money: {
    value: { lt: 'Kišenpinigiai per savaitę (€)', en: 'Pocket money per week (€)' },
    count: { lt: 'Mokinių skaičius', en: 'Number of pupils' },
    lo: 2,
    hi: 15,
  },
};

export function pickTableSetting(ctx: GeneratorContext): TableSetting & { themed: boolean } {
  const themed = ctx.interest ? THEMED_TABLES[ctx.interest] : undefined;
  return { ...(themed ?? ctx.rng.pick(NEUTRAL_TABLES)), themed: themed !== undefined };
}

/** Surveys with four answers, for frequency tables of categories. */
export type SurveySetting = { question: Text; answers: readonly Text[] };

const NEUTRAL_SURVEYS: readonly SurveySetting[] = [
  {
    question: {
      lt: 'Kuris mokomasis dalykas tau patinka labiausiai?',
      en: 'Which school subject do you like best?',
    },
    answers: [
      { lt: 'matematika', en: 'maths' },
      { lt: 'istorija', en: 'history' },
      { lt: 'biologija', en: 'biology' },
      { lt: 'dailė', en: 'art' },
    ],
  },
  {
    question: { lt: 'Kaip dažniausiai atvyksti į mokyklą?', en: 'How do you usually get to school?' },
    answers: [
      { lt: 'pėsčiomis', en: 'on foot' },
      { lt: 'autobusu', en: 'by bus' },
      { lt: 'dviračiu', en: 'by bike' },
      { lt: 'automobiliu', en: 'by car' },
    ],
  },
];

const THEMED_SURVEYS: Record<string, SurveySetting> = {
  sports: {
    question: { lt: 'Kokia tavo mėgstamiausia sporto šaka?', en: 'What is your favourite sport?' },
    answers: [
      { lt: 'krepšinis', en: 'basketball' },
      { lt: 'futbolas', en: 'football' },
      { lt: 'tinklinis', en: 'volleyball' },
      { lt: 'tenisas', en: 'tennis' },
    ],
  },
  music: {
    question: { lt: 'Koks tavo mėgstamiausias muzikos žanras?', en: 'What is your favourite kind of music?' },
    answers: [
      { lt: 'pop', en: 'pop' },
      { lt: 'rokas', en: 'rock' },
      { lt: 'džiazas', en: 'jazz' },
      { lt: 'klasikinė muzika', en: 'classical' },
    ],
  },
  games: {
    question: { lt: 'Kokius žaidimus mėgsti labiausiai?', en: 'What kind of games do you like best?' },
    answers: [
      { lt: 'strateginius', en: 'strategy' },
      { lt: 'lenktynių', en: 'racing' },
      { lt: 'galvosūkius', en: 'puzzle' },
      { lt: 'sporto', en: 'sports' },
    ],
  },
  animals: {
    question: { lt: 'Koks tavo mėgstamiausias gyvūnas?', en: 'What is your favourite animal?' },
    answers: [
      { lt: 'šuo', en: 'dog' },
      { lt: 'katė', en: 'cat' },
      { lt: 'arklys', en: 'horse' },
      { lt: 'papūga', en: 'parrot' },
    ],
  },
  space: {
    question: { lt: 'Kuri planeta tau įdomiausia?', en: 'Which planet do you find most interesting?' },
    answers: [
      { lt: 'Marsas', en: 'Mars' },
      { lt: 'Jupiteris', en: 'Jupiter' },
      { lt: 'Saturnas', en: 'Saturn' },
      { lt: 'Venera', en: 'Venus' },
    ],
  },
  cooking: {
    question: { lt: 'Koks tavo mėgstamiausias patiekalas?', en: 'What is your favourite dish?' },
    answers: [
      { lt: 'blynai', en: 'pancakes' },
      { lt: 'cepelinai', en: 'dumplings' },
      { lt: 'pica', en: 'pizza' },
      { lt: 'sriuba', en: 'soup' },
    ],
  },
  travel: {
    question: { lt: 'Kur norėtum keliauti vasarą?', en: 'Where would you like to travel in summer?' },
    answers: [
      { lt: 'prie jūros', en: 'to the seaside' },
      { lt: 'į kalnus', en: 'to the mountains' },
      { lt: 'į didmiestį', en: 'to a big city' },
      { lt: 'į kaimą', en: 'to the countryside' },
    ],
  },
  money: {
    question: {
      lt: 'Kam dažniausiai išleidi kišenpinigius?',
      en: 'What do you spend most of your pocket money on?',
    },
    answers: [
      { lt: 'užkandžiams', en: 'snacks' },
      { lt: 'žaidimams', en: 'games' },
      { lt: 'knygoms', en: 'books' },
      { lt: 'taupau', en: 'I save it' },
    ],
  },
};

export function pickSurvey(ctx: GeneratorContext): SurveySetting & { themed: boolean } {
  const themed = ctx.interest ? THEMED_SURVEYS[ctx.interest] : undefined;
  return { ...(themed ?? ctx.rng.pick(NEUTRAL_SURVEYS)), themed: themed !== undefined };
}
