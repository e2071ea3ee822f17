import {
  blankLineFigure,
  type DrawnInterval,
  numberLineView,
  renderNumberLine,
  withIntervalInput,
} from '../../../figures/number-line.ts';
import { figure } from '../../../figures/svg.ts';
import type { Figure, Language } from '../../../types.ts';
import { formatInterval, formatNumber } from '../../format.ts';
import { canonicalFraction, displayFraction, type Fraction, fraction } from '../../fraction.ts';
import type { GeneratorContext, SkillGenerator } from '../../registry.ts';
import { list, TYPED_FRACTION } from './notation.ts';

/** Number sets, set operations and absolute value (topic RNS). */

type NumberClass = 'natural' | 'integer' | 'rational' | 'irrational';
type Item = { lt: string; en: string; canonical: string; value: number; classes: NumberClass[] };

const RATIONAL: NumberClass[] = ['rational'];
const INTEGER: NumberClass[] = ['integer', 'rational'];
const NATURAL: NumberClass[] = ['natural', 'integer', 'rational'];
const IRRATIONAL: NumberClass[] = ['irrational'];

function makeItem(rng: GeneratorContext['rng'], kind: number): Item {
  switch (kind) {
    case 0: {
      const n = rng.int(1, 40);
      return { lt: String(n), en: String(n), canonical: String(n), value: n, classes: NATURAL };
    }
    case 1: {
      const n = -rng.int(1, 40);
      return {
        lt: formatNumber(n, 'lt'),
        en: formatNumber(n, 'en'),
        canonical: String(n),
        value: n,
        classes: INTEGER,
      };
    }
    case 2:
      return { lt: '0', en: '0', canonical: '0', value: 0, classes: INTEGER };
    case 3: {
      const k = rng.int(2, 12);
      return { lt: `√${k * k}`, en: `√${k * k}`, canonical: String(k), value: k, classes: NATURAL };
    }
    case 4: {
      const d = rng.int(2, 9);
      const n = rng.int(1, 3 * d);
      const r = fraction(n % d === 0 ? n + 1 : n, d);
      const neg = rng.chance(0.4) ? -1 : 1;
      const v = fraction(neg * r.n, r.d);
      return {
        lt: displayFraction(v, 'lt', TYPED_FRACTION),
        en: displayFraction(v, 'en', TYPED_FRACTION),
        canonical: canonicalFraction(v),
        value: v.n / v.d,
        classes: RATIONAL,
      };
    }
    case 5: {
      const tenths = rng.nonZero(-99, 99);
      const v = tenths % 10 === 0 ? tenths + 1 : tenths;
      return {
        lt: formatNumber(v / 10, 'lt'),
        en: formatNumber(v / 10, 'en'),
        canonical: String(v / 10),
        value: v / 10,
        classes: RATIONAL,
      };
    }
    case 6: {
      const digit = rng.int(1, 8);
      const v = fraction(digit, 9);
      return {
        lt: `0,(${digit})`,
        en: `0.${String(digit).repeat(3)}…`,
        canonical: canonicalFraction(v),
        value: digit / 9,
        classes: RATIONAL,
      };
    }
    case 7:
      return { lt: 'π', en: 'π', canonical: 'pi', value: Math.PI, classes: IRRATIONAL };
    case 8: {
      const m = rng.pick([2, 3, 5, 6, 7, 10, 11, 13, 15, 17]);
      const neg = rng.chance(0.3);
      return {
        lt: `${neg ? '−' : ''}√${m}`,
        en: `${neg ? '−' : ''}√${m}`,
        canonical: `${neg ? '-' : ''}sqrt(${m})`,
        value: (neg ? -1 : 1) * Math.sqrt(m),
        classes: IRRATIONAL,
      };
    }
    case 9: {
      const m = rng.pick([2, 3, 5, 7]);
      const c = rng.int(1, 5);
      return {
        lt: `${c} + √${m}`,
        en: `${c} + √${m}`,
        canonical: `${c}+sqrt(${m})`,
        value: c + Math.sqrt(m),
        classes: IRRATIONAL,
      };
    }
    case 10: {
      const k = rng.int(2, 5);
      return { lt: `−√${k * k}`, en: `−√${k * k}`, canonical: String(-k), value: -k, classes: INTEGER };
    }
    case 11: {
      const k = rng.int(1, 9);
      return {
        lt: `√0,${String(k * k).padStart(2, '0')}`,
        en: `√0.${String(k * k).padStart(2, '0')}`,
        canonical: String(k / 10),
        value: k / 10,
        classes: RATIONAL,
      };
    }
    default: {
      const k = rng.int(2, 4);
      return { lt: `∛${k ** 3}`, en: `∛${k ** 3}`, canonical: String(k), value: k, classes: NATURAL };
    }
  }
}

const CLASS_LEVELS: readonly { ask: NumberClass; inKinds: number[]; outKinds: number[] }[] = [
  { ask: 'natural', inKinds: [0, 0, 3], outKinds: [1, 2, 4, 5] },
  { ask: 'integer', inKinds: [0, 1, 2, 10], outKinds: [4, 5, 7] },
  { ask: 'rational', inKinds: [1, 4, 5, 3], outKinds: [7, 8, 9] },
  { ask: 'irrational', inKinds: [7, 8, 9], outKinds: [1, 3, 4, 5, 6] },
  { ask: 'irrational', inKinds: [8, 9, 7], outKinds: [6, 10, 11, 12, 3] },
];

const CLASS_NAMES: Record<NumberClass, { lt: string; en: string }> = {
  natural: { lt: 'natūraliuosius', en: 'natural' },
  integer: { lt: 'sveikuosius', en: 'integer' },
  rational: { lt: 'racionaliuosius', en: 'rational' },
  irrational: { lt: 'iracionaliuosius', en: 'irrational' },
};

const classifyNumbers: SkillGenerator = ({ rng, level, t, language }) => {
  const spec = CLASS_LEVELS[level] as (typeof CLASS_LEVELS)[number];
  const inCount = rng.int(1, 3);
  const outCount = 6 - inCount;
  const items: Item[] = [];
  const values = new Set<number>();
  const addItem = (kinds: number[]) => {
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const item = makeItem(rng, rng.pick(kinds));
      const key = Math.round(item.value * 1e9);
      if (values.has(key)) continue;
      values.add(key);
      items.push(item);
      return;
    }
  };
  for (let i = 0; i < inCount; i += 1) addItem(spec.inKinds);
  for (let i = 0; i < outCount; i += 1) addItem(spec.outKinds);
  const shown = rng.shuffle(items);
  const chosen = shown.filter((item) => item.classes.includes(spec.ask));
  const name = CLASS_NAMES[spec.ask];
  const sep = language === 'lt' ? '; ' : ', ';
  const textList = shown.map((item) => item[language]).join(sep);
  const display = `{${chosen.map((item) => item[language]).join(sep)}}`;
  return {
    question: t(
      `Iš skaičių ${textList} išrašykite visus ${name.lt}.`,
      `From the numbers ${textList} list all the ${name.en} ones.`,
    ),
    choices: null,
    input_kind: 'set',
    answer: { mode: 'set', correct: `{${chosen.map((item) => item.canonical).join('; ')}}`, display },
    hints: [
      t(
        'Natūralieji: 1, 2, 3, …; sveikieji: ir neigiamieji bei 0; racionalieji: visi, kuriuos galima užrašyti trupmena m/n; iracionalieji – visi kiti (π, √2…).',
        'Natural: 1, 2, 3, …; integers add 0 and the negatives; rational numbers can be written as a fraction m/n; irrational numbers cannot (π, √2…).',
      ),
      t(
        'Pirmiausia apskaičiuokite šaknis, kurias galima ištraukti tiksliai (pvz., √16 = 4).',
        'First work out any roots that come out exactly (for example √16 = 4).',
      ),
      t(
        'Begalinė periodinė dešimtainė trupmena yra racionalusis skaičius; šaknis iš skaičiaus, kuris nėra tikslusis kvadratas, – iracionalusis.',
        'A recurring decimal is rational; the square root of a number that is not a perfect square is irrational.',
      ),
      t(`Tinkančių skaičių yra ${chosen.length}.`, `${chosen.length} of the numbers fit.`),
    ],
    steps: shown.map(
      (item) =>
        `${item[language]}: ${item.classes.includes(spec.ask) ? t('tinka', 'yes') : t('netinka', 'no')}`,
    ),
    explanation: t(
      'Kiekviena aibė yra platesnės dalis: N ⊂ Z ⊂ Q, o racionalieji kartu su iracionaliaisiais sudaro realiųjų skaičių aibę R.',
      'Each set sits inside the next: N ⊂ Z ⊂ Q, and the rational and irrational numbers together make up the real numbers R.',
    ),
  };
};

function setText(values: readonly number[], language: Language | null): string {
  const sorted = [...values].sort((a, b) => a - b);
  if (language === null) return `{${sorted.join('; ')}}`;
  return sorted.length === 0
    ? '∅'
    : `{${list(
        sorted.map((v) => formatNumber(v, language)),
        language,
      )}}`;
}

function randomSet(rng: GeneratorContext['rng'], size: number, max: number): number[] {
  const values = new Set<number>();
  while (values.size < size) values.add(rng.int(1, max));
  return [...values];
}

const setIntersection: SkillGenerator = ({ rng, level, t, language }) => {
  const max = [9, 12, 15, 15, 20][level] as number;
  let a = randomSet(rng, rng.int(4, 6), max);
  let b = randomSet(rng, rng.int(3, 5), max);
  if (!a.some((x) => b.includes(x))) b = [...b, a[0] as number];
  let question: string;
  let result: number[];
  let lines: string[];
  const named = (name: string, s: number[]) => `${name} = ${setText(s, language)}`;
  const given = t(
    `Duotos aibės ${named('A', a)} ir ${named('B', b)}.`,
    `${named('A', a)} and ${named('B', b)}.`,
  );
  if (level === 0) {
    result = a.filter((x) => b.includes(x));
    question = `${given} ${t('Raskite A ∩ B.', 'Find A ∩ B.')}`;
    lines = [
      t(
        `A ∩ B – bendri abiejų aibių elementai: ${setText(result, language)}.`,
        `A ∩ B is the elements in both sets: ${setText(result, language)}.`,
      ),
    ];
  } else if (level === 1) {
    result = [...new Set([...a, ...b])];
    question = `${given} ${t('Raskite A ∪ B.', 'Find A ∪ B.')}`;
    lines = [
      t(
        `A ∪ B – visi elementai, esantys bent vienoje aibėje: ${setText(result, language)}.`,
        `A ∪ B is every element in at least one of the sets: ${setText(result, language)}.`,
      ),
    ];
  } else if (level === 2) {
    result = a.filter((x) => !b.includes(x));
    if (result.length === 0) {
      a = [...a, max + 1];
      result = [max + 1];
    }
    const givenAgain = t(
      `Duotos aibės ${named('A', a)} ir ${named('B', b)}.`,
      `${named('A', a)} and ${named('B', b)}.`,
    );
    question = `${givenAgain} ${t('Raskite A \\ B.', 'Find A \\ B.')}`;
    lines = [
      t(
        `A \\ B – aibės A elementai, kurių nėra aibėje B: ${setText(result, language)}.`,
        `A \\ B is the elements of A that are not in B: ${setText(result, language)}.`,
      ),
    ];
  } else if (level === 3) {
    const c = randomSet(rng, rng.int(2, 4), max);
    const both = a.filter((x) => b.includes(x));
    result = [...new Set([...both, ...c])];
    question = t(
      `Duotos aibės ${named('A', a)}, ${named('B', b)} ir ${named('C', c)}. Raskite (A ∩ B) ∪ C.`,
      `${named('A', a)}, ${named('B', b)} and ${named('C', c)}. Find (A ∩ B) ∪ C.`,
    );
    lines = [`A ∩ B = ${setText(both, language)}`, `(A ∩ B) ∪ C = ${setText(result, language)}`];
  } else {
    const n = rng.pick([12, 18, 20, 24, 28, 30, 36, 40, 42, 45, 48, 60]);
    const divisors: number[] = [];
    for (let d = 1; d <= n; d += 1) if (n % d === 0) divisors.push(d);
    const limit = rng.int(8, 30);
    const parity = rng.chance(0.5);
    const evens: number[] = [];
    for (let x = parity ? 2 : 1; x <= limit; x += 2) evens.push(x);
    a = divisors;
    b = evens;
    const useDifference = rng.chance(0.5);
    result = useDifference ? a.filter((x) => !b.includes(x)) : a.filter((x) => b.includes(x));
    if (result.length === 0) result = a.filter((x) => b.includes(x));
    const op = useDifference && a.some((x) => !b.includes(x)) ? '\\' : '∩';
    if (op === '∩') result = a.filter((x) => b.includes(x));
    question = t(
      `A – skaičiaus ${n} natūraliųjų daliklių aibė, B – ${parity ? 'lyginių' : 'nelyginių'} natūraliųjų skaičių, ne didesnių už ${limit}, aibė. Raskite A ${op} B.`,
      `A is the set of natural divisors of ${n}, and B is the set of ${parity ? 'even' : 'odd'} natural numbers not greater than ${limit}. Find A ${op} B.`,
    );
    lines = [
      `A = ${setText(a, language)}`,
      `B = ${setText(b, language)}`,
      `A ${op} B = ${setText(result, language)}`,
    ];
  }
  return {
    question,
    choices: null,
    input_kind: 'set',
    answer: {
      mode: 'set',
      options: { form: 'value' },
      correct: setText(result, null),
      display: setText(result, language),
    },
    hints: [
      t(
        'A ∩ B – elementai, priklausantys abiem aibėms; A ∪ B – bent vienai; A \\ B – aibei A, bet ne B.',
        'A ∩ B: elements in both sets; A ∪ B: in at least one; A \\ B: in A but not in B.',
      ),
      level >= 3
        ? t(
            'Pirmiausia atlikite veiksmą skliaustuose arba išrašykite aibių elementus.',
            'First do the operation in brackets, or list the elements of each set.',
          )
        : t('Eikite per aibės A elementus po vieną.', 'Go through the elements of A one by one.'),
      t(
        `Atsakymo aibės elementų skaičius: ${result.length}.`,
        `The answer has ${result.length} element${result.length === 1 ? '' : 's'}.`,
      ),
    ],
    steps: lines,
    explanation: t(
      'Aibių sankirta, sąjunga ir skirtumas apibrėžiami pagal tai, kuriai aibei elementas priklauso; elementų tvarka ir pasikartojimai aibėje nesvarbūs.',
      'Intersection, union and difference are defined by which sets an element belongs to; order and repetition do not matter in a set.',
    ),
  };
};

type Interval = DrawnInterval;

function intervalCanonical(pieces: readonly Interval[]): string {
  return pieces
    .map(
      (p) =>
        `${p.lo === null ? '(-inf' : `${p.loC ? '[' : '('}${p.lo}`}; ${p.hi === null ? '+inf)' : `${p.hi}${p.hiC ? ']' : ')'}`}`,
    )
    .join(' U ');
}

function intervalDisplay(pieces: readonly Interval[], language: Language): string {
  return pieces.map((p) => formatInterval(p.lo, p.hi, { low: p.loC, high: p.hiC }, language)).join(' ∪ ');
}

function lowerOf(a: Interval, b: Interval, pickMax: boolean): { v: number | null; c: boolean } {
  if (a.lo === null) return pickMax ? { v: b.lo, c: b.loC } : { v: null, c: false };
  if (b.lo === null) return pickMax ? { v: a.lo, c: a.loC } : { v: null, c: false };
  if (a.lo === b.lo) return { v: a.lo, c: pickMax ? a.loC && b.loC : a.loC || b.loC };
  const takeA = pickMax ? a.lo > b.lo : a.lo < b.lo;
  return takeA ? { v: a.lo, c: a.loC } : { v: b.lo, c: b.loC };
}

function upperOf(a: Interval, b: Interval, pickMin: boolean): { v: number | null; c: boolean } {
  if (a.hi === null) return pickMin ? { v: b.hi, c: b.hiC } : { v: null, c: false };
  if (b.hi === null) return pickMin ? { v: a.hi, c: a.hiC } : { v: null, c: false };
  if (a.hi === b.hi) return { v: a.hi, c: pickMin ? a.hiC && b.hiC : a.hiC || b.hiC };
  const takeA = pickMin ? a.hi < b.hi : a.hi > b.hi;
  return takeA ? { v: a.hi, c: a.hiC } : { v: b.hi, c: b.hiC };
}

const intervalIntersection: SkillGenerator = ({ rng, level, t, language }) => {
  const closed = () => (level === 0 ? true : rng.chance(0.5));
  // Two overlapping intervals: a < c < b < d (bounded) with some ends made infinite on higher levels.
  const a = rng.int(-9, 3);
  const c = a + rng.int(1, 5);
  const b = c + rng.int(1, 5);
  const d = b + rng.int(1, 5);
  let first: Interval = { lo: a, hi: b, loC: closed(), hiC: closed() };
  let second: Interval = { lo: c, hi: d, loC: closed(), hiC: closed() };
  if (level >= 3) {
    if (rng.chance(0.5)) first = { ...first, lo: null, loC: false };
    else second = { ...second, hi: null, hiC: false };
  }
  if (rng.chance(0.5)) [first, second] = [second, first];
  const union = level === 2 || (level >= 3 && rng.chance(0.5));
  let pieces: Interval[];
  if (level === 4 && rng.chance(0.6)) {
    // Disjoint union: two separate pieces.
    const p: Interval = { lo: null, hi: a, loC: false, hiC: rng.chance(0.5) };
    const q: Interval = { lo: c, hi: rng.chance(0.5) ? null : d, loC: rng.chance(0.5), hiC: false };
    if (q.hi !== null) q.hiC = rng.chance(0.5);
    first = p;
    second = q;
    pieces = [p, q];
    const question = t(
      `Raskite intervalų ${intervalDisplay([p], language)} ir ${intervalDisplay([q], language)} sąjungą.`,
      `Find the union of the intervals ${intervalDisplay([p], language)} and ${intervalDisplay([q], language)}.`,
    );
    return intervalDraft(question, pieces, [first, second], true, t, language);
  }
  if (union) {
    const lo = lowerOf(first, second, false);
    const hi = upperOf(first, second, false);
    pieces = [{ lo: lo.v, hi: hi.v, loC: lo.c, hiC: hi.c }];
  } else {
    const lo = lowerOf(first, second, true);
    const hi = upperOf(first, second, true);
    pieces = [{ lo: lo.v, hi: hi.v, loC: lo.c, hiC: hi.c }];
  }
  const question = t(
    `Raskite intervalų ${intervalDisplay([first], language)} ir ${intervalDisplay([second], language)} ${union ? 'sąjungą' : 'sankirtą'}.`,
    `Find the ${union ? 'union' : 'intersection'} of the intervals ${intervalDisplay([first], language)} and ${intervalDisplay([second], language)}.`,
  );
  return intervalDraft(question, pieces, [first, second], union, t, language);
};

function intervalDraft(
  question: string,
  pieces: Interval[],
  given: Interval[],
  union: boolean,
  t: GeneratorContext['t'],
  language: Language,
) {
  const ends = given
    .flatMap((g) => [g.lo, g.hi])
    .filter((v): v is number => v !== null)
    .sort((x, y) => x - y);
  return {
    question,
    choices: null,
    input_kind: 'interval' as const,
    answer: {
      mode: 'interval' as const,
      options: { form: 'value' as const },
      correct: intervalCanonical(pieces),
      display: intervalDisplay(pieces, language),
    },
    hints: [
      t(
        'Pavaizduokite abu intervalus toje pačioje skaičių tiesėje.',
        'Draw both intervals on the same number line.',
      ),
      union
        ? t(
            'Sąjunga – visi taškai, priklausantys bent vienam intervalui.',
            'The union is every point in at least one of the intervals.',
          )
        : t(
            'Sankirta – taškai, priklausantys abiem intervalams: ten, kur brūkšniai persidengia.',
            'The intersection is the points in both intervals, where the shadings overlap.',
          ),
      t(
        `Galai skaičių tiesėje: ${list(
          ends.map((v) => formatNumber(v, language)),
          language,
        )}.`,
        `The ends on the number line: ${list(
          ends.map((v) => formatNumber(v, language)),
          language,
        )}.`,
      ),
      t(
        'Galas įskaitomas (laužtinis skliaustas), jei jis priklauso atsakymo aibei; prie begalybės skliaustas visada apvalus.',
        'An end is included (square bracket) if it belongs to the answer; next to infinity the bracket is always round.',
      ),
    ],
    steps: [
      `${intervalDisplay([given[0] as Interval], language)} ${union ? '∪' : '∩'} ${intervalDisplay([given[1] as Interval], language)} = ${intervalDisplay(pieces, language)}`,
    ],
    explanation: t(
      'Intervalas yra skaičių aibė, todėl sankirta ir sąjunga randamos kaip ir kitoms aibėms; skaičių tiesė padeda pamatyti, kurie taškai priklauso kuriai aibei.',
      'An interval is a set of numbers, so intersections and unions work as for any set; the number line shows which points belong where.',
    ),
    figure: intervalsFigure(given, pieces, t, language),
  };
}

/**
 * The figure with an interval input when the answer is one interval with grid ends (a union of two
 * pieces cannot be drawn as one interval, so it is typed).
 */
/**
 * Both given intervals on one number line, each on its own level (as the first hint asks the student to
 * draw them): the overlap or the union is then read off; only the given ends are numbered.
 */
function intervalsFigure(
  given: readonly Interval[],
  pieces: readonly Interval[],
  t: GeneratorContext['t'],
  language: Language,
): Figure {
  const ends = given.flatMap((g) => [g.lo, g.hi]).filter((v): v is number => v !== null);
  const view = numberLineView(ends, { levels: 2 });
  const [lower, upper] = given.map((g) => intervalDisplay([g], language));
  const body = renderNumberLine(
    view,
    {
      intervals: given.map((g, i) => ({
        low: g.lo,
        high: g.hi,
        closedLow: g.loC,
        closedHigh: g.hiC,
        level: i,
        second: i === 1,
      })),
    },
    language,
  );
  const drawn = figure(
    {
      kind: 'number_line',
      language,
      width: view.width,
      height: view.height,
      alt: t(
        `Skaičių tiesėje pavaizduoti du intervalai: žemiau – ${lower}, aukščiau – ${upper}. Pilnas skrituliukas žymi įskaitomą galą, tuščias – neįskaitomą, rodyklė – begalybę.`,
        `A number line with two intervals: ${lower} drawn lower and ${upper} drawn higher. A filled dot marks an included end, an open circle an excluded one, an arrow infinity.`,
      ),
    },
    [body],
  );
  return withIntervalInput(drawn, view, pieces);
}

function solutionText(values: readonly Fraction[], language: Language | null): string {
  if (language === null) return values.map((v) => `x = ${canonicalFraction(v)}`).join('; ');
  return values
    .map((v) => `x = ${displayFraction(v, language, TYPED_FRACTION)}`)
    .join(language === 'lt' ? ' arba ' : ' or ');
}

const absEquation: SkillGenerator = ({ rng, level, t, language }) => {
  const f = (v: number) => formatNumber(v, language);
  const inner = (a: number, b: number) => `${a === 1 ? '' : a}x ${b < 0 ? '−' : '+'} ${Math.abs(b)}`;
  if (level <= 2) {
    let a: number;
    let b: number;
    let c: number;
    if (level === 0) {
      a = 1;
      b = rng.nonZero(-12, 12);
      c = rng.int(1, 15);
    } else if (level === 1) {
      a = rng.int(2, 5);
      const x1 = rng.int(-6, 8);
      let gap = rng.int(1, 8);
      if ((a * gap) % 2 === 1) gap += 1;
      c = (a * gap) / 2;
      b = c - a * x1;
      if (b === 0) b = a;
    } else {
      a = rng.int(2, 7);
      b = rng.nonZero(-15, 15);
      const roll = rng.next();
      c = roll < 0.12 ? -rng.int(1, 9) : roll < 0.2 ? 0 : rng.int(1, 20);
    }
    const equation = `|${inner(a, b)}| = ${f(c)}`;
    const roots =
      c < 0
        ? []
        : c === 0
          ? [fraction(-b, a)]
          : [fraction(-c - b, a), fraction(c - b, a)].sort((p, q) => p.n * q.d - q.n * p.d);
    const correct = roots.length === 0 ? 'no solution' : solutionText(roots, null);
    const display = roots.length === 0 ? t('sprendinių nėra', 'no solution') : solutionText(roots, language);
    return {
      question: t(`Išspręskite lygtį ${equation}.`, `Solve ${equation}.`),
      choices: null,
      input_kind: 'equation_solutions',
      answer: { mode: 'equation_solutions', options: { form: 'value' }, correct, display },
      hints: [
        t(
          'Modulis – atstumas iki nulio, todėl jis negali būti neigiamas.',
          'An absolute value is a distance from zero, so it is never negative.',
        ),
        c < 0
          ? t(`Dešinėje – neigiamas skaičius ${f(c)}.`, `The right-hand side ${f(c)} is negative.`)
          : c === 0
            ? t('|A| = 0 tik tada, kai A = 0.', '|A| = 0 only when A = 0.')
            : t(`|A| = ${c} reiškia A = ${c} arba A = −${c}.`, `|A| = ${c} means A = ${c} or A = −${c}.`),
        c > 0
          ? t(
              `Išspręskite ${inner(a, b)} = ${c} ir ${inner(a, b)} = −${c}.`,
              `Solve ${inner(a, b)} = ${c} and ${inner(a, b)} = −${c}.`,
            )
          : t('Užrašykite išvadą apie sprendinius.', 'State what that means for the solutions.'),
      ],
      steps:
        c < 0
          ? [
              t(
                `|${inner(a, b)}| ≥ 0 > ${f(c)}, todėl sprendinių nėra.`,
                `|${inner(a, b)}| ≥ 0 > ${f(c)}, so there is no solution.`,
              ),
            ]
          : c === 0
            ? [`${inner(a, b)} = 0`, `x = ${displayFraction(roots[0] as Fraction, language, TYPED_FRACTION)}`]
            : [
                `${inner(a, b)} = ${c} → ${a === 1 ? '' : a}x = ${f(c - b)} → x = ${displayFraction(fraction(c - b, a), language, TYPED_FRACTION)}`,
                `${inner(a, b)} = −${c} → ${a === 1 ? '' : a}x = ${f(-c - b)} → x = ${displayFraction(fraction(-c - b, a), language, TYPED_FRACTION)}`,
              ],
      explanation: t(
        'Lygybė |A| = c (c > 0) reiškia, kad A nuo nulio nutolęs per c, t. y. A = c arba A = −c; todėl gaunamos dvi tiesinės lygtys.',
        'The equation |A| = c (c > 0) says A is c away from zero, so A = c or A = −c; that gives two linear equations.',
      ),
    };
  }
  // Inequalities: |x − m| < c (level 3) or |ax + b| ≥ c (level 4).
  const a = level === 3 ? 1 : rng.int(1, 4);
  const b = rng.nonZero(-10, 10);
  const c = rng.int(1, 12);
  const strict = rng.chance(0.5);
  const outside = level === 4;
  const lo = fraction(-c - b, a);
  const hi = fraction(c - b, a);
  const sign = outside ? (strict ? '>' : '≥') : strict ? '<' : '≤';
  const inequality = `|${inner(a, b)}| ${sign} ${c}`;
  const lt = (r: Fraction) => displayFraction(r, language, TYPED_FRACTION);
  const can = (r: Fraction) => canonicalFraction(r);
  const correct = outside
    ? `(-inf; ${can(lo)}${strict ? ')' : ']'} U ${strict ? '(' : '['}${can(hi)}; +inf)`
    : `${strict ? '(' : '['}${can(lo)}; ${can(hi)}${strict ? ')' : ']'}`;
  const sep = language === 'lt' ? '; ' : ', ';
  const display = outside
    ? `(−∞${sep}${lt(lo)}${strict ? ')' : ']'} ∪ ${strict ? '(' : '['}${lt(hi)}${sep}+∞)`
    : `${strict ? '(' : '['}${lt(lo)}${sep}${lt(hi)}${strict ? ')' : ']'}`;
  return {
    question: t(`Išspręskite nelygybę ${inequality}.`, `Solve the inequality ${inequality}.`),
    choices: null,
    input_kind: 'interval',
    answer: { mode: 'inequality', options: { form: 'value' }, correct, display },
    hints: [
      t(
        '|A| < c reiškia −c < A < c; |A| > c reiškia A < −c arba A > c.',
        '|A| < c means −c < A < c; |A| > c means A < −c or A > c.',
      ),
      outside
        ? t(
            `Čia: ${inner(a, b)} ${strict ? '<' : '≤'} −${c} arba ${inner(a, b)} ${strict ? '>' : '≥'} ${c}.`,
            `Here: ${inner(a, b)} ${strict ? '<' : '≤'} −${c} or ${inner(a, b)} ${strict ? '>' : '≥'} ${c}.`,
          )
        : t(
            `Čia: −${c} ${strict ? '<' : '≤'} ${inner(a, b)} ${strict ? '<' : '≤'} ${c}.`,
            `Here: −${c} ${strict ? '<' : '≤'} ${inner(a, b)} ${strict ? '<' : '≤'} ${c}.`,
          ),
      t(
        `Atimkite ${f(b)}${a > 1 ? ` ir padalykite iš ${a}` : ''}; ribos: ${lt(lo)} ir ${lt(hi)}.`,
        `Subtract ${f(b)}${a > 1 ? ` and divide by ${a}` : ''}; the ends are ${lt(lo)} and ${lt(hi)}.`,
      ),
    ],
    steps: [
      outside
        ? `${inner(a, b)} ${strict ? '<' : '≤'} −${c} ${t('arba', 'or')} ${inner(a, b)} ${strict ? '>' : '≥'} ${c}`
        : `−${c} ${strict ? '<' : '≤'} ${inner(a, b)} ${strict ? '<' : '≤'} ${c}`,
      outside
        ? `x ${strict ? '<' : '≤'} ${lt(lo)} ${t('arba', 'or')} x ${strict ? '>' : '≥'} ${lt(hi)}`
        : `${lt(lo)} ${strict ? '<' : '≤'} x ${strict ? '<' : '≤'} ${lt(hi)}`,
      `x ∈ ${display}`,
    ],
    explanation: t(
      '|A| yra atstumas nuo A iki nulio: jis mažesnis už c, kai A yra tarp −c ir c, ir didesnis, kai A yra už šio intervalo ribų.',
      '|A| is the distance from A to zero: it is less than c when A lies between −c and c, and greater when A lies outside that range.',
    ),
    figure: outside
      ? null
      : blankLineFigure({ lo: lo.n / lo.d, hi: hi.n / hi.d, loC: !strict, hiC: !strict }, language),
  };
};

export const numberSetGenerators = {
  'classify-numbers': classifyNumbers,
  'set-intersection': setIntersection,
  'interval-intersection': intervalIntersection,
  'abs-equation': absEquation,
} satisfies Record<string, SkillGenerator>;
