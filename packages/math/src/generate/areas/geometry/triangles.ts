import { drawScene, type Label, type SceneSegment } from '../../../figures/geometry.ts';
import {
  drawnTriangle,
  shownApex,
  shownTriangleAngles,
  type Triangle,
  triangleFromAngles,
} from '../../../figures/geometry-shapes.ts';
import {
  along,
  type Corner,
  mergeScenes,
  triangleFigure,
  triangleScene,
} from '../../../figures/geometry-triangles.ts';
import type { Figure } from '../../../types.ts';
import type { GeneratorContext, SkillGenerator } from '../../registry.ts';
import { choiceTask, deg, fmt, gcd, numberTask } from './draft-builders.ts';

const TRIANGLE_NAMES: readonly [string, string][] = [
  ['ABC', 'KLM'],
  ['ABC', 'A₁B₁C₁'],
  ['DEF', 'KLM'],
  ['MNP', 'STU'],
  ['ABC', 'DEF'],
  ['KLM', 'PRS'],
  ['XYZ', 'X₁Y₁Z₁'],
  ['ABD', 'CEF'],
];

const ASK: Label = { text: '?', ask: true };

/**
 * Triangle ABC with its angles labelled (`labels[i]` at A, B, C), the one at `asked` in the accent, drawn
 * with changed angles so that a protractor does not find the answer.
 */
function anglesFigure(
  ctx: GeneratorContext,
  angles: readonly [number, number, number],
  labels: readonly [string, string, string],
  asked: number,
  intro: string,
  extra: { right?: number; arcs?: readonly [number, number, number] } = {},
): Figure {
  const shown = shownTriangleAngles(angles, asked);
  const corners = labels.map(
    (text, i): Corner => ({
      label: text ? { text, ask: i === asked } : undefined,
      asked: i === asked,
      right: extra.right === i,
      arcs: extra.arcs?.[i],
    }),
  ) as [Corner, Corner, Corner];
  const items = labels.map((text, i) =>
    i === asked
      ? `∠${'ABC'[i]} = ${text} ${ctx.t('(ieškomas dydis)', '(to be found)')}`
      : `∠${'ABC'[i]} = ${text}`,
  );
  return triangleFigure({
    words: ctx,
    points: triangleFromAngles(shown[0], shown[1]),
    names: ['A', 'B', 'C'],
    corners,
    alt: `${intro}: ${items.slice(0, 2).join(', ')} ${ctx.t('ir', 'and')} ${items[2]}.`,
    notToScale: true,
  });
}

/** An isosceles triangle ABC (AC = BC) with base angles at A and B, drawn with a changed apex angle. */
function isoscelesFigure(
  ctx: GeneratorContext,
  apex: number,
  corners: readonly [Corner, Corner, Corner],
  alt: string,
  exterior = false,
): Figure {
  const shownBase = (180 - shownApex(apex)) / 2;
  const points = triangleFromAngles(shownBase, shownBase);
  const [, b, c] = points;
  const beyond: [number, number] = [b[0] + 4, 0];
  return triangleFigure({
    words: ctx,
    points,
    names: ['A', 'B', 'C'],
    ticks: [undefined, 1, 1],
    corners: exterior ? [corners[0], undefined, corners[2]] : corners,
    extra: exterior
      ? {
          segments: [{ from: b, to: beyond }],
          angles: [{ at: b, from: beyond, to: c, label: corners[1].label, stroke: 'accent' }],
        }
      : undefined,
    alt,
    notToScale: true,
  });
}

const thirdAngle: SkillGenerator = (ctx) => {
  const { rng, t, level } = ctx;
  const sumHint = t('Trikampio kampų suma lygi 180°.', 'The angles of a triangle add up to 180°.');
  const explanation = t(
    'Bet kurio trikampio kampų suma lygi 180°; lygiašonio trikampio kampai prie pagrindo lygūs.',
    'The angles of any triangle add up to 180°; the base angles of an isosceles triangle are equal.',
  );
  if (level === 0) {
    const a = rng.int(20, 110);
    const b = rng.int(15, 165 - a);
    const c = 180 - a - b;
    return numberTask(ctx, c, '°', {
      question: t(
        `Du trikampio kampai lygūs ${deg(ctx, a)} ir ${deg(ctx, b)}. Raskite trečiąjį kampą (laipsniais).`,
        `Two angles of a triangle are ${deg(ctx, a)} and ${deg(ctx, b)}. Find the third angle in degrees.`,
      ),
      hints: [
        sumHint,
        t(`Sudėkite duotuosius kampus: ${a}° + ${b}°.`, `Add the given angles: ${a}° + ${b}°.`),
        t(`Atimkite: 180° − ${deg(ctx, a + b)}.`, `Subtract: 180° − ${deg(ctx, a + b)}.`),
      ],
      steps: [`${a}° + ${b}° = ${a + b}°`, `180° − ${a + b}° = ${c}°`],
      explanation,
      figure: anglesFigure(
        ctx,
        [a, b, c],
        [deg(ctx, a), deg(ctx, b), '?'],
        2,
        t('Trikampis ABC', 'Triangle ABC'),
      ),
    });
  }
  if (level === 1) {
    if (rng.chance(0.5)) {
      const a = rng.int(5, 85);
      return numberTask(ctx, 90 - a, '°', {
        question: t(
          `Vienas stačiojo trikampio smailusis kampas lygus ${deg(ctx, a)}. Raskite kitą smailųjį kampą (laipsniais).`,
          `One acute angle of a right triangle is ${deg(ctx, a)}. Find the other acute angle in degrees.`,
        ),
        hints: [
          sumHint,
          t(
            'Vienas kampas statusis – 90°, todėl smailiųjų kampų suma 90°.',
            'One angle is 90°, so the two acute angles add up to 90°.',
          ),
          t(`Apskaičiuokite 90° − ${deg(ctx, a)}.`, `Work out 90° − ${deg(ctx, a)}.`),
        ],
        steps: [`180° − 90° − ${a}° = ${90 - a}°`],
        explanation,
        figure: anglesFigure(
          ctx,
          [a, 90 - a, 90],
          [deg(ctx, a), '?', '90°'],
          1,
          t('Statusis trikampis ABC (∠C – statusis)', 'Right triangle ABC (the right angle at C)'),
          { right: 2 },
        ),
      });
    }
    const base = rng.int(10, 85);
    const vertex = 180 - 2 * base;
    return numberTask(ctx, vertex, '°', {
      question: t(
        `Lygiašonio trikampio kampas prie pagrindo lygus ${deg(ctx, base)}. Raskite kampą prieš pagrindą (laipsniais).`,
        `A base angle of an isosceles triangle is ${deg(ctx, base)}. Find the apex angle (opposite the base) in degrees.`,
      ),
      hints: [
        sumHint,
        t(
          'Lygiašonio trikampio kampai prie pagrindo lygūs.',
          'The two base angles of an isosceles triangle are equal.',
        ),
        t(`Apskaičiuokite 180° − 2 · ${deg(ctx, base)}.`, `Work out 180° − 2 × ${deg(ctx, base)}.`),
      ],
      steps: [`2 · ${base}° = ${2 * base}°`, `180° − ${2 * base}° = ${vertex}°`],
      explanation,
      figure: isoscelesFigure(
        ctx,
        vertex,
        [{ label: { text: deg(ctx, base) } }, { arcs: 1 }, { label: ASK, asked: true }],
        t(
          `Lygiašonis trikampis ABC, AC = BC (pažymėta brūkšneliais), AB – pagrindas: ∠A = ${deg(ctx, base)}, ∠B lygus ∠A, ∠C = ? (ieškomas dydis).`,
          `Isosceles triangle ABC with AC = BC (tick marks) and base AB: ∠A = ${deg(ctx, base)}, ∠B equals ∠A and ∠C = ? (to be found).`,
        ),
      ),
    });
  }
  if (level === 2) {
    const vertex = 2 * rng.int(5, 85);
    const base = (180 - vertex) / 2;
    const exterior = rng.chance(0.4);
    const answer = exterior ? 180 - base : base;
    return numberTask(ctx, answer, '°', {
      question: exterior
        ? t(
            `Lygiašonio trikampio kampas prieš pagrindą lygus ${deg(ctx, vertex)}. Raskite priekampį prie pagrindo (laipsniais).`,
            `The apex angle of an isosceles triangle is ${deg(ctx, vertex)}. Find the exterior angle at a base vertex in degrees.`,
          )
        : t(
            `Lygiašonio trikampio kampas prieš pagrindą lygus ${deg(ctx, vertex)}. Raskite kampą prie pagrindo (laipsniais).`,
            `The apex angle of an isosceles triangle is ${deg(ctx, vertex)}. Find a base angle in degrees.`,
          ),
      hints: [
        sumHint,
        t(
          'Kampai prie pagrindo lygūs, todėl jiems lieka 180° atėmus viršūnės kampą, padalyta pusiau.',
          'The base angles are equal, so each is half of what is left from 180°.',
        ),
        exterior
          ? t(
              `Kampas prie pagrindo (180° − ${vertex}°) : 2 = ${base}°; priekampis lygus 180° − ${base}°.`,
              `A base angle is (180° − ${vertex}°) ÷ 2 = ${base}°; the exterior angle is 180° − ${base}°.`,
            )
          : t(`Apskaičiuokite (180° − ${vertex}°) : 2.`, `Work out (180° − ${vertex}°) ÷ 2.`),
      ],
      steps: [`(180° − ${vertex}°) : 2 = ${base}°`, ...(exterior ? [`180° − ${base}° = ${answer}°`] : [])],
      explanation,
      figure: isoscelesFigure(
        ctx,
        vertex,
        [{ arcs: 1 }, { label: ASK, asked: true }, { label: { text: deg(ctx, vertex) } }],
        exterior
          ? t(
              `Lygiašonis trikampis ABC, AC = BC (pažymėta brūkšneliais): ∠C = ${deg(ctx, vertex)}; pagrindas AB pratęstas už taško B, priekampis prie viršūnės B = ? (ieškomas dydis).`,
              `Isosceles triangle ABC with AC = BC (tick marks): ∠C = ${deg(ctx, vertex)}; the base AB is extended beyond B and the exterior angle at B = ? (to be found).`,
            )
          : t(
              `Lygiašonis trikampis ABC, AC = BC (pažymėta brūkšneliais): ∠C = ${deg(ctx, vertex)}, ∠B = ? (ieškomas dydis), ∠A lygus ∠B.`,
              `Isosceles triangle ABC with AC = BC (tick marks): ∠C = ${deg(ctx, vertex)}, ∠B = ? (to be found) and ∠A equals ∠B.`,
            ),
        exterior,
      ),
    });
  }
  if (level === 3) {
    // Angles in the ratio m : n : k.
    const options: [number, number, number][] = [];
    for (let m = 1; m <= 9; m += 1)
      for (let n = m; n <= 12; n += 1)
        for (let k = n + 1; k <= 15; k += 1)
          if (180 % (m + n + k) === 0 && gcd(gcd(m, n), k) === 1) options.push([m, n, k]);
    const [m, n, k] = rng.pick(options);
    const unit = 180 / (m + n + k);
    const askLargest = rng.chance(0.5);
    const answer = (askLargest ? k : m) * unit;
    return numberTask(ctx, answer, '°', {
      question: t(
        `Trikampio kampai sutinka kaip ${m} : ${n} : ${k}. Raskite ${askLargest ? 'didžiausią' : 'mažiausią'} trikampio kampą (laipsniais).`,
        `The angles of a triangle are in the ratio ${m} : ${n} : ${k}. Find the ${askLargest ? 'largest' : 'smallest'} angle in degrees.`,
      ),
      hints: [
        sumHint,
        t(`Kampus pažymėkite ${m}x, ${n}x ir ${k}x.`, `Write the angles as ${m}x, ${n}x and ${k}x.`),
        t(
          `Iš ${m + n + k}x = 180 raskite x ir padauginkite iš ${askLargest ? k : m}.`,
          `Find x from ${m + n + k}x = 180 and multiply by ${askLargest ? k : m}.`,
        ),
      ],
      steps: [
        `${m}x + ${n}x + ${k}x = 180`,
        `x = 180 : ${m + n + k} = ${unit}`,
        `${askLargest ? k : m} · ${unit} = ${answer}`,
      ],
      explanation,
      figure: anglesFigure(
        ctx,
        [m * unit, n * unit, k * unit],
        [xTimes(m), xTimes(n), xTimes(k)],
        askLargest ? 2 : 0,
        t(
          `Trikampis ABC, ieškomas ${askLargest ? 'didžiausias' : 'mažiausias'} kampas`,
          `Triangle ABC, the ${askLargest ? 'largest' : 'smallest'} angle to be found`,
        ),
      ),
    });
  }
  // Level 4: angles x, x + d and kx.
  const k = rng.int(2, 4);
  const x = rng.int(10, Math.ceil(180 / (k + 1)) - 1);
  let d = 180 - (k + 2) * x;
  if (d === 0) d = 180 - (k + 2) * (x - 1);
  const xx = (180 - d) / (k + 2);
  const angles = [xx, xx + d, k * xx];
  const askLargest = rng.chance(0.5);
  const answer = askLargest ? Math.max(...angles) : Math.min(...angles);
  const dText = `${d < 0 ? '−' : '+'} ${Math.abs(d)}°`;
  const which = askLargest ? t('didžiausią', 'largest') : t('mažiausią', 'smallest');
  return numberTask(ctx, answer, '°', {
    question: t(
      `Vienas trikampio kampas lygus x, kitas – x ${dText}, o trečiasis – ${k}x. Raskite ${which} trikampio kampą (laipsniais).`,
      `The angles of a triangle are x, x ${dText} and ${k}x. Find the ${which} angle in degrees.`,
    ),
    hints: [
      sumHint,
      t(`Sudarykite lygtį x + (x ${dText}) + ${k}x = 180°.`, `Set up x + (x ${dText}) + ${k}x = 180°.`),
      t(
        `Iš ${k + 2}x = ${180 - d} raskite x, tada apskaičiuokite visus tris kampus.`,
        `From ${k + 2}x = ${180 - d} find x, then work out all three angles.`,
      ),
    ],
    steps: [
      `x + x ${dText} + ${k}x = 180°`,
      `${k + 2}x = ${180 - d}°`,
      `x = ${xx}°`,
      t(
        `Kampai: ${angles.map((a) => `${a}°`).join(', ')}; ${which} – ${answer}°.`,
        `Angles: ${angles.map((a) => `${a}°`).join(', ')}; the ${which} is ${answer}°.`,
      ),
    ],
    explanation,
    figure: anglesFigure(
      ctx,
      [angles[0] ?? 0, angles[1] ?? 0, angles[2] ?? 0],
      ['x', `x ${dText}`, xTimes(k)],
      angles.indexOf(answer),
      t(`Trikampis ABC, ieškomas ${which} kampas`, `Triangle ABC, the ${which} angle to be found`),
    ),
  });
};

/** `x`, `3x`. */
function xTimes(k: number): string {
  return k === 1 ? 'x' : `${k}x`;
}

function formatTriple(ctx: GeneratorContext, sides: readonly number[], unit: string): string {
  const separator = ctx.language === 'lt' && sides.some((s) => !Number.isInteger(s)) ? '; ' : ', ';
  return sides.map((s) => `${fmt(ctx, s)} ${unit}`).join(separator);
}

const triangleInequality: SkillGenerator = (ctx) => {
  const { rng, t, level } = ctx;
  const max = [9, 20, 30, 40, 60][level] ?? 20;
  const scale = level === 3 ? 0.5 : 1;
  const unit = rng.pick(['cm', 'dm', 'm']);
  // A triple that forms a triangle, and triples that do not (the longest side is too long).
  const good = (): number[] => {
    const a = rng.int(2, max);
    const b = rng.int(2, max);
    const c = rng.int(Math.abs(a - b) + 1, a + b - 1);
    return [a, b, c];
  };
  const bad = (extra: number): number[] => {
    const a = rng.int(1, max);
    const b = rng.int(1, max);
    return [a, b, a + b + extra];
  };
  const invert = level === 4;
  const right = invert ? bad(rng.int(0, 2)) : good();
  const wrong = invert
    ? [good(), good(), good()]
    : [bad(level >= 2 ? 0 : rng.int(1, 3)), bad(rng.int(1, 4)), bad(rng.int(0, 6))];
  const texts: string[] = [];
  const triples = [right, ...wrong].map((triple) => rng.shuffle(triple.map((s) => s * scale)));
  for (const triple of triples) {
    // Keep the four options different without changing their kind: a triangle grows on every side, a
    // non-triangle only on its longest side.
    let text = formatTriple(ctx, triple, unit);
    for (let bump = 1; texts.includes(text); bump += 1) {
      const growsAll = invert && texts.length > 0;
      const longest = Math.max(...triple);
      const bumped = triple.map((side) => (growsAll || side === longest ? side + bump * scale : side));
      text = formatTriple(ctx, bumped, unit);
    }
    texts.push(text);
  }
  const [rightText, w1, w2, w3] = texts as [string, string, string, string];
  const sorted = [...right].sort((p, q) => p - q).map((s) => s * scale);
  const [s0, s1, s2] = sorted as [number, number, number];
  return choiceTask(ctx, rightText, [w1, w2, w3], {
    question: invert
      ? t(
          'Iš kurių trijų atkarpų negalima sudaryti trikampio?',
          'Which three segments cannot form a triangle?',
        )
      : t('Iš kurių trijų atkarpų galima sudaryti trikampį?', 'Which three segments can form a triangle?'),
    hints: [
      t(
        'Trikampio kiekviena kraštinė mažesnė už kitų dviejų kraštinių sumą.',
        'Each side of a triangle is shorter than the sum of the other two.',
      ),
      t(
        'Užtenka patikrinti, ar ilgiausia atkarpa trumpesnė už kitų dviejų sumą.',
        'It is enough to check that the longest segment is shorter than the sum of the other two.',
      ),
      t(
        `Pvz., ${formatTriple(ctx, sorted, unit)}: ${fmt(ctx, s0)} + ${fmt(ctx, s1)} = ${fmt(ctx, s0 + s1)} ${s0 + s1 > s2 ? '>' : '≤'} ${fmt(ctx, s2)}.`,
        `For example ${formatTriple(ctx, sorted, unit)}: ${fmt(ctx, s0)} + ${fmt(ctx, s1)} = ${fmt(ctx, s0 + s1)} ${s0 + s1 > s2 ? '>' : '≤'} ${fmt(ctx, s2)}.`,
      ),
    ],
    steps: [
      `${fmt(ctx, s0)} + ${fmt(ctx, s1)} = ${fmt(ctx, s0 + s1)} ${s0 + s1 > s2 ? '>' : '≤'} ${fmt(ctx, s2)}`,
      invert
        ? t(
            'Ilgiausia atkarpa nėra trumpesnė už kitų dviejų sumą, todėl trikampio sudaryti negalima.',
            'The longest segment is not shorter than the other two together, so no triangle can be formed.',
          )
        : t(
            'Ilgiausia atkarpa trumpesnė už kitų dviejų sumą, todėl trikampį sudaryti galima.',
            'The longest segment is shorter than the other two together, so a triangle can be formed.',
          ),
    ],
    explanation: t(
      'Trumpiausias kelias tarp dviejų taškų yra tiesi atkarpa, todėl dvi trikampio kraštinės kartu visada ilgesnės už trečiąją.',
      'The straight segment is the shortest path between two points, so any two sides of a triangle together are longer than the third.',
    ),
  });
};

type Criterion = 'SSS' | 'SAS' | 'ASA' | 'none';
const CRITERIA: Record<Criterion, { lt: string; en: string }> = {
  SSS: { lt: 'pagal tris kraštines', en: 'SSS (three sides)' },
  SAS: { lt: 'pagal dvi kraštines ir kampą tarp jų', en: 'SAS (two sides and the included angle)' },
  ASA: {
    lt: 'pagal kraštinę ir du prie jos esančius kampus',
    en: 'ASA (a side and the two angles next to it)',
  },
  none: { lt: 'trikampiai nebūtinai lygūs', en: 'they are not necessarily congruent' },
};

const congruenceCriterion: SkillGenerator = (ctx) => {
  const { rng, t, level } = ctx;
  const [first, second] = rng.pick(TRIANGLE_NAMES);
  const p = [...first.matchAll(/.₁?/gu)].map((m) => m[0]);
  const q = [...second.matchAll(/.₁?/gu)].map((m) => m[0]);
  const side = (i: number, j: number) => `${p[i]}${p[j]} = ${q[i]}${q[j]}`;
  const angle = (i: number) => `∠${p[i]} = ∠${q[i]}`;
  const pool: Criterion[] =
    level === 0
      ? ['SSS', 'SAS', 'ASA']
      : level <= 2
        ? ['SSS', 'SAS', 'ASA', 'none']
        : ['SAS', 'ASA', 'none', 'none'];
  const criterion = rng.pick(pool);
  const [u, v, w] = rng.shuffle([0, 1, 2]) as [number, number, number];
  let facts: string[];
  let marks: EqualMarks;
  let trap = '';
  if (criterion === 'SSS') {
    facts = [side(u, v), side(v, w), side(u, w)];
    marks = {
      sides: [
        [u, v],
        [v, w],
        [u, w],
      ],
      angles: [],
    };
  } else if (criterion === 'SAS') {
    facts = [side(u, v), side(u, w), angle(u)];
    marks = {
      sides: [
        [u, v],
        [u, w],
      ],
      angles: [u],
    };
  } else if (criterion === 'ASA') {
    facts = [side(v, w), angle(v), angle(w)];
    marks = { sides: [[v, w]], angles: [v, w] };
  } else if (level <= 2 || rng.chance(0.3)) {
    facts = [angle(0), angle(1), angle(2)];
    marks = { sides: [], angles: [0, 1, 2] };
    trap = t(
      'Lygūs tik kampai: trikampiai gali būti panašūs, bet skirtingo dydžio.',
      'Only the angles are equal: the triangles may be similar but of different sizes.',
    );
  } else {
    // Two sides and an angle that is not between them.
    facts = [side(u, v), side(u, w), angle(v)];
    marks = {
      sides: [
        [u, v],
        [u, w],
      ],
      angles: [v],
    };
    trap = t(
      `Kampas ∠${p[v]} nėra tarp kraštinių ${p[u]}${p[v]} ir ${p[u]}${p[w]}, todėl joks požymis netinka.`,
      `Angle ${p[v]} is not between the sides ${p[u]}${p[v]} and ${p[u]}${p[w]}, so no criterion applies.`,
    );
  }
  const listed = level >= 1 ? rng.shuffle(facts) : facts;
  const factText = listed.join(', ').replace(/, ([^,]*)$/, t(' ir $1', ' and $1'));
  const names = (['SSS', 'SAS', 'ASA', 'none'] as const).map((c) => CRITERIA[c][ctx.language]);
  const right = CRITERIA[criterion][ctx.language];
  return choiceTask(
    ctx,
    right,
    names.filter((n) => n !== right) as [string, string, string],
    {
      question: t(
        `Trikampiuose ${first} ir ${second} ${factText}. Pagal kurį požymį šie trikampiai lygūs?`,
        `In triangles ${first} and ${second}, ${factText}. By which criterion are the triangles congruent?`,
      ),
      hints: [
        t(
          'Išrašykite, kurios kraštinės ir kurie kampai lygūs.',
          'List which sides and which angles are equal.',
        ),
        t(
          'Patikrinkite, ar lygus kampas yra tarp lygių kraštinių, ar lygi kraštinė yra tarp lygių kampų.',
          'Check whether the equal angle lies between the equal sides, or the equal side between the equal angles.',
        ),
        trap ||
          t(
            `Duota: ${factText}. Palyginkite su požymiu „${right}“.`,
            `Given: ${factText}. Compare this with ${right}.`,
          ),
      ],
      steps: [
        trap ||
          t(
            `Lygūs elementai: ${factText} – tai požymis ${right}.`,
            `Equal parts: ${factText}: this is ${right}.`,
          ),
      ],
      explanation: t(
        'Trikampiai lygūs, kai sutampa trys kraštinės, dvi kraštinės ir kampas tarp jų arba kraštinė ir du prie jos esantys kampai; kitų duomenų nepakanka.',
        'Triangles are congruent when three sides, two sides and the included angle, or a side and its two adjacent angles match; other data are not enough.',
      ),
      figure: twoTrianglesFigure(
        ctx,
        [p, q],
        marks,
        t(
          `Du trikampiai ${first} ir ${second}. Vienodais brūkšneliais ir lankeliais pažymėta: ${factText}.`,
          `Triangles ${first} and ${second}. Matching tick marks and arcs show ${factText}.`,
        ),
      ),
    },
    names,
  );
};

/** Which sides (by their corners) and which angles the two triangles have equal. */
type EqualMarks = { sides: [number, number][]; angles: number[] };

/** The side of a triangle between corners i and j, numbered as in `triangleFigure` (0 = AB, 1 = BC, 2 = CA). */
function sideIndex(i: number, j: number): number {
  const [a, b] = i < j ? [i, j] : [j, i];
  return a === 0 && b === 2 ? 2 : a;
}

/** Two triangles of the same shape side by side, their equal sides and angles with matching marks. */
function twoTrianglesFigure(
  ctx: GeneratorContext,
  names: readonly [string[], string[]],
  marks: EqualMarks,
  alt: string,
): Figure {
  const shape = triangleFromAngles(48, 74, 10);
  const shifted = shape.map((pt) => [pt[0] + 14.5, pt[1]] as const) as typeof shape;
  const ticks: [number?, number?, number?] = [undefined, undefined, undefined];
  marks.sides.forEach(([i, j], k) => {
    ticks[sideIndex(i, j)] = k + 1;
  });
  const corners: [Corner?, Corner?, Corner?] = [undefined, undefined, undefined];
  marks.angles.forEach((i, k) => {
    corners[i] = { arcs: k + 1 };
  });
  const part = (points: typeof shape, n: string[]) =>
    triangleScene({ points, names: [n[0] ?? '', n[1] ?? '', n[2] ?? ''], ticks, corners });
  return drawScene(mergeScenes(part(shape, names[0]), part(shifted, names[1])), {
    kind: 'triangle',
    language: ctx.language,
    alt,
  });
}

/**
 * A triangle with midlines: the midline parallel to each side in `parallelTo` (0 = AB, 1 = BC, 2 = CA)
 * joins the midpoints of the other two sides, whose halves carry matching tick marks.
 */
function midlineFigure(
  ctx: GeneratorContext,
  spec: {
    points: Triangle;
    names?: readonly [string, string, string];
    sides: readonly [Label?, Label?, Label?];
    parallelTo: readonly number[];
    midLabels: readonly (Label | undefined)[];
    captions?: Label[];
    alt: string;
    notToScale: boolean;
  },
): Figure {
  const pts = spec.points;
  const mid = (i: number) => along(pts[i % 3] as Triangle[0], pts[(i + 1) % 3] as Triangle[0], 0.5);
  const halves = new Set<number>();
  for (const side of spec.parallelTo) {
    halves.add((side + 1) % 3);
    halves.add((side + 2) % 3);
  }
  const segments: SceneSegment[] = [...halves].flatMap((side, k) => [
    { from: pts[side] as Triangle[0], to: mid(side), ticks: k + 1 },
    { from: mid(side), to: pts[(side + 1) % 3] as Triangle[0], ticks: k + 1 },
  ]);
  const inside = along(along(pts[0], pts[1], 0.5), pts[2], 1 / 3);
  spec.parallelTo.forEach((side, k) => {
    const label = spec.midLabels[k];
    segments.push({
      from: mid((side + 1) % 3),
      to: mid((side + 2) % 3),
      stroke: label?.ask ? 'accent' : 'line',
      label,
      away: spec.parallelTo.length > 1 ? inside : pts[side],
    });
  });
  return triangleFigure({
    words: ctx,
    points: pts,
    names: spec.names,
    sides: spec.sides,
    extra: { segments, captions: spec.captions },
    alt: spec.alt,
    notToScale: spec.notToScale,
  });
}

const midline: SkillGenerator = (ctx) => {
  const { rng, t, level } = ctx;
  const unit = rng.pick(['cm', 'dm', 'm']);
  const explanation = t(
    'Trikampio vidurio linija lygiagreti su trečiąja kraštine ir lygi jos pusei.',
    'A midline of a triangle is parallel to the third side and half as long.',
  );
  const [name] = rng.pick(TRIANGLE_NAMES);
  const [A, B, C] = [...name.matchAll(/.₁?/gu)].map((m) => m[0]) as [string, string, string];
  if (level <= 1) {
    const side = level === 0 ? 2 * rng.int(2, 60) : rng.int(3, 99);
    const half = side / 2;
    const reverse = level === 1 && rng.chance(0.5);
    const value = reverse ? side : half;
    const given = reverse ? half : side;
    return numberTask(ctx, value, unit, {
      question: reverse
        ? t(
            `Trikampio ${name} vidurio linija, lygiagreti kraštinei ${A}${C}, lygi ${fmt(ctx, given)} ${unit}. Raskite kraštinę ${A}${C} (${unit}).`,
            `In triangle ${name} the midline parallel to ${A}${C} is ${fmt(ctx, given)} ${unit}. Find ${A}${C} (${unit}).`,
          )
        : t(
            `Trikampio ${name} kraštinė ${A}${C} lygi ${fmt(ctx, given)} ${unit}. Raskite vidurio liniją, lygiagrečią kraštinei ${A}${C} (${unit}).`,
            `In triangle ${name}, ${A}${C} = ${fmt(ctx, given)} ${unit}. Find the midline parallel to ${A}${C} (${unit}).`,
          ),
      hints: [
        t(
          'Vidurio linija jungia dviejų kraštinių vidurio taškus.',
          'A midline joins the midpoints of two sides.',
        ),
        explanation,
        reverse
          ? t(`Padauginkite ${fmt(ctx, given)} iš 2.`, `Multiply ${fmt(ctx, given)} by 2.`)
          : t(`Padalykite ${fmt(ctx, given)} iš 2.`, `Divide ${fmt(ctx, given)} by 2.`),
      ],
      steps: [
        reverse
          ? `2 · ${fmt(ctx, given)} = ${fmt(ctx, value)}`
          : `${fmt(ctx, given)} : 2 = ${fmt(ctx, value)}`,
      ],
      explanation,
      figure: midlineFigure(ctx, {
        points: [
          [0, 0],
          [3.8, 6.2],
          [10, 0],
        ],
        names: [A, B, C],
        sides: [undefined, undefined, reverse ? ASK : { text: `${fmt(ctx, given)} ${unit}` }],
        parallelTo: [2],
        midLabels: [reverse ? { text: `${fmt(ctx, given)} ${unit}` } : ASK],
        alt: reverse
          ? t(
              `Trikampis ${name}: vidurio linija, jungianti kraštinių ${A}${B} ir ${B}${C} vidurio taškus (pažymėti brūkšneliais) ir lygiagreti ${A}${C}, lygi ${fmt(ctx, given)} ${unit}; ${A}${C} = ? (ieškomas dydis).`,
              `Triangle ${name}: the midline joining the midpoints of ${A}${B} and ${B}${C} (tick marks), parallel to ${A}${C}, is ${fmt(ctx, given)} ${unit}; ${A}${C} = ? (to be found).`,
            )
          : t(
              `Trikampis ${name}: ${A}${C} = ${fmt(ctx, given)} ${unit}; vidurio linija, jungianti kraštinių ${A}${B} ir ${B}${C} vidurio taškus (pažymėti brūkšneliais) ir lygiagreti ${A}${C}, = ? (ieškomas dydis).`,
              `Triangle ${name}: ${A}${C} = ${fmt(ctx, given)} ${unit}; the midline joining the midpoints of ${A}${B} and ${B}${C} (tick marks), parallel to ${A}${C}, = ? (to be found).`,
            ),
        notToScale: false,
      }),
    });
  }
  const a = rng.int(4, 20 + 10 * level);
  const b = rng.int(4, 20 + 10 * level);
  const c = rng.int(Math.abs(a - b) + 1, a + b - 1);
  if (level === 2) {
    const answer = (a + b + c) / 2;
    return numberTask(ctx, answer, unit, {
      question: t(
        `Trikampio kraštinės lygios ${fmt(ctx, a)} ${unit}, ${fmt(ctx, b)} ${unit} ir ${fmt(ctx, c)} ${unit}. Raskite trikampio, kurio viršūnės yra šių kraštinių vidurio taškai, perimetrą (${unit}).`,
        `The sides of a triangle are ${fmt(ctx, a)} ${unit}, ${fmt(ctx, b)} ${unit} and ${fmt(ctx, c)} ${unit}. Find the perimeter (${unit}) of the triangle whose vertices are the midpoints of these sides.`,
      ),
      hints: [
        t(
          'Naujojo trikampio kraštinės yra duotojo trikampio vidurio linijos.',
          'The sides of the new triangle are midlines of the given one.',
        ),
        explanation,
        t(`Perimetras lygus (${a} + ${b} + ${c}) : 2.`, `The perimeter is (${a} + ${b} + ${c}) ÷ 2.`),
      ],
      steps: [`${a} + ${b} + ${c} = ${a + b + c}`, `${a + b + c} : 2 = ${fmt(ctx, answer)}`],
      explanation,
      figure: (() => {
        const drawn = drawnTriangle(a, b, c, null);
        const len = (x: number) => `${fmt(ctx, x)} ${unit}`;
        return midlineFigure(ctx, {
          points: drawn.points,
          sides: [{ text: len(c) }, { text: len(a) }, { text: len(b) }],
          parallelTo: [0, 1, 2],
          midLabels: [],
          captions: [{ text: t('Vidurio taškų trikampio P = ?', 'Midpoint triangle: P = ?'), ask: true }],
          alt: t(
            `Trikampis, kurio kraštinės ${len(a)}, ${len(b)} ir ${len(c)}; jo kraštinių vidurio taškai sujungti, gautas vidurio taškų trikampis, jo perimetras P = ? (ieškomas dydis).`,
            `A triangle with sides ${len(a)}, ${len(b)} and ${len(c)}; the midpoints of its sides are joined into the midpoint triangle, whose perimeter P = ? (to be found).`,
          ),
          notToScale: drawn.notToScale,
        });
      })(),
    });
  }
  if (level === 3) {
    const p = (a + b + c) / 2;
    return numberTask(ctx, c, unit, {
      question: t(
        `Trikampio dvi kraštinės lygios ${fmt(ctx, a)} ${unit} ir ${fmt(ctx, b)} ${unit}. Trikampio, kurio viršūnės yra jo kraštinių vidurio taškai, perimetras lygus ${fmt(ctx, p)} ${unit}. Raskite trečiąją kraštinę (${unit}).`,
        `Two sides of a triangle are ${fmt(ctx, a)} ${unit} and ${fmt(ctx, b)} ${unit}. The triangle formed by the midpoints of its sides has perimeter ${fmt(ctx, p)} ${unit}. Find the third side (${unit}).`,
      ),
      hints: [
        t(
          'Vidurio taškų trikampio perimetras lygus pusei duotojo trikampio perimetro.',
          'The midpoint triangle has half the perimeter of the original triangle.',
        ),
        t(
          `Duotojo trikampio perimetras 2 · ${fmt(ctx, p)} = ${fmt(ctx, 2 * p)}.`,
          `The original perimeter is 2 × ${fmt(ctx, p)} = ${fmt(ctx, 2 * p)}.`,
        ),
        t(
          `Atimkite žinomas kraštines: ${fmt(ctx, 2 * p)} − ${a} − ${b}.`,
          `Subtract the known sides: ${fmt(ctx, 2 * p)} − ${a} − ${b}.`,
        ),
      ],
      steps: [`2 · ${fmt(ctx, p)} = ${a + b + c}`, `${a + b + c} − ${a} − ${b} = ${c}`],
      explanation,
      figure: (() => {
        const drawn = drawnTriangle(a, b, c, 2);
        const len = (x: number) => `${fmt(ctx, x)} ${unit}`;
        return midlineFigure(ctx, {
          points: drawn.points,
          sides: [ASK, { text: len(a) }, { text: len(b) }],
          parallelTo: [0, 1, 2],
          midLabels: [],
          captions: [
            { text: t(`Vidurio taškų trikampio P = ${len(p)}`, `Midpoint triangle: P = ${len(p)}`) },
          ],
          alt: t(
            `Trikampis, kurio dvi kraštinės ${len(a)} ir ${len(b)}, trečioji kraštinė = ? (ieškomas dydis); jo kraštinių vidurio taškai sujungti, gauto vidurio taškų trikampio perimetras P = ${len(p)}.`,
            `A triangle with two sides ${len(a)} and ${len(b)} and the third side = ? (to be found); the midpoints of its sides are joined into the midpoint triangle, whose perimeter P = ${len(p)}.`,
          ),
          notToScale: true,
        });
      })(),
    });
  }
  // Level 4: sides in a ratio, perimeter given; the midline parallel to the longest side.
  const ratios: [number, number, number][] = [
    [2, 3, 4],
    [3, 4, 5],
    [4, 5, 6],
    [3, 5, 7],
    [5, 6, 8],
    [4, 6, 7],
    [5, 7, 9],
    [2, 5, 6],
  ];
  const [m, n, k] = rng.pick(ratios);
  const part = rng.int(1, 12);
  const perimeter = (m + n + k) * part;
  const answer = (k * part) / 2;
  return numberTask(ctx, answer, unit, {
    question: t(
      `Trikampio kraštinės sutinka kaip ${m} : ${n} : ${k}, o perimetras lygus ${fmt(ctx, perimeter)} ${unit}. Raskite vidurio liniją, lygiagrečią ilgiausiajai kraštinei (${unit}).`,
      `The sides of a triangle are in the ratio ${m} : ${n} : ${k} and its perimeter is ${fmt(ctx, perimeter)} ${unit}. Find the midline parallel to the longest side (${unit}).`,
    ),
    hints: [
      t(`Kraštines pažymėkite ${m}x, ${n}x ir ${k}x.`, `Write the sides as ${m}x, ${n}x and ${k}x.`),
      t(`Iš ${m + n + k}x = ${perimeter} raskite x.`, `Find x from ${m + n + k}x = ${perimeter}.`),
      t(
        `Ilgiausia kraštinė ${k} · ${part} = ${k * part}; vidurio linija lygi jos pusei.`,
        `The longest side is ${k} × ${part} = ${k * part}; the midline is half of it.`,
      ),
    ],
    steps: [
      `${m + n + k}x = ${perimeter}`,
      `x = ${part}`,
      `${k} · ${part} = ${k * part}`,
      `${k * part} : 2 = ${fmt(ctx, answer)}`,
    ],
    explanation,
    figure: (() => {
      const drawn = drawnTriangle(m, n, k, null);
      return midlineFigure(ctx, {
        points: drawn.points,
        sides: [{ text: xTimes(k) }, { text: xTimes(m) }, { text: xTimes(n) }],
        parallelTo: [0],
        midLabels: [ASK],
        captions: [{ text: `P = ${fmt(ctx, perimeter)} ${unit}` }],
        alt: t(
          `Trikampis, kurio kraštinės pažymėtos ${xTimes(m)}, ${xTimes(n)} ir ${xTimes(k)}, perimetras P = ${fmt(ctx, perimeter)} ${unit}; vidurio linija, lygiagreti ilgiausiajai kraštinei (${xTimes(k)}), = ? (ieškomas dydis).`,
          `A triangle with sides marked ${xTimes(m)}, ${xTimes(n)} and ${xTimes(k)} and perimeter P = ${fmt(ctx, perimeter)} ${unit}; the midline parallel to the longest side (${xTimes(k)}) = ? (to be found).`,
        ),
        notToScale: drawn.notToScale,
      });
    })(),
  });
};

const similarSides: SkillGenerator = (ctx) => {
  const { rng, t, level } = ctx;
  const explanation = t(
    'Panašiųjų trikampių atitinkamos kraštinės proporcingos: visų jų santykis lygus panašumo koeficientui.',
    'Corresponding sides of similar triangles are proportional: they all have the same ratio, the scale factor.',
  );
  if (level === 3) {
    // Shadows: the sun's rays make similar right triangles.
    const objects = [
      { lt: 'Medžio', en: 'a tree', ltNom: 'medis' },
      { lt: 'Stulpo', en: 'a pole', ltNom: 'stulpas' },
      { lt: 'Bokšto', en: 'a tower', ltNom: 'bokštas' },
      { lt: 'Namo', en: 'a house', ltNom: 'namas' },
    ];
    const object = rng.pick(objects);
    const stick = rng.int(5, 20) / 10;
    const stickShadow = rng.int(4, 30) / 10;
    const factor = rng.int(3, 15);
    const shadow = Math.round(stickShadow * factor * 10) / 10;
    const height = Math.round(stick * factor * 10) / 10;
    return numberTask(ctx, height, 'm', {
      question: t(
        `${fmt(ctx, stick)} m aukščio lazdos šešėlis yra ${fmt(ctx, stickShadow)} m ilgio. Tuo pačiu metu ${object.lt.toLowerCase()} šešėlis yra ${fmt(ctx, shadow)} m ilgio. Koks ${object.ltNom} aukštis (m)?`,
        `A ${fmt(ctx, stick)} m stick casts a ${fmt(ctx, stickShadow)} m shadow. At the same time ${object.en} casts a ${fmt(ctx, shadow)} m shadow. How tall is it (m)?`,
      ),
      hints: [
        t(
          'Saulės spinduliai lygiagretūs, todėl susidaro panašūs statieji trikampiai.',
          "The sun's rays are parallel, so the two right triangles are similar.",
        ),
        t(
          `Šešėlių santykis ${fmt(ctx, shadow)} : ${fmt(ctx, stickShadow)} = ${factor}.`,
          `The ratio of the shadows is ${fmt(ctx, shadow)} ÷ ${fmt(ctx, stickShadow)} = ${factor}.`,
        ),
        t(
          `Padauginkite lazdos aukštį iš ${factor}: ${fmt(ctx, stick)} · ${factor}.`,
          `Multiply the stick's height by ${factor}: ${fmt(ctx, stick)} × ${factor}.`,
        ),
      ],
      steps: [
        `${fmt(ctx, shadow)} : ${fmt(ctx, stickShadow)} = ${factor}`,
        `${fmt(ctx, stick)} · ${factor} = ${fmt(ctx, height)}`,
      ],
      explanation,
      figure: shadowsFigure(ctx, stick, stickShadow, shadow, factor, {
        lt: object.ltNom,
        en: object.en,
      }),
      title: t('Panašumas: šešėliai', 'Similarity: shadows'),
    });
  }
  if (level === 4) {
    // A line parallel to a side cuts off a similar triangle.
    const q = rng.int(2, 7);
    const p = rng.int(q + 1, q + 6);
    const g = gcd(p, q);
    const [pp, qq] = [p / g, q / g];
    const s = rng.int(1, 4);
    const u = rng.int(1, 5);
    const bd = qq * s;
    const da = (pp - qq) * s;
    const de = qq * u;
    const ac = pp * u;
    return numberTask(ctx, ac, 'cm', {
      question: t(
        `Trikampio ABC kraštinėje AB pažymėtas taškas D, o kraštinėje BC – taškas E, DE ∥ AC. BD = ${bd} cm, DA = ${da} cm, DE = ${de} cm. Raskite AC (cm).`,
        `In triangle ABC, D lies on AB and E lies on BC with DE ∥ AC. BD = ${bd} cm, DA = ${da} cm and DE = ${de} cm. Find AC (cm).`,
      ),
      hints: [
        t(
          'Trikampiai DBE ir ABC panašūs, nes DE ∥ AC.',
          'Triangles DBE and ABC are similar because DE ∥ AC.',
        ),
        t(
          `BA = ${bd} + ${da} = ${bd + da} cm, todėl AC : DE = BA : BD.`,
          `BA = ${bd} + ${da} = ${bd + da} cm, so AC ÷ DE = BA ÷ BD.`,
        ),
        t(`AC = ${de} · ${bd + da} : ${bd}.`, `AC = ${de} × ${bd + da} ÷ ${bd}.`),
      ],
      steps: [
        `BA = ${bd} + ${da} = ${bd + da}`,
        `AC : ${de} = ${bd + da} : ${bd}`,
        `AC = ${de} · ${bd + da} : ${bd} = ${ac}`,
      ],
      explanation,
      figure: cutOffFigure(ctx, bd, da, de),
    });
  }
  const [first, second] = rng.pick(TRIANGLE_NAMES);
  const p1 = [...first.matchAll(/.₁?/gu)].map((m) => m[0]);
  const p2 = [...second.matchAll(/.₁?/gu)].map((m) => m[0]);
  // Scale factor num/den from the first triangle to the second.
  const den = level === 0 ? 1 : rng.int(2, 5);
  let num = level === 0 ? rng.int(2, 6) : rng.int(1, 9);
  if (num % den === 0 || gcd(num, den) !== 1) num = den + 1;
  const s = rng.int(1, level === 0 ? 6 : 4);
  const u = rng.intExcept(1, level === 0 ? 8 : 5, [s]);
  const AB = den * s;
  const BC = den * u;
  const A1B1 = num * s;
  const B1C1 = num * u;
  const reverse = level === 2;
  const [given1, given2, given3, answer] = reverse ? [A1B1, B1C1, AB, BC] : [AB, BC, A1B1, B1C1];
  const [side1, side2, side3, asked] = reverse
    ? [`${p2[0]}${p2[1]}`, `${p2[1]}${p2[2]}`, `${p1[0]}${p1[1]}`, `${p1[1]}${p1[2]}`]
    : [`${p1[0]}${p1[1]}`, `${p1[1]}${p1[2]}`, `${p2[0]}${p2[1]}`, `${p2[1]}${p2[2]}`];
  return numberTask(ctx, answer, 'cm', {
    question: t(
      `Trikampiai ${first} ir ${second} panašūs, ${side1} = ${given1} cm, ${side2} = ${given2} cm, ${side3} = ${given3} cm. Raskite ${asked} (cm).`,
      `Triangles ${first} and ${second} are similar, ${side1} = ${given1} cm, ${side2} = ${given2} cm and ${side3} = ${given3} cm. Find ${asked} (cm).`,
    ),
    hints: [
      t(
        'Raskite panašumo koeficientą iš atitinkamų kraštinių porų.',
        'Find the scale factor from a pair of corresponding sides.',
      ),
      t(
        `k = ${side3} : ${side1} = ${given3} : ${given1}.`,
        `k = ${side3} ÷ ${side1} = ${given3} ÷ ${given1}.`,
      ),
      t(`${asked} = ${given2} · ${given3} : ${given1}.`, `${asked} = ${given2} × ${given3} ÷ ${given1}.`),
    ],
    steps: [
      `${asked} : ${side2} = ${side3} : ${side1}`,
      `${asked} = ${given2} · ${given3} : ${given1} = ${answer}`,
    ],
    explanation,
    figure: similarPairFigure(
      ctx,
      [p1, p2],
      num / den,
      s / u,
      reverse ? [{ text: `${given3} cm` }, ASK] : [{ text: `${given1} cm` }, { text: `${given2} cm` }],
      reverse ? [{ text: `${given1} cm` }, { text: `${given2} cm` }] : [{ text: `${given3} cm` }, ASK],
      t(
        `Panašieji trikampiai ${first} ir ${second}: ${side1} = ${given1} cm, ${side2} = ${given2} cm, ${side3} = ${given3} cm ir ${asked} = ? (ieškomas dydis).`,
        `Similar triangles ${first} and ${second}: ${side1} = ${given1} cm, ${side2} = ${given2} cm, ${side3} = ${given3} cm and ${asked} = ? (to be found).`,
      ),
    ),
  });
};

/**
 * Two similar triangles side by side, the second `factor` times the first, labelled on their first two
 * sides. Drawn with the sides' ratio and the factor both changed, so no ruler finds the unknown side.
 */
function similarPairFigure(
  ctx: GeneratorContext,
  names: readonly [string[], string[]],
  factor: number,
  abOverBc: number,
  first: readonly [Label, Label],
  second: readonly [Label, Label],
  alt: string,
): Figure {
  const ratio = 1 / abOverBc;
  const shownRatio = Math.max(
    0.55,
    Math.min(1.8, ratio >= 1 ? (ratio < 1.4 ? ratio * 1.35 : ratio / 1.35) : ratio * 1.35),
  );
  const shownFactor =
    factor >= 1 ? (Math.abs(factor - 1.45) < 0.2 ? 1.75 : 1.45) : Math.abs(factor - 0.7) < 0.1 ? 0.55 : 0.7;
  const angleB = (105 * Math.PI) / 180;
  const shape: Triangle = [
    [0, 0],
    [1, 0],
    [1 + shownRatio * Math.cos(angleB), shownRatio * Math.sin(angleB)],
  ];
  const gap = 0.45 + 0.3 * shownFactor;
  const big = shape.map(
    (p) => [1 + gap + p[0] * shownFactor, p[1] * shownFactor] as const,
  ) as unknown as Triangle;
  const part = (points: Triangle, n: string[], labels: readonly [Label, Label]) =>
    triangleScene({
      points,
      names: [n[0] ?? '', n[1] ?? '', n[2] ?? ''],
      sides: [labels[0], labels[1], undefined],
    });
  return drawScene(mergeScenes(part(shape, names[0], first), part(big, names[1], second)), {
    kind: 'triangle',
    language: ctx.language,
    alt,
    notToScale: true,
  });
}

/** A stick and an object with their shadows: two similar right triangles with parallel (dashed) sun rays. */
function shadowsFigure(
  ctx: GeneratorContext,
  stick: number,
  stickShadow: number,
  shadow: number,
  factor: number,
  object: { lt: string; en: string },
): Figure {
  const slope = Math.max(0.6, Math.min(1.6, (stick / stickShadow) * (stick > stickShadow ? 0.75 : 1.3)));
  const k = Math.min(2.6, Math.max(1.6, factor / 3));
  const x0 = 1.5;
  const m = (v: number) => `${fmt(ctx, v)} m`;
  return drawScene(
    {
      segments: [
        { from: [-0.3, 0], to: [x0 + k + 0.3, 0], stroke: 'thin' },
        { from: [0, 0], to: [0, slope], label: { text: m(stick) }, away: [1, 0] },
        { from: [0, 0], to: [1, 0], label: { text: m(stickShadow) }, away: [0.5, 1] },
        { from: [0, slope], to: [1, 0], stroke: 'dashed' },
        {
          from: [x0, 0],
          to: [x0, slope * k],
          stroke: 'accent',
          label: { text: '?', ask: true },
          away: [x0 + 1, 0],
        },
        { from: [x0, 0], to: [x0 + k, 0], label: { text: m(shadow) }, away: [x0, 1] },
        { from: [x0, slope * k], to: [x0 + k, 0], stroke: 'dashed' },
      ],
      angles: [
        { at: [0, 0], from: [1, 0], to: [0, 1], right: true },
        { at: [x0, 0], from: [x0 + 1, 0], to: [x0, 1], right: true },
      ],
      extent: [[0, -0.25]],
    },
    {
      kind: 'triangle',
      language: ctx.language,
      alt: ctx.t(
        `Du statieji trikampiai: lazdos aukštis ${m(stick)}, jos šešėlis ${m(stickShadow)}; ${object.lt} meta ${m(shadow)} šešėlį, jo aukštis = ? (ieškomas dydis). Saulės spinduliai (brūkšninės linijos) lygiagretūs.`,
        `Two right triangles: a stick ${m(stick)} tall with a shadow of ${m(stickShadow)}; ${object.en} with a shadow of ${m(shadow)}, its height = ? (to be found). The sun's rays (dashed) are parallel.`,
      ),
      notToScale: true,
    },
  );
}

/** Triangle ABC cut by DE ∥ AC (D on AB, E on BC), drawn with D moved so that AC cannot be measured. */
function cutOffFigure(ctx: GeneratorContext, bd: number, da: number, de: number): Figure {
  const truth = bd / (bd + da);
  const t = Math.max(0.3, Math.min(0.75, truth <= 0.5 ? truth + 0.17 : truth - 0.17));
  const A: Triangle[0] = [0, 0];
  const B: Triangle[0] = [3.6, 6.4];
  const C: Triangle[0] = [10, 0];
  const D = along(B, A, t);
  const E = along(B, C, t);
  return triangleFigure({
    words: ctx,
    points: [A, B, C],
    names: ['A', 'B', 'C'],
    sides: [undefined, undefined, ASK],
    extra: {
      segments: [
        { from: B, to: D, label: { text: `${bd} cm` }, away: C },
        { from: D, to: A, label: { text: `${da} cm` }, away: C },
        { from: D, to: E, label: { text: `${de} cm` }, away: B },
      ],
      names: [
        { at: D, text: 'D', dir: [-1, 0.2] },
        { at: E, text: 'E', dir: [1, 0.2] },
      ],
      dots: [D, E],
    },
    alt: ctx.t(
      `Trikampis ABC; taškas D kraštinėje AB, taškas E kraštinėje BC, DE ∥ AC: BD = ${bd} cm, DA = ${da} cm, DE = ${de} cm ir AC = ? (ieškomas dydis).`,
      `Triangle ABC; D on AB and E on BC with DE ∥ AC: BD = ${bd} cm, DA = ${da} cm, DE = ${de} cm and AC = ? (to be found).`,
    ),
    notToScale: true,
  });
}

const similarAreas: SkillGenerator = (ctx) => {
  const { rng, t, level } = ctx;
  const explanation = t(
    'Jei figūros panašios su koeficientu k, jų perimetrų santykis lygus k, o plotų santykis – k².',
    'If figures are similar with scale factor k, their perimeters are in the ratio k and their areas in the ratio k².',
  );
  const shape = rng.pick([
    { lt: ['trikampių', 'trikampio'], en: 'triangle' },
    { lt: ['daugiakampių', 'daugiakampio'], en: 'polygon' },
    { lt: ['penkiakampių', 'penkiakampio'], en: 'pentagon' },
    { lt: ['keturkampių', 'keturkampio'], en: 'quadrilateral' },
  ]);
  if (level <= 1) {
    const k = rng.int(2, level === 0 ? 5 : 9);
    const small = rng.int(2, 40);
    const perimeter = level === 1 && rng.chance(0.5);
    const answer = perimeter ? k * small : k * k * small;
    const what = perimeter ? t('perimetras', 'perimeter') : t('plotas', 'area');
    const unit = perimeter ? 'cm' : 'cm²';
    return numberTask(ctx, answer, unit, {
      question: t(
        `Dviejų panašiųjų ${shape.lt[0]} panašumo koeficientas lygus ${k}. Mažesniojo ${shape.lt[1]} ${what} ${small} ${unit}. Raskite didesniojo ${shape.lt[1]} ${perimeter ? 'perimetrą' : 'plotą'} (${unit}).`,
        `Two similar ${shape.en}s have scale factor ${k}. The smaller ${shape.en} has ${what} ${small} ${unit}. Find the ${what} of the larger one (${unit}).`,
      ),
      hints: [
        explanation,
        perimeter
          ? t(`Perimetras didėja ${k} kartų.`, `The perimeter grows ${k} times.`)
          : t(`Plotas didėja k² = ${k * k} kartų.`, `The area grows k² = ${k * k} times.`),
        t(
          `Apskaičiuokite ${small} · ${perimeter ? k : k * k}.`,
          `Work out ${small} × ${perimeter ? k : k * k}.`,
        ),
      ],
      steps: perimeter
        ? [`${small} · ${k} = ${answer}`]
        : [`k² = ${k * k}`, `${small} · ${k * k} = ${answer}`],
      explanation,
    });
  }
  // Scale factor p/q (level 2 from areas, level 3 fraction, level 4 perimeter from areas).
  const q = rng.int(2, 5);
  let p = rng.int(q + 1, q + 5);
  if (gcd(p, q) !== 1) p += 1;
  if (gcd(p, q) !== 1) p += 1;
  const c = rng.int(1, 6);
  const areaSmall = q * q * c;
  const areaLarge = p * p * c;
  if (level === 3) {
    return numberTask(ctx, areaLarge, 'cm²', {
      question: t(
        `Dviejų panašiųjų ${shape.lt[0]} atitinkamos kraštinės lygios ${q} cm ir ${p} cm. Mažesniojo ${shape.lt[1]} plotas ${areaSmall} cm². Raskite didesniojo ${shape.lt[1]} plotą (cm²).`,
        `Corresponding sides of two similar ${shape.en}s are ${q} cm and ${p} cm. The smaller ${shape.en} has area ${areaSmall} cm². Find the area of the larger one (cm²).`,
      ),
      hints: [
        t(`Panašumo koeficientas k = ${p}/${q}.`, `The scale factor is k = ${p}/${q}.`),
        t(`Plotų santykis k² = ${p * p}/${q * q}.`, `The areas are in the ratio k² = ${p * p}/${q * q}.`),
        t(
          `Apskaičiuokite ${areaSmall} · ${p * p} : ${q * q}.`,
          `Work out ${areaSmall} × ${p * p} ÷ ${q * q}.`,
        ),
      ],
      steps: [`k = ${p}/${q}`, `k² = ${p * p}/${q * q}`, `${areaSmall} · ${p * p} : ${q * q} = ${areaLarge}`],
      explanation,
    });
  }
  const sideSmall = q * (level === 2 ? rng.int(1, 4) : rng.int(3, 12));
  const sideLarge = (sideSmall / q) * p;
  const what = level === 2 ? t('kraštinė', 'side') : t('perimetras', 'perimeter');
  return numberTask(ctx, sideLarge, 'cm', {
    question: t(
      `Dviejų panašiųjų ${shape.lt[0]} plotai lygūs ${areaSmall} cm² ir ${areaLarge} cm². Mažesniojo ${shape.lt[1]} ${level === 2 ? 'viena kraštinė lygi' : 'perimetras lygus'} ${sideSmall} cm. Raskite didesniojo ${shape.lt[1]} ${level === 2 ? 'atitinkamą kraštinę' : 'perimetrą'} (cm).`,
      `Two similar ${shape.en}s have areas ${areaSmall} cm² and ${areaLarge} cm². The smaller one has ${level === 2 ? 'a side of' : 'perimeter'} ${sideSmall} cm. Find the ${level === 2 ? 'corresponding side' : 'perimeter'} of the larger one (cm).`,
    ),
    hints: [
      t(
        'Plotų santykis lygus k², o kraštinių ir perimetrų santykis – k.',
        'The areas are in the ratio k²; sides and perimeters in the ratio k.',
      ),
      t(
        `k² = ${areaLarge} : ${areaSmall} = ${p * p}/${q * q}, todėl k = ${p}/${q}.`,
        `k² = ${areaLarge} ÷ ${areaSmall} = ${p * p}/${q * q}, so k = ${p}/${q}.`,
      ),
      t(`Didesniojo ${what}: ${sideSmall} · ${p} : ${q}.`, `The larger ${what}: ${sideSmall} × ${p} ÷ ${q}.`),
    ],
    steps: [
      `k² = ${areaLarge} : ${areaSmall} = ${p * p}/${q * q}`,
      `k = ${p}/${q}`,
      `${sideSmall} · ${p} : ${q} = ${sideLarge}`,
    ],
    explanation,
  });
};

export const triangleGenerators = {
  'third-angle': thirdAngle,
  'triangle-inequality': triangleInequality,
  'congruence-criterion': congruenceCriterion,
  midline,
  'similar-sides': similarSides,
  'similar-areas': similarAreas,
};
