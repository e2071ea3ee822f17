import { CLS, figure, line, type Point, path, polyline, rect, textAt } from '../../../figures/svg.ts';
import type { Figure, Language } from '../../../types.ts';
import { formatNumber, MINUS_SIGN, times } from '../../format.ts';
import {
  add,
  canonicalDecimal,
  displayDecimal,
  type Fraction,
  fraction,
  mul,
  neg,
  sub,
} from '../../fraction.ts';
import type { GeneratorContext, GeneratorTable, TaskDraft } from '../../registry.ts';
import { polyText, shiftText } from './notation.ts';
import { inBrackets, intervalAscii, numberAnswer, rationalAnswer } from './task-parts.ts';

/** QFN: vertex, intercepts, range and monotonicity of a parabola, maximum problems. */

function at(a: Fraction, b: Fraction, c: Fraction, x: Fraction): Fraction {
  return add(add(mul(a, mul(x, x)), mul(b, x)), c);
}

function pointText(x: Fraction, y: Fraction, language: Language): string {
  return `(${displayDecimal(x, language)}${language === 'lt' ? '; ' : ', '}${displayDecimal(y, language)})`;
}

const pointAscii = (x: Fraction, y: Fraction) => `(${canonicalDecimal(x)}; ${canonicalDecimal(y)})`;

function parabolaVertex(ctx: GeneratorContext): TaskDraft {
  const { rng, level, language, t } = ctx;
  const a = fraction(
    level === 0 ? 1 : level === 1 ? rng.pick([1, -1]) : level === 3 ? 1 : rng.pick([2, -2, 3, -3]),
  );
  const p =
    level >= 3 && (level === 3 || a.n % 2 === 0)
      ? fraction(rng.pick([-9, -7, -5, -3, -1, 1, 3, 5, 7, 9]), 2)
      : fraction(rng.nonZero(level === 0 ? -9 : -12, level === 0 ? 9 : 12));
  const b = mul(fraction(-2), mul(a, p));
  const c = level >= 3 ? fraction(rng.int(-15, 15)) : add(mul(a, mul(p, p)), fraction(rng.int(-20, 20)));
  const q = at(a, b, c, p);
  const d = (r: Fraction) => displayDecimal(r, language);
  const f = polyText([c, b, a], language);
  return {
    question: t(
      `Raskite parabolės y = ${f} viršūnės koordinates.`,
      `Find the coordinates of the vertex of the parabola y = ${f}.`,
    ),
    choices: null,
    input_kind: 'coordinates',
    answer: {
      mode: 'coordinates',
      options: { form: 'value' },
      correct: pointAscii(p, q),
      display: pointText(p, q, language),
    },
    hints: [
      t('Viršūnės abscisė x₀ = −b/(2a).', 'The x-coordinate of the vertex is x₀ = −b/(2a).'),
      t(
        `Čia a = ${d(a)}, b = ${d(b)}, todėl x₀ = ${d(p)}.`,
        `Here a = ${d(a)} and b = ${d(b)}, so x₀ = ${d(p)}.`,
      ),
      t(
        `Ordinatę rasite įrašę x₀ = ${d(p)} į formulę: y₀ = y(${d(p)}).`,
        `Find y₀ by putting x₀ = ${d(p)} into the formula: y₀ = y(${d(p)}).`,
      ),
    ],
    steps: [
      `x₀ = −(${d(b)})/(2 ${times(language)} ${inBrackets(d(a))}) = ${d(p)}`,
      `y₀ = ${d(q)}`,
      t(`Viršūnė ${pointText(p, q, language)}`, `Vertex ${pointText(p, q, language)}`),
    ],
    explanation: t(
      'Parabolė simetriška tiesės x = −b/(2a) atžvilgiu, todėl viršūnė yra šioje tiesėje.',
      'A parabola is symmetric about the line x = −b/(2a), so the vertex lies on that line.',
    ),
  };
}

function setOfPoints(
  points: readonly [Fraction, Fraction][],
  language: Language,
): { correct: string; display: string } {
  return {
    correct: `{${points.map(([x, y]) => pointAscii(x, y)).join('; ')}}`,
    display: `{${points.map(([x, y]) => pointText(x, y, language)).join('; ')}}`,
  };
}

function parabolaXIntercepts(ctx: GeneratorContext): TaskDraft {
  const { rng, level, language, t } = ctx;
  const range = level === 0 ? 9 : 12;
  const r1 = rng.int(-range, range - 1);
  let r2 =
    level === 3
      ? fraction(rng.pick([-9, -7, -5, -3, -1, 1, 3, 5, 7, 9]), 2)
      : fraction(rng.intExcept(-range, range, [r1]));
  if (r2.n === r1 && r2.d === 1) r2 = fraction(r1 + 1);
  const lead =
    level === 0
      ? 1
      : level === 1
        ? rng.pick([1, -1])
        : level === 3
          ? rng.pick([2, -2])
          : rng.pick([2, -2, 3, -3, 1, -1]);
  const a = fraction(lead);
  const b = mul(a, neg(add(fraction(r1), r2)));
  const c = mul(a, mul(fraction(r1), r2));
  const f = polyText([c, b, a], language);
  const roots = [fraction(r1), r2].sort((u, v) => u.n / u.d - v.n / v.d) as [Fraction, Fraction];
  const points: [Fraction, Fraction][] = roots.map((r) => [r, fraction(0)] as [Fraction, Fraction]);
  const withY = level === 4 && c.n !== 0;
  if (withY) points.push([fraction(0), c]);
  const { correct, display } = setOfPoints(points, language);
  const d = (r: Fraction) => displayDecimal(r, language);
  const discriminant = sub(mul(b, b), mul(fraction(4), mul(a, c)));
  return {
    question: withY
      ? t(
          `Raskite parabolės y = ${f} susikirtimo su koordinačių ašimis taškų koordinates.`,
          `Find the coordinates of the points where the parabola y = ${f} meets the coordinate axes.`,
        )
      : t(
          `Raskite parabolės y = ${f} ir Ox ašies susikirtimo taškų koordinates.`,
          `Find the coordinates of the points where the parabola y = ${f} meets the x-axis.`,
        ),
    choices: null,
    input_kind: 'coordinates',
    answer: { mode: 'coordinates', options: { form: 'value' }, correct, display },
    hints: [
      t(
        'Ox ašyje y = 0: išspręskite kvadratinę lygtį.',
        'On the x-axis y = 0: solve the quadratic equation.',
      ),
      t(`${f} = 0; D = b² − 4ac = ${d(discriminant)}.`, `${f} = 0; D = b² − 4ac = ${d(discriminant)}.`),
      withY
        ? t(
            `Šaknys x₁ = ${d(roots[0])}, x₂ = ${d(roots[1])}; su Oy ašimi x = 0, todėl y = ${d(c)}.`,
            `The roots are x₁ = ${d(roots[0])}, x₂ = ${d(roots[1])}; on the y-axis x = 0, so y = ${d(c)}.`,
          )
        : t(
            `x = (${d(neg(b))} ± √${d(discriminant)})/${inBrackets(d(mul(fraction(2), a)))}; užrašykite taškus (x; 0).`,
            `x = (${d(neg(b))} ± √${d(discriminant)})/${inBrackets(d(mul(fraction(2), a)))}; write the points (x, 0).`,
          ),
    ],
    steps: [
      `${f} = 0`,
      `D = ${d(discriminant)}`,
      `x₁ = ${d(roots[0])}, x₂ = ${d(roots[1])}`,
      ...(withY ? [`x = 0: y = ${d(c)}`] : []),
      display,
    ],
    explanation: t(
      'Grafiko taškų ant Ox ašies ordinatė lygi 0, todėl jų abscisės yra lygties y = 0 sprendiniai.',
      'Points of the graph on the x-axis have y = 0, so their x-coordinates solve the equation y = 0.',
    ),
  };
}

function quadraticRange(ctx: GeneratorContext): TaskDraft {
  const { rng, level, language, t } = ctx;
  const lead = level === 1 ? rng.pick([1, -1]) : rng.pick([1, -1, 2, -2, 3, -3]);
  const a = fraction(lead);
  const p = fraction(rng.nonZero(-9, 9));
  const q = fraction(rng.int(-20, 20));
  const b = mul(fraction(-2), mul(a, p));
  const c = add(mul(a, mul(p, p)), q);
  const d = (r: Fraction) => displayDecimal(r, language);
  const n = (r: Fraction) => canonicalDecimal(r);
  const formula =
    level === 0
      ? `${lead === 1 ? '' : lead === -1 ? MINUS_SIGN : formatNumber(lead, language)}(${shiftText('x', -p.n, language)})²${q.n === 0 ? '' : ` ${q.n < 0 ? MINUS_SIGN : '+'} ${formatNumber(Math.abs(q.n), language)}`}`
      : polyText([c, b, a], language);
  const up = lead > 0;
  const vertexHints = [
    t(
      `Parabolės šakos nukreiptos ${up ? 'aukštyn' : 'žemyn'}, nes a = ${d(a)}.`,
      `The parabola opens ${up ? 'upwards' : 'downwards'} because a = ${d(a)}.`,
    ),
    t(`Viršūnė: x₀ = ${d(p)}, y₀ = ${d(q)}.`, `Vertex: x₀ = ${d(p)}, y₀ = ${d(q)}.`),
  ];
  if (level <= 2) {
    const correct = up ? intervalAscii(n(q), null, true, false) : intervalAscii(null, n(q), false, true);
    const display = up
      ? `[${d(q)}${language === 'lt' ? '; ' : ', '}+∞)`
      : `(${MINUS_SIGN}∞${language === 'lt' ? '; ' : ', '}${d(q)}]`;
    return {
      question: t(
        `Raskite funkcijos f(x) = ${formula} reikšmių sritį.`,
        `Find the range of f(x) = ${formula}.`,
      ),
      choices: null,
      input_kind: 'interval',
      answer: { mode: 'interval', options: { form: 'value' }, correct, display },
      hints: [
        ...vertexHints,
        t(
          `Funkcija įgyja ${up ? 'mažiausią' : 'didžiausią'} reikšmę ${d(q)} ir visas ${up ? 'didesnes' : 'mažesnes'}.`,
          `The function takes its ${up ? 'least' : 'greatest'} value ${d(q)} and every value ${up ? 'above' : 'below'} it.`,
        ),
      ],
      steps: [
        level === 0 ? `a = ${d(a)}, y₀ = ${d(q)}` : `x₀ = −b/(2a) = ${d(p)}, y₀ = f(${d(p)}) = ${d(q)}`,
        `E(f) = ${display}`,
      ],
      explanation: t(
        'Kvadratinės funkcijos reikšmių sritis prasideda arba baigiasi viršūnės ordinate, priklausomai nuo šakų krypties.',
        'The range of a quadratic function starts or ends at the y-coordinate of the vertex, depending on which way it opens.',
      ),
    };
  }
  if (level === 3) {
    const increasing = rng.chance(0.5);
    const right = increasing === up;
    const correct = right ? intervalAscii(n(p), null, true, false) : intervalAscii(null, n(p), false, true);
    const sep = language === 'lt' ? '; ' : ', ';
    const display = right ? `[${d(p)}${sep}+∞)` : `(${MINUS_SIGN}∞${sep}${d(p)}]`;
    return {
      question: t(
        `Raskite funkcijos f(x) = ${formula} ${increasing ? 'didėjimo' : 'mažėjimo'} intervalą.`,
        `Find the interval on which f(x) = ${formula} is ${increasing ? 'increasing' : 'decreasing'}.`,
      ),
      choices: null,
      input_kind: 'interval',
      answer: { mode: 'interval', options: { form: 'value' }, correct, display },
      hints: [
        ...vertexHints,
        t(
          `${up ? 'Kairėje nuo viršūnės funkcija mažėja, dešinėje – didėja.' : 'Kairėje nuo viršūnės funkcija didėja, dešinėje – mažėja.'}`,
          `${up ? 'Left of the vertex the function decreases, right of it it increases.' : 'Left of the vertex the function increases, right of it it decreases.'}`,
        ),
      ],
      steps: [`x₀ = −b/(2a) = ${d(p)}`, display],
      explanation: t(
        'Parabolės viršūnė skiria didėjimo ir mažėjimo intervalus; viršūnės abscisę įtraukiame į abu.',
        'The vertex separates where a parabola increases and decreases; its x-coordinate belongs to both intervals.',
      ),
    };
  }
  const lo = rng.int(-8, 4);
  const hi = lo + rng.int(2, 8);
  const values = [fraction(lo), fraction(hi)].map((x) => at(a, b, c, x));
  if (p.n >= lo && p.n <= hi) values.push(q);
  const sorted = values.sort((u, v) => u.n / u.d - v.n / v.d);
  const min = sorted[0] as Fraction;
  const max = sorted[sorted.length - 1] as Fraction;
  const sep = language === 'lt' ? '; ' : ', ';
  const display = `[${d(min)}${sep}${d(max)}]`;
  return {
    question: t(
      `Raskite funkcijos f(x) = ${formula} reikšmių sritį, kai x ∈ [${lo}${sep}${hi}].`.replace(
        /-/g,
        MINUS_SIGN,
      ),
      `Find the range of f(x) = ${formula} for x ∈ [${lo}${sep}${hi}].`.replace(/-/g, MINUS_SIGN),
    ),
    choices: null,
    input_kind: 'interval',
    answer: {
      mode: 'interval',
      options: { form: 'value' },
      correct: intervalAscii(n(min), n(max), true, true),
      display,
    },
    hints: [
      ...vertexHints,
      t(
        `Palyginkite f(${formatNumber(lo, language)}) = ${d(at(a, b, c, fraction(lo)))}, f(${formatNumber(hi, language)}) = ${d(at(a, b, c, fraction(hi)))}${p.n >= lo && p.n <= hi ? ` ir viršūnės reikšmę ${d(q)}` : ' (viršūnė už atkarpos ribų)'}.`,
        `Compare f(${formatNumber(lo, language)}) = ${d(at(a, b, c, fraction(lo)))}, f(${formatNumber(hi, language)}) = ${d(at(a, b, c, fraction(hi)))}${p.n >= lo && p.n <= hi ? ` and the vertex value ${d(q)}` : ' (the vertex is outside the interval)'}.`,
      ),
    ],
    steps: [`x₀ = ${d(p)}`, `min = ${d(min)}, max = ${d(max)}`, display],
    explanation: t(
      'Tolydi funkcija atkarpoje įgyja visas reikšmes tarp mažiausios ir didžiausios; jos būna atkarpos galuose arba viršūnėje.',
      'A continuous function on a closed interval takes every value between its least and greatest; those occur at the ends or at the vertex.',
    ),
  };
}

const PLOTS = [
  { lt: ['sklypą', 'sklypo'], en: 'plot' },
  { lt: ['daržą', 'daržo'], en: 'vegetable garden' },
  { lt: ['aptvarą', 'aptvaro'], en: 'pen' },
] as const;

function maxAreaFence(ctx: GeneratorContext): TaskDraft {
  const { rng, level, language, t } = ctx;
  const plot = rng.pick(PLOTS);
  const [acc, gen] = plot.lt;
  // P = perimeter of fence; x = the side across which the fence pieces are counted.
  const setups = [
    { unit: 4, pieces: 2, other: 2 },
    { unit: 4, pieces: 2, other: 2 },
    { unit: 4, pieces: 2, other: 1 },
    { unit: 12, pieces: 3, other: 2 },
    { unit: 6, pieces: 3, other: 1 },
  ] as const;
  const setup = setups[level];
  // Level 1: twice an odd number, so the best side is a half-metre and the area has decimals.
  const P = level === 1 ? 2 * (2 * rng.int(5, 99) + 1) : setup.unit * rng.int(3, 70);
  // pieces·x + other·y = P; area x·y is greatest at x = P/(2·pieces), y = P/(2·other).
  const x = fraction(P, 2 * setup.pieces);
  const y = fraction(P, 2 * setup.other);
  const area = mul(x, y);
  const fence = formatNumber(P, language);
  const d = (r: Fraction) => displayDecimal(r, language);
  const texts = [
    t(
      `${fence} m ilgio tvora reikia aptverti stačiakampį ${acc}. Koks didžiausias gali būti ${gen} plotas kvadratiniais metrais?`,
      `A rectangular ${plot.en} is to be enclosed with ${fence} m of fencing. What is the largest possible area of the ${plot.en} in square metres?`,
    ),
    '',
    t(
      `Prie ilgos sienos reikia aptverti stačiakampį ${acc} iš trijų pusių (ketvirtoji pusė – siena). Turima ${fence} m tvoros. Koks didžiausias gali būti ${gen} plotas kvadratiniais metrais?`,
      `A rectangular ${plot.en} is to be fenced on three sides against a long wall (the wall is the fourth side). There is ${fence} m of fencing. What is the largest possible area of the ${plot.en} in square metres?`,
    ),
    t(
      `Turima ${fence} m tvoros. Ja reikia aptverti stačiakampį ${acc} ir padalyti jį į dvi dalis tvora, lygiagrečia vienai kraštinei. Koks didžiausias gali būti ${gen} plotas kvadratiniais metrais?`,
      `${fence} m of fencing must enclose a rectangular ${plot.en} and split it into two parts with a fence parallel to one side. What is the largest possible area of the ${plot.en} in square metres?`,
    ),
    t(
      `Prie ilgos sienos reikia aptverti stačiakampį ${acc} iš trijų pusių ir padalyti jį į dvi dalis tvora, statmena sienai. Turima ${fence} m tvoros. Koks didžiausias gali būti ${gen} plotas kvadratiniais metrais?`,
      `A rectangular ${plot.en} against a long wall is to be fenced on three sides and split into two parts by a fence perpendicular to the wall. There is ${fence} m of fencing. What is the largest possible area of the ${plot.en} in square metres?`,
    ),
  ];
  const question = (level === 1 ? texts[0] : texts[level]) as string;
  const pieces = setup.pieces;
  const other = setup.other;
  const sideY = `${other === 1 ? '' : `(`}${fence} ${MINUS_SIGN} ${pieces}x${other === 1 ? '' : `)/${other}`}`;
  return {
    question,
    choices: null,
    input_kind: 'number',
    answer: rationalAnswer(area, language),
    hints: [
      t(
        `Pažymėkite vieną kraštinę x ir išreikškite kitą: y = ${sideY}.`,
        `Call one side x and express the other: y = ${sideY}.`,
      ),
      t(
        `Plotas S(x) = x · ${sideY} – kvadratinė funkcija, jos šakos nukreiptos žemyn.`,
        `The area S(x) = x × ${sideY} is a quadratic function opening downwards.`,
      ),
      t(
        `Didžiausia reikšmė viršūnėje: x = ${d(x)} m, tada y = ${d(y)} m; sudauginkite.`,
        `The greatest value is at the vertex: x = ${d(x)} m, then y = ${d(y)} m; multiply them.`,
      ),
    ],
    steps: [
      `${pieces}x + ${other === 1 ? '' : other}y = ${fence}`,
      `S(x) = x · ${sideY}`.replace('·', times(language)),
      `x = ${d(x)}, y = ${d(y)}`,
      `S = ${d(x)} ${times(language)} ${d(y)} = ${d(area)}`,
    ],
    explanation: t(
      'Plotas išreiškiamas kvadratine funkcija su neigiamu pirmuoju koeficientu, todėl didžiausia reikšmė yra parabolės viršūnėje.',
      'The area is a quadratic function with a negative leading coefficient, so its greatest value is at the vertex of the parabola.',
    ),
    figure: fenceFigure(ctx, { wall: setup.other === 1, divided: setup.pieces === 3 }),
  };
}

/**
 * The plan of the fenced plot with its sides named x and y as the hints name them: the wall (hatched) when
 * there is one, the fence in colour, the dividing fence dashed. No lengths: only the set-up is drawn.
 */
function fenceFigure(ctx: GeneratorContext, layout: { wall: boolean; divided: boolean }): Figure {
  const { language, t } = ctx;
  const [left, top, right, bottom] = [90, 62, 270, 172];
  const corners: Point[] = [
    [left, top],
    [right, top],
    [right, bottom],
    [left, bottom],
  ];
  const parts = [rect(left, top, right - left, bottom - top, CLS.fill)];
  if (layout.wall) {
    let hatch = '';
    for (let x = left - 20; x <= right + 14; x += 12) hatch += `M${x} ${top}l8 -10`;
    parts.push(
      path(hatch, CLS.thin),
      line([left - 24, top], [right + 24, top], CLS.line),
      textAt([(left + right) / 2, top - 22], t('siena', 'wall'), { cls: CLS.small }),
      polyline(
        [corners[0] as Point, corners[3] as Point, corners[2] as Point, corners[1] as Point],
        CLS.accent,
      ),
    );
  } else {
    parts.push(polyline(corners, CLS.accent, true));
  }
  if (layout.divided) {
    const middle = (left + right) / 2;
    parts.push(line([middle, top], [middle, bottom], `${CLS.accent} ${CLS.dashed}`));
    parts.push(textAt([middle + 10, (top + bottom) / 2], 'x', { anchor: 'start' }));
  }
  parts.push(
    textAt([left - 12, (top + bottom) / 2], 'x', { anchor: 'end' }),
    textAt([(left + right) / 2, bottom + 16], 'y'),
  );
  if (!layout.wall) parts.push(textAt([(left + right) / 2, top - 14], 'y'));
  parts.push(textAt([right + 12, (top + bottom) / 2], 'x', { anchor: 'start' }));
  const alt = layout.wall
    ? t(
        `Planas: stačiakampis prie sienos. Siena – viena ilgoji kraštinė, kitos trys kraštinės (x, y ir x) aptvertos tvora${layout.divided ? ', o dar viena tvora x, statmena sienai, dalija stačiakampį į dvi dalis' : ''}.`,
        `A plan: a rectangle against a wall. The wall is one long side; the other three sides (x, y and x) are fenced${layout.divided ? ', and one more fence x, perpendicular to the wall, splits the rectangle into two parts' : ''}.`,
      )
    : t(
        `Planas: stačiakampis, kurio kraštinės x ir y, aptvertas tvora iš visų keturių pusių${layout.divided ? ' ir padalytas į dvi dalis tvora x, lygiagrečia kraštinėms x' : ''}.`,
        `A plan: a rectangle with sides x and y, fenced on all four sides${layout.divided ? ' and split into two parts by a fence x parallel to the sides x' : ''}.`,
      );
  return figure({ kind: 'polygon', language, width: 360, height: 200, alt }, parts);
}

const FLIGHTS = [
  { interest: 'sports', lt: 'Kamuolio', nominative: 'kamuolys', en: 'a ball' },
  { interest: 'space', lt: 'Modelinės raketos', nominative: 'raketa', en: 'a model rocket' },
  { interest: null, lt: 'Akmens', nominative: 'akmuo', en: 'a stone' },
  { interest: null, lt: 'Strėlės', nominative: 'strėlė', en: 'an arrow' },
] as const;

function projectileMaxHeight(ctx: GeneratorContext): TaskDraft {
  const { rng, level, language, t } = ctx;
  const themedFlight = FLIGHTS.find((f) => f.interest !== null && f.interest === ctx.interest);
  const flight = themedFlight ?? rng.pick(FLIGHTS);
  const d = (r: Fraction) => displayDecimal(r, language);
  let a: number;
  let b: number;
  let c: number;
  let ask: 'max' | 'ground' | 'above';
  let answer: Fraction;
  let H = 0;
  if (level === 0 || level === 1 || level === 4) {
    ask = 'max';
    a = level === 4 ? rng.pick([2, 4, 5]) : 5;
    b =
      level === 0
        ? 10 * rng.int(1, 6)
        : level === 1
          ? 5 * rng.pick([1, 3, 5, 7, 9, 11])
          : a === 5
            ? rng.int(3, 30)
            : 2 * rng.int(2, 15);
    c = rng.int(0, level === 4 ? 50 : 30);
    answer = add(fraction(c), fraction(b * b, 4 * a));
  } else if (level === 2) {
    ask = 'ground';
    a = rng.pick([1, 2, 4, 5]);
    const T = rng.int(2, 10);
    const s = rng.int(0, T - 1);
    b = a * (T - s);
    c = a * T * s;
    answer = fraction(T);
  } else {
    ask = 'above';
    a = 5;
    const t1 = rng.int(1, 3);
    const t2 = t1 + rng.int(1, 5);
    H = 5 * t1 * t2 + rng.int(0, 20);
    b = 5 * (t1 + t2);
    c = H - 5 * t1 * t2;
    answer = fraction(t2 - t1);
  }
  const formula = `h(t) = ${polyText([c, b, -a], language, 't')}`;
  const intro = t(
    `${flight.lt} aukštis h (metrais) po t sekundžių apskaičiuojamas pagal formulę ${formula}.`,
    `The height of ${flight.en} after t seconds is ${formula} metres.`,
  );
  const top = fraction(b, 2 * a);
  const questions = {
    max: t('Koks didžiausias aukštis metrais?', 'What is its maximum height in metres?'),
    ground: t(
      `Po kiek sekundžių ${flight.nominative} nukris ant žemės?`,
      'After how many seconds does it hit the ground?',
    ),
    above: t(
      `Kiek sekundžių aukštis bus didesnis nei ${formatNumber(H, language)} m?`,
      `For how many seconds is it higher than ${formatNumber(H, language)} m?`,
    ),
  };
  const hints = {
    max: [
      t('Didžiausias aukštis – parabolės viršūnėje.', 'The maximum height is at the vertex of the parabola.'),
      t(`t₀ = −b/(2a) = ${d(top)} s.`, `t₀ = −b/(2a) = ${d(top)} s.`),
      t(`Apskaičiuokite h(${d(top)}).`, `Work out h(${d(top)}).`),
    ],
    ground: [
      t('Ant žemės aukštis lygus 0: išspręskite h(t) = 0.', 'On the ground the height is 0: solve h(t) = 0.'),
      t(`${polyText([c, b, -a], language, 't')} = 0`, `${polyText([c, b, -a], language, 't')} = 0`),
      t(
        `Tinka tik teigiamas sprendinys; jis lygus ${d(answer)}.`,
        `Only the positive root makes sense; it is ${d(answer)}.`,
      ),
    ],
    above: [
      t(
        `Išspręskite nelygybę h(t) > ${formatNumber(H, language)}.`,
        `Solve h(t) > ${formatNumber(H, language)}.`,
      ),
      t(`${polyText([c - H, b, -a], language, 't')} > 0`, `${polyText([c - H, b, -a], language, 't')} > 0`),
      t(
        'Raskite lygties šaknis t₁ < t₂; ieškomas laikas t₂ − t₁.',
        'Find the roots t₁ < t₂ of the equation; the time is t₂ − t₁.',
      ),
    ],
  };
  return {
    question: `${intro} ${questions[ask]}`,
    choices: null,
    input_kind: 'number',
    answer: ask === 'max' ? rationalAnswer(answer, language) : numberAnswer(answer.n, language),
    hints: hints[ask],
    steps:
      ask === 'max'
        ? [
            `t₀ = ${formatNumber(b, language)}/(2 ${times(language)} ${formatNumber(a, language)}) = ${d(top)}`,
            `h(${d(top)}) = ${d(answer)}`,
          ]
        : ask === 'ground'
          ? [`${polyText([c, b, -a], language, 't')} = 0`, `t = ${d(answer)}`]
          : [`${polyText([c - H, b, -a], language, 't')} = 0`, `t₂ − t₁ = ${d(answer)}`],
    explanation: t(
      'Aukštis kinta pagal kvadratinę funkciją: didžiausia reikšmė yra viršūnėje, o laiko momentus randame spręsdami kvadratines lygtis.',
      'The height follows a quadratic function: its maximum is at the vertex, and moments of time come from solving quadratic equations.',
    ),
    themed: themedFlight !== undefined,
  };
}

export const quadraticFunctionGenerators: GeneratorTable = {
  'parabola-vertex': parabolaVertex,
  'parabola-x-intercepts': parabolaXIntercepts,
  'quadratic-range': quadraticRange,
  'max-area-fence': maxAreaFence,
  'projectile-max-height': projectileMaxHeight,
};
