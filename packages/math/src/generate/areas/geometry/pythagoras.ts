import type { Label, Scene } from '../../../figures/geometry.ts';
import { drawScene } from '../../../figures/geometry.ts';
import { shownBox, shownLegs } from '../../../figures/geometry-shapes.ts';
import { triangleFigure } from '../../../figures/geometry-triangles.ts';
import type { Figure } from '../../../types.ts';
import type { Random } from '../../random.ts';
import type { GeneratorContext, SkillGenerator } from '../../registry.ts';
import { choiceTask, exactTask, fmt, numberTask, radical } from './draft-builders.ts';
import { rectangleIntro, rectangleTheme } from './rectangle-themes.ts';

/** Primitive Pythagorean triples (a < b < c). */
export const TRIPLES: readonly [number, number, number][] = [
  [3, 4, 5],
  [5, 12, 13],
  [8, 15, 17],
  [7, 24, 25],
  [20, 21, 29],
  [12, 35, 37],
  [9, 40, 41],
  [28, 45, 53],
  [11, 60, 61],
  [33, 56, 65],
  [16, 63, 65],
  [48, 55, 73],
  [13, 84, 85],
  [36, 77, 85],
  [39, 80, 89],
  [65, 72, 97],
  [20, 99, 101],
  [60, 91, 109],
  [15, 112, 113],
  [44, 117, 125],
];

/** A Pythagorean triple k·(a, b, c) with c ≤ maxC. */
export function scaledTriple(rng: Random, maxC: number): [number, number, number] {
  const fitting = TRIPLES.filter(([, , c]) => c <= maxC);
  const [a, b, c] = rng.pick(fitting);
  const k = rng.int(1, Math.max(1, Math.floor(maxC / c)));
  return [k * a, k * b, k * c];
}

const explanationOf = (t: (lt: string, en: string) => string) =>
  t(
    'Stačiajame trikampyje įžambinės kvadratas lygus statinių kvadratų sumai: c² = a² + b².',
    'In a right triangle the square of the hypotenuse equals the sum of the squares of the legs: c² = a² + b².',
  );

const ASK: Label = { text: '?', ask: true };

/**
 * A right triangle with its right angle at the bottom left: a horizontal leg, a vertical leg and the
 * hypotenuse, each with an optional label; drawn with the legs' ratio changed when `distort`.
 */
function rightTriangleFigure(
  ctx: GeneratorContext,
  spec: {
    legs: readonly [number, number];
    labels: { horizontal?: Label; vertical?: Label; hypotenuse?: Label };
    alt: string;
    distort: boolean;
    extra?: Scene;
  },
): Figure {
  const [w, h] = shownLegs(spec.legs[0], spec.legs[1], spec.distort);
  const readable = shownLegs(spec.legs[0], spec.legs[1], false);
  return triangleFigure({
    words: ctx,
    points: [
      [0, 0],
      [w, 0],
      [0, h],
    ],
    sides: [spec.labels.horizontal, spec.labels.hypotenuse, spec.labels.vertical],
    corners: [{ right: true }],
    extra: spec.extra,
    alt: spec.alt,
    notToScale: spec.distort || Math.abs(readable[1] - spec.legs[1] / spec.legs[0]) > 1e-9,
  });
}

/** `12 cm`. */
function len(ctx: GeneratorContext, value: number, unit: string): string {
  return `${fmt(ctx, value)} ${unit}`;
}

const findHypotenuse: SkillGenerator = (ctx) => {
  const { rng, t, level } = ctx;
  const explanation = explanationOf(t);
  const unit = rng.pick(['cm', 'dm', 'm']);
  if (level === 0 || level === 1) {
    const [a, b, c] = scaledTriple(rng, level === 0 ? 100 : 150);
    const [p, q] = rng.shuffle([a, b]) as [number, number];
    if (level === 0) {
      return numberTask(ctx, c, unit, {
        question: t(
          `Stačiojo trikampio statiniai lygūs ${fmt(ctx, p)} ${unit} ir ${fmt(ctx, q)} ${unit}. Raskite įžambinę (${unit}).`,
          `The legs of a right triangle are ${fmt(ctx, p)} ${unit} and ${fmt(ctx, q)} ${unit}. Find the hypotenuse (${unit}).`,
        ),
        hints: [
          t('Taikykite Pitagoro teoremą.', 'Use the Pythagorean theorem.'),
          t(`c² = ${p}² + ${q}² = ${p * p} + ${q * q}.`, `c² = ${p}² + ${q}² = ${p * p} + ${q * q}.`),
          t(`Ištraukite šaknį: c = √${c * c}.`, `Take the square root: c = √${c * c}.`),
        ],
        steps: [`c² = ${p}² + ${q}² = ${p * p} + ${q * q} = ${c * c}`, `c = √${c * c} = ${c}`],
        explanation,
        figure: rightTriangleFigure(ctx, {
          legs: [p, q],
          labels: {
            horizontal: { text: len(ctx, p, unit) },
            vertical: { text: len(ctx, q, unit) },
            hypotenuse: ASK,
          },
          alt: t(
            `Statusis trikampis: statiniai ${len(ctx, p, unit)} ir ${len(ctx, q, unit)}, įžambinė = ? (ieškomas dydis).`,
            `Right triangle: legs ${len(ctx, p, unit)} and ${len(ctx, q, unit)}, hypotenuse = ? (to be found).`,
          ),
          distort: true,
        }),
      });
    }
    return numberTask(ctx, q, unit, {
      question: t(
        `Stačiojo trikampio įžambinė lygi ${fmt(ctx, c)} ${unit}, o vienas statinis – ${fmt(ctx, p)} ${unit}. Raskite kitą statinį (${unit}).`,
        `The hypotenuse of a right triangle is ${fmt(ctx, c)} ${unit} and one leg is ${fmt(ctx, p)} ${unit}. Find the other leg (${unit}).`,
      ),
      hints: [
        t('Taikykite Pitagoro teoremą: b² = c² − a².', 'Use the Pythagorean theorem: b² = c² − a².'),
        t(`b² = ${c}² − ${p}² = ${c * c} − ${p * p}.`, `b² = ${c}² − ${p}² = ${c * c} − ${p * p}.`),
        t(`Ištraukite šaknį: b = √${q * q}.`, `Take the square root: b = √${q * q}.`),
      ],
      steps: [`b² = ${c}² − ${p}² = ${c * c} − ${p * p} = ${q * q}`, `b = ${q}`],
      explanation,
      figure: legFigure(ctx, p, q, c, unit),
    });
  }
  if (level === 2 || level === 3) {
    // The answer is a surd.
    const a = rng.int(1, 12);
    let b = rng.int(1, 12);
    if (level === 2) {
      if (Number.isInteger(Math.sqrt(a * a + b * b))) b += 1;
      const exact = radical(ctx, 1, 1, a * a + b * b);
      return exactTask(exact, unit, {
        question: t(
          `Stačiojo trikampio statiniai lygūs ${a} ${unit} ir ${b} ${unit}. Raskite įžambinę (${unit}). Atsakymą pateikite tikslią, suprastintą šaknies pavidalu.`,
          `The legs of a right triangle are ${a} ${unit} and ${b} ${unit}. Find the hypotenuse (${unit}) exactly, as a simplified surd.`,
        ),
        hints: [
          t('Taikykite Pitagoro teoremą: c² = a² + b².', 'Use the Pythagorean theorem: c² = a² + b².'),
          t(`c² = ${a * a} + ${b * b} = ${a * a + b * b}.`, `c² = ${a * a} + ${b * b} = ${a * a + b * b}.`),
          t(
            `c = √${a * a + b * b}; iškelkite pilną kvadratą prieš šaknį.`,
            `c = √${a * a + b * b}; take any square factor out of the root.`,
          ),
        ],
        steps: [`c² = ${a}² + ${b}² = ${a * a + b * b}`, `c = √${a * a + b * b} = ${exact.display}`],
        explanation,
        figure: rightTriangleFigure(ctx, {
          legs: [a, b],
          labels: {
            horizontal: { text: len(ctx, a, unit) },
            vertical: { text: len(ctx, b, unit) },
            hypotenuse: ASK,
          },
          alt: t(
            `Statusis trikampis: statiniai ${len(ctx, a, unit)} ir ${len(ctx, b, unit)}, įžambinė = ? (ieškomas dydis).`,
            `Right triangle: legs ${len(ctx, a, unit)} and ${len(ctx, b, unit)}, hypotenuse = ? (to be found).`,
          ),
          distort: true,
        }),
      });
    }
    const c = Math.max(a, b) + rng.int(1, 8);
    const leg = a;
    const exact = radical(ctx, 1, 1, c * c - leg * leg);
    return exactTask(exact, unit, {
      question: t(
        `Stačiojo trikampio įžambinė lygi ${c} ${unit}, o vienas statinis – ${leg} ${unit}. Raskite kitą statinį (${unit}). Atsakymą pateikite tikslią, suprastintą šaknies pavidalu.`,
        `The hypotenuse of a right triangle is ${c} ${unit} and one leg is ${leg} ${unit}. Find the other leg (${unit}) exactly, as a simplified surd.`,
      ),
      hints: [
        t('Taikykite Pitagoro teoremą: b² = c² − a².', 'Use the Pythagorean theorem: b² = c² − a².'),
        t(
          `b² = ${c * c} − ${leg * leg} = ${c * c - leg * leg}.`,
          `b² = ${c * c} − ${leg * leg} = ${c * c - leg * leg}.`,
        ),
        t(`b = √${c * c - leg * leg}; suprastinkite šaknį.`, `b = √${c * c - leg * leg}; simplify the root.`),
      ],
      steps: [`b² = ${c}² − ${leg}² = ${c * c - leg * leg}`, `b = √${c * c - leg * leg} = ${exact.display}`],
      explanation,
      figure: legFigure(ctx, leg, Math.sqrt(c * c - leg * leg), c, unit),
    });
  }
  // Level 4: the legs are in a ratio and the hypotenuse is known.
  const [a, b, c] = rng.pick(TRIPLES.slice(0, 6));
  const k = rng.int(2, 9);
  const askLonger = rng.chance(0.5);
  const answer = (askLonger ? b : a) * k;
  return numberTask(ctx, answer, unit, {
    question: t(
      `Stačiojo trikampio statiniai sutinka kaip ${a} : ${b}, o įžambinė lygi ${c * k} ${unit}. Raskite ${askLonger ? 'ilgesnįjį' : 'trumpesnįjį'} statinį (${unit}).`,
      `The legs of a right triangle are in the ratio ${a} : ${b} and the hypotenuse is ${c * k} ${unit}. Find the ${askLonger ? 'longer' : 'shorter'} leg (${unit}).`,
    ),
    hints: [
      t(`Statinius pažymėkite ${a}x ir ${b}x.`, `Write the legs as ${a}x and ${b}x.`),
      t(
        `Pagal Pitagoro teoremą (${a}x)² + (${b}x)² = ${c * k}², t. y. ${c * c}x² = ${c * c * k * k}.`,
        `By Pythagoras (${a}x)² + (${b}x)² = ${c * k}², i.e. ${c * c}x² = ${c * c * k * k}.`,
      ),
      t(
        `x = ${k}; statinis lygus ${askLonger ? b : a} · ${k}.`,
        `x = ${k}; the leg is ${askLonger ? b : a} × ${k}.`,
      ),
    ],
    steps: [
      `${a * a}x² + ${b * b}x² = ${c * c * k * k}`,
      `${c * c}x² = ${c * c * k * k}`,
      `x = ${k}`,
      `${askLonger ? b : a} · ${k} = ${answer}`,
    ],
    explanation,
    figure: rightTriangleFigure(ctx, {
      legs: [a, b],
      labels: {
        horizontal: { text: `${a}x`, ask: !askLonger },
        vertical: { text: `${b}x`, ask: askLonger },
        hypotenuse: { text: len(ctx, c * k, unit) },
      },
      alt: t(
        `Statusis trikampis: statiniai pažymėti ${a}x ir ${b}x, įžambinė ${len(ctx, c * k, unit)}; ieškomas ${askLonger ? `ilgesnysis statinis (${b}x)` : `trumpesnysis statinis (${a}x)`}.`,
        `Right triangle: legs marked ${a}x and ${b}x, hypotenuse ${len(ctx, c * k, unit)}; the ${askLonger ? `longer leg (${b}x)` : `shorter leg (${a}x)`} is to be found.`,
      ),
      distort: true,
    }),
  });
};

/** A right triangle with the hypotenuse and the horizontal leg given and the vertical leg asked. */
function legFigure(
  ctx: GeneratorContext,
  leg: number,
  other: number,
  hypotenuse: number,
  unit: string,
): Figure {
  return rightTriangleFigure(ctx, {
    legs: [leg, other],
    labels: {
      horizontal: { text: len(ctx, leg, unit) },
      vertical: ASK,
      hypotenuse: { text: len(ctx, hypotenuse, unit) },
    },
    alt: ctx.t(
      `Statusis trikampis: įžambinė ${len(ctx, hypotenuse, unit)}, vienas statinis ${len(ctx, leg, unit)}, kitas statinis = ? (ieškomas dydis).`,
      `Right triangle: hypotenuse ${len(ctx, hypotenuse, unit)}, one leg ${len(ctx, leg, unit)}, the other leg = ? (to be found).`,
    ),
    distort: true,
  });
}

function formatSides(values: readonly number[], ctx: Parameters<SkillGenerator>[0]): string {
  const separator = ctx.language === 'lt' && values.some((v) => !Number.isInteger(v)) ? '; ' : ', ';
  return values.map((v) => fmt(ctx, v)).join(separator);
}

const isRightTriangle: SkillGenerator = (ctx) => {
  const { rng, t, level } = ctx;
  const scale = level === 3 ? 0.1 : 1;
  const [a, b, c] = scaledTriple(rng, [30, 60, 100, 60, 120][level] ?? 60);
  const right = [a, b, c];
  // Near misses: change one side by a little, which never gives another right triangle with these numbers.
  const wrongs: number[][] = [];
  const seen = new Set<string>([right.join(',')]);
  const deltas = rng.shuffle([-2, -1, 1, 2, 3]);
  for (const d of deltas) {
    if (wrongs.length === 3) break;
    const which = rng.int(0, 2);
    const w = right.map((v, i) => (i === which ? v + d : v));
    const [x, y, z] = [...w].sort((p, q) => p - q) as [number, number, number];
    if (x <= 0 || x * x + y * y === z * z || seen.has(w.join(','))) continue;
    seen.add(w.join(','));
    wrongs.push(w);
  }
  for (let extra = 4; wrongs.length < 3; extra += 1) wrongs.push([a, b, c + extra]);
  const invert = level === 4;
  const order = (values: number[]) =>
    (level >= 2 ? rng.shuffle(values) : values).map((v) => Math.round(v * scale * 10) / 10);
  let rightText: string;
  let wrongTexts: [string, string, string];
  if (invert) {
    // One non-right triple among three right ones.
    const others = [scaledTriple(rng, 120), scaledTriple(rng, 120), scaledTriple(rng, 120)];
    const texts = others.map((o) => formatSides(order(o), ctx));
    rightText = formatSides(order(wrongs[0] ?? [a, b, c + 1]), ctx);
    const unique = [...new Set(texts)];
    let k = 2;
    while (unique.length < 3) {
      unique.push(formatSides(order([a * k, b * k, c * k]), ctx));
      k += 1;
    }
    wrongTexts = unique.slice(0, 3) as [string, string, string];
  } else {
    rightText = formatSides(order(right), ctx);
    wrongTexts = wrongs.map((w) => formatSides(order(w), ctx)) as [string, string, string];
  }
  return choiceTask(ctx, rightText, wrongTexts, {
    question: invert
      ? t(
          'Kurie trys skaičiai negali būti stačiojo trikampio kraštinių ilgiai?',
          'Which three numbers cannot be the side lengths of a right triangle?',
        )
      : t(
          'Kurie trys skaičiai gali būti stačiojo trikampio kraštinių ilgiai?',
          'Which three numbers can be the side lengths of a right triangle?',
        ),
    hints: [
      t('Taikykite atvirkštinę Pitagoro teoremą.', 'Use the converse of the Pythagorean theorem.'),
      t(
        'Patikrinkite, ar didžiausio skaičiaus kvadratas lygus kitų dviejų kvadratų sumai.',
        'Check whether the square of the largest number equals the sum of the squares of the other two.',
      ),
      t(
        `Pvz., ${fmt(ctx, a * scale)}² + ${fmt(ctx, b * scale)}² = ${fmt(ctx, (a * a + b * b) * scale * scale)} ir ${fmt(ctx, c * scale)}² = ${fmt(ctx, c * c * scale * scale)}.`,
        `For example ${fmt(ctx, a * scale)}² + ${fmt(ctx, b * scale)}² = ${fmt(ctx, (a * a + b * b) * scale * scale)} and ${fmt(ctx, c * scale)}² = ${fmt(ctx, c * c * scale * scale)}.`,
      ),
    ],
    steps: [
      t(`Teisingas atsakymas: ${rightText}.`, `The answer is ${rightText}.`),
      invert
        ? t(
            'Šiems skaičiams didžiausiojo kvadratas nelygus kitų dviejų kvadratų sumai.',
            'For these numbers the square of the largest is not the sum of the squares of the other two.',
          )
        : t(
            `${fmt(ctx, a * scale)}² + ${fmt(ctx, b * scale)}² = ${fmt(ctx, c * scale)}², todėl trikampis statusis.`,
            `${fmt(ctx, a * scale)}² + ${fmt(ctx, b * scale)}² = ${fmt(ctx, c * scale)}², so the triangle is right-angled.`,
          ),
    ],
    explanation: t(
      'Jei trikampio ilgiausios kraštinės kvadratas lygus kitų dviejų kraštinių kvadratų sumai, tai trikampis statusis (atvirkštinė Pitagoro teorema).',
      'If the square of the longest side equals the sum of the squares of the other two sides, the triangle is right-angled (converse of Pythagoras).',
    ),
  });
};

const ladderProblem: SkillGenerator = (ctx) => {
  const { rng, t, level } = ctx;
  const explanation = explanationOf(t);
  if (level === 0) {
    // A kite on a string: the string is the hypotenuse.
    const [a, b, c] = scaledTriple(rng, 100);
    const [ground, height] = rng.shuffle([a, b]) as [number, number];
    const askHeight = rng.chance(0.5);
    const [given, answer] = askHeight ? [ground, height] : [height, ground];
    return numberTask(ctx, answer, 'm', {
      question: askHeight
        ? t(
            `Aitvaras pririštas prie ${c} m ilgio virvės, kurios galas laikomas prie žemės. Aitvaras yra tiksliai virš taško, nutolusio ${given} m nuo virvės galo. Kokiame aukštyje (m) skrenda aitvaras?`,
            `A kite flies on a ${c} m string held at ground level. The kite is directly above a point ${given} m from the end of the string. How high (m) is the kite?`,
          )
        : t(
            `Aitvaras pririštas prie ${c} m ilgio virvės, kurios galas laikomas prie žemės. Aitvaras skrenda ${given} m aukštyje. Kokiu atstumu (m) nuo virvės galo yra taškas tiesiai po aitvaru?`,
            `A kite flies on a ${c} m string held at ground level, ${given} m above the ground. How far (m) from the end of the string is the point directly below the kite?`,
          ),
      hints: [
        t(
          'Virvė, aukštis ir atstumas žeme sudaro statųjį trikampį; virvė – įžambinė.',
          'The string, the height and the ground distance form a right triangle; the string is the hypotenuse.',
        ),
        t(`x² = ${c}² − ${given}².`, `x² = ${c}² − ${given}².`),
        t(
          `x² = ${c * c} − ${given * given} = ${answer * answer}; ištraukite šaknį.`,
          `x² = ${c * c} − ${given * given} = ${answer * answer}; take the root.`,
        ),
      ],
      steps: [`x² = ${c}² − ${given}² = ${answer * answer}`, `x = ${answer}`],
      explanation,
      figure: rightTriangleFigure(ctx, {
        legs: [ground, height],
        labels: {
          horizontal: askHeight ? { text: `${given} m` } : ASK,
          vertical: askHeight ? ASK : { text: `${given} m` },
          hypotenuse: { text: `${c} m` },
        },
        alt: t(
          `Statusis trikampis: virvė (įžambinė) ${c} m, ${askHeight ? `atstumas žeme ${given} m, aukštis = ? (ieškomas dydis)` : `aukštis ${given} m, atstumas žeme = ? (ieškomas dydis)`}.`,
          `Right triangle: the string (hypotenuse) ${c} m, ${askHeight ? `the ground distance ${given} m, the height = ? (to be found)` : `the height ${given} m, the ground distance = ? (to be found)`}.`,
        ),
        distort: true,
        extra: { dots: [[0, 0]] },
      }),
      title: t('Aitvaro aukštis', 'How high is the kite'),
    });
  }
  if (level === 1) {
    const [a, b, c] = scaledTriple(rng, 80);
    const scale = rng.pick([0.1, 0.2, 0.3, 0.5]);
    const [foot, height] = rng.shuffle([a, b]).map((v) => Math.round(v * scale * 10) / 10) as [
      number,
      number,
    ];
    const ladder = Math.round(c * scale * 10) / 10;
    return numberTask(ctx, height, 'm', {
      question: t(
        `${fmt(ctx, ladder)} m ilgio kopėčios atremtos į sieną. Apatinis kopėčių galas nutolęs nuo sienos ${fmt(ctx, foot)} m. Kokiame aukštyje (m) kopėčios remiasi į sieną?`,
        `A ${fmt(ctx, ladder)} m ladder leans against a wall with its foot ${fmt(ctx, foot)} m from the wall. How high up the wall (m) does it reach?`,
      ),
      hints: [
        t(
          'Kopėčios, siena ir žemė sudaro statųjį trikampį; kopėčios – įžambinė.',
          'The ladder, the wall and the ground form a right triangle; the ladder is the hypotenuse.',
        ),
        t(
          `h² = ${fmt(ctx, ladder)}² − ${fmt(ctx, foot)}².`,
          `h² = ${fmt(ctx, ladder)}² − ${fmt(ctx, foot)}².`,
        ),
        t(
          `h² = ${fmt(ctx, ladder * ladder)} − ${fmt(ctx, foot * foot)} = ${fmt(ctx, height * height)}; ištraukite šaknį.`,
          `h² = ${fmt(ctx, ladder * ladder)} − ${fmt(ctx, foot * foot)} = ${fmt(ctx, height * height)}; take the root.`,
        ),
      ],
      steps: [
        `h² = ${fmt(ctx, ladder)}² − ${fmt(ctx, foot)}² = ${fmt(ctx, height * height)}`,
        `h = ${fmt(ctx, height)}`,
      ],
      explanation,
      figure: ladderFigure(ctx, foot, height, ladder),
      title: t('Kopėčios prie sienos', 'A ladder against a wall'),
    });
  }
  if (level === 2) {
    const { theme, themed } = rectangleTheme(ctx);
    const [a, b, c] = scaledTriple(rng, 100);
    const [length, width] = rng.shuffle([a, b]) as [number, number];
    const unit = theme.unit;
    if (rng.chance(0.5)) {
      return numberTask(ctx, width, unit, {
        question: `${rectangleIntro(ctx, theme)} ${t(
          `ilgis ${length} ${unit}, įstrižainė ${c} ${unit}. Raskite stačiakampio plotį (${unit}).`,
          `its length is ${length} ${unit} and its diagonal ${c} ${unit}. Find its width (${unit}).`,
        )}`,
        hints: [
          t(
            'Įstrižainė su dviem gretimomis kraštinėmis sudaro statųjį trikampį; įstrižainė – įžambinė.',
            'The diagonal and two adjacent sides form a right triangle; the diagonal is the hypotenuse.',
          ),
          t(`b² = ${c}² − ${length}².`, `w² = ${c}² − ${length}².`),
          t(
            `${c * c} − ${length * length} = ${width * width}; ištraukite šaknį.`,
            `${c * c} − ${length * length} = ${width * width}; take the root.`,
          ),
        ],
        steps: [`b² = ${c}² − ${length}² = ${width * width}`, `b = ${width}`],
        explanation,
        figure: diagonalFigure(
          ctx,
          length,
          width,
          [{ text: len(ctx, length, unit) }, ASK, { text: len(ctx, c, unit) }],
          t(
            `Stačiakampis su įstrižaine: ilgis ${len(ctx, length, unit)}, įstrižainė ${len(ctx, c, unit)}, plotis = ? (ieškomas dydis).`,
            `A rectangle with a diagonal: length ${len(ctx, length, unit)}, diagonal ${len(ctx, c, unit)}, width = ? (to be found).`,
          ),
        ),
        themed,
      });
    }
    return numberTask(ctx, c, unit, {
      question: `${rectangleIntro(ctx, theme)} ${t(
        `ilgis ${length} ${unit}, plotis ${width} ${unit}. Raskite stačiakampio įstrižainės ilgį (${unit}).`,
        `its length is ${length} ${unit} and its width ${width} ${unit}. Find the length of its diagonal (${unit}).`,
      )}`,
      hints: [
        t(
          'Įstrižainė su dviem gretimomis kraštinėmis sudaro statųjį trikampį.',
          'The diagonal and two adjacent sides form a right triangle.',
        ),
        t(`d² = ${length}² + ${width}².`, `d² = ${length}² + ${width}².`),
        t(
          `d² = ${length * length + width * width}; ištraukite šaknį.`,
          `d² = ${length * length + width * width}; take the root.`,
        ),
      ],
      steps: [`d² = ${length}² + ${width}² = ${length * length + width * width}`, `d = ${c}`],
      explanation,
      figure: diagonalFigure(
        ctx,
        length,
        width,
        [{ text: len(ctx, length, unit) }, { text: len(ctx, width, unit) }, ASK],
        t(
          `Stačiakampis su įstrižaine: ilgis ${len(ctx, length, unit)}, plotis ${len(ctx, width, unit)}, įstrižainė = ? (ieškomas dydis).`,
          `A rectangle with a diagonal: length ${len(ctx, length, unit)}, width ${len(ctx, width, unit)}, diagonal = ? (to be found).`,
        ),
      ),
      themed,
    });
  }
  if (level === 3) {
    // Rhombus: half-diagonals are the legs.
    const [a, b, c] = scaledTriple(rng, 60);
    const [p, q] = rng.shuffle([2 * a, 2 * b]) as [number, number];
    const u = rng.pick(['cm', 'dm', 'm']);
    return numberTask(ctx, c, u, {
      question: t(
        `Rombo įstrižainės lygios ${p} ${u} ir ${q} ${u}. Raskite rombo kraštinę (${u}).`,
        `The diagonals of a rhombus are ${p} ${u} and ${q} ${u}. Find the side of the rhombus (${u}).`,
      ),
      hints: [
        t(
          'Rombo įstrižainės statmenos ir susikirtimo taške dalijasi pusiau.',
          'The diagonals of a rhombus are perpendicular and bisect each other.',
        ),
        t(
          `Kraštinė yra stačiojo trikampio su statiniais ${p / 2} cm ir ${q / 2} cm įžambinė.`,
          `The side is the hypotenuse of a right triangle with legs ${p / 2} cm and ${q / 2} cm.`,
        ),
        t(`a² = ${p / 2}² + ${q / 2}² = ${c * c}.`, `a² = ${p / 2}² + ${q / 2}² = ${c * c}.`),
      ],
      steps: [
        `${p} : 2 = ${p / 2}, ${q} : 2 = ${q / 2}`,
        `a² = ${p / 2}² + ${q / 2}² = ${c * c}`,
        `a = ${c}`,
      ],
      explanation,
      figure: rhombusFigure(ctx, p, q, u),
    });
  }
  // Level 4: isosceles triangle: height from the lateral side and the base, then the area.
  const [a, b, c] = scaledTriple(rng, 100);
  const [half, height] = rng.shuffle([a, b]) as [number, number];
  const area = half * height;
  const u = rng.pick(['cm', 'dm', 'm']);
  return numberTask(ctx, area, `${u}²`, {
    question: t(
      `Lygiašonio trikampio šoninė kraštinė lygi ${c} ${u}, o pagrindas – ${2 * half} ${u}. Raskite trikampio plotą (${u}²).`,
      `An isosceles triangle has equal sides of ${c} ${u} and a base of ${2 * half} ${u}. Find its area (${u}²).`,
    ),
    hints: [
      t('Aukštinė, nuleista į pagrindą, dalija jį pusiau.', 'The height to the base bisects the base.'),
      t(
        `h² = ${c}² − ${half}² = ${height * height}, todėl h = ${height} cm.`,
        `h² = ${c}² − ${half}² = ${height * height}, so h = ${height} cm.`,
      ),
      t(`S = ${2 * half} · ${height} : 2.`, `A = ${2 * half} × ${height} ÷ 2.`),
    ],
    steps: [
      `${2 * half} : 2 = ${half}`,
      `h² = ${c}² − ${half}² = ${height * height}`,
      `h = ${height}`,
      `S = ${2 * half} · ${height} : 2 = ${area}`,
    ],
    explanation,
    figure: isoscelesAreaFigure(ctx, half, height, c, u),
  });
};

/** A ladder against a wall: the wall, the ground, the ladder (hypotenuse) and the height asked. */
function ladderFigure(ctx: GeneratorContext, foot: number, height: number, ladder: number): Figure {
  const m = (v: number) => `${fmt(ctx, v)} m`;
  const [w, h] = shownLegs(foot, height, true);
  return rightTriangleFigure(ctx, {
    legs: [foot, height],
    labels: { horizontal: { text: m(foot) }, vertical: ASK, hypotenuse: { text: m(ladder) } },
    alt: ctx.t(
      `Statusis trikampis: kopėčios (įžambinė) ${m(ladder)}, atstumas nuo sienos iki kopėčių apačios ${m(foot)}, aukštis sienoje = ? (ieškomas dydis).`,
      `Right triangle: the ladder (hypotenuse) ${m(ladder)}, its foot ${m(foot)} from the wall, the height up the wall = ? (to be found).`,
    ),
    distort: true,
    extra: {
      segments: [
        { from: [0, 0], to: [0, h * 1.15], stroke: 'thin' },
        { from: [0, 0], to: [w * 1.2, 0], stroke: 'thin' },
      ],
    },
  });
}

/**
 * A rectangle with one diagonal; `labels` are the length (bottom), the width (right) and the diagonal.
 * Drawn not to scale: one of its lengths is asked.
 */
function diagonalFigure(
  ctx: GeneratorContext,
  length: number,
  width: number,
  labels: readonly [Label, Label, Label],
  alt: string,
): Figure {
  const box = shownBox(length, width, true);
  const [a, b, c, d] = [
    [0, 0],
    [box.w, 0],
    [box.w, box.h],
    [0, box.h],
  ] as const;
  return drawScene(
    {
      polygons: [{ points: [a, b, c, d] }],
      segments: [
        { from: a, to: b, label: labels[0] },
        { from: b, to: c, label: labels[1], stroke: labels[1].ask ? 'accent' : 'line' },
        { from: c, to: d },
        { from: d, to: a },
        { from: a, to: c, label: labels[2], stroke: labels[2].ask ? 'accent' : 'line', away: b },
      ],
      angles: [{ at: b, from: a, to: c, right: true }],
    },
    { kind: 'polygon', language: ctx.language, alt, notToScale: true },
  );
}

/** A rhombus with its diagonals labelled and its side asked; drawn with the diagonals' ratio changed. */
function rhombusFigure(ctx: GeneratorContext, p: number, q: number, unit: string): Figure {
  const box = shownBox(p, q, true);
  const [l, b, r, t] = [
    [0, box.h / 2],
    [box.w / 2, 0],
    [box.w, box.h / 2],
    [box.w / 2, box.h],
  ] as const;
  return drawScene(
    {
      polygons: [{ points: [l, b, r, t] }],
      segments: [
        { from: l, to: b },
        { from: b, to: r, label: ASK, stroke: 'accent' },
        { from: r, to: t },
        { from: t, to: l },
        { from: l, to: r, stroke: 'dashed', label: { text: len(ctx, p, unit) }, at: 0.25, away: t },
        { from: b, to: t, stroke: 'dashed', label: { text: len(ctx, q, unit) }, at: 0.75, away: l },
      ],
      angles: [{ at: [box.w / 2, box.h / 2], from: r, to: t, right: true }],
    },
    {
      kind: 'polygon',
      language: ctx.language,
      alt: ctx.t(
        `Rombas: įstrižainės ${len(ctx, p, unit)} ir ${len(ctx, q, unit)} (statmenos, dalija viena kitą pusiau), kraštinė = ? (ieškomas dydis).`,
        `A rhombus: diagonals ${len(ctx, p, unit)} and ${len(ctx, q, unit)} (perpendicular, bisecting each other), side = ? (to be found).`,
      ),
      notToScale: true,
    },
  );
}

/** An isosceles triangle with its equal sides and base labelled and the height to the base dashed. */
function isoscelesAreaFigure(
  ctx: GeneratorContext,
  half: number,
  height: number,
  side: number,
  unit: string,
): Figure {
  const box = shownBox(2 * half, height, false);
  const apex: readonly [number, number] = [box.w / 2, box.h];
  return triangleFigure({
    words: ctx,
    points: [[0, 0], [box.w, 0], apex],
    sides: [
      { text: len(ctx, 2 * half, unit) },
      { text: len(ctx, side, unit) },
      { text: len(ctx, side, unit) },
    ],
    ticks: [undefined, 1, 1],
    extra: {
      segments: [{ from: apex, to: [box.w / 2, 0], stroke: 'dashed', label: { text: 'h' }, away: [0, 0] }],
      angles: [{ at: [box.w / 2, 0], from: [box.w, 0], to: apex, right: true }],
      captions: [{ text: ctx.t('S = ?', 'A = ?'), ask: true }],
    },
    alt: ctx.t(
      `Lygiašonis trikampis: šoninės kraštinės po ${len(ctx, side, unit)}, pagrindas ${len(ctx, 2 * half, unit)}, į pagrindą nuleista aukštinė h (brūkšninė linija); plotas S = ? (ieškomas dydis).`,
      `An isosceles triangle: equal sides ${len(ctx, side, unit)} each, base ${len(ctx, 2 * half, unit)}, the height h to the base dashed; area A = ? (to be found).`,
    ),
    notToScale: box.changed,
  });
}

export const pythagorasGenerators = {
  'find-hypotenuse': findHypotenuse,
  'is-right-triangle': isRightTriangle,
  'ladder-problem': ladderProblem,
};
