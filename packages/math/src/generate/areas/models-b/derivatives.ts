import { formatNumber, MINUS_SIGN, times } from '../../format.ts';
import { add, displayDecimal, type Fraction, fraction, mul } from '../../fraction.ts';
import type { GeneratorContext, GeneratorTable, TaskDraft } from '../../registry.ts';
import { lineAscii, lineText, polyAscii, polyAt, polyText, productSum, substitutedPoly } from './notation.ts';
import { inBrackets, intervalAscii, numberAnswer, rationalAnswer } from './task-parts.ts';

/** DER: rules of differentiation, tangents, rates, extrema, monotonicity, optimisation. */

const derive = (coeffs: readonly number[]) => coeffs.slice(1).map((c, k) => c * (k + 1));

function multiply(p: readonly number[], q: readonly number[]): number[] {
  const out = new Array<number>(p.length + q.length - 1).fill(0);
  p.forEach((a, i) => {
    q.forEach((b, j) => {
      out[i + j] = (out[i + j] as number) + a * b;
    });
  });
  return out;
}

function differentiatePolynomial(ctx: GeneratorContext): TaskDraft {
  const { rng, level, language, t } = ctx;
  const ruleHint = t(
    '(xⁿ)′ = n · xⁿ⁻¹, konstantos išvestinė lygi 0.',
    '(xⁿ)′ = n × xⁿ⁻¹, and the derivative of a constant is 0.',
  );
  if (level === 4) {
    const k = rng.nonZero(-12, 12);
    const m = rng.nonZero(-8, 8);
    const a = rng.nonZero(-5, 5);
    const s = rng.int(1, 4);
    const x0 = s * s;
    // f(x) = k/x + m√x + a·x²  ⇒  f′(x) = −k/x² + m/(2√x) + 2a·x
    const value = add(add(fraction(-k, x0 * x0), fraction(m, 2 * s)), fraction(2 * a * x0));
    const f = productSum(
      [
        { c: a, body: 'x²' },
        { c: m, body: '√x' },
      ],
      language,
    ).replace(/ (·|×) /g, '');
    const kTerm = `${k < 0 ? MINUS_SIGN : '+'} ${formatNumber(Math.abs(k), language)}/x`;
    const formula = `${f} ${kTerm}`;
    const d = (r: Fraction) => displayDecimal(r, language);
    const fPrime = `${formatNumber(2 * a, language)}x ${m < 0 ? MINUS_SIGN : '+'} ${formatNumber(Math.abs(m), language)}/(2√x) ${k < 0 ? '+' : MINUS_SIGN} ${formatNumber(Math.abs(k), language)}/x²`;
    return {
      question: t(
        `Duota funkcija f(x) = ${formula}. Apskaičiuokite f′(${x0}).`,
        `Given f(x) = ${formula}, find f′(${x0}).`,
      ),
      choices: null,
      input_kind: 'number',
      answer: rationalAnswer(value, language),
      hints: [
        t('(√x)′ = 1/(2√x), (1/x)′ = −1/x².', '(√x)′ = 1/(2√x), (1/x)′ = −1/x².'),
        `f′(x) = ${fPrime}`,
        t(
          `Įrašykite x = ${x0}: √${x0} = ${s}, ${x0}² = ${x0 * x0}.`,
          `Put x = ${x0}: √${x0} = ${s}, ${x0}² = ${x0 * x0}.`,
        ),
      ],
      steps: [
        `f′(x) = ${fPrime}`,
        `f′(${x0}) = ${d(fraction(2 * a * x0))} + ${inBrackets(d(fraction(m, 2 * s)))} + ${inBrackets(d(fraction(-k, x0 * x0)))} = ${d(value)}`,
      ],
      explanation: t(
        'Sumos išvestinė lygi dėmenų išvestinių sumai; šaknį ir trupmeną užrašę laipsniais x^(1/2) ir x^(−1), taikome laipsnio taisyklę.',
        'The derivative of a sum is the sum of the derivatives; writing the root and the fraction as x^(1/2) and x^(−1), we use the power rule.',
      ),
    };
  }
  let coeffs: number[];
  let intro: string;
  let pre: string[] = [];
  if (level === 3) {
    const p = [rng.nonZero(-9, 9), 0, rng.pick([1, 2, -1])];
    const q = [rng.nonZero(-6, 6), rng.nonZero(-5, 5)];
    coeffs = multiply(p, q);
    intro = `(${polyText(p, language)})(${polyText(q, language)})`;
    pre = [`f(x) = ${polyText(coeffs, language)}`];
  } else {
    const degree = level === 0 ? 2 : level === 1 ? 3 : rng.int(4, 5);
    coeffs = [];
    for (let k = 0; k <= degree; k += 1)
      coeffs.push(
        level === 2 && k > 0 && k < degree && rng.chance(0.3)
          ? 0
          : rng.nonZero(level === 0 ? -9 : -12, level === 0 ? 9 : 12),
      );
    intro = polyText(coeffs, language);
  }
  const derivative = derive(coeffs);
  const termHints = coeffs
    .map((c, k) => ({ c, k }))
    .filter(({ c, k }) => c !== 0 && k > 0)
    .reverse()
    .slice(0, 2)
    .map(
      ({ c, k }) =>
        `(${polyText(
          Array.from({ length: k + 1 }, (_, i) => (i === k ? c : 0)),
          language,
        )})′ = ${polyText(
          Array.from({ length: k }, (_, i) => (i === k - 1 ? c * k : 0)),
          language,
        )}`,
    )
    .join('; ');
  return {
    question: t(`Raskite funkcijos f(x) = ${intro} išvestinę.`, `Find the derivative of f(x) = ${intro}.`),
    choices: null,
    input_kind: 'expression',
    answer: {
      mode: 'equivalent',
      options: { form: 'simplified' },
      correct: polyAscii(derivative),
      display: `f′(x) = ${polyText(derivative, language)}`,
    },
    hints: [
      level === 3 ? t('Pirmiausia atskliauskite sandaugą.', 'First multiply out the brackets.') : ruleHint,
      level === 3 ? (pre[0] as string) : termHints,
      t(
        `Išvestinė kiekvienam dėmeniui atskirai: ${termHints}; …`,
        `Differentiate term by term: ${termHints}; …`,
      ),
    ],
    steps: [...pre, `f′(x) = ${polyText(derivative, language)}`],
    explanation: t(
      'Sumos išvestinė lygi dėmenų išvestinių sumai, o pastovų daugiklį galima iškelti prieš išvestinės ženklą.',
      'The derivative of a sum is the sum of the derivatives, and a constant factor stays in front.',
    ),
  };
}

function tangentEquation(ctx: GeneratorContext): TaskDraft {
  const { rng, level, language, t } = ctx;
  const d = (v: number) => formatNumber(v, language);
  let fText: string;
  let x0: number;
  let y0: number;
  let slope: number;
  let find: string;
  let question: string;
  if (level === 4) {
    x0 = rng.pick([1, -1, 2, -2, 3, -3]);
    const m = rng.nonZero(-6, 6);
    const k = x0 * x0 * m;
    const shift = rng.int(-5, 5);
    fText = `${formatNumber(k, language)}/x${shift === 0 ? '' : ` ${shift < 0 ? MINUS_SIGN : '+'} ${formatNumber(Math.abs(shift), language)}`}`;
    y0 = k / x0 + shift;
    slope = -m;
    find = `f′(x) = ${formatNumber(-k, language)}/x², f′(${d(x0)}) = ${d(slope)}`;
    question = t(
      `Parašykite funkcijos f(x) = ${fText} grafiko liestinės taške, kurio abscisė x₀ = ${d(x0)}, lygtį.`,
      `Write the equation of the tangent to the graph of f(x) = ${fText} at the point with x₀ = ${d(x0)}.`,
    );
  } else {
    const coeffs =
      level === 0
        ? [rng.int(-9, 9), rng.nonZero(-9, 9), 1]
        : level === 2
          ? [rng.int(-9, 9), rng.int(-6, 6), rng.int(-4, 4), rng.nonZero(-2, 2)]
          : [rng.int(-9, 9), rng.int(-9, 9), rng.nonZero(-4, 4)];
    x0 = level === 0 ? rng.int(-4, 4) : rng.nonZero(-4, 4);
    fText = polyText(coeffs, language);
    y0 = polyAt(coeffs, x0);
    const fPrime = derive(coeffs);
    slope = polyAt(fPrime, x0);
    find = `f′(x) = ${polyText(fPrime, language)}, f′(${d(x0)}) = ${d(slope)}`;
    const parallel = level === 3 ? polyText([rng.intExcept(-9, 9, [y0 - slope * x0]), slope], language) : '';
    question =
      level === 3
        ? t(
            `Parašykite funkcijos f(x) = ${fText} grafiko liestinės, lygiagrečios tiesei y = ${parallel}, lygtį.`,
            `Write the equation of the tangent to the graph of f(x) = ${fText} that is parallel to the line y = ${parallel}.`,
          )
        : t(
            `Parašykite funkcijos f(x) = ${fText} grafiko liestinės taške, kurio abscisė x₀ = ${d(x0)}, lygtį.`,
            `Write the equation of the tangent to the graph of f(x) = ${fText} at the point with x₀ = ${d(x0)}.`,
          );
    if (level === 3) {
      find = `f′(x) = ${polyText(fPrime, language)} = ${d(slope)} ⇒ x₀ = ${d(x0)}`;
      // Only one point has this slope because f′ is linear with a non-zero slope.
    }
  }
  const b = y0 - slope * x0;
  return {
    question,
    choices: null,
    input_kind: 'expression',
    answer: { mode: 'equation', correct: lineAscii(slope, b), display: lineText(slope, b, language) },
    hints: [
      t('Liestinės lygtis: y = f(x₀) + f′(x₀)(x − x₀).', 'The tangent is y = f(x₀) + f′(x₀)(x − x₀).'),
      find,
      t(
        `f(${d(x0)}) = ${d(y0)}; įrašykite: y = ${d(y0)} + ${inBrackets(d(slope))}(x ${x0 < 0 ? '+' : MINUS_SIGN} ${d(Math.abs(x0))}).`,
        `f(${d(x0)}) = ${d(y0)}; substitute: y = ${d(y0)} + ${inBrackets(d(slope))}(x ${x0 < 0 ? '+' : MINUS_SIGN} ${d(Math.abs(x0))}).`,
      ),
    ],
    steps: [
      find,
      `f(${d(x0)}) = ${d(y0)}`,
      `y = ${d(y0)} + ${inBrackets(d(slope))}(x ${x0 < 0 ? '+' : MINUS_SIGN} ${d(Math.abs(x0))})`,
      lineText(slope, b, language),
    ],
    explanation: t(
      'Liestinės krypties koeficientas lygus išvestinės reikšmei lietimosi taške, o liestinė eina per tašką (x₀; f(x₀)).',
      'The slope of the tangent equals the derivative at the point of contact, and the tangent passes through (x₀, f(x₀)).',
    ),
  };
}

function instantaneousVelocity(ctx: GeneratorContext): TaskDraft {
  const { rng, level, language, t } = ctx;
  const d = (v: number) => formatNumber(v, language);
  const law = (coeffs: number[]) =>
    t(
      `Taškas juda tiese pagal dėsnį s(t) = ${polyText(coeffs, language, 't')} (s – metrais, t – sekundėmis).`,
      `A point moves along a line according to s(t) = ${polyText(coeffs, language, 't')} (s in metres, t in seconds).`,
    );
  const explanation = t(
    'Momentinis greitis yra kelio išvestinė v(t) = s′(t), o pagreitis – greičio išvestinė a(t) = v′(t).',
    'Instantaneous velocity is the derivative of position, v(t) = s′(t), and acceleration is the derivative of velocity, a(t) = v′(t).',
  );
  if (level === 3) {
    const T = rng.int(1, 6);
    const U = T + 2 * rng.int(-Math.floor((T - 1) / 2), 3);
    const V = rng.int(5, 60);
    // v(t) − V = 3(t − T)(t + U)
    const coeffs = [rng.int(0, 9), V - 3 * T * U, (3 * (U - T)) / 2, 1];
    const v = derive(coeffs);
    return {
      question: `${law(coeffs)} ${t(`Kuriuo momentu (s) taško greitis bus ${d(V)} m/s?`, `At what moment (s) is its velocity ${d(V)} m/s?`)}`,
      choices: null,
      input_kind: 'number',
      answer: numberAnswer(T, language),
      hints: [
        t('Greitis v(t) = s′(t).', 'Velocity is v(t) = s′(t).'),
        `v(t) = ${polyText(v, language, 't')} = ${d(V)}`,
        t(
          `Išspręskite ${polyText([(v[0] as number) - V, v[1] as number, v[2] as number], language, 't')} = 0; laikas teigiamas.`,
          `Solve ${polyText([(v[0] as number) - V, v[1] as number, v[2] as number], language, 't')} = 0; time is positive.`,
        ),
      ],
      steps: [
        `v(t) = ${polyText(v, language, 't')}`,
        `${polyText([(v[0] as number) - V, v[1] as number, v[2] as number], language, 't')} = 0`,
        `t = ${d(T)}`,
      ],
      explanation,
    };
  }
  if (level === 4) {
    const p = rng.int(1, 5);
    const q = rng.int(3 * p * p - 10, 3 * p * p + 30);
    const coeffs = [rng.int(0, 9), q, -3 * p, 1];
    const v = derive(coeffs);
    const a = derive(v);
    return {
      question: `${law(coeffs)} ${t('Raskite taško greitį (m/s) tuo momentu, kai jo pagreitis lygus 0.', 'Find its velocity (m/s) at the moment when its acceleration is 0.')}`,
      choices: null,
      input_kind: 'number',
      answer: numberAnswer(polyAt(v, p), language),
      hints: [
        t('v(t) = s′(t), a(t) = v′(t).', 'v(t) = s′(t), a(t) = v′(t).'),
        `a(t) = ${polyText(a, language, 't')} = 0 ⇒ t = ${p}`,
        `v(${p}) = ${substitutedPoly(v, String(p), language)}`,
      ],
      steps: [
        `v(t) = ${polyText(v, language, 't')}`,
        `a(t) = ${polyText(a, language, 't')} = 0, t = ${p}`,
        `v(${p}) = ${d(polyAt(v, p))}`,
      ],
      explanation,
    };
  }
  const coeffs =
    level === 0
      ? [rng.int(0, 20), rng.int(-5, 10), rng.int(1, 6)]
      : [rng.int(0, 20), rng.int(-9, 9), rng.int(-6, 6), rng.nonZero(-2, 3)];
  const t0 = rng.int(1, level === 0 ? 10 : 6);
  const v = derive(coeffs);
  const acceleration = level === 2;
  const target = acceleration ? derive(v) : v;
  const result = polyAt(target, t0);
  return {
    question: `${law(coeffs)} ${acceleration ? t(`Raskite taško pagreitį (m/s²) momentu t = ${t0}.`, `Find its acceleration (m/s²) at t = ${t0}.`) : t(`Raskite taško greitį (m/s) momentu t = ${t0}.`, `Find its velocity (m/s) at t = ${t0}.`)}`,
    choices: null,
    input_kind: 'number',
    answer: numberAnswer(result, language),
    hints: [
      acceleration
        ? t('Pagreitis – antroji kelio išvestinė.', 'Acceleration is the second derivative of position.')
        : t('Greitis – kelio išvestinė.', 'Velocity is the derivative of position.'),
      acceleration
        ? `v(t) = ${polyText(v, language, 't')}, a(t) = ${polyText(target, language, 't')}`
        : `v(t) = ${polyText(v, language, 't')}`,
      t(`Įrašykite t = ${t0}.`, `Put t = ${t0}.`),
    ],
    steps: [
      `v(t) = ${polyText(v, language, 't')}`,
      ...(acceleration ? [`a(t) = ${polyText(target, language, 't')}`] : []),
      `${acceleration ? 'a' : 'v'}(${t0}) = ${d(result)}`,
    ],
    explanation,
  };
}

/** f with f′(x) = 6a(x − r1)(x − r2): 2a·x³ − 3a(r1 + r2)x² + 6a·r1r2·x + c. */
function cubicWithCriticalPoints(a: number, r1: number, r2: number, c: number): number[] {
  return [c, 6 * a * r1 * r2, -3 * a * (r1 + r2), 2 * a];
}

function findMinimumPoint(ctx: GeneratorContext): TaskDraft {
  const { rng, level, language, t } = ctx;
  const d = (v: number) => formatNumber(v, language);
  const c = rng.int(-10, 10);
  let coeffs: number[];
  let r1: number;
  let r2: number;
  let lead = 1;
  if (level === 0) {
    const p = rng.int(1, 9);
    coeffs = [c, -3 * p * p, 0, 1];
    r1 = -p;
    r2 = p;
  } else {
    r1 = rng.int(-6, 4);
    r2 = rng.int(r1 + 1, 7);
    lead = level === 3 ? -1 : 1;
    const half = (r1 + r2) % 2 === 0 ? 0.5 : 1;
    coeffs = cubicWithCriticalPoints(lead * half, r1, r2, c);
  }
  const wantMax = level === 2 || (level === 3 && rng.chance(0.5));
  // With a positive leading coefficient the smaller critical point is the maximum.
  const point = lead > 0 === wantMax ? r1 : r2;
  const fPrime = derive(coeffs);
  const askValue = level === 4;
  const result = askValue ? polyAt(coeffs, point) : point;
  const kind = wantMax ? t('maksimumo', 'maximum') : t('minimumo', 'minimum');
  return {
    question: askValue
      ? t(
          `Raskite funkcijos f(x) = ${polyText(coeffs, language)} minimumą (funkcijos reikšmę minimumo taške).`,
          `Find the local minimum value of f(x) = ${polyText(coeffs, language)}.`,
        )
      : t(
          `Raskite funkcijos f(x) = ${polyText(coeffs, language)} ${kind} tašką.`,
          `Find the point of local ${kind} (the x-value) of f(x) = ${polyText(coeffs, language)}.`,
        ),
    choices: null,
    input_kind: 'number',
    answer: numberAnswer(result, language),
    hints: [
      t(
        'Raskite išvestinę ir kritinius taškus f′(x) = 0.',
        'Find the derivative and the critical points f′(x) = 0.',
      ),
      `f′(x) = ${polyText(fPrime, language)} = 0 ⇒ x = ${d(r1)}, x = ${d(r2)}`,
      t(
        `Ženklas keičiasi iš ${wantMax ? '+ į −' : '− į +'} taške x = ${d(point)}.`,
        `The sign changes from ${wantMax ? '+ to −' : '− to +'} at x = ${d(point)}.`,
      ),
    ],
    steps: [
      `f′(x) = ${polyText(fPrime, language)}`,
      `x₁ = ${d(r1)}, x₂ = ${d(r2)}`,
      `x = ${d(point)}`,
      ...(askValue ? [`f(${d(point)}) = ${d(result)}`] : []),
    ],
    explanation: t(
      'Ekstremumo taške išvestinė lygi nuliui ir keičia ženklą: iš − į + minimumo, iš + į − maksimumo taške.',
      'At an extremum the derivative is zero and changes sign: from − to + at a minimum, from + to − at a maximum.',
    ),
  };
}

function decreasingInterval(ctx: GeneratorContext): TaskDraft {
  const { rng, level, language, t } = ctx;
  const d = (v: number) => formatNumber(v, language);
  const sep = language === 'lt' ? '; ' : ', ';
  const c = rng.int(-10, 10);
  let coeffs: number[];
  let pieces: [number | null, number | null][];
  let increasing = false;
  let critical: number[];
  if (level === 0) {
    const p = rng.nonZero(-9, 9);
    const a = rng.pick([1, -1]);
    coeffs = [c, -2 * a * p, a];
    increasing = rng.chance(0.5);
    pieces = a > 0 !== increasing ? [[null, p]] : [[p, null]];
    critical = [p];
  } else if (level === 4) {
    const p = rng.int(1, 4);
    coeffs = [c, 0, -2 * p * p, 0, 1];
    increasing = rng.chance(0.5);
    pieces = increasing
      ? [
          [-p, 0],
          [p, null],
        ]
      : [
          [null, -p],
          [0, p],
        ];
    critical = [-p, 0, p];
  } else {
    const r1 = level === 1 ? -rng.int(1, 9) : rng.int(-6, 4);
    const r2 = level === 1 ? -r1 : rng.int(r1 + 1, 7);
    const lead = level === 3 ? -1 : 1;
    const half = (r1 + r2) % 2 === 0 ? 0.5 : 1;
    coeffs = level === 1 ? [c, -3 * r2 * r2, 0, 1] : cubicWithCriticalPoints(lead * half, r1, r2, c);
    increasing = level === 2 && rng.chance(0.5);
    const middle = lead > 0 !== increasing;
    pieces = middle
      ? [[r1, r2]]
      : [
          [null, r1],
          [r2, null],
        ];
    critical = [r1, r2];
  }
  const fPrime = derive(coeffs);
  const correct = pieces
    .map(([lo, hi]) =>
      intervalAscii(
        lo === null ? null : String(lo),
        hi === null ? null : String(hi),
        lo !== null,
        hi !== null,
      ),
    )
    .join(' U ');
  const display = pieces
    .map(
      ([lo, hi]) =>
        `${lo === null ? `(${MINUS_SIGN}∞` : `[${d(lo)}`}${sep}${hi === null ? '+∞)' : `${d(hi)}]`}`,
    )
    .join(' ∪ ');
  const word = increasing ? t('didėjimo', 'increasing') : t('mažėjimo', 'decreasing');
  return {
    question: t(
      `Raskite funkcijos f(x) = ${polyText(coeffs, language)} ${word} ${pieces.length > 1 ? 'intervalus' : 'intervalą'}.`,
      `Find the interval${pieces.length > 1 ? 's' : ''} on which f(x) = ${polyText(coeffs, language)} is ${word}.`,
    ),
    choices: null,
    input_kind: 'interval',
    answer: { mode: 'interval', options: { form: 'value' }, correct, display },
    hints: [
      t(
        `Funkcija ${increasing ? 'didėja, kai f′(x) ≥ 0' : 'mažėja, kai f′(x) ≤ 0'}.`,
        `The function is ${word} where f′(x) ${increasing ? '≥' : '≤'} 0.`,
      ),
      `f′(x) = ${polyText(fPrime, language)}; f′(x) = 0 ⇒ x = ${critical.map(d).join(', ')}`,
      t(
        `Nustatykite f′ ženklą intervaluose tarp ${critical.map(d).join(', ')}.`,
        `Find the sign of f′ on the intervals between ${critical.map(d).join(', ')}.`,
      ),
    ],
    steps: [`f′(x) = ${polyText(fPrime, language)}`, `x = ${critical.map(d).join(', ')}`, display],
    explanation: t(
      'Kai išvestinė neigiama, funkcija mažėja, kai teigiama – didėja; intervalų galai yra kritiniai taškai.',
      'Where the derivative is negative the function decreases, where it is positive it increases; the ends of the intervals are the critical points.',
    ),
  };
}

/** Rectangular sheets a × b whose best cut x = (a + b − √(a² − ab + b²))/6 is a whole or half number. */
const SHEETS: [number, number, number][] = [];
for (let a = 4; a <= 120; a += 1) {
  for (let b = 3; b < a; b += 1) {
    const D = a * a - a * b + b * b;
    const r = Math.round(Math.sqrt(D));
    if (r * r === D && (a + b - r) % 3 === 0) SHEETS.push([a, b, (a + b - r) / 6]);
  }
}

function optimisationBox(ctx: GeneratorContext): TaskDraft {
  const { rng, level, language, t } = ctx;
  const d = (v: number | Fraction) =>
    typeof v === 'number' ? formatNumber(v, language) : displayDecimal(v, language);
  const dot = times(language);
  const material = rng.pick([
    { lt: 'kartono', en: 'card' },
    { lt: 'skardos', en: 'tin' },
    { lt: 'plastiko', en: 'plastic' },
  ]);
  if (level === 0) {
    const S = rng.int(4, 300);
    const best = mul(fraction(S, 2), fraction(S, 2));
    return {
      question: t(
        `Dviejų teigiamų skaičių suma lygi ${d(S)}. Kokia didžiausia gali būti jų sandauga?`,
        `Two positive numbers add up to ${d(S)}. What is the greatest possible value of their product?`,
      ),
      choices: null,
      input_kind: 'number',
      answer: rationalAnswer(best, language),
      hints: [
        t(`Pažymėkite skaičius x ir ${d(S)} − x.`, `Call the numbers x and ${d(S)} − x.`),
        t(`P(x) = x(${d(S)} − x), P′(x) = ${d(S)} − 2x.`, `P(x) = x(${d(S)} − x), P′(x) = ${d(S)} − 2x.`),
        t(
          `P′(x) = 0, kai x = ${d(fraction(S, 2))}; apskaičiuokite P(${d(fraction(S, 2))}).`,
          `P′(x) = 0 at x = ${d(fraction(S, 2))}; work out P(${d(fraction(S, 2))}).`,
        ),
      ],
      steps: [
        `P(x) = x(${d(S)} ${MINUS_SIGN} x)`,
        `P′(x) = ${d(S)} ${MINUS_SIGN} 2x = 0 ⇒ x = ${d(fraction(S, 2))}`,
        `P = ${d(fraction(S, 2))} ${dot} ${d(fraction(S, 2))} = ${d(best)}`,
      ],
      explanation: t(
        'Didžiausia reikšmė pasiekiama kritiniame taške, kuriame išvestinė keičia ženklą iš + į −.',
        'The greatest value is reached at the critical point where the derivative changes from + to −.',
      ),
    };
  }
  if (level === 3) {
    const y = rng.int(2, 120);
    const area = 2 * y * y;
    const place = rng.pick([
      { lt: ['upės', 'upę', 'upei'], en: 'river' },
      { lt: ['ežero', 'ežerą', 'ežerui'], en: 'lake' },
      { lt: ['sienos', 'sieną', 'sienai'], en: 'wall' },
    ]);
    return {
      question: t(
        `Prie ${place.lt[0]} reikia aptverti stačiakampį ${d(area)} m² ploto sklypą; kraštinė palei ${place.lt[1]} neaptveriama. Kokio mažiausio ilgio (m) tvoros reikės?`,
        `A rectangular plot of ${d(area)} m² is to be fenced next to a ${place.en}; the side along the ${place.en} needs no fence. What is the least length of fencing (m) needed?`,
      ),
      choices: null,
      input_kind: 'number',
      answer: numberAnswer(4 * y, language),
      hints: [
        t(
          `Dvi aptveriamas kraštines, statmenas ${place.lt[2]}, pažymėkite x; tada trečioji kraštinė ${d(area)}/x.`,
          `Let the two sides perpendicular to the ${place.en} be x; the third side is ${d(area)}/x.`,
        ),
        t(
          `L(x) = 2x + ${d(area)}/x, L′(x) = 2 − ${d(area)}/x².`,
          `L(x) = 2x + ${d(area)}/x, L′(x) = 2 − ${d(area)}/x².`,
        ),
        t(
          `L′(x) = 0, kai x² = ${d(area / 2)}, x = ${d(y)}; apskaičiuokite L(${d(y)}).`,
          `L′(x) = 0 when x² = ${d(area / 2)}, x = ${d(y)}; work out L(${d(y)}).`,
        ),
      ],
      steps: [
        `L(x) = 2x + ${d(area)}/x`,
        `L′(x) = 2 ${MINUS_SIGN} ${d(area)}/x² = 0 ⇒ x = ${d(y)}`,
        `L = 2 ${dot} ${d(y)} + ${d(area)}/${d(y)} = ${d(4 * y)}`,
      ],
      explanation: t(
        'Mažiausia reikšmė pasiekiama ten, kur išvestinė keičia ženklą iš − į +.',
        'The least value is reached where the derivative changes from − to +.',
      ),
    };
  }
  let a: number;
  let b: number;
  let x: Fraction;
  if (level === 1) {
    const m = rng.int(1, 40);
    a = 6 * m;
    b = a;
    x = fraction(m);
  } else {
    const [sa, sb, sx] = rng.pick(SHEETS);
    a = sa;
    b = sb;
    x = fraction(sx * 2, 2);
  }
  const askVolume = level === 4 || (level === 1 && rng.chance(0.5));
  const volume = mul(x, mul(add(fraction(a), mul(fraction(-2), x)), add(fraction(b), mul(fraction(-2), x))));
  const sheet = `${d(a)} cm × ${d(b)} cm`;
  const shape = a === b ? t('kvadratinio', 'square') : t('stačiakampio', 'rectangular');
  const question = t(
    `Iš ${shape} ${sheet} ${material.lt} lakšto kampų iškerpami vienodi kvadratėliai, o likusi dalis sulenkiama į dėžutę be dangčio. ${askVolume ? 'Koks didžiausias gali būti dėžutės tūris (cm³)?' : 'Kokio ilgio (cm) turi būti iškirpto kvadratėlio kraštinė, kad dėžutės tūris būtų didžiausias?'}`,
    `Equal squares are cut from the corners of a ${shape} ${sheet} sheet of ${material.en} and the rest is folded into an open box. ${askVolume ? 'What is the largest possible volume of the box (cm³)?' : 'What side length (cm) of the cut-out squares gives the largest volume?'}`,
  );
  const vx =
    a === b ? `x(${d(a)} ${MINUS_SIGN} 2x)²` : `x(${d(a)} ${MINUS_SIGN} 2x)(${d(b)} ${MINUS_SIGN} 2x)`;
  const derivative = polyText([a * b, -4 * (a + b), 12], language);
  return {
    question,
    choices: null,
    input_kind: 'number',
    answer: askVolume ? rationalAnswer(volume, language) : rationalAnswer(x, language),
    hints: [
      t(
        `Kvadratėlio kraštinė x, tada dėžutės tūris V(x) = ${vx}.`,
        `With cut side x the volume is V(x) = ${vx}.`,
      ),
      `V′(x) = ${derivative}`,
      t(
        `V′(x) = 0, kai x = ${d(x)} (kita šaknis per didelė)${askVolume ? `; apskaičiuokite V(${d(x)})` : ''}.`,
        `V′(x) = 0 at x = ${d(x)} (the other root is too large)${askVolume ? `; work out V(${d(x)})` : ''}.`,
      ),
    ],
    steps: [
      `V(x) = ${vx}`,
      `V′(x) = ${derivative} = 0`,
      `x = ${d(x)}`,
      ...(askVolume ? [`V(${d(x)}) = ${d(volume)}`] : []),
    ],
    explanation: t(
      'Tūris yra kubinė funkcija; didžiausia reikšmė intervale (0; b/2) pasiekiama kritiniame taške, kur išvestinė keičia ženklą iš + į −.',
      'The volume is a cubic function; its greatest value on (0, b/2) is at the critical point where the derivative changes from + to −.',
    ),
  };
}

export const derivativeGenerators: GeneratorTable = {
  'differentiate-polynomial': differentiatePolynomial,
  'tangent-equation': tangentEquation,
  'instantaneous-velocity': instantaneousVelocity,
  'find-minimum-point': findMinimumPoint,
  'decreasing-interval': decreasingInterval,
  'optimisation-box': optimisationBox,
};
