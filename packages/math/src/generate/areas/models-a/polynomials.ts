import { MINUS_SIGN } from '../../format.ts';
import { gcd } from '../../fraction.ts';
import type { GeneratorContext, TaskDraft } from '../../registry.ts';
import { lastStepHint } from './answers.ts';
import {
  ascii,
  factorAscii,
  factorText,
  minus,
  multi,
  type Poly,
  plus,
  scale,
  text,
  times,
  uni,
} from './polynomial.ts';

/** Polynomials (POL): multiplying, special products, factorising. */

const LETTERS = ['x', 'y', 'a', 'b', 'm', 'n'] as const;

/** A first-degree factor px + q with p > 0 and gcd(p, q) = 1, so it cannot be factorised further. */
function primitiveLinear(ctx: GeneratorContext, variable: string, maxP: number, maxQ: number): Poly {
  const p = ctx.rng.int(1, maxP);
  let qv = ctx.rng.nonZero(-maxQ, maxQ);
  if (gcd(p, qv) !== 1) qv = qv > 0 ? 1 : -1;
  return uni(variable, p, qv);
}

function expandDraft(
  ctx: GeneratorContext,
  expression: string,
  result: Poly,
  middle: string,
  hints: [string, string],
  explanation: string,
): TaskDraft {
  const { t, language } = ctx;
  return {
    question: t(`Sudauginkite ir suprastinkite ${expression}.`, `Expand and simplify ${expression}.`),
    choices: null,
    input_kind: 'expression',
    answer: { mode: 'expanded', correct: ascii(result), display: text(result, language) },
    hints: [
      hints[0],
      hints[1],
      t(`Sudauginus: ${middle}.`, `After multiplying: ${middle}.`),
      t(
        `Sutraukite panašiuosius narius: liks ${result.terms.length} nariai.`,
        `Collect like terms: ${result.terms.length} terms remain.`,
      ),
    ],
    steps: [`${expression} = ${middle}`, `= ${text(result, language)}`],
    explanation,
  };
}

/** Every product of a term of `a` with a term of `b`, not yet collected: `2x² + 8x − 3x − 12`. */
function termByTerm(a: Poly, b: Poly, ctx: GeneratorContext): string {
  const parts: string[] = [];
  for (const s of a.terms) {
    for (const u of b.terms) {
      const product = times({ vars: a.vars, terms: [s] }, { vars: b.vars, terms: [u] });
      const piece = text(product, ctx.language);
      parts.push(
        parts.length === 0
          ? piece
          : piece.startsWith(MINUS_SIGN)
            ? ` ${MINUS_SIGN} ${piece.slice(1)}`
            : ` + ${piece}`,
      );
    }
  }
  return parts.join('');
}

export function multiplyPolynomials(ctx: GeneratorContext): TaskDraft {
  const { rng, level, t, language } = ctx;
  const x = rng.pick(LETTERS);
  let a: Poly;
  let b: Poly;
  if (level === 0) {
    a = uni(x, rng.int(2, 9), 0);
    b = uni(x, rng.int(1, 9), rng.nonZero(-12, 12));
  } else if (level === 1) {
    a = uni(x, 1, rng.nonZero(-12, 12));
    b = uni(x, 1, rng.nonZero(-12, 12));
  } else if (level === 2) {
    a = uni(x, rng.int(2, 7), rng.nonZero(-9, 9));
    b = uni(x, rng.nonZero(-6, 6), rng.nonZero(-9, 9));
  } else if (level === 3) {
    a = uni(x, rng.int(1, 6), rng.nonZero(-9, 9));
    b = uni(x, rng.nonZero(-5, 5), rng.nonZero(-9, 9), rng.nonZero(-9, 9));
  } else {
    // (ax + b)(cx + d) − (ex + f)(gx + h): two products and a subtraction.
    a = uni(x, rng.int(2, 6), rng.nonZero(-9, 9));
    b = uni(x, rng.nonZero(-5, 5), rng.nonZero(-9, 9));
    const c = uni(x, rng.int(1, 5), rng.nonZero(-9, 9));
    const d = uni(x, rng.int(1, 5), rng.nonZero(-9, 9));
    let result = minus(times(a, b), times(c, d));
    if (result.terms.length === 0) result = times(a, b);
    const expression = `${factorText(a, language)}${factorText(b, language)} ${MINUS_SIGN} ${factorText(c, language)}${factorText(d, language)}`;
    const middle = `${text(times(a, b), language)} ${MINUS_SIGN} (${text(times(c, d), language)})`;
    return expandDraft(
      ctx,
      expression,
      result,
      middle,
      [
        t(
          'Sudauginkite kiekvieną porą skliaustų atskirai.',
          'Multiply out each pair of brackets separately.',
        ),
        t(
          'Antrąją sandaugą atimkite: prieš jos skliaustus yra minusas, todėl visų jos narių ženklai pasikeis.',
          'Subtract the second product: the minus in front changes the sign of each of its terms.',
        ),
      ],
      t(
        'Daugianarį dauginame iš daugianario dauginant kiekvieną pirmojo narį iš kiekvieno antrojo nario, tada sutraukiame panašiuosius narius.',
        'To multiply polynomials, multiply every term of the first by every term of the second, then collect like terms.',
      ),
    );
  }
  const result = times(a, b);
  const expression = `${level === 0 ? text(a, language) : factorText(a, language)}${factorText(b, language)}`;
  return expandDraft(
    ctx,
    expression,
    result,
    termByTerm(a, b, ctx),
    [
      t(
        'Kiekvieną pirmojo reiškinio narį padauginkite iš kiekvieno antrojo nario.',
        'Multiply every term of the first bracket by every term of the second.',
      ),
      t(
        'Atsiminkite ženklų taisyklę ir laipsnių daugybą: x · x = x².',
        'Mind the signs, and remember that x × x = x².',
      ),
    ],
    t(
      'Daugianarį dauginame iš daugianario dauginant kiekvieną pirmojo narį iš kiekvieno antrojo nario (skirstomoji savybė), tada sutraukiame panašiuosius narius.',
      'Multiplying polynomials uses the distributive law: every term times every term, then collect like terms.',
    ),
  );
}

export function squareOfBinomial(ctx: GeneratorContext): TaskDraft {
  const { rng, level, t, language } = ctx;
  const vars = letterPair(ctx);
  let first: Poly;
  let second: Poly;
  let kind: 'square' | 'difference';
  if (level === 0) {
    first = multi(vars, [1, 1, 0]);
    second = multi(vars, [rng.int(1, 25), 0, 0]);
    kind = 'square';
  } else if (level === 1) {
    first = multi(vars, [1, 1, 0]);
    second = multi(vars, [rng.nonZero(-20, 20), 0, 0]);
    kind = rng.chance(0.3) ? 'difference' : 'square';
  } else if (level === 2) {
    first = multi(vars, [rng.int(2, 9), 1, 0]);
    second = multi(vars, [rng.nonZero(-11, 11), 0, 0]);
    kind = rng.chance(0.3) ? 'difference' : 'square';
  } else if (level === 3) {
    first = multi(vars, [rng.int(2, 9), 1, 0]);
    second = multi(vars, [rng.nonZero(-9, 9), 0, 1]);
    kind = rng.chance(0.3) ? 'difference' : 'square';
  } else {
    first = multi(vars, [rng.int(2, 7), 2, 0]);
    second = multi(vars, [rng.nonZero(-9, 9), 0, 1]);
    kind = rng.chance(0.4) ? 'difference' : 'square';
  }
  const sum = plus(first, second);
  const diff = minus(first, second);
  const A = text(first, language);
  const B = text(scale(second, Math.sign(second.terms[0]?.c ?? 1)), language);
  let expression: string;
  let result: Poly;
  let formula: string;
  let middle: string;
  if (kind === 'square') {
    expression = `(${text(sum, language)})²`;
    result = times(sum, sum);
    const negative = (second.terms[0]?.c ?? 1) < 0;
    formula = negative ? '(a − b)² = a² − 2ab + b²' : '(a + b)² = a² + 2ab + b²';
    middle = `(${A})² ${negative ? MINUS_SIGN : '+'} 2 ${t('·', '×')} ${A} ${t('·', '×')} ${B} + (${B})²`;
  } else {
    expression = `(${text(sum, language)})(${text(diff, language)})`;
    result = times(sum, diff);
    formula = '(a + b)(a − b) = a² − b²';
    middle = `(${A})² ${MINUS_SIGN} (${B})²`;
  }
  return {
    question: t(`Reiškinį ${expression} pertvarkykite į daugianarį.`, `Expand ${expression}.`),
    choices: null,
    input_kind: 'expression',
    answer: { mode: 'expanded', correct: ascii(result), display: text(result, language) },
    hints: [
      t('Pasinaudokite greitosios daugybos formule.', 'Use a special product formula.'),
      t(`Tinka formulė ${formula}.`, `The formula is ${formula}.`),
      t(`Čia a = ${A}, b = ${B}.`, `Here a = ${A} and b = ${B}.`),
      t(
        `Įrašę gausite ${middle}; apskaičiuokite kiekvieną narį.`,
        `Substituting gives ${middle}; work out each term.`,
      ),
    ],
    steps: [`${expression} = ${middle}`, `= ${text(result, language)}`],
    explanation: t(
      'Greitosios daugybos formulės gaunamos sudauginus skliaustus; jas taikant nereikia dauginti kiekvieno nario iš kiekvieno.',
      'The special product formulas come from multiplying out the brackets once and for all, so you can skip the term-by-term work.',
    ),
  };
}

/** Two different letters in alphabetical order, so that products read `ax`, not `xa`. */
function letterPair(ctx: GeneratorContext): [string, string] {
  const [u = 'x', v = 'y'] = ctx.rng.shuffle(LETTERS);
  return u < v ? [u, v] : [v, u];
}

function factorDraft(
  ctx: GeneratorContext,
  expanded: Poly,
  answerAscii: string,
  answerText: string,
  hints: [string, string, string],
  steps: string[],
  explanation: string,
): TaskDraft {
  const { t, language } = ctx;
  const expression = text(expanded, language);
  return {
    question: t(`Išskaidykite dauginamaisiais ${expression}.`, `Factorise ${expression}.`),
    choices: null,
    input_kind: 'expression',
    answer: { mode: 'factored', correct: answerAscii, display: answerText },
    hints: [...hints, lastStepHint(t, steps)],
    steps,
    explanation,
  };
}

export function factorCommonFactor(ctx: GeneratorContext): TaskDraft {
  const { rng, level, t, language } = ctx;
  const vars = letterPair(ctx);
  const g = rng.int(2, [9, 9, 8, 7, 6][level] as number);
  if (level === 4) {
    // A common bracket: p·x(x + q) + r(x + q) = (x + q)(px + r).
    const common = primitiveLinear(ctx, vars[0] as string, 1, 9);
    const outer = primitiveLinear(ctx, vars[0] as string, 6, 9);
    const lead = multi(vars, [outer.terms[0]?.c ?? 1, 1, 0]);
    const rest = multi(vars, [outer.terms[1]?.c ?? 1, 0, 0]);
    const restText = text(scale(rest, Math.sign(outer.terms[1]?.c ?? 1)), language);
    const shown = `${text(lead, language)}${factorText(common, language)}${
      (outer.terms[1]?.c ?? 1) < 0 ? ` ${MINUS_SIGN} ` : ' + '
    }${restText === '1' ? '' : restText}${factorText(common, language)}`;
    const answerAscii = `${factorAscii(common)}${factorAscii(outer)}`;
    const answerText = `${factorText(common, language)}${factorText(outer, language)}`;
    return {
      question: t(`Išskaidykite dauginamaisiais ${shown}.`, `Factorise ${shown}.`),
      choices: null,
      input_kind: 'expression',
      answer: { mode: 'factored', correct: answerAscii, display: answerText },
      hints: [
        t(
          'Abu nariai turi tą patį dauginamąjį – skliaustus.',
          'Both terms share the same factor: a bracket.',
        ),
        t(
          `Bendrasis dauginamasis yra ${factorText(common, language)}.`,
          `The common factor is ${factorText(common, language)}.`,
        ),
        t(`Iškėlus jį lieka ${text(outer, language)}.`, `Taking it out leaves ${text(outer, language)}.`),
      ],
      steps: [`${shown} = ${answerText}`],
      explanation: t(
        'Bendrąjį dauginamąjį (net ir skliaustus) galima iškelti pagal skirstomąją savybę: ab + ac = a(b + c).',
        'A common factor, even a whole bracket, can be taken out by the distributive law: ab + ac = a(b + c).',
      ),
    };
  }
  // Common monomial g·u^p·v^q times an inner polynomial whose terms share no factor.
  const p = level === 0 ? 0 : level === 1 ? 1 : rng.int(1, 2);
  const qe = level >= 2 ? 1 : 0;
  const monomial = multi(vars, [g, p, qe]);
  let inner: Poly;
  if (level === 0) {
    inner = multi(vars, [rng.int(1, 9), 1, 0], [rng.nonZero(-9, 9), 0, 0]);
  } else if (level === 1) {
    inner = multi(vars, [rng.int(1, 9), 1, 0], [rng.nonZero(-9, 9), 0, 0]);
  } else if (level === 2) {
    inner = multi(vars, [rng.int(1, 9), 1, 0], [rng.nonZero(-9, 9), 0, 1]);
  } else {
    inner = multi(vars, [rng.int(1, 9), 2, 0], [rng.nonZero(-9, 9), 1, 1], [rng.nonZero(-9, 9), 0, 0]);
  }
  // Make the inner coefficients coprime so that g is the greatest common factor.
  const innerG = inner.terms.reduce((s, term) => gcd(s, term.c), 0);
  if (innerG > 1)
    inner = { vars, terms: inner.terms.map((term, i) => (i === 0 ? { c: 1, e: term.e } : term)) };
  const expanded = times(monomial, inner);
  const answerAscii = `${ascii(monomial)}(${ascii(inner)})`;
  const answerText = `${text(monomial, language)}(${text(inner, language)})`;
  return factorDraft(
    ctx,
    expanded,
    answerAscii,
    answerText,
    [
      t(
        'Raskite didžiausią skaičių ir tas raides, iš kurių dalijasi visi nariai.',
        'Find the largest number and the letters that divide every term.',
      ),
      t(
        `Bendrasis dauginamasis: ${text(monomial, language)}.`,
        `The common factor is ${text(monomial, language)}.`,
      ),
      t(
        `Kiekvieną narį padalykite iš ${text(monomial, language)} ir rezultatą užrašykite skliaustuose.`,
        `Divide every term by ${text(monomial, language)} and write what is left in brackets.`,
      ),
    ],
    [`${text(expanded, language)} = ${answerText}`],
    t(
      'Iškeliant bendrąjį dauginamąjį taikoma skirstomoji savybė atvirkščiai: ab + ac = a(b + c).',
      'Taking out a common factor is the distributive law backwards: ab + ac = a(b + c).',
    ),
  );
}

export function factorByGrouping(ctx: GeneratorContext): TaskDraft {
  const { rng, level, t, language } = ctx;
  const vars = letterPair(ctx);
  let f: Poly;
  let g: Poly;
  if (level <= 2) {
    // (x + p)(a + r), larger coefficients from level 2.
    const pMax = level === 2 ? 5 : 1;
    f = multi(vars, [1, 1, 0], [rng.nonZero(-9, 9), 0, 0]);
    const c = rng.int(1, pMax);
    let r = rng.nonZero(level === 0 ? 1 : -9, 9);
    if (gcd(c, r) !== 1) r = r > 0 ? 1 : -1;
    g = multi(vars, [c, 0, 1], [r, 0, 0]);
  } else if (level === 3) {
    // Cubic in one letter: (x + p)(x² + r) with r > 0, so x² + r does not split.
    f = multi(vars, [1, 1, 0], [rng.nonZero(-9, 9), 0, 0]);
    g = multi(vars, [rng.int(1, 5), 2, 0], [rng.int(1, 9), 0, 0]);
    const gg = gcd(g.terms[0]?.c ?? 1, g.terms[1]?.c ?? 1);
    if (gg > 1) g = multi(vars, [1, 2, 0], [g.terms[1]?.c ?? 1, 0, 0]);
  } else {
    // Two letters with coefficients: (px + q·y)(a − r) style.
    const p = rng.int(2, 5);
    let qc = rng.nonZero(-7, 7);
    if (gcd(p, qc) !== 1) qc = qc > 0 ? 1 : -1;
    f = multi(vars, [p, 1, 0], [qc, 0, 1]);
    g = multi(vars, [1, 1, 0], [rng.nonZero(-9, 9), 0, 0]);
  }
  // Order the four terms so that grouping the first two and the last two works.
  const ordered = g.terms.flatMap((gt) =>
    f.terms.map((ft) => times({ vars, terms: [gt] }, { vars, terms: [ft] })),
  );
  const shown = ordered
    .map((p, i) => {
      const s = text(p, language);
      return i === 0 ? s : s.startsWith(MINUS_SIGN) ? ` ${MINUS_SIGN} ${s.slice(1)}` : ` + ${s}`;
    })
    .join('');
  const answerAscii = `${factorAscii(f)}${factorAscii(g)}`;
  const answerText = `${factorText(f, language)}${factorText(g, language)}`;
  const groupFactor = (index: number) => {
    const term = g.terms[index];
    return term ? text({ vars, terms: [term] }, language) : '';
  };
  const firstGroup = groupFactor(0);
  const secondGroup = groupFactor(1);
  const bare = (s: string) => (s === '1' ? '' : s === `${MINUS_SIGN}1` ? MINUS_SIGN : s);
  const grouped = `${bare(firstGroup)}${factorText(f, language)}${
    secondGroup.startsWith(MINUS_SIGN)
      ? ` ${MINUS_SIGN} ${bare(secondGroup.slice(1))}`
      : ` + ${bare(secondGroup)}`
  }${factorText(f, language)}`;
  return {
    question: t(`Išskaidykite dauginamaisiais ${shown}.`, `Factorise ${shown}.`),
    choices: null,
    input_kind: 'expression',
    answer: { mode: 'factored', correct: answerAscii, display: answerText },
    hints: [
      t(
        'Sugrupuokite narius po du: pirmus du ir paskutinius du.',
        'Group the terms in pairs: the first two and the last two.',
      ),
      t(
        `Iš kiekvienos grupės iškelkite bendrąjį dauginamąjį: ${firstGroup} ir ${secondGroup}.`,
        `Take a common factor out of each pair: ${firstGroup} and ${secondGroup}.`,
      ),
      t(`Gaunate ${grouped}.`, `You get ${grouped}.`),
      t(
        `Iškelkite bendrus skliaustus ${factorText(f, language)}.`,
        `Take out the common bracket ${factorText(f, language)}.`,
      ),
    ],
    steps: [`${shown} = ${grouped}`, `= ${answerText}`],
    explanation: t(
      'Grupuojant siekiama, kad abiejose grupėse po bendrojo dauginamojo iškėlimo liktų tie patys skliaustai, kuriuos tada galima iškelti.',
      'Grouping aims for the same bracket to appear in both groups after taking out their common factors; then that bracket is taken out.',
    ),
  };
}

export function factorWithFormulas(ctx: GeneratorContext): TaskDraft {
  const { rng, level, t, language } = ctx;
  const vars = letterPair(ctx);
  const kind = level === 0 ? 'squares' : level === 1 ? 'perfect' : rng.pick(['squares', 'perfect'] as const);
  const k = level <= 1 ? 1 : rng.int(2, 7);
  let m = rng.int(1, level <= 1 ? 25 : 9);
  if (gcd(k, m) !== 1) m = 1;
  const second = level >= 3 ? multi(vars, [m, 0, 1]) : multi(vars, [m, 0, 0]);
  const first = multi(vars, [k, 1, 0]);
  const outer = level === 4 ? rng.int(2, 5) : 1;
  let result: Poly;
  let answerAscii: string;
  let answerText: string;
  let formula: string;
  const A = text(first, language);
  const B = text(second, language);
  const out = outer > 1 ? String(outer) : '';
  if (kind === 'squares') {
    const a = minus(first, second);
    const b = plus(first, second);
    result = scale(times(a, b), outer);
    answerAscii = `${out}(${ascii(a)})(${ascii(b)})`;
    answerText = `${out}(${text(a, language)})(${text(b, language)})`;
    formula = 'a² − b² = (a − b)(a + b)';
  } else {
    const negative = rng.chance(0.5);
    const base = negative ? minus(first, second) : plus(first, second);
    result = scale(times(base, base), outer);
    answerAscii = `${out}(${ascii(base)})^2`;
    answerText = `${out}(${text(base, language)})²`;
    formula = negative ? 'a² − 2ab + b² = (a − b)²' : 'a² + 2ab + b² = (a + b)²';
  }
  return factorDraft(
    ctx,
    result,
    answerAscii,
    answerText,
    [
      outer > 1
        ? t(
            `Pirmiausia iškelkite bendrąjį dauginamąjį ${outer}.`,
            `First take out the common factor ${outer}.`,
          )
        : t('Atpažinkite greitosios daugybos formulę.', 'Recognise a special product formula.'),
      t(`Tinka formulė ${formula}.`, `Use ${formula}.`),
      t(`Čia a = ${A}, b = ${B}.`, `Here a = ${A} and b = ${B}.`),
    ],
    [
      ...(outer > 1
        ? [`${text(result, language)} = ${outer}(${text(scale(result, 1 / outer), language)})`]
        : []),
      `${text(result, language)} = ${answerText}`,
    ],
    t(
      'Greitosios daugybos formulės, perskaitytos iš dešinės į kairę, leidžia daugianarį užrašyti sandauga.',
      'Read from right to left, the special product formulas turn a polynomial into a product.',
    ),
  );
}
