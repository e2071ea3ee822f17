import type { SkillGenerator } from '../../registry.ts';
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
  });
};

export const circleGenerators = {
  'circle-area': circleArea,
  'sector-area': sectorArea,
  'inscribed-angle': inscribedAngle,
  'tangent-length': tangentLength,
  'circumradius-right-triangle': circumradiusRightTriangle,
};
