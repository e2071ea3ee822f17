import type { Label, SceneSegment, Stroke } from '../../../figures/geometry.ts';
import { shownAngle } from '../../../figures/geometry-shapes.ts';
import { boxScene, pyramidScene, shownDims, solidFigure } from '../../../figures/geometry-solids.ts';
import { along } from '../../../figures/geometry-triangles.ts';
import type { Point } from '../../../figures/svg.ts';
import type { Figure } from '../../../types.ts';
import type { GeneratorContext, SkillGenerator } from '../../registry.ts';
import { choiceTask, exactTask, fmt, fraction, numberTask, piMultiple, radical } from './draft-builders.ts';
import { scaledTriple } from './pythagoras.ts';

/** Cube vertices on the unit grid: ABCD is the base, A₁B₁C₁D₁ the top. */
const CUBE: Record<string, [number, number, number]> = {
  A: [0, 0, 0],
  B: [1, 0, 0],
  C: [1, 1, 0],
  D: [0, 1, 0],
  'A₁': [0, 0, 1],
  'B₁': [1, 0, 1],
  'C₁': [1, 1, 1],
  'D₁': [0, 1, 1],
};
const VERTICES = Object.keys(CUBE);

type Vec = [number, number, number];
const sub = (p: Vec, q: Vec): Vec => [p[0] - q[0], p[1] - q[1], p[2] - q[2]];
const cross = (u: Vec, v: Vec): Vec => [
  u[1] * v[2] - u[2] * v[1],
  u[2] * v[0] - u[0] * v[2],
  u[0] * v[1] - u[1] * v[0],
];
const dot = (u: Vec, v: Vec) => u[0] * v[0] + u[1] * v[1] + u[2] * v[2];
const isZero = (u: Vec) => u[0] === 0 && u[1] === 0 && u[2] === 0;

type Relation = 'parallel' | 'intersecting' | 'skew';
/** How the lines PQ and RS through cube vertices lie (no three cube vertices are collinear). */
export function lineRelation(p: string, q: string, r: string, s: string): Relation {
  const [P, Q, R, S] = [CUBE[p], CUBE[q], CUBE[r], CUBE[s]] as [Vec, Vec, Vec, Vec];
  const u = sub(Q, P);
  const v = sub(S, R);
  const n = cross(u, v);
  if (isZero(n)) return 'parallel';
  return dot(sub(R, P), n) === 0 ? 'intersecting' : 'skew';
}

const RELATION_NAMES = {
  parallel: { lt: 'lygiagrečios', en: 'parallel' },
  intersecting: { lt: 'susikertančios', en: 'intersecting' },
  skew: { lt: 'prasilenkiančios', en: 'skew' },
  coincident: { lt: 'sutampančios', en: 'coincident' },
} as const;

/** A segment between two cube vertices of the wanted kind: 1 edge, 2 face diagonal, 3 space diagonal. */
function cubeSegment(rng: Parameters<SkillGenerator>[0]['rng'], kinds: readonly number[]): [string, string] {
  const pairs: [string, string][] = [];
  for (let i = 0; i < VERTICES.length; i += 1) {
    for (let j = i + 1; j < VERTICES.length; j += 1) {
      const p = VERTICES[i] as string;
      const q = VERTICES[j] as string;
      const d = sub(CUBE[p] as Vec, CUBE[q] as Vec);
      if (kinds.includes(dot(d, d))) pairs.push([p, q]);
    }
  }
  const pair = rng.pick(pairs);
  return rng.chance(0.5) ? pair : [pair[1], pair[0]];
}

const skewLines: SkillGenerator = (ctx) => {
  const { rng, t, level } = ctx;
  const kinds = level <= 1 ? [1] : level === 2 ? [1, 2] : [1, 2, 3];
  const wanted = rng.pick<Relation>(['parallel', 'intersecting', 'skew']);
  // Draw segments until the wanted relation comes up; a handful of draws is plenty.
  let first = cubeSegment(rng, level === 4 ? [2, 3] : kinds);
  let second = cubeSegment(rng, kinds);
  for (let i = 0; i < 40; i += 1) {
    if (
      first.join() !== second.join() &&
      first.join() !== [...second].reverse().join() &&
      lineRelation(first[0], first[1], second[0], second[1]) === wanted
    )
      break;
    first = cubeSegment(rng, level === 4 ? [2, 3] : kinds);
    second = cubeSegment(rng, kinds);
  }
  const relation = lineRelation(first[0], first[1], second[0], second[1]);
  const names = (['parallel', 'intersecting', 'skew', 'coincident'] as const).map(
    (k) => RELATION_NAMES[k][ctx.language],
  );
  const right = RELATION_NAMES[relation][ctx.language];
  const l1 = first.join('');
  const l2 = second.join('');
  return choiceTask(
    ctx,
    right,
    names.filter((n) => n !== right) as [string, string, string],
    {
      question: t(
        `Duotas kubas ABCDA₁B₁C₁D₁. Kokios yra tiesės ${l1} ir ${l2}?`,
        `ABCDA₁B₁C₁D₁ is a cube. How are the lines ${l1} and ${l2} related?`,
      ),
      hints: [
        t('Nusibraižykite kubą ir pažymėkite abi tieses.', 'Sketch the cube and mark both lines.'),
        t(
          'Lygiagrečios tiesės yra vienoje plokštumoje ir nesikerta; prasilenkiančios – nėra vienoje plokštumoje.',
          'Parallel lines lie in one plane and do not meet; skew lines do not lie in one plane.',
        ),
        t(
          `Patikrinkite, ar tiesės ${l1} ir ${l2} turi bendrą tašką arba ar yra vienoje plokštumoje.`,
          `Check whether ${l1} and ${l2} share a point or lie in one plane.`,
        ),
      ],
      steps: [
        relation === 'parallel'
          ? t(
              `${l1} ∥ ${l2}: jos yra vienoje plokštumoje ir neturi bendrų taškų.`,
              `${l1} ∥ ${l2}: they lie in one plane and do not meet.`,
            )
          : relation === 'intersecting'
            ? t(
                `Tiesės ${l1} ir ${l2} yra vienoje plokštumoje ir kertasi.`,
                `${l1} and ${l2} lie in one plane and meet.`,
              )
            : t(
                `Tiesės ${l1} ir ${l2} nėra vienoje plokštumoje, todėl jos prasilenkia.`,
                `${l1} and ${l2} do not lie in one plane, so they are skew.`,
              ),
      ],
      figure: cubeLinesFigure(ctx, first, second),
      explanation: t(
        'Dvi tiesės erdvėje gali būti lygiagrečios, susikertančios arba prasilenkiančios; prasilenkiančios tiesės nesikerta ir nėra lygiagrečios.',
        'Two lines in space are parallel, intersecting or skew; skew lines neither meet nor are parallel.',
      ),
    },
    names,
  );
};

const linePlaneAngle: SkillGenerator = (ctx) => {
  const { rng, t, level } = ctx;
  const explanation = t(
    'Kampas tarp tiesės ir plokštumos – tai kampas tarp tiesės ir jos projekcijos į tą plokštumą; jį randame iš stačiojo trikampio.',
    'The angle between a line and a plane is the angle between the line and its projection onto the plane; it is found from a right triangle.',
  );
  const a = rng.int(1, 20);
  const b = rng.int(1, 20);
  const c = rng.int(1, 20);
  const box = t(
    `Stačiakampio gretasienio ABCDA₁B₁C₁D₁ briaunos AB = ${a}, AD = ${b}, AA₁ = ${c}.`,
    `In the cuboid ABCDA₁B₁C₁D₁, AB = ${a}, AD = ${b} and AA₁ = ${c}.`,
  );
  if (level === 0) {
    const useAB = rng.chance(0.5);
    const exact = fraction(ctx, c, useAB ? a : b);
    const line = useAB ? 'A₁B' : 'A₁D';
    return exactTask(
      exact,
      null,
      {
        question: t(
          `${box} Raskite kampo tarp tiesės ${line} ir plokštumos ABCD tangentą.`,
          `${box} Find the tangent of the angle between the line ${line} and the plane ABCD.`,
        ),
        hints: [
          t(
            `Taško A₁ projekcija į plokštumą ABCD yra A, todėl ${line} projekcija – ${line.replace('A₁', 'A')}.`,
            `The projection of A₁ onto ABCD is A, so ${line} projects onto ${line.replace('A₁', 'A')}.`,
          ),
          t(
            `Ieškomas kampas yra ∠A₁${line.slice(2)}A stačiajame trikampyje.`,
            `The angle is ∠A₁${line.slice(2)}A in a right triangle.`,
          ),
          t(
            `tg = AA₁ : ${line.replace('A₁', 'A')} = ${c} : ${useAB ? a : b}.`,
            `tan = AA₁ ÷ ${line.replace('A₁', 'A')} = ${c} ÷ ${useAB ? a : b}.`,
          ),
        ],
        steps: [`tg φ = ${c}/${useAB ? a : b} = ${exact.display}`.replace('tg', t('tg', 'tan'))],
        explanation,
        figure: cuboidAngleFigure(ctx, {
          dims: [a, b, c],
          labels: { AB: String(a), AD: String(b), 'AA₁': String(c) },
          line: useAB ? ['A₁', 'B'] : ['A₁', 'D'],
          projection: useAB ? ['A', 'B'] : ['A', 'D'],
          phi: { text: 'φ' },
          caption: { text: `${t('tg', 'tan')} φ = ?`, ask: true },
        }),
      },
      'fraction',
    );
  }
  if (level === 1) {
    const [p, q, r] = scaledTriple(rng, 120);
    const [base, height] = rng.shuffle([p, q]) as [number, number];
    const askCos = rng.chance(0.5);
    const exact = fraction(ctx, askCos ? base : height, r);
    const fn = askCos ? t('kosinusą', 'cosine') : t('sinusą', 'sine');
    return exactTask(
      exact,
      null,
      {
        question: t(
          `Stačiakampio gretasienio ABCDA₁B₁C₁D₁ briauna AB = ${base}, o įstrižainė A₁B = ${r}. Raskite kampo tarp tiesės A₁B ir plokštumos ABCD ${fn}.`,
          `In the cuboid ABCDA₁B₁C₁D₁, AB = ${base} and the diagonal A₁B = ${r}. Find the ${fn} of the angle between the line A₁B and the plane ABCD.`,
        ),
        hints: [
          t('Tiesės A₁B projekcija į plokštumą ABCD yra AB.', 'The projection of A₁B onto ABCD is AB.'),
          t(`AA₁ = √(${r}² − ${base}²) = ${height}.`, `AA₁ = √(${r}² − ${base}²) = ${height}.`),
          askCos
            ? t(`cos φ = AB : A₁B = ${base} : ${r}.`, `cos φ = AB ÷ A₁B = ${base} ÷ ${r}.`)
            : t(`sin φ = AA₁ : A₁B = ${height} : ${r}.`, `sin φ = AA₁ ÷ A₁B = ${height} ÷ ${r}.`),
        ],
        steps: askCos
          ? [`cos φ = ${base}/${r} = ${exact.display}`]
          : [`AA₁ = ${height}`, `sin φ = ${height}/${r} = ${exact.display}`],
        explanation,
        figure: cuboidAngleFigure(ctx, {
          dims: [base, base * 0.8, height],
          labels: { AB: String(base), 'A₁B': String(r) },
          line: ['A₁', 'B'],
          projection: ['A', 'B'],
          phi: { text: 'φ' },
          caption: { text: `${askCos ? 'cos' : 'sin'} φ = ?`, ask: true },
          changed: true,
        }),
      },
      'fraction',
    );
  }
  if (level === 2) {
    const s = a * a + b * b;
    const exact = radical(ctx, c, s, s);
    return exactTask(exact, null, {
      question: t(
        `${box} Raskite kampo tarp įstrižainės A₁C ir plokštumos ABCD tangentą.`,
        `${box} Find the tangent of the angle between the diagonal A₁C and the plane ABCD.`,
      ),
      hints: [
        t('Įstrižainės A₁C projekcija į pagrindą yra AC.', 'The projection of A₁C onto the base is AC.'),
        t(`AC = √(${a}² + ${b}²) = √${s}.`, `AC = √(${a}² + ${b}²) = √${s}.`),
        t(
          `tg φ = AA₁ : AC = ${c} : √${s}; panaikinkite iracionalumą vardiklyje.`,
          `tan φ = AA₁ ÷ AC = ${c} ÷ √${s}; rationalise the denominator.`,
        ),
      ],
      steps: [
        `AC = √${s}`,
        t(`tg φ = ${c}/√${s} = ${exact.display}`, `tan φ = ${c}/√${s} = ${exact.display}`),
      ],
      explanation,
      figure: cuboidAngleFigure(ctx, {
        dims: [a, b, c],
        labels: { AB: String(a), AD: String(b), 'AA₁': String(c) },
        line: ['A₁', 'C'],
        projection: ['A', 'C'],
        phi: { text: 'φ' },
        caption: { text: `${t('tg', 'tan')} φ = ?`, ask: true },
      }),
    });
  }
  if (level === 3) {
    const k = rng.int(1, 60);
    const kind = rng.pick(['30', '45', '60'] as const);
    const data =
      kind === '45'
        ? t(`AA₁ = AC = ${k}`, `AA₁ = AC = ${k}`)
        : kind === '30'
          ? t(`AA₁ = ${k}, A₁C = ${2 * k}`, `AA₁ = ${k} and A₁C = ${2 * k}`)
          : t(`AC = ${k}, A₁C = ${2 * k}`, `AC = ${k} and A₁C = ${2 * k}`);
    const answer = Number(kind);
    return numberTask(ctx, answer, '°', {
      question: t(
        `Stačiakampiame gretasienyje ABCDA₁B₁C₁D₁ ${data}. Raskite kampą tarp įstrižainės A₁C ir pagrindo plokštumos ABCD (laipsniais).`,
        `In the cuboid ABCDA₁B₁C₁D₁, ${data}. Find the angle between the diagonal A₁C and the base plane ABCD in degrees.`,
      ),
      hints: [
        t(
          'Ieškomas kampas – ∠A₁CA stačiajame trikampyje A₁AC (∠A = 90°).',
          'The angle is ∠A₁CA in the right triangle A₁AC (∠A = 90°).',
        ),
        kind === '45'
          ? t(
              'Statiniai lygūs, todėl trikampis lygiašonis.',
              'The legs are equal, so the triangle is isosceles.',
            )
          : kind === '30'
            ? t('sin φ = AA₁ : A₁C.', 'sin φ = AA₁ ÷ A₁C.')
            : t('cos φ = AC : A₁C.', 'cos φ = AC ÷ A₁C.'),
        kind === '45'
          ? t('tg φ = 1.', 'tan φ = 1.')
          : kind === '30'
            ? t('sin φ = 1/2.', 'sin φ = 1/2.')
            : t('cos φ = 1/2.', 'cos φ = 1/2.'),
      ],
      steps: [
        kind === '45'
          ? t('tg φ = 1, φ = 45°', 'tan φ = 1, φ = 45°')
          : kind === '30'
            ? `sin φ = ${k}/${2 * k} = 1/2, φ = 30°`
            : `cos φ = ${k}/${2 * k} = 1/2, φ = 60°`,
      ],
      explanation,
      figure: (() => {
        const shown = (shownAngle(answer) * Math.PI) / 180;
        const side = 1 / Math.SQRT2;
        const labels: Record<string, string> =
          kind === '45'
            ? { 'AA₁': String(k), AC: String(k) }
            : kind === '30'
              ? { 'AA₁': String(k), 'A₁C': String(2 * k) }
              : { AC: String(k), 'A₁C': String(2 * k) };
        return cuboidAngleFigure(ctx, {
          dims: [side, side, Math.tan(shown)],
          labels,
          line: ['A₁', 'C'],
          projection: ['A', 'C'],
          phi: { text: '?', ask: true },
          changed: true,
        });
      })(),
    });
  }
  // Level 4: a regular square pyramid: the lateral edge and the base.
  const side = rng.int(2, 20);
  const h = rng.int(1, 20);
  const exact = radical(ctx, h, side, 2);
  return exactTask(exact, null, {
    question: t(
      `Taisyklingosios keturkampės piramidės SABCD pagrindo kraštinė lygi ${side}, aukštinė – ${h}. Raskite kampo tarp šoninės briaunos SA ir pagrindo plokštumos tangentą.`,
      `A regular square pyramid SABCD has base edge ${side} and height ${h}. Find the tangent of the angle between the lateral edge SA and the base plane.`,
    ),
    hints: [
      t(
        'Viršūnės S projekcija – pagrindo įstrižainių susikirtimo taškas O.',
        'The projection of S is the centre O of the base.',
      ),
      t(`AO lygi pusei įstrižainės: ${side}√2/2.`, `AO is half the diagonal: ${side}√2/2.`),
      t(
        `tg φ = SO : AO = ${h} : (${side}√2/2); suprastinkite.`,
        `tan φ = SO ÷ AO = ${h} ÷ (${side}√2/2); simplify.`,
      ),
    ],
    steps: [
      `AO = ${radical(ctx, side, 2, 2).display}`,
      t(
        `tg φ = ${h} : ${radical(ctx, side, 2, 2).display} = ${exact.display}`,
        `tan φ = ${h} ÷ ${radical(ctx, side, 2, 2).display} = ${exact.display}`,
      ),
    ],
    explanation,
    figure: pyramidAngleFigure(ctx, side, h),
  });
};

/** (m, h, l) with l² = h² + 2m²: a square pyramid with base edge 2m, height h and lateral edge l. */
const PYRAMIDS: [number, number, number][] = [];
for (let m = 1; m <= 80; m += 1) {
  for (let h = 1; h <= 100; h += 1) {
    const l = Math.round(Math.sqrt(h * h + 2 * m * m));
    if (l * l === h * h + 2 * m * m) PYRAMIDS.push([m, h, l]);
  }
}

const pyramidHeight: SkillGenerator = (ctx) => {
  const { rng, t, level } = ctx;
  const unit = rng.pick(['cm', 'dm', 'm']);
  const explanation = t(
    'Taisyklingosios piramidės aukštinė krinta į pagrindo centrą, todėl aukštinė, šoninė briauna (arba apotema) ir atstumas nuo centro iki viršūnės (arba kraštinės) sudaro statųjį trikampį.',
    "A regular pyramid's height meets the base at its centre, so the height, a lateral edge (or the slant height) and the distance from the centre to a vertex (or side) form a right triangle.",
  );
  if (level === 0 || level === 2) {
    const [m, h, l] = rng.pick(PYRAMIDS);
    const a = 2 * m;
    const askHeight = level === 0;
    return numberTask(ctx, askHeight ? h : l, unit, {
      question: askHeight
        ? t(
            `Taisyklingosios keturkampės piramidės pagrindo kraštinė ${a} ${unit}, šoninė briauna ${l} ${unit}. Raskite piramidės aukštinę (${unit}).`,
            `A regular square pyramid has base edge ${a} ${unit} and lateral edge ${l} ${unit}. Find its height (${unit}).`,
          )
        : t(
            `Taisyklingosios keturkampės piramidės pagrindo kraštinė ${a} ${unit}, aukštinė ${h} ${unit}. Raskite šoninę briauną (${unit}).`,
            `A regular square pyramid has base edge ${a} ${unit} and height ${h} ${unit}. Find its lateral edge (${unit}).`,
          ),
      hints: [
        t(
          'Aukštinė krinta į pagrindo įstrižainių susikirtimo tašką O.',
          'The height meets the base at the intersection O of its diagonals.',
        ),
        t(
          `AO – pusė įstrižainės: AO² = ${a}² : 2 = ${2 * m * m}.`,
          `AO is half the diagonal: AO² = ${a}² ÷ 2 = ${2 * m * m}.`,
        ),
        askHeight ? `h² = ${l}² − ${2 * m * m} = ${h * h}` : `l² = ${h}² + ${2 * m * m} = ${l * l}`,
      ],
      steps: [
        `AO² = ${2 * m * m}`,
        askHeight
          ? `h² = ${l * l} − ${2 * m * m} = ${h * h}, h = ${h}`
          : `l² = ${h * h} + ${2 * m * m} = ${l * l}, l = ${l}`,
      ],
      explanation,
      figure: pyramidEdgeFigure(ctx, a, h, l, unit, askHeight ? 'height' : 'edge'),
    });
  }
  if (level === 1) {
    const [p, q, r] = scaledTriple(rng, 80);
    const [half, h] = rng.shuffle([p, q]) as [number, number];
    return numberTask(ctx, r, unit, {
      question: t(
        `Taisyklingosios keturkampės piramidės pagrindo kraštinė ${2 * half} ${unit}, aukštinė ${h} ${unit}. Raskite piramidės apotemą (${unit}).`,
        `A regular square pyramid has base edge ${2 * half} ${unit} and height ${h} ${unit}. Find its slant height (apothem) (${unit}).`,
      ),
      hints: [
        t(
          'Apotema – šoninės sienos aukštinė; ji eina į pagrindo kraštinės vidurį.',
          'The slant height is the height of a side face; it meets the middle of a base edge.',
        ),
        t(
          `Atstumas nuo centro iki kraštinės lygus pusei kraštinės: ${half}.`,
          `The distance from the centre to a side is half the edge: ${half}.`,
        ),
        `l² = ${h}² + ${half}² = ${r * r}`,
      ],
      steps: [`${2 * half} : 2 = ${half}`, `l² = ${h * h} + ${half * half} = ${r * r}`, `l = ${r}`],
      explanation,
      figure: pyramidEdgeFigure(ctx, 2 * half, h, r, unit, 'apothem'),
    });
  }
  if (level === 3) {
    const a = rng.int(1, 15);
    const b = rng.int(1, 15);
    const c = rng.int(1, 15);
    const exact = radical(ctx, 1, 1, a * a + b * b + c * c);
    return exactTask(exact, unit, {
      question: t(
        `Stačiakampio gretasienio matmenys ${a} ${unit}, ${b} ${unit} ir ${c} ${unit}. Raskite jo įstrižainės ilgį (${unit}). Atsakymą pateikite tikslią reikšmę.`,
        `A cuboid measures ${a} ${unit} by ${b} ${unit} by ${c} ${unit}. Find the exact length of its space diagonal (${unit}).`,
      ),
      hints: [
        t(
          'Pirmiausia raskite pagrindo įstrižainę: d₁² = a² + b².',
          'First find the base diagonal: d₁² = a² + b².',
        ),
        t('Erdvės įstrižainė: d² = a² + b² + c².', 'The space diagonal: d² = a² + b² + c².'),
        `d = √(${a * a} + ${b * b} + ${c * c}) = √${a * a + b * b + c * c}`,
      ],
      steps: [`d² = ${a}² + ${b}² + ${c}² = ${a * a + b * b + c * c}`, `d = ${exact.display}`],
      explanation,
      figure: spaceDiagonalFigure(ctx, a, b, c, unit),
    });
  }
  // Level 4: the lateral surface from the base edge and the height.
  const [p, q, r] = scaledTriple(rng, 120);
  const [half, h] = rng.shuffle([p, q]) as [number, number];
  const lateral = 2 * (2 * half) * r;
  return numberTask(ctx, lateral, `${unit}²`, {
    question: t(
      `Taisyklingosios keturkampės piramidės pagrindo kraštinė ${2 * half} ${unit}, aukštinė ${h} ${unit}. Raskite piramidės šoninio paviršiaus plotą (${unit}²).`,
      `A regular square pyramid has base edge ${2 * half} ${unit} and height ${h} ${unit}. Find its lateral surface area (${unit}²).`,
    ),
    hints: [
      t('Pirmiausia raskite apotemą: l² = h² + (a/2)².', 'First find the slant height: l² = h² + (a/2)².'),
      t(`l = √(${h * h} + ${half * half}) = ${r}.`, `l = √(${h * h} + ${half * half}) = ${r}.`),
      t(
        `Šoninis paviršius – 4 trikampiai: 4 · ${2 * half} · ${r} : 2.`,
        `The lateral surface is 4 triangles: 4 × ${2 * half} × ${r} ÷ 2.`,
      ),
    ],
    steps: [`l = ${r}`, `S = 4 · ${2 * half} · ${r} : 2 = ${lateral}`],
    explanation,
    figure: pyramidEdgeFigure(ctx, 2 * half, h, r, unit, 'lateral'),
  });
};

const rotateRectangle: SkillGenerator = (ctx) => {
  const { rng, t, level } = ctx;
  const u = rng.pick(['cm', 'dm', 'm']);
  const withPi = t('Atsakymą pateikite su π.', 'Leave the answer in terms of π.');
  const explanation = t(
    'Stačiakampį sukant apie kraštinę gaunamas ritinys (aukštinė – ašis, spindulys – kita kraštinė); statųjį trikampį sukant apie statinį – kūgis.',
    'Rotating a rectangle about a side gives a cylinder (the side is the height, the other side the radius); rotating a right triangle about a leg gives a cone.',
  );
  const a = rng.int(1, 20);
  const b = rng.intExcept(1, 20, [a]);
  const [short, long] = a < b ? [a, b] : [b, a];
  if (level <= 1) {
    const aboutLonger = level === 0 || rng.chance(0.5);
    const [r, h] = aboutLonger ? [short, long] : [long, short];
    const askVolume = level === 0 || rng.chance(0.5);
    const exact = piMultiple(ctx, askVolume ? r * r * h : 2 * r * h);
    return exactTask(exact, askVolume ? `${u}³` : `${u}²`, {
      question: t(
        `Stačiakampis, kurio kraštinės ${short} ${u} ir ${long} ${u}, sukamas apie ${aboutLonger ? 'ilgesniąją' : 'trumpesniąją'} kraštinę. Raskite gauto kūno ${askVolume ? `tūrį (${u}³)` : `šoninio paviršiaus plotą (${u}²)`}. ${withPi}`,
        `A ${short} ${u} by ${long} ${u} rectangle is rotated about its ${aboutLonger ? 'longer' : 'shorter'} side. Find the ${askVolume ? `volume (${u}³)` : `curved surface area (${u}²)`} of the resulting solid. ${withPi}`,
      ),
      hints: [
        t('Gaunamas ritinys.', 'The solid is a cylinder.'),
        t(
          `Sukimo ašis – aukštinė h = ${h}, kita kraštinė – spindulys r = ${r}.`,
          `The axis side is the height h = ${h}; the other side is the radius r = ${r}.`,
        ),
        askVolume ? `V = π · ${r}² · ${h}` : `S = 2π · ${r} · ${h}`,
      ],
      steps: [
        `r = ${r}, h = ${h}`,
        askVolume ? `V = π · ${r}² · ${h} = ${exact.display}` : `S = 2π · ${r} · ${h} = ${exact.display}`,
      ],
      explanation,
      figure: rotationFigure(ctx, {
        shape: 'rectangle',
        axisSide: aboutLonger ? long : short,
        otherSide: aboutLonger ? short : long,
        unit: u,
        caption: askVolume ? VOLUME : CURVED(ctx),
        alt: t(
          `Stačiakampis, kurio kraštinės ${short} ${u} ir ${long} ${u}, sukamas apie ${aboutLonger ? 'ilgesniąją' : 'trumpesniąją'} kraštinę (sukimosi ašis – brūkšninė linija); gauto kūno ${askVolume ? 'tūris V' : 'šoninio paviršiaus plotas'} = ? (ieškomas dydis).`,
          `A ${short} ${u} by ${long} ${u} rectangle rotated about its ${aboutLonger ? 'longer' : 'shorter'} side (the axis dashed); the solid's ${askVolume ? 'volume V' : 'curved surface area'} = ? (to be found).`,
        ),
      }),
    });
  }
  if (level === 2 || level === 3) {
    const [p, q, l] = scaledTriple(rng, 120);
    const [r, h] = rng.shuffle([p, q]) as [number, number];
    const askVolume = level === 2;
    const exact = askVolume ? piMultiple(ctx, r * r * h, 3) : piMultiple(ctx, r * l);
    return exactTask(exact, askVolume ? `${u}³` : `${u}²`, {
      question: askVolume
        ? t(
            `Statusis trikampis, kurio statiniai ${r} ${u} ir ${h} ${u}, sukamas apie ${h} ${u} statinį. Raskite gauto kūgio tūrį (${u}³). ${withPi}`,
            `A right triangle with legs ${r} ${u} and ${h} ${u} is rotated about the ${h} ${u} leg. Find the volume (${u}³) of the cone obtained. ${withPi}`,
          )
        : t(
            `Statusis trikampis, kurio statiniai ${r} ${u} ir ${h} ${u}, sukamas apie ${h} ${u} statinį. Raskite gauto kūgio šoninio paviršiaus plotą (${u}²). ${withPi}`,
            `A right triangle with legs ${r} ${u} and ${h} ${u} is rotated about the ${h} ${u} leg. Find the curved surface area (${u}²) of the cone obtained. ${withPi}`,
          ),
      hints: [
        t(
          `Gaunamas kūgis: aukštinė ${h}, pagrindo spindulys ${r}.`,
          `The solid is a cone with height ${h} and base radius ${r}.`,
        ),
        askVolume
          ? t('V = πr²h : 3.', 'V = πr²h ÷ 3.')
          : t(
              `Sudaromoji – įžambinė: l = √(${r}² + ${h}²) = ${l}.`,
              `The slant height is the hypotenuse: l = √(${r}² + ${h}²) = ${l}.`,
            ),
        askVolume ? `π · ${r}² · ${h} : 3` : `S = π · ${r} · ${l}`,
      ],
      steps: askVolume
        ? [`V = π · ${r * r} · ${h} : 3 = ${exact.display}`]
        : [`l = ${l}`, `S = π · ${r} · ${l} = ${exact.display}`],
      explanation,
      figure: rotationFigure(ctx, {
        shape: 'triangle',
        axisSide: h,
        otherSide: r,
        unit: u,
        caption: askVolume ? VOLUME : CURVED(ctx),
        alt: t(
          `Statusis trikampis su statiniais ${r} ${u} ir ${h} ${u} sukamas apie ${h} ${u} statinį (sukimosi ašis – brūkšninė linija); gauto kūgio ${askVolume ? 'tūris V' : 'šoninio paviršiaus plotas'} = ? (ieškomas dydis).`,
          `A right triangle with legs ${r} ${u} and ${h} ${u} rotated about the ${h} ${u} leg (the axis dashed); the cone's ${askVolume ? 'volume V' : 'curved surface area'} = ? (to be found).`,
        ),
      }),
    });
  }
  // Level 4: rotation about the line joining the midpoints of two opposite sides.
  const exact = piMultiple(ctx, a * a * b, 4);
  return exactTask(exact, `${u}³`, {
    question: t(
      `Stačiakampis ABCD (AB = ${a} ${u}, BC = ${b} ${u}) sukamas apie tiesę, einančią per kraštinių AB ir CD vidurio taškus. Raskite gauto kūno tūrį (${u}³). ${withPi}`,
      `Rectangle ABCD (AB = ${a} ${u}, BC = ${b} ${u}) is rotated about the line through the midpoints of AB and CD. Find the volume (${u}³) of the solid obtained. ${withPi}`,
    ),
    hints: [
      t('Gaunamas ritinys, kurio aukštinė lygi BC.', 'The solid is a cylinder whose height is BC.'),
      t(`Spindulys lygus pusei AB: r = ${a}/2.`, `The radius is half of AB: r = ${a}/2.`),
      `V = π · (${a}/2)² · ${b}`,
    ],
    steps: [`r = ${a}/2, h = ${b}`, `V = π · ${a * a}/4 · ${b} = ${exact.display}`],
    explanation,
    figure: rotationFigure(ctx, {
      shape: 'middle',
      axisSide: b,
      otherSide: a,
      unit: u,
      caption: VOLUME,
      alt: t(
        `Stačiakampis ABCD (AB = ${a} ${u}, BC = ${b} ${u}) sukamas apie tiesę, einančią per kraštinių AB ir CD vidurio taškus (brūkšninė linija); gauto kūno tūris V = ? (ieškomas dydis).`,
        `Rectangle ABCD (AB = ${a} ${u}, BC = ${b} ${u}) rotated about the line through the midpoints of AB and CD (dashed); the solid's volume V = ? (to be found).`,
      ),
    }),
  });
};

const VOLUME: Label = { text: 'V = ?', ask: true };
const CURVED = (ctx: GeneratorContext): Label => ({ text: ctx.t('S šon. = ?', 'S curved = ?'), ask: true });
const ASK: Label = { text: '?', ask: true };
const CUBE_NAME = 'ABCDA₁B₁C₁D₁';

/** Whether a segment between two corners of a box runs along the hidden back corner D. */
function touchesD(p: string, q: string): boolean {
  return p === 'D' || q === 'D';
}

/** The cube with all its corners named and the two lines of the question drawn through it. */
function cubeLinesFigure(
  ctx: GeneratorContext,
  first: readonly [string, string],
  second: readonly [string, string],
): Figure {
  const { scene, corner } = boxScene(1, 1, 1, {}, true);
  const line = (pair: readonly [string, string], stroke: Stroke, hidden: Stroke): SceneSegment => {
    const a = corner(pair[0]);
    const b = corner(pair[1]);
    return {
      from: along(a, b, -0.18),
      to: along(a, b, 1.18),
      stroke: touchesD(pair[0], pair[1]) ? hidden : stroke,
    };
  };
  const l1 = first.join('');
  const l2 = second.join('');
  return solidFigure(
    ctx,
    [scene, { segments: [line(first, 'accent', 'accentDashed'), line(second, 'second', 'secondDashed')] }],
    ctx.t(
      `Kubas ${CUBE_NAME}: pagrindas ABCD, viršutinė siena A₁B₁C₁D₁, nematomos briaunos brūkšninės; paryškintos tiesės ${l1} ir ${l2}.`,
      `Cube ${CUBE_NAME}: base ABCD, top face A₁B₁C₁D₁, hidden edges dashed; the lines ${l1} and ${l2} are highlighted.`,
    ),
  );
}

/**
 * A cuboid with some of its segments labelled (by corner names: AB, AD, AA₁, AC, A₁B, A₁C), a line from
 * A₁ highlighted with its projection on the base dashed, and the angle φ between them marked.
 */
function cuboidAngleFigure(
  ctx: GeneratorContext,
  spec: {
    dims: readonly [number, number, number];
    labels: Record<string, string>;
    line: readonly [string, string];
    projection: readonly [string, string];
    phi: Label;
    caption?: Label;
    changed?: boolean;
  },
): Figure {
  const shown = shownDims(spec.dims);
  const [a, b, c] = shown.dims as [number, number, number];
  const { scene, corner } = boxScene(a, b, c, {}, true);
  const centre = along(corner('A'), corner('C₁'), 0.5);
  const names = (pair: string): [string, string] => {
    const m = /^(.₁?)(.₁?)$/u.exec(pair);
    return [m?.[1] ?? 'A', m?.[2] ?? 'B'];
  };
  const labelled: SceneSegment[] = Object.entries(spec.labels).map(([pair, text]) => {
    // AD is a hidden back edge: its length goes on the equal front edge BC.
    const [p, q] = pair === 'AD' ? ['B', 'C'] : names(pair);
    return {
      from: corner(p),
      to: corner(q),
      label: { text },
      away: pair === 'A₁C' || pair === 'A₁B' ? corner('A') : centre,
      stroke: 'thin',
    };
  });
  const [p, q] = spec.line;
  const [r, s] = spec.projection;
  const vertex = q;
  const items = Object.entries(spec.labels).map(([pair, text]) => `${pair} = ${text}`);
  return solidFigure(
    ctx,
    [
      scene,
      {
        segments: [
          { from: corner(p), to: corner(q), stroke: touchesD(p, q) ? 'accentDashed' : 'accent' },
          { from: corner(r), to: corner(s), stroke: 'accentDashed' },
          ...labelled,
        ],
        angles: [
          {
            at: corner(vertex),
            from: corner(p),
            to: corner(r),
            label: spec.phi,
            stroke: 'accent',
            radius: 26,
          },
        ],
        captions: spec.caption ? [spec.caption] : [],
      },
    ],
    ctx.t(
      `Stačiakampis gretasienis ${CUBE_NAME}: ${items.join(', ')}. Tiesė ${p}${q} ir jos projekcija ${r}${s} plokštumoje ABCD (brūkšninė linija) sudaro kampą φ${spec.phi.ask ? ' = ? (ieškomas dydis)' : ''}${spec.caption ? `; ${spec.caption.text.replace(' = ?', '')} = ? (ieškomas dydis)` : ''}.`,
      `Cuboid ${CUBE_NAME}: ${items.join(', ')}. The line ${p}${q} and its projection ${r}${s} on the plane ABCD (dashed) make the angle φ${spec.phi.ask ? ' = ? (to be found)' : ''}${spec.caption ? `; ${spec.caption.text.replace(' = ?', '')} = ? (to be found)` : ''}.`,
    ),
    spec.changed === true || shown.changed,
  );
}

/** A regular pyramid SABCD with its height SO and the lateral edge SA; the angle φ at A is asked. */
function pyramidAngleFigure(ctx: GeneratorContext, side: number, h: number): Figure {
  const shown = shownDims([side, h]);
  const [a, sh] = shown.dims as [number, number];
  const { scene, point } = pyramidScene(a, sh, true);
  return solidFigure(
    ctx,
    [
      scene,
      {
        segments: [
          { from: point('A'), to: point('B'), label: { text: String(side) }, away: point('S'), at: 0.3 },
          {
            from: point('S'),
            to: point('O'),
            stroke: 'dashed',
            label: { text: String(h) },
            away: point('C'),
          },
          { from: point('S'), to: point('A'), stroke: 'accent' },
          { from: point('A'), to: point('O'), stroke: 'accentDashed' },
        ],
        angles: [
          {
            at: point('A'),
            from: point('S'),
            to: point('O'),
            label: { text: 'φ' },
            stroke: 'accent',
            radius: 26,
          },
        ],
        dots: [point('O')],
        names: [{ at: point('O'), text: 'O', dir: [0.3, -1] }],
        captions: [{ text: `${ctx.t('tg', 'tan')} φ = ?`, ask: true }],
      },
    ],
    ctx.t(
      `Taisyklingoji keturkampė piramidė SABCD: pagrindo kraštinė ${side}, aukštinė SO = ${h} (O – pagrindo centras). Šoninė briauna SA ir jos projekcija AO sudaro kampą φ; ${ctx.t('tg', 'tan')} φ = ? (ieškomas dydis).`,
      `Regular square pyramid SABCD: base edge ${side}, height SO = ${h} (O the centre of the base). The lateral edge SA and its projection AO make the angle φ; tan φ = ? (to be found).`,
    ),
    shown.changed,
  );
}

/**
 * A regular square pyramid with its base edge labelled and two of its height SO, lateral edge SB and
 * apothem SM; `asked` says which one is asked (or, for `lateral`, the lateral surface).
 */
function pyramidEdgeFigure(
  ctx: GeneratorContext,
  a: number,
  h: number,
  third: number,
  unit: string,
  asked: 'height' | 'edge' | 'apothem' | 'lateral',
): Figure {
  const distort = asked === 'lateral' ? null : 1;
  const shown = shownDims([a, h], distort);
  const [sa, sh] = shown.dims as [number, number];
  const { scene, point } = pyramidScene(sa, sh, true);
  const len = (v: number) => `${fmt(ctx, v)} ${unit}`;
  const S = point('S');
  const heightLabel: Label = asked === 'height' ? ASK : { text: len(h) };
  const segments: SceneSegment[] = [
    { from: point('A'), to: point('B'), label: { text: len(a) }, away: S, at: 0.3 },
    {
      from: S,
      to: point('O'),
      stroke: asked === 'height' ? 'accentDashed' : 'dashed',
      label:
        asked === 'edge' || asked === 'height' || asked === 'apothem' || asked === 'lateral'
          ? heightLabel
          : undefined,
      away: point('C'),
    },
  ];
  if (asked === 'edge' || asked === 'height') {
    segments.push({
      from: S,
      to: point('B'),
      stroke: asked === 'edge' ? 'accent' : 'line',
      label: asked === 'edge' ? ASK : { text: len(third) },
      away: point('A'),
    });
  }
  if (asked === 'apothem')
    segments.push({ from: S, to: point('M'), stroke: 'accent', label: ASK, away: point('A') });
  const given = ctx.t(`pagrindo kraštinė AB = ${len(a)}`, `base edge AB = ${len(a)}`);
  const alt = {
    height: ctx.t(
      `Taisyklingoji keturkampė piramidė SABCD (O – pagrindo centras): ${given}, šoninė briauna SB = ${len(third)}; aukštinė SO = ? (ieškomas dydis).`,
      `Regular square pyramid SABCD (O the centre of the base): ${given}, lateral edge SB = ${len(third)}; height SO = ? (to be found).`,
    ),
    edge: ctx.t(
      `Taisyklingoji keturkampė piramidė SABCD (O – pagrindo centras): ${given}, aukštinė SO = ${len(h)}; šoninė briauna SB = ? (ieškomas dydis).`,
      `Regular square pyramid SABCD (O the centre of the base): ${given}, height SO = ${len(h)}; lateral edge SB = ? (to be found).`,
    ),
    apothem: ctx.t(
      `Taisyklingoji keturkampė piramidė SABCD (O – pagrindo centras, M – kraštinės AB vidurys): ${given}, aukštinė SO = ${len(h)}; apotema SM = ? (ieškomas dydis).`,
      `Regular square pyramid SABCD (O the centre of the base, M the midpoint of AB): ${given}, height SO = ${len(h)}; slant height SM = ? (to be found).`,
    ),
    lateral: ctx.t(
      `Taisyklingoji keturkampė piramidė SABCD (O – pagrindo centras): ${given}, aukštinė SO = ${len(h)}; šoninio paviršiaus plotas = ? (ieškomas dydis).`,
      `Regular square pyramid SABCD (O the centre of the base): ${given}, height SO = ${len(h)}; lateral surface area = ? (to be found).`,
    ),
  }[asked];
  return solidFigure(
    ctx,
    [
      scene,
      {
        segments,
        dots: [point('O'), ...(asked === 'apothem' ? [point('M')] : [])],
        names: [
          { at: point('O'), text: 'O', dir: [0.4, -1] },
          ...(asked === 'apothem' ? [{ at: point('M'), text: 'M', dir: [0, -1] as Point }] : []),
        ],
        captions: asked === 'lateral' ? [{ text: ctx.t('S šon. = ?', 'S lateral = ?'), ask: true }] : [],
      },
    ],
    alt,
    asked !== 'lateral' || shown.changed,
  );
}

/** A cuboid with its three edges labelled and the space diagonal AC₁ asked. */
function spaceDiagonalFigure(ctx: GeneratorContext, a: number, b: number, c: number, unit: string): Figure {
  const shown = shownDims([a, b, c]);
  const [sa, sb, sc] = shown.dims as [number, number, number];
  const len = (v: number) => `${fmt(ctx, v)} ${unit}`;
  const { scene, corner } = boxScene(sa, sb, sc, {
    length: { text: len(a) },
    depth: { text: len(b) },
    height: { text: len(c) },
  });
  return solidFigure(
    ctx,
    [
      scene,
      {
        segments: [{ from: corner('A'), to: corner('C₁'), stroke: 'accent', label: ASK, away: corner('B') }],
      },
    ],
    ctx.t(
      `Stačiakampis gretasienis: matmenys ${len(a)}, ${len(b)} ir ${len(c)}; erdvės įstrižainė = ? (ieškomas dydis).`,
      `A cuboid measuring ${len(a)}, ${len(b)} and ${len(c)}; its space diagonal = ? (to be found).`,
    ),
    shown.changed,
  );
}

/**
 * A flat shape and the axis it turns about (dashed): a rectangle about its left side, a right triangle
 * about its vertical leg, or a rectangle about the line through the middles of its top and bottom.
 */
function rotationFigure(
  ctx: GeneratorContext,
  spec: {
    shape: 'rectangle' | 'triangle' | 'middle';
    axisSide: number;
    otherSide: number;
    unit: string;
    caption: Label;
    alt: string;
  },
): Figure {
  const shown = shownDims([spec.otherSide, spec.axisSide], null, 0.45);
  const [w, h] = shown.dims as [number, number];
  const len = (v: number) => `${fmt(ctx, v)} ${spec.unit}`;
  const axisX = spec.shape === 'middle' ? w / 2 : 0;
  const pts: Point[] =
    spec.shape === 'triangle'
      ? [
          [0, 0],
          [w, 0],
          [0, h],
        ]
      : [
          [0, 0],
          [w, 0],
          [w, h],
          [0, h],
        ];
  const inside: Point = [w / 3, h / 3];
  const segments: SceneSegment[] = pts.map((p, i) => ({
    from: p,
    to: pts[(i + 1) % pts.length] as Point,
    away: inside,
  }));
  const bottom = segments[0] as SceneSegment;
  bottom.label = { text: len(spec.otherSide) };
  const sideIndex = spec.shape === 'triangle' ? 2 : spec.shape === 'middle' ? 1 : 1;
  (segments[sideIndex] as SceneSegment).label = { text: len(spec.axisSide) };
  const top = h * 1.2;
  return solidFigure(
    ctx,
    [
      {
        polygons: [{ points: pts }],
        segments: [
          ...segments,
          { from: [axisX, -0.15 * h], to: [axisX, top + 0.05 * h], stroke: 'accentDashed' },
        ],
        ellipses: [
          {
            centre: [axisX, top - 0.05 * h],
            rx: 0.14 * w + 0.06 * h,
            ry: 0.035 * h + 0.01 * w,
            part: 'front',
            stroke: 'accent',
          },
        ],
        chevrons: [{ at: [axisX + 0.14 * w + 0.06 * h, top - 0.04 * h], dir: [0, 1] }],
        names:
          spec.shape === 'middle'
            ? ['A', 'B', 'C', 'D'].map((text, i) => ({
                at: pts[i] as Point,
                text,
                away: [w / 2, h / 2] as Point,
              }))
            : [],
        dots: spec.shape === 'middle' ? [[w / 2, 0] as Point, [w / 2, h] as Point] : [],
        captions: [spec.caption],
      },
    ],
    spec.alt,
    shown.changed,
  );
}

export const stereometryGenerators = {
  'skew-lines': skewLines,
  'line-plane-angle': linePlaneAngle,
  'pyramid-height': pyramidHeight,
  'rotate-rectangle': rotateRectangle,
};
