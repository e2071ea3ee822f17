import { divisionSign, formatNumber, superscript, times } from '../../format.ts';
import type { GeneratorContext, SkillGenerator } from '../../registry.ts';
import { paren } from './notation.ts';

/** Order of operations (topic OPS). Every task is built backwards from whole intermediate results. */

type Built = { text: string; lines: string[]; value: number; first: string };

function bracketsTask(ctx: GeneratorContext): Built {
  const { rng, level, language } = ctx;
  const m = times(language);
  const d = divisionSign(language);
  const f = (v: number) => formatNumber(v, language);
  if (level === 0) {
    const [a, b, c] = [rng.int(2, 50), rng.int(2, 12), rng.int(2, 12)];
    const product = b * c;
    return {
      text: `${f(a)} + ${b} ${m} ${c}`,
      lines: [`${b} ${m} ${c} = ${product}`, `${f(a)} + ${product} = ${f(a + product)}`],
      value: a + product,
      first: `${b} ${m} ${c}`,
    };
  }
  if (level === 1) {
    const [a, b, c] = [rng.int(2, 30), rng.int(2, 30), rng.int(2, 9)];
    const sum = a + b;
    const e = rng.int(1, sum * c - 1);
    return {
      text: `(${a} + ${b}) ${m} ${c} − ${f(e)}`,
      lines: [
        `${a} + ${b} = ${sum}`,
        `${sum} ${m} ${c} = ${f(sum * c)}`,
        `${f(sum * c)} − ${f(e)} = ${f(sum * c - e)}`,
      ],
      value: sum * c - e,
      first: `${a} + ${b}`,
    };
  }
  if (level === 2) {
    // a : (b + c) · e − g, with a = (b + c) · q.
    const b = rng.int(1, 9);
    const c = rng.int(1, 9);
    const q = rng.int(2, 12);
    const a = (b + c) * q;
    const e = rng.int(2, 9);
    const g = rng.int(1, q * e - 1);
    return {
      text: `${f(a)} ${d} (${b} + ${c}) ${m} ${e} − ${g}`,
      lines: [
        `${b} + ${c} = ${b + c}`,
        `${f(a)} ${d} ${b + c} = ${q}`,
        `${q} ${m} ${e} = ${q * e}`,
        `${q * e} − ${g} = ${q * e - g}`,
      ],
      value: q * e - g,
      first: `${b} + ${c}`,
    };
  }
  if (level === 3) {
    // a − (b + c · e) : g + h, with b + c · e = g · q and a > q.
    const c = rng.int(2, 9);
    const e = rng.int(2, 9);
    const g = rng.int(2, 9);
    const q = rng.int(Math.ceil((c * e + 1) / g), Math.ceil((c * e + 1) / g) + 10);
    const b = g * q - c * e;
    const a = q + rng.int(1, 60);
    const h = rng.int(2, 40);
    return {
      text: `${f(a)} − (${b} + ${c} ${m} ${e}) ${d} ${g} + ${h}`,
      lines: [
        `${c} ${m} ${e} = ${c * e}`,
        `${b} + ${c * e} = ${b + c * e}`,
        `${b + c * e} ${d} ${g} = ${q}`,
        `${f(a)} − ${q} + ${h} = ${f(a - q + h)}`,
      ],
      value: a - q + h,
      first: `${c} ${m} ${e}`,
    };
  }
  // a · [b − (c + e) : g] + h, with c + e = g · q and b > q.
  const g = rng.int(2, 9);
  const q = rng.int(2, 12);
  const c = rng.int(1, g * q - 1);
  const e = g * q - c;
  const b = q + rng.int(1, 30);
  const a = rng.int(2, 15);
  const h = rng.int(1, 99);
  const inner = b - q;
  return {
    text: `${a} ${m} [${b} − (${c} + ${e}) ${d} ${g}] + ${h}`,
    lines: [
      `${c} + ${e} = ${g * q}`,
      `${g * q} ${d} ${g} = ${q}`,
      `${b} − ${q} = ${inner}`,
      `${a} ${m} ${inner} = ${f(a * inner)}`,
      `${f(a * inner)} + ${h} = ${f(a * inner + h)}`,
    ],
    value: a * inner + h,
    first: `${c} + ${e}`,
  };
}

const evaluateWithBrackets: SkillGenerator = (ctx) => {
  const { t, language } = ctx;
  const built = bracketsTask(ctx);
  return {
    question: t(`Apskaičiuokite ${built.text}.`, `Calculate ${built.text}.`),
    choices: null,
    input_kind: 'number',
    answer: {
      mode: 'equivalent',
      options: { form: 'value' },
      correct: String(built.value),
      display: formatNumber(built.value, language),
    },
    hints: [
      t('Pirmiausia atliekami veiksmai skliaustuose.', 'Work out the brackets first.'),
      t(
        'Tada daugyba ir dalyba iš kairės į dešinę, paskui sudėtis ir atimtis.',
        'Then multiplication and division from left to right, then addition and subtraction.',
      ),
      t(`Pradėkite nuo ${built.first}.`, `Start with ${built.first}.`),
      t(
        `Iki paskutinio veiksmo: ${built.lines.slice(0, -1).join('; ') || built.lines[0]}.`,
        `Up to the last step: ${built.lines.slice(0, -1).join('; ') || built.lines[0]}.`,
      ),
    ],
    steps: built.lines,
    explanation: t(
      'Veiksmų tvarka susitarta tam, kad reiškinys turėtų vieną reikšmę: skliaustai, tada daugyba ir dalyba, tada sudėtis ir atimtis, vienodo lygio veiksmai – iš kairės į dešinę.',
      'The order of operations makes every expression mean one thing: brackets, then multiplication and division, then addition and subtraction, with operations of equal rank from left to right.',
    ),
  };
};

const distributiveLawMental: SkillGenerator = ({ rng, level, t, language }) => {
  const m = times(language);
  const f = (v: number) => formatNumber(v, language);
  let text: string;
  let value: number;
  let trick: string;
  let lines: string[];
  const pattern =
    level === 0
      ? 0
      : level === 1
        ? rng.int(1, 2)
        : level === 2
          ? rng.int(3, 4)
          : level === 3
            ? rng.int(4, 5)
            : rng.int(5, 6);
  const a = rng.int(level >= 3 ? 13 : 11, level >= 3 ? 199 : 99);
  if (pattern === 0) {
    // 25 · a · 4 or 4 · a · 25 or 5 · a · 2 or 50 · a · 2
    const [p, q] = rng.pick([
      [25, 4],
      [4, 25],
      [5, 2],
      [2, 50],
      [20, 5],
    ] as const);
    value = p * a * q;
    text = `${p} ${m} ${a} ${m} ${q}`;
    trick = `${p} ${m} ${q} = ${p * q}`;
    lines = [`${p} ${m} ${a} ${m} ${q} = ${a} ${m} (${p} ${m} ${q})`, `= ${a} ${m} ${p * q} = ${f(value)}`];
  } else if (pattern === 1 || pattern === 2) {
    // a · b + a · c with b + c = 10 or 100.
    const total = pattern === 1 ? 10 : 100;
    const b = rng.int(1, total - 1);
    const c = total - b;
    value = a * total;
    text = `${a} ${m} ${b} + ${a} ${m} ${c}`;
    trick = `${a} ${m} (${b} + ${c})`;
    lines = [`${text} = ${a} ${m} (${b} + ${c})`, `= ${a} ${m} ${total} = ${f(value)}`];
  } else if (pattern === 3) {
    const near = rng.pick([99, 999]);
    value = a * (near + 1);
    text = `${a} ${m} ${near} + ${a}`;
    trick = `${a} ${m} (${near} + 1)`;
    lines = [`${text} = ${a} ${m} (${near} + 1)`, `= ${a} ${m} ${f(near + 1)} = ${f(value)}`];
  } else if (pattern === 4) {
    const near = rng.pick([101, 1001, 99]);
    const plus = near === 99;
    value = plus ? a * 100 - a : a * 1000 + a;
    // a · 101 − a = a · 100; a · 1001 − a = a · 1000; a · 99 written as a · (100 − 1).
    if (plus) {
      text = `${a} ${m} 99`;
      trick = `${a} ${m} (100 − 1)`;
      value = a * 99;
      lines = [`${text} = ${a} ${m} (100 − 1)`, `= ${f(a * 100)} − ${a} = ${f(value)}`];
    } else {
      text = `${a} ${m} ${f(near)} − ${a}`;
      trick = `${a} ${m} (${f(near)} − 1)`;
      value = a * (near - 1);
      lines = [`${text} = ${a} ${m} (${f(near)} − 1)`, `= ${a} ${m} ${f(near - 1)} = ${f(value)}`];
    }
  } else if (pattern === 5) {
    // a · b − a · c with b − c = 100 or 1000.
    const total = rng.pick([100, 1000]);
    const c = rng.int(2, 99);
    const b = c + total;
    value = a * total;
    text = `${a} ${m} ${f(b)} − ${a} ${m} ${c}`;
    trick = `${a} ${m} (${f(b)} − ${c})`;
    lines = [`${text} = ${a} ${m} (${f(b)} − ${c})`, `= ${a} ${m} ${f(total)} = ${f(value)}`];
  } else {
    // a · b + a · c − a · e with b + c − e = 100.
    const b = rng.int(30, 90);
    const e = rng.int(2, 40);
    const c = 100 - b + e;
    value = a * 100;
    text = `${a} ${m} ${b} + ${a} ${m} ${c} − ${a} ${m} ${e}`;
    trick = `${a} ${m} (${b} + ${c} − ${e})`;
    lines = [`${text} = ${a} ${m} (${b} + ${c} − ${e})`, `= ${a} ${m} 100 = ${f(value)}`];
  }
  return {
    question: t(`Patogiu būdu apskaičiuokite ${text}.`, `Calculate efficiently: ${text}.`),
    choices: null,
    input_kind: 'number',
    answer: { mode: 'equivalent', options: { form: 'value' }, correct: String(value), display: f(value) },
    hints: [
      t(
        'Ieškokite skaičių, kurie kartu duoda apvalų skaičių (10, 100, 1000).',
        'Look for numbers that combine into a round number (10, 100, 1000).',
      ),
      pattern === 0
        ? t('Dauginamuosius galima sukeisti vietomis ir sugrupuoti.', 'Factors can be swapped and grouped.')
        : t(
            'Bendrą dauginamąjį iškelkite prieš skliaustus: a · b + a · c = a · (b + c).',
            'Take the common factor out: a × b + a × c = a × (b + c).',
          ),
      t(`Užrašykite ${trick}.`, `Write ${trick}.`),
      t(`${lines[0]}; liko paskutinis veiksmas.`, `${lines[0]}; one step is left.`),
    ],
    steps: lines,
    explanation: t(
      'Skirstomasis dėsnis a · (b + c) = a · b + a · c ir daugybos perstatomumas bei jungiamumas leidžia pertvarkyti reiškinį taip, kad tektų dauginti iš apvalaus skaičiaus.',
      'The distributive law a × (b + c) = a × b + a × c and the commutative and associative laws let us regroup so that we only multiply by a round number.',
    ),
  };
};

const evaluateWithPowersSigns: SkillGenerator = ({ rng, level, t, language }) => {
  const m = times(language);
  const d = divisionSign(language);
  const f = (v: number) => formatNumber(v, language);
  const pieces: string[] = [];
  const lines: string[] = [];
  let total = 0;
  // A power term: −a^n (the minus is not inside the power) or (−a)^n.
  const powerTerm = (maxBase: number, maxExp: number) => {
    const base = rng.int(2, maxBase);
    const exp = rng.int(2, base <= 3 ? maxExp : 2);
    const inside = rng.chance(0.5);
    const value = inside ? (-base) ** exp : -(base ** exp);
    const text = inside ? `(−${base})${superscript(exp)}` : `−${base}${superscript(exp)}`;
    lines.push(`${text} = ${f(value)}`);
    return { text, value };
  };
  const first = powerTerm(level <= 1 ? 5 : 4, level <= 1 ? 2 : level === 2 ? 4 : 5);
  pieces.push(first.text);
  total += first.value;
  if (level >= 1) {
    const c = rng.nonZero(-9, 9);
    const product = rng.int(2, 9) * c;
    const b = product / c;
    pieces.push(`+ ${b} ${m} ${paren(c, language)}`);
    lines.push(`${b} ${m} ${paren(c, language)} = ${f(product)}`);
    total += product;
  } else {
    const b = rng.nonZero(-30, 30);
    pieces.push(`${b < 0 ? '−' : '+'} ${Math.abs(b)}`);
    total += b;
  }
  if (level >= 2) {
    const second = powerTerm(4, 3);
    const k = rng.int(2, 5);
    pieces.push(`+ ${second.text.startsWith('−') ? `(${second.text})` : second.text} ${m} ${k}`);
    lines.push(`${paren(second.value, language)} ${m} ${k} = ${f(second.value * k)}`);
    total += second.value * k;
  }
  if (level >= 3) {
    const q = rng.nonZero(-9, 9);
    const divisor = rng.nonZero(-6, 6);
    const dividend = q * divisor;
    pieces.push(`− ${paren(dividend, language)} ${d} ${paren(divisor, language)}`);
    lines.push(`${paren(dividend, language)} ${d} ${paren(divisor, language)} = ${f(q)}`);
    total -= q;
  }
  if (level >= 4) {
    const a = rng.int(2, 6);
    const b = rng.int(a + 1, 12);
    const inner = a - b;
    const sq = inner * inner;
    pieces.push(`+ (${a} − ${b})${superscript(2)}`);
    lines.push(`(${a} − ${b})${superscript(2)} = ${paren(inner, language)}${superscript(2)} = ${sq}`);
    total += sq;
  }
  lines.push(t(`Sudedame: ${f(total)}.`, `Add up: ${f(total)}.`));
  const text = pieces.join(' ');
  return {
    question: t(`Apskaičiuokite ${text}.`, `Calculate ${text}.`),
    choices: null,
    input_kind: 'number',
    answer: { mode: 'equivalent', options: { form: 'value' }, correct: String(total), display: f(total) },
    hints: [
      t(
        'Pirmiausia laipsniai, tada daugyba ir dalyba, paskiausiai sudėtis ir atimtis.',
        'Powers first, then multiplication and division, then addition and subtraction.',
      ),
      t('Atkreipkite dėmesį: −a² = −(a²), o (−a)² = a².', 'Watch out: −a² = −(a²), but (−a)² = a².'),
      t(`Pirmasis laipsnis: ${lines[0]}.`, `The first power: ${lines[0]}.`),
      t(
        `Tarpiniai rezultatai: ${lines.slice(0, -1).join('; ')}. Belieka juos sudėti.`,
        `The intermediate results: ${lines.slice(0, -1).join('; ')}. Now add them up.`,
      ),
    ],
    steps: lines,
    explanation: t(
      'Laipsnis taikomas tik tam, kas tiesiai po juo: −2⁴ reiškia −(2 · 2 · 2 · 2), o (−2)⁴ – neigiamo skaičiaus laipsnį; lyginis neigiamo skaičiaus laipsnis teigiamas, nelyginis – neigiamas.',
      'A power applies only to what it sits on: −2⁴ means −(2 × 2 × 2 × 2), while (−2)⁴ is a power of a negative number; even powers of negative numbers are positive, odd ones negative.',
    ),
  };
};

export const orderOfOperationsGenerators = {
  'evaluate-with-brackets': evaluateWithBrackets,
  'distributive-law-mental': distributiveLawMental,
  'evaluate-with-powers-signs': evaluateWithPowersSigns,
} satisfies Record<string, SkillGenerator>;
