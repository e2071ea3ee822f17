import { barChart, type ChartPieces, pieChart } from '../../../figures/charts.ts';
import { planeFigure, planeView } from '../../../figures/plane.ts';
import { figure, type Point } from '../../../figures/svg.ts';
import type { Figure, FigureKind, Language } from '../../../types.ts';
import { divisionSign, formatNumber, times } from '../../format.ts';
import { displayDecimal, type Fraction, fraction, mul, sub } from '../../fraction.ts';
import { createRandom } from '../../random.ts';
import type { GeneratorContext, TaskDraft } from '../../registry.ts';
import { numberAnswer, percentAnswer, productSumText, sumText, twoDecimalsAnswer } from './answers.ts';
import { pickDataSetting, pickSurvey, pickTableSetting, type TableSetting } from './contexts.ts';
import {
  dataList,
  distinctInts,
  ltCount,
  shuffledChoices,
  sortedAsc,
  splitTotal,
  sum,
  tableRow,
} from './wording.ts';

const mod = (a: number, m: number): number => ((a % m) + m) % m;

/** Moves the last value by less than n so the values' sum divides by n (the mean is whole). */
function makeMeanWhole(values: number[], lo: number): void {
  const n = values.length;
  const r = mod(sum(values), n);
  if (r === 0) return;
  const last = values[n - 1] as number;
  values[n - 1] = last - r >= lo ? last - r : last + n - r;
}

function randomValues(ctx: GeneratorContext, lo: number, hi: number, n: number): number[] {
  return Array.from({ length: n }, () => ctx.rng.int(lo, hi));
}

function medianOfSorted(sorted: readonly number[]): Fraction {
  const n = sorted.length;
  const mid = Math.floor(n / 2);
  if (n % 2 === 1) return fraction(sorted[mid] as number);
  return fraction((sorted[mid - 1] as number) + (sorted[mid] as number), 2);
}

/** The median and the words to explain which middle value(s) give it. */
function explainMedian(sorted: readonly number[], language: Language, t: GeneratorContext['t']) {
  const n = sorted.length;
  const mid = Math.floor(n / 2);
  const median = medianOfSorted(sorted);
  const f = (v: number) => formatNumber(v, language);
  if (n % 2 === 1) {
    return {
      median,
      where: t(
        `Reikšmių yra ${n} (nelyginis skaičius), todėl mediana – ${mid + 1}-oji reikšmė.`,
        `There are ${n} values (an odd number), so the median is value number ${mid + 1}.`,
      ),
      last: t(
        `Vidurinė reikšmė yra ${f(sorted[mid] as number)}.`,
        `The middle value is ${f(sorted[mid] as number)}.`,
      ),
    };
  }
  const a = sorted[mid - 1] as number;
  const b = sorted[mid] as number;
  return {
    median,
    where: t(
      `Reikšmių yra ${n} (lyginis skaičius), todėl mediana – ${mid}-osios ir ${mid + 1}-osios reikšmių vidurkis.`,
      `There are ${n} values (an even number), so the median is the mean of values number ${mid} and ${mid + 1}.`,
    ),
    last: t(
      `Vidurinės reikšmės yra ${f(a)} ir ${f(b)}: (${f(a)} + ${f(b)}) : 2.`,
      `The middle values are ${f(a)} and ${f(b)}: (${f(a)} + ${f(b)}) ÷ 2.`,
    ),
  };
}

export function computeMean(ctx: GeneratorContext): TaskDraft {
  const { rng, level, language: lang, t } = ctx;
  const data = pickDataSetting(ctx, { allowNegative: level >= 3 });
  const label = data.label[lang];
  const f = (v: number) => formatNumber(v, lang);
  const dv = divisionSign(lang);
  const x = times(lang);
  const explanation = t(
    'Aritmetinis vidurkis – tai visų reikšmių suma, padalyta iš jų skaičiaus; todėl reikšmių suma lygi vidurkiui, padaugintam iš reikšmių skaičiaus.',
    'The mean is the sum of the values divided by how many there are, so the sum of the values equals the mean times their number.',
  );

  if (level <= 2) {
    const n = level === 0 ? rng.int(3, 5) : level === 1 ? rng.int(5, 7) : rng.pick([4, 5, 8, 10]);
    const values = randomValues(ctx, data.lo, data.hi, n);
    if (level < 2) makeMeanWhole(values, data.lo);
    const total = sum(values);
    const mean = fraction(total, n);
    return {
      question: t(
        `${label}: ${dataList(values, lang)}. Apskaičiuokite šių duomenų aritmetinį vidurkį.`,
        `${label}: ${dataList(values, lang)}. Find the mean of these data.`,
      ),
      choices: null,
      input_kind: 'number',
      answer: numberAnswer(mean, lang),
      hints: [
        t(
          'Vidurkis – tai visų reikšmių suma, padalyta iš reikšmių skaičiaus.',
          'The mean is the sum of all the values divided by how many values there are.',
        ),
        t(
          `Sudėkite visas reikšmes: jų suma lygi ${f(total)}.`,
          `Add up all the values: their sum is ${f(total)}.`,
        ),
        t(
          `Reikšmių yra ${n}, todėl apskaičiuokite ${f(total)} ${dv} ${n}.`,
          `There are ${n} values, so work out ${f(total)} ${dv} ${n}.`,
        ),
      ],
      steps: [
        t(`Suma: ${sumText(values, lang)} = ${f(total)}.`, `Sum: ${sumText(values, lang)} = ${f(total)}.`),
        t(`Reikšmių skaičius: ${n}.`, `Number of values: ${n}.`),
        t(
          `Vidurkis: ${f(total)} ${dv} ${n} = ${displayDecimal(mean, lang)}.`,
          `Mean: ${f(total)} ${dv} ${n} = ${displayDecimal(mean, lang)}.`,
        ),
      ],
      explanation,
      title: t('Aritmetinis vidurkis', 'The mean'),
      themed: data.themed,
    };
  }

  if (level === 3) {
    const n = rng.int(5, 8);
    const values = randomValues(ctx, data.lo, data.hi, n);
    makeMeanWhole(values, data.lo);
    const mean = sum(values) / n;
    const known = values.slice(0, n - 1);
    const missing = values[n - 1] as number;
    const total = n * mean;
    const knownSum = sum(known);
    return {
      question: t(
        `${label}: ${dataList(known, lang)} ir dar viena reikšmė. Visų ${n} reikšmių vidurkis lygus ${f(mean)}. Raskite trūkstamą reikšmę.`,
        `${label}: ${dataList(known, lang)} and one more value. The mean of all ${n} values is ${f(mean)}. Find the missing value.`,
      ),
      choices: null,
      input_kind: 'number',
      answer: numberAnswer(missing, lang),
      hints: [
        t(
          'Jei žinomas vidurkis ir reikšmių skaičius, galima rasti visų reikšmių sumą.',
          'Knowing the mean and the number of values tells you the sum of all the values.',
        ),
        t(
          `Visų ${n} reikšmių suma lygi ${n} ${x} ${f(mean)} = ${f(total)}.`,
          `The sum of all ${n} values is ${n} ${x} ${f(mean)} = ${f(total)}.`,
        ),
        t(
          `Žinomų reikšmių suma lygi ${f(knownSum)}; apskaičiuokite ${f(total)} − ${f(knownSum)}.`,
          `The known values add up to ${f(knownSum)}; work out ${f(total)} − ${f(knownSum)}.`,
        ),
      ],
      steps: [
        t(
          `Visų reikšmių suma: ${n} ${x} ${f(mean)} = ${f(total)}.`,
          `Sum of all values: ${n} ${x} ${f(mean)} = ${f(total)}.`,
        ),
        t(
          `Žinomų reikšmių suma: ${sumText(known, lang)} = ${f(knownSum)}.`,
          `Sum of the known values: ${sumText(known, lang)} = ${f(knownSum)}.`,
        ),
        t(
          `Trūkstama reikšmė: ${f(total)} − ${f(knownSum)} = ${f(missing)}.`,
          `Missing value: ${f(total)} − ${f(knownSum)} = ${f(missing)}.`,
        ),
      ],
      explanation,
      title: t('Trūkstama reikšmė, kai žinomas vidurkis', 'A missing value from the mean'),
      themed: data.themed,
    };
  }

  // Very hard: one value is added to a set with a known mean and the new mean is given.
  const n = rng.int(4, 9);
  const oldMean = rng.int(data.lo, data.hi);
  let added = rng.int(data.lo, data.hi);
  const r = mod(n * oldMean + added, n + 1);
  if (r !== 0) added = added - r >= data.lo ? added - r : added + n + 1 - r;
  if (added === oldMean) added += n + 1;
  const oldSum = n * oldMean;
  const newSum = oldSum + added;
  const newMean = newSum / (n + 1);
  const p = (v: number) => (v < 0 ? `(${f(v)})` : f(v));
  return {
    question: t(
      `${label}: ${n} reikšmių vidurkis lygus ${f(oldMean)}. Pridėjus dar vieną reikšmę, visų reikšmių vidurkis tapo lygus ${f(newMean)}. Kokia reikšmė buvo pridėta?`,
      `${label}: the mean of ${n} values is ${f(oldMean)}. After one more value is added, the mean of all the values is ${f(newMean)}. What value was added?`,
    ),
    choices: null,
    input_kind: 'number',
    answer: numberAnswer(added, lang),
    hints: [
      t(
        'Iš vidurkio ir reikšmių skaičiaus raskite sumą – prieš pridedant reikšmę ir po to.',
        'Use the mean and the number of values to find the sum, before and after the value is added.',
      ),
      t(
        `Pradžioje suma buvo ${n} ${x} ${p(oldMean)} = ${f(oldSum)}, o reikšmių tapo ${n + 1}.`,
        `At first the sum was ${n} ${x} ${p(oldMean)} = ${f(oldSum)}; afterwards there are ${n + 1} values.`,
      ),
      t(
        `Nauja suma lygi ${n + 1} ${x} ${p(newMean)} = ${f(newSum)}; pridėta reikšmė – ${f(newSum)} − ${p(oldSum)}.`,
        `The new sum is ${n + 1} ${x} ${p(newMean)} = ${f(newSum)}; the added value is ${f(newSum)} − ${p(oldSum)}.`,
      ),
    ],
    steps: [
      t(
        `Pradinė suma: ${n} ${x} ${p(oldMean)} = ${f(oldSum)}.`,
        `Sum before: ${n} ${x} ${p(oldMean)} = ${f(oldSum)}.`,
      ),
      t(
        `Nauja suma: ${n + 1} ${x} ${p(newMean)} = ${f(newSum)}.`,
        `Sum after: ${n + 1} ${x} ${p(newMean)} = ${f(newSum)}.`,
      ),
      t(
        `Pridėta reikšmė: ${f(newSum)} − ${p(oldSum)} = ${f(added)}.`,
        `Added value: ${f(newSum)} − ${p(oldSum)} = ${f(added)}.`,
      ),
    ],
    explanation,
    title: t('Vidurkio pokytis', 'How the mean changes'),
    themed: data.themed,
  };
}

function chartFigure(ctx: GeneratorContext, kind: FigureKind, chart: ChartPieces, alt: string): Figure {
  return figure({ kind, language: ctx.language, width: chart.width, height: chart.height, alt }, chart.body);
}

/**
 * The frequency table drawn as a bar chart, as textbooks give such data: one bar per value, its height
 * the frequency; a frequency the task asks for (`null`) is left out and marked x.
 */
function frequencyChart(
  ctx: GeneratorContext,
  table: TableSetting,
  values: readonly number[],
  counts: readonly (number | null)[],
): Figure {
  const { language: lang, t } = ctx;
  const shownCounts = counts.map((c) => (c === null ? 'x' : formatNumber(c, lang))).join(', ');
  const shownValues = values.map((v) => formatNumber(v, lang)).join(', ');
  const chart = barChart(
    {
      categories: values.map((v) => formatNumber(v, lang)),
      values: counts,
      unknownText: 'x',
      valueName: table.count[lang],
      categoryName: table.value[lang],
    },
    lang,
  );
  return chartFigure(
    ctx,
    'bar_chart',
    chart,
    t(
      `Stulpelinė diagrama. ${table.value.lt}: ${shownValues}. ${table.count.lt} (stulpelių aukščiai): ${shownCounts}.${counts.includes(null) ? ' Stulpelio x nėra, jo aukštis nežinomas.' : ''}`,
      `A bar chart. ${table.value.en}: ${shownValues}. ${table.count.en} (bar heights): ${shownCounts}.${counts.includes(null) ? ' The bar x is missing: its height is unknown.' : ''}`,
    ),
  );
}

/** How many pupils chose each answer, as a bar chart; the count the task asks for is a "?" without a bar. */
function surveyBarChart(
  ctx: GeneratorContext,
  answers: readonly string[],
  counts: readonly (number | null)[],
): Figure {
  const { language: lang, t } = ctx;
  const items = answers
    .map((a, i) => {
      const c = counts[i];
      return `${a} – ${c === null || c === undefined ? t('nežinoma (?)', 'unknown (?)') : formatNumber(c, lang)}`;
    })
    .join(', ');
  const chart = barChart(
    { categories: answers, values: counts, valueName: t('Mokinių skaičius', 'Number of pupils') },
    lang,
  );
  return chartFigure(
    ctx,
    'bar_chart',
    chart,
    t(
      `Stulpelinė diagrama: kiek mokinių pasirinko kiekvieną atsakymą. ${items}.`,
      `A bar chart of how many pupils chose each answer: ${items}.`,
    ),
  );
}

/** The answers' shares as a pie chart; the share of the asked answer is marked "?". */
function surveyPieChart(
  ctx: GeneratorContext,
  answers: readonly string[],
  percents: readonly (number | null)[],
): Figure {
  const { language: lang, t } = ctx;
  const items = answers
    .map((a, i) => {
      const p = percents[i];
      return `${a} – ${p === null || p === undefined ? t('nežinoma (?)', 'unknown (?)') : `${formatNumber(p, lang)} %`}`;
    })
    .join(', ');
  const chart = pieChart(
    answers.map((name, i) => ({ name, percent: percents[i] ?? null })),
    lang,
  );
  return chartFigure(
    ctx,
    'pie_chart',
    chart,
    t(
      `Skritulinė diagrama: atsakymų santykiniai dažniai. ${items}.`,
      `A pie chart of the answers' relative frequencies: ${items}.`,
    ),
  );
}

export function median(ctx: GeneratorContext): TaskDraft {
  const { rng, level, language: lang, t } = ctx;
  const f = (v: number) => formatNumber(v, lang);
  const explanation = t(
    'Mediana dalija surikiuotus duomenis pusiau: ne daugiau kaip pusė reikšmių yra mažesnės už ją ir ne daugiau kaip pusė – didesnės.',
    'The median splits the ordered data in half: at most half of the values are below it and at most half above it.',
  );

  if (level === 4) {
    const table = pickTableSetting(ctx);
    const k = rng.int(4, 5);
    const values = sortedAsc(distinctInts(rng, table.lo, table.hi, k));
    const counts = values.map(() => rng.int(1, 9));
    const expanded = values.flatMap((v, i) => Array<number>(counts[i] as number).fill(v));
    const total = expanded.length;
    const { median: m, where, last } = explainMedian(expanded, lang, t);
    let running = 0;
    const cumulative = counts.map((c) => {
      running += c;
      return running;
    });
    return {
      question: t(
        `Duomenys pateikti dažnių lentelėje.\n${table.value.lt}: ${tableRow(values, lang)}\n${table.count.lt}: ${tableRow(counts, lang)}\nRaskite duomenų medianą.`,
        `The data are given in a frequency table.\n${table.value.en}: ${tableRow(values, lang)}\n${table.count.en}: ${tableRow(counts, lang)}\nFind the median of the data.`,
      ),
      choices: null,
      input_kind: 'number',
      answer: numberAnswer(m, lang),
      hints: [
        t(
          `Iš viso yra ${ltCount(total, 'reikšmė', 'reikšmės', 'reikšmių')} (sudėkite dažnius).`,
          `There are ${f(total)} values in all (add up the frequencies).`,
        ),
        where,
        t(
          `Kaupiamieji dažniai: ${tableRow(cumulative, lang)}. Raskite, kurioje lentelės skiltyje yra vidurinė reikšmė. ${last}`,
          `Cumulative frequencies: ${tableRow(cumulative, lang)}. Find the column that holds the middle position. ${last}`,
        ),
      ],
      steps: [
        t(
          `Reikšmių skaičius: ${sumText(counts, lang)} = ${f(total)}.`,
          `Number of values: ${sumText(counts, lang)} = ${f(total)}.`,
        ),
        where,
        t(
          `Kaupiamieji dažniai: ${tableRow(cumulative, lang)}.`,
          `Cumulative frequencies: ${tableRow(cumulative, lang)}.`,
        ),
        `${last} ${t('Mediana', 'Median')} = ${displayDecimal(m, lang)}.`,
      ],
      explanation,
      figure: frequencyChart(ctx, table, values, counts),
      title: t('Mediana iš dažnių lentelės', 'The median from a frequency table'),
      themed: table.themed,
    };
  }

  const data = pickDataSetting(ctx, { allowNegative: level >= 3 });
  const n =
    level === 0 ? 5 : level === 1 ? rng.pick([7, 9]) : level === 2 ? rng.pick([6, 8]) : rng.int(10, 13);
  const values = randomValues(ctx, data.lo, data.hi, n);
  const sorted = sortedAsc(values);
  const { median: m, where, last } = explainMedian(sorted, lang, t);
  return {
    question: t(
      `${data.label.lt}: ${dataList(values, lang)}. Raskite šių duomenų medianą.`,
      `${data.label.en}: ${dataList(values, lang)}. Find the median of these data.`,
    ),
    choices: null,
    input_kind: 'number',
    answer: numberAnswer(m, lang),
    hints: [
      t('Pirmiausia surikiuokite duomenis didėjimo tvarka.', 'First put the data in increasing order.'),
      `${t('Surikiuota', 'In order')}: ${dataList(sorted, lang)}. ${where}`,
      last,
    ],
    steps: [
      `${t('Surikiuoti duomenys', 'Data in order')}: ${dataList(sorted, lang)}.`,
      where,
      `${last} ${t('Mediana', 'Median')} = ${displayDecimal(m, lang)}.`,
    ],
    explanation,
    title: t('Imties mediana', 'The median'),
    themed: data.themed,
  };
}

/** A shuffled data set in which `modes` values occur `top` times and every other value fewer times. */
function dataWithModes(ctx: GeneratorContext, lo: number, hi: number, n: number, top: number, modes: number) {
  const { rng } = ctx;
  let rest = n - modes * top;
  const counts: number[] = [];
  while (rest > 0) {
    const c = Math.min(rest, rng.int(1, top - 1));
    counts.push(c);
    rest -= c;
  }
  const distinct = distinctInts(rng, lo, hi, modes + counts.length);
  const modeValues = distinct.slice(0, modes);
  const values = [
    ...modeValues.flatMap((v) => Array<number>(top).fill(v)),
    ...counts.flatMap((c, i) => Array<number>(c).fill(distinct[modes + i] as number)),
  ];
  return { values: rng.shuffle(values), modeValues: sortedAsc(modeValues) };
}

export function mode(ctx: GeneratorContext): TaskDraft {
  const { rng, level, language: lang, t } = ctx;
  const f = (v: number) => formatNumber(v, lang);

  if (level === 1 || level === 3) {
    const data = pickDataSetting(ctx, { allowNegative: level >= 3 });
    const values = randomValues(ctx, data.lo, data.hi, level === 1 ? rng.int(6, 8) : rng.int(9, 12));
    const max = Math.max(...values);
    const min = Math.min(...values);
    const range = max - min;
    const minText = min < 0 ? `(${f(min)})` : f(min);
    return {
      question: t(
        `${data.label.lt}: ${dataList(values, lang)}. Raskite šių duomenų imties plotį.`,
        `${data.label.en}: ${dataList(values, lang)}. Find the range of these data.`,
      ),
      choices: null,
      input_kind: 'number',
      answer: numberAnswer(range, lang),
      hints: [
        t(
          'Imties plotis – tai skirtumas tarp didžiausios ir mažiausios reikšmės.',
          'The range is the difference between the largest and the smallest value.',
        ),
        t(
          `Didžiausia reikšmė yra ${f(max)}, o mažiausia – ${f(min)}.`,
          `The largest value is ${f(max)} and the smallest is ${f(min)}.`,
        ),
        t(`Apskaičiuokite ${f(max)} − ${minText}.`, `Work out ${f(max)} − ${minText}.`),
      ],
      steps: [
        t(
          `Didžiausia reikšmė: ${f(max)}; mažiausia reikšmė: ${f(min)}.`,
          `Largest value: ${f(max)}; smallest value: ${f(min)}.`,
        ),
        t(
          `Imties plotis: ${f(max)} − ${minText} = ${f(range)}.`,
          `Range: ${f(max)} − ${minText} = ${f(range)}.`,
        ),
      ],
      explanation: t(
        'Imties plotis parodo, kaip plačiai išsibarstę duomenys: jis lygus didžiausios ir mažiausios reikšmių skirtumui.',
        'The range shows how spread out the data are: it is the largest value minus the smallest.',
      ),
      title: t('Imties plotis', 'The range'),
      themed: data.themed,
    };
  }

  const data = pickDataSetting(ctx, { allowNegative: false });
  const bimodal = level === 4;
  const n = level === 0 ? rng.int(6, 8) : level === 2 ? rng.int(10, 12) : rng.int(9, 12);
  const top = level === 2 ? 4 : 3;
  const { values, modeValues } = dataWithModes(ctx, data.lo, data.hi, n, top, bimodal ? 2 : 1);
  const modesText = modeValues.map(f).join(t(' ir ', ' and '));
  const explanation = t(
    'Moda – dažniausiai pasikartojanti reikšmė; jei kelios reikšmės pasikartoja vienodai dažniausiai, imtis turi kelias modas.',
    'The mode is the value that occurs most often; if several values tie for most often, the data have several modes.',
  );
  if (bimodal) {
    const setText = `{${modeValues.map(f).join(lang === 'lt' ? '; ' : ', ')}}`;
    return {
      question: t(
        `${data.label.lt}: ${dataList(values, lang)}. Raskite visas šių duomenų modas.`,
        `${data.label.en}: ${dataList(values, lang)}. Find all the modes of these data.`,
      ),
      choices: null,
      input_kind: 'set',
      answer: {
        mode: 'set',
        options: { form: 'value' },
        correct: `{${modeValues.join('; ')}}`,
        display: setText,
      },
      hints: [
        t(
          'Suskaičiuokite, kiek kartų pasikartoja kiekviena reikšmė.',
          'Count how many times each value occurs.',
        ),
        t(
          `Didžiausias pasikartojimų skaičius yra ${top}; jį gali turėti ne viena reikšmė.`,
          `The highest count is ${top}, and more than one value may reach it.`,
        ),
        t(
          `Po ${top} kartus pasikartoja ${modesText} – užrašykite jas abi.`,
          `${modesText} each occur ${top} times: write both.`,
        ),
      ],
      steps: [
        `${t('Surikiuota', 'In order')}: ${dataList(sortedAsc(values), lang)}.`,
        t(
          `Reikšmės ${modesText} pasikartoja po ${top} kartus, kitos – rečiau.`,
          `${modesText} each occur ${top} times; the others occur less often.`,
        ),
        t(`Modos: ${setText}.`, `Modes: ${setText}.`),
      ],
      explanation,
      title: t('Kelios modos', 'Several modes'),
      themed: data.themed,
    };
  }
  const modeValue = modeValues[0] as number;
  return {
    question: t(
      `${data.label.lt}: ${dataList(values, lang)}. Raskite šių duomenų modą.`,
      `${data.label.en}: ${dataList(values, lang)}. Find the mode of these data.`,
    ),
    choices: null,
    input_kind: 'number',
    answer: numberAnswer(modeValue, lang),
    hints: [
      t('Moda – reikšmė, kuri pasikartoja dažniausiai.', 'The mode is the value that occurs most often.'),
      t(
        'Surikiuokite duomenis – vienodos reikšmės atsidurs greta ir jas bus lengva suskaičiuoti.',
        'Put the data in order so equal values sit together and are easy to count.',
      ),
      t(
        `Reikšmė ${f(modeValue)} pasikartoja ${top} kartus – patikrinkite, ar kuri nors kita pasikartoja dažniau.`,
        `${f(modeValue)} occurs ${top} times; check that no other value occurs more often.`,
      ),
    ],
    steps: [
      `${t('Surikiuota', 'In order')}: ${dataList(sortedAsc(values), lang)}.`,
      t(
        `Reikšmė ${f(modeValue)} pasikartoja ${top} kartus, kitos – rečiau.`,
        `${f(modeValue)} occurs ${top} times; the others less often.`,
      ),
      t(`Moda: ${f(modeValue)}.`, `Mode: ${f(modeValue)}.`),
    ],
    explanation,
    title: t('Imties moda', 'The mode'),
    themed: data.themed,
  };
}

export function relativeFrequency(ctx: GeneratorContext): TaskDraft {
  const { rng, level, language: lang, t } = ctx;
  const survey = pickSurvey(ctx);
  const f = (v: number) => formatNumber(v, lang);
  const x = times(lang);
  const dv = divisionSign(lang);
  const pct = lang === 'lt' ? '\u00a0%' : '%';
  const answers = survey.answers.map((a) => a[lang]);
  const quoted = (s: string) => (lang === 'lt' ? `„${s}“` : `“${s}”`);
  const intro = t(
    `Mokinių apklausos klausimas: ${quoted(survey.question.lt)}`,
    `A survey asked pupils: ${quoted(survey.question.en)}`,
  );
  const explanation = t(
    'Santykinis dažnis – tai dalis, kurią sudaro atsakymo dažnis nuo visų atsakymų skaičiaus; padauginus iš 100, gaunami procentai.',
    'The relative frequency is the frequency of an answer as a share of all the answers; multiplying by 100 gives a percentage.',
  );

  if (level <= 1) {
    const total = level === 0 ? rng.pick([10, 20, 25, 50]) : rng.pick([40, 80, 200, 250, 400, 500]);
    const count = rng.int(1, total - 1);
    const answer = rng.pick(answers);
    const share = fraction(100 * count, total);
    return {
      question: t(
        `${intro} Atsakė ${ltCount(total, 'mokinys', 'mokiniai', 'mokinių')}, iš jų ${count} pasirinko atsakymą ${quoted(answer)}. Koks šio atsakymo santykinis dažnis procentais?`,
        `${intro} Of the ${total} pupils who answered, ${count} chose ${quoted(answer)}. What is the relative frequency of this answer in percent?`,
      ),
      choices: null,
      input_kind: 'number',
      answer: percentAnswer(share, lang),
      hints: [
        t(
          'Santykinis dažnis = atsakymo dažnis : visų atsakymų skaičius.',
          'Relative frequency = frequency of the answer ÷ total number of answers.',
        ),
        t(`Dalis lygi ${count}/${total}.`, `The share is ${count}/${total}.`),
        t(
          `Paverskite procentais: ${count} : ${total} ${x} 100.`,
          `Turn it into a percentage: ${count} ${dv} ${total} ${x} 100.`,
        ),
      ],
      steps: [
        t(`Santykinis dažnis: ${count}/${total}.`, `Relative frequency: ${count}/${total}.`),
        `${count} ${dv} ${total} ${x} 100 = ${displayDecimal(share, lang)}${pct}.`,
      ],
      explanation,
      title: t('Santykinis dažnis', 'Relative frequency'),
      themed: survey.themed,
    };
  }

  const asked = rng.int(0, 3);
  const answerName = answers[asked] as string;
  if (level <= 3) {
    const total =
      level === 2 ? rng.pick([20, 25, 40, 50, 80, 100, 200]) : rng.pick([40, 50, 80, 100, 125, 200, 250]);
    const counts = splitTotal(rng, total, 4);
    const count = counts[asked] as number;
    const share = fraction(100 * count, total);
    const listed = answers
      .map((a, i) => `${a} – ${i === asked && level === 3 ? '?' : f(counts[i] as number)}`)
      .join(', ');
    const others = counts.filter((_, i) => i !== asked);
    const question =
      level === 2
        ? t(
            `${intro} Atsakymų dažniai: ${listed}. Koks atsakymo ${quoted(answerName)} santykinis dažnis procentais?`,
            `${intro} The answers were: ${listed}. What is the relative frequency of ${quoted(answerName)} in percent?`,
          )
        : t(
            `${intro} Atsakė ${ltCount(total, 'mokinys', 'mokiniai', 'mokinių')}. Atsakymų dažniai: ${listed}. Koks atsakymo ${quoted(answerName)} santykinis dažnis procentais?`,
            `${intro} ${total} pupils answered: ${listed}. What is the relative frequency of ${quoted(answerName)} in percent?`,
          );
    return {
      question,
      choices: null,
      input_kind: 'number',
      answer: percentAnswer(share, lang),
      hints: [
        level === 2
          ? t(
              'Pirmiausia raskite, kiek iš viso mokinių atsakė.',
              'First find how many pupils answered in total.',
            )
          : t(
              'Pirmiausia raskite trūkstamą dažnį: visi dažniai kartu sudaro visų atsakiusiųjų skaičių.',
              'First find the missing frequency: all the frequencies add up to the number of pupils.',
            ),
        level === 2
          ? t(
              `Iš viso: ${sumText(counts, lang)} = ${f(total)}.`,
              `In total: ${sumText(counts, lang)} = ${f(total)}.`,
            )
          : t(
              `Trūkstamas dažnis: ${f(total)} − ${f(sum(others))} = ${f(count)}.`,
              `Missing frequency: ${f(total)} − ${f(sum(others))} = ${f(count)}.`,
            ),
        t(`Apskaičiuokite ${count} : ${total} ${x} 100.`, `Work out ${count} ${dv} ${total} ${x} 100.`),
      ],
      steps: [
        level === 2
          ? t(
              `Visų atsakymų skaičius: ${sumText(counts, lang)} = ${f(total)}.`,
              `Total: ${sumText(counts, lang)} = ${f(total)}.`,
            )
          : t(
              `Atsakymo ${quoted(answerName)} dažnis: ${f(total)} − (${sumText(others, lang)}) = ${f(count)}.`,
              `Frequency of ${quoted(answerName)}: ${f(total)} − (${sumText(others, lang)}) = ${f(count)}.`,
            ),
        `${count} ${dv} ${total} ${x} 100 = ${displayDecimal(share, lang)}${pct}.`,
      ],
      explanation,
      figure: surveyBarChart(
        ctx,
        answers,
        counts.map((c, i) => (i === asked && level === 3 ? null : c)),
      ),
      title: t('Santykinis dažnis iš dažnių lentelės', 'Relative frequency from a table'),
      themed: survey.themed,
    };
  }

  // Very hard: relative frequencies are given, the frequency of the last answer is asked.
  const total = 20 * rng.int(2, 20);
  const percents = splitTotal(rng, 20, 4).map((p) => p * 5);
  const missingPercent = percents[asked] as number;
  const count = (total * missingPercent) / 100;
  const otherPercents = percents.filter((_, i) => i !== asked);
  const listed = answers.map((a, i) => `${a} – ${i === asked ? '?' : `${percents[i]}${pct}`}`).join(', ');
  return {
    question: t(
      `${intro} Atsakė ${ltCount(total, 'mokinys', 'mokiniai', 'mokinių')}. Atsakymų santykiniai dažniai: ${listed}. Kiek mokinių pasirinko atsakymą ${quoted(answerName)}?`,
      `${intro} ${total} pupils answered. The relative frequencies were: ${listed}. How many pupils chose ${quoted(answerName)}?`,
    ),
    choices: null,
    input_kind: 'number',
    answer: numberAnswer(count, lang),
    hints: [
      t(
        'Visų atsakymų santykiniai dažniai kartu sudaro 100 %.',
        'The relative frequencies of all the answers add up to 100%.',
      ),
      t(
        `Atsakymo ${quoted(answerName)} dalis: 100 − (${sumText(otherPercents, lang)}) = ${missingPercent} %.`,
        `The share of ${quoted(answerName)} is 100 − (${sumText(otherPercents, lang)}) = ${missingPercent}%.`,
      ),
      t(
        `Raskite ${missingPercent} % nuo ${total}: ${total} ${x} ${missingPercent} : 100.`,
        `Find ${missingPercent}% of ${total}: ${total} ${x} ${missingPercent} ${dv} 100.`,
      ),
    ],
    steps: [
      `100${pct} − (${otherPercents.map((p) => `${p}${pct}`).join(' + ')}) = ${missingPercent}${pct}.`,
      `${total} ${x} ${missingPercent} ${dv} 100 = ${f(count)}.`,
    ],
    explanation: t(
      'Santykinis dažnis parodo, kokią visų atsakymų dalį sudaro atsakymas, todėl dažnis = santykinis dažnis × visų atsakymų skaičius.',
      'A relative frequency is the share of all the answers, so frequency = relative frequency × total number of answers.',
    ),
    figure: surveyPieChart(
      ctx,
      answers,
      percents.map((p, i) => (i === asked ? null : p)),
    ),
    title: t('Dažnis iš santykinio dažnio', 'Frequency from relative frequency'),
    themed: survey.themed,
  };
}

export function meanFromFrequencyTable(ctx: GeneratorContext): TaskDraft {
  const { rng, level, language: lang, t } = ctx;
  const table = pickTableSetting(ctx);
  const f = (v: number) => formatNumber(v, lang);
  const dv = divisionSign(lang);
  const k = [2, 3, 4, 5, 4][level] as number;
  const total = rng.pick(
    [
      [4, 5, 10],
      [5, 8, 10, 20],
      [10, 16, 20, 25],
      [20, 25, 40, 50],
      [10, 16, 20, 25, 40],
    ][level] as number[],
  );
  const values = sortedAsc(distinctInts(rng, table.lo, table.hi, k));
  const counts = splitTotal(rng, total, k);
  const pairs = values.map((v, i) => [counts[i] as number, v] as [number, number]);
  const weighted = sum(pairs.map(([c, v]) => c * v));
  const mean = fraction(weighted, total);
  const explanation = t(
    'Kiekviena reikšmė į sumą įeina tiek kartų, koks jos dažnis, todėl vidurkis = Σ(reikšmė · dažnis) : Σ dažnių.',
    'Each value counts as many times as its frequency, so mean = Σ(value × frequency) ÷ Σ frequencies.',
  );

  if (level < 4) {
    return {
      question: t(
        `Duomenys pateikti dažnių lentelėje.\n${table.value.lt}: ${tableRow(values, lang)}\n${table.count.lt}: ${tableRow(counts, lang)}\nApskaičiuokite duomenų vidurkį.`,
        `The data are given in a frequency table.\n${table.value.en}: ${tableRow(values, lang)}\n${table.count.en}: ${tableRow(counts, lang)}\nCalculate the mean of the data.`,
      ),
      choices: null,
      input_kind: 'number',
      answer: numberAnswer(mean, lang),
      hints: [
        t(
          'Kiekvieną reikšmę padauginkite iš jos dažnio ir sudėkite sandaugas.',
          'Multiply each value by its frequency and add up the products.',
        ),
        t(
          `${productSumText(pairs, lang)} = ${f(weighted)}, o dažnių suma lygi ${f(total)}.`,
          `${productSumText(pairs, lang)} = ${f(weighted)}, and the frequencies add up to ${f(total)}.`,
        ),
        t(`Apskaičiuokite ${f(weighted)} ${dv} ${f(total)}.`, `Work out ${f(weighted)} ${dv} ${f(total)}.`),
      ],
      steps: [
        t(
          `Reikšmių suma: ${productSumText(pairs, lang)} = ${f(weighted)}.`,
          `Sum of the values: ${productSumText(pairs, lang)} = ${f(weighted)}.`,
        ),
        t(
          `Reikšmių skaičius: ${sumText(counts, lang)} = ${f(total)}.`,
          `Number of values: ${sumText(counts, lang)} = ${f(total)}.`,
        ),
        t(
          `Vidurkis: ${f(weighted)} ${dv} ${f(total)} = ${displayDecimal(mean, lang)}.`,
          `Mean: ${f(weighted)} ${dv} ${f(total)} = ${displayDecimal(mean, lang)}.`,
        ),
      ],
      explanation,
      figure: frequencyChart(ctx, table, values, counts),
      title: t('Vidurkis iš dažnių lentelės', 'The mean from a frequency table'),
      themed: table.themed,
    };
  }

  // Very hard: one frequency is unknown, the mean is given.
  const j = rng.pick([0, k - 1]);
  const unknown = counts[j] as number;
  const vj = values[j] as number;
  const knownPairs = pairs.filter((_, i) => i !== j);
  const knownWeighted = sum(knownPairs.map(([c, v]) => c * v));
  const knownCount = total - unknown;
  const shown = counts.map((c, i) => (i === j ? 'x' : f(c))).join(' | ');
  const meanText = displayDecimal(mean, lang);
  // (knownWeighted + vj·x) = mean·(knownCount + x)  ⇒  x = (mean·knownCount − knownWeighted) / (vj − mean)
  const left = sub(mul(mean, fraction(knownCount)), fraction(knownWeighted));
  const right = sub(fraction(vj), mean);
  const flip = right.n < 0 ? -1 : 1;
  const leftShown = fraction(flip * left.n, left.d);
  const rightShown = fraction(flip * right.n, right.d);
  const check = fraction(left.n * right.d, left.d * right.n);
  if (check.n !== unknown || check.d !== 1)
    throw new Error('mean-from-frequency-table: inconsistent construction');
  return {
    question: t(
      `Duomenys pateikti dažnių lentelėje, vienas dažnis nežinomas.\n${table.value.lt}: ${tableRow(values, lang)}\n${table.count.lt}: ${shown}\nDuomenų vidurkis lygus ${meanText}. Raskite x.`,
      `The data are given in a frequency table with one frequency unknown.\n${table.value.en}: ${tableRow(values, lang)}\n${table.count.en}: ${shown}\nThe mean of the data is ${meanText}. Find x.`,
    ),
    choices: null,
    input_kind: 'number',
    answer: numberAnswer(unknown, lang),
    hints: [
      t(
        'Užrašykite vidurkio formulę su nežinomuoju x ir gausite lygtį.',
        'Write the formula for the mean with the unknown x: it gives an equation.',
      ),
      t(
        `(${f(knownWeighted)} + ${f(vj)}x) : (${f(knownCount)} + x) = ${meanText}.`,
        `(${f(knownWeighted)} + ${f(vj)}x) ÷ (${f(knownCount)} + x) = ${meanText}.`,
      ),
      t(
        `Padauginkite abi puses iš (${f(knownCount)} + x): ${f(knownWeighted)} + ${f(vj)}x = ${meanText} ${times(lang)} (${f(knownCount)} + x), ir išspręskite.`,
        `Multiply both sides by (${f(knownCount)} + x): ${f(knownWeighted)} + ${f(vj)}x = ${meanText} × (${f(knownCount)} + x), then solve.`,
      ),
    ],
    steps: [
      t(
        `Žinomų reikšmių suma: ${productSumText(knownPairs, lang)} = ${f(knownWeighted)}; žinomų dažnių suma: ${f(knownCount)}.`,
        `Known part of the sum: ${productSumText(knownPairs, lang)} = ${f(knownWeighted)}; known frequencies: ${f(knownCount)}.`,
      ),
      `${f(knownWeighted)} + ${f(vj)}x = ${meanText} ${times(lang)} (${f(knownCount)} + x).`,
      `${f(knownWeighted)} + ${f(vj)}x = ${displayDecimal(mul(mean, fraction(knownCount)), lang)} + ${meanText}x.`,
      `${displayDecimal(rightShown, lang)}x = ${displayDecimal(leftShown, lang)}.`,
      `x = ${displayDecimal(leftShown, lang)} ${dv} ${displayDecimal(rightShown, lang)} = ${f(unknown)}.`,
    ],
    explanation,
    figure: frequencyChart(
      ctx,
      table,
      values,
      counts.map((c, i) => (i === j ? null : c)),
    ),
    title: t('Nežinomas dažnis, kai žinomas vidurkis', 'A missing frequency from the mean'),
    themed: table.themed,
  };
}

/** Quartiles as medians of the lower and upper halves (the median itself left out when n is odd). */
export function quartiles(sorted: readonly number[]): {
  q1: Fraction;
  q3: Fraction;
  lower: number[];
  upper: number[];
} {
  const n = sorted.length;
  const lower = sorted.slice(0, Math.floor(n / 2));
  const upper = sorted.slice(Math.ceil(n / 2));
  return { q1: medianOfSorted(lower), q3: medianOfSorted(upper), lower, upper };
}

export function interquartileRange(ctx: GeneratorContext): TaskDraft {
  const { rng, level, language: lang, t } = ctx;
  const n = [8, 8, rng.pick([8, 10]), rng.pick([7, 9, 11]), rng.int(12, 15)][level] as number;
  const lo = level >= 4 ? -20 : level >= 2 ? 0 : 1;
  const hi = [20, 30, 60, 80, 60][level] as number;
  const values = Array.from({ length: n }, () => rng.int(lo, hi));
  const sorted = sortedAsc(values);
  const shown = level <= 1 ? sorted : values;
  const { q1, q3, lower, upper } = quartiles(sorted);
  const iqr = sub(q3, q1);
  const askLower = level === 0 && rng.chance(0.5);
  const askUpper = level === 0 && !askLower;
  const rule = t(
    `Kvartilius raskite kaip apatinės ir viršutinės imties pusių medianas${n % 2 === 1 ? ' (kai reikšmių skaičius nelyginis, mediana į puses neįtraukiama)' : ''}.`,
    `Take the quartiles as the medians of the lower and upper halves of the data${n % 2 === 1 ? ' (with an odd number of values, the median itself belongs to neither half)' : ''}.`,
  );
  const ask = askLower
    ? t('Raskite apatinį kvartilį Q₁.', 'Find the lower quartile Q₁.')
    : askUpper
      ? t('Raskite viršutinį kvartilį Q₃.', 'Find the upper quartile Q₃.')
      : t('Raskite tarpkvartilinį plotį.', 'Find the interquartile range.');
  const answer = askLower ? q1 : askUpper ? q3 : iqr;
  const q1Text = displayDecimal(q1, lang);
  const q3Text = displayDecimal(q3, lang);
  const q1Sub = q1.n < 0 ? `(${q1Text})` : q1Text;
  return {
    question: `${t(level <= 1 ? 'Surikiuota imtis' : 'Imtis', level <= 1 ? 'Data in order' : 'Data')}: ${dataList(shown, lang)}. ${rule} ${ask}`,
    choices: null,
    input_kind: 'number',
    answer: numberAnswer(answer, lang),
    hints: [
      level <= 1
        ? t(
            'Padalykite surikiuotą imtį į apatinę ir viršutinę puses.',
            'Split the ordered data into a lower half and an upper half.',
          )
        : t(
            'Surikiuokite duomenis ir padalykite juos į apatinę ir viršutinę puses.',
            'Put the data in order and split them into a lower and an upper half.',
          ),
      t(
        `Apatinė pusė: ${dataList(lower, lang)}; viršutinė pusė: ${dataList(upper, lang)}.`,
        `Lower half: ${dataList(lower, lang)}; upper half: ${dataList(upper, lang)}.`,
      ),
      askLower
        ? t(`Q₁ – apatinės pusės mediana.`, 'Q₁ is the median of the lower half.')
        : askUpper
          ? t('Q₃ – viršutinės pusės mediana.', 'Q₃ is the median of the upper half.')
          : t(
              `Q₁ = ${q1Text}, Q₃ = ${q3Text}; apskaičiuokite Q₃ − Q₁.`,
              `Q₁ = ${q1Text} and Q₃ = ${q3Text}; work out Q₃ − Q₁.`,
            ),
    ],
    steps: [
      ...(level <= 1 ? [] : [`${t('Surikiuota', 'In order')}: ${dataList(sorted, lang)}.`]),
      t(
        `Apatinė pusė: ${dataList(lower, lang)} → Q₁ = ${q1Text}.`,
        `Lower half: ${dataList(lower, lang)} → Q₁ = ${q1Text}.`,
      ),
      t(
        `Viršutinė pusė: ${dataList(upper, lang)} → Q₃ = ${q3Text}.`,
        `Upper half: ${dataList(upper, lang)} → Q₃ = ${q3Text}.`,
      ),
      ...(askLower || askUpper
        ? []
        : [
            t(
              `Tarpkvartilinis plotis: ${q3Text} − ${q1Sub} = ${displayDecimal(iqr, lang)}.`,
              `IQR: ${q3Text} − ${q1Sub} = ${displayDecimal(iqr, lang)}.`,
            ),
          ]),
    ],
    explanation: t(
      'Kvartiliai dalija surikiuotus duomenis į keturias maždaug lygias dalis; tarpkvartilinis plotis Q₃ − Q₁ rodo, kaip išsibarsčiusi vidurinė duomenų pusė.',
      'The quartiles cut the ordered data into four roughly equal parts; the interquartile range Q₃ − Q₁ measures the spread of the middle half of the data.',
    ),
    title:
      askLower || askUpper
        ? t('Kvartiliai', 'Quartiles')
        : t('Tarpkvartilinis plotis', 'Interquartile range'),
  };
}

type Correlation = 'strong-positive' | 'weak-positive' | 'strong-negative' | 'weak-negative' | 'none';
const CORRELATIONS: readonly Correlation[] = [
  'strong-positive',
  'weak-positive',
  'strong-negative',
  'weak-negative',
  'none',
];
const CORRELATION_NAMES: Record<Correlation, { lt: string; en: string }> = {
  'strong-positive': { lt: 'stipri teigiama', en: 'strong positive' },
  'weak-positive': { lt: 'silpna teigiama', en: 'weak positive' },
  'strong-negative': { lt: 'stipri neigiama', en: 'strong negative' },
  'weak-negative': { lt: 'silpna neigiama', en: 'weak negative' },
  none: { lt: 'koreliacijos nėra', en: 'no correlation' },
};
const CORRELATION_PICTURES: Record<Correlation, { lt: string; en: string }> = {
  'strong-positive': {
    lt: 'Sklaidos diagramos taškai išsidėstę arti didėjančios tiesės.',
    en: 'The points of the scatter plot lie close to an increasing straight line.',
  },
  'weak-positive': {
    lt: 'Sklaidos diagramos taškai išsibarstę plačiai, bet bendra tendencija – didėjanti.',
    en: 'The points of the scatter plot are widely scattered, but the general trend is upwards.',
  },
  'strong-negative': {
    lt: 'Sklaidos diagramos taškai išsidėstę arti mažėjančios tiesės.',
    en: 'The points of the scatter plot lie close to a decreasing straight line.',
  },
  'weak-negative': {
    lt: 'Sklaidos diagramos taškai išsibarstę plačiai, bet bendra tendencija – mažėjanti.',
    en: 'The points of the scatter plot are widely scattered, but the general trend is downwards.',
  },
  none: {
    lt: 'Sklaidos diagramos taškai išsibarstę atsitiktinai, jokios tendencijos nematyti.',
    en: 'The points of the scatter plot are scattered at random, with no visible trend.',
  },
};
/** Pairs of quantities and the direction their relation naturally has (0: unrelated). */
const SCATTER_STUDIES: readonly { lt: string; en: string; sign: 1 | -1 | 0 }[] = [
  {
    lt: 'Tiriama, kaip testo rezultatas priklauso nuo mokymuisi skirtų valandų per savaitę.',
    en: 'Test scores are compared with hours of study per week.',
    sign: 1,
  },
  {
    lt: 'Tiriama, kaip šildymo išlaidos priklauso nuo lauko temperatūros.',
    en: 'Heating costs are compared with the outdoor temperature.',
    sign: -1,
  },
  {
    lt: 'Tiriama, kaip mokinių batų dydis susijęs su jų ūgiu.',
    en: "Pupils' shoe sizes are compared with their heights.",
    sign: 1,
  },
  {
    lt: 'Tiriama, kaip naudoto automobilio kaina priklauso nuo jo amžiaus.',
    en: 'The prices of used cars are compared with their age.',
    sign: -1,
  },
  {
    lt: 'Tiriama, ar matematikos pažymys susijęs su gimimo mėnesiu.',
    en: 'Maths marks are compared with the month of birth.',
    sign: 0,
  },
  {
    lt: 'Tiriama, kaip parduotų ledų kiekis priklauso nuo oro temperatūros.',
    en: 'Ice-cream sales are compared with the air temperature.',
    sign: 1,
  },
  {
    lt: 'Tiriama, kaip 1 km bėgimo laikas priklauso nuo treniruočių per mėnesį skaičiaus.',
    en: 'Times for running 1 km are compared with the number of training sessions per month.',
    sign: -1,
  },
  {
    lt: 'Tiriama, ar mokinio ūgis susijęs su paskutiniu jo telefono numerio skaitmeniu.',
    en: "Pupils' heights are compared with the last digit of their phone numbers.",
    sign: 0,
  },
  {
    lt: 'Tiriama, kaip miego trukmė susijusi su laiku prie ekrano.',
    en: 'Hours of sleep are compared with screen time.',
    sign: -1,
  },
  {
    lt: 'Tiriama, kaip buto kaina susijusi su jo plotu.',
    en: 'Flat prices are compared with floor area.',
    sign: 1,
  },
];

function correlationOf(sign: 1 | -1 | 0, strong: boolean): Correlation {
  if (sign === 0) return 'none';
  return `${strong ? 'strong' : 'weak'}-${sign > 0 ? 'positive' : 'negative'}` as Correlation;
}

/** A coefficient r (in hundredths) typical of the kind: strong |r| ≥ 0,8, weak 0,2–0,4, none |r| ≤ 0,1. */
function typicalR(ctx: GeneratorContext, kind: Correlation): number {
  const { rng } = ctx;
  if (kind === 'none') return rng.int(-10, 10);
  const magnitude = kind.startsWith('strong') ? rng.int(80, 99) : rng.int(20, 40);
  return kind.endsWith('positive') ? magnitude : -magnitude;
}

export function correlationType(ctx: GeneratorContext): TaskDraft {
  const { rng, level, language: lang, t } = ctx;
  const f = (v: number) => formatNumber(v, lang);
  const study = rng.pick(SCATTER_STUDIES);
  const pairsCount = rng.int(8, 40);
  const explanation = t(
    'Teigiama koreliacija – kai vienam dydžiui didėjant kitas dažniausiai didėja, neigiama – kai mažėja; kuo arčiau tiesės išsidėstę taškai (kuo |r| arčiau 1), tuo koreliacija stipresnė.',
    'Correlation is positive when one quantity tends to rise as the other rises and negative when it tends to fall; the closer the points lie to a line (|r| near 1), the stronger it is.',
  );
  const name = (kind: Correlation) => CORRELATION_NAMES[kind][lang];
  const wrongNames = (kind: Correlation) =>
    rng
      .shuffle(CORRELATIONS.filter((c) => c !== kind))
      .slice(0, 3)
      .map(name);
  const hintsFor = (kind: Correlation, last: string) => [
    t(
      'Pirmiausia nuspręskite kryptį: ar vienam dydžiui didėjant kitas didėja, ar mažėja?',
      'First decide the direction: as one quantity grows, does the other grow or fall?',
    ),
    t(
      'Tada stiprumą: kuo arčiau vienos tiesės taškai, tuo koreliacija stipresnė.',
      'Then the strength: the closer the points are to one straight line, the stronger the correlation.',
    ),
    `${last} ${t('Tai', 'That is')}: ${name(kind)}.`,
  ];

  if (level <= 1 || level === 3) {
    const kind =
      level === 0
        ? correlationOf(study.sign, true)
        : level === 1
          ? correlationOf(study.sign, rng.chance(0.4))
          : correlationOf(study.sign, rng.chance(0.5));
    const r = typicalR(ctx, kind);
    const evidence =
      level === 3
        ? t(
            `Koreliacijos koeficientas r = ${f(r / 100)}.`,
            `The correlation coefficient is r = ${f(r / 100)}.`,
          )
        : CORRELATION_PICTURES[kind][lang];
    const { choices, letter } = shuffledChoices(rng, name(kind), wrongNames(kind));
    const last =
      level === 3
        ? t(
            `r ${r >= 0 ? 'teigiamas' : 'neigiamas'}, o |r| = ${f(Math.abs(r) / 100)} ${Math.abs(r) >= 80 ? 'arti 1' : Math.abs(r) <= 10 ? 'arti 0' : 'gerokai mažesnis už 1'}.`,
            `r is ${r >= 0 ? 'positive' : 'negative'} and |r| = ${f(Math.abs(r) / 100)} is ${Math.abs(r) >= 80 ? 'close to 1' : Math.abs(r) <= 10 ? 'close to 0' : 'well below 1'}.`,
          )
        : CORRELATION_PICTURES[kind][lang];
    return {
      question: `${study[lang]} ${t('Duomenų porų skaičius', 'Number of data pairs')}: ${pairsCount}. ${evidence} ${t('Kokia tai koreliacija?', 'What kind of correlation is this?')}`,
      choices,
      input_kind: 'multiple_choice',
      answer: { mode: 'multiple_choice', correct: letter, display: `${letter}) ${name(kind)}` },
      hints: hintsFor(kind, last),
      steps: [
        kind === 'none'
          ? t(
              'Taškai neišsidėstę išilgai jokios tiesės – ryšio kryptis nematyti.',
              'The points follow no line, so there is no direction.',
            )
          : t(
              `Kryptis: ${kind.endsWith('positive') ? 'teigiama (dydžiai kartu didėja)' : 'neigiama (vienam didėjant, kitas mažėja)'}.`,
              `Direction: ${kind.endsWith('positive') ? 'positive (both rise together)' : 'negative (one falls as the other rises)'}.`,
            ),
        kind === 'none'
          ? t('Koreliacijos nėra.', 'There is no correlation.')
          : t(
              `Stiprumas: ${kind.startsWith('strong') ? 'stipri' : 'silpna'}.`,
              `Strength: ${kind.startsWith('strong') ? 'strong' : 'weak'}.`,
            ),
        t(`Atsakymas: ${letter}) ${name(kind)}.`, `Answer: ${letter}) ${name(kind)}.`),
      ],
      explanation,
      figure: level === 3 ? null : describedScatter(ctx, kind, pairsCount, study.en),
      title: t('Koreliacijos kryptis ir stiprumas', 'Direction and strength of correlation'),
    };
  }

  if (level === 2) {
    // A small table whose points lie close to a line: a strong correlation, read from the numbers.
    const sign = rng.chance(0.5) ? 1 : -1;
    const kind: Correlation = sign > 0 ? 'strong-positive' : 'strong-negative';
    const n = rng.int(5, 7);
    const slope = sign * rng.int(2, 6);
    const start = sign > 0 ? rng.int(1, 20) : rng.int(40, 60);
    const xs: number[] = [];
    let xv = rng.int(1, 5);
    for (let i = 0; i < n; i += 1) {
      xs.push(xv);
      xv += rng.int(1, 3);
    }
    const ys = xs.map((v) => start + slope * v + rng.int(-1, 1));
    const { choices, letter } = shuffledChoices(rng, name(kind), wrongNames(kind));
    const trend = sign > 0 ? t('didėja', 'increases') : t('mažėja', 'decreases');
    return {
      question: t(
        `Lentelėje pateikti dydžių x ir y matavimai.\nx: ${tableRow(xs, lang)}\ny: ${tableRow(ys, lang)}\nKokia koreliacija tarp x ir y?`,
        `The table gives measurements of x and y.\nx: ${tableRow(xs, lang)}\ny: ${tableRow(ys, lang)}\nWhat kind of correlation is there between x and y?`,
      ),
      choices,
      input_kind: 'multiple_choice',
      answer: { mode: 'multiple_choice', correct: letter, display: `${letter}) ${name(kind)}` },
      hints: hintsFor(
        kind,
        t(
          `Didėjant x, y kiekvieną kartą ${trend} beveik tiek pat – taškai beveik ant tiesės.`,
          `As x grows, y ${trend} by almost the same amount each time, so the points lie almost on a line.`,
        ),
      ),
      steps: [
        t(
          `Didėjant x, y ${trend}: kryptis ${sign > 0 ? 'teigiama' : 'neigiama'}.`,
          `As x grows, y ${trend}: the direction is ${sign > 0 ? 'positive' : 'negative'}.`,
        ),
        t(
          `y pokyčiai beveik proporcingi x pokyčiams (apie ${f(Math.abs(slope))} kartus), todėl koreliacija stipri.`,
          `The changes in y are almost proportional to those in x (about ${f(Math.abs(slope))} times), so the correlation is strong.`,
        ),
        t(`Atsakymas: ${letter}) ${name(kind)}.`, `Answer: ${letter}) ${name(kind)}.`),
      ],
      explanation,
      figure: tableScatter(
        ctx,
        xs.map((x, i) => [x, ys[i] as number]),
      ),
      title: t('Koreliacija iš duomenų lentelės', 'Correlation from a table'),
    };
  }

  // Very hard: the description is given; pick the coefficient r that fits it.
  const kind = correlationOf(study.sign, rng.chance(0.5));
  const others = rng.shuffle(CORRELATIONS.filter((c) => c !== kind)).slice(0, 3);
  const rText = (r: number) => `r = ${f(r / 100)}`;
  const correctR = typicalR(ctx, kind);
  const { choices, letter } = shuffledChoices(
    rng,
    rText(correctR),
    others.map((o) => rText(typicalR(ctx, o))),
  );
  return {
    question: `${study[lang]} ${t('Duomenų porų skaičius', 'Number of data pairs')}: ${pairsCount}. ${CORRELATION_PICTURES[kind][lang]} ${t('Kuris koreliacijos koeficientas labiausiai tinka šiai sklaidos diagramai?', 'Which correlation coefficient best fits this scatter plot?')}`,
    choices,
    input_kind: 'multiple_choice',
    answer: { mode: 'multiple_choice', correct: letter, display: `${letter}) ${rText(correctR)}` },
    hints: hintsFor(
      kind,
      t(
        'Stipri koreliacija – |r| arti 1, silpna – |r| gerokai mažesnis, jokios – r arti 0; ženklas rodo kryptį.',
        'Strong means |r| close to 1, weak means |r| well below 1, none means r close to 0; the sign gives the direction.',
      ),
    ),
    steps: [
      t(`Aprašyta koreliacija: ${name(kind)}.`, `The description matches: ${name(kind)}.`),
      t(`Jai tinka ${rText(correctR)}.`, `${rText(correctR)} fits it.`),
      t(`Atsakymas: ${letter}.`, `Answer: ${letter}.`),
    ],
    explanation,
    figure: describedScatter(ctx, kind, pairsCount, study.en),
    title: t('Koreliacijos koeficientas', 'The correlation coefficient'),
  };
}

/**
 * Points that look the way the task describes them: close to a line, loosely along it, or at random.
 * Drawn from their own random stream seeded by the task's own values, so the task's numbers stay as
 * they were and the same task always gets the same picture.
 */
function scatterPoints(kind: Correlation, count: number, seed: string): Point[] {
  const random = createRandom(`scatter|${kind}|${count}|${seed}`);
  const noise = () => random.next() + random.next() + random.next() - 1.5;
  const slope = kind.endsWith('positive') ? 1 : -1;
  const strong = kind.startsWith('strong');
  const clamp = (v: number) => Math.min(9.6, Math.max(0.4, v));
  return Array.from({ length: Math.min(count, 60) }, () => {
    const x = 0.6 + random.next() * 8.8;
    if (kind === 'none') return [x, clamp(0.6 + random.next() * 8.8)] as Point;
    const trend = 5 + slope * (strong ? 0.8 : 0.45) * (x - 5);
    return [x, clamp(trend + noise() * (strong ? 0.9 : 3))] as Point;
  });
}

/** The scatter plot the question describes, without a scale: only its shape matters. */
function describedScatter(ctx: GeneratorContext, kind: Correlation, count: number, seed: string): Figure {
  const view = planeView([], { xRange: [0, 10], yRange: [0, 10] });
  return planeFigure(
    view,
    { points: scatterPoints(kind, count, seed).map((at) => ({ at })), numbers: false, grid: false },
    {
      language: ctx.language,
      alt: ctx.t(
        `Sklaidos diagrama be skalės, ${ltCount(count, 'taškas', 'taškai', 'taškų')}. ${CORRELATION_PICTURES[kind].lt}`,
        `A scatter plot without a scale, ${count} points. ${CORRELATION_PICTURES[kind].en}`,
      ),
    },
  );
}

/** The table's pairs as points on a numbered plane. */
function tableScatter(ctx: GeneratorContext, pairs: readonly Point[]): Figure {
  const { language: lang, t } = ctx;
  const listed = pairs
    .map(([x, y]) => `(${formatNumber(x, lang)}${lang === 'lt' ? '; ' : ', '}${formatNumber(y, lang)})`)
    .join(', ');
  return planeFigure(
    planeView(pairs, { equalScale: false }),
    { points: pairs.map((at) => ({ at })) },
    {
      language: lang,
      alt: t(
        `Sklaidos diagrama: lentelės taškai (x; y) – ${listed}.`,
        `A scatter plot of the table's points (x, y): ${listed}.`,
      ),
    },
  );
}

/** Deviations from the mean whose population standard deviation is a whole number. */
const WHOLE_SD_PATTERNS: readonly (readonly number[])[] = [
  [-7, -1, 1, 7],
  [-5, 1, 1, 3],
  [-3, -1, -1, 5],
  [-6, -3, 1, 3, 5],
  [-6, -2, 0, 2, 6],
  [-5, -3, -1, 3, 6],
  [-3, -1, 0, 1, 3],
  [-5, -5, -1, 2, 4, 5],
  [-5, -3, 1, 1, 3, 3],
  [-5, -2, -1, 2, 2, 4],
  [-5, -1, -1, 1, 1, 5],
  [-4, -4, 1, 1, 2, 4],
  [-4, -2, -2, 1, 2, 5],
  [-3, -3, -1, -1, 3, 5],
  [-3, -2, 0, 1, 1, 3],
  [-2, -1, -1, -1, 1, 4],
  [-4, -4, -3, 1, 1, 2, 3, 4],
  [-4, -3, -3, -1, 1, 2, 4, 4],
  [-4, -2, -1, 1, 1, 1, 2, 2],
  [-3, -3, -1, 1, 1, 1, 1, 3],
  [-3, -2, -1, -1, 0, 2, 2, 3],
  [-3, -1, -1, -1, 0, 0, 2, 4],
  [-2, -2, -2, -1, 1, 1, 1, 4],
  [-1, -1, -1, 0, 0, 0, 1, 2],
];

/** round(100·√(a/b)) with halves rounded up, decided in exact integer arithmetic. */
export function sqrtHundredths(a: number, b: number): number {
  let r = Math.round(100 * Math.sqrt(a / b));
  // (2r − 1)² · b ≤ 40000 · a < (2r + 1)² · b  ⇔  r − ½ ≤ 100·√(a/b) < r + ½
  while ((2 * r + 1) ** 2 * b <= 40000 * a) r += 1;
  while (r > 0 && (2 * r - 1) ** 2 * b > 40000 * a) r -= 1;
  return r;
}

export function standardDeviation(ctx: GeneratorContext): TaskDraft {
  const { rng, level, language: lang, t } = ctx;
  const f = (v: number) => formatNumber(v, lang);
  const dv = divisionSign(lang);
  const population = t(
    '(duomenis laikykite visa populiacija, t. y. dalykite iš n)',
    '(treat the data as a population, i.e. divide by n)',
  );
  const explanation = t(
    'Dispersija – vidutinis nuokrypių nuo vidurkio kvadratas; standartinis nuokrypis – kvadratinė šaknis iš dispersijos, todėl jis matuojamas tais pačiais vienetais kaip duomenys.',
    'The variance is the mean of the squared deviations from the mean; the standard deviation is its square root, so it is in the same units as the data.',
  );

  if (level === 4) {
    const k = rng.int(3, 4);
    const values = sortedAsc(distinctInts(rng, 1, 12, k));
    const counts = values.map(() => rng.int(1, 6));
    const n = sum(counts);
    const s1 = sum(values.map((v, i) => v * (counts[i] as number)));
    const s2 = sum(values.map((v, i) => v * v * (counts[i] as number)));
    // σ² = (n·Σfx² − (Σfx)²) / n²
    const numerator = n * s2 - s1 * s1;
    const hundredths = sqrtHundredths(numerator, n * n);
    const mean = fraction(s1, n);
    const variance = fraction(numerator, n * n);
    const meanText = fractionText(mean, lang);
    return {
      question: t(
        `Duomenys pateikti dažnių lentelėje.\nReikšmė: ${tableRow(values, lang)}\nDažnis: ${tableRow(counts, lang)}\nApskaičiuokite standartinį nuokrypį ${population}. Atsakymą suapvalinkite iki šimtųjų.`,
        `The data are given in a frequency table.\nValue: ${tableRow(values, lang)}\nFrequency: ${tableRow(counts, lang)}\nCalculate the standard deviation ${population}. Give the answer to 2 decimal places.`,
      ),
      choices: null,
      input_kind: 'number',
      answer: twoDecimalsAnswer(hundredths, lang),
      hints: [
        t(
          `Iš viso yra ${ltCount(n, 'reikšmė', 'reikšmės', 'reikšmių')}; raskite vidurkį.`,
          `There are ${n} values in all; find the mean.`,
        ),
        t(
          `Vidurkis x̄ = ${f(s1)}/${f(n)}. Patogu skaičiuoti σ² = (Σ f·x²) : n − x̄².`,
          `The mean is x̄ = ${f(s1)}/${f(n)}. It is convenient to use σ² = (Σ f·x²) ÷ n − x̄².`,
        ),
        t(
          `Σ f·x² = ${f(s2)}, todėl σ² = ${f(s2)}/${f(n)} − (${f(s1)}/${f(n)})² = ${fractionText(variance, lang)}; ištraukite šaknį ir suapvalinkite.`,
          `Σ f·x² = ${f(s2)}, so σ² = ${f(s2)}/${f(n)} − (${f(s1)}/${f(n)})² = ${fractionText(variance, lang)}; take the square root and round.`,
        ),
      ],
      steps: [
        `n = ${sumText(counts, lang)} = ${f(n)}.`,
        `x̄ = (${productSumText(
          values.map((v, i) => [counts[i] as number, v] as [number, number]),
          lang,
        )}) ${dv} ${f(n)} = ${meanText}.`,
        `Σ f·x² = ${f(s2)}; σ² = ${f(s2)}/${f(n)} − (${meanText})² = ${fractionText(variance, lang)}.`,
        `σ = √(${fractionText(variance, lang)}) ≈ ${twoDecimalsAnswer(hundredths, lang).display}.`,
      ],
      explanation,
      title: t('Standartinis nuokrypis iš dažnių lentelės', 'Standard deviation from a frequency table'),
    };
  }

  let values: number[];
  if (level === 1 || level === 2) {
    const candidates = WHOLE_SD_PATTERNS.filter((p) => (level === 1 ? p.length <= 5 : p.length >= 6));
    const pattern = rng.pick(candidates);
    const scale = (rng.chance(0.5) ? -1 : 1) * (level === 1 ? 1 : rng.int(1, 2));
    const centre = rng.int(10, 40);
    values = rng.shuffle(pattern.map((d) => centre + scale * d));
  } else {
    const n = level === 0 ? 4 : rng.int(5, 6);
    values = Array.from({ length: n }, () => rng.int(1, level === 0 ? 12 : 30));
    makeMeanWhole(values, 1);
  }
  const n = values.length;
  const mean = sum(values) / n;
  const deviations = values.map((v) => v - mean);
  const squares = deviations.map((d) => d * d);
  const ss = sum(squares);
  const variance = fraction(ss, n);
  const devText = deviations.map((d) => (d < 0 ? `(${f(d)})²` : `${f(d)}²`)).join(' + ');
  const askVariance = level === 0;
  const rounded = level === 3;
  const hundredths = sqrtHundredths(ss, n);
  const sd = Math.sqrt(ss / n);
  const answer = askVariance
    ? numberAnswer(variance, lang)
    : rounded
      ? twoDecimalsAnswer(hundredths, lang)
      : numberAnswer(Math.round(sd), lang);
  return {
    question: t(
      `Raskite duomenų ${dataList(values, lang)} ${askVariance ? 'dispersiją' : 'standartinį nuokrypį'} ${population}.${rounded ? ' Atsakymą suapvalinkite iki šimtųjų.' : ''}`,
      `Find the ${askVariance ? 'variance' : 'standard deviation'} of ${dataList(values, lang)} ${population}.${rounded ? ' Give the answer to 2 decimal places.' : ''}`,
    ),
    choices: null,
    input_kind: 'number',
    answer,
    hints: [
      t(
        `Pirmiausia raskite vidurkį: ${sum(values)} ${dv} ${n} = ${f(mean)}.`,
        `First find the mean: ${sum(values)} ${dv} ${n} = ${f(mean)}.`,
      ),
      t(
        `Nuokrypiai nuo vidurkio: ${dataList(deviations, lang)}; pakelkite juos kvadratu ir sudėkite.`,
        `The deviations from the mean are ${dataList(deviations, lang)}; square them and add them up.`,
      ),
      askVariance
        ? t(
            `Kvadratų suma lygi ${f(ss)}; padalykite ją iš ${n}.`,
            `The squares add up to ${f(ss)}; divide by ${n}.`,
          )
        : t(
            `Dispersija σ² = ${f(ss)} ${dv} ${n} = ${displayDecimal(variance, lang)}; standartinis nuokrypis – šaknis iš jos.`,
            `The variance is σ² = ${f(ss)} ${dv} ${n} = ${displayDecimal(variance, lang)}; the standard deviation is its square root.`,
          ),
    ],
    steps: [
      `x̄ = (${sumText(values, lang)}) ${dv} ${n} = ${f(mean)}.`,
      `${devText} = ${f(ss)}.`,
      `σ² = ${f(ss)} ${dv} ${n} = ${displayDecimal(variance, lang)}.`,
      ...(askVariance
        ? []
        : [`σ = √${displayDecimal(variance, lang)} ${rounded ? '≈' : '='} ${answer.display}.`]),
    ],
    explanation,
    title: askVariance ? t('Dispersija', 'Variance') : t('Standartinis nuokrypis', 'Standard deviation'),
  };
}

function fractionText(value: Fraction, language: Language): string {
  return displayDecimal(value, language).replace('-', '−');
}
