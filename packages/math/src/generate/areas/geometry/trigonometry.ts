import { drawScene, type Label, type SceneSegment, type Words } from '../../../figures/geometry.ts';
import { circleFigure } from '../../../figures/geometry-circles.ts';
import { polygonFigure } from '../../../figures/geometry-polygons.ts';
import {
  drawnTriangle,
  shownAngle,
  shownLegs,
  shownTriangleAngles,
  triangleFromAngles,
} from '../../../figures/geometry-shapes.ts';
import { type Corner, triangleFigure, triangleScene } from '../../../figures/geometry-triangles.ts';
import type { Point } from '../../../figures/svg.ts';
import type { Figure } from '../../../types.ts';
import type { GeneratorContext, SkillGenerator, TaskDraft } from '../../registry.ts';
import { deg, exactTask, fmt, fraction, numberTask, radical } from './draft-builders.ts';
import { scaledTriple } from './pythagoras.ts';

/** sin, cos, tan of the special angles as (p/q)·√r. */
type Surd = { p: number; q: number; r: number };
const SIN: Record<number, Surd> = {
  30: { p: 1, q: 2, r: 1 },
  45: { p: 1, q: 2, r: 2 },
  60: { p: 1, q: 2, r: 3 },
  90: { p: 1, q: 1, r: 1 },
  120: { p: 1, q: 2, r: 3 },
  135: { p: 1, q: 2, r: 2 },
  150: { p: 1, q: 2, r: 1 },
};
const COS: Record<number, Surd> = {
  30: { p: 1, q: 2, r: 3 },
  45: { p: 1, q: 2, r: 2 },
  60: { p: 1, q: 2, r: 1 },
};
const TAN: Record<number, Surd> = {
  30: { p: 1, q: 3, r: 3 },
  45: { p: 1, q: 1, r: 1 },
  60: { p: 1, q: 1, r: 3 },
};

function surdText(s: Surd): string {
  const root = s.r === 1 ? '' : `√${s.r}`;
  const top = s.p === 1 && root ? root : `${s.p}${root}`;
  return s.q === 1 ? top : `${top}/${s.q}`;
}

const VERTEX_SETS = ['ABC', 'KLM', 'DEF', 'MNP', 'PRS', 'XYZ'] as const;

/** The same task with the triangle ABC renamed (ABC → KLM …), for variety. */
function renameTriangle(draft: TaskDraft, names: string): TaskDraft {
  const map: Record<string, string> = { A: names.charAt(0), B: names.charAt(1), C: names.charAt(2) };
  const rename = (text: string) =>
    text.replace(/\b[ABC]+\b/g, (word) => [...word].map((ch) => map[ch] ?? ch).join(''));
  return {
    ...draft,
    question: rename(draft.question),
    hints: draft.hints.map(rename),
    steps: draft.steps.map(rename),
  };
}

const trigRatioFromSides: SkillGenerator = (ctx) => {
  // The names are drawn after the task's numbers (as they always were), when the figure is made.
  let names: string | null = null;
  const pickNames = () => {
    names ??= ctx.rng.pick(VERTEX_SETS);
    return names;
  };
  const draft = trigRatioInABC(ctx, pickNames);
  return renameTriangle(draft, pickNames());
};

function trigRatioInABC(ctx: GeneratorContext, pickNames: () => string): TaskDraft {
  const { rng, t, level } = ctx;
  const explanation = t(
    'Smailiojo kampo sinusas – prieš jį esančio statinio ir įžambinės santykis, kosinusas – prie jo esančio statinio ir įžambinės, tangentas – priešingo ir prie jo esančio statinių santykis.',
    'For an acute angle: sine = opposite ÷ hypotenuse, cosine = adjacent ÷ hypotenuse, tangent = opposite ÷ adjacent.',
  );
  const [a, b, c] = scaledTriple(rng, [60, 100, 100, 120, 130][level] ?? 60);
  // BC = a (opposite A), AC = b (adjacent to A), AB = c.
  const [BC, AC] = rng.shuffle([a, b]) as [number, number];
  const fn = rng.pick(['sin', 'cos', 'tg'] as const);
  const atB = level === 3;
  const opposite = atB ? AC : BC;
  const adjacent = atB ? BC : AC;
  const vertex = atB ? 'B' : 'A';
  const fnText = fn === 'tg' ? t('tg', 'tan') : fn;
  const [num, den] = fn === 'sin' ? [opposite, c] : fn === 'cos' ? [adjacent, c] : [opposite, adjacent];
  if (level === 4) {
    // From sin A to tan A (or cos A).
    const sinA = fraction(ctx, BC, c);
    const target = rng.pick(['cos', 'tg'] as const);
    const exact = target === 'cos' ? fraction(ctx, AC, c) : fraction(ctx, BC, AC);
    const tText = target === 'tg' ? t('tg', 'tan') : 'cos';
    return exactTask(
      exact,
      null,
      {
        question: t(
          `Smailiojo kampo A sinusas lygus ${sinA.display}. Raskite ${tText} A.`,
          `The sine of an acute angle A is ${sinA.display}. Find ${tText} A.`,
        ),
        hints: [
          t(
            'Nusibraižykite statųjį trikampį, kurio statinis prieš kampą A ir įžambinė atitinka duotą santykį.',
            'Draw a right triangle whose side opposite A and hypotenuse match the given ratio.',
          ),
          t('Arba: cos² A = 1 − sin² A.', 'Or use cos² A = 1 − sin² A.'),
          t(
            `cos A = ${fraction(ctx, AC, c).display}${target === 'tg' ? `, tg A = sin A : cos A` : ''}.`,
            `cos A = ${fraction(ctx, AC, c).display}${target === 'tg' ? ', tan A = sin A ÷ cos A' : ''}.`,
          ),
        ],
        steps: [
          `cos A = √(1 − (${sinA.display})²) = ${fraction(ctx, AC, c).display}`,
          ...(target === 'tg' ? [`${tText} A = ${exact.display}`] : []),
        ],
        explanation,
        figure: trigRatioFigure(ctx, pickNames(), AC, BC, null, 'A', [
          { text: `sin A = ${sinA.display}` },
          { text: `${tText} A = ?`, ask: true },
        ]),
      },
      'fraction',
    );
  }
  const exact = fraction(ctx, num, den);
  const given =
    level === 0
      ? `AC = ${AC}, BC = ${BC}, AB = ${c}`
      : level === 1
        ? `AC = ${AC}, BC = ${BC}`
        : level === 2
          ? `AB = ${c}, AC = ${AC}`
          : `AC = ${AC}, BC = ${BC}`;
  const missing =
    level === 1 || level === 3
      ? t(`AB = √(${AC}² + ${BC}²) = ${c}.`, `AB = √(${AC}² + ${BC}²) = ${c}.`)
      : level === 2
        ? t(`BC = √(${c}² − ${AC}²) = ${BC}.`, `BC = √(${c}² − ${AC}²) = ${BC}.`)
        : t('Visos kraštinės duotos.', 'All sides are given.');
  return exactTask(
    exact,
    null,
    {
      question: t(
        `Stačiojo trikampio ABC (∠C = 90°) ${given}. Raskite ${fnText} ${vertex}.`,
        `In right triangle ABC (∠C = 90°), ${given}. Find ${fnText} ${vertex}.`,
      ),
      hints: [
        explanation,
        missing,
        t(
          `${fnText} ${vertex} = ${num} : ${den}; suprastinkite.`,
          `${fnText} ${vertex} = ${num} ÷ ${den}; simplify.`,
        ),
      ],
      steps: [...(level === 0 ? [] : [missing]), `${fnText} ${vertex} = ${num}/${den} = ${exact.display}`],
      explanation,
      figure: trigRatioFigure(
        ctx,
        pickNames(),
        AC,
        BC,
        level === 0 ? ['AC', 'BC', 'AB'] : level === 2 ? ['AB', 'AC'] : ['AC', 'BC'],
        vertex,
        [{ text: `${fnText} ${vertex} = ?`, ask: true }],
      ),
    },
    'fraction',
  );
}

const findSideWithTrig: SkillGenerator = (ctx) => {
  const { rng, t, level } = ctx;
  const explanation = t(
    'Stačiajame trikampyje statinis = įžambinė · sin(priešingo kampo) = įžambinė · cos(gretimo kampo), o priešingas statinis = gretimas statinis · tg kampo.',
    'In a right triangle a leg = hypotenuse × sin(opposite angle) = hypotenuse × cos(adjacent angle), and opposite leg = adjacent leg × tan(angle).',
  );
  const unit = rng.pick(['cm', 'dm', 'm']);
  const angle = level === 0 ? 30 : level === 1 ? 45 : rng.pick([30, 45, 60]);
  const known = rng.int(2, 40);
  if (level <= 2) {
    const adjacent = level === 2 ? rng.chance(0.5) : level === 1 ? rng.chance(0.5) : false;
    const f = adjacent ? (COS[angle] as Surd) : (SIN[angle] as Surd);
    const exact = radical(ctx, known * f.p, f.q, f.r);
    const name = adjacent ? 'cos' : 'sin';
    return exactTask(
      exact,
      unit,
      {
        question: t(
          `Stačiojo trikampio įžambinė ${known} ${unit}, o smailusis kampas ${deg(ctx, angle)}. Raskite ${adjacent ? 'prie šio kampo esantį' : 'prieš šį kampą esantį'} statinį (${unit}).`,
          `The hypotenuse of a right triangle is ${known} ${unit} and one acute angle is ${deg(ctx, angle)}. Find the leg ${adjacent ? 'adjacent to' : 'opposite'} this angle (${unit}).`,
        ),
        hints: [
          explanation,
          t(
            `Statinis = ${known} · ${name} ${deg(ctx, angle)}.`,
            `Leg = ${known} × ${name} ${deg(ctx, angle)}.`,
          ),
          t(`${name} ${deg(ctx, angle)} = ${surdText(f)}.`, `${name} ${deg(ctx, angle)} = ${surdText(f)}.`),
        ],
        steps: [`${known} · ${name} ${deg(ctx, angle)} = ${known} · ${surdText(f)} = ${exact.display}`],
        explanation,
        figure: rightAngleFigure(
          ctx,
          angle,
          { hypotenuse: { text: `${known} ${unit}` }, [adjacent ? 'adjacent' : 'opposite']: ASK },
          t(
            `Statusis trikampis: įžambinė ${known} ${unit}, smailusis kampas ${deg(ctx, angle)}; ${adjacent ? 'prie šio kampo esantis' : 'prieš šį kampą esantis'} statinys = ? (ieškomas dydis).`,
            `Right triangle: hypotenuse ${known} ${unit}, an acute angle ${deg(ctx, angle)}; the leg ${adjacent ? 'adjacent to' : 'opposite'} this angle = ? (to be found).`,
          ),
        ),
      },
      angle === 30 && !adjacent ? 'number' : 'expression',
    );
  }
  if (level === 3) {
    // Hypotenuse from the leg opposite the angle: c = a / sin α.
    const f = SIN[angle] as Surd;
    const exact = radical(ctx, known * f.q, f.p * f.r, f.r);
    return exactTask(exact, unit, {
      question: t(
        `Stačiojo trikampio statinis ${known} ${unit}, o prieš jį esantis kampas ${deg(ctx, angle)}. Raskite įžambinę (${unit}).`,
        `A leg of a right triangle is ${known} ${unit} and the angle opposite it is ${deg(ctx, angle)}. Find the hypotenuse (${unit}).`,
      ),
      hints: [
        explanation,
        t(`Įžambinė = ${known} : sin ${deg(ctx, angle)}.`, `Hypotenuse = ${known} ÷ sin ${deg(ctx, angle)}.`),
        t(
          `sin ${deg(ctx, angle)} = ${surdText(f)}; panaikinkite šaknį vardiklyje.`,
          `sin ${deg(ctx, angle)} = ${surdText(f)}; rationalise the denominator.`,
        ),
      ],
      steps: [`c = ${known} : ${surdText(f)} = ${exact.display}`],
      explanation,
      figure: rightAngleFigure(
        ctx,
        angle,
        { opposite: { text: `${known} ${unit}` }, hypotenuse: ASK },
        t(
          `Statusis trikampis: statinis ${known} ${unit}, prieš jį esantis kampas ${deg(ctx, angle)}; įžambinė = ? (ieškomas dydis).`,
          `Right triangle: a leg of ${known} ${unit}, the angle opposite it ${deg(ctx, angle)}; hypotenuse = ? (to be found).`,
        ),
      ),
    });
  }
  // Level 4: the other leg from a leg and an angle (tan).
  const f = TAN[angle] as Surd;
  const exact = radical(ctx, known * f.p, f.q, f.r);
  return exactTask(exact, unit, {
    question: t(
      `Stačiojo trikampio statinis ${known} ${unit}, o prie jo esantis smailusis kampas ${deg(ctx, angle)}. Raskite kitą statinį (${unit}).`,
      `A leg of a right triangle is ${known} ${unit} and the acute angle next to it is ${deg(ctx, angle)}. Find the other leg (${unit}).`,
    ),
    hints: [
      explanation,
      t(
        `Kitas statinis = ${known} · tg ${deg(ctx, angle)}.`,
        `Other leg = ${known} × tan ${deg(ctx, angle)}.`,
      ),
      t(`tg ${deg(ctx, angle)} = ${surdText(f)}.`, `tan ${deg(ctx, angle)} = ${surdText(f)}.`),
    ],
    steps: [
      t(
        `${known} · tg ${deg(ctx, angle)} = ${exact.display}`,
        `${known} × tan ${deg(ctx, angle)} = ${exact.display}`,
      ),
    ],
    explanation,
    figure: rightAngleFigure(
      ctx,
      angle,
      { adjacent: { text: `${known} ${unit}` }, opposite: ASK },
      t(
        `Statusis trikampis: statinis ${known} ${unit}, prie jo esantis smailusis kampas ${deg(ctx, angle)}; kitas statinis = ? (ieškomas dydis).`,
        `Right triangle: a leg of ${known} ${unit}, the acute angle next to it ${deg(ctx, angle)}; the other leg = ? (to be found).`,
      ),
    ),
  });
};

const angleOfElevation: SkillGenerator = (ctx) => {
  const { rng, t, level } = ctx;
  const explanation = t(
    'Stebėtojas, objekto pagrindas ir viršūnė sudaro statųjį trikampį: aukštis = atstumas · tg(pakilimo kampo).',
    'The observer, the foot and the top of the object form a right triangle: height = distance × tan(angle of elevation).',
  );
  const objects = [
    { lt: 'medžio', en: 'a tree' },
    { lt: 'bokšto', en: 'a tower' },
    { lt: 'stulpo', en: 'a pole' },
    { lt: 'namo', en: 'a building' },
  ];
  const object = rng.pick(objects);
  if (level === 0) {
    const d = rng.int(3, 120);
    return numberTask(ctx, d, 'm', {
      question: t(
        `Iš taško, esančio ${d} m nuo ${object.lt} pagrindo, ${object.lt} viršūnė matoma 45° kampu horizonto atžvilgiu. Koks ${object.lt} aukštis metrais (stebėtojo akių aukščio nepaisykite)?`,
        `From a point ${d} m from the foot of ${object.en}, its top is seen at an angle of elevation of 45°. How tall is it in metres (ignore the observer's eye height)?`,
      ),
      hints: [explanation, t('tg 45° = 1.', 'tan 45° = 1.'), t(`Aukštis = ${d} · 1.`, `Height = ${d} × 1.`)],
      steps: [t(`h = ${d} · tg 45° = ${d}`, `h = ${d} × tan 45° = ${d}`)],
      explanation,
      figure: elevationFigure(ctx, { distance: d, angle: 45, angleLabel: '45°' }),
    });
  }
  const tanValue = rng.pick([0.2, 0.25, 0.3, 0.4, 0.5, 0.6, 0.75, 0.8, 1.2, 1.25, 1.5]);
  const d = rng.int(4, 80);
  const h = Math.round(d * tanValue * 100) / 100;
  if (level === 1 || level === 2) {
    const eye = level === 2 ? rng.int(12, 19) / 10 : 0;
    const total = Math.round((h + eye) * 100) / 100;
    return numberTask(ctx, total, 'm', {
      question: t(
        `Stebėtojas stovi ${d} m nuo ${object.lt}. Pakilimo kampo α, kuriuo matoma ${object.lt} viršūnė, tangentas lygus ${fmt(ctx, tanValue)}.${eye ? ` Stebėtojo akys yra ${fmt(ctx, eye)} m aukštyje.` : ' Stebėtojo akių aukščio nepaisykite.'} Koks ${object.lt} aukštis (m)?`,
        `An observer stands ${d} m from ${object.en}. The angle of elevation α of its top has tan α = ${fmt(ctx, tanValue)}.${eye ? ` The observer's eyes are ${fmt(ctx, eye)} m above the ground.` : " Ignore the observer's eye height."} How tall is it (m)?`,
      ),
      hints: [
        explanation,
        t(
          `Aukštis virš akių lygio: ${d} · ${fmt(ctx, tanValue)} = ${fmt(ctx, h)}.`,
          `Height above eye level: ${d} × ${fmt(ctx, tanValue)} = ${fmt(ctx, h)}.`,
        ),
        eye
          ? t(
              `Pridėkite akių aukštį: ${fmt(ctx, h)} + ${fmt(ctx, eye)}.`,
              `Add the eye height: ${fmt(ctx, h)} + ${fmt(ctx, eye)}.`,
            )
          : t(`Atsakymas – ${fmt(ctx, h)} m.`, `So the height is ${fmt(ctx, h)} m.`),
      ],
      steps: [
        `${d} · ${fmt(ctx, tanValue)} = ${fmt(ctx, h)}`,
        ...(eye ? [`${fmt(ctx, h)} + ${fmt(ctx, eye)} = ${fmt(ctx, total)}`] : []),
      ],
      explanation,
      figure: elevationFigure(ctx, {
        distance: d,
        angle: (Math.atan(tanValue) * 180) / Math.PI,
        angleLabel: 'α',
        tan: `tg α = ${fmt(ctx, tanValue)}`,
        eye,
      }),
    });
  }
  if (level === 3) {
    // Angle of depression from a height: the horizontal distance.
    return numberTask(ctx, d, 'm', {
      question: t(
        `Iš ${fmt(ctx, h)} m aukščio bokšto viršaus valtis matoma nuolydžio kampu β, tg β = ${fmt(ctx, tanValue)}. Kokiu atstumu (m) nuo bokšto pagrindo yra valtis?`,
        `From the top of a ${fmt(ctx, h)} m tower a boat is seen at an angle of depression β with tan β = ${fmt(ctx, tanValue)}. How far (m) is the boat from the foot of the tower?`,
      ),
      hints: [
        t(
          'Nuolydžio kampas lygus pakilimo kampui iš valties į bokšto viršų (priešiniai kampai).',
          'The angle of depression equals the angle of elevation from the boat to the top (alternate angles).',
        ),
        t('tg β = aukštis : atstumas.', 'tan β = height ÷ distance.'),
        t(
          `Atstumas = ${fmt(ctx, h)} : ${fmt(ctx, tanValue)}.`,
          `Distance = ${fmt(ctx, h)} ÷ ${fmt(ctx, tanValue)}.`,
        ),
      ],
      steps: [`d = ${fmt(ctx, h)} : ${fmt(ctx, tanValue)} = ${d}`.replace(' : ', t(' : ', ' ÷ '))],
      explanation,
      figure: depressionFigure(ctx, h, tanValue),
    });
  }
  // Level 4: two observation points on one line; 45° from the nearer, tan = 1/k from the farther.
  const k = rng.int(2, 5);
  const height = rng.int(5, 60);
  const gap = (k - 1) * height;
  return numberTask(ctx, height, 'm', {
    question: t(
      `Iš taško A ${object.lt} viršūnė matoma 45° kampu. Nuėjus nuo ${object.lt} tolyn ${gap} m iki taško B, viršūnė matoma kampu, kurio tangentas lygus 1/${k}. Koks ${object.lt} aukštis (m)? (Stebėtojo akių aukščio nepaisykite.)`,
      `From point A the top of ${object.en} is seen at 45°. After walking ${gap} m directly away to point B, the top is seen at an angle whose tangent is 1/${k}. How tall is it (m)? (Ignore eye height.)`,
    ),
    hints: [
      t(
        'Pažymėkite aukštį h; iš taško A atstumas iki pagrindo lygus h (nes tg 45° = 1).',
        'Call the height h; from A the distance to the foot is h (tan 45° = 1).',
      ),
      t(`Iš taško B: h : (h + ${gap}) = 1/${k}.`, `From B: h ÷ (h + ${gap}) = 1/${k}.`),
      t(`${k}h = h + ${gap}, todėl ${k - 1}h = ${gap}.`, `${k}h = h + ${gap}, so ${k - 1}h = ${gap}.`),
    ],
    steps: [
      `h / (h + ${gap}) = 1/${k}`,
      `${k}h = h + ${gap}`,
      `h = ${gap} : ${k - 1} = ${height}`.replace(' : ', t(' : ', ' ÷ ')),
    ],
    explanation,
    figure: twoPointsFigure(ctx, gap, k),
  });
};

/** Whole-number triangles with a 60° or 120° angle between sides a and b. */
const EISENSTEIN: { a: number; b: number; c: number; angle: 60 | 120 }[] = [];
for (let a = 1; a <= 80; a += 1) {
  for (let b = a; b <= 80; b += 1) {
    for (const angle of [60, 120] as const) {
      const c2 = angle === 60 ? a * a + b * b - a * b : a * a + b * b + a * b;
      const c = Math.round(Math.sqrt(c2));
      if (c * c === c2 && !(a === b && angle === 60)) EISENSTEIN.push({ a, b, c, angle });
    }
  }
}

/** Whole-number triangles whose included angle has a simple fractional cosine p/q. */
const FRACTION_COSINE_TRIANGLES: { a: number; b: number; p: number; q: number; c: number }[] = [];
for (const [p, q] of [
  [1, 4],
  [3, 4],
  [1, 3],
  [2, 3],
  [1, 5],
  [3, 5],
  [4, 5],
  [-1, 4],
  [-1, 3],
  [-1, 5],
  [1, 8],
  [-1, 8],
] as const) {
  for (let a = 2; a <= 30; a += 1) {
    for (let b = a; b <= 30; b += 1) {
      const num = (a * a + b * b) * q - 2 * a * b * p;
      if (num % q !== 0) continue;
      const c2 = num / q;
      const c = Math.round(Math.sqrt(c2));
      if (c > 0 && c * c === c2) FRACTION_COSINE_TRIANGLES.push({ a, b, p, q, c });
    }
  }
}

const cosineRule: SkillGenerator = (ctx) => {
  const { rng, t, level } = ctx;
  const unit = rng.pick(['cm', 'dm', 'm']);
  const explanation = t(
    'Kosinusų teorema: c² = a² + b² − 2ab · cos γ, kur γ – kampas tarp kraštinių a ir b.',
    'The cosine rule: c² = a² + b² − 2ab cos γ, where γ is the angle between sides a and b.',
  );
  if (level <= 1 || level === 3) {
    const pool = EISENSTEIN.filter((e) =>
      level === 0 ? e.angle === 60 : level === 1 ? e.angle === 120 : true,
    );
    const e = rng.pick(pool);
    const [a, b] = rng.shuffle([e.a, e.b]) as [number, number];
    const cosText = e.angle === 60 ? '1/2' : '−1/2';
    if (level === 3) {
      return numberTask(ctx, e.angle, '°', {
        question: t(
          `Trikampio kraštinės lygios ${a} ${unit}, ${b} ${unit} ir ${e.c} ${unit}. Raskite kampą tarp kraštinių ${a} ${unit} ir ${b} ${unit} (laipsniais).`,
          `A triangle has sides ${a} ${unit}, ${b} ${unit} and ${e.c} ${unit}. Find the angle between the sides of ${a} ${unit} and ${b} ${unit} in degrees.`,
        ),
        hints: [
          explanation,
          `cos γ = (${a}² + ${b}² − ${e.c}²) : (2 · ${a} · ${b})`.replace(' : ', t(' : ', ' ÷ ')),
          t(
            `cos γ = ${fmt(ctx, a * a + b * b - e.c * e.c)}/${2 * a * b} = ${cosText}.`,
            `cos γ = ${fmt(ctx, a * a + b * b - e.c * e.c)}/${2 * a * b} = ${cosText}.`,
          ),
        ],
        steps: [
          `cos γ = (${a * a} + ${b * b} − ${e.c * e.c}) / ${2 * a * b} = ${cosText}`,
          `γ = ${e.angle}°`,
        ],
        explanation,
        figure: sidesAngleFigure(
          ctx,
          [a, b, e.c],
          unit,
          { angle: ASK, asked: true },
          t(
            `Trikampis: kraštinės ${a} ${unit}, ${b} ${unit} ir ${e.c} ${unit}; kampas tarp ${a} ${unit} ir ${b} ${unit} kraštinių = ? (ieškomas dydis).`,
            `A triangle with sides ${a} ${unit}, ${b} ${unit} and ${e.c} ${unit}; the angle between the sides of ${a} ${unit} and ${b} ${unit} = ? (to be found).`,
          ),
        ),
      });
    }
    return numberTask(ctx, e.c, unit, {
      question: t(
        `Dvi trikampio kraštinės lygios ${a} ${unit} ir ${b} ${unit}, o kampas tarp jų – ${deg(ctx, e.angle)}. Raskite trečiąją kraštinę (${unit}).`,
        `Two sides of a triangle are ${a} ${unit} and ${b} ${unit} and the angle between them is ${deg(ctx, e.angle)}. Find the third side (${unit}).`,
      ),
      hints: [
        explanation,
        t(`cos ${deg(ctx, e.angle)} = ${cosText}.`, `cos ${deg(ctx, e.angle)} = ${cosText}.`),
        `c² = ${a * a} + ${b * b} ${e.angle === 60 ? '−' : '+'} ${a * b}`,
      ],
      steps: [`c² = ${a}² + ${b}² − 2 · ${a} · ${b} · (${cosText}) = ${e.c * e.c}`, `c = ${e.c}`],
      explanation,
      figure: sidesAngleFigure(
        ctx,
        [a, b, e.c],
        unit,
        { angle: { text: deg(ctx, e.angle) }, third: ASK },
        t(
          `Trikampis: dvi kraštinės ${a} ${unit} ir ${b} ${unit}, kampas tarp jų ${deg(ctx, e.angle)}; trečioji kraštinė = ? (ieškomas dydis).`,
          `A triangle: two sides ${a} ${unit} and ${b} ${unit} with the angle ${deg(ctx, e.angle)} between them; the third side = ? (to be found).`,
        ),
      ),
    });
  }
  if (level === 2) {
    const a = rng.int(2, 20);
    const b = rng.int(2, 20);
    const c = rng.int(Math.abs(a - b) + 1, a + b - 1);
    const exact = fraction(ctx, a * a + b * b - c * c, 2 * a * b);
    return exactTask(
      exact,
      null,
      {
        question: t(
          `Trikampio kraštinės lygios ${a} ${unit}, ${b} ${unit} ir ${c} ${unit}. Raskite kampo, esančio prieš ${c} ${unit} kraštinę, kosinusą.`,
          `A triangle has sides ${a} ${unit}, ${b} ${unit} and ${c} ${unit}. Find the cosine of the angle opposite the ${c} ${unit} side.`,
        ),
        hints: [
          explanation,
          t(
            'Išreikškite cos γ: cos γ = (a² + b² − c²) : (2ab).',
            'Rearrange: cos γ = (a² + b² − c²) ÷ (2ab).',
          ),
          `(${a * a} + ${b * b} − ${c * c}) / ${2 * a * b}`,
        ],
        steps: [`cos γ = (${a * a} + ${b * b} − ${c * c}) / ${2 * a * b} = ${exact.display}`],
        explanation,
        figure: sidesAngleFigure(
          ctx,
          [a, b, c],
          unit,
          { angle: { text: 'γ' }, showThird: true, caption: { text: 'cos γ = ?', ask: true } },
          t(
            `Trikampis: kraštinės ${a} ${unit}, ${b} ${unit} ir ${c} ${unit}; kampas γ prieš ${c} ${unit} kraštinę; cos γ = ? (ieškomas dydis).`,
            `A triangle with sides ${a} ${unit}, ${b} ${unit} and ${c} ${unit}; γ is the angle opposite the ${c} ${unit} side; cos γ = ? (to be found).`,
          ),
          false,
        ),
      },
      'fraction',
    );
  }
  // Level 4: cos γ is a fraction.
  const o = rng.pick(FRACTION_COSINE_TRIANGLES);
  const cosText = `${o.p < 0 ? '−' : ''}${Math.abs(o.p)}/${o.q}`;
  return numberTask(ctx, o.c, unit, {
    question: t(
      `Dvi trikampio kraštinės lygios ${o.a} ${unit} ir ${o.b} ${unit}, o kampo tarp jų kosinusas lygus ${cosText}. Raskite trečiąją kraštinę (${unit}).`,
      `Two sides of a triangle are ${o.a} ${unit} and ${o.b} ${unit} and the cosine of the angle between them is ${cosText}. Find the third side (${unit}).`,
    ),
    hints: [explanation, `c² = ${o.a}² + ${o.b}² − 2 · ${o.a} · ${o.b} · (${cosText})`, `c² = ${o.c * o.c}`],
    steps: [
      `c² = ${o.a * o.a} + ${o.b * o.b} − ${fmt(ctx, (2 * o.a * o.b * o.p) / o.q)} = ${o.c * o.c}`,
      `c = ${o.c}`,
    ],
    explanation,
    figure: sidesAngleFigure(
      ctx,
      [o.a, o.b, o.c],
      unit,
      { angle: { text: 'γ' }, third: ASK, caption: { text: `cos γ = ${cosText}` } },
      t(
        `Trikampis: dvi kraštinės ${o.a} ${unit} ir ${o.b} ${unit}, kampas tarp jų γ, cos γ = ${cosText}; trečioji kraštinė = ? (ieškomas dydis).`,
        `A triangle: two sides ${o.a} ${unit} and ${o.b} ${unit} with the angle γ between them, cos γ = ${cosText}; the third side = ? (to be found).`,
      ),
    ),
  });
};

const sineRule: SkillGenerator = (ctx) => {
  const { rng, t, level } = ctx;
  const unit = rng.pick(['cm', 'dm', 'm']);
  const explanation = t(
    'Sinusų teorema: a/sin A = b/sin B = c/sin C = 2R – kraštinės proporcingos prieš jas esančių kampų sinusams.',
    'The sine rule: a/sin A = b/sin B = c/sin C = 2R: sides are proportional to the sines of the opposite angles.',
  );
  const a = rng.int(2, 30);
  if (level === 2) {
    const A = rng.pick([30, 45, 60, 90, 120, 135, 150]);
    const s = SIN[A] as Surd;
    const exact = radical(ctx, a * s.q, 2 * s.p * s.r, s.r);
    return exactTask(exact, unit, {
      question: t(
        `Trikampio ABC kraštinė BC = ${a} ${unit}, ∠A = ${deg(ctx, A)}. Raskite apie trikampį apibrėžto apskritimo spindulį (${unit}).`,
        `In triangle ABC, BC = ${a} ${unit} and ∠A = ${deg(ctx, A)}. Find the radius (${unit}) of its circumscribed circle.`,
      ),
      hints: [
        explanation,
        t(`2R = ${a} : sin ${deg(ctx, A)}.`, `2R = ${a} ÷ sin ${deg(ctx, A)}.`),
        t(`sin ${deg(ctx, A)} = ${surdText(s)}.`, `sin ${deg(ctx, A)} = ${surdText(s)}.`),
      ],
      steps: [`2R = ${a} : ${surdText(s)}`.replace(' : ', t(' : ', ' ÷ ')), `R = ${exact.display}`],
      explanation,
      figure: circumradiusFigure(ctx, a, A, unit),
    });
  }
  if (level === 3) {
    // sin B from two sides and an angle with a rational sine.
    const A = rng.pick([30, 90, 150]);
    const s = SIN[A] as Surd;
    const b = rng.int(1, a - 1 > 0 ? a - 1 : 1);
    const exact = fraction(ctx, b * s.p, a * s.q);
    return exactTask(
      exact,
      null,
      {
        question: t(
          `Trikampyje ABC BC = ${a} ${unit}, AC = ${b} ${unit}, ∠A = ${deg(ctx, A)}. Raskite sin B.`,
          `In triangle ABC, BC = ${a} ${unit}, AC = ${b} ${unit} and ∠A = ${deg(ctx, A)}. Find sin B.`,
        ),
        hints: [
          explanation,
          `${a}/sin ${deg(ctx, A)} = ${b}/sin B`,
          `sin B = ${b} · ${surdText(s)} : ${a}`.replace(' : ', t(' : ', ' ÷ ')),
        ],
        steps: [`sin B = ${b} · sin ${deg(ctx, A)} / ${a} = ${exact.display}`],
        explanation,
        figure: sineRatioFigure(ctx, a, b, A, unit),
      },
      'fraction',
    );
  }
  const pairs =
    level === 0
      ? [
          [30, 90],
          [90, 30],
          [30, 120],
          // Was [150, 45]: the angles of a triangle cannot add up to more than 180°.
          [30, 60],
          [45, 90],
          [90, 45],
          [60, 90],
          [90, 60],
          // Was [30, 150]: a triangle whose third angle would be 0°.
          [120, 30],
        ]
      : [
          [30, 45],
          [45, 30],
          [45, 60],
          [60, 45],
          [30, 60],
          [60, 30],
          [120, 30],
          [135, 30],
          [30, 135],
          [45, 120],
        ];
  const [A, B] = rng.pick(pairs) as [number, number];
  let C = 0;
  if (level === 4) {
    // Given A and C; B is found first.
    C = 180 - A - B;
  }
  const sa = SIN[A] as Surd;
  const sb = SIN[B] as Surd;
  const exact = radical(ctx, a * sb.p * sa.q, sb.q * sa.p * sa.r, sb.r * sa.r);
  const givenAngles =
    level === 4 ? `∠A = ${deg(ctx, A)}, ∠C = ${deg(ctx, C)}` : `∠A = ${deg(ctx, A)}, ∠B = ${deg(ctx, B)}`;
  return exactTask(
    exact,
    unit,
    {
      question: t(
        `Trikampyje ABC ${givenAngles}, BC = ${a} ${unit}. Raskite AC (${unit}).`,
        `In triangle ABC, ${givenAngles} and BC = ${a} ${unit}. Find AC (${unit}).`,
      ),
      hints: [
        level === 4
          ? t(
              `Pirmiausia ∠B = 180° − ${deg(ctx, A)} − ${deg(ctx, C)} = ${deg(ctx, B)}.`,
              `First ∠B = 180° − ${deg(ctx, A)} − ${deg(ctx, C)} = ${deg(ctx, B)}.`,
            )
          : explanation,
        `AC / sin ${deg(ctx, B)} = ${a} / sin ${deg(ctx, A)}`,
        `AC = ${a} · ${surdText(sb)} : ${surdText(sa)}`.replace(' : ', t(' : ', ' ÷ ')),
      ],
      steps: [
        ...(level === 4 ? [`∠B = ${deg(ctx, B)}`] : []),
        `AC = ${a} · sin ${deg(ctx, B)} / sin ${deg(ctx, A)} = ${exact.display}`,
      ],
      explanation,
      figure: sineRuleFigure(ctx, [A, B, 180 - A - B], a, unit, level === 4),
    },
    'expression',
  );
};

const triangleAreaSine: SkillGenerator = (ctx) => {
  const { rng, t, level } = ctx;
  const unit = rng.pick(['cm', 'dm', 'm']);
  const explanation = t(
    'Trikampio plotas S = ½ · a · b · sin γ, kur γ – kampas tarp kraštinių a ir b; lygiagretainio S = a · b · sin γ.',
    'The area of a triangle is A = ½ab sin γ, where γ is the angle between sides a and b; a parallelogram has A = ab sin γ.',
  );
  const a = rng.int(2, 40);
  const b = rng.int(2, 40);
  if (level <= 1) {
    const angle = level === 0 ? rng.pick([30, 150]) : rng.pick([30, 150, 90]);
    const sin = angle === 90 ? 1 : 0.5;
    const area = (a * b * sin) / 2;
    return numberTask(ctx, area, `${unit}²`, {
      question: t(
        `Dvi trikampio kraštinės lygios ${a} ${unit} ir ${b} ${unit}, o kampas tarp jų – ${deg(ctx, angle)}. Raskite trikampio plotą (${unit}²).`,
        `Two sides of a triangle are ${a} ${unit} and ${b} ${unit} and the included angle is ${deg(ctx, angle)}. Find the area (${unit}²).`,
      ),
      hints: [
        explanation,
        t(
          `sin ${deg(ctx, angle)} = ${angle === 90 ? '1' : '1/2'}.`,
          `sin ${deg(ctx, angle)} = ${angle === 90 ? '1' : '1/2'}.`,
        ),
        `½ · ${a} · ${b} · ${angle === 90 ? '1' : '½'}`,
      ],
      steps: [`S = ½ · ${a} · ${b} · sin ${deg(ctx, angle)} = ${fmt(ctx, area)}`],
      explanation,
      figure: sidesAngleFigure(
        ctx,
        [a, b, Math.sqrt(a * a + b * b - 2 * a * b * Math.cos((angle * Math.PI) / 180))],
        unit,
        { angle: { text: deg(ctx, angle) }, right: angle === 90, caption: AREA(ctx) },
        t(
          `Trikampis: dvi kraštinės ${a} ${unit} ir ${b} ${unit}, kampas tarp jų ${deg(ctx, angle)}; plotas S = ? (ieškomas dydis).`,
          `A triangle: two sides ${a} ${unit} and ${b} ${unit} with the angle ${deg(ctx, angle)} between them; area A = ? (to be found).`,
        ),
        false,
      ),
    });
  }
  const sinValue = rng.pick([0.2, 0.4, 0.5, 0.6, 0.8]);
  if (level === 2 || level === 3) {
    const parallelogram = level === 3;
    const area = Math.round(a * b * sinValue * (parallelogram ? 1 : 0.5) * 100) / 100;
    return numberTask(ctx, area, `${unit}²`, {
      question: parallelogram
        ? t(
            `Lygiagretainio gretimos kraštinės lygios ${a} ${unit} ir ${b} ${unit}, o kampo tarp jų sinusas lygus ${fmt(ctx, sinValue)}. Raskite lygiagretainio plotą (${unit}²).`,
            `A parallelogram has adjacent sides ${a} ${unit} and ${b} ${unit}, and the sine of the angle between them is ${fmt(ctx, sinValue)}. Find its area (${unit}²).`,
          )
        : t(
            `Dvi trikampio kraštinės lygios ${a} ${unit} ir ${b} ${unit}, o kampo tarp jų sinusas lygus ${fmt(ctx, sinValue)}. Raskite trikampio plotą (${unit}²).`,
            `Two sides of a triangle are ${a} ${unit} and ${b} ${unit}, and the sine of the included angle is ${fmt(ctx, sinValue)}. Find the area (${unit}²).`,
          ),
      hints: [
        explanation,
        parallelogram
          ? t(
              'Įstrižainė dalija lygiagretainį į du lygius trikampius.',
              'A diagonal splits the parallelogram into two equal triangles.',
            )
          : t('Naudokite S = ½ab sin γ.', 'Use A = ½ab sin γ.'),
        parallelogram ? `${a} · ${b} · ${fmt(ctx, sinValue)}` : `½ · ${a} · ${b} · ${fmt(ctx, sinValue)}`,
      ],
      steps: [`S = ${parallelogram ? '' : '½ · '}${a} · ${b} · ${fmt(ctx, sinValue)} = ${fmt(ctx, area)}`],
      explanation,
      figure: parallelogram
        ? sineParallelogramFigure(ctx, a, b, sinValue, unit)
        : sidesAngleFigure(
            ctx,
            [a, b, Math.sqrt(a * a + b * b - 2 * a * b * Math.sqrt(1 - sinValue * sinValue))],
            unit,
            { angle: { text: 'γ' }, caption: { text: `sin γ = ${fmt(ctx, sinValue)}` }, caption2: AREA(ctx) },
            t(
              `Trikampis: dvi kraštinės ${a} ${unit} ir ${b} ${unit}, kampas tarp jų γ, sin γ = ${fmt(ctx, sinValue)}; plotas S = ? (ieškomas dydis).`,
              `A triangle: two sides ${a} ${unit} and ${b} ${unit} with the angle γ between them, sin γ = ${fmt(ctx, sinValue)}; area A = ? (to be found).`,
            ),
            false,
          ),
    });
  }
  // Level 4: the area and two sides are known; find the acute included angle.
  const angle = rng.pick([30, 90]);
  const area = angle === 90 ? (a * b) / 2 : (a * b) / 4;
  return numberTask(ctx, angle, '°', {
    question: t(
      `Trikampio plotas lygus ${fmt(ctx, area)} ${unit}², o dvi jo kraštinės – ${a} ${unit} ir ${b} ${unit}. Raskite kampą tarp šių kraštinių, jei jis nėra bukasis (laipsniais).`,
      `A triangle has area ${fmt(ctx, area)} ${unit}² and two sides ${a} ${unit} and ${b} ${unit}. Find the angle between these sides, given that it is not obtuse (in degrees).`,
    ),
    hints: [
      explanation,
      `sin γ = 2 · ${fmt(ctx, area)} : (${a} · ${b})`.replace(' : ', t(' : ', ' ÷ ')),
      t(`sin γ = ${angle === 90 ? '1' : '1/2'}.`, `sin γ = ${angle === 90 ? '1' : '1/2'}.`),
    ],
    steps: [`sin γ = ${fmt(ctx, 2 * area)} / ${a * b} = ${angle === 90 ? '1' : '1/2'}`, `γ = ${angle}°`],
    explanation,
    figure: sidesAngleFigure(
      ctx,
      [a, b, Math.sqrt(a * a + b * b - 2 * a * b * Math.cos((angle * Math.PI) / 180))],
      unit,
      { angle: ASK, asked: true, caption: { text: `${t('S', 'A')} = ${fmt(ctx, area)} ${unit}²` } },
      t(
        `Trikampis: plotas S = ${fmt(ctx, area)} ${unit}², dvi kraštinės ${a} ${unit} ir ${b} ${unit}; kampas tarp jų (ne bukasis) = ? (ieškomas dydis).`,
        `A triangle with area A = ${fmt(ctx, area)} ${unit}² and two sides ${a} ${unit} and ${b} ${unit}; the angle between them (not obtuse) = ? (to be found).`,
      ),
    ),
  });
};

const ASK: Label = { text: '?', ask: true };
const AREA = (ctx: Words): Label => ({ text: ctx.t('S = ?', 'A = ?'), ask: true });

/**
 * Right triangle ABC (renamed to `names`) with the right angle at C at the bottom right, A at the bottom
 * left and B on top; `shown` sides labelled with their lengths, the angle at `vertex` marked and the
 * captions above. Without sides (from sin A to tan A) it is drawn not to scale.
 */
function trigRatioFigure(
  ctx: GeneratorContext,
  names: string,
  AC: number,
  BC: number,
  shown: readonly ('AC' | 'BC' | 'AB')[] | null,
  vertex: 'A' | 'B',
  captions: Label[],
): Figure {
  const [w, h] = shownLegs(AC, BC, shown === null);
  const readable = shownLegs(AC, BC, false);
  const [nA, nB, nC] = [names.charAt(0), names.charAt(1), names.charAt(2)];
  const rename = (side: string) => [...side].map((ch) => ({ A: nA, B: nB, C: nC })[ch] ?? ch).join('');
  const AB = Math.hypot(AC, BC);
  const len = (side: 'AC' | 'BC' | 'AB') => ({ AC, BC, AB })[side];
  const label = (side: 'AC' | 'BC' | 'AB'): Label | undefined =>
    shown?.includes(side) ? { text: fmt(ctx, len(side)) } : undefined;
  const corners: [Corner?, Corner?, Corner?] = [undefined, undefined, { right: true }];
  corners[vertex === 'A' ? 0 : 1] = { arcs: 1, asked: true };
  const items = (shown ?? []).map((side) => `${rename(side)} = ${fmt(ctx, len(side))}`);
  const captionText = captions.map((c) =>
    c.ask ? `${c.text} ${ctx.t('(ieškomas dydis)', '(to be found)')}` : c.text,
  );
  return triangleFigure({
    words: ctx,
    points: [
      [0, 0],
      [w, h],
      [w, 0],
    ],
    names: [nA, nB, nC],
    sides: [label('AB'), label('BC'), label('AC')],
    corners,
    extra: { captions: captions.map((c) => ({ ...c, text: rename(c.text) })) },
    alt: rename(
      ctx.t(
        `Statusis trikampis ABC (∠C = 90°), pažymėtas kampas ${vertex}${items.length ? `: ${items.join(', ')}` : ''}; ${captionText.join('; ')}.`,
        `Right triangle ABC (∠C = 90°) with the angle at ${vertex} marked${items.length ? `: ${items.join(', ')}` : ''}; ${captionText.join('; ')}.`,
      ),
    ),
    notToScale: shown === null || Math.abs(readable[1] - BC / AC) > 1e-9,
  });
}

/**
 * A right triangle with the right angle at the bottom right and an acute angle of `angle`° at the
 * bottom left (drawn changed), labelled on its hypotenuse, the leg opposite and the leg adjacent.
 */
function rightAngleFigure(
  ctx: GeneratorContext,
  angle: number,
  labels: { hypotenuse?: Label; opposite?: Label; adjacent?: Label },
  alt: string,
): Figure {
  const drawn = (shownAngle(angle) * Math.PI) / 180;
  return triangleFigure({
    words: ctx,
    points: [
      [0, 0],
      [Math.cos(drawn), 0],
      [Math.cos(drawn), Math.sin(drawn)],
    ],
    sides: [labels.adjacent, labels.opposite, labels.hypotenuse],
    corners: [{ label: { text: deg(ctx, angle) } }, { right: true }],
    alt,
    notToScale: true,
  });
}

/** An observer at P looking up at the top T of an object FT, `distance` away, the angle at the eye marked. */
function elevationFigure(
  ctx: GeneratorContext,
  spec: { distance: number; angle: number; angleLabel: string; tan?: string; eye?: number },
): Figure {
  const a = (shownAngle(spec.angle) * Math.PI) / 180;
  const eye = spec.eye ? 0.22 : 0;
  const P: Point = [0, 0];
  const E: Point = [0, eye];
  const F: Point = [1, 0];
  const T: Point = [1, eye + Math.tan(a)];
  const G: Point = [1, eye];
  const m = (v: number) => `${fmt(ctx, v)} m`;
  const segments: SceneSegment[] = [
    { from: [-0.15, 0], to: [1.15, 0], stroke: 'thin' },
    { from: P, to: F, label: { text: m(spec.distance) }, away: T },
    { from: F, to: T, stroke: 'accent', label: ASK, away: P },
    { from: E, to: T, stroke: 'dashed' },
  ];
  if (spec.eye) {
    segments.push({ from: P, to: E, label: { text: m(spec.eye) }, away: F });
    segments.push({ from: E, to: G, stroke: 'dashed' });
  }
  const tan = spec.tan?.replace('tg', ctx.t('tg', 'tan'));
  return drawScene(
    {
      segments,
      angles: [
        { at: E, from: spec.eye ? G : F, to: T, label: { text: spec.angleLabel } },
        { at: F, from: P, to: T, right: true },
      ],
      dots: [E, T],
      captions: tan ? [{ text: tan }] : [],
    },
    {
      kind: 'triangle',
      language: ctx.language,
      alt: ctx.t(
        `Stebėtojas ${m(spec.distance)} nuo objekto pagrindo; objekto viršūnė matoma kampu ${spec.angleLabel}${tan ? ` (${tan})` : ''}${spec.eye ? `, stebėtojo akys ${m(spec.eye)} aukštyje (horizontali linija akių aukštyje – brūkšninė)` : ''}; objekto aukštis = ? (ieškomas dydis).`,
        `An observer ${m(spec.distance)} from the foot of the object sees its top at an angle of ${spec.angleLabel}${tan ? ` (${tan})` : ''}${spec.eye ? `, the eyes ${m(spec.eye)} above the ground (the eye-level line dashed)` : ''}; the object's height = ? (to be found).`,
      ),
      notToScale: true,
    },
  );
}

/** From the top T of a tower FT (height h) a boat B is seen at an angle of depression β. */
function depressionFigure(ctx: GeneratorContext, h: number, tanValue: number): Figure {
  const b = (shownAngle((Math.atan(tanValue) * 180) / Math.PI) * Math.PI) / 180;
  const F: Point = [0, 0];
  const T: Point = [0, Math.tan(b)];
  const B: Point = [1, 0];
  const R: Point = [1, T[1]];
  const tan = `${ctx.t('tg', 'tan')} β = ${fmt(ctx, tanValue)}`;
  return drawScene(
    {
      segments: [
        { from: [-0.1, 0], to: [1.15, 0], stroke: 'thin' },
        { from: F, to: T, label: { text: `${fmt(ctx, h)} m` }, away: B },
        { from: T, to: R, stroke: 'dashed' },
        { from: T, to: B, stroke: 'dashed' },
        { from: F, to: B, stroke: 'accent', label: ASK, away: T },
      ],
      angles: [
        { at: T, from: R, to: B, label: { text: 'β' } },
        { at: F, from: B, to: T, right: true },
      ],
      dots: [T, B],
      captions: [{ text: tan }],
    },
    {
      kind: 'triangle',
      language: ctx.language,
      alt: ctx.t(
        `Bokšto aukštis ${fmt(ctx, h)} m; iš jo viršaus valtis matoma nuolydžio kampu β (tarp horizontalės ir žiūrėjimo linijos), ${tan}; atstumas nuo bokšto pagrindo iki valties = ? (ieškomas dydis).`,
        `A tower ${fmt(ctx, h)} m tall; from its top a boat is seen at an angle of depression β (between the horizontal and the line of sight), ${tan}; the distance from the foot of the tower to the boat = ? (to be found).`,
      ),
      notToScale: true,
    },
  );
}

/** Points B and A on a line towards the foot F of an object FT: 45° seen from A, β from B. */
function twoPointsFigure(ctx: GeneratorContext, gap: number, k: number): Figure {
  const beta = (shownAngle((Math.atan(1 / k) * 180) / Math.PI) * Math.PI) / 180;
  const alpha = (shownAngle(45) * Math.PI) / 180;
  const height = 1;
  const F: Point = [0, 0];
  const T: Point = [0, height];
  const A: Point = [-height / Math.tan(alpha), 0];
  const B: Point = [-height / Math.tan(beta), 0];
  const tan = `${ctx.t('tg', 'tan')} β = 1/${k}`;
  return drawScene(
    {
      segments: [
        { from: [B[0] - 0.15, 0], to: [0.2, 0], stroke: 'thin' },
        { from: B, to: A, label: { text: `${fmt(ctx, gap)} m` }, away: T },
        { from: F, to: T, stroke: 'accent', label: ASK, away: A },
        { from: A, to: T, stroke: 'dashed' },
        { from: B, to: T, stroke: 'dashed' },
      ],
      angles: [
        { at: A, from: F, to: T, label: { text: '45°' } },
        { at: B, from: F, to: T, label: { text: 'β' } },
        { at: F, from: T, to: A, right: true },
      ],
      dots: [A, B, T],
      names: [
        { at: A, text: 'A', dir: [0, -1] },
        { at: B, text: 'B', dir: [0, -1] },
      ],
      captions: [{ text: tan }],
    },
    {
      kind: 'triangle',
      language: ctx.language,
      alt: ctx.t(
        `Taškai B ir A vienoje tiesėje su objekto pagrindu, BA = ${fmt(ctx, gap)} m; iš taško A viršūnė matoma 45° kampu, iš taško B – kampu β, ${tan}; objekto aukštis = ? (ieškomas dydis).`,
        `Points B and A in line with the object's foot, BA = ${fmt(ctx, gap)} m; the top is seen at 45° from A and at β from B, ${tan}; the object's height = ? (to be found).`,
      ),
      notToScale: true,
    },
  );
}

/**
 * A triangle with sides a (bottom), b (left) and the third side c; the angle between a and b (at the
 * bottom left) marked. The picture is changed when the angle or the third side is asked.
 */
function sidesAngleFigure(
  ctx: GeneratorContext,
  sides: readonly [number, number, number],
  unit: string,
  spec: {
    angle: Label;
    asked?: boolean;
    third?: Label;
    showThird?: boolean;
    right?: boolean;
    caption?: Label;
    caption2?: Label;
  },
  alt: string,
  distort = true,
): Figure {
  const [a, b, c] = sides;
  // Corner 0 joins the sides a (to corner 1) and b (to corner 2): its angle faces c.
  const drawn = distort ? drawnTriangle(c, b, a, 0) : drawnTriangle(c, b, a, null);
  const thirdLabel = spec.third ?? (spec.showThird ? { text: `${fmt(ctx, c)} ${unit}` } : undefined);
  return triangleFigure({
    words: ctx,
    points: drawn.points,
    sides: [{ text: `${fmt(ctx, a)} ${unit}` }, thirdLabel, { text: `${fmt(ctx, b)} ${unit}` }],
    corners: [{ label: spec.right ? undefined : spec.angle, right: spec.right, asked: spec.asked }],
    extra: { captions: [spec.caption, spec.caption2].filter((x): x is Label => x !== undefined) },
    alt,
    notToScale: distort || drawn.notToScale,
  });
}

/** Triangle ABC with BC and ∠A given and its circumscribed circle; the radius R asked. */
function circumradiusFigure(ctx: GeneratorContext, a: number, A: number, unit: string): Figure {
  const angleA = A === 90 ? 90 : shownAngle(A);
  const angleB = (180 - angleA) / 2 + 12;
  const [pA, pB, pC] = triangleFromAngles(angleA, angleB);
  // The circumcentre: where the perpendicular bisectors of AB and AC meet.
  const ux = pB[0] / 2;
  const uy = (pC[0] * pC[0] + pC[1] * pC[1] - 2 * ux * pC[0]) / (2 * pC[1]);
  const O: Point = [ux, uy];
  const R = Math.hypot(ux, uy);
  const tri = triangleScene({
    points: [pA, pB, pC],
    names: ['A', 'B', 'C'],
    sides: [undefined, { text: `${a} ${unit}` }],
    corners: [{ label: { text: deg(ctx, A) }, right: A === 90 }],
  });
  return circleFigure(
    ctx,
    [
      { circles: [{ centre: O, r: R, fill: false }] },
      tri,
      { segments: [{ from: O, to: pB, stroke: 'accent', label: ASK, away: pC }], dots: [O] },
    ],
    ctx.t(
      `Trikampis ABC ir apie jį apibrėžtas apskritimas: BC = ${a} ${unit}, ∠A = ${deg(ctx, A)}; spindulys R = ? (ieškomas dydis).`,
      `Triangle ABC with its circumscribed circle: BC = ${a} ${unit}, ∠A = ${deg(ctx, A)}; the radius R = ? (to be found).`,
    ),
    A !== 90,
  );
}

/** Triangle ABC with BC, AC and ∠A given; the angle B marked and sin B asked. */
function sineRatioFigure(ctx: GeneratorContext, a: number, b: number, A: number, unit: string): Figure {
  const B = (Math.asin(Math.min(1, (b * Math.sin((A * Math.PI) / 180)) / a)) * 180) / Math.PI;
  const shown = shownTriangleAngles([A, B, 180 - A - B], 1);
  return triangleFigure({
    words: ctx,
    points: triangleFromAngles(shown[0], shown[1]),
    names: ['A', 'B', 'C'],
    sides: [undefined, { text: `${a} ${unit}` }, { text: `${b} ${unit}` }],
    corners: [
      { label: { text: deg(ctx, A) }, right: A === 90 },
      { arcs: 1, asked: true },
    ],
    extra: { captions: [{ text: 'sin B = ?', ask: true }] },
    alt: ctx.t(
      `Trikampis ABC: BC = ${a} ${unit}, AC = ${b} ${unit}, ∠A = ${deg(ctx, A)}; sin B = ? (ieškomas dydis).`,
      `Triangle ABC: BC = ${a} ${unit}, AC = ${b} ${unit}, ∠A = ${deg(ctx, A)}; sin B = ? (to be found).`,
    ),
    notToScale: true,
  });
}

/** Triangle ABC with two angles and BC given and AC asked (drawn with changed angles). */
function sineRuleFigure(
  ctx: GeneratorContext,
  angles: readonly [number, number, number],
  a: number,
  unit: string,
  givenC: boolean,
): Figure {
  const [A, B, C] = angles;
  const shown = shownTriangleAngles([A, B, C], 1);
  const corner = (value: number, given: boolean): Corner | undefined =>
    given ? { label: { text: deg(ctx, value) }, right: value === 90 } : undefined;
  return triangleFigure({
    words: ctx,
    points: triangleFromAngles(shown[0], shown[1]),
    names: ['A', 'B', 'C'],
    sides: [undefined, { text: `${a} ${unit}` }, ASK],
    corners: [corner(A, true), corner(B, !givenC), corner(C, givenC)],
    alt: ctx.t(
      `Trikampis ABC: ∠A = ${deg(ctx, A)}, ${givenC ? `∠C = ${deg(ctx, C)}` : `∠B = ${deg(ctx, B)}`}, BC = ${a} ${unit}; AC = ? (ieškomas dydis).`,
      `Triangle ABC: ∠A = ${deg(ctx, A)}, ${givenC ? `∠C = ${deg(ctx, C)}` : `∠B = ${deg(ctx, B)}`}, BC = ${a} ${unit}; AC = ? (to be found).`,
    ),
    notToScale: true,
  });
}

/** A parallelogram with adjacent sides a and b, the angle γ between them and sin γ given; its area asked. */
function sineParallelogramFigure(
  ctx: GeneratorContext,
  a: number,
  b: number,
  sinValue: number,
  unit: string,
): Figure {
  const g = Math.asin(sinValue);
  const ratio = Math.max(0.35, Math.min(1, b / a));
  const run = ratio * Math.cos(g);
  const rise = ratio * Math.sin(g);
  const pts: Point[] = [
    [0, 0],
    [1, 0],
    [1 + run, rise],
    [run, rise],
  ];
  return polygonFigure({
    words: ctx,
    points: pts,
    sides: [{ text: `${a} ${unit}` }, undefined, undefined, { text: `${b} ${unit}` }],
    extra: { angles: [{ at: [0, 0], from: [1, 0], to: [run, rise], label: { text: 'γ' } }] },
    captions: [{ text: `sin γ = ${fmt(ctx, sinValue)}` }, AREA(ctx)],
    alt: ctx.t(
      `Lygiagretainis: gretimos kraštinės ${a} ${unit} ir ${b} ${unit}, kampas tarp jų γ, sin γ = ${fmt(ctx, sinValue)}; plotas S = ? (ieškomas dydis).`,
      `A parallelogram with adjacent sides ${a} ${unit} and ${b} ${unit} and the angle γ between them, sin γ = ${fmt(ctx, sinValue)}; area A = ? (to be found).`,
    ),
    notToScale: Math.abs(ratio - b / a) > 1e-9,
  });
}

export const trigonometryGenerators = {
  'trig-ratio-from-sides': trigRatioFromSides,
  'find-side-with-trig': findSideWithTrig,
  'angle-of-elevation': angleOfElevation,
  'cosine-rule': cosineRule,
  'sine-rule': sineRule,
  'triangle-area-sine': triangleAreaSine,
};
