import type { SkillGenerator } from '../../registry.ts';
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
    });
  }
  // Level 4: two sides and one altitude; find the other altitude.
  const area2 = 2 * rng.int(6, 120);
  const divisors: number[] = [];
  for (let d = 3; d <= 40; d += 1) if (area2 % d === 0) divisors.push(d);
  const [a, b] =
    divisors.length >= 2 ? (rng.shuffle(divisors).slice(0, 2) as [number, number]) : [2, area2 / 2];
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
  });
};

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
  });
};

export const areaGenerators = {
  'convert-area-units': convertAreaUnits,
  'rectangle-area-from-perimeter': rectangleAreaFromPerimeter,
  'triangle-area': triangleArea,
  'trapezium-area': trapeziumArea,
};
