import { type PlaneView, planeFigure, planeInput, planeView } from '../../../figures/plane.ts';
import { CLS, type Point } from '../../../figures/svg.ts';
import type { Figure, Language } from '../../../types.ts';
import { formatNumber, MINUS_SIGN, times } from '../../format.ts';
import { canonicalDecimal, displayDecimal, div, type Fraction, fraction, mul, sub } from '../../fraction.ts';
import type { Interest } from '../../interests.ts';
import type { GeneratorContext, GeneratorTable, TaskDraft } from '../../registry.ts';
import { lineAscii, lineText, sumAscii, sumText } from './notation.ts';
import { inBrackets, money, themedContext } from './task-parts.ts';

/** LFN: axis intercepts, the line through two points, parallel and perpendicular lines, linear models. */

function pointText(x: Fraction | number, y: Fraction | number, language: Language, name = ''): string {
  const rx = typeof x === 'number' ? fraction(x) : x;
  const ry = typeof y === 'number' ? fraction(y) : y;
  return `${name}(${displayDecimal(rx, language)}${language === 'lt' ? '; ' : ', '}${displayDecimal(ry, language)})`;
}

function pointAscii(x: Fraction, y: Fraction): string {
  return `(${canonicalDecimal(x)}; ${canonicalDecimal(y)})`;
}

/** `2x − 3y = 6` / `2x-3y=6`. */
function generalLine(a: number, b: number, c: number, language: Language): string {
  return `${sumText(
    [
      { c: a, text: 'x', ascii: 'x' },
      { c: b, text: 'y', ascii: 'y' },
    ],
    language,
  )} = ${formatNumber(c, language)}`;
}

function lineAxisIntercept(ctx: GeneratorContext): TaskDraft {
  const { rng, level, language, t } = ctx;
  const d = (r: Fraction | number) => displayDecimal(typeof r === 'number' ? fraction(r) : r, language);
  if (level === 4) {
    const p = rng.nonZero(-9, 9);
    const q = rng.intExcept(-9, 9, [0, p]);
    // x/p + y/q = 1  ⇔  qx + py − pq = 0, scaled by a sign.
    const s = rng.pick([1, -1]);
    const eq = `${sumText(
      [
        { c: s * q, text: 'x', ascii: 'x' },
        { c: s * p, text: 'y', ascii: 'y' },
        { c: -s * p * q, text: '', ascii: '' },
      ],
      language,
    )} = 0`;
    const display = `{${pointText(p, 0, language)}; ${pointText(0, q, language)}}`;
    return {
      question: t(
        `Raskite tiesės ${eq} susikirtimo su koordinačių ašimis taškų koordinates.`,
        `Find the coordinates of the points where the line ${eq} meets the coordinate axes.`,
      ),
      choices: null,
      input_kind: 'coordinates',
      answer: { mode: 'coordinates', options: { form: 'value' }, correct: `{(${p}; 0); (0; ${q})}`, display },
      hints: [
        t('Ox ašyje y = 0, o Oy ašyje x = 0.', 'On the x-axis y = 0; on the y-axis x = 0.'),
        t(
          `Įrašę y = 0 gausite lygtį su x, o įrašę x = 0 – lygtį su y.`,
          'Putting y = 0 gives an equation in x; putting x = 0 gives one in y.',
        ),
        t(
          `${d(s * q)}x ${MINUS_SIGN} ${inBrackets(d(s * p * q))} = 0 ⇒ x = ${d(p)}; ${d(s * p)}y ${MINUS_SIGN} ${inBrackets(d(s * p * q))} = 0 ⇒ y = ${d(q)}.`,
          `${d(s * q)}x ${MINUS_SIGN} ${inBrackets(d(s * p * q))} = 0 ⇒ x = ${d(p)}; ${d(s * p)}y ${MINUS_SIGN} ${inBrackets(d(s * p * q))} = 0 ⇒ y = ${d(q)}.`,
        ),
      ],
      steps: [
        `y = 0: x = ${d(p)} → ${pointText(p, 0, language)}`,
        `x = 0: y = ${d(q)} → ${pointText(0, q, language)}`,
      ],
      explanation: t(
        'Kiekvieno ašies taško viena koordinatė lygi nuliui, todėl ją įrašome į tiesės lygtį ir randame kitą.',
        'Every point of an axis has one coordinate equal to zero, so we put it into the equation and find the other.',
      ),
    };
  }
  let k: number;
  let b: number;
  let equation: string;
  let root: Fraction;
  if (level <= 2) {
    k = level === 0 ? rng.int(1, 9) : level === 1 ? rng.int(-9, -1) : rng.pick([2, -2, 4, -4, 5, -5]);
    if (level < 2) b = -k * rng.nonZero(-10, 10);
    else {
      const step = Math.abs(k);
      const m = rng.nonZero(-20, 20);
      b = m % step === 0 ? m + 1 : m;
    }
    root = div(fraction(-b), fraction(k));
    equation = lineText(k, b, language);
  } else {
    const a = rng.intExcept(-9, 9, [-1, 0, 1]);
    const bb = rng.nonZero(-9, 9);
    const r = rng.nonZero(-12, 12);
    k = a;
    b = a * r;
    root = fraction(r);
    equation = generalLine(a, bb, a * r, language);
  }
  // In y = kx + b the free number moves across as −b; in ax + by = c it is c itself.
  const free = level === 3 ? b : -b;
  const solving =
    level === 3
      ? [`y = 0: ${d(k)}x = ${d(b)}`, `x = ${d(b)} ${t(':', '÷')} ${inBrackets(d(k))} = ${d(root)}`]
      : [
          `0 = ${sumText(
            [
              { c: k, text: 'x', ascii: 'x' },
              { c: b, text: '', ascii: '' },
            ],
            language,
          )}`,
          `${d(k)}x = ${d(-b)}`,
          `x = ${d(root)}`,
        ];
  return {
    question:
      level === 3
        ? t(
            `Raskite tiesės ${equation} ir Ox ašies susikirtimo taško koordinates.`,
            `Find the coordinates of the point where the line ${equation} crosses the x-axis.`,
          )
        : t(
            `Raskite funkcijos ${equation} grafiko ir Ox ašies susikirtimo taško koordinates.`,
            `Find the coordinates of the point where the graph of ${equation} crosses the x-axis.`,
          ),
    choices: null,
    input_kind: 'coordinates',
    answer: {
      mode: 'coordinates',
      options: { form: 'value' },
      correct: pointAscii(root, fraction(0)),
      display: pointText(root, 0, language),
    },
    hints: [
      t('Ox ašies taškų ordinatė lygi 0.', 'Points on the x-axis have y = 0.'),
      t('Įrašykite y = 0 ir išspręskite lygtį x atžvilgiu.', 'Put y = 0 and solve the equation for x.'),
      t(
        `${d(k)}x = ${d(free)}, todėl x = ${d(free)} : ${inBrackets(d(k))}.`,
        `${d(k)}x = ${d(free)}, so x = ${d(free)} ÷ ${inBrackets(d(k))}.`,
      ),
    ],
    steps: [...solving, pointText(root, 0, language)],
    explanation: t(
      'Susikirtimo su Ox ašimi taške y = 0, todėl x randame iš lygties, gautos įrašius y = 0.',
      'Where the graph meets the x-axis y = 0, so x comes from the equation with y = 0.',
    ),
  };
}

function lineThroughTwoPoints(ctx: GeneratorContext): TaskDraft {
  const { rng, level, language, t } = ctx;
  let x1: number;
  let y1: number;
  let x2: number;
  let y2: number;
  if (level === 0) {
    const k = rng.int(1, 9);
    const b = rng.int(-10, 10);
    x1 = 0;
    y1 = b;
    x2 = rng.int(1, 6);
    y2 = k * x2 + b;
  } else if (level <= 2) {
    const k = level === 1 ? rng.nonZero(-6, 6) : rng.int(-7, -1);
    const b = rng.nonZero(-12, 12);
    x1 = rng.intExcept(-6, 6, level === 2 ? [0] : []);
    x2 = rng.intExcept(-6, 6, level === 2 ? [0, x1] : [x1]);
    y1 = k * x1 + b;
    y2 = k * x2 + b;
  } else {
    const q = level === 3 ? 2 : rng.pick([3, 4]);
    const p = rng.nonZero(-9, 9) * q + rng.int(1, q - 1);
    x1 = rng.int(-6, 6);
    y1 = rng.int(-8, 8);
    const m = rng.pick([1, 2, -1]);
    x2 = x1 + q * m;
    y2 = y1 + p * m;
  }
  const k = fraction(y2 - y1, x2 - x1);
  const b = sub(fraction(y1), mul(k, fraction(x1)));
  const d = (r: Fraction | number) => displayDecimal(typeof r === 'number' ? fraction(r) : r, language);
  const dot = times(language);
  const kText = displayDecimal(k, language);
  return {
    question: t(
      `Tiesinės funkcijos grafikas eina per taškus ${pointText(x1, y1, language, 'A')} ir ${pointText(x2, y2, language, 'B')}. Užrašykite šios funkcijos formulę.`,
      `The graph of a linear function passes through ${pointText(x1, y1, language, 'A')} and ${pointText(x2, y2, language, 'B')}. Write its formula.`,
    ),
    choices: null,
    input_kind: 'expression',
    answer: { mode: 'equation', correct: lineAscii(k, b), display: lineText(k, b, language) },
    hints: [
      t('Ieškokite formulės y = kx + b: raskite k ir b.', 'Look for y = kx + b: find k and b.'),
      t(
        `k = (y₂ − y₁)/(x₂ − x₁) = (${d(y2)} ${MINUS_SIGN} ${inBrackets(d(y1))})/(${d(x2)} ${MINUS_SIGN} ${inBrackets(d(x1))}) = ${kText}.`,
        `k = (y₂ − y₁)/(x₂ − x₁) = (${d(y2)} ${MINUS_SIGN} ${inBrackets(d(y1))})/(${d(x2)} ${MINUS_SIGN} ${inBrackets(d(x1))}) = ${kText}.`,
      ),
      t(
        `Įrašykite tašką A: ${d(y1)} = ${inBrackets(kText)} ${dot} ${inBrackets(d(x1))} + b, iš čia b = ${d(b)}.`,
        `Use point A: ${d(y1)} = ${inBrackets(kText)} ${dot} ${inBrackets(d(x1))} + b, so b = ${d(b)}.`,
      ),
    ],
    steps: [
      `k = (${d(y2)} ${MINUS_SIGN} ${inBrackets(d(y1))})/(${d(x2)} ${MINUS_SIGN} ${inBrackets(d(x1))}) = ${d(y2 - y1)}/${inBrackets(d(x2 - x1))} = ${kText}`,
      `b = ${d(y1)} ${MINUS_SIGN} ${inBrackets(kText)} ${dot} ${inBrackets(d(x1))} = ${d(b)}`,
      lineText(k, b, language),
    ],
    explanation: t(
      'Krypties koeficientas k rodo, kiek pakinta y, x padidėjus vienetu; žinodami k, b randame iš bet kurio taško.',
      'The slope k is the change in y per unit change in x; once k is known, b follows from either point.',
    ),
    figure: twoPointLineFigure(ctx, [x1, y1], [x2, y2]),
  };
}

/** The line through A and B with both points named: the graph whose formula the student writes. */
function twoPointLineFigure(ctx: GeneratorContext, a: Point, b: Point): Figure {
  const { language, t } = ctx;
  const points = `${pointText(a[0], a[1], language, 'A')} ${t('ir', 'and')} ${pointText(b[0], b[1], language, 'B')}`;
  return planeFigure(
    planeView([a, b]),
    {
      lines: [{ through: [a, b], cls: CLS.accent }],
      points: [
        { at: a, name: 'A' },
        { at: b, name: 'B' },
      ],
    },
    {
      language,
      kind: 'function_graph',
      alt: t(
        `Koordinačių plokštumoje nubrėžtas tiesinės funkcijos grafikas – tiesė, einanti per taškus ${points}.`,
        `A coordinate plane with the graph of a linear function: the straight line through the points ${points}.`,
      ),
    },
  );
}

const SLOPES: readonly Fraction[] = [
  fraction(1),
  fraction(-1),
  fraction(2),
  fraction(-2),
  fraction(3),
  fraction(-3),
  fraction(1, 2),
  fraction(-1, 2),
  fraction(1, 3),
  fraction(-1, 3),
  fraction(4),
  fraction(-4),
];

function parallelLineEquation(ctx: GeneratorContext): TaskDraft {
  const { rng, level, language, t } = ctx;
  const d = (r: Fraction | number) => displayDecimal(typeof r === 'number' ? fraction(r) : r, language);
  const perpendicular = level === 2 || level === 4;
  // m: the slope of the answer; k0: the slope of the given line.
  const m = level <= 1 || level === 3 ? fraction(rng.nonZero(-9, 9)) : rng.pick(SLOPES);
  const k0 = perpendicular ? div(fraction(-1), m) : m;
  const x0 = level === 0 ? 0 : rng.nonZero(-6, 6) * m.d;
  const y0 = rng.int(-10, 10);
  const b = sub(fraction(y0), mul(m, fraction(x0)));
  const other = rng.intExcept(-9, 9, [b.d === 1 ? b.n : 99]);
  let given: string;
  let slopeStep: string;
  let givenIntercept: Fraction = fraction(other);
  if (level >= 3) {
    // Write the given line as ax + by = c with integers: k0 = −a/b.
    const s = rng.pick([1, 2, 3]) * (rng.chance(0.5) ? 1 : -1);
    const bCoef = s * k0.d;
    const aCoef = -k0.n * s;
    const drawn = rng.nonZero(-12, 12);
    // The given line must not be the answer itself.
    const c = fraction(drawn, bCoef).n === b.n && fraction(drawn, bCoef).d === b.d ? drawn + 1 : drawn;
    given = generalLine(aCoef, bCoef, c, language);
    givenIntercept = fraction(c, bCoef);
    slopeStep = t(
      `${given} ⇒ y = ${sumText(
        [
          { c: k0, text: 'x', ascii: 'x' },
          { c: fraction(c, bCoef), text: '', ascii: '' },
        ],
        language,
      )}, k = ${d(k0)}`,
      `${given} ⇒ y = ${sumText(
        [
          { c: k0, text: 'x', ascii: 'x' },
          { c: fraction(c, bCoef), text: '', ascii: '' },
        ],
        language,
      )}, k = ${d(k0)}`,
    );
  } else {
    given = lineText(k0, other, language);
    slopeStep = t(`Duotosios tiesės k = ${d(k0)}`, `The given line has k = ${d(k0)}`);
  }
  const relation = perpendicular
    ? t('statmenas tiesei', 'perpendicular to')
    : t('lygiagretus tiesei', 'parallel to');
  const point = pointText(x0, y0, language);
  return {
    question: t(
      `Užrašykite tiesinės funkcijos, kurios grafikas ${relation} ${given} ir eina per tašką ${point}, formulę.`,
      `Write the formula of the linear function whose graph is ${relation} ${given} and passes through ${point}.`,
    ),
    choices: null,
    input_kind: 'expression',
    answer: { mode: 'equation', correct: lineAscii(m, b), display: lineText(m, b, language) },
    hints: [
      perpendicular
        ? t(
            'Statmenų tiesių krypties koeficientų sandauga lygi −1.',
            'The slopes of perpendicular lines multiply to −1.',
          )
        : t('Lygiagrečių tiesių krypties koeficientai lygūs.', 'Parallel lines have equal slopes.'),
      t(
        `Ieškomos tiesės k = ${d(m)}; liko rasti b.`,
        `The line you want has k = ${d(m)}; b is left to find.`,
      ),
      t(
        `Įrašykite tašką: ${d(y0)} = ${inBrackets(d(m))} ${times(language)} ${inBrackets(d(x0))} + b, b = ${d(b)}.`,
        `Use the point: ${d(y0)} = ${inBrackets(d(m))} ${times(language)} ${inBrackets(d(x0))} + b, b = ${d(b)}.`,
      ),
    ],
    steps: [
      slopeStep,
      perpendicular ? `k = −1 ${t(':', '÷')} ${inBrackets(d(k0))} = ${d(m)}` : `k = ${d(m)}`,
      `b = ${d(y0)} ${MINUS_SIGN} ${inBrackets(d(m))} ${times(language)} ${inBrackets(d(x0))} = ${d(b)}`,
      lineText(m, b, language),
    ],
    explanation: perpendicular
      ? t(
          'Tiesės y = k₁x + b₁ ir y = k₂x + b₂ statmenos, kai k₁ · k₂ = −1; b randame iš duoto taško.',
          'Lines y = k₁x + b₁ and y = k₂x + b₂ are perpendicular when k₁ × k₂ = −1; b comes from the given point.',
        )
      : t(
          'Lygiagrečios tiesės turi vienodą krypties koeficientą k; b randame iš duoto taško.',
          'Parallel lines share the slope k; b comes from the given point.',
        ),
    figure: givenLineFigure(ctx, { slope: k0, intercept: givenIntercept, text: given }, [x0, y0], m),
  };
}

/**
 * Two whole-number points of the line through `at` with the slope, both a unit inside the view: the points
 * a student clicks to draw it. The nearest to `at` first, `at` itself when it is inside; null when the
 * line has fewer than two such points in view.
 */
function gridPointsOnLine(view: PlaneView, at: Point, slope: Fraction): [Point, Point] | null {
  if (!Number.isInteger(at[0]) || !Number.isInteger(at[1])) return null;
  const room = (p: Point) =>
    p[0] >= view.xMin + 1 && p[0] <= view.xMax - 1 && p[1] >= view.yMin + 1 && p[1] <= view.yMax - 1;
  const found: Point[] = [];
  for (let j = 0; j <= 40 && found.length < 2; j += 1) {
    for (const sign of j === 0 ? [1] : [1, -1]) {
      const p: Point = [at[0] + sign * j * slope.d, at[1] + sign * j * slope.n];
      if (room(p) && found.length < 2) found.push(p);
    }
  }
  return found.length === 2 ? [found[0] as Point, found[1] as Point] : null;
}

/** The given line (named by its equation) and the point the wanted line passes through; no answer line. */
function givenLineFigure(
  ctx: GeneratorContext,
  given: { slope: Fraction; intercept: Fraction; text: string },
  at: Point,
  answerSlope: Fraction,
): Figure {
  const { language, t } = ctx;
  const k = given.slope.n / given.slope.d;
  const b = given.intercept.n / given.intercept.d;
  const point = pointText(at[0], at[1], language);
  const view = planeView([at, [0, b], [-b / k, 0]]);
  const drawable = gridPointsOnLine(view, at, answerSlope);
  const input = drawable ? planeInput('line', view, 1, drawable) : null;
  const drawn = planeFigure(
    view,
    {
      lines: [
        {
          through: [
            [0, b],
            [1, k + b],
          ],
          name: given.text,
          cls: CLS.second,
        },
      ],
      points: [{ at }],
    },
    {
      language,
      kind: 'function_graph',
      alt: t(
        `Koordinačių plokštumoje nubrėžta tiesė ${given.text} ir pažymėtas taškas ${point}.`,
        `A coordinate plane with the line ${given.text} drawn and the point ${point} marked.`,
      ),
    },
  );
  return input ? { ...drawn, input } : drawn;
}

type ModelContext = {
  interest: Interest | null;
  dep: string;
  ind: string;
  lt: { fixed: (a: string) => string; rate: (b: string) => string; relation: string };
  en: { fixed: (a: string) => string; rate: (b: string) => string; relation: string };
};

const MODEL_CONTEXTS: readonly ModelContext[] = [
  {
    interest: null,
    dep: 'S',
    ind: 'm',
    lt: {
      fixed: (a) => `Mobiliojo ryšio mėnesio mokestis – ${a}`,
      rate: (b) => `be to, už kiekvieną pokalbių minutę mokama ${b}`,
      relation: 'mėnesio sąskaitos S (eurais) priklausomybę nuo pokalbių minučių skaičiaus m',
    },
    en: {
      fixed: (a) => `A phone plan costs ${a} per month`,
      rate: (b) => `plus ${b} per minute of calls`,
      relation: 'the monthly bill S (in euros) as a function of the number of minutes m',
    },
  },
  {
    interest: 'sports',
    dep: 'S',
    ind: 'n',
    lt: {
      fixed: (a) => `Sporto klubo metinis narystės mokestis – ${a}`,
      rate: (b) => `o už kiekvieną treniruotę mokama ${b}`,
      relation: 'metinių išlaidų S (eurais) priklausomybę nuo treniruočių skaičiaus n',
    },
    en: {
      fixed: (a) => `A sports club charges a yearly membership fee of ${a}`,
      rate: (b) => `plus ${b} per training session`,
      relation: 'the yearly cost S (in euros) as a function of the number of sessions n',
    },
  },
  {
    interest: 'music',
    dep: 'S',
    ind: 'n',
    lt: {
      fixed: (a) => `Muzikos mokyklos stojamasis mokestis – ${a}`,
      rate: (b) => `o kiekviena gitaros pamoka kainuoja ${b}`,
      relation: 'išlaidų S (eurais) priklausomybę nuo pamokų skaičiaus n',
    },
    en: {
      fixed: (a) => `A music school charges an enrolment fee of ${a}`,
      rate: (b) => `and each guitar lesson costs ${b}`,
      relation: 'the cost S (in euros) as a function of the number of lessons n',
    },
  },
  {
    interest: 'games',
    dep: 'S',
    ind: 'n',
    lt: {
      fixed: (a) => `Žaidimas kainuoja ${a}`,
      rate: (b) => `o kiekvienas papildomas lygis – ${b}`,
      relation: 'išlaidų S (eurais) priklausomybę nuo nupirktų lygių skaičiaus n',
    },
    en: {
      fixed: (a) => `A game costs ${a}`,
      rate: (b) => `and each extra level costs ${b}`,
      relation: 'the total cost S (in euros) as a function of the number of extra levels n',
    },
  },
  {
    interest: 'animals',
    dep: 'S',
    ind: 'n',
    lt: {
      fixed: (a) => `Šunų dresavimo kursų registracijos mokestis – ${a}`,
      rate: (b) => `o kiekvienas užsiėmimas kainuoja ${b}`,
      relation: 'išlaidų S (eurais) priklausomybę nuo užsiėmimų skaičiaus n',
    },
    en: {
      fixed: (a) => `A dog-training course has a registration fee of ${a}`,
      rate: (b) => `and each session costs ${b}`,
      relation: 'the cost S (in euros) as a function of the number of sessions n',
    },
  },
  {
    interest: 'space',
    dep: 'S',
    ind: 't',
    lt: {
      fixed: (a) => `Observatorijos teleskopo nuomos užstatas – ${a}`,
      rate: (b) => `o už kiekvieną stebėjimo valandą mokama ${b}`,
      relation: 'nuomos kainos S (eurais) priklausomybę nuo stebėjimo valandų skaičiaus t',
    },
    en: {
      fixed: (a) => `Hiring an observatory telescope costs a deposit of ${a}`,
      rate: (b) => `plus ${b} per hour of observing`,
      relation: 'the cost S (in euros) as a function of the number of hours t',
    },
  },
  {
    interest: 'cooking',
    dep: 'S',
    ind: 'n',
    lt: {
      fixed: (a) => `Kulinarijos kursų registracijos mokestis – ${a}`,
      rate: (b) => `o kiekviena pamoka kainuoja ${b}`,
      relation: 'išlaidų S (eurais) priklausomybę nuo pamokų skaičiaus n',
    },
    en: {
      fixed: (a) => `A cookery course has a registration fee of ${a}`,
      rate: (b) => `and each class costs ${b}`,
      relation: 'the cost S (in euros) as a function of the number of classes n',
    },
  },
  {
    interest: 'travel',
    dep: 'S',
    ind: 's',
    lt: {
      fixed: (a) => `Automobilio nuomos mokestis – ${a}`,
      rate: (b) => `be to, už kiekvieną nuvažiuotą kilometrą mokama ${b}`,
      relation: 'nuomos kainos S (eurais) priklausomybę nuo nuvažiuoto atstumo s (kilometrais)',
    },
    en: {
      fixed: (a) => `Renting a car costs ${a}`,
      rate: (b) => `plus ${b} per kilometre driven`,
      relation: 'the rental cost S (in euros) as a function of the distance s (in kilometres)',
    },
  },
];

type FuelContext = { interest: Interest | null; dep: string; lt: string; en: string; unit: string };
const FUEL_CONTEXTS: readonly FuelContext[] = [
  {
    interest: null,
    dep: 'V',
    unit: 'l',
    lt: 'Automobiliui važiuojant, degalų kiekis bake V (litrais) tolygiai mažėja',
    en: 'As a car drives, the amount of fuel in its tank V (in litres) decreases steadily',
  },
  {
    interest: 'space',
    dep: 'M',
    unit: 't',
    lt: 'Raketai kylant, kuro masė M (tonomis) tolygiai mažėja',
    en: 'As a rocket climbs, the mass of its fuel M (in tonnes) decreases steadily',
  },
];

function linearModel(ctx: GeneratorContext): TaskDraft {
  const { rng, level, language, t } = ctx;
  const euro = (cents: number) => money(cents, language);
  const n = (v: number) => formatNumber(v, language);
  if (level === 4) {
    const { context, themed } = themedContext(FUEL_CONTEXTS, ctx.interest);
    const rate = rng.int(2, 12);
    const start = rate * rng.int(8, 20) + rng.int(0, rate - 1);
    const t1 = rng.int(1, 4);
    const t2 = t1 + rng.int(2, 5);
    const v1 = start - rate * t1;
    const v2 = start - rate * t2;
    const dep = context.dep;
    return {
      question: t(
        `${context.lt}: po ${t1} val. liko ${n(v1)} ${context.unit}, o po ${t2} val. – ${n(v2)} ${context.unit}. Užrašykite ${dep} priklausomybę nuo laiko t (valandomis).`,
        `${context.en}: after ${t1} h there is ${n(v1)} ${context.unit} left, and after ${t2} h, ${n(v2)} ${context.unit}. Write ${dep} as a function of the time t (in hours).`,
      ),
      choices: null,
      input_kind: 'expression',
      answer: {
        mode: 'equation',
        correct: `${dep}=${sumAscii([
          { c: start, text: '', ascii: '' },
          { c: -rate, text: 't', ascii: 't' },
        ])}`,
        display: `${dep} = ${sumText(
          [
            { c: start, text: '', ascii: '' },
            { c: -rate, text: 't', ascii: 't' },
          ],
          language,
        )}`,
      },
      hints: [
        t(`Ieškokite formulės ${dep} = a − rt.`, `Look for ${dep} = a − rt.`),
        t(
          `Per ${t2 - t1} val. sunaudota ${n(v1 - v2)} ${context.unit}, taigi per valandą – ${n(rate)} ${context.unit}.`,
          `In ${t2 - t1} h, ${n(v1 - v2)} ${context.unit} were used, so ${n(rate)} ${context.unit} per hour.`,
        ),
        t(
          `Pradžioje buvo ${n(v1)} + ${n(rate)} · ${t1} = ${n(start)} ${context.unit}.`,
          `At the start there was ${n(v1)} + ${n(rate)} × ${t1} = ${n(start)} ${context.unit}.`,
        ),
      ],
      steps: [
        `r = (${n(v1)} ${MINUS_SIGN} ${n(v2)}) : (${t2} ${MINUS_SIGN} ${t1}) = ${n(rate)}`.replace(
          ':',
          t(':', '÷'),
        ),
        `a = ${n(v1)} + ${n(rate)} ${times(language)} ${t1} = ${n(start)}`,
        `${dep} = ${n(start)} ${MINUS_SIGN} ${n(rate)}t`,
      ],
      explanation: t(
        'Tolygiai kintantį dydį aprašo tiesinė funkcija: kitimo greitis – krypties koeficientas, pradinė reikšmė – laisvasis narys.',
        'A quantity that changes steadily is a linear function: the rate of change is the slope and the starting value is the constant term.',
      ),
      themed,
    };
  }
  const { context, themed } = themedContext(MODEL_CONTEXTS, ctx.interest);
  const fixed = level === 0 || level === 2 ? rng.int(2, 50) * 100 : rng.int(2, 40) * 100 + rng.pick([0, 50]);
  const rate = level === 0 || level === 2 ? rng.int(2, 15) * 100 : rng.intExcept(1, 59, [20, 40]) * 5;
  const { dep, ind } = context;
  const text = context[language];
  const answerTerms = [
    { c: fraction(fixed, 100), text: '', ascii: '' },
    { c: fraction(rate, 100), text: ind, ascii: ind },
  ];
  const answer = {
    mode: 'equation' as const,
    correct: `${dep}=${sumAscii(answerTerms)}`,
    display: `${dep} = ${sumText(answerTerms, language)}`,
  };
  const explanation = t(
    'Pastovus mokestis nepriklauso nuo kiekio, o kintama dalis lygi kainai už vienetą, padaugintai iš kiekio.',
    'The fixed fee does not depend on the quantity; the variable part is the price per unit times the quantity.',
  );
  if (level < 2) {
    return {
      question: t(
        `${text.fixed(euro(fixed))}, ${text.rate(euro(rate))}. Užrašykite ${text.relation}.`,
        `${text.fixed(euro(fixed))}, ${text.rate(euro(rate))}. Write ${text.relation}.`,
      ),
      choices: null,
      input_kind: 'expression',
      answer,
      hints: [
        t(
          'Suma susideda iš pastovaus mokesčio ir kintamos dalies.',
          'The total is a fixed fee plus a variable part.',
        ),
        t(
          `Kintama dalis: ${n(rate / 100)} ${times(language)} ${ind}.`,
          `The variable part: ${n(rate / 100)} ${times(language)} ${ind}.`,
        ),
        t(`Pridėkite pastovų mokestį ${n(fixed / 100)}.`, `Add the fixed fee ${n(fixed / 100)}.`),
      ],
      steps: [
        t(`Pastovi dalis: ${n(fixed / 100)}`, `Fixed part: ${n(fixed / 100)}`),
        t(`Kintama dalis: ${n(rate / 100)}${ind}`, `Variable part: ${n(rate / 100)}${ind}`),
        answer.display,
      ],
      explanation,
      themed,
    };
  }
  const q1 = rng.int(1, 10);
  const q2 = q1 + rng.int(2, 15);
  const s1 = fixed + rate * q1;
  const s2 = fixed + rate * q2;
  return {
    question: t(
      `Užrašykite ${text.relation}, jei ji tiesinė: kai ${ind} = ${q1}, ${dep} = ${n(s1 / 100)}, o kai ${ind} = ${q2}, ${dep} = ${n(s2 / 100)}.`,
      `Write ${text.relation}, given that it is linear: when ${ind} = ${q1}, ${dep} = ${n(s1 / 100)}, and when ${ind} = ${q2}, ${dep} = ${n(s2 / 100)}.`,
    ),
    choices: null,
    input_kind: 'expression',
    answer,
    hints: [
      t(`Ieškokite formulės ${dep} = a + b${ind}.`, `Look for ${dep} = a + b${ind}.`),
      t(
        `b = (${n(s2 / 100)} ${MINUS_SIGN} ${n(s1 / 100)}) : (${q2} ${MINUS_SIGN} ${q1}) = ${n(rate / 100)}.`,
        `b = (${n(s2 / 100)} ${MINUS_SIGN} ${n(s1 / 100)}) ÷ (${q2} ${MINUS_SIGN} ${q1}) = ${n(rate / 100)}.`,
      ),
      t(
        `a = ${n(s1 / 100)} ${MINUS_SIGN} ${n(rate / 100)} · ${q1} = ${n(fixed / 100)}.`,
        `a = ${n(s1 / 100)} ${MINUS_SIGN} ${n(rate / 100)} × ${q1} = ${n(fixed / 100)}.`,
      ),
    ],
    steps: [
      `b = ${n((s2 - s1) / 100)} ${t(':', '÷')} ${q2 - q1} = ${n(rate / 100)}`,
      `a = ${n(s1 / 100)} ${MINUS_SIGN} ${n(rate / 100)} ${times(language)} ${q1} = ${n(fixed / 100)}`,
      answer.display,
    ],
    explanation,
    themed,
  };
}

export const linearFunctionGenerators: GeneratorTable = {
  'line-axis-intercept': lineAxisIntercept,
  'line-through-two-points': lineThroughTwoPoints,
  'parallel-line-equation': parallelLineEquation,
  'linear-model': linearModel,
};
