import type { Label, Scene } from '../../../figures/geometry.ts';
import {
  at,
  circleFigure,
  circleScene,
  O,
  radiusScene,
  shownSectorAngle,
} from '../../../figures/geometry-circles.ts';
import { shownAngle, shownLegs, shownTriangleAngles } from '../../../figures/geometry-shapes.ts';
import { along, centroidOf, triangleScene } from '../../../figures/geometry-triangles.ts';
import type { Point } from '../../../figures/svg.ts';
import type { Figure } from '../../../types.ts';
import type { GeneratorContext, SkillGenerator } from '../../registry.ts';
import { deg, exactTask, fmt, fraction, gcd, numberTask, piMultiple, radical } from './draft-builders.ts';
import { scaledTriple } from './pythagoras.ts';

const circleArea: SkillGenerator = (ctx) => {
  const { rng, t, level } = ctx;
  const unit = rng.pick(['cm', 'dm', 'm']);
  const explanation = t(
    'Apskritimo ilgis C = 2πr = πd, skritulio plotas S = πr²; spindulys lygus pusei skersmens.',
    'The circumference is C = 2πr = πd and the area is A = πr²; the radius is half the diameter.',
  );
  const withPi = t('Atsakymą pateikite su π.', 'Leave the answer in terms of π.');
  if (level === 4) {
    // Approximate value with π ≈ 3,14, rounded.
    const tenthsR = rng.int(11, 150);
    const r = tenthsR / 10;
    const num = 314 * tenthsR * tenthsR; // area · 10^4
    const tenths = Math.floor((num + 500) / 1000);
    const answer = tenths / 10;
    return {
      question: t(
        `Skritulio spindulys lygus ${fmt(ctx, r)} ${unit}. Apskaičiuokite skritulio plotą (${unit}²), imdami π ≈ 3,14. Atsakymą suapvalinkite iki dešimtųjų.`,
        `A circle has radius ${fmt(ctx, r)} ${unit}. Work out its area (${unit}²) using π ≈ 3.14, rounded to one decimal place.`,
      ),
      choices: null,
      input_kind: 'number',
      answer: {
        mode: 'decimal_places',
        options: { places: 1 },
        correct: answer.toFixed(1),
        display: `${fmt(ctx, answer)}${Number.isInteger(answer) ? t(',0', '.0') : ''} ${unit}²`,
      },
      hints: [
        t('S = πr².', 'A = πr².'),
        t(`r² = ${fmt(ctx, r)}² = ${fmt(ctx, r * r)}.`, `r² = ${fmt(ctx, r)}² = ${fmt(ctx, r * r)}.`),
        t(
          `3,14 · ${fmt(ctx, r * r)} = ${fmt(ctx, num / 1e4)}; suapvalinkite iki dešimtųjų.`,
          `3.14 × ${fmt(ctx, r * r)} = ${fmt(ctx, num / 1e4)}; round to one decimal place.`,
        ),
      ],
      steps: [
        `r² = ${fmt(ctx, r * r)}`,
        `S ≈ 3,14 · ${fmt(ctx, r * r)} = ${fmt(ctx, num / 1e4)}`.replace('3,14', t('3,14', '3.14')),
        `S ≈ ${fmt(ctx, answer)}`,
      ],
      explanation,
      figure: circleFigure(
        ctx,
        [
          circleScene(),
          radiusScene(35, { text: `${fmt(ctx, r)} ${unit}` }),
          { captions: [{ text: `${t('S', 'A')} ≈ ? (π ≈ ${t('3,14', '3.14')})`, ask: true }] },
        ],
        t(
          `Skritulys su centru O, spindulys ${fmt(ctx, r)} ${unit}; plotas S ≈ ? (ieškomas dydis, π ≈ 3,14).`,
          `A circle with centre O and radius ${fmt(ctx, r)} ${unit}; area A ≈ ? (to be found, π ≈ 3.14).`,
        ),
      ),
    };
  }
  if (level <= 1) {
    const r = level === 0 ? rng.int(1, 50) : rng.int(1, 40) + 0.5;
    const useDiameter = rng.chance(0.5);
    const askArea = level === 1 || rng.chance(0.5);
    const given = useDiameter ? 2 * r : r;
    const coef = askArea ? r * r : 2 * r;
    const [p, q] = Number.isInteger(coef) ? [coef, 1] : [coef * 4, 4];
    const exact = piMultiple(ctx, p, q);
    const givenText = useDiameter ? t('skersmuo', 'diameter') : t('spindulys', 'radius');
    return exactTask(exact, askArea ? `${unit}²` : unit, {
      question: t(
        `Skritulio ${givenText} lygus ${fmt(ctx, given)} ${unit}. Raskite ${askArea ? `skritulio plotą (${unit}²)` : `apskritimo ilgį (${unit})`}. ${withPi}`,
        `A circle has ${givenText} ${fmt(ctx, given)} ${unit}. Find its ${askArea ? `area (${unit}²)` : `circumference (${unit})`}. ${withPi}`,
      ),
      hints: [
        useDiameter
          ? t(
              `Spindulys r = ${fmt(ctx, given)} : 2 = ${fmt(ctx, r)}.`,
              `The radius is r = ${fmt(ctx, given)} ÷ 2 = ${fmt(ctx, r)}.`,
            )
          : t(`r = ${fmt(ctx, r)}.`, `r = ${fmt(ctx, r)}.`),
        askArea ? t('S = πr².', 'A = πr².') : t('C = 2πr.', 'C = 2πr.'),
        askArea ? `π · ${fmt(ctx, r)}² = ${exact.display}` : `2π · ${fmt(ctx, r)} = ${exact.display}`,
      ],
      steps: [
        ...(useDiameter ? [`r = ${fmt(ctx, given)} : 2 = ${fmt(ctx, r)}`] : []),
        askArea ? `S = π · ${fmt(ctx, r)}² = ${exact.display}` : `C = 2π · ${fmt(ctx, r)} = ${exact.display}`,
      ],
      explanation,
      figure: circleFigure(
        ctx,
        [
          circleScene(),
          useDiameter
            ? {
                segments: [
                  { from: at(200), to: at(20), label: { text: `${fmt(ctx, given)} ${unit}` }, away: at(290) },
                ],
              }
            : radiusScene(35, { text: `${fmt(ctx, given)} ${unit}` }),
          { captions: [askedCircle(ctx, askArea)] },
        ],
        t(
          `Skritulys su centru O, ${useDiameter ? 'skersmuo' : 'spindulys'} ${fmt(ctx, given)} ${unit}; ${askArea ? 'plotas S' : 'apskritimo ilgis C'} = ? (ieškomas dydis).`,
          `A circle with centre O, ${useDiameter ? 'diameter' : 'radius'} ${fmt(ctx, given)} ${unit}; ${askArea ? 'area A' : 'circumference C'} = ? (to be found).`,
        ),
      ),
    });
  }
  const r = rng.int(1, 60);
  if (level === 2) {
    const exact = piMultiple(ctx, r * r);
    return exactTask(exact, `${unit}²`, {
      question: t(
        `Apskritimo ilgis lygus ${fmt(ctx, 2 * r)}π ${unit}. Raskite skritulio plotą (${unit}²). ${withPi}`,
        `A circle has circumference ${fmt(ctx, 2 * r)}π ${unit}. Find its area (${unit}²). ${withPi}`,
      ),
      hints: [
        t('Iš C = 2πr raskite spindulį.', 'Find the radius from C = 2πr.'),
        t(`r = ${2 * r}π : 2π = ${r}.`, `r = ${2 * r}π ÷ 2π = ${r}.`),
        `S = π · ${r}²`,
      ],
      steps: [`r = ${2 * r}π : 2π = ${r}`, `S = π · ${r}² = ${exact.display}`],
      explanation,
      figure: circleFigure(
        ctx,
        [
          circleScene(),
          radiusScene(35, { text: 'r' }),
          { captions: [{ text: `C = ${fmt(ctx, 2 * r)}π ${unit}` }, askedCircle(ctx, true)] },
        ],
        t(
          `Skritulys su centru O, spindulys r; apskritimo ilgis C = ${fmt(ctx, 2 * r)}π ${unit}; plotas S = ? (ieškomas dydis).`,
          `A circle with centre O and radius r; circumference C = ${fmt(ctx, 2 * r)}π ${unit}; area A = ? (to be found).`,
        ),
      ),
    });
  }
  const exact = piMultiple(ctx, 2 * r);
  return exactTask(exact, unit, {
    question: t(
      `Skritulio plotas lygus ${fmt(ctx, r * r)}π ${unit}². Raskite apskritimo ilgį (${unit}). ${withPi}`,
      `A circle has area ${fmt(ctx, r * r)}π ${unit}². Find its circumference (${unit}). ${withPi}`,
    ),
    hints: [
      t('Iš S = πr² raskite spindulį.', 'Find the radius from A = πr².'),
      t(`r² = ${r * r}, r = ${r}.`, `r² = ${r * r}, r = ${r}.`),
      `C = 2π · ${r}`,
    ],
    steps: [`r² = ${fmt(ctx, r * r)}`, `r = ${r}`, `C = 2π · ${r} = ${exact.display}`],
    explanation,
    figure: circleFigure(
      ctx,
      [
        circleScene(),
        radiusScene(35, { text: 'r' }),
        { captions: [{ text: `${t('S', 'A')} = ${fmt(ctx, r * r)}π ${unit}²` }, askedCircle(ctx, false)] },
      ],
      t(
        `Skritulys su centru O, spindulys r; plotas S = ${fmt(ctx, r * r)}π ${unit}²; apskritimo ilgis C = ? (ieškomas dydis).`,
        `A circle with centre O and radius r; area A = ${fmt(ctx, r * r)}π ${unit}²; circumference C = ? (to be found).`,
      ),
    ),
  });
};

const SECTOR_ANGLES = [
  30, 36, 40, 45, 60, 72, 80, 90, 100, 108, 120, 135, 140, 150, 160, 200, 210, 225, 240, 270, 300,
];

const sectorArea: SkillGenerator = (ctx) => {
  const { rng, t, level } = ctx;
  const unit = rng.pick(['cm', 'dm', 'm']);
  const withPi = t('Atsakymą pateikite su π.', 'Leave the answer in terms of π.');
  const explanation = t(
    'Išpjova yra α/360 skritulio dalis, todėl jos plotas S = πr² · α/360, o lanko ilgis l = 2πr · α/360.',
    'A sector is α/360 of the whole circle, so its area is A = πr² × α/360 and its arc length is l = 2πr × α/360.',
  );
  const alpha = level === 0 ? rng.pick([90, 180, 60, 120]) : rng.pick(SECTOR_ANGLES);
  const r = rng.int(1, level === 0 ? 30 : 24);
  if (level <= 1) {
    const exact = piMultiple(ctx, r * r * alpha, 360);
    return exactTask(exact, `${unit}²`, {
      question: t(
        `Skritulio spindulys lygus ${r} ${unit}. Raskite išpjovos, kurios centrinis kampas ${deg(ctx, alpha)}, plotą (${unit}²). ${withPi}`,
        `A circle has radius ${r} ${unit}. Find the area (${unit}²) of a sector with a central angle of ${deg(ctx, alpha)}. ${withPi}`,
      ),
      hints: [
        t(`Išpjova sudaro ${alpha}/360 skritulio.`, `The sector is ${alpha}/360 of the circle.`),
        t(
          `Viso skritulio plotas π · ${r}² = ${piMultiple(ctx, r * r).display}.`,
          `The whole circle has area π × ${r}² = ${piMultiple(ctx, r * r).display}.`,
        ),
        t(
          `Padauginkite ${piMultiple(ctx, r * r).display} iš ${alpha}/360.`,
          `Multiply ${piMultiple(ctx, r * r).display} by ${alpha}/360.`,
        ),
      ],
      steps: [`S = π · ${r}² · ${alpha}/360 = ${exact.display}`],
      explanation,
      figure: sectorFigure(
        ctx,
        alpha,
        { text: `${r} ${unit}` },
        { text: deg(ctx, alpha) },
        false,
        [askedCircle(ctx, true)],
        t(
          `Skritulio išpjova: spindulys ${r} ${unit}, centrinis kampas ${deg(ctx, alpha)}; išpjovos plotas S = ? (ieškomas dydis).`,
          `A sector of a circle: radius ${r} ${unit}, central angle ${deg(ctx, alpha)}; the sector's area A = ? (to be found).`,
        ),
      ),
    });
  }
  if (level === 2) {
    const exact = piMultiple(ctx, 2 * r * alpha, 360);
    return exactTask(exact, unit, {
      question: t(
        `Apskritimo spindulys lygus ${r} ${unit}. Raskite lanko, kurio centrinis kampas ${deg(ctx, alpha)}, ilgį (${unit}). ${withPi}`,
        `A circle has radius ${r} ${unit}. Find the length (${unit}) of an arc with a central angle of ${deg(ctx, alpha)}. ${withPi}`,
      ),
      hints: [
        t(`Lankas sudaro ${alpha}/360 apskritimo.`, `The arc is ${alpha}/360 of the circle.`),
        t(
          `Viso apskritimo ilgis 2π · ${r} = ${piMultiple(ctx, 2 * r).display}.`,
          `The whole circumference is 2π × ${r} = ${piMultiple(ctx, 2 * r).display}.`,
        ),
        t(
          `Padauginkite ${piMultiple(ctx, 2 * r).display} iš ${alpha}/360.`,
          `Multiply ${piMultiple(ctx, 2 * r).display} by ${alpha}/360.`,
        ),
      ],
      steps: [`l = 2π · ${r} · ${alpha}/360 = ${exact.display}`],
      explanation,
      figure: sectorFigure(
        ctx,
        alpha,
        { text: `${r} ${unit}` },
        { text: deg(ctx, alpha) },
        true,
        [{ text: 'l = ?', ask: true }],
        t(
          `Apskritimo lankas: spindulys ${r} ${unit}, centrinis kampas ${deg(ctx, alpha)}; lanko ilgis l = ? (ieškomas dydis).`,
          `An arc of a circle: radius ${r} ${unit}, central angle ${deg(ctx, alpha)}; the arc length l = ? (to be found).`,
        ),
      ),
    });
  }
  const area = piMultiple(ctx, r * r * alpha, 360);
  if (level === 3) {
    return numberTask(ctx, alpha, '°', {
      question: t(
        `Skritulio spindulys lygus ${r} ${unit}, o jo išpjovos plotas – ${area.display} ${unit}². Raskite išpjovos centrinį kampą (laipsniais).`,
        `A circle has radius ${r} ${unit} and one of its sectors has area ${area.display} ${unit}². Find the sector's central angle in degrees.`,
      ),
      hints: [
        t(
          `Viso skritulio plotas ${piMultiple(ctx, r * r).display}.`,
          `The whole circle has area ${piMultiple(ctx, r * r).display}.`,
        ),
        t(
          'Išpjovos ir viso skritulio plotų santykis lygus α/360.',
          'The ratio of the sector to the whole circle is α/360.',
        ),
        t(
          `α = 360° · (${area.display}) : (${piMultiple(ctx, r * r).display}).`,
          `α = 360° × (${area.display}) ÷ (${piMultiple(ctx, r * r).display}).`,
        ),
      ],
      steps: [
        `α/360 = (${area.display}) : (${piMultiple(ctx, r * r).display}) = ${fraction(ctx, alpha, 360).display}`,
        `α = ${alpha}°`,
      ],
      explanation,
      figure: sectorFigure(
        ctx,
        shownSectorAngle(alpha),
        { text: `${r} ${unit}` },
        { text: '?', ask: true },
        false,
        [{ text: `${t('S', 'A')} = ${area.display} ${unit}²` }],
        t(
          `Skritulio išpjova: spindulys ${r} ${unit}, išpjovos plotas S = ${area.display} ${unit}²; centrinis kampas = ? (ieškomas dydis).`,
          `A sector of a circle: radius ${r} ${unit}, the sector's area A = ${area.display} ${unit}²; central angle = ? (to be found).`,
        ),
        true,
      ),
    });
  }
  // Level 4: the arc length and angle are known; find the sector's area.
  const arc = piMultiple(ctx, 2 * r * alpha, 360);
  return exactTask(area, `${unit}²`, {
    question: t(
      `Išpjovos centrinis kampas lygus ${deg(ctx, alpha)}, o jos lanko ilgis – ${arc.display} ${unit}. Raskite išpjovos plotą (${unit}²). ${withPi}`,
      `A sector has a central angle of ${deg(ctx, alpha)} and an arc length of ${arc.display} ${unit}. Find its area (${unit}²). ${withPi}`,
    ),
    hints: [
      t(
        'Pirmiausia iš lanko ilgio raskite spindulį: l = 2πr · α/360.',
        'First find the radius from the arc length: l = 2πr × α/360.',
      ),
      t(
        `2πr · ${alpha}/360 = ${arc.display}, todėl r = ${r}.`,
        `2πr × ${alpha}/360 = ${arc.display}, so r = ${r}.`,
      ),
      t(`S = π · ${r}² · ${alpha}/360.`, `A = π × ${r}² × ${alpha}/360.`),
    ],
    steps: [
      `2πr · ${alpha}/360 = ${arc.display}`,
      `r = ${r}`,
      `S = π · ${r}² · ${alpha}/360 = ${area.display}`,
    ],
    explanation,
    figure: sectorFigure(
      ctx,
      alpha,
      { text: 'r' },
      { text: deg(ctx, alpha) },
      false,
      [askedCircle(ctx, true)],
      t(
        `Skritulio išpjova: centrinis kampas ${deg(ctx, alpha)}, lanko ilgis ${arc.display} ${unit}, spindulys r; išpjovos plotas S = ? (ieškomas dydis).`,
        `A sector: central angle ${deg(ctx, alpha)}, arc length ${arc.display} ${unit}, radius r; the sector's area A = ? (to be found).`,
      ),
      false,
      { text: `${arc.display} ${unit}` },
    ),
  });
};

const inscribedAngle: SkillGenerator = (ctx) => {
  const { rng, t, level } = ctx;
  const explanation = t(
    'Įbrėžtinis kampas lygus pusei centrinio kampo, kuris remiasi į tą patį lanką; įbrėžtinis kampas, besiremiantis į skersmenį, yra statusis.',
    'An inscribed angle is half the central angle on the same arc; an inscribed angle on a diameter is a right angle.',
  );
  if (level <= 1) {
    const inverse = level === 1;
    const given = inverse ? rng.int(10, 170) : rng.int(20, 179);
    const value = inverse ? 2 * given : given / 2;
    return numberTask(ctx, value, '°', {
      question: inverse
        ? t(
            `Įbrėžtinis kampas lygus ${deg(ctx, given)}. Raskite centrinį kampą, kuris remiasi į tą patį lanką (laipsniais).`,
            `An inscribed angle is ${deg(ctx, given)}. Find the central angle on the same arc in degrees.`,
          )
        : t(
            `Įbrėžtinis kampas ir ${deg(ctx, given)} centrinis kampas remiasi į tą patį lanką. Raskite įbrėžtinį kampą (laipsniais).`,
            `An inscribed angle and a central angle of ${deg(ctx, given)} subtend the same arc. Find the inscribed angle in degrees.`,
          ),
      hints: [
        t(
          'Kuris kampas turi viršūnę apskritimo centre, o kuris – ant apskritimo?',
          'Which angle has its vertex at the centre and which on the circle?',
        ),
        explanation,
        inverse ? `2 · ${deg(ctx, given)}` : `${deg(ctx, given)} : 2`,
      ],
      steps: [
        inverse
          ? `2 · ${deg(ctx, given)} = ${deg(ctx, value)}`
          : `${deg(ctx, given)} : 2 = ${deg(ctx, value)}`,
      ],
      explanation,
      figure: inscribedFigure(
        ctx,
        inverse ? given : given / 2,
        inverse ? ASK : { text: deg(ctx, given) },
        inverse ? { text: deg(ctx, given) } : ASK,
        inverse
          ? t(
              `Apskritimas su centru O, taškai A, B ir C apskritime. Įbrėžtinis kampas ACB = ${deg(ctx, given)}, centrinis kampas AOB = ? (ieškomas dydis); abu remiasi į lanką AB.`,
              `A circle with centre O and points A, B, C on it. The inscribed angle ACB = ${deg(ctx, given)}, the central angle AOB = ? (to be found); both stand on the arc AB.`,
            )
          : t(
              `Apskritimas su centru O, taškai A, B ir C apskritime. Centrinis kampas AOB = ${deg(ctx, given)}, įbrėžtinis kampas ACB = ? (ieškomas dydis); abu remiasi į lanką AB.`,
              `A circle with centre O and points A, B, C on it. The central angle AOB = ${deg(ctx, given)}, the inscribed angle ACB = ? (to be found); both stand on the arc AB.`,
            ),
      ),
    });
  }
  if (level === 2) {
    const a = rng.int(5, 85);
    const [A, B, C] = rng.pick([
      ['A', 'B', 'C'],
      ['K', 'L', 'M'],
      ['M', 'N', 'P'],
      ['D', 'E', 'F'],
    ] as const);
    return numberTask(ctx, 90 - a, '°', {
      question: t(
        `Trikampio ${A}${B}${C} kraštinė ${A}${B} yra apibrėžto apskritimo skersmuo, ∠${A} = ${deg(ctx, a)}. Raskite ∠${B} (laipsniais).`,
        `Side ${A}${B} of triangle ${A}${B}${C} is a diameter of its circumscribed circle and ∠${A} = ${deg(ctx, a)}. Find ∠${B} in degrees.`,
      ),
      hints: [
        t('Kampas C remiasi į skersmenį AB.', 'Angle C stands on the diameter AB.'),
        t(
          'Įbrėžtinis kampas, besiremiantis į skersmenį, lygus 90°.',
          'An inscribed angle on a diameter is 90°.',
        ),
        t(`∠B = 180° − 90° − ${deg(ctx, a)}.`, `∠B = 180° − 90° − ${deg(ctx, a)}.`),
      ],
      steps: [`∠${C} = 90°`, `∠${B} = 180° − 90° − ${a}° = ${90 - a}°`],
      explanation,
      figure: diameterTriangleFigure(ctx, a, [A, B, C]),
    });
  }
  if (level === 3) {
    // Three points split the circle into arcs m : n : k.
    const triples: [number, number, number][] = [];
    for (let m = 1; m <= 12; m += 1)
      for (let n = m; n <= 15; n += 1)
        for (let k = n; k <= 20; k += 1)
          if (360 % (m + n + k) === 0 && (m !== n || n !== k)) triples.push([m, n, k]);
    const [m, n, k] = rng.pick(triples);
    const unitArc = 360 / (m + n + k);
    const askLargest = rng.chance(0.5);
    const arc = (askLargest ? k : m) * unitArc;
    return numberTask(ctx, arc / 2, '°', {
      question: t(
        `Trikampio viršūnės dalija apibrėžtą apskritimą į lankus, kurių didumai sutinka kaip ${m} : ${n} : ${k}. Raskite ${askLargest ? 'didžiausią' : 'mažiausią'} trikampio kampą (laipsniais).`,
        `The vertices of a triangle divide its circumscribed circle into arcs in the ratio ${m} : ${n} : ${k}. Find the ${askLargest ? 'largest' : 'smallest'} angle of the triangle in degrees.`,
      ),
      hints: [
        t(
          `Lankų suma 360°, todėl viena dalis lygi 360° : ${m + n + k} = ${deg(ctx, unitArc)}.`,
          `The arcs add up to 360°, so one part is 360° ÷ ${m + n + k} = ${deg(ctx, unitArc)}.`,
        ),
        t(
          'Kiekvienas trikampio kampas yra įbrėžtinis ir lygus pusei lanko, į kurį remiasi.',
          'Each angle of the triangle is inscribed and equals half the arc it stands on.',
        ),
        t(
          `${askLargest ? 'Didžiausias' : 'Mažiausias'} kampas remiasi į ${deg(ctx, arc)} lanką.`,
          `The ${askLargest ? 'largest' : 'smallest'} angle stands on the ${deg(ctx, arc)} arc.`,
        ),
      ],
      steps: [
        `360° : ${m + n + k} = ${deg(ctx, unitArc)}`,
        `${askLargest ? k : m} · ${deg(ctx, unitArc)} = ${deg(ctx, arc)}`,
        `${deg(ctx, arc)} : 2 = ${deg(ctx, arc / 2)}`,
      ],
      explanation,
      figure: arcsTriangleFigure(ctx, [m, n, k], unitArc, askLargest),
    });
  }
  // Level 4: a cyclic quadrilateral whose opposite angles are in a ratio.
  const pairs: [number, number][] = [];
  for (let m = 1; m <= 15; m += 1)
    for (let n = m + 1; n <= 30; n += 1) if (180 % (m + n) === 0 && gcd(m, n) === 1) pairs.push([m, n]);
  const [m, n] = rng.pick(pairs);
  const [v1, v2] = rng.pick([
    ['A', 'C'],
    ['B', 'D'],
  ] as const);
  const askLarger = rng.chance(0.5);
  const answer = ((askLarger ? n : m) * 180) / (m + n);
  return numberTask(ctx, answer, '°', {
    question: t(
      `Keturkampis ABCD įbrėžtas į apskritimą, ∠${v1} : ∠${v2} = ${m} : ${n}. Raskite ${askLarger ? `∠${v2}` : `∠${v1}`} (laipsniais).`,
      `Quadrilateral ABCD is inscribed in a circle and ∠${v1} : ∠${v2} = ${m} : ${n}. Find ∠${askLarger ? v2 : v1} in degrees.`,
    ),
    hints: [
      t(
        'Įbrėžtinio keturkampio priešingieji kampai remiasi į lankus, kurie kartu sudaro visą apskritimą.',
        'Opposite angles of a cyclic quadrilateral stand on arcs that together make the whole circle.',
      ),
      t(`Todėl ∠${v1} + ∠${v2} = 180°.`, `So ∠${v1} + ∠${v2} = 180°.`),
      t(
        `${m}x + ${n}x = 180°, x = ${deg(ctx, 180 / (m + n))}.`,
        `${m}x + ${n}x = 180°, x = ${deg(ctx, 180 / (m + n))}.`,
      ),
    ],
    steps: [
      `${m}x + ${n}x = 180°`,
      `x = ${deg(ctx, 180 / (m + n))}`,
      `${askLarger ? n : m} · ${deg(ctx, 180 / (m + n))} = ${deg(ctx, answer)}`,
    ],
    explanation,
    figure: cyclicQuadFigure(ctx, [m, n], v1, v2, askLarger),
  });
};

const tangentLength: SkillGenerator = (ctx) => {
  const { rng, t, level } = ctx;
  const explanation = t(
    'Liestinė statmena spinduliui, išvestam į lietimosi tašką, todėl spindulys, liestinės atkarpa ir atstumas iki centro sudaro statųjį trikampį.',
    'A tangent is perpendicular to the radius at the point of contact, so the radius, the tangent segment and the distance to the centre form a right triangle.',
  );
  const u = rng.pick(['cm', 'dm', 'm']);
  const [a, b, c] = scaledTriple(rng, 130);
  const [r, tan] = rng.shuffle([a, b]) as [number, number];
  if (level <= 2) {
    const kind = level === 0 ? 'tangent' : level === 1 ? 'distance' : 'radius';
    const answer = kind === 'tangent' ? tan : kind === 'distance' ? c : r;
    const question =
      kind === 'tangent'
        ? t(
            `Taškas A nutolęs nuo apskritimo centro ${c} ${u}, apskritimo spindulys ${r} ${u}. Iš taško A išvesta liestinė. Raskite liestinės atkarpos nuo taško A iki lietimosi taško ilgį (${u}).`,
            `Point A is ${c} ${u} from the centre of a circle of radius ${r} ${u}. A tangent is drawn from A. Find the length (${u}) of the tangent segment from A to the point of contact.`,
          )
        : kind === 'distance'
          ? t(
              `Iš taško A išvestos liestinės atkarpa iki lietimosi taško lygi ${tan} ${u}, apskritimo spindulys ${r} ${u}. Raskite atstumą nuo taško A iki apskritimo centro (${u}).`,
              `The tangent segment from point A to a circle is ${tan} ${u} and the radius is ${r} ${u}. Find the distance (${u}) from A to the centre.`,
            )
          : t(
              `Taškas A nutolęs nuo apskritimo centro ${c} ${u}, o iš jo išvestos liestinės atkarpa iki lietimosi taško lygi ${tan} ${u}. Raskite apskritimo spindulį (${u}).`,
              `Point A is ${c} ${u} from the centre of a circle and the tangent segment from A is ${tan} ${u}. Find the radius (${u}).`,
            );
    const formula =
      kind === 'distance'
        ? `d² = ${r}² + ${tan}² = ${c * c}`
        : kind === 'tangent'
          ? `t² = ${c}² − ${r}² = ${tan * tan}`
          : `r² = ${c}² − ${tan}² = ${r * r}`;
    return numberTask(ctx, answer, u, {
      question,
      hints: [
        t(
          'Nubrėžkite spindulį į lietimosi tašką: jis statmenas liestinei.',
          'Draw the radius to the point of contact: it is perpendicular to the tangent.',
        ),
        t(
          'Atstumas iki centro – stačiojo trikampio įžambinė.',
          'The distance to the centre is the hypotenuse of a right triangle.',
        ),
        formula,
      ],
      steps: [formula, `${answer}`],
      explanation,
      figure: tangentFigure(ctx, r, tan, c, u, kind),
    });
  }
  if (level === 3) {
    const alpha = rng.int(20, 160);
    const askCentral = rng.chance(0.5);
    const answer = askCentral ? 180 - alpha : (180 - alpha) / 2;
    return numberTask(ctx, answer, '°', {
      question: askCentral
        ? t(
            `Iš taško A į apskritimą su centru O išvestos dvi liestinės AB ir AC (B ir C – lietimosi taškai), ∠BAC = ${deg(ctx, alpha)}. Raskite ∠BOC (laipsniais).`,
            `Two tangents AB and AC are drawn from A to a circle with centre O (B and C are the points of contact) and ∠BAC = ${deg(ctx, alpha)}. Find ∠BOC in degrees.`,
          )
        : t(
            `Iš taško A į apskritimą išvestos dvi liestinės AB ir AC (B ir C – lietimosi taškai), ∠BAC = ${deg(ctx, alpha)}. Raskite ∠ABC (laipsniais).`,
            `Two tangents AB and AC are drawn from A to a circle (B and C are the points of contact) and ∠BAC = ${deg(ctx, alpha)}. Find ∠ABC in degrees.`,
          ),
      hints: [
        askCentral
          ? t(
              '∠OBA = ∠OCA = 90°, nes liestinė statmena spinduliui.',
              '∠OBA = ∠OCA = 90° because a tangent is perpendicular to the radius.',
            )
          : t(
              'Liestinių atkarpos iš vieno taško lygios: AB = AC.',
              'Tangent segments from one point are equal: AB = AC.',
            ),
        askCentral
          ? t('Keturkampio ABOC kampų suma lygi 360°.', 'The angles of quadrilateral ABOC add up to 360°.')
          : t(
              'Trikampis ABC lygiašonis, jo kampai prie pagrindo BC lygūs.',
              'Triangle ABC is isosceles with equal angles at B and C.',
            ),
        askCentral ? `360° − 90° − 90° − ${deg(ctx, alpha)}` : `(180° − ${deg(ctx, alpha)}) : 2`,
      ],
      steps: [
        askCentral
          ? `∠BOC = 360° − 90° − 90° − ${deg(ctx, alpha)} = ${deg(ctx, answer)}`
          : `∠ABC = (180° − ${deg(ctx, alpha)}) : 2 = ${deg(ctx, answer)}`,
      ],
      explanation,
      figure: twoTangentsFigure(ctx, alpha, askCentral),
    });
  }
  // Level 4: a chord at a given distance from the centre.
  const half = tan;
  const dist = r;
  return numberTask(ctx, 2 * half, u, {
    question: t(
      `Apskritimo spindulys lygus ${c} ${u}. Styga nutolusi nuo centro ${dist} ${u}. Raskite stygos ilgį (${u}).`,
      `A circle has radius ${c} ${u}. A chord is ${dist} ${u} from the centre. Find the length of the chord (${u}).`,
    ),
    hints: [
      t(
        'Statmuo iš centro į stygą dalija ją pusiau.',
        'The perpendicular from the centre to a chord bisects it.',
      ),
      t(`Pusė stygos: √(${c}² − ${dist}²).`, `Half the chord: √(${c}² − ${dist}²).`),
      t(
        `√${c * c - dist * dist} = ${half}; padauginkite iš 2.`,
        `√${c * c - dist * dist} = ${half}; double it.`,
      ),
    ],
    steps: [`(l/2)² = ${c}² − ${dist}² = ${half * half}`, `l/2 = ${half}`, `l = ${2 * half}`],
    figure: chordFigure(ctx, c, dist, half, u),
    explanation: t(
      'Spindulys į stygos galą, statmuo iš centro ir pusė stygos sudaro statųjį trikampį; statmuo iš centro dalija stygą pusiau.',
      'The radius to an end of the chord, the perpendicular from the centre and half the chord form a right triangle; the perpendicular bisects the chord.',
    ),
  });
};

const circumradiusRightTriangle: SkillGenerator = (ctx) => {
  const { rng, t, level } = ctx;
  const explanation = t(
    'Apie statųjį trikampį apibrėžto apskritimo centras yra įžambinės vidurys (R = c/2), įbrėžto apskritimo spindulys r = (a + b − c)/2; lygiakraščio trikampio R = a√3/3, r = a√3/6.',
    'The circumcentre of a right triangle is the midpoint of the hypotenuse (R = c/2) and its inradius is r = (a + b − c)/2; an equilateral triangle has R = a√3/3 and r = a√3/6.',
  );
  const u = rng.pick(['cm', 'dm', 'm']);
  const [a, b, c] = scaledTriple(rng, 130);
  if (level === 0) {
    const hyp = rng.int(3, 150);
    return numberTask(ctx, hyp / 2, u, {
      question: t(
        `Stačiojo trikampio įžambinė lygi ${hyp} ${u}. Raskite apie šį trikampį apibrėžto apskritimo spindulį (${u}).`,
        `The hypotenuse of a right triangle is ${hyp} ${u}. Find the radius (${u}) of its circumscribed circle.`,
      ),
      hints: [
        t('Statusis kampas remiasi į skersmenį.', 'The right angle stands on a diameter.'),
        t(
          'Įžambinė yra apibrėžto apskritimo skersmuo.',
          'The hypotenuse is a diameter of the circumscribed circle.',
        ),
        `${hyp} : 2`,
      ],
      steps: [`R = ${hyp} : 2 = ${fmt(ctx, hyp / 2)}`],
      explanation,
      figure: circumcircleFigure(ctx, null, null, hyp, u, 'circum'),
    });
  }
  if (level === 1 || level === 2) {
    const inradius = level === 2;
    const answer = inradius ? (a + b - c) / 2 : c / 2;
    return numberTask(ctx, answer, u, {
      question: t(
        `Stačiojo trikampio statiniai lygūs ${a} ${u} ir ${b} ${u}. Raskite ${inradius ? 'į šį trikampį įbrėžto' : 'apie šį trikampį apibrėžto'} apskritimo spindulį (${u}).`,
        `A right triangle has legs ${a} ${u} and ${b} ${u}. Find the radius (${u}) of its ${inradius ? 'inscribed' : 'circumscribed'} circle.`,
      ),
      hints: [
        t(
          `Pirmiausia raskite įžambinę: c = √(${a}² + ${b}²) = ${c}.`,
          `First find the hypotenuse: c = √(${a}² + ${b}²) = ${c}.`,
        ),
        inradius
          ? t('Stačiojo trikampio r = (a + b − c) : 2.', 'For a right triangle r = (a + b − c) ÷ 2.')
          : t('R lygus pusei įžambinės.', 'R is half the hypotenuse.'),
        inradius ? `(${a} + ${b} − ${c}) : 2` : `${c} : 2`,
      ],
      steps: [
        `c = √(${a * a} + ${b * b}) = ${c}`,
        inradius
          ? `r = (${a} + ${b} − ${c}) : 2 = ${fmt(ctx, answer)}`
          : `R = ${c} : 2 = ${fmt(ctx, answer)}`,
      ],
      explanation,
      figure: circumcircleFigure(ctx, a, b, c, u, inradius ? 'in' : 'circum'),
    });
  }
  // Levels 3–4: equilateral triangle (exact answers with √3).
  const side = rng.int(2, 60);
  const inscribed = rng.chance(0.5);
  if (level === 3) {
    const exact = radical(ctx, side, inscribed ? 6 : 3, 3);
    return exactTask(exact, u, {
      question: t(
        `Lygiakraščio trikampio kraštinė lygi ${side} ${u}. Raskite ${inscribed ? 'į jį įbrėžto' : 'apie jį apibrėžto'} apskritimo spindulį (${u}). Atsakymą pateikite tikslią reikšmę.`,
        `An equilateral triangle has side ${side} ${u}. Find the exact radius (${u}) of its ${inscribed ? 'inscribed' : 'circumscribed'} circle.`,
      ),
      hints: [
        t(
          `Lygiakraščio trikampio aukštinė h = a√3/2 = ${radical(ctx, side, 2, 3).display}.`,
          `The height of an equilateral triangle is h = a√3/2 = ${radical(ctx, side, 2, 3).display}.`,
        ),
        t(
          'Centrai sutampa su pusiaukraštinių susikirtimo tašku, kuris dalija aukštinę santykiu 2 : 1.',
          'Both centres are at the centroid, which divides the height in the ratio 2 : 1.',
        ),
        inscribed ? t('r = h/3.', 'r = h/3.') : t('R = 2h/3.', 'R = 2h/3.'),
      ],
      steps: [
        `h = ${radical(ctx, side, 2, 3).display}`,
        inscribed ? `r = h/3 = ${exact.display}` : `R = 2h/3 = ${exact.display}`,
      ],
      explanation,
      figure: equilateralFigure(ctx, { side, inscribed, unit: u }),
    });
  }
  // Level 4: from one radius to the other, or from the height.
  const h3 = 3 * rng.int(1, 40);
  const fromInner = rng.chance(0.5);
  const given = fromInner ? h3 / 3 : h3;
  const answer = fromInner ? (2 * h3) / 3 : inscribed ? h3 / 3 : (2 * h3) / 3;
  return numberTask(ctx, answer, u, {
    question: fromInner
      ? t(
          `Į lygiakraštį trikampį įbrėžto apskritimo spindulys lygus ${given} ${u}. Raskite apie šį trikampį apibrėžto apskritimo spindulį (${u}).`,
          `The inscribed circle of an equilateral triangle has radius ${given} ${u}. Find the radius (${u}) of its circumscribed circle.`,
        )
      : t(
          `Lygiakraščio trikampio aukštinė lygi ${given} ${u}. Raskite ${inscribed ? 'į jį įbrėžto' : 'apie jį apibrėžto'} apskritimo spindulį (${u}).`,
          `An equilateral triangle has height ${given} ${u}. Find the radius (${u}) of its ${inscribed ? 'inscribed' : 'circumscribed'} circle.`,
        ),
    hints: [
      t(
        'Abiejų apskritimų centras – pusiaukraštinių susikirtimo taškas.',
        'Both circles are centred at the centroid.',
      ),
      t(
        'Jis dalija aukštinę santykiu 2 : 1, todėl R = 2h/3, r = h/3 ir R = 2r.',
        'It divides the height in the ratio 2 : 1, so R = 2h/3, r = h/3 and R = 2r.',
      ),
      fromInner ? `R = 2 · ${given}` : inscribed ? `r = ${given} : 3` : `R = 2 · ${given} : 3`,
    ],
    steps: [
      fromInner
        ? `R = 2r = 2 · ${given} = ${answer}`
        : inscribed
          ? `r = ${given} : 3 = ${answer}`
          : `R = 2 · ${given} : 3 = ${answer}`,
    ],
    explanation,
    figure: equilateralFigure(ctx, {
      height: fromInner ? undefined : given,
      inner: fromInner ? given : undefined,
      inscribed: fromInner ? false : inscribed,
      unit: u,
    }),
  });
};

const ASK: Label = { text: '?', ask: true };

/** The caption of what a circle task asks: `S = ?` / `A = ?` for the area, `C = ?` for the circumference. */
function askedCircle(ctx: GeneratorContext, area: boolean): Label {
  return { text: area ? ctx.t('S = ?', 'A = ?') : 'C = ?', ask: true };
}

/** `x`, `3x`. */
function xTimes(k: number): string {
  return k === 1 ? 'x' : `${k}x`;
}

/**
 * A sector of `angle` degrees from the horizontal radius OA (which carries `radius`), its central angle
 * marked with `angleLabel`, the rest of the circle dashed; the arc in the accent when it is asked.
 */
function sectorFigure(
  ctx: GeneratorContext,
  angle: number,
  radius: Label,
  angleLabel: Label,
  arcAsked: boolean,
  captions: Label[],
  alt: string,
  notToScale = false,
  arcLabel?: Label,
): Figure {
  const scene: Scene = {
    circles: [{ centre: O, r: 1, stroke: 'dashed' }],
    sectors: [{ centre: O, r: 1, from: 0, to: angle }],
    segments: [{ from: O, to: at(0), label: radius, away: [0.5, 1] }],
    angles: [
      {
        at: O,
        from: at(0),
        to: at(angle),
        label: angleLabel,
        reflex: angle > 180,
        stroke: angleLabel.ask ? 'accent' : 'thin',
      },
    ],
    arcs:
      arcAsked || arcLabel
        ? [{ centre: O, r: 1, from: 0, to: angle, stroke: arcAsked ? 'accent' : 'line', label: arcLabel }]
        : [],
    dots: [O],
    names: [{ at: O, text: 'O', dir: at(angle / 2 + 180) }],
    captions,
  };
  return circleFigure(ctx, [scene], alt, notToScale);
}

/**
 * A central angle AOB and an inscribed angle ACB on the same arc AB (at the bottom), drawn with the
 * inscribed angle changed from `inscribed` degrees so that neither can be measured.
 */
function inscribedFigure(
  ctx: GeneratorContext,
  inscribed: number,
  central: Label,
  inscribedLabel: Label,
  alt: string,
): Figure {
  const phi = inscribed === 90 ? 78 : shownAngle(inscribed);
  const theta = 2 * phi;
  const A = at(270 - theta / 2);
  const B = at(270 + theta / 2);
  const C = at(90 + Math.max(0, Math.min(25, (360 - theta) / 2 - 25)));
  return circleFigure(
    ctx,
    [
      circleScene(false),
      { names: [{ at: O, text: 'O', dir: [0.9, 1] }] },
      {
        segments: [
          { from: O, to: A, stroke: 'thin' },
          { from: O, to: B, stroke: 'thin' },
          { from: C, to: A },
          { from: C, to: B },
        ],
        angles: [
          {
            at: O,
            from: A,
            to: B,
            label: central,
            reflex: theta > 180,
            stroke: central.ask ? 'accent' : 'thin',
          },
          { at: C, from: A, to: B, label: inscribedLabel, stroke: inscribedLabel.ask ? 'accent' : 'thin' },
        ],
        dots: [A, B, C],
        names: [
          { at: A, text: 'A', away: O },
          { at: B, text: 'B', away: O },
          { at: C, text: 'C', away: O },
        ],
      },
    ],
    alt,
    true,
  );
}

/** A triangle whose side AB is a diameter, ∠A given and ∠B asked (the right angle at C left unmarked). */
function diameterTriangleFigure(
  ctx: GeneratorContext,
  a: number,
  names: readonly [string, string, string],
): Figure {
  const [nA, nB, nC] = names;
  const C = at(2 * shownAngle(a));
  return circleFigure(
    ctx,
    [
      circleScene(false),
      triangleScene({
        points: [at(180), at(0), C],
        names: [nA, nB, nC],
        corners: [{ label: { text: deg(ctx, a) } }, { label: ASK, asked: true }],
      }),
    ],
    ctx.t(
      `Trikampis ${nA}${nB}${nC} įbrėžtas į apskritimą, kraštinė ${nA}${nB} – skersmuo (eina per centrą): ∠${nA} = ${deg(ctx, a)}, ∠${nB} = ? (ieškomas dydis).`,
      `Triangle ${nA}${nB}${nC} inscribed in a circle with side ${nA}${nB} a diameter (through the centre): ∠${nA} = ${deg(ctx, a)}, ∠${nB} = ? (to be found).`,
    ),
    true,
  );
}

/** A triangle ABC in its circle, the arcs BC, CA, AB labelled with the ratio's parts, one angle asked. */
function arcsTriangleFigure(
  ctx: GeneratorContext,
  parts: readonly [number, number, number],
  unitArc: number,
  askLargest: boolean,
): Figure {
  const asked = askLargest ? 2 : 0;
  const truth = parts.map((k) => (k * unitArc) / 2) as [number, number, number];
  const [a, , c] = shownTriangleAngles(truth, asked);
  const pA = 270 - c;
  const pB = pA + 2 * c;
  const pC = pB + 2 * a;
  const [m, n, k] = parts.map(xTimes) as [string, string, string];
  const corners = [{}, {}, {}] as { label?: Label; asked?: boolean }[];
  corners[asked] = { label: ASK, asked: true };
  return circleFigure(
    ctx,
    [
      { circles: [{ centre: O, r: 1, fill: false }] },
      triangleScene({ points: [at(pA), at(pB), at(pC)], names: ['A', 'B', 'C'], corners: corners as [] }),
      {
        arcs: [
          { centre: O, r: 1, from: pB, to: pC, stroke: 'line', label: { text: m } },
          { centre: O, r: 1, from: pC, to: pA + 360, stroke: 'line', label: { text: n } },
          { centre: O, r: 1, from: pA, to: pB, stroke: 'line', label: { text: k } },
        ],
      },
    ],
    ctx.t(
      `Trikampis ABC įbrėžtas į apskritimą; jo viršūnės dalija apskritimą į lankus BC, CA ir AB, pažymėtus ${m}, ${n} ir ${k}; ${askLargest ? 'didžiausias' : 'mažiausias'} trikampio kampas ∠${askLargest ? 'C' : 'A'} = ? (ieškomas dydis).`,
      `Triangle ABC inscribed in a circle; its vertices divide the circle into arcs BC, CA and AB marked ${m}, ${n} and ${k}; the ${askLargest ? 'largest' : 'smallest'} angle ∠${askLargest ? 'C' : 'A'} = ? (to be found).`,
    ),
    true,
  );
}

/** A quadrilateral in its circle with the opposite angles v1 (left) and v2 (right) labelled mx and nx. */
function cyclicQuadFigure(
  ctx: GeneratorContext,
  parts: readonly [number, number],
  v1: string,
  v2: string,
  askLarger: boolean,
): Figure {
  const [m, n] = parts;
  const left = shownAngle((m * 180) / (m + n));
  const down = left <= 90 ? left * 1.25 : left + (180 - left) * 0.5;
  const up = 2 * left - down;
  const pts: Point[] = [at(180), at(360 - down), at(0), at(up)];
  const names = v1 === 'A' ? ['A', 'B', 'C', 'D'] : ['B', 'C', 'D', 'A'];
  const label = (k: number, asked: boolean): Label => ({ text: xTimes(k), ask: asked });
  const inside = centroidOf(pts);
  return circleFigure(
    ctx,
    [
      { circles: [{ centre: O, r: 1, fill: false }], polygons: [{ points: pts }] },
      {
        segments: pts.map((p, i) => ({ from: p, to: pts[(i + 1) % 4] as Point })),
        angles: [
          {
            at: pts[0] as Point,
            from: pts[1] as Point,
            to: pts[3] as Point,
            label: label(m, !askLarger),
            stroke: askLarger ? 'thin' : 'accent',
          },
          {
            at: pts[2] as Point,
            from: pts[3] as Point,
            to: pts[1] as Point,
            label: label(n, askLarger),
            stroke: askLarger ? 'accent' : 'thin',
          },
        ],
        names: pts.map((p, i) => ({ at: p, text: names[i] ?? '', away: inside })),
      },
    ],
    ctx.t(
      `Keturkampis ABCD įbrėžtas į apskritimą: ∠${v1} = ${xTimes(m)}, ∠${v2} = ${xTimes(n)}; ieškomas ∠${askLarger ? v2 : v1}.`,
      `Quadrilateral ABCD inscribed in a circle: ∠${v1} = ${xTimes(m)}, ∠${v2} = ${xTimes(n)}; ∠${askLarger ? v2 : v1} is to be found.`,
    ),
    true,
  );
}

/** A tangent from A touching the circle at T: the radius OT, the tangent segment AT and OA; one asked. */
function tangentFigure(
  ctx: GeneratorContext,
  r: number,
  tan: number,
  c: number,
  u: string,
  kind: 'tangent' | 'distance' | 'radius',
): Figure {
  const [, ratio] = shownLegs(r, tan, true);
  const T = at(90);
  const A: Point = [ratio * 1.6, 1];
  const len = (v: number) => `${v} ${u}`;
  const label = (k: typeof kind, v: number): Label => (k === kind ? ASK : { text: len(v) });
  const item = (name: string, k: typeof kind, v: number) =>
    k === kind ? `${name} = ? ${ctx.t('(ieškomas dydis)', '(to be found)')}` : `${name} = ${len(v)}`;
  return circleFigure(
    ctx,
    [
      circleScene(),
      {
        segments: [
          {
            from: O,
            to: T,
            label: label('radius', r),
            stroke: kind === 'radius' ? 'accent' : 'line',
            away: A,
          },
          {
            from: T,
            to: A,
            label: label('tangent', tan),
            stroke: kind === 'tangent' ? 'accent' : 'line',
            away: O,
          },
          {
            from: O,
            to: A,
            label: label('distance', c),
            stroke: kind === 'distance' ? 'accent' : 'line',
            away: T,
          },
        ],
        angles: [{ at: T, from: O, to: A, right: true }],
        dots: [T, A],
        names: [
          { at: A, text: 'A', dir: [1, 0.3] },
          { at: T, text: 'T', dir: [0, 1] },
        ],
      },
    ],
    ctx.t(
      `Apskritimas su centru O; iš taško A išvesta liestinė, T – lietimosi taškas: ${item('spindulys OT', 'radius', r)}, ${item('liestinės atkarpa AT', 'tangent', tan)} ir ${item('atstumas OA', 'distance', c)}.`,
      `A circle with centre O; a tangent from A touches it at T: ${item('the radius OT', 'radius', r)}, ${item('the tangent segment AT', 'tangent', tan)} and ${item('the distance OA', 'distance', c)}.`,
    ),
    true,
  );
}

/** Two tangents AB and AC from A, ∠BAC given; ∠BOC (radii drawn) or ∠ABC (chord drawn) asked. */
function twoTangentsFigure(ctx: GeneratorContext, alpha: number, askCentral: boolean): Figure {
  // Between 36° and 110°: a wider angle puts A too close to the circle to read.
  const shown = Math.min(alpha > 90 ? 110 : 76, Math.max(36, shownAngle(alpha)));
  const A: Point = [1 / Math.sin((shown * Math.PI) / 360), 0];
  const B = at(90 - shown / 2);
  const C = at(shown / 2 - 90);
  const asked = askCentral
    ? { at: O, from: B, to: C, label: ASK, stroke: 'accent' as const }
    : { at: B, from: A, to: C, label: ASK, stroke: 'accent' as const };
  return circleFigure(
    ctx,
    [
      circleScene(),
      {
        segments: [
          { from: A, to: B },
          { from: A, to: C },
          ...(askCentral
            ? [
                { from: O, to: B, stroke: 'thin' as const },
                { from: O, to: C, stroke: 'thin' as const },
              ]
            : [{ from: B, to: C }]),
        ],
        angles: [{ at: A, from: B, to: C, label: { text: deg(ctx, alpha) } }, asked],
        dots: [A, B, C],
        names: [
          { at: A, text: 'A', dir: [1, 0] },
          { at: B, text: 'B', away: O },
          { at: C, text: 'C', away: O },
        ],
      },
    ],
    ctx.t(
      `Iš taško A į apskritimą su centru O išvestos liestinės AB ir AC (B ir C – lietimosi taškai): ∠BAC = ${deg(ctx, alpha)}; ${askCentral ? '∠BOC' : '∠ABC'} = ? (ieškomas dydis).`,
      `Tangents AB and AC from A to a circle with centre O (B and C are the points of contact): ∠BAC = ${deg(ctx, alpha)}; ${askCentral ? '∠BOC' : '∠ABC'} = ? (to be found).`,
    ),
    true,
  );
}

/** A chord PQ at distance OM from the centre, with the radius OQ; the chord asked. */
function chordFigure(ctx: GeneratorContext, radius: number, dist: number, half: number, u: string): Figure {
  const [, ratio] = shownLegs(dist, half, true);
  const d = 1 / Math.sqrt(1 + ratio * ratio);
  const h = ratio * d;
  const M: Point = [0, -d];
  const P: Point = [-h, -d];
  const Q: Point = [h, -d];
  return circleFigure(
    ctx,
    [
      circleScene(),
      {
        segments: [
          { from: P, to: Q, label: ASK, stroke: 'accent', away: O },
          { from: O, to: M, stroke: 'dashed', label: { text: `${dist} ${u}` }, away: Q },
          { from: O, to: Q, label: { text: `${radius} ${u}` }, away: P },
        ],
        angles: [{ at: M, from: Q, to: O, right: true }],
        dots: [P, Q, M],
      },
    ],
    ctx.t(
      `Apskritimas su centru O, spindulys ${radius} ${u}; styga nutolusi nuo centro ${dist} ${u} (statmuo iš centro – brūkšninė linija); stygos ilgis = ? (ieškomas dydis).`,
      `A circle with centre O and radius ${radius} ${u}; a chord ${dist} ${u} from the centre (the perpendicular from the centre dashed); the chord's length = ? (to be found).`,
    ),
    true,
  );
}

/**
 * A right triangle (right angle at C, bottom left) with its circumscribed or inscribed circle and the
 * radius asked. Without legs (a, b null) only the hypotenuse `c` is labelled.
 */
function circumcircleFigure(
  ctx: GeneratorContext,
  a: number | null,
  b: number | null,
  c: number,
  u: string,
  which: 'circum' | 'in',
): Figure {
  const [w, h] = a !== null && b !== null ? shownLegs(a, b, true) : [1, 0.62];
  const C: Point = [0, 0];
  const A: Point = [w, 0];
  const B: Point = [0, h];
  const hyp = Math.hypot(w, h);
  const len = (v: number) => `${fmt(ctx, v)} ${u}`;
  const legs = a !== null && b !== null;
  const triangle = triangleScene({
    points: [C, A, B],
    sides: legs ? [{ text: len(a) }, undefined, { text: len(b) }] : [undefined, { text: len(c) }],
    corners: [{ right: true }],
  });
  const centre: Point = which === 'circum' ? along(A, B, 0.5) : [(w + h - hyp) / 2, (w + h - hyp) / 2];
  const r = which === 'circum' ? hyp / 2 : (w + h - hyp) / 2;
  const end: Point = which === 'circum' ? C : [centre[0], 0];
  const circle: Scene = {
    circles: [{ centre, r, fill: false }],
    segments: [
      { from: centre, to: end, label: ASK, stroke: 'accent', away: which === 'circum' ? A : [0, 0] },
    ],
    dots: [centre],
  };
  const asked =
    which === 'circum'
      ? ctx.t('apibrėžto apskritimo spindulys R', 'the circumradius R')
      : ctx.t('įbrėžto apskritimo spindulys r', 'the inradius r');
  const data = legs
    ? ctx.t(`statiniai ${len(a)} ir ${len(b)}`, `legs ${len(a)} and ${len(b)}`)
    : ctx.t(`įžambinė ${len(c)}`, `hypotenuse ${len(c)}`);
  return circleFigure(
    ctx,
    [triangle, circle],
    ctx.t(
      `Statusis trikampis ${which === 'circum' ? 'ir apie jį apibrėžtas apskritimas' : 'ir į jį įbrėžtas apskritimas'}: ${data}; ${asked} = ? (ieškomas dydis).`,
      `A right triangle with its ${which === 'circum' ? 'circumscribed' : 'inscribed'} circle: ${data}; ${asked} = ? (to be found).`,
    ),
    legs,
  );
}

/**
 * An equilateral triangle with its inscribed or circumscribed circle; given its side, its height
 * (dashed) or the inradius, and the other radius asked.
 */
function equilateralFigure(
  ctx: GeneratorContext,
  spec: { side?: number; height?: number; inner?: number; inscribed: boolean; unit: string },
): Figure {
  const [top, left, right] = [at(90), at(210), at(330)];
  const footLeft = along(top, left, 0.5);
  const bottomMid = along(left, right, 0.5);
  const len = (v: number) => `${fmt(ctx, v)} ${spec.unit}`;
  const askInner = spec.inner === undefined && spec.inscribed;
  const scene: Scene = {
    circles: [
      ...(askInner || spec.inner !== undefined ? [{ centre: O, r: 0.5, fill: false }] : []),
      ...(!askInner ? [{ centre: O, r: 1, fill: false }] : []),
    ],
    segments: [],
    dots: [O],
  };
  if (spec.inner !== undefined) {
    scene.segments?.push({ from: O, to: footLeft, label: { text: len(spec.inner) }, away: top });
    scene.segments?.push({ from: O, to: right, label: ASK, stroke: 'accent', away: bottomMid });
  } else if (askInner) {
    scene.segments?.push({
      from: O,
      to: spec.height === undefined ? bottomMid : footLeft,
      label: ASK,
      stroke: 'accent',
      away: left,
    });
  } else {
    scene.segments?.push({ from: O, to: left, label: ASK, stroke: 'accent', away: top });
  }
  if (spec.height !== undefined) {
    scene.segments?.push({
      from: top,
      to: bottomMid,
      stroke: 'dashed',
      label: { text: len(spec.height) },
      away: right,
      at: 0.15,
    });
    scene.angles = [{ at: bottomMid, from: right, to: top, right: true }];
  }
  const given =
    spec.side !== undefined
      ? ctx.t(`kraštinė ${len(spec.side)}`, `side ${len(spec.side)}`)
      : spec.height !== undefined
        ? ctx.t(`aukštinė ${len(spec.height)} (brūkšninė linija)`, `height ${len(spec.height)} (dashed)`)
        : ctx.t(`įbrėžto apskritimo spindulys ${len(spec.inner ?? 0)}`, `inradius ${len(spec.inner ?? 0)}`);
  const asked = askInner
    ? ctx.t('įbrėžto apskritimo spindulys r', 'the inradius r')
    : ctx.t('apibrėžto apskritimo spindulys R', 'the circumradius R');
  return circleFigure(
    ctx,
    [
      triangleScene({
        points: [left, right, top],
        sides: [spec.side !== undefined ? { text: len(spec.side) } : undefined],
        ticks: [1, 1, 1],
      }),
      scene,
    ],
    ctx.t(
      `Lygiakraštis trikampis ir ${spec.inner !== undefined ? 'į jį įbrėžtas bei apie jį apibrėžtas apskritimai' : askInner ? 'į jį įbrėžtas apskritimas' : 'apie jį apibrėžtas apskritimas'}: ${given}; ${asked} = ? (ieškomas dydis).`,
      `An equilateral triangle with ${spec.inner !== undefined ? 'its inscribed and circumscribed circles' : askInner ? 'its inscribed circle' : 'its circumscribed circle'}: ${given}; ${asked} = ? (to be found).`,
    ),
  );
}

export const circleGenerators = {
  'circle-area': circleArea,
  'sector-area': sectorArea,
  'inscribed-angle': inscribedAngle,
  'tangent-length': tangentLength,
  'circumradius-right-triangle': circumradiusRightTriangle,
};
