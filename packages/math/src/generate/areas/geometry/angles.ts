import {
  type AngleMark,
  adjacentAnglesFigure,
  crossingLinesFigure,
  parallelLinesFigure,
} from '../../../figures/geometry-angles.ts';
import { shownAngle } from '../../../figures/geometry-shapes.ts';
import type { GeneratorContext, SkillGenerator, TaskDraft } from '../../registry.ts';
import { choiceTask, deg, fmt, numberTask } from './draft-builders.ts';

/** Ratios m:n (coprime, m < n) whose parts of `total` are whole degrees. */
function ratioPair(ctx: GeneratorContext, total: number, maxPart: number): [number, number] {
  const pairs: [number, number][] = [];
  for (let m = 1; m <= maxPart; m += 1) {
    for (let n = m + 1; n <= maxPart; n += 1) {
      if (total % (m + n) === 0 && gcdSmall(m, n) === 1) pairs.push([m, n]);
    }
  }
  return ctx.rng.pick(pairs);
}

/** "m : n" in either order (the order the ratio is stated in does not change the angles). */
function ratioText(ctx: GeneratorContext, m: number, n: number): string {
  return ctx.rng.chance(0.5) ? `${m} : ${n}` : `${n} : ${m}`;
}

function gcdSmall(a: number, b: number): number {
  return b === 0 ? a : gcdSmall(b, a % b);
}

const ANGLE_TYPES = {
  acute: { lt: 'smailusis', en: 'acute' },
  right: { lt: 'statusis', en: 'right' },
  obtuse: { lt: 'bukasis', en: 'obtuse' },
  straight: { lt: 'ištiestinis', en: 'straight' },
} as const;
type AngleType = keyof typeof ANGLE_TYPES;

const classifyAngle: SkillGenerator = (ctx) => {
  const { rng, t, level } = ctx;
  const kind = rng.pick<AngleType>(['acute', 'acute', 'obtuse', 'obtuse', 'right', 'straight']);
  let angle: number;
  if (kind === 'right') angle = 90;
  else if (kind === 'straight') angle = 180;
  else if (kind === 'acute') angle = level >= 3 ? rng.int(70, 89) : rng.int(1, 89);
  else angle = level >= 3 ? rng.int(91, 110) + rng.pick([0, 0, 60, 69]) : rng.int(91, 179);
  let question: string;
  const steps: string[] = [];
  if (level <= 1) {
    question = t(
      `Kampas lygus ${deg(ctx, angle)}. Koks tai kampas?`,
      `An angle measures ${deg(ctx, angle)}. What type of angle is it?`,
    );
  } else if (level === 2 || angle === 180 || angle === 90) {
    // The angle is the sum of two drawn angles.
    const first = rng.int(1, angle - 1);
    const second = angle - first;
    question = t(
      `Kampas sudarytas iš dviejų gretimų kampų, lygių ${deg(ctx, first)} ir ${deg(ctx, second)}. Koks tai kampas?`,
      `An angle is made of two angles of ${deg(ctx, first)} and ${deg(ctx, second)} side by side. What type of angle is it?`,
    );
    steps.push(`${deg(ctx, first)} + ${deg(ctx, second)} = ${deg(ctx, angle)}`);
  } else {
    // Given the angle's complement to a straight angle (level 3) or to a full turn (level 4).
    const whole = level === 3 ? 180 : 360;
    const rest = whole - angle;
    question =
      level === 3
        ? t(
            `Kampas ir ${deg(ctx, rest)} kampas kartu sudaro ištiestinį kampą. Koks yra pirmasis kampas?`,
            `An angle and a ${deg(ctx, rest)} angle together make a straight angle. What type is the first angle?`,
          )
        : t(
            `Kampas ir ${deg(ctx, rest)} kampas kartu sudaro pilnutinį (360°) kampą. Koks yra pirmasis kampas?`,
            `An angle and a ${deg(ctx, rest)} angle together make a full turn (360°). What type is the first angle?`,
          );
    steps.push(`${whole}° − ${deg(ctx, rest)} = ${deg(ctx, angle)}`);
  }
  const names = (['acute', 'right', 'obtuse', 'straight'] as const).map((k) => ANGLE_TYPES[k][ctx.language]);
  const right = ANGLE_TYPES[kind][ctx.language];
  const wrong = names.filter((n) => n !== right) as [string, string, string];
  steps.push(
    t(
      `${deg(ctx, angle)} ${angle < 90 ? '< 90°' : angle === 90 ? '= 90°' : angle < 180 ? 'yra tarp 90° ir 180°' : '= 180°'}, todėl kampas ${right}.`,
      `${deg(ctx, angle)} ${angle < 90 ? '< 90°' : angle === 90 ? '= 90°' : angle < 180 ? 'is between 90° and 180°' : '= 180°'}, so the angle is ${right}.`,
    ),
  );
  return choiceTask(
    ctx,
    right,
    wrong,
    {
      question,
      hints: [
        t('Pirmiausia nustatykite kampo didumą laipsniais.', 'First find the size of the angle in degrees.'),
        t(
          'Smailusis kampas mažesnis už 90°, statusis lygus 90°, bukasis – tarp 90° ir 180°, ištiestinis lygus 180°.',
          'An acute angle is less than 90°, a right angle is 90°, an obtuse angle is between 90° and 180°, a straight angle is 180°.',
        ),
        t(`Palyginkite ${deg(ctx, angle)} su 90° ir 180°.`, `Compare ${deg(ctx, angle)} with 90° and 180°.`),
      ],
      steps,
      explanation: t(
        'Kampo rūšį lemia jo didumas, palygintas su stačiuoju (90°) ir ištiestiniu (180°) kampais.',
        'The type of an angle depends on how its size compares with a right angle (90°) and a straight angle (180°).',
      ),
    },
    names,
  );
};

const ASKED: AngleMark = { label: { text: '?', ask: true }, asked: true };

/** `x`, `3x`: a multiple of the unknown as a label. */
function multipleOfX(k: number): string {
  return k === 1 ? 'x' : `${k}x`;
}

/** Two adjacent angles on a line with the labels given (the first is on the right, drawn ≈ `first`°). */
function lineAnglesFigure(
  ctx: GeneratorContext,
  first: number,
  marks: readonly [AngleMark, AngleMark],
  alt: string,
) {
  return adjacentAnglesFigure({ words: ctx, angle: shownAngle(first), marks, alt, notToScale: true });
}

const adjacentAngles: SkillGenerator = (ctx) => {
  const { rng, t, level } = ctx;
  const explanation = t(
    'Gretutiniai kampai kartu sudaro ištiestinį kampą, todėl jų suma lygi 180°; kryžminiai kampai lygūs.',
    'Adjacent angles on a straight line together form a straight angle, so they add up to 180°; vertical angles are equal.',
  );
  if (level === 0) {
    const a = rng.intExcept(12, 168, [90]);
    return numberTask(ctx, 180 - a, '°', {
      question: t(
        `Vienas iš gretutinių kampų lygus ${deg(ctx, a)}. Raskite kitą gretutinį kampą (laipsniais).`,
        `One of two adjacent angles on a straight line is ${deg(ctx, a)}. Find the other angle in degrees.`,
      ),
      hints: [
        t(
          'Gretutiniai kampai kartu sudaro ištiestinį kampą.',
          'Adjacent angles on a line together make a straight angle.',
        ),
        t('Gretutinių kampų suma lygi 180°.', 'Adjacent angles add up to 180°.'),
        t(`Apskaičiuokite 180° − ${deg(ctx, a)}.`, `Work out 180° − ${deg(ctx, a)}.`),
      ],
      steps: [`180° − ${deg(ctx, a)} = ${deg(ctx, 180 - a)}`],
      explanation,
      figure: lineAnglesFigure(
        ctx,
        a,
        [{ label: { text: deg(ctx, a) } }, ASKED],
        t(
          `Tiesė ir iš jos taško išvestas spindulys sudaro du gretutinius kampus: vienas lygus ${deg(ctx, a)}, kitas pažymėtas ? (ieškomas dydis).`,
          `A straight line and a ray from a point on it make two adjacent angles: one is ${deg(ctx, a)}, the other is marked ? (to be found).`,
        ),
      ),
    });
  }
  if (level === 1) {
    // Two intersecting lines: one angle given, another asked (vertical or adjacent).
    const a = rng.intExcept(15, 165, [90]);
    const askVertical = rng.chance(0.4);
    const answer = askVertical ? a : 180 - a;
    return numberTask(ctx, answer, '°', {
      question: askVertical
        ? t(
            `Dvi tiesės susikerta. Vienas iš susidariusių kampų lygus ${deg(ctx, a)}. Raskite jam kryžminį kampą (laipsniais).`,
            `Two lines intersect. One of the angles formed is ${deg(ctx, a)}. Find the angle vertically opposite to it in degrees.`,
          )
        : t(
            `Dvi tiesės susikerta. Vienas iš susidariusių kampų lygus ${deg(ctx, a)}. Raskite jam gretutinį kampą (laipsniais).`,
            `Two lines intersect. One of the angles formed is ${deg(ctx, a)}. Find an angle adjacent to it in degrees.`,
          ),
      hints: [
        t(
          'Nusibraižykite dvi susikertančias tieses ir pažymėkite kampus.',
          'Sketch the two lines and mark the four angles.',
        ),
        t(
          'Kryžminiai kampai lygūs, gretutinių kampų suma 180°.',
          'Vertical angles are equal; adjacent angles add up to 180°.',
        ),
        askVertical
          ? t(
              `Kryžminis kampas lygus duotajam: ${deg(ctx, a)}.`,
              `The vertical angle equals the given one: ${deg(ctx, a)}.`,
            )
          : t(`Apskaičiuokite 180° − ${deg(ctx, a)}.`, `Work out 180° − ${deg(ctx, a)}.`),
      ],
      steps: [askVertical ? `${deg(ctx, a)}` : `180° − ${deg(ctx, a)} = ${deg(ctx, answer)}`],
      explanation,
      figure: crossingLinesFigure({
        words: ctx,
        angle: shownAngle(a),
        marks: askVertical
          ? [{ label: { text: deg(ctx, a) } }, undefined, ASKED]
          : [{ label: { text: deg(ctx, a) } }, ASKED],
        alt: askVertical
          ? t(
              `Dvi susikertančios tiesės. Vienas iš kampų lygus ${deg(ctx, a)}, jam kryžminis kampas pažymėtas ? (ieškomas dydis).`,
              `Two crossing lines. One of the angles is ${deg(ctx, a)}; the angle vertically opposite to it is marked ? (to be found).`,
            )
          : t(
              `Dvi susikertančios tiesės. Vienas iš kampų lygus ${deg(ctx, a)}, jam gretutinis kampas pažymėtas ? (ieškomas dydis).`,
              `Two crossing lines. One of the angles is ${deg(ctx, a)}; an angle adjacent to it is marked ? (to be found).`,
            ),
        notToScale: true,
      }),
    });
  }
  if (level === 2) {
    const askLarger = rng.chance(0.5);
    if (rng.chance(0.5)) {
      const d = 2 * rng.int(3, 85);
      const small = (180 - d) / 2;
      const large = small + d;
      const answer = askLarger ? large : small;
      return numberTask(ctx, answer, '°', {
        question: t(
          `Vienas iš gretutinių kampų ${deg(ctx, d)} didesnis už kitą. Raskite ${askLarger ? 'didesnįjį' : 'mažesnįjį'} kampą (laipsniais).`,
          `One of two adjacent angles on a line is ${deg(ctx, d)} larger than the other. Find the ${askLarger ? 'larger' : 'smaller'} angle in degrees.`,
        ),
        hints: [
          t('Mažesnįjį kampą pažymėkite x.', 'Call the smaller angle x.'),
          t(
            `Tada didesnysis lygus x + ${d}°, o jų suma 180°.`,
            `Then the larger one is x + ${d}° and they add up to 180°.`,
          ),
          t(`Išspręskite 2x + ${d} = 180.`, `Solve 2x + ${d} = 180.`),
        ],
        steps: [
          `x + (x + ${d}) = 180`,
          `2x = ${180 - d}`,
          `x = ${small}`,
          ...(askLarger ? [`${small}° + ${d}° = ${large}°`] : []),
        ],
        explanation,
        figure: expressionAnglesFigure(ctx, small, ['x', `x + ${deg(ctx, d)}`], askLarger),
      });
    }
    const k = rng.pick([2, 3, 4, 5, 8, 9, 11, 14, 17, 19]);
    const small = 180 / (k + 1);
    const answer = askLarger ? k * small : small;
    return numberTask(ctx, answer, '°', {
      question: t(
        `Vienas iš gretutinių kampų ${k} kartus didesnis už kitą. Raskite ${askLarger ? 'didesnįjį' : 'mažesnįjį'} kampą (laipsniais).`,
        `One of two adjacent angles on a line is ${k} times the other. Find the ${askLarger ? 'larger' : 'smaller'} angle in degrees.`,
      ),
      hints: [
        t('Mažesnįjį kampą pažymėkite x.', 'Call the smaller angle x.'),
        t(
          `Tada didesnysis lygus ${k}x, o jų suma 180°.`,
          `Then the larger one is ${k}x and they add up to 180°.`,
        ),
        t(`Išspręskite ${k + 1}x = 180.`, `Solve ${k + 1}x = 180.`),
      ],
      steps: [
        `x + ${k}x = 180`,
        `x = 180 : ${k + 1} = ${small}`,
        ...(askLarger ? [`${k} · ${small} = ${k * small}`] : []),
      ],
      explanation,
      figure: expressionAnglesFigure(ctx, small, ['x', multipleOfX(k)], askLarger),
    });
  }
  if (level === 3) {
    const [m, n] = ratioPair(ctx, 180, 44);
    const ratio = ratioText(ctx, m, n);
    const unit = 180 / (m + n);
    const askLarger = rng.chance(0.5);
    const answer = (askLarger ? n : m) * unit;
    return numberTask(ctx, answer, '°', {
      question: t(
        `Gretutiniai kampai sutinka kaip ${ratio}. Raskite ${askLarger ? 'didesnįjį' : 'mažesnįjį'} kampą (laipsniais).`,
        `Two adjacent angles on a line are in the ratio ${ratio}. Find the ${askLarger ? 'larger' : 'smaller'} angle in degrees.`,
      ),
      hints: [
        t(`Kampus pažymėkite ${m}x ir ${n}x.`, `Write the angles as ${m}x and ${n}x.`),
        t('Gretutinių kampų suma 180°.', 'Adjacent angles add up to 180°.'),
        t(
          `Iš ${m + n}x = 180 raskite x ir padauginkite iš ${askLarger ? n : m}.`,
          `From ${m + n}x = 180 find x, then multiply by ${askLarger ? n : m}.`,
        ),
      ],
      steps: [
        `${m}x + ${n}x = 180`,
        `x = 180 : ${m + n} = ${unit}`,
        `${askLarger ? n : m} · ${unit} = ${answer}`,
      ],
      explanation,
      figure: expressionAnglesFigure(ctx, m * unit, [multipleOfX(m), multipleOfX(n)], askLarger),
    });
  }
  // Level 4: intersecting lines, the sum of two of the four angles is known.
  const a = rng.intExcept(20, 160, [90]);
  const verticalSum = rng.chance(0.5);
  const given = verticalSum ? 2 * a : 360 - a;
  const answer = verticalSum ? 180 - a : a;
  return numberTask(ctx, answer, '°', {
    question: verticalSum
      ? t(
          `Dvi tiesės susikerta. Dviejų kryžminių kampų suma lygi ${deg(ctx, given)}. Raskite kitus du kampus (laipsniais; jie lygūs).`,
          `Two lines intersect. The sum of two vertical angles is ${deg(ctx, given)}. Find each of the other two angles in degrees (they are equal).`,
        )
      : t(
          `Dvi tiesės susikerta. Trijų iš keturių susidariusių kampų suma lygi ${deg(ctx, given)}. Raskite ketvirtąjį kampą (laipsniais).`,
          `Two lines intersect. Three of the four angles formed add up to ${deg(ctx, given)}. Find the fourth angle in degrees.`,
        ),
    hints: [
      t(
        'Visų keturių kampų suma 360°, kryžminiai kampai lygūs.',
        'All four angles add up to 360°, and vertical angles are equal.',
      ),
      verticalSum
        ? t(
            `Kiekvienas iš duotųjų kryžminių kampų lygus ${deg(ctx, given)} : 2.`,
            `Each of the given vertical angles is ${deg(ctx, given)} ÷ 2.`,
          )
        : t(
            'Ketvirtasis kampas papildo duotąją sumą iki 360°.',
            'The fourth angle makes the sum up to 360°.',
          ),
      verticalSum
        ? t(`Ieškomas kampas lygus 180° − ${deg(ctx, a)}.`, `The angle asked for is 180° − ${deg(ctx, a)}.`)
        : t(`Apskaičiuokite 360° − ${deg(ctx, given)}.`, `Work out 360° − ${deg(ctx, given)}.`),
    ],
    steps: verticalSum
      ? [`${deg(ctx, given)} : 2 = ${deg(ctx, a)}`, `180° − ${deg(ctx, a)} = ${deg(ctx, answer)}`]
      : [`360° − ${deg(ctx, given)} = ${deg(ctx, answer)}`],
    explanation,
    figure: verticalSum
      ? crossingLinesFigure({
          words: ctx,
          angle: shownAngle(a),
          marks: [{ label: { text: 'α' }, arcs: 2 }, ASKED, { label: { text: 'α' }, arcs: 2 }],
          alt: t(
            `Dvi susikertančios tiesės. Du kryžminiai kampai α pažymėti dvigubais lankeliais, jų suma lygi ${deg(ctx, given)}; jiems gretutinis kampas pažymėtas ? (ieškomas dydis).`,
            `Two crossing lines. Two vertical angles α are marked with double arcs and add up to ${deg(ctx, given)}; an angle adjacent to them is marked ? (to be found).`,
          ),
          notToScale: true,
        })
      : crossingLinesFigure({
          words: ctx,
          angle: shownAngle(a),
          marks: [ASKED, {}, {}, {}],
          alt: t(
            `Dvi susikertančios tiesės. Trys kampai pažymėti lankeliais, jų suma lygi ${deg(ctx, given)}; ketvirtasis kampas pažymėtas ? (ieškomas dydis).`,
            `Two crossing lines. Three angles are marked with arcs and add up to ${deg(ctx, given)}; the fourth angle is marked ? (to be found).`,
          ),
          notToScale: true,
        }),
  });
};

/** Adjacent angles on a line labelled with expressions in x (the smaller one on the right). */
function expressionAnglesFigure(
  ctx: GeneratorContext,
  small: number,
  labels: readonly [string, string],
  askLarger: boolean,
) {
  const [smaller, larger] = labels;
  const marks: [AngleMark, AngleMark] = [
    { label: { text: smaller, ask: !askLarger }, asked: !askLarger },
    { label: { text: larger, ask: askLarger }, asked: askLarger },
  ];
  return lineAnglesFigure(
    ctx,
    small,
    marks,
    ctx.t(
      `Tiesė ir iš jos taško išvestas spindulys sudaro du gretutinius kampus, pažymėtus ${smaller} ir ${larger}; ieškomas ${askLarger ? 'didesnysis' : 'mažesnysis'} kampas (${askLarger ? larger : smaller}).`,
      `A straight line and a ray from a point on it make two adjacent angles, marked ${smaller} and ${larger}; the ${askLarger ? 'larger' : 'smaller'} angle (${askLarger ? larger : smaller}) is to be found.`,
    ),
  );
}

type ParallelPair = 'corresponding' | 'alternate' | 'cointerior';
const PAIR_NAMES: Record<ParallelPair, { lt: [string, string, string]; en: string }> = {
  // Lithuanian needs the genitive plural, the accusative singular and the nominative plural.
  corresponding: { lt: ['atitinkamųjų', 'atitinkamąjį', 'atitinkamieji'], en: 'corresponding' },
  alternate: { lt: ['vidaus priešinių', 'vidaus priešinį', 'vidaus priešiniai'], en: 'alternate interior' },
  cointerior: { lt: ['vidaus vienašalių', 'vidaus vienašalį', 'vidaus vienašaliai'], en: 'co-interior' },
};

const parallelLinesAngles: SkillGenerator = (ctx): TaskDraft => {
  const { rng, t, level } = ctx;
  const intro = t(
    'Dvi lygiagrečiąsias tieses kerta kirstinė.',
    'Two parallel lines are cut by a transversal.',
  );
  const explanation = t(
    'Kai kirstinė kerta lygiagrečiąsias tieses, atitinkamieji ir vidaus priešiniai kampai lygūs, o vidaus vienašalių kampų suma lygi 180°.',
    'When a transversal cuts parallel lines, corresponding and alternate angles are equal and co-interior angles add up to 180°.',
  );
  const rule = t(
    'Atitinkamieji ir vidaus priešiniai kampai lygūs; vidaus vienašalių kampų suma 180°.',
    'Corresponding and alternate angles are equal; co-interior angles add up to 180°.',
  );
  if (level <= 1) {
    const pair =
      level === 0
        ? rng.pick<ParallelPair>(['corresponding', 'cointerior'])
        : rng.pick<ParallelPair>(['corresponding', 'alternate', 'cointerior']);
    const a = rng.intExcept(level === 0 ? 20 : 11, level === 0 ? 160 : 169, [90]);
    const answer = pair === 'cointerior' ? 180 - a : a;
    const names = PAIR_NAMES[pair];
    return numberTask(ctx, answer, '°', {
      question: t(
        `${intro} Vienas iš ${names.lt[0]} kampų lygus ${deg(ctx, a)}. Raskite kitą ${names.lt[1]} kampą (laipsniais).`,
        `${intro} One of a pair of ${names.en} angles is ${deg(ctx, a)}. Find the other ${names.en} angle in degrees.`,
      ),
      hints: [
        t('Nusibraižykite brėžinį ir pažymėkite abu kampus.', 'Draw a sketch and mark both angles.'),
        rule,
        pair === 'cointerior'
          ? t(`Apskaičiuokite 180° − ${deg(ctx, a)}.`, `Work out 180° − ${deg(ctx, a)}.`)
          : t(
              `Šie kampai lygūs, todėl ieškomas kampas lygus ${deg(ctx, a)}.`,
              `These angles are equal, so the angle is ${deg(ctx, a)}.`,
            ),
      ],
      steps: [pair === 'cointerior' ? `180° − ${deg(ctx, a)} = ${deg(ctx, answer)}` : `${deg(ctx, a)}`],
      explanation,
      figure: pairFigure(ctx, pair, a, { label: { text: deg(ctx, a) } }, ASKED, [
        t(
          `Vienas iš ${names.lt[0]} kampų lygus ${deg(ctx, a)}`,
          `One of the ${names.en} angles is ${deg(ctx, a)}`,
        ),
        t('kitas pažymėtas ? (ieškomas dydis)', 'the other is marked ? (to be found)'),
      ]),
    });
  }
  if (level === 2) {
    const d = 2 * rng.int(4, 75);
    const small = (180 - d) / 2;
    const askLarger = rng.chance(0.5);
    const answer = askLarger ? small + d : small;
    return numberTask(ctx, answer, '°', {
      question: t(
        `${intro} Vienas iš vidaus vienašalių kampų ${deg(ctx, d)} didesnis už kitą. Raskite ${askLarger ? 'didesnįjį' : 'mažesnįjį'} iš jų (laipsniais).`,
        `${intro} One co-interior angle is ${deg(ctx, d)} larger than the other. Find the ${askLarger ? 'larger' : 'smaller'} one in degrees.`,
      ),
      hints: [
        t('Vidaus vienašalių kampų suma lygi 180°.', 'Co-interior angles add up to 180°.'),
        t(
          `Mažesnįjį kampą pažymėkite x, tada didesnysis x + ${d}°.`,
          `Call the smaller angle x; the larger is x + ${d}°.`,
        ),
        t(`Išspręskite 2x + ${d} = 180.`, `Solve 2x + ${d} = 180.`),
      ],
      steps: [`x + x + ${d} = 180`, `x = ${small}`, ...(askLarger ? [`${small}° + ${d}° = ${answer}°`] : [])],
      explanation,
      figure: cointeriorFigure(ctx, small, ['x', `x + ${deg(ctx, d)}`], askLarger),
    });
  }
  if (level === 3) {
    const [m, n] = ratioPair(ctx, 180, 44);
    const ratio = ratioText(ctx, m, n);
    const unit = 180 / (m + n);
    const askLarger = rng.chance(0.5);
    const answer = (askLarger ? n : m) * unit;
    return numberTask(ctx, answer, '°', {
      question: t(
        `${intro} Vidaus vienašaliai kampai sutinka kaip ${ratio}. Raskite ${askLarger ? 'didesnįjį' : 'mažesnįjį'} iš jų (laipsniais).`,
        `${intro} Two co-interior angles are in the ratio ${ratio}. Find the ${askLarger ? 'larger' : 'smaller'} one in degrees.`,
      ),
      hints: [
        t('Vidaus vienašalių kampų suma lygi 180°.', 'Co-interior angles add up to 180°.'),
        t(`Kampus pažymėkite ${m}x ir ${n}x.`, `Write the angles as ${m}x and ${n}x.`),
        t(`Iš ${m + n}x = 180 raskite x.`, `Find x from ${m + n}x = 180.`),
      ],
      steps: [`${m}x + ${n}x = 180`, `x = ${unit}`, `${askLarger ? n : m} · ${unit} = ${answer}`],
      explanation,
      figure: cointeriorFigure(ctx, m * unit, [multipleOfX(m), multipleOfX(n)], askLarger),
    });
  }
  // Level 4: alternate angles written as expressions: (px + q)° = (rx + s)°.
  const x = rng.int(6, 25);
  const p = rng.int(2, 4);
  const r = p + rng.int(1, 4);
  const base = Math.max(p * x + 5, 40);
  const angle = rng.intExcept(base, Math.min(base + 60, 170), [90]);
  const q = angle - p * x;
  const s = angle - r * x;
  const pair = rng.pick<ParallelPair>(['alternate', 'corresponding']);
  const names = PAIR_NAMES[pair];
  const expr = (k: number, c: number) => `${k}x ${c < 0 ? '−' : '+'} ${fmt(ctx, Math.abs(c))}`;
  const askOther = rng.chance(0.5);
  const answer = askOther ? 180 - angle : angle;
  return numberTask(ctx, answer, '°', {
    question: t(
      `${intro} Du ${names.lt[2]} kampai lygūs (${expr(p, q)})° ir (${expr(r, s)})°. Raskite ${askOther ? 'jiems gretutinį kampą' : 'šiuos kampus'} (laipsniais).`,
      `${intro} Two ${names.en} angles are (${expr(p, q)})° and (${expr(r, s)})°. Find ${askOther ? 'the angle adjacent to them on the line' : 'the size of these angles'} in degrees.`,
    ),
    hints: [
      rule,
      t(
        `Sudarykite lygtį ${expr(p, q)} = ${expr(r, s)}.`,
        `Set up the equation ${expr(p, q)} = ${expr(r, s)}.`,
      ),
      t(
        `Radę x = ${x}, įstatykite jį į ${expr(p, q)}${askOther ? ' ir atimkite iš 180°' : ''}.`,
        `Once x = ${x}, substitute it into ${expr(p, q)}${askOther ? ' and subtract from 180°' : ''}.`,
      ),
    ],
    steps: [
      `${expr(p, q)} = ${expr(r, s)}`,
      `${fmt(ctx, q - s)} = ${r - p}x`,
      `x = ${x}`,
      `${p} · ${x} ${q < 0 ? '−' : '+'} ${fmt(ctx, Math.abs(q))} = ${angle}`,
      ...(askOther ? [`180° − ${angle}° = ${answer}°`] : []),
    ],
    explanation,
    figure: pairFigure(
      ctx,
      pair,
      angle,
      { label: { text: `(${expr(p, q)})°` }, asked: !askOther },
      { label: { text: `(${expr(r, s)})°` }, asked: !askOther },
      [
        t(
          `Du ${names.lt[2]} kampai pažymėti (${expr(p, q)})° ir (${expr(r, s)})°`,
          `Two ${names.en} angles are marked (${expr(p, q)})° and (${expr(r, s)})°`,
        ),
        askOther
          ? t(
              'jiems gretutinis kampas prie tos pačios tiesės pažymėtas ? (ieškomas dydis)',
              'the angle adjacent to them on the line is marked ? (to be found)',
            )
          : t('ieškomas šių kampų didumas', 'the size of these angles is to be found'),
      ],
      askOther,
    ),
  });
};

/**
 * A pair of angles at two parallel lines cut by a transversal: `given` at the lower crossing (above the
 * line, right of the transversal, `angle`° in truth), `other` where the pair puts it at the upper one.
 */
function pairFigure(
  ctx: GeneratorContext,
  pair: ParallelPair,
  angle: number,
  given: AngleMark,
  other: AngleMark,
  sentences: readonly [string, string],
  askAdjacent = false,
) {
  const upper: (AngleMark | undefined)[] = [undefined, undefined, undefined, undefined];
  upper[pair === 'corresponding' ? 0 : pair === 'alternate' ? 2 : 3] = other;
  const lower: (AngleMark | undefined)[] = [given, askAdjacent ? ASKED : undefined];
  return parallelLinesFigure({
    words: ctx,
    angle: shownAngle(angle),
    upper: upper as [AngleMark?, AngleMark?, AngleMark?, AngleMark?],
    lower: lower as [AngleMark?, AngleMark?],
    alt: ctx.t(
      `Dvi lygiagrečiosios tiesės ir jas kertanti kirstinė. ${sentences[0]}, ${sentences[1]}.`,
      `Two parallel lines and a transversal cutting them. ${sentences[0]}; ${sentences[1]}.`,
    ),
    notToScale: true,
  });
}

/** Two co-interior angles labelled with expressions in x, the smaller at the lower line. */
function cointeriorFigure(
  ctx: GeneratorContext,
  small: number,
  labels: readonly [string, string],
  askLarger: boolean,
) {
  const [smaller, larger] = labels;
  return pairFigure(
    ctx,
    'cointerior',
    small,
    { label: { text: smaller, ask: !askLarger }, asked: !askLarger },
    { label: { text: larger, ask: askLarger }, asked: askLarger },
    [
      ctx.t(
        `Du vidaus vienašaliai kampai pažymėti ${smaller} ir ${larger}`,
        `Two co-interior angles are marked ${smaller} and ${larger}`,
      ),
      ctx.t(
        `ieškomas ${askLarger ? 'didesnysis' : 'mažesnysis'} iš jų (${askLarger ? larger : smaller})`,
        `the ${askLarger ? 'larger' : 'smaller'} one (${askLarger ? larger : smaller}) is to be found`,
      ),
    ],
  );
}

export const angleGenerators = {
  'classify-angle': classifyAngle,
  'adjacent-angles': adjacentAngles,
  'parallel-lines-angles': parallelLinesAngles,
};
