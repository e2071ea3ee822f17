import { type Label, onCircle } from '../../../figures/geometry.ts';
import {
  boxScene,
  coneScene,
  cylinderScene,
  prismScene,
  pyramidScene,
  shownDims,
  solidFigure,
  sphereScene,
} from '../../../figures/geometry-solids.ts';
import type { Figure } from '../../../types.ts';
import type { GeneratorContext, SkillGenerator } from '../../registry.ts';
import { exactTask, fmt, numberTask, piMultiple } from './draft-builders.ts';
import { scaledTriple } from './pythagoras.ts';

const cuboidVolume: SkillGenerator = (ctx) => {
  const { rng, t, level } = ctx;
  const u = rng.pick(['cm', 'dm', 'm']);
  const explanation = t(
    'Stačiakampio gretasienio tūris lygus jo trijų matmenų sandaugai: V = a · b · c; kubo V = a³.',
    'The volume of a cuboid is the product of its three dimensions: V = a × b × c; a cube has V = a³.',
  );
  if (level <= 1) {
    const a = rng.int(2, 20);
    const b = rng.int(2, 15);
    const c = level === 0 ? rng.int(2, 12) : rng.int(3, 39) / 2;
    const v = a * b * c;
    return numberTask(ctx, v, `${u}³`, {
      question: t(
        `Stačiakampio gretasienio matmenys ${a} ${u}, ${b} ${u} ir ${fmt(ctx, c)} ${u}. Raskite jo tūrį (${u}³).`,
        `A cuboid measures ${a} ${u} by ${b} ${u} by ${fmt(ctx, c)} ${u}. Find its volume (${u}³).`,
      ),
      hints: [
        explanation,
        t('Padauginkite visus tris matmenis.', 'Multiply all three dimensions.'),
        `${a} · ${b} · ${fmt(ctx, c)}`,
      ],
      steps: [`${a} · ${b} = ${a * b}`, `${a * b} · ${fmt(ctx, c)} = ${fmt(ctx, v)}`],
      explanation,
      figure: boxFigure(
        ctx,
        [a, b, c],
        [len(ctx, a, u), len(ctx, b, u), len(ctx, c, u)],
        null,
        [VOLUME],
        t(
          `Stačiakampis gretasienis: matmenys ${len(ctx, a, u)}, ${len(ctx, b, u)} ir ${len(ctx, c, u)}; tūris V = ? (ieškomas dydis).`,
          `A cuboid measuring ${len(ctx, a, u)}, ${len(ctx, b, u)} and ${len(ctx, c, u)}; volume V = ? (to be found).`,
        ),
      ),
    });
  }
  if (level === 2) {
    const a = rng.int(2, 20);
    const b = rng.int(2, 20);
    const c = rng.int(2, 20);
    const v = a * b * c;
    return numberTask(ctx, c, u, {
      question: t(
        `Stačiakampio gretasienio tūris lygus ${fmt(ctx, v)} ${u}³, ilgis ${a} ${u}, plotis ${b} ${u}. Raskite jo aukštį (${u}).`,
        `A cuboid has volume ${fmt(ctx, v)} ${u}³, length ${a} ${u} and width ${b} ${u}. Find its height (${u}).`,
      ),
      hints: [
        explanation,
        t(`Pagrindo plotas ${a} · ${b} = ${a * b} ${u}².`, `The base area is ${a} × ${b} = ${a * b} ${u}².`),
        `${fmt(ctx, v)} : ${a * b}`,
      ],
      steps: [`${a} · ${b} = ${a * b}`, `c = ${fmt(ctx, v)} : ${a * b} = ${c}`],
      explanation,
      figure: boxFigure(
        ctx,
        [a, b, c],
        [len(ctx, a, u), len(ctx, b, u), '?'],
        2,
        [{ text: `V = ${fmt(ctx, v)} ${u}³` }],
        t(
          `Stačiakampis gretasienis: tūris V = ${fmt(ctx, v)} ${u}³, ilgis ${len(ctx, a, u)}, plotis ${len(ctx, b, u)}; aukštis = ? (ieškomas dydis).`,
          `A cuboid: volume V = ${fmt(ctx, v)} ${u}³, length ${len(ctx, a, u)}, width ${len(ctx, b, u)}; height = ? (to be found).`,
        ),
      ),
    });
  }
  if (level === 3) {
    // An aquarium in centimetres; the answer in litres.
    const a = 10 * rng.int(3, 15);
    const b = 5 * rng.int(4, 12);
    const c = 5 * rng.int(4, 12);
    const litres = (a * b * c) / 1000;
    return numberTask(ctx, litres, 'l', {
      question: t(
        `Stačiakampio gretasienio formos akvariumo matmenys ${a} cm, ${b} cm ir ${c} cm. Kiek litrų vandens telpa akvariume?`,
        `A cuboid-shaped aquarium measures ${a} cm by ${b} cm by ${c} cm. How many litres of water does it hold?`,
      ),
      hints: [
        explanation,
        t('1 l = 1 dm³ = 1000 cm³.', '1 l = 1 dm³ = 1000 cm³.'),
        t(
          `Tūris ${fmt(ctx, a * b * c)} cm³; padalykite iš 1000.`,
          `The volume is ${fmt(ctx, a * b * c)} cm³; divide by 1000.`,
        ),
      ],
      steps: [
        `V = ${a} · ${b} · ${c} = ${fmt(ctx, a * b * c)} cm³`,
        `${fmt(ctx, a * b * c)} : 1000 = ${fmt(ctx, litres)} l`,
      ],
      explanation,
      figure: boxFigure(
        ctx,
        [a, b, c],
        [`${a} cm`, `${b} cm`, `${c} cm`],
        null,
        [{ text: t('V = ? l', 'V = ? l'), ask: true }],
        t(
          `Stačiakampio gretasienio formos akvariumas: ${a} cm, ${b} cm ir ${c} cm; talpa V = ? litrų (ieškomas dydis).`,
          `A cuboid-shaped aquarium: ${a} cm by ${b} cm by ${c} cm; its capacity V = ? litres (to be found).`,
        ),
      ),
    });
  }
  // Level 4: edges in a ratio, volume known; find the longest edge.
  const ratios: [number, number, number][] = [
    [1, 2, 3],
    [1, 2, 4],
    [2, 3, 4],
    [1, 3, 5],
    [2, 3, 5],
    [1, 1, 2],
    [1, 2, 2],
    [3, 4, 5],
  ];
  const [m, n, p] = rng.pick(ratios);
  const k = rng.int(1, 14);
  const v = m * n * p * k ** 3;
  return numberTask(ctx, p * k, u, {
    question: t(
      `Stačiakampio gretasienio briaunos sutinka kaip ${m} : ${n} : ${p}, o jo tūris lygus ${fmt(ctx, v)} ${u}³. Raskite ilgiausią briauną (${u}).`,
      `The edges of a cuboid are in the ratio ${m} : ${n} : ${p} and its volume is ${fmt(ctx, v)} ${u}³. Find the longest edge (${u}).`,
    ),
    hints: [
      t(`Briaunas pažymėkite ${m}x, ${n}x ir ${p}x.`, `Write the edges as ${m}x, ${n}x and ${p}x.`),
      t(
        `${m * n * p}x³ = ${fmt(ctx, v)}, todėl x³ = ${k ** 3}.`,
        `${m * n * p}x³ = ${fmt(ctx, v)}, so x³ = ${k ** 3}.`,
      ),
      t(`x = ${k}; ilgiausia briauna ${p} · ${k}.`, `x = ${k}; the longest edge is ${p} × ${k}.`),
    ],
    steps: [`${m * n * p}x³ = ${fmt(ctx, v)}`, `x³ = ${k ** 3}`, `x = ${k}`, `${p} · ${k} = ${p * k}`],
    explanation,
    figure: boxFigure(
      ctx,
      [m, n, p],
      [xTimes(m), xTimes(n), { text: xTimes(p), ask: true }],
      2,
      [{ text: `V = ${fmt(ctx, v)} ${u}³` }],
      t(
        `Stačiakampis gretasienis: briaunos pažymėtos ${xTimes(m)}, ${xTimes(n)} ir ${xTimes(p)}, tūris V = ${fmt(ctx, v)} ${u}³; ilgiausia briauna (${xTimes(p)}) = ? (ieškomas dydis).`,
        `A cuboid with edges marked ${xTimes(m)}, ${xTimes(n)} and ${xTimes(p)} and volume V = ${fmt(ctx, v)} ${u}³; the longest edge (${xTimes(p)}) = ? (to be found).`,
      ),
      false,
    ),
  });
};

const cubeSurfaceArea: SkillGenerator = (ctx) => {
  const { rng, t, level } = ctx;
  const u = rng.pick(['cm', 'dm', 'm']);
  const explanation = t(
    'Paviršiaus plotas – visų sienų plotų suma: kubo S = 6a², stačiakampio gretasienio S = 2(ab + bc + ac).',
    'The surface area is the total area of all faces: a cube has S = 6a², a cuboid S = 2(ab + bc + ac).',
  );
  if (level === 0) {
    const a = rng.int(2, 120);
    return numberTask(ctx, 6 * a * a, `${u}²`, {
      question: t(
        `Kubo briauna lygi ${a} ${u}. Raskite kubo paviršiaus plotą (${u}²).`,
        `A cube has edge ${a} ${u}. Find its surface area (${u}²).`,
      ),
      hints: [
        t('Kubas turi 6 lygias kvadratines sienas.', 'A cube has 6 equal square faces.'),
        t(`Vienos sienos plotas ${a}² = ${a * a}.`, `One face has area ${a}² = ${a * a}.`),
        `6 · ${a * a}`,
      ],
      steps: [`${a}² = ${a * a}`, `S = 6 · ${a * a} = ${fmt(ctx, 6 * a * a)}`],
      explanation,
      figure: boxFigure(
        ctx,
        [1, 1, 1],
        [len(ctx, a, u), '', ''],
        null,
        [SURFACE],
        t(
          `Kubas, briauna ${len(ctx, a, u)}; paviršiaus plotas S = ? (ieškomas dydis).`,
          `A cube with edge ${len(ctx, a, u)}; surface area S = ? (to be found).`,
        ),
      ),
    });
  }
  const a = rng.int(2, 20);
  const b = rng.int(2, 20);
  const c = rng.int(2, 20);
  if (level === 1 || level === 4) {
    const open = level === 4;
    const s = open ? a * b + 2 * (a * c + b * c) : 2 * (a * b + b * c + a * c);
    return numberTask(ctx, s, `${u}²`, {
      question: open
        ? t(
            `Dėžė be dangčio yra stačiakampio gretasienio formos: dugno matmenys ${a} ${u} ir ${b} ${u}, aukštis ${c} ${u}. Kiek kartono (${u}²) reikia dėžei pagaminti?`,
            `An open box (no lid) is a cuboid with a base of ${a} ${u} by ${b} ${u} and height ${c} ${u}. How much card (${u}²) is needed to make it?`,
          )
        : t(
            `Stačiakampio gretasienio matmenys ${a} ${u}, ${b} ${u} ir ${c} ${u}. Raskite jo paviršiaus plotą (${u}²).`,
            `A cuboid measures ${a} ${u} by ${b} ${u} by ${c} ${u}. Find its surface area (${u}²).`,
          ),
      hints: [
        open
          ? t(
              'Dėžė turi dugną ir keturias šonines sienas, bet neturi dangčio.',
              'The box has a base and four side faces but no lid.',
            )
          : t('Gretasienis turi tris poras lygių sienų.', 'A cuboid has three pairs of equal faces.'),
        t(
          `Sienų plotai: ${a} · ${b} = ${a * b}, ${a} · ${c} = ${a * c}, ${b} · ${c} = ${b * c}.`,
          `Face areas: ${a} × ${b} = ${a * b}, ${a} × ${c} = ${a * c}, ${b} × ${c} = ${b * c}.`,
        ),
        open ? `${a * b} + 2 · (${a * c} + ${b * c})` : `2 · (${a * b} + ${b * c} + ${a * c})`,
      ],
      steps: [
        open
          ? `S = ${a * b} + 2 · (${a * c} + ${b * c}) = ${s}`
          : `S = 2 · (${a * b} + ${b * c} + ${a * c}) = ${s}`,
      ],
      explanation,
      figure: boxFigure(
        ctx,
        [a, b, c],
        [len(ctx, a, u), len(ctx, b, u), len(ctx, c, u)],
        null,
        [open ? { text: t('S = ? (be dangčio)', 'S = ? (no lid)'), ask: true } : SURFACE],
        open
          ? t(
              `Dėžė be dangčio – stačiakampis gretasienis: dugnas ${len(ctx, a, u)} × ${len(ctx, b, u)}, aukštis ${len(ctx, c, u)}; kartono plotas S = ? (ieškomas dydis).`,
              `An open box (no lid), a cuboid: base ${len(ctx, a, u)} by ${len(ctx, b, u)}, height ${len(ctx, c, u)}; the card's area S = ? (to be found).`,
            )
          : t(
              `Stačiakampis gretasienis: matmenys ${len(ctx, a, u)}, ${len(ctx, b, u)} ir ${len(ctx, c, u)}; paviršiaus plotas S = ? (ieškomas dydis).`,
              `A cuboid measuring ${len(ctx, a, u)}, ${len(ctx, b, u)} and ${len(ctx, c, u)}; surface area S = ? (to be found).`,
            ),
      ),
    });
  }
  if (level === 2) {
    const e = rng.int(2, 150);
    return numberTask(ctx, e, u, {
      question: t(
        `Kubo paviršiaus plotas lygus ${fmt(ctx, 6 * e * e)} ${u}². Raskite kubo briauną (${u}).`,
        `A cube has surface area ${fmt(ctx, 6 * e * e)} ${u}². Find its edge (${u}).`,
      ),
      hints: [
        t('S = 6a².', 'S = 6a².'),
        t(`a² = ${fmt(ctx, 6 * e * e)} : 6 = ${e * e}.`, `a² = ${fmt(ctx, 6 * e * e)} ÷ 6 = ${e * e}.`),
        `a = √${e * e}`,
      ],
      steps: [`a² = ${fmt(ctx, 6 * e * e)} : 6 = ${e * e}`, `a = ${e}`],
      explanation,
      figure: boxFigure(
        ctx,
        [1, 1, 1],
        ['?', '', ''],
        null,
        [{ text: `S = ${fmt(ctx, 6 * e * e)} ${u}²` }],
        t(
          `Kubas, paviršiaus plotas S = ${fmt(ctx, 6 * e * e)} ${u}²; briauna = ? (ieškomas dydis).`,
          `A cube with surface area S = ${fmt(ctx, 6 * e * e)} ${u}²; edge = ? (to be found).`,
        ),
        false,
      ),
    });
  }
  const e = rng.int(2, 60);
  return numberTask(ctx, 6 * e * e, `${u}²`, {
    question: t(
      `Kubo tūris lygus ${fmt(ctx, e ** 3)} ${u}³. Raskite kubo paviršiaus plotą (${u}²).`,
      `A cube has volume ${fmt(ctx, e ** 3)} ${u}³. Find its surface area (${u}²).`,
    ),
    hints: [
      t('Iš V = a³ raskite briauną.', 'Find the edge from V = a³.'),
      t(`a = ∛${fmt(ctx, e ** 3)} = ${e}.`, `a = ∛${fmt(ctx, e ** 3)} = ${e}.`),
      `S = 6 · ${e}²`,
    ],
    steps: [`a = ∛${fmt(ctx, e ** 3)} = ${e}`, `S = 6 · ${e * e} = ${fmt(ctx, 6 * e * e)}`],
    explanation,
    figure: boxFigure(
      ctx,
      [1, 1, 1],
      ['a', '', ''],
      null,
      [{ text: `V = ${fmt(ctx, e ** 3)} ${u}³` }, SURFACE],
      t(
        `Kubas, briauna a, tūris V = ${fmt(ctx, e ** 3)} ${u}³; paviršiaus plotas S = ? (ieškomas dydis).`,
        `A cube with edge a and volume V = ${fmt(ctx, e ** 3)} ${u}³; surface area S = ? (to be found).`,
      ),
    ),
  });
};

const pyramidVolume: SkillGenerator = (ctx) => {
  const { rng, t, level } = ctx;
  const u = rng.pick(['cm', 'dm', 'm']);
  const explanation = t(
    'Prizmės tūris V = S_pagr · h, piramidės – trečdalis: V = S_pagr · h : 3; šoninis paviršius – šoninių sienų plotų suma.',
    'A prism has volume V = base area × h and a pyramid a third of that: V = base area × h ÷ 3; the lateral surface is the total area of the side faces.',
  );
  if (level === 0 || level === 1) {
    const a = rng.int(2, 20);
    const h = 3 * rng.int(1, 12) - (level === 1 ? rng.int(0, 2) : 0);
    const v = (a * a * h) / 3;
    const [p, q] = Number.isInteger(v) ? [v, 1] : [a * a * h, 3];
    if (q !== 1) {
      return exactTask(
        { correct: `${p}/3`, display: `${fmt(ctx, p)}/3` },
        `${u}³`,
        {
          question: t(
            `Taisyklingosios keturkampės piramidės pagrindo kraštinė lygi ${a} ${u}, aukštinė – ${h} ${u}. Raskite piramidės tūrį (${u}³). Atsakymą pateikite trupmena.`,
            `A regular square pyramid has base edge ${a} ${u} and height ${h} ${u}. Find its volume (${u}³) as a fraction.`,
          ),
          hints: [
            explanation,
            t(`Pagrindo plotas ${a}² = ${a * a}.`, `The base area is ${a}² = ${a * a}.`),
            `${a * a} · ${h} : 3`,
          ],
          steps: [`S = ${a}² = ${a * a}`, `V = ${a * a} · ${h} : 3 = ${fmt(ctx, p)}/3`],
          explanation,
          figure: pyramidFigure(ctx, a, h, u, 'height'),
        },
        'number',
      );
    }
    return numberTask(ctx, v, `${u}³`, {
      question: t(
        `Taisyklingosios keturkampės piramidės pagrindo kraštinė lygi ${a} ${u}, aukštinė – ${h} ${u}. Raskite piramidės tūrį (${u}³).`,
        `A regular square pyramid has base edge ${a} ${u} and height ${h} ${u}. Find its volume (${u}³).`,
      ),
      hints: [
        explanation,
        t(`Pagrindo plotas ${a}² = ${a * a}.`, `The base area is ${a}² = ${a * a}.`),
        `${a * a} · ${h} : 3`,
      ],
      steps: [`S = ${a}² = ${a * a}`, `V = ${a * a} · ${h} : 3 = ${fmt(ctx, v)}`],
      explanation,
      figure: pyramidFigure(ctx, a, h, u, 'height'),
    });
  }
  if (level === 2) {
    const p = rng.int(2, 20);
    const q = rng.int(2, 20);
    const h = rng.int(2, 30);
    const v = (p * q * h) / 2;
    return numberTask(ctx, v, `${u}³`, {
      question: t(
        `Tiesiosios prizmės pagrindas – statusis trikampis, kurio statiniai ${p} ${u} ir ${q} ${u}. Prizmės aukštinė ${h} ${u}. Raskite prizmės tūrį (${u}³).`,
        `A right prism has a right-triangle base with legs ${p} ${u} and ${q} ${u}. Its height is ${h} ${u}. Find its volume (${u}³).`,
      ),
      hints: [
        explanation,
        t(
          `Pagrindo plotas ${p} · ${q} : 2 = ${fmt(ctx, (p * q) / 2)}.`,
          `The base area is ${p} × ${q} ÷ 2 = ${fmt(ctx, (p * q) / 2)}.`,
        ),
        `${fmt(ctx, (p * q) / 2)} · ${h}`,
      ],
      steps: [
        `S = ${p} · ${q} : 2 = ${fmt(ctx, (p * q) / 2)}`,
        `V = ${fmt(ctx, (p * q) / 2)} · ${h} = ${fmt(ctx, v)}`,
      ],
      explanation,
      figure: prismFigure(ctx, p, q, h, u),
    });
  }
  const [p0, q0, l] = scaledTriple(rng, 100);
  const [x, h] = rng.shuffle([p0, q0]) as [number, number];
  const a = 2 * x;
  if (level === 3) {
    const total = rng.chance(0.5);
    const lateral = 2 * a * l;
    const answer = total ? lateral + a * a : lateral;
    return numberTask(ctx, answer, `${u}²`, {
      question: t(
        `Taisyklingosios keturkampės piramidės pagrindo kraštinė lygi ${a} ${u}, o apotema (šoninės sienos aukštinė) – ${l} ${u}. Raskite piramidės ${total ? 'viso paviršiaus' : 'šoninio paviršiaus'} plotą (${u}²).`,
        `A regular square pyramid has base edge ${a} ${u} and slant height (apothem) ${l} ${u}. Find its ${total ? 'total' : 'lateral'} surface area (${u}²).`,
      ),
      hints: [
        t('Šoninės sienos – keturi lygūs trikampiai.', 'The side faces are four equal triangles.'),
        t(
          `Vienos sienos plotas ${a} · ${l} : 2 = ${(a * l) / 2}.`,
          `One face has area ${a} × ${l} ÷ 2 = ${(a * l) / 2}.`,
        ),
        total ? t(`4 · ${(a * l) / 2} + ${a}².`, `4 × ${(a * l) / 2} + ${a}².`) : `4 · ${(a * l) / 2}`,
      ],
      steps: [`4 · ${a} · ${l} : 2 = ${lateral}`, ...(total ? [`${lateral} + ${a}² = ${answer}`] : [])],
      explanation,
      figure: pyramidFigure(ctx, a, l, u, 'apothem', total ? 'total' : 'lateral'),
    });
  }
  const v = (a * a * h) / 3;
  const answerExact = Number.isInteger(v)
    ? { correct: String(v), display: fmt(ctx, v) }
    : { correct: `${a * a * h}/3`, display: `${fmt(ctx, a * a * h)}/3` };
  return exactTask(
    answerExact,
    `${u}³`,
    {
      question: t(
        `Taisyklingosios keturkampės piramidės pagrindo kraštinė lygi ${a} ${u}, o apotema – ${l} ${u}. Raskite piramidės tūrį (${u}³).`,
        `A regular square pyramid has base edge ${a} ${u} and slant height ${l} ${u}. Find its volume (${u}³).`,
      ),
      hints: [
        t(
          'Aukštinė, apotema ir pusė pagrindo kraštinės sudaro statųjį trikampį.',
          'The height, the slant height and half the base edge form a right triangle.',
        ),
        t(`h² = ${l}² − ${x}² = ${h * h}, h = ${h}.`, `h² = ${l}² − ${x}² = ${h * h}, h = ${h}.`),
        `V = ${a}² · ${h} : 3`,
      ],
      steps: [
        `${a} : 2 = ${x}`,
        `h = √(${l}² − ${x}²) = ${h}`,
        `V = ${a * a} · ${h} : 3 = ${answerExact.display}`,
      ],
      explanation,
      figure: pyramidFigure(ctx, a, l, u, 'apothem'),
    },
    'number',
  );
};

const cylinderVolume: SkillGenerator = (ctx) => {
  const { rng, t, level } = ctx;
  const u = rng.pick(['cm', 'dm', 'm']);
  const withPi = t('Atsakymą pateikite su π.', 'Leave the answer in terms of π.');
  const explanation = t(
    'Ritinio tūris V = πr²h, šoninio paviršiaus plotas 2πrh, viso paviršiaus 2πr(r + h); kūgio tūris V = πr²h : 3, šoninis paviršius πrl.',
    'A cylinder has volume V = πr²h, curved surface 2πrh and total surface 2πr(r + h); a cone has volume V = πr²h ÷ 3 and curved surface πrl.',
  );
  const r = rng.int(1, 15);
  const h = rng.int(1, 30);
  if (level <= 1) {
    const useDiameter = level === 1;
    const exact = piMultiple(ctx, r * r * h);
    return exactTask(exact, `${u}³`, {
      question: useDiameter
        ? t(
            `Ritinio pagrindo skersmuo ${2 * r} ${u}, aukštinė ${h} ${u}. Raskite ritinio tūrį (${u}³). ${withPi}`,
            `A cylinder has base diameter ${2 * r} ${u} and height ${h} ${u}. Find its volume (${u}³). ${withPi}`,
          )
        : t(
            `Ritinio pagrindo spindulys ${r} ${u}, aukštinė ${h} ${u}. Raskite ritinio tūrį (${u}³). ${withPi}`,
            `A cylinder has base radius ${r} ${u} and height ${h} ${u}. Find its volume (${u}³). ${withPi}`,
          ),
      hints: [
        t('V = πr²h.', 'V = πr²h.'),
        useDiameter
          ? t(`r = ${2 * r} : 2 = ${r}.`, `r = ${2 * r} ÷ 2 = ${r}.`)
          : t(
              `Pagrindo plotas π · ${r}² = ${piMultiple(ctx, r * r).display}.`,
              `The base area is π × ${r}² = ${piMultiple(ctx, r * r).display}.`,
            ),
        `π · ${r}² · ${h}`,
      ],
      steps: [...(useDiameter ? [`r = ${r}`] : []), `V = π · ${r}² · ${h} = ${exact.display}`],
      explanation,
      figure: roundFigure(ctx, 'cylinder', r, h, useDiameter ? 'diameter' : 'radius', u, VOLUME),
    });
  }
  if (level === 2 || level === 3) {
    const total = level === 3;
    const exact = piMultiple(ctx, total ? 2 * r * (r + h) : 2 * r * h);
    return exactTask(exact, `${u}²`, {
      question: t(
        `Ritinio pagrindo spindulys ${r} ${u}, aukštinė ${h} ${u}. Raskite ritinio ${total ? 'viso paviršiaus' : 'šoninio paviršiaus'} plotą (${u}²). ${withPi}`,
        `A cylinder has base radius ${r} ${u} and height ${h} ${u}. Find its ${total ? 'total' : 'curved'} surface area (${u}²). ${withPi}`,
      ),
      hints: [
        t(
          'Išklotinėje šoninis paviršius – stačiakampis 2πr × h.',
          'Unrolled, the curved surface is a 2πr by h rectangle.',
        ),
        total
          ? t('Pridėkite du pagrindus: 2 · πr².', 'Add the two bases: 2 × πr².')
          : t('S = 2πrh.', 'S = 2πrh.'),
        total ? `2π · ${r} · ${h} + 2π · ${r}²` : `2π · ${r} · ${h}`,
      ],
      steps: total
        ? [
            `2π · ${r} · ${h} = ${piMultiple(ctx, 2 * r * h).display}`,
            `2π · ${r}² = ${piMultiple(ctx, 2 * r * r).display}`,
            `S = ${exact.display}`,
          ]
        : [`S = 2π · ${r} · ${h} = ${exact.display}`],
      explanation,
      figure: roundFigure(
        ctx,
        'cylinder',
        r,
        h,
        'radius',
        u,
        total ? SURFACE : { text: t('S šon. = ?', 'S curved = ?'), ask: true },
      ),
    });
  }
  // Level 4: a cone given its radius and slant height.
  const [p, q, l] = scaledTriple(rng, 80);
  const [cr, ch] = rng.shuffle([p, q]) as [number, number];
  const exact = piMultiple(ctx, cr * cr * ch, 3);
  return exactTask(exact, `${u}³`, {
    question: t(
      `Kūgio pagrindo spindulys ${cr} ${u}, sudaromoji ${l} ${u}. Raskite kūgio tūrį (${u}³). ${withPi}`,
      `A cone has base radius ${cr} ${u} and slant height ${l} ${u}. Find its volume (${u}³). ${withPi}`,
    ),
    hints: [
      t(
        'Aukštinė, spindulys ir sudaromoji sudaro statųjį trikampį.',
        'The height, the radius and the slant height form a right triangle.',
      ),
      t(`h = √(${l}² − ${cr}²) = ${ch}.`, `h = √(${l}² − ${cr}²) = ${ch}.`),
      `V = π · ${cr}² · ${ch} : 3`,
    ],
    steps: [`h = √(${l * l} − ${cr * cr}) = ${ch}`, `V = π · ${cr * cr} · ${ch} : 3 = ${exact.display}`],
    explanation,
    figure: roundFigure(ctx, 'cone', cr, l, 'radius', u, VOLUME, ch),
  });
};

const ballVolume: SkillGenerator = (ctx) => {
  const { rng, t, level } = ctx;
  const u = rng.pick(['cm', 'dm', 'm']);
  const withPi = t('Atsakymą pateikite su π.', 'Leave the answer in terms of π.');
  const explanation = t(
    'Rutulio tūris V = 4πr³/3, sferos plotas S = 4πr².',
    'A ball has volume V = 4πr³/3 and its sphere has area S = 4πr².',
  );
  const r = rng.int(1, 60);
  if (level === 0) {
    const exact = piMultiple(ctx, 4 * r * r);
    return exactTask(exact, `${u}²`, {
      question: t(
        `Sferos spindulys ${r} ${u}. Raskite sferos plotą (${u}²). ${withPi}`,
        `A sphere has radius ${r} ${u}. Find its surface area (${u}²). ${withPi}`,
      ),
      hints: [t('S = 4πr².', 'S = 4πr².'), t(`r² = ${r * r}.`, `r² = ${r * r}.`), `4π · ${r * r}`],
      steps: [`S = 4π · ${r}² = ${exact.display}`],
      explanation,
      figure: ballFigure(
        ctx,
        `${r} ${u}`,
        false,
        [SURFACE],
        t(
          `Sfera (rutulio paviršius) su centru O, spindulys ${r} ${u}; sferos plotas S = ? (ieškomas dydis).`,
          `A sphere with centre O and radius ${r} ${u}; surface area S = ? (to be found).`,
        ),
      ),
    });
  }
  const volume = piMultiple(ctx, 4 * r ** 3, 3);
  if (level === 1 || level === 2) {
    const useDiameter = level === 2;
    return exactTask(volume, `${u}³`, {
      question: useDiameter
        ? t(
            `Rutulio skersmuo ${2 * r} ${u}. Raskite rutulio tūrį (${u}³). ${withPi}`,
            `A ball has diameter ${2 * r} ${u}. Find its volume (${u}³). ${withPi}`,
          )
        : t(
            `Rutulio spindulys ${r} ${u}. Raskite rutulio tūrį (${u}³). ${withPi}`,
            `A ball has radius ${r} ${u}. Find its volume (${u}³). ${withPi}`,
          ),
      hints: [
        t('V = 4πr³/3.', 'V = 4πr³/3.'),
        useDiameter
          ? t(`r = ${2 * r} : 2 = ${r}; r³ = ${r ** 3}.`, `r = ${2 * r} ÷ 2 = ${r}; r³ = ${r ** 3}.`)
          : t(`r³ = ${r ** 3}.`, `r³ = ${r ** 3}.`),
        `4π · ${r ** 3} : 3`,
      ],
      steps: [...(useDiameter ? [`r = ${r}`] : []), `V = 4π · ${r}³ : 3 = ${volume.display}`],
      explanation,
      figure: ballFigure(
        ctx,
        useDiameter ? `${2 * r} ${u}` : `${r} ${u}`,
        useDiameter,
        [VOLUME],
        t(
          `Rutulys su centru O, ${useDiameter ? 'skersmuo' : 'spindulys'} ${useDiameter ? 2 * r : r} ${u}; tūris V = ? (ieškomas dydis).`,
          `A ball with centre O, ${useDiameter ? 'diameter' : 'radius'} ${useDiameter ? 2 * r : r} ${u}; volume V = ? (to be found).`,
        ),
      ),
    });
  }
  if (level === 3) {
    return exactTask(volume, `${u}³`, {
      question: t(
        `Sferos plotas lygus ${fmt(ctx, 4 * r * r)}π ${u}². Raskite rutulio tūrį (${u}³). ${withPi}`,
        `A sphere has area ${fmt(ctx, 4 * r * r)}π ${u}². Find the volume of the ball (${u}³). ${withPi}`,
      ),
      hints: [
        t('Iš S = 4πr² raskite spindulį.', 'Find the radius from S = 4πr².'),
        t(`r² = ${4 * r * r} : 4 = ${r * r}, r = ${r}.`, `r² = ${4 * r * r} ÷ 4 = ${r * r}, r = ${r}.`),
        `V = 4π · ${r}³ : 3`,
      ],
      steps: [`r² = ${r * r}`, `r = ${r}`, `V = 4π · ${r ** 3} : 3 = ${volume.display}`],
      explanation,
      figure: ballFigure(
        ctx,
        'r',
        false,
        [{ text: `S = ${fmt(ctx, 4 * r * r)}π ${u}²` }, VOLUME],
        t(
          `Rutulys su centru O, spindulys r, sferos plotas S = ${fmt(ctx, 4 * r * r)}π ${u}²; tūris V = ? (ieškomas dydis).`,
          `A ball with centre O and radius r, surface area S = ${fmt(ctx, 4 * r * r)}π ${u}²; volume V = ? (to be found).`,
        ),
      ),
    });
  }
  const area = piMultiple(ctx, 4 * r * r);
  return exactTask(area, `${u}²`, {
    question: t(
      `Rutulio tūris lygus ${volume.display} ${u}³. Raskite jo sferos plotą (${u}²). ${withPi}`,
      `A ball has volume ${volume.display} ${u}³. Find the area of its surface (${u}²). ${withPi}`,
    ),
    hints: [
      t('Iš V = 4πr³/3 raskite r³.', 'Find r³ from V = 4πr³/3.'),
      t(`r³ = ${r ** 3}, todėl r = ${r}.`, `r³ = ${r ** 3}, so r = ${r}.`),
      `S = 4π · ${r}²`,
    ],
    steps: [
      `4πr³/3 = ${volume.display}`,
      `r³ = ${r ** 3}`,
      `r = ${r}`,
      `S = 4π · ${r * r} = ${area.display}`,
    ],
    explanation,
    figure: ballFigure(
      ctx,
      'r',
      false,
      [{ text: `V = ${volume.display} ${u}³` }, SURFACE],
      t(
        `Rutulys su centru O, spindulys r, tūris V = ${volume.display} ${u}³; sferos plotas S = ? (ieškomas dydis).`,
        `A ball with centre O and radius r, volume V = ${volume.display} ${u}³; surface area S = ? (to be found).`,
      ),
    ),
  });
};

const VOLUME: Label = { text: 'V = ?', ask: true };
const SURFACE: Label = { text: 'S = ?', ask: true };

/** `12 cm`. */
function len(ctx: GeneratorContext, value: number, unit: string): string {
  return `${fmt(ctx, value)} ${unit}`;
}

/** `x`, `3x`. */
function xTimes(k: number): string {
  return k === 1 ? 'x' : `${k}x`;
}

/** A label from its text: `?` is the asked one, an empty text none. */
function labelOf(text: string | Label): Label | undefined {
  if (typeof text !== 'string') return text;
  if (text === '') return undefined;
  return text === '?' ? { text, ask: true } : { text };
}

/**
 * A box with length, depth and height labels (`?` marks the asked one); `unknown` is the index of a
 * dimension whose drawn size must not give it away.
 */
function boxFigure(
  ctx: GeneratorContext,
  dims: readonly [number, number, number],
  labels: readonly [string | Label, string | Label, string | Label],
  unknown: number | null,
  captions: Label[],
  alt: string,
  distort = true,
): Figure {
  const shown = shownDims(dims, distort ? unknown : null);
  const [a, b, c] = shown.dims as [number, number, number];
  const { scene } = boxScene(a, b, c, {
    length: labelOf(labels[0]),
    depth: labelOf(labels[1]),
    height: labelOf(labels[2]),
  });
  return solidFigure(ctx, [scene, { captions }], alt, shown.changed);
}

/**
 * A regular square pyramid with its base edge labelled and, dashed, its height or its apothem (slant
 * height) labelled; `ask` adds the caption of what is asked.
 */
function pyramidFigure(
  ctx: GeneratorContext,
  a: number,
  given: number,
  u: string,
  kind: 'height' | 'apothem',
  ask: 'volume' | 'lateral' | 'total' = 'volume',
): Figure {
  const h = kind === 'height' ? given : Math.sqrt(Math.max(given * given - (a * a) / 4, 1));
  const shown = shownDims([a, h]);
  const [sa, sh] = shown.dims as [number, number];
  const { scene, point } = pyramidScene(sa, sh);
  const S = point('S');
  const foot = kind === 'height' ? point('O') : point('M');
  const caption: Label =
    ask === 'volume'
      ? { text: 'V = ?', ask: true }
      : { text: ask === 'total' ? 'S = ?' : ctx.t('S šon. = ?', 'S lateral = ?'), ask: true };
  const what = {
    volume: ctx.t('tūris V', 'volume V'),
    lateral: ctx.t('šoninio paviršiaus plotas', 'lateral surface area'),
    total: ctx.t('viso paviršiaus plotas S', 'total surface area S'),
  }[ask];
  return solidFigure(
    ctx,
    [
      scene,
      {
        segments: [
          { from: point('A'), to: point('B'), label: { text: len(ctx, a, u) }, away: S, at: 0.3 },
          { from: S, to: foot, stroke: 'dashed', label: { text: len(ctx, given, u) }, away: point('C') },
        ],
        dots: [foot],
        captions: [caption],
      },
    ],
    ctx.t(
      `Taisyklingoji keturkampė piramidė: pagrindo kraštinė ${len(ctx, a, u)}, ${kind === 'height' ? 'aukštinė' : 'apotema (šoninės sienos aukštinė)'} ${len(ctx, given, u)} (brūkšninė linija); ${what} = ? (ieškomas dydis).`,
      `A regular square pyramid: base edge ${len(ctx, a, u)}, ${kind === 'height' ? 'height' : 'slant height (apothem)'} ${len(ctx, given, u)} (dashed); ${what} = ? (to be found).`,
    ),
    shown.changed,
  );
}

/** A right prism on a right triangle with legs p and q, of height h; its volume asked. */
function prismFigure(ctx: GeneratorContext, p: number, q: number, h: number, u: string): Figure {
  const shown = shownDims([p, q, h]);
  const [sp, sq, sh] = shown.dims as [number, number, number];
  const { scene, point } = prismScene(sp, sq, sh);
  return solidFigure(
    ctx,
    [
      scene,
      {
        segments: [
          { from: point('A'), to: point('B'), label: { text: len(ctx, p, u) }, away: point('C') },
          { from: point('A'), to: point('C'), label: { text: len(ctx, q, u) }, away: point('B') },
          { from: point('B'), to: point('B1'), label: { text: len(ctx, h, u) }, away: point('A') },
        ],
        captions: [VOLUME],
      },
    ],
    ctx.t(
      `Tiesioji prizmė, kurios pagrindas – statusis trikampis su statiniais ${len(ctx, p, u)} ir ${len(ctx, q, u)}; prizmės aukštinė ${len(ctx, h, u)}; tūris V = ? (ieškomas dydis).`,
      `A right prism whose base is a right triangle with legs ${len(ctx, p, u)} and ${len(ctx, q, u)}; the prism's height is ${len(ctx, h, u)}; volume V = ? (to be found).`,
    ),
    shown.changed,
  );
}

/**
 * A cylinder (radius or diameter on its top, height on its side) or a cone (radius on its base, slant
 * height on its side, the height dashed and unlabelled when `coneHeight` is the unknown height).
 */
function roundFigure(
  ctx: GeneratorContext,
  kind: 'cylinder' | 'cone',
  r: number,
  side: number,
  given: 'radius' | 'diameter',
  u: string,
  caption: Label,
  coneHeight?: number,
): Figure {
  const h = kind === 'cylinder' ? side : (coneHeight ?? side);
  const shown = shownDims([2 * r, h]);
  const [d, sh] = shown.dims as [number, number];
  const R = d / 2;
  const top = kind === 'cylinder' ? sh : 0;
  const radiusLabel: Label = { text: given === 'diameter' ? len(ctx, 2 * r, u) : len(ctx, r, u) };
  const radius =
    given === 'diameter'
      ? { from: [-R, top] as const, to: [R, top] as const, label: radiusLabel, away: [0, top - 1] as const }
      : { from: [0, top] as const, to: [R, top] as const, label: radiusLabel, away: [0, top - 1] as const };
  const sideSegment =
    kind === 'cylinder'
      ? {
          from: [R, 0] as const,
          to: [R, sh] as const,
          label: { text: len(ctx, side, u) },
          away: [0, sh / 2] as const,
        }
      : {
          from: [R, 0] as const,
          to: [0, sh] as const,
          label: { text: len(ctx, side, u) },
          away: [0, 0] as const,
        };
  const extra =
    kind === 'cone'
      ? [
          {
            from: [0, sh] as const,
            to: [0, 0] as const,
            stroke: 'dashed' as const,
            label: { text: 'h' },
            away: [R, 0] as const,
          },
        ]
      : [];
  const what = caption.text.startsWith('V')
    ? ctx.t('tūris V', 'volume V')
    : caption.text.includes('šon') || caption.text.includes('curved')
      ? ctx.t('šoninio paviršiaus plotas', 'curved surface area')
      : ctx.t('viso paviršiaus plotas S', 'total surface area S');
  return solidFigure(
    ctx,
    [
      kind === 'cylinder' ? cylinderScene(R, sh) : coneScene(R, sh),
      { segments: [radius, sideSegment, ...extra], captions: [caption] },
    ],
    kind === 'cylinder'
      ? ctx.t(
          `Ritinys: pagrindo ${given === 'diameter' ? 'skersmuo' : 'spindulys'} ${radiusLabel.text}, aukštinė ${len(ctx, side, u)}; ${what} = ? (ieškomas dydis).`,
          `A cylinder: base ${given} ${radiusLabel.text}, height ${len(ctx, side, u)}; ${what} = ? (to be found).`,
        )
      : ctx.t(
          `Kūgis: pagrindo spindulys ${radiusLabel.text}, sudaromoji ${len(ctx, side, u)}, aukštinė h (brūkšninė linija); ${what} = ? (ieškomas dydis).`,
          `A cone: base radius ${radiusLabel.text}, slant height ${len(ctx, side, u)}, height h (dashed); ${what} = ? (to be found).`,
        ),
    shown.changed,
  );
}

/** A ball with its radius (or a diameter) labelled and captions for what is given and asked. */
function ballFigure(
  ctx: GeneratorContext,
  label: string,
  diameter: boolean,
  captions: Label[],
  alt: string,
): Figure {
  const end = onCircle([0, 0], 1, 50);
  const segment = diameter
    ? { from: [-end[0], -end[1]] as const, to: end, label: { text: label }, away: [-1, 0] as const, at: 0.75 }
    : { from: [0, 0] as const, to: end, label: { text: label }, away: [-1, 0] as const };
  return solidFigure(
    ctx,
    [sphereScene(1), { segments: [segment], names: [{ at: [0, 0], text: 'O', dir: [-1, -0.3] }], captions }],
    alt,
  );
}

export const solidGenerators = {
  'cuboid-volume': cuboidVolume,
  'cube-surface-area': cubeSurfaceArea,
  'pyramid-volume': pyramidVolume,
  'cylinder-volume': cylinderVolume,
  'ball-volume': ballVolume,
};
