import { drawScene, type Label } from '../../../figures/geometry.ts';
import { dropScene, polygonFigure, rectanglePoints } from '../../../figures/geometry-polygons.ts';
import { shownBox } from '../../../figures/geometry-shapes.ts';
import { heightScene, triangleFigure } from '../../../figures/geometry-triangles.ts';
import type { Point } from '../../../figures/svg.ts';
import type { Figure } from '../../../types.ts';
import type { GeneratorContext, SkillGenerator } from '../../registry.ts';
import { fmt, numberTask } from './draft-builders.ts';
import { scaledTriple } from './pythagoras.ts';
import { rectangleIntro, rectangleTheme } from './rectangle-themes.ts';

type Unit = { name: string; power: number };
/** Powers of ten relative to the smallest unit of each kind. */
const LENGTH: Unit[] = [
  { name: 'mm', power: 0 },
  { name: 'cm', power: 1 },
  { name: 'dm', power: 2 },
  { name: 'm', power: 3 },
  { name: 'km', power: 6 },
];
const AREA: Unit[] = [
  { name: 'mm²', power: 0 },
  { name: 'cm²', power: 2 },
  { name: 'dm²', power: 4 },
  { name: 'm²', power: 6 },
  { name: 'a', power: 8 },
  { name: 'ha', power: 10 },
  { name: 'km²', power: 12 },
];
const VOLUME: Unit[] = [
  { name: 'mm³', power: 0 },
  { name: 'cm³', power: 3 },
  { name: 'ml', power: 3 },
  { name: 'dm³', power: 6 },
  { name: 'l', power: 6 },
  { name: 'm³', power: 9 },
];

/** value · 10^shift without binary noise. */
function shift(value: number, power: number): number {
  return Number((value * 10 ** power).toPrecision(12));
}

const convertAreaUnits: SkillGenerator = (ctx) => {
  const { rng, t, level } = ctx;
  const explanation = t(
    'Ilgio vienetai skiriasi 10 kartų, ploto – 10² = 100 kartų, tūrio – 10³ = 1000 kartų; pereinant prie mažesnio vieneto skaičius didėja.',
    'Neighbouring length units differ by a factor of 10, area units by 10² = 100 and volume units by 10³ = 1000; a smaller unit needs a larger number.',
  );
  const table = level === 0 ? LENGTH : level <= 3 ? AREA : VOLUME;
  const usable = level === 3 ? table.slice(3) : level <= 2 ? table.slice(0, 4) : table;
  const i = rng.int(0, usable.length - 2);
  const j = level === 0 || level === 1 ? i + 1 : rng.int(i + 1, usable.length - 1);
  let from = usable[j] as Unit;
  let to = usable[i] as Unit;
  // From level 2 on, half the tasks go to the larger unit.
  if (level >= 2 && rng.chance(0.5)) [from, to] = [to, from];
  const decimals = level === 0 ? 0 : rng.int(0, 2);
  const value = rng.int(2, 999) / 10 ** decimals;
  const power = from.power - to.power;
  const answer = shift(value, power);
  const factor = shift(1, Math.abs(power));
  const mixed = level === 4 && power > 0 && factor <= 1000 && rng.chance(0.5);
  if (mixed) {
    // Two-part quantity: 2 m³ 350 dm³ = … dm³.
    const whole = rng.int(1, 20);
    const part = rng.int(1, factor - 1);
    const total = whole * factor + part;
    return numberTask(ctx, total, to.name, {
      question: t(
        `Įrašykite trūkstamą skaičių: ${whole} ${from.name} ${fmt(ctx, part)} ${to.name} = … ${to.name}.`,
        `Fill in the missing number: ${whole} ${from.name} ${fmt(ctx, part)} ${to.name} = … ${to.name}.`,
      ),
      hints: [
        t(`Kiek ${to.name} yra 1 ${from.name}?`, `How many ${to.name} are there in 1 ${from.name}?`),
        t(
          `1 ${from.name} = ${fmt(ctx, factor)} ${to.name}.`,
          `1 ${from.name} = ${fmt(ctx, factor)} ${to.name}.`,
        ),
        t(
          `${whole} · ${fmt(ctx, factor)} + ${fmt(ctx, part)}.`,
          `${whole} × ${fmt(ctx, factor)} + ${fmt(ctx, part)}.`,
        ),
      ],
      steps: [
        `${whole} · ${fmt(ctx, factor)} = ${fmt(ctx, whole * factor)}`,
        `${fmt(ctx, whole * factor)} + ${fmt(ctx, part)} = ${fmt(ctx, total)}`,
      ],
      explanation,
    });
  }
  const op = power >= 0 ? t('padauginkite', 'multiply') : t('padalykite', 'divide');
  return numberTask(ctx, answer, to.name, {
    question: t(
      `Įrašykite trūkstamą skaičių: ${fmt(ctx, value)} ${from.name} = … ${to.name}.`,
      `Fill in the missing number: ${fmt(ctx, value)} ${from.name} = … ${to.name}.`,
    ),
    hints: [
      t(
        'Nustatykite, ar pereinate prie mažesnio, ar prie didesnio vieneto.',
        'Decide whether you are changing to a smaller or a larger unit.',
      ),
      power >= 0
        ? t(
            `1 ${from.name} = ${fmt(ctx, factor)} ${to.name}.`,
            `1 ${from.name} = ${fmt(ctx, factor)} ${to.name}.`,
          )
        : t(
            `1 ${to.name} = ${fmt(ctx, factor)} ${from.name}.`,
            `1 ${to.name} = ${fmt(ctx, factor)} ${from.name}.`,
          ),
      t(
        `Todėl ${op} ${fmt(ctx, value)} ${power >= 0 ? 'iš' : 'iš'} ${fmt(ctx, factor)}.`,
        `So ${op} ${fmt(ctx, value)} by ${fmt(ctx, factor)}.`,
      ),
    ],
    steps: [
      power >= 0
        ? `${fmt(ctx, value)} · ${fmt(ctx, factor)} = ${fmt(ctx, answer)}`
        : `${fmt(ctx, value)} ${t(':', '÷')} ${fmt(ctx, factor)} = ${fmt(ctx, answer)}`,
    ],
    explanation,
  });
};

const ASK: Label = { text: '?', ask: true };

/** `12 cm`. */
function len(ctx: GeneratorContext, value: number, unit: string): string {
  return `${fmt(ctx, value)} ${unit}`;
}

/** What a figure asks for as a caption: `S = ?` (lt) / `A = ?` (en), `P = ?`. */
function askCaption(ctx: GeneratorContext, what: 'area' | 'perimeter'): Label {
  return { text: what === 'area' ? ctx.t('S = ?', 'A = ?') : 'P = ?', ask: true };
}

/** The alt text's words for the asked area or perimeter. */
function askedWords(ctx: GeneratorContext, what: 'area' | 'perimeter'): string {
  return what === 'area'
    ? ctx.t('plotas S = ? (ieškomas dydis)', 'area A = ? (to be found)')
    : ctx.t('perimetras P = ? (ieškomas dydis)', 'perimeter P = ? (to be found)');
}

/**
 * A rectangle `length` wide and `width` high, labelled on its bottom and right sides. To scale when it
 * reads well, unless `distort` (a side that follows from the numbers is unknown).
 */
function rectangleFigure(
  ctx: GeneratorContext,
  spec: {
    length: number;
    width: number;
    bottom?: Label;
    right?: Label;
    inside?: Label;
    captions: Label[];
    alt: string;
    distort: boolean;
  },
): Figure {
  const box = shownBox(spec.length, spec.width, spec.distort);
  return polygonFigure({
    words: ctx,
    points: rectanglePoints(box.w, box.h),
    sides: [spec.bottom, spec.right],
    right: [0],
    captions: spec.captions,
    extra: spec.inside ? { texts: [{ at: [box.w / 2, box.h / 2], label: spec.inside }] } : undefined,
    alt: spec.alt,
    notToScale: spec.distort || box.changed,
  });
}

const rectangleAreaFromPerimeter: SkillGenerator = (ctx) => {
  const { rng, t, level } = ctx;
  const { theme, themed } = rectangleTheme(ctx);
  const u = theme.unit;
  const intro = rectangleIntro(ctx, theme);
  const explanation = t(
    'Stačiakampio perimetras P = 2(a + b), o plotas S = a · b; kvadrato P = 4a, S = a².',
    'A rectangle has perimeter P = 2(a + b) and area A = a × b; a square has P = 4a and A = a².',
  );
  if (level === 0) {
    const a = rng.int(3, 40);
    const b = rng.intExcept(2, 30, [a]);
    const askArea = rng.chance(0.5);
    const answer = askArea ? a * b : 2 * (a + b);
    return numberTask(ctx, answer, askArea ? `${u}²` : u, {
      question: `${intro} ${t(
        `ilgis ${a} ${u}, plotis ${b} ${u}. Raskite ${askArea ? `plotą (${u}²)` : `perimetrą (${u})`}.`,
        `its length is ${a} ${u} and its width ${b} ${u}. Find its ${askArea ? `area (${u}²)` : `perimeter (${u})`}.`,
      )}`,
      hints: [
        explanation,
        askArea
          ? t('Padauginkite ilgį iš pločio.', 'Multiply the length by the width.')
          : t(
              'Sudėkite ilgį ir plotį ir padauginkite iš 2.',
              'Add the length and the width and multiply by 2.',
            ),
        askArea ? `${a} · ${b}` : `2 · (${a} + ${b})`,
      ],
      steps: [askArea ? `S = ${a} · ${b} = ${answer}` : `P = 2 · (${a} + ${b}) = ${answer}`],
      explanation,
      figure: rectangleFigure(ctx, {
        length: a,
        width: b,
        bottom: { text: len(ctx, a, u) },
        right: { text: len(ctx, b, u) },
        captions: [askCaption(ctx, askArea ? 'area' : 'perimeter')],
        alt: t(
          `Stačiakampis: ilgis ${len(ctx, a, u)}, plotis ${len(ctx, b, u)}; ${askedWords(ctx, askArea ? 'area' : 'perimeter')}.`,
          `A rectangle: length ${len(ctx, a, u)}, width ${len(ctx, b, u)}; ${askedWords(ctx, askArea ? 'area' : 'perimeter')}.`,
        ),
        distort: false,
      }),
      themed,
    });
  }
  if (level === 1) {
    const side = rng.int(2, 80);
    const fromArea = rng.chance(0.5);
    return numberTask(ctx, fromArea ? 4 * side : side * side, fromArea ? u : `${u}²`, {
      question: fromArea
        ? t(
            `Kvadrato plotas lygus ${fmt(ctx, side * side)} ${u}². Raskite kvadrato perimetrą (${u}).`,
            `A square has area ${fmt(ctx, side * side)} ${u}². Find its perimeter (${u}).`,
          )
        : t(
            `Kvadrato perimetras lygus ${4 * side} ${u}. Raskite kvadrato plotą (${u}²).`,
            `A square has perimeter ${4 * side} ${u}. Find its area (${u}²).`,
          ),
      hints: [
        t('Kvadrato visos keturios kraštinės lygios.', 'All four sides of a square are equal.'),
        fromArea
          ? t(`Kraštinė lygi √${side * side} = ${side}.`, `The side is √${side * side} = ${side}.`)
          : t(`Kraštinė lygi ${4 * side} : 4 = ${side}.`, `The side is ${4 * side} ÷ 4 = ${side}.`),
        fromArea
          ? t(`Perimetras lygus 4 · ${side}.`, `The perimeter is 4 × ${side}.`)
          : t(`Plotas lygus ${side}².`, `The area is ${side}².`),
      ],
      steps: fromArea
        ? [`a = √${side * side} = ${side}`, `P = 4 · ${side} = ${4 * side}`]
        : [`a = ${4 * side} : 4 = ${side}`, `S = ${side}² = ${side * side}`],
      explanation,
      figure: rectangleFigure(ctx, {
        length: 1,
        width: 1,
        bottom: { text: 'a' },
        inside: fromArea ? { text: `${t('S', 'A')} = ${fmt(ctx, side * side)} ${u}²` } : undefined,
        captions: fromArea
          ? [askCaption(ctx, 'perimeter')]
          : [{ text: `P = ${4 * side} ${u}` }, askCaption(ctx, 'area')],
        alt: fromArea
          ? t(
              `Kvadratas, kurio kraštinė a, plotas S = ${fmt(ctx, side * side)} ${u}²; perimetras P = ? (ieškomas dydis).`,
              `A square with side a and area A = ${fmt(ctx, side * side)} ${u}²; perimeter P = ? (to be found).`,
            )
          : t(
              `Kvadratas, kurio kraštinė a, perimetras P = ${4 * side} ${u}; plotas S = ? (ieškomas dydis).`,
              `A square with side a and perimeter P = ${4 * side} ${u}; area A = ? (to be found).`,
            ),
        distort: false,
      }),
    });
  }
  const b = rng.int(2, 30 + 10 * level);
  const a = rng.intExcept(b + 1, b + 40, []);
  const perimeter = 2 * (a + b);
  if (level === 2) {
    return numberTask(ctx, a * b, `${u}²`, {
      question: `${intro} ${t(
        `ilgis ${a} ${u}, o perimetras ${perimeter} ${u}. Raskite plotą (${u}²).`,
        `its length is ${a} ${u} and its perimeter is ${perimeter} ${u}. Find its area (${u}²).`,
      )}`,
      hints: [
        t('Pusperimetris lygus ilgio ir pločio sumai.', 'Half the perimeter is the length plus the width.'),
        t(`Plotis = ${perimeter} : 2 − ${a} = ${b}.`, `Width = ${perimeter} ÷ 2 − ${a} = ${b}.`),
        t(`Plotas = ${a} · ${b}.`, `Area = ${a} × ${b}.`),
      ],
      steps: [`${perimeter} : 2 = ${a + b}`, `${a + b} − ${a} = ${b}`, `S = ${a} · ${b} = ${a * b}`],
      explanation,
      figure: rectangleFigure(ctx, {
        length: a,
        width: b,
        bottom: { text: len(ctx, a, u) },
        captions: [{ text: `P = ${len(ctx, perimeter, u)}` }, askCaption(ctx, 'area')],
        alt: t(
          `Stačiakampis: ilgis ${len(ctx, a, u)}, perimetras P = ${len(ctx, perimeter, u)}; plotas S = ? (ieškomas dydis).`,
          `A rectangle: length ${len(ctx, a, u)}, perimeter P = ${len(ctx, perimeter, u)}; area A = ? (to be found).`,
        ),
        distort: true,
      }),
      themed,
    });
  }
  if (level === 3) {
    const d = a - b;
    return numberTask(ctx, a * b, `${u}²`, {
      question: `${intro} ${t(
        `perimetras ${perimeter} ${u}, o ilgis ${d} ${u} didesnis už plotį. Raskite plotą (${u}²).`,
        `its perimeter is ${perimeter} ${u} and its length is ${d} ${u} more than its width. Find its area (${u}²).`,
      )}`,
      hints: [
        t(`Plotį pažymėkite x, tada ilgis x + ${d}.`, `Call the width x; the length is x + ${d}.`),
        t(
          `2(x + x + ${d}) = ${perimeter}, t. y. 2x + ${d} = ${a + b}.`,
          `2(x + x + ${d}) = ${perimeter}, i.e. 2x + ${d} = ${a + b}.`,
        ),
        t(`x = ${b}, ilgis ${a}; plotas ${a} · ${b}.`, `x = ${b}, length ${a}; area ${a} × ${b}.`),
      ],
      steps: [`2x + ${d} = ${a + b}`, `x = ${b}`, `${b} + ${d} = ${a}`, `S = ${a} · ${b} = ${a * b}`],
      explanation,
      figure: rectangleFigure(ctx, {
        length: a,
        width: b,
        bottom: { text: `x + ${d}` },
        right: { text: 'x' },
        captions: [{ text: `P = ${len(ctx, perimeter, u)}` }, askCaption(ctx, 'area')],
        alt: t(
          `Stačiakampis: plotis x, ilgis x + ${d}, perimetras P = ${len(ctx, perimeter, u)}; plotas S = ? (ieškomas dydis).`,
          `A rectangle: width x, length x + ${d}, perimeter P = ${len(ctx, perimeter, u)}; area A = ? (to be found).`,
        ),
        distort: true,
      }),
      themed,
    });
  }
  // Level 4: the length is k times the width and the area is known; find the perimeter.
  const k = rng.int(2, 6);
  const w = rng.int(2, 45);
  const area = k * w * w;
  const p = 2 * (k * w + w);
  return numberTask(ctx, p, u, {
    question: `${intro} ${t(
      `ilgis ${k} kartus didesnis už plotį, o plotas ${fmt(ctx, area)} ${u}². Raskite perimetrą (${u}).`,
      `its length is ${k} times its width and its area is ${fmt(ctx, area)} ${u}². Find its perimeter (${u}).`,
    )}`,
    hints: [
      t(
        `Plotį pažymėkite x, tada ilgis ${k}x, o plotas ${k}x².`,
        `Call the width x; the length is ${k}x and the area ${k}x².`,
      ),
      t(`${k}x² = ${area}, x² = ${w * w}, x = ${w}.`, `${k}x² = ${area}, x² = ${w * w}, x = ${w}.`),
      t(`P = 2 · (${k * w} + ${w}).`, `P = 2 × (${k * w} + ${w}).`),
    ],
    steps: [`${k}x² = ${area}`, `x = ${w}`, `${k} · ${w} = ${k * w}`, `P = 2 · (${k * w} + ${w}) = ${p}`],
    explanation,
    figure: rectangleFigure(ctx, {
      length: k,
      width: 1,
      bottom: { text: `${k}x` },
      right: { text: 'x' },
      inside: { text: `${t('S', 'A')} = ${fmt(ctx, area)} ${u}²` },
      captions: [askCaption(ctx, 'perimeter')],
      alt: t(
        `Stačiakampis: plotis x, ilgis ${k}x, plotas S = ${fmt(ctx, area)} ${u}²; perimetras P = ? (ieškomas dydis).`,
        `A rectangle: width x, length ${k}x, area A = ${fmt(ctx, area)} ${u}²; perimeter P = ? (to be found).`,
      ),
      distort: false,
    }),
    themed,
  });
};

const triangleArea: SkillGenerator = (ctx) => {
  const { rng, t, level } = ctx;
  const explanation = t(
    'Trikampio plotas lygus pusei kraštinės ir į ją nuleistos aukštinės sandaugos: S = a · h : 2.',
    'The area of a triangle is half the product of a side and the altitude to it: A = a × h ÷ 2.',
  );
  if (level === 0 || level === 1) {
    const a = rng.int(3, 40);
    const h = rng.int(2, 30);
    const right = level === 1;
    return numberTask(ctx, (a * h) / 2, 'cm²', {
      question: right
        ? t(
            `Stačiojo trikampio statiniai lygūs ${a} cm ir ${h} cm. Raskite trikampio plotą (cm²).`,
            `The legs of a right triangle are ${a} cm and ${h} cm. Find its area (cm²).`,
          )
        : t(
            `Trikampio kraštinė lygi ${a} cm, o į ją nuleista aukštinė – ${h} cm. Raskite trikampio plotą (cm²).`,
            `A side of a triangle is ${a} cm and the altitude to it is ${h} cm. Find the area (cm²).`,
          ),
      hints: [
        explanation,
        right
          ? t(
              'Stačiajame trikampyje vienas statinis yra aukštinė, nuleista į kitą.',
              'In a right triangle each leg is the altitude to the other.',
            )
          : t('Naudokite kraštinę ir į ją nuleistą aukštinę.', 'Use the side and the altitude drawn to it.'),
        `${a} · ${h} : 2`,
      ],
      steps: [`S = ${a} · ${h} : 2 = ${fmt(ctx, (a * h) / 2)}`],
      explanation,
      figure: right
        ? (() => {
            const box = shownBox(a, h, false);
            return triangleFigure({
              words: ctx,
              points: [
                [0, 0],
                [box.w, 0],
                [0, box.h],
              ],
              sides: [{ text: `${a} cm` }, undefined, { text: `${h} cm` }],
              corners: [{ right: true }],
              extra: { captions: [askCaption(ctx, 'area')] },
              alt: t(
                `Statusis trikampis: statiniai ${a} cm ir ${h} cm; plotas S = ? (ieškomas dydis).`,
                `Right triangle: legs ${a} cm and ${h} cm; area A = ? (to be found).`,
              ),
              notToScale: box.changed,
            });
          })()
        : baseHeightFigure(
            ctx,
            a,
            h,
            { text: `${a} cm` },
            { text: `${h} cm` },
            [askCaption(ctx, 'area')],
            t(
              `Trikampis: kraštinė ${a} cm, į ją nuleista aukštinė ${h} cm (brūkšninė linija); plotas S = ? (ieškomas dydis).`,
              `A triangle: a side of ${a} cm and the altitude to it ${h} cm (dashed); area A = ? (to be found).`,
            ),
            false,
          ),
    });
  }
  if (level === 2) {
    const a = rng.int(3, 40);
    const h = rng.int(2, 40);
    const area = (a * h) / 2;
    return numberTask(ctx, h, 'cm', {
      question: t(
        `Trikampio plotas lygus ${fmt(ctx, area)} cm², o viena jo kraštinė – ${a} cm. Raskite į šią kraštinę nuleistą aukštinę (cm).`,
        `A triangle has area ${fmt(ctx, area)} cm² and one side of ${a} cm. Find the altitude to this side (cm).`,
      ),
      hints: [explanation, t(`h = 2S : a.`, `h = 2A ÷ a.`), `2 · ${fmt(ctx, area)} : ${a}`],
      steps: [`2 · ${fmt(ctx, area)} = ${a * h}`, `h = ${a * h} : ${a} = ${h}`],
      explanation,
      figure: baseHeightFigure(
        ctx,
        a,
        h,
        { text: `${a} cm` },
        ASK,
        [{ text: `${t('S', 'A')} = ${fmt(ctx, area)} cm²` }],
        t(
          `Trikampis: plotas S = ${fmt(ctx, area)} cm², kraštinė ${a} cm, į ją nuleista aukštinė (brūkšninė linija) = ? (ieškomas dydis).`,
          `A triangle: area A = ${fmt(ctx, area)} cm², a side of ${a} cm, the altitude to it (dashed) = ? (to be found).`,
        ),
        true,
      ),
    });
  }
  if (level === 3) {
    // A triangle on the coordinate grid with one side on the x-axis.
    const x1 = rng.int(-9, 5);
    const base = rng.int(2, 14);
    const cx = rng.int(-9, 12);
    const cy = rng.nonZero(-12, 12);
    const area = (base * Math.abs(cy)) / 2;
    const sep = t('; ', ', ');
    const point = (name: string, x: number, y: number) => `${name}(${fmt(ctx, x)}${sep}${fmt(ctx, y)})`;
    return numberTask(ctx, area, null, {
      question: t(
        `Raskite trikampio, kurio viršūnės ${point('A', x1, 0)}, ${point('B', x1 + base, 0)} ir ${point('C', cx, cy)}, plotą (kvadratiniais vienetais).`,
        `Find the area (in square units) of the triangle with vertices ${point('A', x1, 0)}, ${point('B', x1 + base, 0)} and ${point('C', cx, cy)}.`,
      ),
      hints: [
        t(
          'Kraštinė AB guli Ox ašyje – imkite ją pagrindu.',
          'Side AB lies on the x-axis: use it as the base.',
        ),
        t(
          `AB = ${base}, o aukštinė lygi taško C atstumui iki Ox ašies: ${Math.abs(cy)}.`,
          `AB = ${base}, and the altitude is the distance from C to the x-axis: ${Math.abs(cy)}.`,
        ),
        `${base} · ${Math.abs(cy)} : 2`,
      ],
      steps: [
        `AB = ${fmt(ctx, x1 + base)} − (${fmt(ctx, x1)}) = ${base}`,
        `h = |${fmt(ctx, cy)}| = ${Math.abs(cy)}`,
        `S = ${base} · ${Math.abs(cy)} : 2 = ${fmt(ctx, area)}`,
      ],
      explanation,
      figure: coordinateTriangleFigure(ctx, [
        ['A', x1, 0],
        ['B', x1 + base, 0],
        ['C', cx, cy],
      ]),
    });
  }
  // Level 4: two sides and one altitude; find the other altitude.
  const area2 = 2 * rng.int(6, 120);
  const divisors: number[] = [];
  for (let d = 3; d <= 40; d += 1) if (area2 % d === 0) divisors.push(d);
  // Two sides whose product exceeds twice the area: the altitude to one side is shorter than the other.
  const shuffled = divisors.length >= 2 ? rng.shuffle(divisors) : [];
  const pairs = shuffled.flatMap((x, i) => shuffled.slice(i + 1).map((y) => [x, y] as [number, number]));
  const [a, b] = pairs.find(([x, y]) => x * y > area2) ?? [2, area2 / 2];
  const ha = area2 / a;
  const hb = area2 / b;
  return numberTask(ctx, hb, 'cm', {
    question: t(
      `Trikampio kraštinės lygios ${a} cm ir ${b} cm. Į pirmąją kraštinę nuleista aukštinė lygi ${fmt(ctx, ha)} cm. Raskite aukštinę, nuleistą į antrąją kraštinę (cm).`,
      `Two sides of a triangle are ${a} cm and ${b} cm. The altitude to the first side is ${fmt(ctx, ha)} cm. Find the altitude to the second side (cm).`,
    ),
    hints: [
      t(
        'Plotą galima apskaičiuoti pagal bet kurią kraštinę ir į ją nuleistą aukštinę.',
        'The area can be found from any side and the altitude to it.',
      ),
      t(
        `S = ${a} · ${fmt(ctx, ha)} : 2 = ${fmt(ctx, area2 / 2)} cm².`,
        `A = ${a} × ${fmt(ctx, ha)} ÷ 2 = ${fmt(ctx, area2 / 2)} cm².`,
      ),
      t(
        `Antroji aukštinė lygi 2 · ${fmt(ctx, area2 / 2)} : ${b}.`,
        `The second altitude is 2 × ${fmt(ctx, area2 / 2)} ÷ ${b}.`,
      ),
    ],
    steps: [
      `S = ${a} · ${fmt(ctx, ha)} : 2 = ${fmt(ctx, area2 / 2)}`,
      `h = 2 · ${fmt(ctx, area2 / 2)} : ${b} = ${fmt(ctx, hb)}`,
    ],
    explanation,
    figure: twoHeightsFigure(ctx, a, b, ha),
  });
};

/**
 * A triangle on a base of `base` with the altitude `height` from its top corner dashed down to the base.
 * `distort` changes its height-to-base ratio (the altitude is asked).
 */
function baseHeightFigure(
  ctx: GeneratorContext,
  base: number,
  height: number,
  baseLabel: Label,
  heightLabel: Label,
  captions: Label[],
  alt: string,
  distort: boolean,
): Figure {
  const box = shownBox(base, height, distort);
  const apex: Point = [box.w * 0.32, box.h];
  return triangleFigure({
    words: ctx,
    points: [[0, 0], [box.w, 0], apex],
    sides: [baseLabel],
    extra: { ...dropScene(apex, heightLabel, heightLabel.ask === true), captions },
    alt,
    notToScale: distort || box.changed,
  });
}

/** A triangle drawn on coordinate axes with its corners named by their coordinates. */
function coordinateTriangleFigure(
  ctx: GeneratorContext,
  corners: readonly [string, number, number][],
): Figure {
  const xs = corners.map((c) => c[1]);
  const ys = corners.map((c) => c[2]);
  const [minX, maxX] = [Math.min(0, ...xs) - 1.5, Math.max(0, ...xs) + 1.5];
  const [minY, maxY] = [Math.min(0, ...ys) - 1.5, Math.max(0, ...ys) + 1.5];
  const point = (name: string, x: number, y: number) =>
    `${name}(${fmt(ctx, x)}${ctx.t('; ', ', ')}${fmt(ctx, y)})`;
  const pts = corners.map((c) => [c[1], c[2]] as Point);
  const inside: Point = [xs.reduce((s, x) => s + x, 0) / 3, ys.reduce((s, y) => s + y, 0) / 3];
  return drawScene(
    {
      segments: [
        { from: [minX, 0], to: [maxX, 0], stroke: 'thin' },
        { from: [0, minY], to: [0, maxY], stroke: 'thin' },
        ...pts.map((p, i) => ({ from: p, to: pts[(i + 1) % 3] as Point })),
      ],
      polygons: [{ points: pts }],
      chevrons: [
        { at: [maxX - 0.3, 0], dir: [1, 0] },
        { at: [0, maxY - 0.3], dir: [0, 1] },
      ],
      texts: [
        { at: [maxX, 0], label: { text: 'x' }, dy: 14 },
        { at: [0, maxY], label: { text: 'y' }, dx: -12 },
        { at: [0, 0], label: { text: 'O' }, dx: -10, dy: 12, small: true },
      ],
      names: corners.map((c, i) => ({
        at: pts[i] as Point,
        text: point(c[0], c[1], c[2]),
        dir: [0, (pts[i]?.[1] ?? 0) > inside[1] ? 1 : -1] as Point,
      })),
      dots: pts,
    },
    {
      kind: 'coordinate_plane',
      language: ctx.language,
      alt: ctx.t(
        `Koordinačių plokštumoje nubrėžtas trikampis, kurio viršūnės ${corners.map((c) => point(...c)).join(', ')}; plotas S = ? (ieškomas dydis).`,
        `A triangle on the coordinate plane with vertices ${corners.map((c) => point(...c)).join(', ')}; area A = ? (to be found).`,
      ),
      margin: 44,
    },
  );
}

/**
 * A triangle with sides a (at the bottom) and b meeting at a corner, the altitude to a given and the
 * altitude to b asked; drawn with its height stretched so that the asked altitude cannot be measured.
 */
function twoHeightsFigure(ctx: GeneratorContext, a: number, b: number, ha: number): Figure {
  const run = Math.sqrt(Math.max(b * b - ha * ha, 0));
  const stretch = ha / a > 0.6 ? 0.7 : 1.35;
  const B: Point = [0, 0];
  const C: Point = [a, 0];
  const A: Point = [a - run, ha * stretch];
  const scene = heightScene(B, C, A, ASK, true);
  const given = heightScene(A, B, C, { text: `${fmt(ctx, ha)} cm` });
  return triangleFigure({
    words: ctx,
    points: [B, C, A],
    sides: [{ text: `${a} cm` }, { text: `${b} cm` }],
    extra: {
      segments: [...(given.segments ?? []), ...(scene.segments ?? [])],
      angles: [...(given.angles ?? []), ...(scene.angles ?? [])],
    },
    alt: ctx.t(
      `Trikampis: kraštinės ${a} cm ir ${b} cm; į pirmąją kraštinę nuleista aukštinė ${fmt(ctx, ha)} cm, į antrąją kraštinę nuleista aukštinė (brūkšninė linija) = ? (ieškomas dydis).`,
      `A triangle: sides ${a} cm and ${b} cm; the altitude to the first side is ${fmt(ctx, ha)} cm, the altitude to the second side (dashed) = ? (to be found).`,
    ),
    notToScale: true,
  });
}

const trapeziumArea: SkillGenerator = (ctx) => {
  const { rng, t, level } = ctx;
  const explanation = t(
    'Lygiagretainio plotas S = a · h, rombo S = d₁ · d₂ : 2, trapecijos S = (a + b) : 2 · h – pagrindų vidurkis, padaugintas iš aukštinės.',
    'A parallelogram has area A = a × h, a rhombus A = d₁ × d₂ ÷ 2, and a trapezium A = (a + b) ÷ 2 × h: the mean of the parallel sides times the height.',
  );
  if (level === 0) {
    const a = rng.int(3, 40);
    const h = rng.int(2, 30);
    return numberTask(ctx, a * h, 'cm²', {
      question: t(
        `Lygiagretainio kraštinė lygi ${a} cm, o į ją nuleista aukštinė – ${h} cm. Raskite lygiagretainio plotą (cm²).`,
        `A side of a parallelogram is ${a} cm and the height to it is ${h} cm. Find its area (cm²).`,
      ),
      hints: [
        t('Lygiagretainio plotas S = a · h.', 'A parallelogram has area A = a × h.'),
        t('Imkite kraštinę ir į ją nuleistą aukštinę.', 'Use the side and the height drawn to it.'),
        `${a} · ${h}`,
      ],
      steps: [`S = ${a} · ${h} = ${a * h}`],
      explanation,
      figure: (() => {
        const box = shownBox(a, h, false);
        const shift = box.w * 0.3;
        return polygonFigure({
          words: ctx,
          points: [
            [0, 0],
            [box.w, 0],
            [box.w + shift, box.h],
            [shift, box.h],
          ],
          sides: [{ text: `${a} cm` }],
          extra: dropScene([shift, box.h], { text: `${h} cm` }),
          captions: [askCaption(ctx, 'area')],
          alt: t(
            `Lygiagretainis: kraštinė ${a} cm, į ją nuleista aukštinė ${h} cm (brūkšninė linija); plotas S = ? (ieškomas dydis).`,
            `A parallelogram: a side of ${a} cm and the height to it ${h} cm (dashed); area A = ? (to be found).`,
          ),
          notToScale: box.changed,
        });
      })(),
    });
  }
  if (level === 1) {
    const d1 = rng.int(3, 40);
    const d2 = rng.intExcept(2, 40, [d1]);
    return numberTask(ctx, (d1 * d2) / 2, 'cm²', {
      question: t(
        `Rombo įstrižainės lygios ${d1} cm ir ${d2} cm. Raskite rombo plotą (cm²).`,
        `The diagonals of a rhombus are ${d1} cm and ${d2} cm. Find its area (cm²).`,
      ),
      hints: [
        t('Rombo įstrižainės statmenos.', 'The diagonals of a rhombus are perpendicular.'),
        t('Rombo plotas S = d₁ · d₂ : 2.', 'A rhombus has area A = d₁ × d₂ ÷ 2.'),
        `${d1} · ${d2} : 2`,
      ],
      steps: [`S = ${d1} · ${d2} : 2 = ${fmt(ctx, (d1 * d2) / 2)}`],
      explanation,
      figure: (() => {
        const box = shownBox(d1, d2, false);
        const [l, b, r, top] = [
          [0, box.h / 2],
          [box.w / 2, 0],
          [box.w, box.h / 2],
          [box.w / 2, box.h],
        ] as Point[] as [Point, Point, Point, Point];
        return polygonFigure({
          words: ctx,
          points: [l, b, r, top],
          extra: {
            segments: [
              { from: l, to: r, stroke: 'dashed', label: { text: `${d1} cm` }, at: 0.25, away: top },
              { from: b, to: top, stroke: 'dashed', label: { text: `${d2} cm` }, at: 0.75, away: l },
            ],
            angles: [{ at: [box.w / 2, box.h / 2], from: r, to: top, right: true }],
          },
          captions: [askCaption(ctx, 'area')],
          alt: t(
            `Rombas, jo įstrižainės ${d1} cm ir ${d2} cm (brūkšninės linijos, statmenos); plotas S = ? (ieškomas dydis).`,
            `A rhombus with diagonals ${d1} cm and ${d2} cm (dashed, perpendicular); area A = ? (to be found).`,
          ),
          notToScale: box.changed,
        });
      })(),
    });
  }
  const a = rng.int(2, 30);
  const b = rng.intExcept(a + 1, a + 30, []);
  const h = rng.int(2, 30);
  const area = ((a + b) * h) / 2;
  if (level === 2) {
    return numberTask(ctx, area, 'cm²', {
      question: t(
        `Trapecijos pagrindai lygūs ${a} cm ir ${b} cm, o aukštinė – ${h} cm. Raskite trapecijos plotą (cm²).`,
        `The parallel sides of a trapezium are ${a} cm and ${b} cm and its height is ${h} cm. Find its area (cm²).`,
      ),
      hints: [
        t('Trapecijos plotas S = (a + b) : 2 · h.', 'A trapezium has area A = (a + b) ÷ 2 × h.'),
        t(
          `Pagrindų vidurkis (${a} + ${b}) : 2 = ${fmt(ctx, (a + b) / 2)}.`,
          `The mean of the parallel sides is (${a} + ${b}) ÷ 2 = ${fmt(ctx, (a + b) / 2)}.`,
        ),
        `${fmt(ctx, (a + b) / 2)} · ${h}`,
      ],
      steps: [
        `(${a} + ${b}) : 2 = ${fmt(ctx, (a + b) / 2)}`,
        `S = ${fmt(ctx, (a + b) / 2)} · ${h} = ${fmt(ctx, area)}`,
      ],
      explanation,
      figure: trapeziumFigure(
        ctx,
        a,
        b,
        h,
        { text: `${a} cm` },
        { text: `${b} cm` },
        { text: `${h} cm` },
        [askCaption(ctx, 'area')],
        t(
          `Trapecija: pagrindai ${a} cm ir ${b} cm, aukštinė ${h} cm (brūkšninė linija); plotas S = ? (ieškomas dydis).`,
          `A trapezium: parallel sides ${a} cm and ${b} cm, height ${h} cm (dashed); area A = ? (to be found).`,
        ),
        false,
      ),
    });
  }
  if (level === 3) {
    const askBase = rng.chance(0.5);
    return numberTask(ctx, askBase ? b : h, 'cm', {
      question: askBase
        ? t(
            `Trapecijos plotas lygus ${fmt(ctx, area)} cm², aukštinė – ${h} cm, o vienas pagrindas – ${a} cm. Raskite kitą pagrindą (cm).`,
            `A trapezium has area ${fmt(ctx, area)} cm², height ${h} cm and one parallel side ${a} cm. Find the other parallel side (cm).`,
          )
        : t(
            `Trapecijos plotas lygus ${fmt(ctx, area)} cm², o pagrindai – ${a} cm ir ${b} cm. Raskite trapecijos aukštinę (cm).`,
            `A trapezium has area ${fmt(ctx, area)} cm² and parallel sides ${a} cm and ${b} cm. Find its height (cm).`,
          ),
      hints: [
        t('Trapecijos plotas S = (a + b) : 2 · h.', 'A trapezium has area A = (a + b) ÷ 2 × h.'),
        askBase
          ? t(
              `(${a} + b) : 2 · ${h} = ${fmt(ctx, area)}, todėl a + b = 2 · ${fmt(ctx, area)} : ${h} = ${a + b}.`,
              `(${a} + b) ÷ 2 × ${h} = ${fmt(ctx, area)}, so a + b = 2 × ${fmt(ctx, area)} ÷ ${h} = ${a + b}.`,
            )
          : t(
              `Pagrindų vidurkis (${a} + ${b}) : 2 = ${fmt(ctx, (a + b) / 2)}.`,
              `The mean of the parallel sides is (${a} + ${b}) ÷ 2 = ${fmt(ctx, (a + b) / 2)}.`,
            ),
        askBase ? `${a + b} − ${a}` : `${fmt(ctx, area)} : ${fmt(ctx, (a + b) / 2)}`,
      ],
      steps: askBase
        ? [`a + b = 2 · ${fmt(ctx, area)} : ${h} = ${a + b}`, `b = ${a + b} − ${a} = ${b}`]
        : [
            `(${a} + ${b}) : 2 = ${fmt(ctx, (a + b) / 2)}`,
            `h = ${fmt(ctx, area)} : ${fmt(ctx, (a + b) / 2)} = ${h}`,
          ],
      explanation,
      figure: trapeziumFigure(
        ctx,
        a,
        b,
        h,
        { text: `${a} cm` },
        askBase ? ASK : { text: `${b} cm` },
        askBase ? { text: `${h} cm` } : ASK,
        [{ text: `${t('S', 'A')} = ${fmt(ctx, area)} cm²` }],
        askBase
          ? t(
              `Trapecija: plotas S = ${fmt(ctx, area)} cm², aukštinė ${h} cm (brūkšninė linija), vienas pagrindas ${a} cm, kitas pagrindas = ? (ieškomas dydis).`,
              `A trapezium: area A = ${fmt(ctx, area)} cm², height ${h} cm (dashed), one parallel side ${a} cm, the other = ? (to be found).`,
            )
          : t(
              `Trapecija: plotas S = ${fmt(ctx, area)} cm², pagrindai ${a} cm ir ${b} cm, aukštinė (brūkšninė linija) = ? (ieškomas dydis).`,
              `A trapezium: area A = ${fmt(ctx, area)} cm², parallel sides ${a} cm and ${b} cm, height (dashed) = ? (to be found).`,
            ),
        true,
      ),
    });
  }
  // Level 4: isosceles trapezium given its sides; the height comes from Pythagoras.
  const [p, q, c] = scaledTriple(rng, 40);
  const [overhang, height] = rng.shuffle([p, q]) as [number, number];
  const top = rng.int(2, 30);
  const bottom = top + 2 * overhang;
  const area4 = ((top + bottom) * height) / 2;
  return numberTask(ctx, area4, 'cm²', {
    question: t(
      `Lygiašonės trapecijos pagrindai lygūs ${top} cm ir ${bottom} cm, o šoninė kraštinė – ${c} cm. Raskite trapecijos plotą (cm²).`,
      `An isosceles trapezium has parallel sides ${top} cm and ${bottom} cm and slant sides ${c} cm. Find its area (cm²).`,
    ),
    hints: [
      t(
        'Iš mažesniojo pagrindo galų nuleiskite aukštines – susidarys du statieji trikampiai.',
        'Drop heights from the ends of the shorter side: two right triangles appear.',
      ),
      t(
        `Kiekvieno trikampio statinis (${bottom} − ${top}) : 2 = ${overhang}, todėl h² = ${c}² − ${overhang}² = ${height * height}.`,
        `Each has a leg (${bottom} − ${top}) ÷ 2 = ${overhang}, so h² = ${c}² − ${overhang}² = ${height * height}.`,
      ),
      t(
        `h = ${height}; S = (${top} + ${bottom}) : 2 · ${height}.`,
        `h = ${height}; A = (${top} + ${bottom}) ÷ 2 × ${height}.`,
      ),
    ],
    steps: [
      `(${bottom} − ${top}) : 2 = ${overhang}`,
      `h = √(${c}² − ${overhang}²) = ${height}`,
      `S = (${top} + ${bottom}) : 2 · ${height} = ${fmt(ctx, area4)}`,
    ],
    explanation,
    figure: (() => {
      const box = shownBox(bottom, height, false);
      const k = box.w / bottom;
      const inset = overhang * k;
      const topLeft: Point = [inset, box.h];
      return polygonFigure({
        words: ctx,
        points: [[0, 0], [box.w, 0], [box.w - inset, box.h], topLeft],
        sides: [{ text: `${bottom} cm` }, { text: `${c} cm` }, { text: `${top} cm` }, { text: `${c} cm` }],
        ticks: [undefined, 1, undefined, 1],
        extra: dropScene(topLeft, { text: 'h' }),
        captions: [askCaption(ctx, 'area')],
        alt: t(
          `Lygiašonė trapecija: pagrindai ${top} cm ir ${bottom} cm, šoninės kraštinės po ${c} cm, aukštinė h (brūkšninė linija); plotas S = ? (ieškomas dydis).`,
          `An isosceles trapezium: parallel sides ${top} cm and ${bottom} cm, slant sides ${c} cm each, height h (dashed); area A = ? (to be found).`,
        ),
        notToScale: box.changed,
      });
    })(),
  });
};

/** A trapezium with the longer base b at the bottom, the shorter a on top and the height h dashed. */
function trapeziumFigure(
  ctx: GeneratorContext,
  a: number,
  b: number,
  h: number,
  top: Label,
  bottom: Label,
  height: Label,
  captions: Label[],
  alt: string,
  distort: boolean,
): Figure {
  const box = shownBox(b, h, distort);
  const k = box.w / b;
  // The shorter base sits a little right of the left end, so the figure is a general trapezium.
  const left = (b - a) * k * 0.3;
  const shownTop =
    distort && (top.ask || bottom.ask) ? Math.min(box.w * 0.8, a * k * (a < b / 2 ? 1.5 : 0.7)) : a * k;
  const topLeft: Point = [left, box.h];
  return polygonFigure({
    words: ctx,
    points: [[0, 0], [box.w, 0], [left + shownTop, box.h], topLeft],
    sides: [bottom, undefined, top],
    extra: dropScene([left + shownTop * 0.5, box.h], height, height.ask === true),
    captions,
    alt,
    notToScale: distort || box.changed,
  });
}

export const areaGenerators = {
  'convert-area-units': convertAreaUnits,
  'rectangle-area-from-perimeter': rectangleAreaFromPerimeter,
  'triangle-area': triangleArea,
  'trapezium-area': trapeziumArea,
};
