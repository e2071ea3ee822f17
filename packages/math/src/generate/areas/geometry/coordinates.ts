import { snappingStep } from '../../../figures/drawn-answer.ts';
import { listText, type PlaneContent, planeFigure, planeInput, planeView } from '../../../figures/plane.ts';
import { CLS, type Point } from '../../../figures/svg.ts';
import type { Figure } from '../../../types.ts';
import { canonicalNumber, formatPoint } from '../../format.ts';
import type { GeneratorContext, SkillGenerator, TaskDraft } from '../../registry.ts';
import { exactTask, fmt, fraction, numberTask, radical, type TaskBody } from './draft-builders.ts';
import { scaledTriple } from './pythagoras.ts';

function point(ctx: GeneratorContext, x: number, y: number, name = ''): string {
  return formatPoint([x, y], ctx.language, name);
}

function coordinatesTask(ctx: GeneratorContext, x: number, y: number, body: TaskBody): TaskDraft {
  return {
    ...body,
    choices: null,
    input_kind: 'coordinates',
    answer: {
      mode: 'coordinates',
      options: { form: 'value' },
      correct: `(${canonicalNumber(x)}; ${canonicalNumber(y)})`,
      display: point(ctx, x, y),
    },
  };
}

/** (−3) for negative numbers inside a sum, 3 otherwise. */
function paren(ctx: GeneratorContext, v: number): string {
  return v < 0 ? `(${fmt(ctx, v)})` : fmt(ctx, v);
}

type NamedPoint = { name: string; at: Point };

/**
 * A plane with the task's given points marked and named, as a textbook sets such a task on squared paper;
 * `extent` are further points the grid must reach (where the student will plot the answer), never drawn.
 * With `answer` (a point the student plots) the figure takes the drawn point as the answer.
 */
function pointsFigure(
  ctx: GeneratorContext,
  given: readonly NamedPoint[],
  content: PlaneContent,
  extent: readonly Point[],
  extra: string,
  answer?: Point,
): Figure {
  const view = planeView([...given.map((p) => p.at), ...extent, ...(answer ? [answer] : [])]);
  const listed = listText(
    given.map((p) => point(ctx, p.at[0], p.at[1], p.name)),
    ctx.language,
  );
  const alt = ctx.t(
    `Koordinačių plokštuma su tinkleliu. ${given.length === 1 ? 'Pažymėtas taškas' : 'Pažymėti taškai'} ${listed}.${extra}`,
    `A coordinate plane with a grid. ${given.length === 1 ? 'The point' : 'The points'} ${listed} ${given.length === 1 ? 'is' : 'are'} marked.${extra}`,
  );
  const drawn = planeFigure(
    view,
    { ...content, points: [...given.map((p) => ({ at: p.at, name: p.name })), ...(content.points ?? [])] },
    { language: ctx.language, alt },
  );
  const step = answer ? snappingStep(answer) : null;
  const input = answer && step !== null ? planeInput('point', view, step, [answer]) : null;
  return input ? { ...drawn, input } : drawn;
}

const reflectPoint: SkillGenerator = (ctx) => {
  const { rng, t, level } = ctx;
  const x = rng.nonZero(-12, 12);
  const y = rng.nonZero(-12, 12);
  const A = point(ctx, x, y, 'A');
  const explanation = t(
    'Simetrija Ox ašies atžvilgiu keičia y ženklą, Oy ašies – x ženklą, koordinačių pradžios – abiejų; simetriškas taškas taško M atžvilgiu yra toks, kad M – atkarpos vidurys.',
    'Reflection in the x-axis changes the sign of y, in the y-axis the sign of x, in the origin both; the image in a point M has M as the midpoint of the segment.',
  );
  let rx: number;
  let ry: number;
  let what: string;
  let rule: string;
  let mirror: Mirror = {};
  if (level === 0) {
    const axisX = rng.chance(0.5);
    [rx, ry] = axisX ? [x, -y] : [-x, y];
    what = axisX ? t('Ox ašies', 'the x-axis') : t('Oy ašies', 'the y-axis');
    rule = axisX
      ? t('Keičiasi tik y ženklas.', 'Only the sign of y changes.')
      : t('Keičiasi tik x ženklas.', 'Only the sign of x changes.');
  } else if (level === 1) {
    [rx, ry] = [-x, -y];
    what = t('koordinačių pradžios taško', 'the origin');
    rule = t('Keičiasi abiejų koordinačių ženklai.', 'Both coordinates change sign.');
  } else if (level === 2) {
    const diagonal = rng.chance(0.5);
    [rx, ry] = diagonal ? [y, x] : [-y, -x];
    mirror = {
      line: [
        [0, 0],
        [1, diagonal ? 1 : -1],
      ],
      name: diagonal ? 'y = x' : 'y = −x',
    };
    what = diagonal ? t('tiesės y = x', 'the line y = x') : t('tiesės y = −x', 'the line y = −x');
    rule = diagonal
      ? t('Koordinatės susikeičia vietomis.', 'The coordinates swap.')
      : t('Koordinatės susikeičia vietomis ir pakeičia ženklus.', 'The coordinates swap and change sign.');
  } else if (level === 3) {
    const mx = rng.int(-8, 8);
    const my = rng.int(-8, 8);
    [rx, ry] = [2 * mx - x, 2 * my - y];
    mirror = { centre: [mx, my] };
    what = t(`taško ${point(ctx, mx, my, 'M')}`, `the point ${point(ctx, mx, my, 'M')}`);
    rule = t(
      `M – atkarpos AA′ vidurys: x′ = 2 · ${paren(ctx, mx)} − ${paren(ctx, x)}, y′ = 2 · ${paren(ctx, my)} − ${paren(ctx, y)}.`,
      `M is the midpoint of AA′: x′ = 2 × ${paren(ctx, mx)} − ${paren(ctx, x)}, y′ = 2 × ${paren(ctx, my)} − ${paren(ctx, y)}.`,
    );
  } else {
    const k = rng.nonZero(-6, 6);
    const vertical = rng.chance(0.5);
    [rx, ry] = vertical ? [2 * k - x, y] : [x, 2 * k - y];
    mirror = {
      line: vertical
        ? [
            [k, 0],
            [k, 1],
          ]
        : [
            [0, k],
            [1, k],
          ],
      name: `${vertical ? 'x' : 'y'} = ${fmt(ctx, k)}`,
    };
    what = vertical
      ? t(`tiesės x = ${fmt(ctx, k)}`, `the line x = ${fmt(ctx, k)}`)
      : t(`tiesės y = ${fmt(ctx, k)}`, `the line y = ${fmt(ctx, k)}`);
    rule = vertical
      ? t(
          `y nesikeičia, o x′ = 2 · ${paren(ctx, k)} − ${paren(ctx, x)}.`,
          `y stays; x′ = 2 × ${paren(ctx, k)} − ${paren(ctx, x)}.`,
        )
      : t(
          `x nesikeičia, o y′ = 2 · ${paren(ctx, k)} − ${paren(ctx, y)}.`,
          `x stays; y′ = 2 × ${paren(ctx, k)} − ${paren(ctx, y)}.`,
        );
  }
  return coordinatesTask(ctx, rx, ry, {
    question: t(
      `Raskite taško, simetriško taškui ${A} ${what} atžvilgiu, koordinates.`,
      `Find the coordinates of the image of ${A} under reflection in ${what}.`,
    ),
    hints: [
      t(
        'Pažymėkite tašką koordinačių plokštumoje ir nusibraižykite simetrijos ašį ar centrą.',
        'Plot the point and draw the line or centre of symmetry.',
      ),
      rule,
      t(
        `Gaunate ${point(ctx, rx, ry)} – patikrinkite brėžinyje.`,
        `You get ${point(ctx, rx, ry)}: check it on the sketch.`,
      ),
    ],
    steps: [rule, point(ctx, rx, ry, 'A′')],
    explanation,
    figure: reflectFigure(ctx, [x, y], [rx, ry], mirror),
  });
};

type Mirror = { line?: [Point, Point]; name?: string; centre?: Point };

/** Point A and the mirror the task names (a line drawn dashed, or the centre M); the image is for the student. */
function reflectFigure(ctx: GeneratorContext, a: Point, image: Point, mirror: Mirror): Figure {
  const given: NamedPoint[] = [{ name: 'A', at: a }];
  if (mirror.centre) given.push({ name: 'M', at: mirror.centre });
  if (!mirror.line || !mirror.name) return pointsFigure(ctx, given, {}, [image], '', image);
  return pointsFigure(
    ctx,
    given,
    { lines: [{ through: mirror.line, name: mirror.name, cls: CLS.second, dashed: true }] },
    [image],
    ctx.t(` Punktyru nubrėžta tiesė ${mirror.name}.`, ` The line ${mirror.name} is drawn dashed.`),
    image,
  );
}

const distanceBetweenPoints: SkillGenerator = (ctx) => {
  const { rng, t, level } = ctx;
  const explanation = t(
    'Atstumas tarp taškų A(x₁; y₁) ir B(x₂; y₂) randamas pagal Pitagoro teoremą: AB = √((x₂ − x₁)² + (y₂ − y₁)²).',
    'The distance between A(x₁, y₁) and B(x₂, y₂) comes from Pythagoras: AB = √((x₂ − x₁)² + (y₂ − y₁)²).',
  );
  const x1 = rng.int(-10, 10);
  const y1 = rng.int(-10, 10);
  let dx: number;
  let dy: number;
  if (level === 0) {
    const d = rng.nonZero(-15, 15);
    [dx, dy] = rng.chance(0.5) ? [d, 0] : [0, d];
  } else if (level === 2) {
    dx = rng.nonZero(-9, 9);
    dy = rng.nonZero(-9, 9);
  } else {
    const [a, b] = scaledTriple(rng, level === 1 ? 25 : 40);
    const [p, q] = rng.shuffle([a, b]) as [number, number];
    dx = rng.chance(0.5) ? p : -p;
    dy = rng.chance(0.5) ? q : -q;
  }
  const x2 = x1 + dx;
  const y2 = y1 + dy;
  const sq = dx * dx + dy * dy;
  const exact = radical(ctx, 1, 1, sq);
  const A = point(ctx, x1, y1, 'A');
  const B = point(ctx, x2, y2, 'B');
  if (level === 4) {
    // The perimeter of triangle ABO? Keep to distances: find the positive k with AB = d.
    const k = x2;
    return numberTask(ctx, k, null, {
      question: t(
        `Taškai A(${fmt(ctx, x1)}; ${fmt(ctx, y1)}) ir B(k; ${fmt(ctx, y2)}), AB = ${Math.sqrt(sq)}. Raskite k, kai k ${dx > 0 ? '>' : '<'} ${fmt(ctx, x1)}.`,
        `A(${fmt(ctx, x1)}, ${fmt(ctx, y1)}) and B(k, ${fmt(ctx, y2)}) are ${Math.sqrt(sq)} apart. Find k, given that k ${dx > 0 ? '>' : '<'} ${fmt(ctx, x1)}.`,
      ),
      hints: [
        explanation,
        t(`(k − ${paren(ctx, x1)})² + ${dy * dy} = ${sq}.`, `(k − ${paren(ctx, x1)})² + ${dy * dy} = ${sq}.`),
        t(
          `(k − ${paren(ctx, x1)})² = ${dx * dx}, todėl k − ${paren(ctx, x1)} = ±${Math.abs(dx)}; pasirinkite tinkamą ženklą.`,
          `(k − ${paren(ctx, x1)})² = ${dx * dx}, so k − ${paren(ctx, x1)} = ±${Math.abs(dx)}; choose the right sign.`,
        ),
      ],
      steps: [
        `(k − ${paren(ctx, x1)})² = ${sq} − ${dy * dy} = ${dx * dx}`,
        `k = ${fmt(ctx, x1)} ${dx > 0 ? '+' : '−'} ${Math.abs(dx)} = ${fmt(ctx, k)}`,
      ],
      explanation,
    });
  }
  return exactTask(
    exact,
    null,
    {
      question: t(
        `Raskite atstumą tarp taškų ${A} ir ${B}.${level === 2 ? ' Atsakymą pateikite tikslią reikšmę.' : ''}`,
        `Find the distance between ${A} and ${B}.${level === 2 ? ' Give the exact value.' : ''}`,
      ),
      hints: [
        explanation,
        t(
          `x₂ − x₁ = ${fmt(ctx, dx)}, y₂ − y₁ = ${fmt(ctx, dy)}.`,
          `x₂ − x₁ = ${fmt(ctx, dx)}, y₂ − y₁ = ${fmt(ctx, dy)}.`,
        ),
        `AB = √(${paren(ctx, dx)}² + ${paren(ctx, dy)}²) = √${sq}`,
      ],
      steps: [`AB² = ${paren(ctx, dx)}² + ${paren(ctx, dy)}² = ${sq}`, `AB = ${exact.display}`],
      explanation,
      figure: distanceFigure(ctx, [x1, y1], [x2, y2]),
    },
    level === 2 ? 'expression' : 'number',
  );
};

/** A and B joined; when neither coordinate agrees, the dashed legs of the right triangle Pythagoras needs. */
function distanceFigure(ctx: GeneratorContext, a: Point, b: Point): Figure {
  const slanted = a[0] !== b[0] && a[1] !== b[1];
  const corner: Point = [b[0], a[1]];
  const legs = slanted
    ? [
        { from: a, to: corner, cls: CLS.thin, dashed: true },
        { from: corner, to: b, cls: CLS.thin, dashed: true },
      ]
    : [];
  return pointsFigure(
    ctx,
    [
      { name: 'A', at: a },
      { name: 'B', at: b },
    ],
    { segments: [{ from: a, to: b, cls: CLS.accent }, ...legs] },
    [],
    ctx.t(
      ` Juos jungia atkarpa AB.${slanted ? ' Punktyru nubrėžti stačiojo trikampio statiniai, lygiagretūs koordinačių ašims.' : ''}`,
      ` The segment AB joins them.${slanted ? ' Dashed lines parallel to the axes make a right triangle with AB as its hypotenuse.' : ''}`,
    ),
  );
}

const midpoint: SkillGenerator = (ctx) => {
  const { rng, t, level } = ctx;
  const explanation = t(
    'Atkarpos vidurio taško koordinatės – galų koordinačių vidurkiai: ((x₁ + x₂)/2; (y₁ + y₂)/2).',
    'The midpoint has the means of the endpoint coordinates: ((x₁ + x₂)/2, (y₁ + y₂)/2).',
  );
  const range = level === 0 ? [0, 20] : [-15, 15];
  const [lo, hi] = range as [number, number];
  const x1 = rng.int(lo, hi);
  const y1 = rng.int(lo, hi);
  let x2 = rng.int(lo, hi);
  let y2 = rng.int(lo, hi);
  if (level <= 1) {
    // Even sums: whole-number midpoints.
    if ((x1 + x2) % 2 !== 0) x2 += x2 < hi ? 1 : -1;
    if ((y1 + y2) % 2 !== 0) y2 += y2 < hi ? 1 : -1;
  }
  if (level === 3) {
    // B from A and the midpoint M.
    const mx = rng.int(-10, 10);
    const my = rng.int(-10, 10);
    const bx = 2 * mx - x1;
    const by = 2 * my - y1;
    return coordinatesTask(ctx, bx, by, {
      question: t(
        `Atkarpos AB vidurio taškas ${point(ctx, mx, my, 'M')}, o ${point(ctx, x1, y1, 'A')}. Raskite taško B koordinates.`,
        `The midpoint of AB is ${point(ctx, mx, my, 'M')} and ${point(ctx, x1, y1, 'A')}. Find the coordinates of B.`,
      ),
      hints: [
        explanation,
        t(
          `${fmt(ctx, mx)} = (${fmt(ctx, x1)} + x) : 2, todėl x = 2 · ${paren(ctx, mx)} − ${paren(ctx, x1)}.`,
          `${fmt(ctx, mx)} = (${fmt(ctx, x1)} + x) ÷ 2, so x = 2 × ${paren(ctx, mx)} − ${paren(ctx, x1)}.`,
        ),
        t(
          `Taip pat y = 2 · ${paren(ctx, my)} − ${paren(ctx, y1)}.`,
          `Likewise y = 2 × ${paren(ctx, my)} − ${paren(ctx, y1)}.`,
        ),
      ],
      steps: [
        `x = 2 · ${paren(ctx, mx)} − ${paren(ctx, x1)} = ${fmt(ctx, bx)}`,
        `y = 2 · ${paren(ctx, my)} − ${paren(ctx, y1)} = ${fmt(ctx, by)}`,
        point(ctx, bx, by, 'B'),
      ],
      explanation,
      figure: pointsFigure(
        ctx,
        [
          { name: 'A', at: [x1, y1] },
          { name: 'M', at: [mx, my] },
        ],
        {},
        [[bx, by]],
        ctx.t(' Taškas B nepažymėtas.', ' The point B is not marked.'),
        [bx, by],
      ),
    });
  }
  if (level === 4) {
    // Parallelogram ABCD: the diagonals share their midpoint, so D = A + C − B.
    const bx = rng.int(-12, 12);
    const by = rng.int(-12, 12);
    const dx = x1 + x2 - bx;
    const dy = y1 + y2 - by;
    return coordinatesTask(ctx, dx, dy, {
      question: t(
        `ABCD – lygiagretainis, ${point(ctx, x1, y1, 'A')}, ${point(ctx, bx, by, 'B')}, ${point(ctx, x2, y2, 'C')}. Raskite viršūnės D koordinates.`,
        `ABCD is a parallelogram with ${point(ctx, x1, y1, 'A')}, ${point(ctx, bx, by, 'B')} and ${point(ctx, x2, y2, 'C')}. Find the coordinates of D.`,
      ),
      hints: [
        t(
          'Lygiagretainio įstrižainės susikirtimo taške dalijasi pusiau.',
          'The diagonals of a parallelogram bisect each other.',
        ),
        t(
          `AC vidurys ((${fmt(ctx, x1)} + ${paren(ctx, x2)})/2; (${fmt(ctx, y1)} + ${paren(ctx, y2)})/2) yra ir BD vidurys.`,
          `The midpoint of AC, ((${fmt(ctx, x1)} + ${paren(ctx, x2)})/2, (${fmt(ctx, y1)} + ${paren(ctx, y2)})/2), is also the midpoint of BD.`,
        ),
        t('Todėl D = A + C − B (koordinatėmis).', 'So D = A + C − B, coordinate by coordinate.'),
      ],
      steps: [
        `x = ${fmt(ctx, x1)} + ${paren(ctx, x2)} − ${paren(ctx, bx)} = ${fmt(ctx, dx)}`,
        `y = ${fmt(ctx, y1)} + ${paren(ctx, y2)} − ${paren(ctx, by)} = ${fmt(ctx, dy)}`,
        point(ctx, dx, dy, 'D'),
      ],
      explanation,
      figure: pointsFigure(
        ctx,
        [
          { name: 'A', at: [x1, y1] },
          { name: 'B', at: [bx, by] },
          { name: 'C', at: [x2, y2] },
        ],
        {
          segments: [
            { from: [x1, y1], to: [bx, by] },
            { from: [bx, by], to: [x2, y2] },
          ],
        },
        [[dx, dy]],
        ctx.t(
          ' Nubrėžtos lygiagretainio kraštinės AB ir BC; viršūnė D nepažymėta.',
          ' The sides AB and BC of the parallelogram are drawn; the vertex D is not marked.',
        ),
        [dx, dy],
      ),
    });
  }
  const mx = (x1 + x2) / 2;
  const my = (y1 + y2) / 2;
  return coordinatesTask(ctx, mx, my, {
    question: t(
      `Raskite atkarpos AB vidurio taško koordinates, kai ${point(ctx, x1, y1, 'A')} ir ${point(ctx, x2, y2, 'B')}.`,
      `Find the coordinates of the midpoint of AB for ${point(ctx, x1, y1, 'A')} and ${point(ctx, x2, y2, 'B')}.`,
    ),
    hints: [
      explanation,
      `x = (${fmt(ctx, x1)} + ${paren(ctx, x2)}) : 2`.replace(' : ', t(' : ', ' ÷ ')),
      `y = (${fmt(ctx, y1)} + ${paren(ctx, y2)}) : 2`.replace(' : ', t(' : ', ' ÷ ')),
    ],
    steps: [
      `x = ${fmt(ctx, x1 + x2)} : 2 = ${fmt(ctx, mx)}`.replace(' : ', t(' : ', ' ÷ ')),
      `y = ${fmt(ctx, y1 + y2)} : 2 = ${fmt(ctx, my)}`.replace(' : ', t(' : ', ' ÷ ')),
      point(ctx, mx, my, 'M'),
    ],
    explanation,
    figure: pointsFigure(
      ctx,
      [
        { name: 'A', at: [x1, y1] },
        { name: 'B', at: [x2, y2] },
      ],
      { segments: [{ from: [x1, y1], to: [x2, y2] }] },
      [],
      ctx.t(' Juos jungia atkarpa AB.', ' The segment AB joins them.'),
      [mx, my],
    ),
  });
};

/** "2a − b", "a + 3b − c": a linear combination written with its coefficients. */
function combination(coefficients: readonly number[], names: readonly string[]): string {
  let text = '';
  coefficients.forEach((k, i) => {
    if (k === 0) return;
    const name = names[i] ?? '';
    const size = Math.abs(k) === 1 ? '' : String(Math.abs(k));
    if (text === '') text = `${k < 0 ? '−' : ''}${size}${name}`;
    else text += ` ${k < 0 ? '−' : '+'} ${size}${name}`;
  });
  return text;
}

const vectorLinearCombination: SkillGenerator = (ctx) => {
  const { rng, t, level } = ctx;
  const names = ['a', 'b', 'c'];
  const count = level === 4 ? 3 : 2;
  const vectors = Array.from({ length: count }, () => [rng.int(-9, 9), rng.int(-9, 9)] as [number, number]);
  const coefficients: number[] =
    level === 0
      ? [1, 1]
      : level === 1
        ? rng.pick([
            [1, -1],
            [rng.int(2, 5), 0],
            [-1, 1],
          ])
        : level === 2
          ? [rng.int(2, 4), rng.pick([1, -1])]
          : level === 3
            ? [rng.nonZero(-5, 5), rng.nonZero(-5, 5)]
            : [rng.nonZero(-3, 3), rng.nonZero(-3, 3), rng.nonZero(-3, 3)];
  let rx = 0;
  let ry = 0;
  coefficients.forEach((k, i) => {
    const v = vectors[i] as [number, number];
    rx += k * v[0];
    ry += k * v[1];
  });
  const used = vectors.filter((_, i) => coefficients[i] !== 0);
  const usedNames = names.filter((_, i) => coefficients[i] !== 0);
  const given = used.map((v, i) => `${usedNames[i]}${point(ctx, v[0], v[1])}`);
  const givenText =
    given.length === 1
      ? t(`Duotas vektorius ${given[0]}.`, `Given the vector ${given[0]},`)
      : t(
          `Duoti vektoriai ${given.slice(0, -1).join(', ')} ir ${given.at(-1)}.`,
          `Given the vectors ${given.slice(0, -1).join(', ')} and ${given.at(-1)},`,
        );
  const expr = combination(coefficients, names);
  const part = (coord: 0 | 1) =>
    coefficients
      .map((k, i) => (k === 0 ? '' : `${k} · ${paren(ctx, (vectors[i] as [number, number])[coord])}`))
      .filter(Boolean)
      .join(' + ');
  return coordinatesTask(ctx, rx, ry, {
    question: t(
      `${givenText} Raskite vektoriaus ${expr} koordinates.`,
      `${givenText} find the components of ${expr}.`,
    ),
    hints: [
      t(
        'Vektorius sudedame, atimame ir dauginame iš skaičiaus koordinatėmis.',
        'Add, subtract and scale vectors component by component.',
      ),
      t(`x: ${part(0)}.`, `x: ${part(0)}.`),
      t(`y: ${part(1)}.`, `y: ${part(1)}.`),
    ],
    steps: [
      `x = ${part(0)} = ${fmt(ctx, rx)}`,
      `y = ${part(1)} = ${fmt(ctx, ry)}`,
      `${expr}${point(ctx, rx, ry)}`,
    ],
    explanation: t(
      'Veiksmai su vektoriais atliekami su kiekviena koordinate atskirai.',
      'Vector operations act on each component separately.',
    ),
    figure: vectorsFigure(
      ctx,
      used.map((v, i) => ({ name: usedNames[i] ?? '', at: v })),
    ),
  });
};

/** The given vectors drawn from the origin on squared paper; the combination is for the student. */
function vectorsFigure(ctx: GeneratorContext, vectors: readonly NamedPoint[]): Figure {
  const view = planeView(vectors.map((v) => v.at));
  const listed = listText(
    vectors.map((v) => point(ctx, v.at[0], v.at[1], v.name)),
    ctx.language,
  );
  const classes = [CLS.accent, CLS.second, CLS.line];
  return planeFigure(
    view,
    {
      vectors: vectors
        .map((v, i) => ({ from: [0, 0] as Point, to: v.at, name: v.name, cls: classes[i % classes.length] }))
        .filter((v) => v.to[0] !== 0 || v.to[1] !== 0),
    },
    {
      language: ctx.language,
      alt: ctx.t(
        `Koordinačių plokštuma su tinkleliu. Nuo koordinačių pradžios taško atidėt${vectors.length === 1 ? 'as vektorius' : 'i vektoriai'} ${listed}.`,
        `A coordinate plane with a grid. The ${vectors.length === 1 ? 'vector' : 'vectors'} ${listed} ${vectors.length === 1 ? 'is' : 'are'} drawn from the origin.`,
      ),
    },
  );
}

const perpendicularVectors: SkillGenerator = (ctx) => {
  const { rng, t, level } = ctx;
  const explanation = t(
    'Skaliarinė sandauga a · b = x₁x₂ + y₁y₂ = |a| · |b| · cos φ; vektoriai statmeni, kai jų skaliarinė sandauga lygi nuliui.',
    'The dot product a · b = x₁x₂ + y₁y₂ = |a| |b| cos φ; vectors are perpendicular exactly when their dot product is zero.',
  );
  if (level === 0) {
    const [a1, a2, b1, b2] = [rng.int(-9, 9), rng.int(-9, 9), rng.int(-9, 9), rng.int(-9, 9)];
    const d = a1 * b1 + a2 * b2;
    return numberTask(ctx, d, null, {
      question: t(
        `Apskaičiuokite vektorių ${point(ctx, a1, a2, 'a')} ir ${point(ctx, b1, b2, 'b')} skaliarinę sandaugą.`,
        `Work out the dot product of ${point(ctx, a1, a2, 'a')} and ${point(ctx, b1, b2, 'b')}.`,
      ),
      hints: [
        explanation,
        `${paren(ctx, a1)} · ${paren(ctx, b1)} + ${paren(ctx, a2)} · ${paren(ctx, b2)}`,
        `${fmt(ctx, a1 * b1)} + ${paren(ctx, a2 * b2)}`,
      ],
      steps: [
        `a · b = ${paren(ctx, a1)} · ${paren(ctx, b1)} + ${paren(ctx, a2)} · ${paren(ctx, b2)} = ${fmt(ctx, d)}`,
      ],
      explanation,
    });
  }
  if (level === 1 || level === 4) {
    // a(p; m) ⊥ b(q; r): pq + mr = 0, with r dividing pq.
    const m = rng.nonZero(-9, 9);
    const r = rng.nonZero(-6, 6);
    const q = rng.nonZero(-6, 6);
    // p q = −m r; choose p so that it is whole: p = −m r / q needs q | m r. Scale instead.
    const p = -m * r;
    const q2 = q;
    const r2 = r * q;
    // Check: p·q2 + m·r2 = −m r q + m r q = 0.
    const shift = level === 4 ? rng.nonZero(-5, 5) : 0;
    const aText =
      level === 4
        ? `a(${fmt(ctx, p)}${t('; ', ', ')}m ${shift < 0 ? '−' : '+'} ${Math.abs(shift)})`
        : `a(${fmt(ctx, p)}${t('; ', ', ')}m)`;
    const answer = m - shift;
    return numberTask(ctx, answer, null, {
      question: t(
        `Su kuria m reikšme vektoriai ${aText} ir ${point(ctx, q2, r2, 'b')} yra statmeni?`,
        `For which value of m are the vectors ${aText} and ${point(ctx, q2, r2, 'b')} perpendicular?`,
      ),
      hints: [
        t('Statmenų vektorių skaliarinė sandauga lygi 0.', 'The dot product of perpendicular vectors is 0.'),
        level === 4
          ? `${fmt(ctx, p)} · ${paren(ctx, q2)} + (m ${shift < 0 ? '−' : '+'} ${Math.abs(shift)}) · ${paren(ctx, r2)} = 0`
          : `${fmt(ctx, p)} · ${paren(ctx, q2)} + m · ${paren(ctx, r2)} = 0`,
        level === 4
          ? t(
              `m ${shift < 0 ? '−' : '+'} ${Math.abs(shift)} = ${fmt(ctx, m)}.`,
              `m ${shift < 0 ? '−' : '+'} ${Math.abs(shift)} = ${fmt(ctx, m)}.`,
            )
          : t(`${fmt(ctx, r2)}m = ${fmt(ctx, -p * q2)}.`, `${fmt(ctx, r2)}m = ${fmt(ctx, -p * q2)}.`),
      ],
      steps: [
        `${fmt(ctx, p * q2)} + ${paren(ctx, r2)}${level === 4 ? `(m ${shift < 0 ? '−' : '+'} ${Math.abs(shift)})` : 'm'} = 0`,
        ...(level === 4 ? [`m ${shift < 0 ? '−' : '+'} ${Math.abs(shift)} = ${fmt(ctx, m)}`] : []),
        `m = ${fmt(ctx, answer)}`,
      ],
      explanation,
    });
  }
  if (level === 2) {
    // cos φ for vectors with whole lengths.
    const [a, b, c] = scaledTriple(rng, 30);
    const [p, q, r] = scaledTriple(rng, 30);
    const u: [number, number] = [rng.chance(0.5) ? a : -a, rng.chance(0.5) ? b : -b];
    const v: [number, number] = rng.chance(0.5)
      ? [p, rng.chance(0.5) ? q : -q]
      : [rng.chance(0.5) ? q : -q, p];
    const d = u[0] * v[0] + u[1] * v[1];
    const exact = fraction(ctx, d, c * r);
    return exactTask(
      exact,
      null,
      {
        question: t(
          `Raskite kampo tarp vektorių ${point(ctx, u[0], u[1], 'a')} ir ${point(ctx, v[0], v[1], 'b')} kosinusą.`,
          `Find the cosine of the angle between ${point(ctx, u[0], u[1], 'a')} and ${point(ctx, v[0], v[1], 'b')}.`,
        ),
        hints: [
          explanation,
          t(
            `a · b = ${fmt(ctx, d)}, |a| = ${c}, |b| = ${r}.`,
            `a · b = ${fmt(ctx, d)}, |a| = ${c}, |b| = ${r}.`,
          ),
          `cos φ = ${fmt(ctx, d)} : (${c} · ${r})`,
        ],
        steps: [
          `a · b = ${fmt(ctx, d)}`,
          `|a| = ${c}, |b| = ${r}`,
          `cos φ = ${fmt(ctx, d)}/${c * r} = ${exact.display}`,
        ],
        explanation,
      },
      'fraction',
    );
  }
  // Level 3: the angle itself (45°, 90°, 135°, 180° by construction).
  const u = rng.nonZero(-6, 6);
  const v = rng.nonZero(-6, 6);
  const k = rng.int(1, 4);
  const angle = rng.pick([45, 90, 135, 180]);
  const b: [number, number] =
    angle === 90
      ? [-v * k, u * k]
      : angle === 45
        ? [(u - v) * k, (u + v) * k]
        : angle === 135
          ? [(-u - v) * k, (u - v) * k]
          : [-u * k, -v * k];
  const d = u * b[0] + v * b[1];
  return numberTask(ctx, angle, '°', {
    question: t(
      `Raskite kampą tarp vektorių ${point(ctx, u, v, 'a')} ir ${point(ctx, b[0], b[1], 'b')} (laipsniais).`,
      `Find the angle between ${point(ctx, u, v, 'a')} and ${point(ctx, b[0], b[1], 'b')} in degrees.`,
    ),
    hints: [
      explanation,
      t(
        `a · b = ${fmt(ctx, d)}, |a|² = ${u * u + v * v}, |b|² = ${b[0] * b[0] + b[1] * b[1]}.`,
        `a · b = ${fmt(ctx, d)}, |a|² = ${u * u + v * v}, |b|² = ${b[0] * b[0] + b[1] * b[1]}.`,
      ),
      t('Apskaičiuokite cos φ ir atpažinkite kampą.', 'Work out cos φ and recognise the angle.'),
    ],
    steps: [
      `a · b = ${fmt(ctx, d)}`,
      `cos φ = ${angle === 90 ? '0' : angle === 180 ? '−1' : angle === 45 ? '√2/2' : '−√2/2'}`,
      `φ = ${angle}°`,
    ],
    explanation,
  });
};

export const coordinateGenerators = {
  'reflect-point': reflectPoint,
  'distance-between-points': distanceBetweenPoints,
  midpoint,
  'vector-linear-combination': vectorLinearCombination,
  'perpendicular-vectors': perpendicularVectors,
};
