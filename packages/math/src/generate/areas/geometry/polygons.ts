import { onCircle } from '../../../figures/geometry.ts';
import { polygonFigure } from '../../../figures/geometry-polygons.ts';
import type { Point } from '../../../figures/svg.ts';
import type { Figure as FigureSvg } from '../../../types.ts';
import { ltNounForm } from '../../noun-forms.ts';
import type { GeneratorContext, SkillGenerator } from '../../registry.ts';
import { choiceTask, deg, fmt, numberTask } from './draft-builders.ts';

type Statement = { lt: string; en: string };

const TRUE_BASIC: Statement[] = [
  { lt: 'Kiekvienas kvadratas yra rombas.', en: 'Every square is a rhombus.' },
  { lt: 'Kiekvienas kvadratas yra stačiakampis.', en: 'Every square is a rectangle.' },
  { lt: 'Kiekvienas stačiakampis yra lygiagretainis.', en: 'Every rectangle is a parallelogram.' },
  { lt: 'Kiekvienas rombas yra lygiagretainis.', en: 'Every rhombus is a parallelogram.' },
  {
    lt: 'Lygiagretainio priešingosios kraštinės lygios.',
    en: 'Opposite sides of a parallelogram are equal.',
  },
  { lt: 'Visos rombo kraštinės lygios.', en: 'All sides of a rhombus are equal.' },
  { lt: 'Visi stačiakampio kampai statūs.', en: 'All angles of a rectangle are right angles.' },
];
const FALSE_BASIC: Statement[] = [
  { lt: 'Kiekvienas rombas yra kvadratas.', en: 'Every rhombus is a square.' },
  { lt: 'Kiekvienas stačiakampis yra kvadratas.', en: 'Every rectangle is a square.' },
  { lt: 'Kiekviena trapecija yra lygiagretainis.', en: 'Every trapezium is a parallelogram.' },
  { lt: 'Kiekvienas lygiagretainis yra stačiakampis.', en: 'Every parallelogram is a rectangle.' },
  { lt: 'Kiekvienas lygiagretainis yra rombas.', en: 'Every parallelogram is a rhombus.' },
  {
    lt: 'Abi trapecijos priešingųjų kraštinių poros lygiagrečios.',
    en: 'Both pairs of opposite sides of a trapezium are parallel.',
  },
  { lt: 'Visi rombo kampai statūs.', en: 'All angles of a rhombus are right angles.' },
  {
    lt: 'Kiekvienas keturkampis turi bent vieną statųjį kampą.',
    en: 'Every quadrilateral has at least one right angle.',
  },
];
const TRUE_ADVANCED: Statement[] = [
  { lt: 'Stačiakampio įstrižainės lygios.', en: 'The diagonals of a rectangle are equal.' },
  { lt: 'Rombo įstrižainės statmenos.', en: 'The diagonals of a rhombus are perpendicular.' },
  {
    lt: 'Lygiagretainio įstrižainės susikirtimo taške dalijasi pusiau.',
    en: 'The diagonals of a parallelogram bisect each other.',
  },
  {
    lt: 'Lygiagretainio gretimųjų kampų suma lygi 180°.',
    en: 'Adjacent angles of a parallelogram add up to 180°.',
  },
  {
    lt: 'Kvadrato įstrižainės lygios ir statmenos.',
    en: 'The diagonals of a square are equal and perpendicular.',
  },
  {
    lt: 'Lygiašonės trapecijos įstrižainės lygios.',
    en: 'The diagonals of an isosceles trapezium are equal.',
  },
  { lt: 'Rombo įstrižainės dalija jo kampus pusiau.', en: 'The diagonals of a rhombus bisect its angles.' },
  { lt: 'Keturkampio kampų suma lygi 360°.', en: 'The angles of a quadrilateral add up to 360°.' },
];
const FALSE_ADVANCED: Statement[] = [
  {
    lt: 'Stačiakampio įstrižainės visada statmenos.',
    en: 'The diagonals of a rectangle are always perpendicular.',
  },
  {
    lt: 'Lygiagretainio įstrižainės visada lygios.',
    en: 'The diagonals of a parallelogram are always equal.',
  },
  { lt: 'Rombo įstrižainės visada lygios.', en: 'The diagonals of a rhombus are always equal.' },
  {
    lt: 'Trapecijos įstrižainės visada dalijasi pusiau.',
    en: 'The diagonals of a trapezium always bisect each other.',
  },
  {
    lt: 'Lygiagretainio priešingųjų kampų suma visada lygi 180°.',
    en: 'Opposite angles of a parallelogram always add up to 180°.',
  },
  { lt: 'Keturkampio kampų suma lygi 180°.', en: 'The angles of a quadrilateral add up to 180°.' },
  {
    lt: 'Kiekvienas keturkampis, kurio įstrižainės statmenos, yra rombas.',
    en: 'Every quadrilateral with perpendicular diagonals is a rhombus.',
  },
  {
    lt: 'Kiekvienas keturkampis, kurio įstrižainės lygios, yra stačiakampis.',
    en: 'Every quadrilateral with equal diagonals is a rectangle.',
  },
];

const quadrilateralClassification: SkillGenerator = (ctx) => {
  const { rng, t, level } = ctx;
  const invert = level === 2 || level === 4;
  const advanced = level >= 3;
  const trues = advanced ? [...TRUE_ADVANCED, ...(level === 4 ? TRUE_BASIC : [])] : TRUE_BASIC;
  const falses = advanced ? [...FALSE_ADVANCED, ...(level === 4 ? FALSE_BASIC : [])] : FALSE_BASIC;
  const [rightPool, wrongPool] = invert ? [falses, trues] : [trues, falses];
  const right = rng.pick(rightPool);
  const wrong = rng.shuffle(wrongPool).slice(0, 3) as [Statement, Statement, Statement];
  const lang = ctx.language;
  return choiceTask(ctx, right[lang], [wrong[0][lang], wrong[1][lang], wrong[2][lang]], {
    question: invert
      ? t('Kuris teiginys klaidingas?', 'Which statement is false?')
      : t('Kuris teiginys teisingas?', 'Which statement is true?'),
    hints: [
      t(
        'Prisiminkite: kvadratas yra ir stačiakampis, ir rombas; stačiakampis ir rombas yra lygiagretainiai; trapecija turi tik vieną lygiagrečių kraštinių porą.',
        'Remember: a square is both a rectangle and a rhombus; rectangles and rhombuses are parallelograms; a trapezium has only one pair of parallel sides.',
      ),
      t(
        'Klaidingam teiginiui paneigti užtenka vieno kontrpavyzdžio – nusibraižykite figūrą.',
        'One counterexample is enough to show a statement is false: sketch the figure.',
      ),
      invert
        ? t(
            `Patikrinkite teiginį „${right.lt}“ – pabandykite rasti kontrpavyzdį.`,
            `Check the statement "${right.en}": try to find a counterexample.`,
          )
        : t(
            `Patikrinkite teiginį „${right.lt}“ – jis tinka visoms tokioms figūroms.`,
            `Check the statement "${right.en}": it holds for every such figure.`,
          ),
    ],
    steps: [
      invert
        ? t(
            `Teiginys „${right.lt}“ klaidingas, kiti trys teisingi.`,
            `The statement "${right.en}" is false; the other three are true.`,
          )
        : t(
            `Teiginys „${right.lt}“ teisingas, kitiems trims galima rasti kontrpavyzdį.`,
            `The statement "${right.en}" is true; the other three have counterexamples.`,
          ),
    ],
    explanation: t(
      'Keturkampių rūšys sudaro hierarchiją: kiekviena siauresnė rūšis turi visas platesnės rūšies savybes, bet ne atvirkščiai.',
      'Quadrilateral types form a hierarchy: each narrower type has all the properties of the wider one, but not the other way round.',
    ),
  });
};

const POLYGON_NAMES: Record<number, { lt: string; en: string }> = {
  3: { lt: 'trikampis', en: 'triangle' },
  4: { lt: 'keturkampis', en: 'quadrilateral' },
  5: { lt: 'penkiakampis', en: 'pentagon' },
  6: { lt: 'šešiakampis', en: 'hexagon' },
  7: { lt: 'septynkampis', en: 'heptagon' },
  8: { lt: 'aštuonkampis', en: 'octagon' },
  9: { lt: 'devynkampis', en: 'nonagon' },
  10: { lt: 'dešimtkampis', en: 'decagon' },
  12: { lt: 'dvylikakampis', en: 'dodecagon' },
};

/** The polygon's name: Lithuanian genitive (`aštuonkampio`, `23-kampio`) or English (`octagon`, `23-gon`). */
function polygonGenitive(ctx: GeneratorContext, n: number): string {
  const name = POLYGON_NAMES[n];
  return ctx.t(name ? name.lt.replace(/is$/, 'io') : `${n}-kampio`, name ? name.en : `${n}-gon`);
}

const polygonAngleSum: SkillGenerator = (ctx) => {
  const { rng, t, level } = ctx;
  const explanation = t(
    'Iš vienos iškilojo n-kampio viršūnės išvestos įstrižainės jį dalija į n − 2 trikampius, kurių kiekvieno kampų suma 180°, todėl kampų suma lygi (n − 2) · 180°.',
    'Diagonals from one vertex split a convex n-gon into n − 2 triangles, each with angle sum 180°, so the angle sum is (n − 2) × 180°.',
  );
  const formula = t(
    'Iškilojo n-kampio kampų suma lygi (n − 2) · 180°.',
    'The angle sum of a convex n-gon is (n − 2) × 180°.',
  );
  if (level === 0) {
    const n = rng.int(4, 250);
    const sum = (n - 2) * 180;
    return numberTask(ctx, sum, '°', {
      question: t(
        `Raskite iškilojo ${polygonGenitive(ctx, n)} vidaus kampų sumą (laipsniais).`,
        `Find the sum of the interior angles of a convex ${polygonGenitive(ctx, n)} in degrees.`,
      ),
      hints: [
        t(
          'Padalykite daugiakampį įstrižainėmis iš vienos viršūnės į trikampius.',
          'Split the polygon into triangles with diagonals from one vertex.',
        ),
        formula,
        t(`Apskaičiuokite (${n} − 2) · 180°.`, `Work out (${n} − 2) × 180°.`),
      ],
      steps: [`(${n} − 2) · 180° = ${n - 2} · 180° = ${fmt(ctx, sum)}°`],
      explanation,
    });
  }
  if (level === 1) {
    const n = rng.int(4, 14);
    const missing = rng.int(40, 179);
    const rest = (n - 2) * 180 - missing;
    return numberTask(ctx, missing, '°', {
      question: t(
        `Visų iškilojo ${polygonGenitive(ctx, n)} kampų, išskyrus vieną, suma lygi ${deg(ctx, rest)}. Raskite likusį kampą (laipsniais).`,
        `All the angles of a convex ${polygonGenitive(ctx, n)} except one add up to ${deg(ctx, rest)}. Find the remaining angle in degrees.`,
      ),
      hints: [
        formula,
        t(
          `Visų kampų suma (${n} − 2) · 180° = ${deg(ctx, (n - 2) * 180)}.`,
          `The full angle sum is (${n} − 2) × 180° = ${deg(ctx, (n - 2) * 180)}.`,
        ),
        t(
          `Atimkite: ${deg(ctx, (n - 2) * 180)} − ${deg(ctx, rest)}.`,
          `Subtract: ${deg(ctx, (n - 2) * 180)} − ${deg(ctx, rest)}.`,
        ),
      ],
      steps: [
        `(${n} − 2) · 180° = ${deg(ctx, (n - 2) * 180)}`,
        `${deg(ctx, (n - 2) * 180)} − ${deg(ctx, rest)} = ${deg(ctx, missing)}`,
      ],
      explanation,
    });
  }
  if (level === 2) {
    const n = rng.int(5, 160);
    const sum = (n - 2) * 180;
    return numberTask(ctx, n, null, {
      question: t(
        `Iškilojo daugiakampio vidaus kampų suma lygi ${deg(ctx, sum)}. Kiek kraštinių turi šis daugiakampis?`,
        `The interior angles of a convex polygon add up to ${deg(ctx, sum)}. How many sides does it have?`,
      ),
      hints: [
        formula,
        t(`Sudarykite lygtį (n − 2) · 180 = ${fmt(ctx, sum)}.`, `Set up (n − 2) × 180 = ${fmt(ctx, sum)}.`),
        t(
          `n − 2 = ${fmt(ctx, sum)} : 180 = ${n - 2}; pridėkite 2.`,
          `n − 2 = ${fmt(ctx, sum)} ÷ 180 = ${n - 2}; add 2.`,
        ),
      ],
      steps: [`(n − 2) · 180 = ${fmt(ctx, sum)}`, `n − 2 = ${n - 2}`, `n = ${n}`],
      explanation,
    });
  }
  if (level === 3) {
    // All angles but one are known: the missing one is strictly between 0° and 180°.
    const n = rng.int(5, 40);
    const missing = rng.int(1, 179);
    const partial = (n - 2) * 180 - missing;
    return numberTask(ctx, n, null, {
      question: t(
        `Visų iškilojo daugiakampio kampų, išskyrus vieną, suma lygi ${deg(ctx, partial)}. Kiek kraštinių turi daugiakampis?`,
        `All the angles of a convex polygon except one add up to ${deg(ctx, partial)}. How many sides does it have?`,
      ),
      hints: [
        formula,
        t(
          'Trūkstamas kampas yra tarp 0° ir 180°, todėl visa suma yra mažiausias 180° kartotinis, didesnis už duotąją sumą.',
          'The missing angle is between 0° and 180°, so the full sum is the smallest multiple of 180° above the given sum.',
        ),
        t(
          `${fmt(ctx, partial)} : 180 ≈ ${fmt(ctx, Math.floor(partial / 180))},… todėl suma ${deg(ctx, (n - 2) * 180)} ir n − 2 = ${n - 2}.`,
          `${fmt(ctx, partial)} ÷ 180 ≈ ${fmt(ctx, Math.floor(partial / 180))}.…, so the sum is ${deg(ctx, (n - 2) * 180)} and n − 2 = ${n - 2}.`,
        ),
      ],
      steps: [
        `(n − 2) · 180 > ${fmt(ctx, partial)}`,
        `(n − 2) · 180 = ${fmt(ctx, (n - 2) * 180)}`,
        `${t('trūkstamas kampas', 'missing angle')} ${deg(ctx, missing)}`,
        `n = ${n}`,
      ],
      explanation,
    });
  }
  // Level 4: one angle b, all the others a; find the number of sides.
  const n = rng.int(5, 15);
  const low = Math.floor(((n - 3) * 180) / (n - 1)) + 1;
  const high = Math.ceil(((n - 2) * 180) / (n - 1)) - 1;
  let a = rng.int(low, high);
  let b = (n - 2) * 180 - (n - 1) * a;
  if (b === a) {
    a = a > low ? a - 1 : a + 1;
    b = (n - 2) * 180 - (n - 1) * a;
  }
  return numberTask(ctx, n, null, {
    question: t(
      `Vienas iškilojo daugiakampio kampas lygus ${deg(ctx, b)}, o visi kiti kampai – po ${deg(ctx, a)}. Kiek kraštinių turi daugiakampis?`,
      `One angle of a convex polygon is ${deg(ctx, b)} and all the others are ${deg(ctx, a)} each. How many sides does the polygon have?`,
    ),
    hints: [
      formula,
      t(
        `Sudarykite lygtį (n − 2) · 180 = ${b} + (n − 1) · ${a}.`,
        `Set up (n − 2) × 180 = ${b} + (n − 1) × ${a}.`,
      ),
      t(
        `Sutvarkius: ${180 - a}n = ${360 + b - a}; padalykite.`,
        `Collecting terms: ${180 - a}n = ${360 + b - a}; divide.`,
      ),
    ],
    steps: [
      `(n − 2) · 180 = ${b} + (n − 1) · ${a}`,
      `180n − 360 = ${a}n + ${b - a}`,
      `${180 - a}n = ${360 + b - a}`,
      `n = ${n}`,
    ],
    explanation,
  });
};

/** n (≤ 400) with a terminating 360/n, so every angle of the regular n-gon is a short decimal. */
const NICE_N: readonly number[] = Array.from({ length: 398 }, (_, i) => i + 3).filter((n) => {
  let m = n;
  while (m % 2 === 0) m /= 2;
  while (m % 5 === 0) m /= 5;
  return 9 % m === 0;
});
const VERTEX_LABELS = ['ABCDEFGHIJKL', 'KLMNOPRSTUVZ', 'MNOPRSTUVZXY'];

/**
 * A regular polygon with its corners named by `labels` (counter-clockwise), the angle asked at corner
 * `i`: the interior angle, the exterior angle (the previous side extended) or the angle between the
 * next side and the diagonal to the corner after it. The corners are nudged a little so that the
 * angle cannot be measured.
 */
function regularPolygonFigure(
  ctx: GeneratorContext,
  labels: string,
  i: number,
  kind: 'interior' | 'exterior' | 'diagonal',
  alt: string,
): FigureSvg {
  const n = labels.length;
  const pts: Point[] = Array.from({ length: n }, (_, k) =>
    onCircle([0, 0], 1 + 0.05 * Math.cos(k * 1.7), -90 - 180 / n + (360 * k) / n + 5 * Math.sin(k * 2.3)),
  );
  const at = (k: number) => pts[(((i + k) % n) + n) % n] as Point;
  const vertex = at(0);
  const beyond: Point = [2 * vertex[0] - at(-1)[0], 2 * vertex[1] - at(-1)[1]];
  const ask = { label: { text: '?', ask: true }, stroke: 'accent' as const };
  const angle =
    kind === 'interior'
      ? { at: vertex, from: at(-1), to: at(1), ...ask }
      : kind === 'exterior'
        ? { at: vertex, from: beyond, to: at(1), ...ask }
        : { at: vertex, from: at(1), to: at(2), ...ask };
  return polygonFigure({
    words: ctx,
    points: pts,
    names: [...labels],
    extra: {
      segments: [
        ...(kind === 'exterior' ? [{ from: vertex, to: beyond, stroke: 'thin' as const }] : []),
        ...(kind === 'diagonal' ? [{ from: vertex, to: at(2) }] : []),
      ],
      angles: [angle],
    },
    alt,
    notToScale: true,
  });
}

const regularPolygonAngle: SkillGenerator = (ctx) => {
  const { rng, t, level } = ctx;
  const explanation = t(
    'Taisyklingojo n-kampio visi kampai lygūs, o priekampių suma lygi 360°, todėl priekampis lygus 360° : n, o vidaus kampas 180° − 360° : n.',
    'All angles of a regular n-gon are equal and its exterior angles add up to 360°, so an exterior angle is 360° ÷ n and an interior angle is 180° − 360° ÷ n.',
  );
  if (level <= 1 || level === 3) {
    const n = rng.pick(level === 0 ? [3, 4, 5, 6, 8, 9, 10, 12] : [5, 6, 8, 9, 10, 12]);
    const labels = rng.pick(VERTEX_LABELS).slice(0, n);
    const name = labels;
    const i = rng.int(0, n - 1);
    const at = (k: number) => labels.charAt((i + k + n) % n);
    const interior = 180 - 360 / n;
    const poly = ctx.language === 'lt' ? POLYGON_NAMES[n]?.lt : POLYGON_NAMES[n]?.en;
    if (level === 3) {
      // ∠ between a side and the diagonal from the same vertex: the triangle of three consecutive vertices.
      const answer = 180 / n;
      return numberTask(ctx, answer, '°', {
        question: t(
          `${name} – taisyklingasis ${poly}. Raskite kampą ${at(1)}${at(0)}${at(2)} (laipsniais).`,
          `${name} is a regular ${poly}. Find angle ${at(1)}${at(0)}${at(2)} in degrees.`,
        ),
        hints: [
          t(
            `Nagrinėkite trikampį ${at(0)}${at(1)}${at(2)}: jis lygiašonis, nes ${at(0)}${at(1)} = ${at(1)}${at(2)}.`,
            `Look at triangle ${at(0)}${at(1)}${at(2)}: it is isosceles because ${at(0)}${at(1)} = ${at(1)}${at(2)}.`,
          ),
          t(
            `Daugiakampio kampas ${at(0)}${at(1)}${at(2)} = 180° − 360° : ${n} = ${deg(ctx, interior)}.`,
            `The polygon's angle ${at(0)}${at(1)}${at(2)} = 180° − 360° ÷ ${n} = ${deg(ctx, interior)}.`,
          ),
          t(
            `Kampai prie pagrindo lygūs (180° − ${deg(ctx, interior)}) : 2.`,
            `Each base angle is (180° − ${deg(ctx, interior)}) ÷ 2.`,
          ),
        ],
        steps: [
          `∠${at(0)}${at(1)}${at(2)} = 180° − 360° : ${n} = ${deg(ctx, interior)}`,
          `(180° − ${deg(ctx, interior)}) : 2 = ${deg(ctx, answer)}`,
        ],
        explanation,
        figure: regularPolygonFigure(
          ctx,
          labels,
          i,
          'diagonal',
          t(
            `Taisyklingasis ${poly} ${name}, nubrėžta įstrižainė ${at(0)}${at(2)}; kampas ${at(1)}${at(0)}${at(2)} = ? (ieškomas dydis).`,
            `Regular ${poly} ${name} with the diagonal ${at(0)}${at(2)} drawn; angle ${at(1)}${at(0)}${at(2)} = ? (to be found).`,
          ),
        ),
      });
    }
    const exterior = level === 1 && rng.chance(0.5);
    const answer = exterior ? 360 / n : interior;
    return numberTask(ctx, answer, '°', {
      question: exterior
        ? t(
            `${name} – taisyklingasis ${poly}. Raskite jo priekampį prie viršūnės ${at(0)} (laipsniais).`,
            `${name} is a regular ${poly}. Find its exterior angle at vertex ${at(0)} in degrees.`,
          )
        : t(
            `${name} – taisyklingasis ${poly}. Raskite kampą ${at(-1)}${at(0)}${at(1)} (laipsniais).`,
            `${name} is a regular ${poly}. Find angle ${at(-1)}${at(0)}${at(1)} in degrees.`,
          ),
      hints: [
        t('Taisyklingojo daugiakampio visi kampai lygūs.', 'All angles of a regular polygon are equal.'),
        exterior
          ? t('Priekampių suma lygi 360°.', 'The exterior angles add up to 360°.')
          : t(
              `Kampų suma (${n} − 2) · 180° = ${fmt(ctx, (n - 2) * 180)}°.`,
              `The angle sum is (${n} − 2) × 180° = ${fmt(ctx, (n - 2) * 180)}°.`,
            ),
        exterior
          ? t(`Apskaičiuokite 360° : ${n}.`, `Work out 360° ÷ ${n}.`)
          : t(
              `Padalykite ${fmt(ctx, (n - 2) * 180)}° iš ${n}.`,
              `Divide ${fmt(ctx, (n - 2) * 180)}° by ${n}.`,
            ),
      ],
      steps: exterior
        ? [`360° : ${n} = ${deg(ctx, answer)}`]
        : [
            `(${n} − 2) · 180° = ${fmt(ctx, (n - 2) * 180)}°`,
            `${fmt(ctx, (n - 2) * 180)}° : ${n} = ${deg(ctx, answer)}`,
          ],
      explanation,
      figure: regularPolygonFigure(
        ctx,
        labels,
        i,
        exterior ? 'exterior' : 'interior',
        exterior
          ? t(
              `Taisyklingasis ${poly} ${name}, kraštinė ${at(-1)}${at(0)} pratęsta už viršūnės ${at(0)}; priekampis prie viršūnės ${at(0)} = ? (ieškomas dydis).`,
              `Regular ${poly} ${name} with the side ${at(-1)}${at(0)} extended beyond ${at(0)}; the exterior angle at ${at(0)} = ? (to be found).`,
            )
          : t(
              `Taisyklingasis ${poly} ${name}; kampas ${at(-1)}${at(0)}${at(1)} = ? (ieškomas dydis).`,
              `Regular ${poly} ${name}; angle ${at(-1)}${at(0)}${at(1)} = ? (to be found).`,
            ),
      ),
    });
  }
  if (level === 2) {
    const n = rng.pick(NICE_N);
    const kind = rng.pick(['interior', 'exterior', 'sum'] as const);
    if (kind === 'sum') {
      const sum = (n - 2) * 180;
      const angle = sum / n;
      return numberTask(ctx, angle, '°', {
        question: t(
          `Taisyklingojo daugiakampio vidaus kampų suma lygi ${deg(ctx, sum)}. Raskite vieną jo vidaus kampą (laipsniais).`,
          `The interior angles of a regular polygon add up to ${deg(ctx, sum)}. Find one interior angle in degrees.`,
        ),
        hints: [
          t(
            'Pirmiausia raskite kraštinių skaičių: kampų suma lygi (n − 2) · 180°.',
            'First find the number of sides: the angle sum is (n − 2) × 180°.',
          ),
          t(
            `n − 2 = ${fmt(ctx, sum)} : 180 = ${n - 2}, todėl n = ${n}.`,
            `n − 2 = ${fmt(ctx, sum)} ÷ 180 = ${n - 2}, so n = ${n}.`,
          ),
          t(
            `Visi kampai lygūs: padalykite ${deg(ctx, sum)} iš ${n}.`,
            `All angles are equal: divide ${deg(ctx, sum)} by ${n}.`,
          ),
        ],
        steps: [
          `n − 2 = ${fmt(ctx, sum)} : 180 = ${n - 2}`,
          `n = ${n}`,
          `${deg(ctx, sum)} : ${n} = ${deg(ctx, angle)}`,
        ],
        explanation,
      });
    }
    const exterior = kind === 'exterior';
    const angle = exterior ? 360 / n : 180 - 360 / n;
    return numberTask(ctx, n, null, {
      question: t(
        `Taisyklingojo daugiakampio ${exterior ? 'priekampis' : 'vidaus kampas'} lygus ${deg(ctx, angle)}. Kiek kraštinių turi šis daugiakampis?`,
        `An ${exterior ? 'exterior' : 'interior'} angle of a regular polygon is ${deg(ctx, angle)}. How many sides does it have?`,
      ),
      hints: [
        t(
          'Taisyklingojo n-kampio priekampiai lygūs, o jų suma 360°.',
          'The exterior angles of a regular n-gon are equal and add up to 360°.',
        ),
        exterior
          ? t(`n = 360° : ${deg(ctx, angle)}.`, `n = 360° ÷ ${deg(ctx, angle)}.`)
          : t(
              `Priekampis lygus 180° − ${deg(ctx, angle)} = ${deg(ctx, 360 / n)}.`,
              `The exterior angle is 180° − ${deg(ctx, angle)} = ${deg(ctx, 360 / n)}.`,
            ),
        t(`Padalykite 360° iš ${deg(ctx, 360 / n)}.`, `Divide 360° by ${deg(ctx, 360 / n)}.`),
      ],
      steps: [
        ...(exterior ? [] : [`180° − ${deg(ctx, angle)} = ${deg(ctx, 360 / n)}`]),
        `360° : ${deg(ctx, 360 / n)} = ${n}`,
      ],
      explanation,
    });
  }
  // Level 4: the interior angle is k times the exterior angle, or d degrees larger.
  if (rng.chance(0.5)) {
    const n = 2 * rng.int(3, 120);
    const k = n / 2 - 1;
    return numberTask(ctx, n, null, {
      question: t(
        `Taisyklingojo daugiakampio vidaus kampas ${k} ${ltNounForm(k, 'kartą', 'kartus', 'kartų')} didesnis už priekampį. Kiek kraštinių turi daugiakampis?`,
        `An interior angle of a regular polygon is ${k} times its exterior angle. How many sides does it have?`,
      ),
      hints: [
        t(
          'Vidaus kampas ir priekampis kartu sudaro 180°.',
          'An interior angle and the exterior angle at the same vertex add up to 180°.',
        ),
        t(`Priekampį pažymėkite x: x + ${k}x = 180°.`, `Call the exterior angle x: x + ${k}x = 180°.`),
        t(
          `x = 180° : ${k + 1} = ${deg(ctx, 180 / (k + 1))}; tada n = 360° : x.`,
          `x = 180° ÷ ${k + 1} = ${deg(ctx, 180 / (k + 1))}; then n = 360° ÷ x.`,
        ),
      ],
      steps: [`x + ${k}x = 180°`, `x = ${deg(ctx, 360 / n)}`, `n = 360° : ${deg(ctx, 360 / n)} = ${n}`],
      explanation,
    });
  }
  const n = rng.pick(NICE_N.filter((k) => k >= 5));
  const d = 180 - 720 / n;
  return numberTask(ctx, n, null, {
    question: t(
      `Taisyklingojo daugiakampio vidaus kampas ${deg(ctx, d)} didesnis už priekampį. Kiek kraštinių turi daugiakampis?`,
      `An interior angle of a regular polygon is ${deg(ctx, d)} larger than its exterior angle. How many sides does it have?`,
    ),
    hints: [
      t(
        'Vidaus kampas ir priekampis kartu sudaro 180°.',
        'An interior angle and the exterior angle add up to 180°.',
      ),
      t(
        `Priekampį pažymėkite x: x + (x + ${deg(ctx, d)}) = 180°.`,
        `Call the exterior angle x: x + (x + ${deg(ctx, d)}) = 180°.`,
      ),
      t(`x = ${deg(ctx, 360 / n)}; n = 360° : x.`, `x = ${deg(ctx, 360 / n)}; n = 360° ÷ x.`),
    ],
    steps: [
      `2x + ${deg(ctx, d)} = 180°`,
      `x = ${deg(ctx, 360 / n)}`,
      `n = 360° : ${deg(ctx, 360 / n)} = ${n}`,
    ],
    explanation,
  });
};

type Figure = { lt: string; en: string; axes: number; centre: boolean };
const FIGURES: Figure[] = [
  { lt: 'kvadratas', en: 'a square', axes: 4, centre: true },
  { lt: 'stačiakampis (ne kvadratas)', en: 'a rectangle (not a square)', axes: 2, centre: true },
  { lt: 'rombas (ne kvadratas)', en: 'a rhombus (not a square)', axes: 2, centre: true },
  { lt: 'lygiakraštis trikampis', en: 'an equilateral triangle', axes: 3, centre: false },
  {
    lt: 'lygiašonis trikampis (ne lygiakraštis)',
    en: 'an isosceles triangle (not equilateral)',
    axes: 1,
    centre: false,
  },
  { lt: 'įvairiakraštis trikampis', en: 'a scalene triangle', axes: 0, centre: false },
  { lt: 'lygiašonė trapecija', en: 'an isosceles trapezium', axes: 1, centre: false },
  {
    lt: 'lygiagretainis (ne stačiakampis ir ne rombas)',
    en: 'a parallelogram (not a rectangle or a rhombus)',
    axes: 0,
    centre: true,
  },
  ...[5, 6, 7, 8, 9, 10, 12].map((n) => ({
    lt: `taisyklingasis ${POLYGON_NAMES[n]?.lt}`,
    en: `a regular ${POLYGON_NAMES[n]?.en}`,
    axes: n,
    centre: n % 2 === 0,
  })),
];

const symmetryAxes: SkillGenerator = (ctx) => {
  const { rng, t, level } = ctx;
  const lang = ctx.language;
  const explanation = t(
    'Simetrijos ašis dalija figūrą į dvi veidrodiškai lygias dalis; simetrijos centras – taškas, apie kurį pasukta 180° figūra sutampa pati su savimi. Taisyklingasis n-kampis turi n simetrijos ašių.',
    'A line of symmetry splits a figure into two mirror-image halves; a centre of symmetry is a point about which a half-turn maps the figure onto itself. A regular n-gon has n lines of symmetry.',
  );
  const axesHint = t(
    'Taisyklingojo n-kampio ašys eina per viršūnes ir kraštinių vidurio taškus – jų yra n.',
    'The lines of symmetry of a regular n-gon pass through vertices and midpoints of sides: there are n of them.',
  );
  if (level <= 1) {
    const pool = level === 0 ? FIGURES.filter((f) => f.axes <= 8) : FIGURES;
    const figure = rng.pick(pool);
    const others = rng.shuffle([0, 1, 2, 3, 4, 5, 6, 8, 10, 12].filter((k) => k !== figure.axes)).slice(0, 3);
    const wrong = others.map((k) => String(k)) as [string, string, string];
    return choiceTask(ctx, String(figure.axes), wrong, {
      question: t(
        `Kiek simetrijos ašių turi ${figure.lt}?`,
        `How many lines of symmetry does ${figure.en} have?`,
      ),
      hints: [
        t(
          'Nusibraižykite figūrą ir ieškokite tiesių, kurios ją padalija į dvi veidrodiškai lygias dalis.',
          'Sketch the figure and look for lines that fold it onto itself.',
        ),
        axesHint,
        t(
          `Suskaičiuokite: ${figure.lt} turi tiek ašių, kiek yra tokių lenkimo linijų.`,
          `Count the fold lines of ${figure.en}.`,
        ),
      ],
      steps: [
        t(
          `${figure.lt.charAt(0).toUpperCase()}${figure.lt.slice(1)} turi ${figure.axes} simetrijos ${ltNounForm(figure.axes, 'ašį', 'ašis', 'ašių')}.`,
          `${figure.en.charAt(0).toUpperCase()}${figure.en.slice(1)} has ${figure.axes} line${figure.axes === 1 ? '' : 's'} of symmetry.`,
        ),
      ],
      explanation,
    });
  }
  if (level === 2 || level === 3) {
    // Which figure has a centre of symmetry (level 2) / has no centre (level 3)?
    const wantCentre = level === 2;
    const right = rng.pick(FIGURES.filter((f) => f.centre === wantCentre));
    const wrong = rng.shuffle(FIGURES.filter((f) => f.centre !== wantCentre)).slice(0, 3) as [
      Figure,
      Figure,
      Figure,
    ];
    return choiceTask(ctx, right[lang], [wrong[0][lang], wrong[1][lang], wrong[2][lang]], {
      question: wantCentre
        ? t('Kuri figūra turi simetrijos centrą?', 'Which figure has a centre of symmetry?')
        : t('Kuri figūra neturi simetrijos centro?', 'Which figure has no centre of symmetry?'),
      hints: [
        t(
          'Simetrijos centras – taškas, apie kurį pasukta 180° figūra sutampa pati su savimi.',
          'A centre of symmetry is a point about which a half-turn maps the figure onto itself.',
        ),
        t(
          'Lygiagretainiai ir taisyklingieji daugiakampiai su lyginiu kraštinių skaičiumi turi simetrijos centrą; trikampiai – ne.',
          'Parallelograms and regular polygons with an even number of sides have a centre of symmetry; triangles do not.',
        ),
        t(`Patikrinkite figūrą „${right.lt}“.`, `Check ${right.en}.`),
      ],
      steps: [
        wantCentre
          ? t(
              `${right.lt}: pasukus 180° apie centrą, figūra sutampa pati su savimi.`,
              `${right.en}: a half-turn about its centre maps it onto itself.`,
            )
          : t(
              `${right.lt}: pasukus 180°, figūra nesutampa pati su savimi.`,
              `${right.en}: a half-turn does not map it onto itself.`,
            ),
      ],
      explanation,
    });
  }
  // Level 4: axes and centre of a regular n-gon together.
  const n = rng.int(5, 40);
  const yes = t('ir turi simetrijos centrą', 'and has a centre of symmetry');
  const no = t('ir neturi simetrijos centro', 'and has no centre of symmetry');
  const option = (axes: number, centre: boolean) =>
    `${axes} ${t(ltNounForm(axes, 'ašis', 'ašys', 'ašių'), 'lines')} ${centre ? yes : no}`;
  const centre = n % 2 === 0;
  const right = option(n, centre);
  const wrong: [string, string, string] = [option(n, !centre), option(2 * n, centre), option(n - 2, !centre)];
  return choiceTask(ctx, right, wrong, {
    question: t(
      `Kiek simetrijos ašių turi taisyklingasis ${n}-kampis ir ar jis turi simetrijos centrą?`,
      `How many lines of symmetry does a regular ${n}-gon have, and does it have a centre of symmetry?`,
    ),
    hints: [
      axesHint,
      t(
        'Pasukus 180° apie centrą, viršūnė pereina į viršūnę tik tada, kai viršūnių skaičius lyginis.',
        'A half-turn about the centre maps vertices to vertices only when the number of vertices is even.',
      ),
      t(`${n} yra ${centre ? 'lyginis' : 'nelyginis'} skaičius.`, `${n} is ${centre ? 'even' : 'odd'}.`),
    ],
    steps: [
      t(
        `Ašių: ${n}; ${n} ${centre ? 'lyginis, todėl centras yra' : 'nelyginis, todėl centro nėra'}.`,
        `Lines: ${n}; ${n} is ${centre ? 'even, so there is a centre' : 'odd, so there is no centre'}.`,
      ),
    ],
    explanation,
  });
};

export const polygonGenerators = {
  'quadrilateral-classification': quadrilateralClassification,
  'polygon-angle-sum': polygonAngleSum,
  'regular-polygon-angle': regularPolygonAngle,
  'symmetry-axes': symmetryAxes,
};
