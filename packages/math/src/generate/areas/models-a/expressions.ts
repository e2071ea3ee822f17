import { formatNumber, MINUS_SIGN } from '../../format.ts';
import { add, canonicalDecimal, displayDecimal, type Fraction, fraction, mul, sub } from '../../fraction.ts';
import type { GeneratorContext, TaskDraft } from '../../registry.ts';
import { lastStepHint, parenQ, SHORT_DECIMAL_PLACES } from './answers.ts';
import {
  ascii,
  type Poly,
  poly,
  productsText,
  productsValue,
  rawText,
  type Term,
  text,
  uni,
} from './polynomial.ts';

/** Algebraic expressions (EXP): values, like terms, brackets, changing the subject of a formula. */

const PAIRS = [
  ['a', 'b'],
  ['x', 'y'],
  ['m', 'n'],
  ['p', 'k'],
] as const;

export function substituteValues(ctx: GeneratorContext): TaskDraft {
  const { rng, level, t, language } = ctx;
  const [u, v] = rng.pick(PAIRS);
  const dot = t('·', '×');
  const show = (x: Fraction) => displayDecimal(x, language, SHORT_DECIMAL_PLACES);
  const p = rng.int(2, 9);
  const r = rng.int(2, 9);
  const join = (parts: string[]) =>
    `${parts.slice(0, -1).join(', ')} ${t('ir', 'and')} ${parts[parts.length - 1]}`;
  let expression: string;
  let values: string;
  let substituted: string;
  let result: Fraction;
  if (level === 0) {
    const x = fraction(rng.int(1, 12));
    const c = rng.nonZero(-20, 20);
    expression = `${p}${u}${c < 0 ? ` ${MINUS_SIGN} ${-c}` : ` + ${c}`}`;
    values = `${u} = ${show(x)}`;
    substituted = `${p} ${dot} ${show(x)}${c < 0 ? ` ${MINUS_SIGN} ${-c}` : ` + ${c}`}`;
    result = add(mul(fraction(p), x), fraction(c));
  } else if (level === 1) {
    const a = fraction(rng.int(1, 12));
    const b = fraction(rng.int(1, 12));
    expression = `${p}${u} ${MINUS_SIGN} ${r}${v}`;
    values = join([`${u} = ${show(a)}`, `${v} = ${show(b)}`]);
    substituted = `${p} ${dot} ${show(a)} ${MINUS_SIGN} ${r} ${dot} ${show(b)}`;
    result = sub(mul(fraction(p), a), mul(fraction(r), b));
  } else if (level === 2) {
    const a = fraction(rng.nonZero(-9, 9));
    const b = fraction(rng.nonZero(-9, 9));
    expression = `${u}² ${MINUS_SIGN} ${p}${v}`;
    values = join([`${u} = ${show(a)}`, `${v} = ${show(b)}`]);
    substituted = `${parenQ(a, language)}² ${MINUS_SIGN} ${p} ${dot} ${parenQ(b, language)}`;
    result = sub(mul(a, a), mul(fraction(p), b));
  } else if (level === 3) {
    const a = fraction(rng.nonZero(-19, 19), 2);
    const b = fraction(rng.nonZero(-9, 9), rng.pick([2, 5, 10]));
    expression = `${p}${u} ${MINUS_SIGN} ${r}${v} + ${u}${v}`;
    values = join([`${u} = ${show(a)}`, `${v} = ${show(b)}`]);
    substituted = `${p} ${dot} ${parenQ(a, language)} ${MINUS_SIGN} ${r} ${dot} ${parenQ(b, language)} + ${parenQ(a, language)} ${dot} ${parenQ(b, language)}`;
    result = add(sub(mul(fraction(p), a), mul(fraction(r), b)), mul(a, b));
  } else {
    const a = fraction(rng.nonZero(-9, 9));
    const b = fraction(rng.nonZero(-9, 9));
    const c = fraction(rng.nonZero(-12, 12));
    const k = rng.int(2, 5);
    expression = `(${u} ${MINUS_SIGN} ${k}${v})² ${MINUS_SIGN} ${p}${u}${v} + c`;
    values = join([`${u} = ${show(a)}`, `${v} = ${show(b)}`, `c = ${show(c)}`]);
    const inside = sub(a, mul(fraction(k), b));
    substituted = `(${parenQ(a, language)} ${MINUS_SIGN} ${k} ${dot} ${parenQ(b, language)})² ${MINUS_SIGN} ${p} ${dot} ${parenQ(a, language)} ${dot} ${parenQ(b, language)} + ${parenQ(c, language)} = ${parenQ(inside, language)}² ${MINUS_SIGN} ${p} ${dot} ${parenQ(mul(a, b), language)} + ${parenQ(c, language)}`;
    result = add(sub(mul(inside, inside), mul(fraction(p), mul(a, b))), c);
  }
  return {
    question: t(
      `Apskaičiuokite reiškinio ${expression} reikšmę, kai ${values}.`,
      `Evaluate ${expression} when ${values}.`,
    ),
    choices: null,
    input_kind: 'number',
    answer: {
      mode: 'equivalent',
      options: { form: 'value' },
      correct: canonicalDecimal(result, SHORT_DECIMAL_PLACES),
      display: show(result),
    },
    hints: [
      t('Vietoj raidžių įrašykite jų reikšmes.', 'Replace each letter by its value.'),
      t(
        'Neigiamas ir trupmenines reikšmes rašykite skliaustuose; prisiminkite veiksmų tvarką.',
        'Put negative and fractional values in brackets and remember the order of operations.',
      ),
      t(`Gaunate: ${substituted}.`, `You get: ${substituted}.`),
      t(
        'Pirmiausia kėlimas laipsniu, tada daugyba, galiausiai sudėtis ir atimtis.',
        'Powers first, then multiplication, then addition and subtraction.',
      ),
    ],
    steps: [`${substituted} = ${show(result)}`],
    explanation: t(
      'Raidinio reiškinio reikšmė gaunama į jį įrašius kintamųjų reikšmes ir atlikus veiksmus įprasta tvarka.',
      'The value of an algebraic expression is found by substituting the values and doing the operations in the usual order.',
    ),
  };
}

/** Splits each final term into two like terms (or keeps it whole) and mixes the order. */
function splitTerms(ctx: GeneratorContext, finals: readonly Term[], pieces: number): Term[] {
  const { rng } = ctx;
  const out: Term[] = [];
  finals.forEach((term, index) => {
    if (index < pieces) {
      const part = rng.intExcept(-9, 9, [0, term.c]);
      out.push({ c: part, e: term.e }, { c: term.c - part, e: term.e });
    } else {
      out.push(term);
    }
  });
  return rng.shuffle(out);
}

export function collectLikeTerms(ctx: GeneratorContext): TaskDraft {
  const { rng, level, t, language } = ctx;
  const [u, v] = rng.pick(PAIRS);
  const c = (lo: number, hi: number) => rng.nonZero(lo, hi);
  let vars: readonly string[];
  let finals: Term[];
  let pieces: number;
  if (level === 0) {
    vars = [u];
    finals = [
      { c: rng.int(2, 15), e: [1] },
      { c: rng.int(1, 20), e: [0] },
    ];
    pieces = 1;
  } else if (level === 1) {
    vars = [u];
    finals = [
      { c: c(-15, 15), e: [1] },
      { c: c(-20, 20), e: [0] },
    ];
    pieces = 2;
  } else if (level === 2) {
    vars = [u, v];
    finals = [
      { c: c(-12, 12), e: [1, 0] },
      { c: c(-12, 12), e: [0, 1] },
      { c: c(-15, 15), e: [0, 0] },
    ];
    pieces = 2;
  } else if (level === 3) {
    vars = [u];
    finals = [
      { c: c(-9, 9), e: [2] },
      { c: c(-12, 12), e: [1] },
      { c: c(-15, 15), e: [0] },
    ];
    pieces = 3;
  } else {
    vars = [u, v];
    finals = [
      { c: c(-9, 9), e: [2, 0] },
      { c: c(-9, 9), e: [1, 1] },
      { c: c(-12, 12), e: [0, 1] },
      { c: c(-15, 15), e: [0, 0] },
    ];
    pieces = 3;
  }
  const shown = splitTerms(ctx, rng.shuffle(finals), pieces);
  const result = poly(vars, finals);
  const expression = rawText(vars, shown, language);
  const groups = result.terms.map((term) => {
    const like = shown.filter((s) => s.e.join() === term.e.join());
    return { like, term };
  });
  const groupLines = groups
    .filter((g) => g.like.length > 1)
    .map((g) => `${rawText(vars, g.like, language)} = ${text(poly(vars, [g.term]), language)}`);
  return {
    question: t(`Suprastinkite reiškinį ${expression}.`, `Simplify ${expression}.`),
    choices: null,
    input_kind: 'expression',
    answer: { mode: 'expanded', correct: ascii(result), display: text(result, language) },
    hints: [
      t(
        'Panašieji nariai turi tą pačią raidinę dalį (tas pačias raides tais pačiais laipsniais).',
        'Like terms have the same letter part (the same letters to the same powers).',
      ),
      t(
        'Sugrupuokite panašiuosius narius ir sudėkite jų koeficientus; ženklas priklauso nariui, prieš kurį jis parašytas.',
        'Group like terms and add their coefficients; each sign belongs to the term after it.',
      ),
      t(`Pavyzdžiui: ${groupLines[0] ?? ''}.`, `For example: ${groupLines[0] ?? ''}.`),
      t(
        `Sujunkite visas grupes: ${groupLines.join('; ')}.`,
        `Put all the groups together: ${groupLines.join('; ')}.`,
      ),
    ],
    steps: [...groupLines, `${expression} = ${text(result, language)}`],
    explanation: t(
      'Panašiuosius narius galima sudėti, nes pagal skirstomąją savybę ax + bx = (a + b)x.',
      'Like terms can be added because, by the distributive law, ax + bx = (a + b)x.',
    ),
  };
}

export function expandSingleBracket(ctx: GeneratorContext): TaskDraft {
  const { rng, level, t, language } = ctx;
  const x = rng.pick(['x', 'a', 'y', 'm'] as const);
  const k = (lo: number, hi: number) => uni(x, rng.nonZero(lo, hi));
  const lin = () => uni(x, rng.int(1, 9), rng.nonZero(-12, 12));
  let items: { mult: Poly; inner: Poly | null }[];
  if (level === 0) {
    items = [{ mult: uni(x, rng.int(2, 9)), inner: lin() }];
  } else if (level === 1) {
    items = [
      { mult: uni(x, rng.int(2, 9)), inner: lin() },
      rng.chance(0.5)
        ? { mult: uni(x, rng.nonZero(-9, 9), 0), inner: null }
        : { mult: k(-15, 15), inner: null },
    ];
  } else if (level === 2) {
    items = [
      { mult: uni(x, rng.int(2, 9)), inner: lin() },
      { mult: uni(x, -rng.int(2, 9)), inner: lin() },
    ];
  } else if (level === 3) {
    items = [
      { mult: k(-9, 9), inner: uni(x, rng.nonZero(-5, 5), rng.nonZero(-9, 9), rng.nonZero(-9, 9)) },
      { mult: k(-9, 9), inner: lin() },
    ];
  } else {
    items = [
      { mult: uni(x, rng.nonZero(-6, 6), 0), inner: uni(x, rng.nonZero(-9, 9), rng.nonZero(-9, 9)) },
      { mult: k(-7, 7), inner: uni(x, rng.nonZero(-5, 5), rng.nonZero(-9, 9), rng.nonZero(-9, 9)) },
      { mult: uni(x, rng.nonZero(-9, 9), 0), inner: null },
    ];
  }
  let result = productsValue(items);
  if (result.terms.length === 0 || result.terms.every((term) => term.e[0] === 0)) {
    // A rare cancellation leaves no x: add a free x term so the task still has something to collect.
    items.push({ mult: uni(x, 1, 0), inner: null });
    result = productsValue(items);
  }
  const expression = productsText(items, language);
  const expanded = items.map(({ mult, inner }) => (inner ? productsValue([{ mult, inner }]) : mult));
  const expandedText = expanded
    .map((p, i) => {
      const s = text(p, language);
      if (i === 0) return s;
      return s.startsWith(MINUS_SIGN) ? ` ${MINUS_SIGN} ${s.slice(1)}` : ` + ${s}`;
    })
    .join('');
  return {
    question: t(`Atskliauskite ir suprastinkite ${expression}.`, `Expand and simplify ${expression}.`),
    choices: null,
    input_kind: 'expression',
    answer: { mode: 'expanded', correct: ascii(result), display: text(result, language) },
    hints: [
      t(
        'Dauginamąjį prieš skliaustus padauginkite iš kiekvieno nario skliaustuose.',
        'Multiply the factor in front of a bracket by every term inside it.',
      ),
      t(
        'Jei prieš skliaustus yra minusas, visų narių skliaustuose ženklai pasikeičia.',
        'A minus in front of a bracket changes the sign of every term inside.',
      ),
      t(`Atskliaudus: ${expandedText}.`, `After expanding: ${expandedText}.`),
      t(
        `Sutraukite panašiuosius narius ir gausite ${terms(result)} narius.`,
        `Collect like terms; you get ${terms(result)} terms.`,
      ),
    ],
    steps: [`${expression} = ${expandedText}`, `= ${text(result, language)}`],
    explanation: t(
      'Pagal skirstomąją savybę a(b + c) = ab + ac; atskliaudę sutraukiame panašiuosius narius.',
      'By the distributive law a(b + c) = ab + ac; after expanding we collect like terms.',
    ),
  };
}

function terms(p: Poly): number {
  return p.terms.length;
}

const SUBJECTS = ['S', 'P', 'V', 'F', 'W', 'A', 'Q'] as const;
const OTHERS = ['a', 'b', 'c', 'h', 'm', 'n', 't', 'v', 'r', 'u', 'w'] as const;

export function rearrangeFormula(ctx: GeneratorContext): TaskDraft {
  const { rng, level, t, language } = ctx;
  const big = rng.pick(SUBJECTS);
  const [s, o] = rng.shuffle(OTHERS);
  const k = rng.int(2, level <= 1 ? 30 : 12);
  const m = rng.int(2, 9);
  const n = (x: number) => formatNumber(x, language);
  let formula: string;
  let answerAscii: string;
  let answerText: string;
  let steps: string[];
  const variant = rng.int(0, 1);
  if (level === 0) {
    if (variant === 0) {
      formula = `${big} = ${s} + ${n(k)}`;
      answerAscii = `${big}-${k}`;
      answerText = `${big} − ${n(k)}`;
      steps = [
        t(
          `Iš abiejų pusių atimame ${n(k)}: ${s} = ${answerText}.`,
          `Subtract ${n(k)} from both sides: ${s} = ${answerText}.`,
        ),
      ];
    } else {
      formula = `${big} = ${n(k)}${s}`;
      answerAscii = `${big}/${k}`;
      answerText = `${big}/${n(k)}`;
      steps = [
        t(
          `Abi puses dalijame iš ${n(k)}: ${s} = ${answerText}.`,
          `Divide both sides by ${n(k)}: ${s} = ${answerText}.`,
        ),
      ];
    }
  } else if (level === 1) {
    const sign = variant === 0 ? '+' : '−';
    formula = `${big} = ${m}${s} ${sign} ${n(k)}`;
    const inner = variant === 0 ? `${big} − ${n(k)}` : `${big} + ${n(k)}`;
    answerAscii = variant === 0 ? `(${big}-${k})/${m}` : `(${big}+${k})/${m}`;
    answerText = `(${inner})/${m}`;
    steps = [`${m}${s} = ${inner}`, `${s} = ${answerText}`];
  } else if (level === 2) {
    if (variant === 0) {
      formula = `${big} = ${o}${s} + ${n(k)}`;
      answerAscii = `(${big}-${k})/${o}`;
      answerText = `(${big} − ${n(k)})/${o}`;
      steps = [`${o}${s} = ${big} − ${n(k)}`, `${s} = ${answerText}`];
    } else {
      formula = `${big} = ${n(k)}(${s} + ${o})`;
      answerAscii = `${big}/${k}-${o}`;
      answerText = `${big}/${n(k)} − ${o}`;
      steps = [`${s} + ${o} = ${big}/${n(k)}`, `${s} = ${answerText}`];
    }
  } else if (level === 3) {
    if (variant === 0) {
      formula = `${big} = (${s} + ${o})/${n(k)}`;
      answerAscii = `${k}*${big}-${o}`;
      answerText = `${n(k)}${big} − ${o}`;
      steps = [`${s} + ${o} = ${n(k)}${big}`, `${s} = ${answerText}`];
    } else {
      formula = `${big} = ${o}(${s} − ${n(k)})`;
      answerAscii = `${big}/${o}+${k}`;
      answerText = `${big}/${o} + ${n(k)}`;
      steps = [`${s} − ${n(k)} = ${big}/${o}`, `${s} = ${answerText}`];
    }
  } else if (variant === 0) {
    formula = `${big} = (${o}${s} + ${n(k)})/${m}`;
    answerAscii = `(${m}*${big}-${k})/${o}`;
    answerText = `(${m}${big} − ${n(k)})/${o}`;
    steps = [`${o}${s} + ${n(k)} = ${m}${big}`, `${o}${s} = ${m}${big} − ${n(k)}`, `${s} = ${answerText}`];
  } else {
    formula = `${big} = ${n(k)} + ${o}/${s}`;
    answerAscii = `${o}/(${big}-${k})`;
    answerText = `${o}/(${big} − ${n(k)})`;
    steps = [`${o}/${s} = ${big} − ${n(k)}`, `${s}(${big} − ${n(k)}) = ${o}`, `${s} = ${answerText}`];
  }
  return {
    question: t(
      `Iš formulės ${formula} išreikškite ${s}.`,
      `Make ${s} the subject of the formula ${formula}.`,
    ),
    choices: null,
    input_kind: 'expression',
    answer: {
      mode: 'equivalent',
      correct: answerAscii,
      options: { variable: s },
      display: `${s} = ${answerText}`,
    },
    hints: [
      t(
        `Formulę spręskite kaip lygtį, kurioje nežinomasis yra ${s}, o kitos raidės – tarsi skaičiai.`,
        `Treat the formula as an equation in ${s}; the other letters behave like numbers.`,
      ),
      t(
        'Atlikite atvirkštinius veiksmus ta pačia tvarka kaip ir sprendžiant lygtį: pirmiausia sudėtis ir atimtis, po to daugyba ir dalyba.',
        'Undo the operations as when solving an equation: addition and subtraction first, then multiplication and division.',
      ),
      t(`Pirmas žingsnis: ${steps[0] ?? ''}.`, `First step: ${steps[0] ?? ''}.`),
      lastStepHint(t, steps),
    ],
    steps: [formula, ...steps],
    explanation: t(
      'Su abiem formulės pusėmis atliekant tuos pačius veiksmus gaunama lygiavertė formulė, todėl nurodytą dydį galima palikti vieną vienoje pusėje.',
      'Doing the same operation to both sides keeps the formula true, so we can leave the chosen quantity alone on one side.',
    ),
  };
}
