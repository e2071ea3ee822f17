import { fraction, gcd } from '../../fraction.ts';
import type { GeneratorContext, TaskDraft } from '../../registry.ts';
import { rootOf, solutions } from './answers.ts';
import { ascii, factorAscii, factorText, type Poly, plus, scale, text, times, uni } from './polynomial.ts';

/** Rational expressions and equations (RXE). */

const X = 'x';
const lin = (a: number, b: number) => uni(X, a, b);
/** `x − p` for a root p. */
const root = (p: number) => uni(X, 1, -p);

/** `N/D` as ASCII and text, bracketing sums and products: `(x-3)/x`, `(x+4)/(x(x-2))`. */
function polyFraction(num: Poly, den: readonly Poly[], language: 'lt' | 'en') {
  const numAscii = num.terms.length > 1 ? `(${ascii(num)})` : ascii(num);
  const numText = num.terms.length > 1 ? `(${text(num, language)})` : text(num, language);
  const only = den.length === 1 ? den[0] : undefined;
  if (only && only.terms.length === 1 && only.terms[0]?.c === 1 && only.terms[0].e[0] === 0) {
    return { ascii: ascii(num), text: text(num, language) };
  }
  const plain = only && only.terms.length === 1 && (only.terms[0]?.e[0] === 0 || only.terms[0]?.c === 1);
  const denAscii = plain && only ? ascii(only) : `(${den.map(factorAscii).join('')})`;
  const denText =
    plain && only ? text(only, language) : `(${den.map((d) => factorText(d, language)).join('')})`;
  return { ascii: `${numAscii}/${denAscii}`, text: `${numText}/${denText}` };
}

/** A factor as printed in a product: numbers and bare letters without brackets. */
function factorOf(p: Poly, language: 'lt' | 'en'): string {
  return p.terms.length === 1 && p.terms[0]?.e[0] === 0 ? text(p, language) : factorText(p, language);
}

export function simplifyRationalExpression(ctx: GeneratorContext): TaskDraft {
  const { rng, level, t, language } = ctx;
  const c = rng.nonZero(-9, 9);
  const common = root(-c); // x + c
  if (level === 0) {
    // (x² + cx)/(kx) = (x + c)/k
    const k = rng.int(2, 9);
    const x = uni(X, 1, 0);
    return draft(times(x, common), uni(X, k, 0), common, uni(X, k), x);
  }
  if (level === 1) {
    const k = rng.int(1, 9);
    const n = root(c);
    const d = uni(X, k);
    return draft(times(n, common), times(d, common), n, d, common);
  }
  if (level === 2) {
    // (x − p)(x + c) over k·x(x + c); p = c gives the difference of squares.
    const p = rng.chance(0.4) ? c : rng.intExcept(-9, 9, [-c]);
    const n = root(p);
    const d = uni(X, rng.int(1, 4), 0);
    return draft(times(n, common), times(d, common), n, d, common);
  }
  const p = rng.intExcept(-9, 9, [c]);
  const r = rng.intExcept(-9, 9, [c, p]);
  const n = level === 4 ? scale(lin(1, p), rng.int(2, 5)) : lin(1, p);
  const d = lin(1, r);
  return draft(times(n, common), times(d, common), n, d, common);

  function draft(num: Poly, den: Poly, resN: Poly, resD: Poly, cancel: Poly): TaskDraft {
    const question = `(${text(num, language)})/(${text(den, language)})`;
    const answer = polyFraction(resN, [resD], language);
    const factored = `${factorOf(resN, language)}${factorOf(cancel, language)}/(${factorOf(resD, language)}${factorOf(cancel, language)})`;
    return {
      question: t(`Suprastinkite trupmeną ${question}.`, `Simplify ${question}.`),
      choices: null,
      input_kind: 'expression',
      answer: {
        mode: 'equivalent',
        options: { form: 'simplified' },
        correct: answer.ascii,
        display: answer.text,
      },
      hints: [
        t(
          'Išskaidykite skaitiklį ir vardiklį dauginamaisiais.',
          'Factorise the numerator and the denominator.',
        ),
        t(
          'Ieškokite bendrojo dauginamojo, greitosios daugybos formulių arba kvadratinio trinario skaidymo.',
          'Look for a common factor, a special product or a quadratic trinomial that splits.',
        ),
        t(`Gaunate ${factored}.`, `You get ${factored}.`),
        t(`Suprastinkite iš ${factorText(cancel, language)}.`, `Cancel ${factorText(cancel, language)}.`),
      ],
      steps: [`${question} = ${factored}`, `= ${answer.text}`],
      explanation: t(
        'Trupmenos skaitiklį ir vardiklį galima padalyti iš to paties nelygaus nuliui reiškinio, todėl bendrą dauginamąjį suprastiname (kai jis nelygus nuliui).',
        'Numerator and denominator may be divided by the same non-zero expression, so a common factor cancels (where it is not zero).',
      ),
    };
  }
}

export function addRationalExpressions(ctx: GeneratorContext): TaskDraft {
  const { rng, level, t, language } = ctx;
  const a = rng.nonZero(-9, 9);
  const p = rng.nonZero(-9, 9);
  const sign = level === 0 ? 1 : rng.pick([1, -1]);
  const op = sign > 0 ? '+' : '−';
  let question: string;
  let num: Poly;
  let den: Poly[];
  let common: string;
  if (level === 0) {
    const b = rng.intExcept(-9, 9, [0, -a]);
    const d = lin(1, p);
    question = `${a}/(${text(d, language)}) + ${b}/(${text(d, language)})`.replace('+ -', '− ');
    num = uni(X, a + b);
    den = [d];
    common = text(d, language);
  } else if (level === 1) {
    const k = rng.int(2, 6);
    const bb = rng.intExcept(-9, 9, [0, -sign * k * a]);
    const top = k * a + sign * bb;
    const g = gcd(top, k);
    question = `${a}/x ${op} ${bb}/(${k}x)`;
    num = uni(X, top / g);
    den = [uni(X, k / g, 0)];
    common = `${k}x`;
  } else if (level === 2) {
    const b = rng.nonZero(-9, 9);
    question = `${a}/(${text(root(p), language)}) ${op} ${b}/x`;
    num = plus(scale(uni(X, 1, 0), a), scale(root(p), sign * b));
    den = [uni(X, 1, 0), root(p)];
    common = `x(${text(root(p), language)})`;
  } else if (level === 3) {
    const b = rng.nonZero(-9, 9);
    question = `${a}/(${text(root(p), language)}) ${op} ${b}/(${text(root(-p), language)})`;
    num = plus(scale(root(-p), a), scale(root(p), sign * b));
    den = [root(p), root(-p)];
    common = `(${text(root(p), language)})(${text(root(-p), language)})`;
  } else {
    const b = rng.intExcept(-20, 20, [0, 2 * a * p]);
    const sq = times(root(p), root(-p));
    question = `${a}/(${text(root(p), language)}) − ${b}/(${text(sq, language)})`;
    num = plus(scale(root(-p), a), uni(X, -b));
    den = [root(p), root(-p)];
    common = `${text(sq, language)} = (${text(root(p), language)})(${text(root(-p), language)})`;
  }
  question = question
    .replace(/\+ -(\d)/g, '− $1')
    .replace(/− -(\d)/g, '+ $1')
    .replace(/^-/, '−')
    .replace(/\(-/g, '(−');
  const answer = polyFraction(num, den, language);
  return {
    question: t(`Atlikite veiksmus: ${question}.`, `Simplify ${question}.`),
    choices: null,
    input_kind: 'expression',
    answer: {
      mode: 'equivalent',
      options: { form: 'simplified' },
      correct: answer.ascii,
      display: answer.text,
    },
    hints: [
      t('Trupmenas subendravardiklinkite.', 'Write the fractions over a common denominator.'),
      t(`Bendras vardiklis: ${common}.`, `The common denominator is ${common}.`),
      t(
        'Kiekvieno skaitiklį padauginkite iš papildomo daugiklio ir sutraukite panašiuosius narius.',
        'Multiply each numerator by its missing factor and collect like terms.',
      ),
      t(`Skaitiklis lygus ${text(num, language)}.`, `The numerator is ${text(num, language)}.`),
    ],
    steps: [`${question} = ${answer.text}`],
    explanation: t(
      'Trupmenas su skirtingais vardikliais sudedame subendravardiklinę: kiekvieną išplečiame iki bendro vardiklio, o tada sudedame skaitiklius.',
      'Fractions with different denominators are added over a common denominator: expand each to it, then add the numerators.',
    ),
  };
}

function show(n: number, language: 'lt' | 'en'): string {
  return text(uni(X, n), language);
}

export function solveRationalEquation(ctx: GeneratorContext): TaskDraft {
  const { rng, level, t, language } = ctx;
  const s = rng.int(-12, 12);
  let equation: string;
  let cleared: string;
  let excluded: number[];
  if (level === 0) {
    const b = rng.intExcept(-9, 9, [s, 0]);
    const c = rng.nonZero(-6, 6);
    const a = c * (s - b);
    equation = `${show(a, language)}/(${text(root(b), language)}) = ${show(c, language)}`;
    cleared = `${show(a, language)} = ${show(c, language)}(${text(root(b), language)})`;
    excluded = [b];
  } else if (level === 1) {
    const b = rng.intExcept(-9, 9, [s, 0]);
    const k = rng.intExcept(-5, 6, [0, 1]);
    const a = k * (s - b) - s;
    equation = `(${text(lin(1, a), language)})/(${text(root(b), language)}) = ${show(k, language)}`;
    cleared = `${text(lin(1, a), language)} = ${show(k, language)}(${text(root(b), language)})`;
    excluded = [b];
  } else if (level === 2) {
    const p = rng.intExcept(-9, 9, [s]);
    const qq = rng.intExcept(-9, 9, [s, p]);
    const g = gcd(s - p, s - qq);
    const a = (s - p) / g;
    const b = (s - qq) / g;
    equation = `${show(a, language)}/(${text(root(p), language)}) = ${show(b, language)}/(${text(root(qq), language)})`;
    cleared = `${show(a, language)}(${text(root(qq), language)}) = ${show(b, language)}(${text(root(p), language)})`;
    excluded = [p, qq];
  } else {
    const p = rng.intExcept(1, 9, [Math.abs(s)]);
    const a = rng.nonZero(-6, 6);
    const b = rng.intExcept(-6, 6, [0, -a]);
    const c = (a + b) * s + a * p - b * p;
    const sq = times(root(p), root(-p));
    const bigger = level === 4 ? rng.int(2, 4) : 1;
    equation = `${show(a * bigger, language)}/(${text(scale(root(p), bigger), language)}) + ${show(b, language)}/(${text(root(-p), language)}) = ${show(c, language)}/(${text(sq, language)})`;
    cleared = `${show(a, language)}(${text(root(-p), language)}) + ${show(b, language)}(${text(root(p), language)}) = ${show(c, language)}`;
    excluded = [p, -p];
  }
  equation = equation.replace(/\+ −/g, '− ');
  cleared = cleared.replace(/\+ −/g, '− ');
  const answer = solutions([rootOf(fraction(s), language)], language);
  return {
    question: t(`Išspręskite lygtį ${equation}.`, `Solve ${equation}.`),
    choices: null,
    input_kind: 'equation_solutions',
    answer: {
      mode: 'equation_solutions',
      options: { form: 'value' },
      correct: answer.correct,
      display: answer.display,
    },
    hints: [
      t(
        `Nurodykite apibrėžimo sritį: x ≠ ${excluded.map((e) => show(e, language)).join(', x ≠ ')}.`,
        `State the domain: x ≠ ${excluded.map((e) => show(e, language)).join(', x ≠ ')}.`,
      ),
      t(
        'Padauginkite abi lygties puses iš bendro vardiklio.',
        'Multiply both sides by the common denominator.',
      ),
      t(`Gaunate tiesinę lygtį ${cleared}.`, `You get the linear equation ${cleared}.`),
      t(
        'Išspręskite ją ir patikrinkite, ar sprendinys nepaverčia vardiklio nuliu.',
        'Solve it and check that the solution does not make a denominator zero.',
      ),
    ],
    steps: [
      cleared,
      `x = ${answer.display.replace('x = ', '')}`,
      t('Sprendinys tenkina apibrėžimo sritį.', 'The solution is in the domain.'),
    ],
    explanation: t(
      'Padauginę iš bendro vardiklio gauname lygtį be trupmenų, bet jos sprendiniai tinka tik tada, kai vardikliai nelygūs nuliui.',
      'Multiplying by the common denominator clears the fractions, but a solution only counts if no denominator becomes zero.',
    ),
  };
}

export function rationalEquationExtraneous(ctx: GeneratorContext): TaskDraft {
  const { rng, level, t, language } = ctx;
  const r = rng.nonZero(-9, 9);
  let s = rng.intExcept(-9, 9, [r, -r, 0]);
  let equation: string;
  let quadratic: Poly;
  let bad: number;
  const den = text(root(r), language);
  if (level === 0) {
    s = -r;
    const shift = rng.int(-20, 20);
    const top = text(uni(X, 1, 0, shift), language);
    equation = `${shift === 0 ? top : `(${top})`}/(${den}) = ${show(r * r + shift, language)}/(${den})`;
    quadratic = times(root(r), root(s));
    bad = r;
  } else if (level === 1) {
    const rhs = uni(X, r + s, -r * s);
    equation = `x²/(${den}) = (${text(rhs, language)})/(${den})`;
    quadratic = times(root(r), root(s));
    bad = r;
  } else if (level === 2) {
    if (r + s === 0) s += s > 0 ? 1 : -1;
    const left = uni(X, 1, 0, r * s);
    equation = `(${text(left, language)})/(${den}) = ${text(uni(X, r + s, 0), language)}/(${den})`;
    quadratic = times(root(r), root(s));
    bad = r;
  } else if (level === 3) {
    const a = -(r + s);
    const b = -r * s;
    equation = `(${text(lin(1, a), language)})/(${den}) = ${show(b, language)}/(x(${den}))`;
    quadratic = times(root(r), root(s));
    bad = r;
  } else {
    const e = rng.pick([r, -r]);
    let c = -(r + e + s);
    if (c === 0) {
      s = s + (s > 0 ? 1 : -1) * (Math.abs(s) === 9 ? -1 : 1);
      c = -(r + e + s);
    }
    if (s === r || s === -r || c === 0) {
      s = r > 0 ? r + 1 : r - 1;
      c = -(r + e + s);
    }
    const d = -c * r - e * s;
    const sq = times(root(r), root(-r));
    equation =
      `x/(${den}) + ${show(c, language)}/(${text(root(-r), language)}) = ${show(d, language)}/(${text(sq, language)})`.replace(
        /\+ −/g,
        '− ',
      );
    quadratic = times(root(e), root(s));
    bad = e;
  }
  const answer = solutions([rootOf(fraction(s), language)], language);
  const roots = [bad, s].sort((a, b) => a - b);
  return {
    question: t(`Išspręskite lygtį ${equation}.`, `Solve ${equation}.`),
    choices: null,
    input_kind: 'equation_solutions',
    answer: {
      mode: 'equation_solutions',
      options: { form: 'value' },
      correct: answer.correct,
      display: answer.display,
    },
    hints: [
      t(
        'Pirmiausia užrašykite, kokių x reikšmių negalima (vardiklis ≠ 0).',
        'First write down which values of x are not allowed (denominator ≠ 0).',
      ),
      t(
        'Padauginę iš bendro vardiklio gausite kvadratinę lygtį.',
        'Multiplying by the common denominator gives a quadratic equation.',
      ),
      t(
        `Ji yra ${text(quadratic, language)} = 0, jos šaknys ${roots.map((v) => show(v, language)).join(' ir ')}.`,
        `It is ${text(quadratic, language)} = 0, with roots ${roots.map((v) => show(v, language)).join(' and ')}.`,
      ),
      t(
        `x = ${show(bad, language)} paverčia vardiklį nuliu, todėl jį atmeskite.`,
        `x = ${show(bad, language)} makes a denominator zero, so reject it.`,
      ),
    ],
    steps: [
      `${text(quadratic, language)} = 0`,
      `x₁ = ${show(roots[0] ?? 0, language)}, x₂ = ${show(roots[1] ?? 0, language)}`,
      t(`x = ${show(bad, language)} – pašalinis sprendinys.`, `x = ${show(bad, language)} is extraneous.`),
      answer.display,
    ],
    explanation: t(
      'Dauginant iš reiškinio su nežinomuoju gali atsirasti pašalinių sprendinių – tų, kuriems vardiklis lygus nuliui; juos reikia atmesti.',
      'Multiplying by an expression containing x can add extraneous roots, the values that make a denominator zero; they must be rejected.',
    ),
  };
}
