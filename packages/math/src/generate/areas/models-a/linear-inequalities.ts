import { blankLineFigure } from '../../../figures/number-line.ts';
import type { Figure, Language } from '../../../types.ts';
import { formatNumber } from '../../format.ts';
import { add, displayDecimal, div, type Fraction, fraction, mul, sub } from '../../fraction.ts';
import type { Interest } from '../../interests.ts';
import type { GeneratorContext, TaskDraft } from '../../registry.ts';
import { type Bound, intervals, ltCount, quantityText, SHORT_DECIMAL_PLACES } from './answers.ts';
import { linText } from './linear-equations.ts';

/** Linear inequalities (LIN). */

type Op = '<' | '≤' | '>' | '≥';
const FLIP: Record<Op, Op> = { '<': '>', '≤': '≥', '>': '<', '≥': '≤' };
const strict = (op: Op) => op === '<' || op === '>';

/** The solution set of `x op r`. */
function ray(op: Op, r: Fraction): [Bound, Bound] {
  if (op === '>' || op === '≥')
    return [
      { at: r, closed: op === '≥' },
      { at: null, closed: false },
    ];
  return [
    { at: null, closed: false },
    { at: r, closed: op === '≤' },
  ];
}

/**
 * The empty number line the solution is marked on, as the textbook asks, when the answer is one interval
 * whose ends lie on a grid (none for an empty set, a union, or ends like 7/3).
 */
function solutionCanvas(pieces: [Bound, Bound][], language: Language): Figure | null {
  const [only] = pieces;
  if (pieces.length !== 1 || !only) return null;
  const [lo, hi] = only;
  const at = (b: Bound) => (b.at === null ? null : b.at.n / b.at.d);
  return blankLineFigure({ lo: at(lo), hi: at(hi), loC: lo.closed, hiC: hi.closed }, language);
}

function intervalDraft(
  ctx: GeneratorContext,
  question: string,
  pieces: [Bound, Bound][],
  hints: [string, string, string, string],
  steps: string[],
  explanation: string,
): TaskDraft {
  const shown = intervals(pieces, ctx.language);
  return {
    figure: solutionCanvas(pieces, ctx.language),
    question,
    choices: null,
    input_kind: 'interval',
    answer: { mode: 'interval', options: { form: 'value' }, correct: shown.correct, display: shown.display },
    hints,
    steps: [...steps, shown.display],
    explanation,
  };
}

export function linearInequality(ctx: GeneratorContext): TaskDraft {
  const { rng, level, t, language } = ctx;
  const op = rng.pick(['<', '≤', '>', '≥'] as const);
  let a: Fraction;
  let b: Fraction;
  let c: Fraction;
  let d: Fraction;
  let leftText: string;
  if (level <= 2) {
    a = fraction(level === 0 ? 1 : level === 1 ? rng.int(2, 9) : -rng.int(2, 9));
    b = fraction(rng.nonZero(-20, 20));
    c = fraction(0);
    d = add(mul(a, fraction(rng.int(-10, 10))), b);
    if (level === 1 && rng.chance(0.3)) d = add(d, fraction(rng.int(1, Number(a.n) - 1 || 1)));
    leftText = linText(a, b, language);
  } else if (level === 3) {
    a = fraction(rng.nonZero(-9, 9));
    c = fraction(rng.intExcept(-9, 9, [a.n, 0]));
    b = fraction(rng.nonZero(-20, 20));
    d = fraction(rng.nonZero(-20, 20));
    leftText = linText(a, b, language);
  } else {
    // k(x + m) − n·x on the left: expanding first is an extra step.
    const kk = rng.nonZero(-6, 6);
    const m = rng.nonZero(-9, 9);
    const nn = rng.nonZero(-5, 5);
    a = fraction(kk - nn);
    b = fraction(kk * m);
    c = fraction(rng.intExcept(-9, 9, [kk - nn]));
    d = fraction(rng.nonZero(-20, 20));
    leftText = `${formatNumber(kk, language)}(${linText(fraction(1), fraction(m), language)}) ${nn < 0 ? '+' : '−'} ${Math.abs(nn) === 1 ? '' : Math.abs(nn)}x`;
  }
  const rightText = linText(c, d, language);
  const coefficient = sub(a, c);
  const constant = sub(d, b);
  const boundary = div(constant, coefficient);
  const finalOp = coefficient.n < 0 ? FLIP[op] : op;
  const reduced = `${linText(coefficient, fraction(0), language)} ${op} ${displayDecimal(constant, language, SHORT_DECIMAL_PLACES)}`;
  return intervalDraft(
    ctx,
    t(
      `Išspręskite nelygybę ${leftText} ${op} ${rightText}.`,
      `Solve the inequality ${leftText} ${op} ${rightText}.`,
    ),
    [ray(finalOp, boundary)],
    [
      t(
        'Nelygybę spręskite kaip lygtį: narius su x į vieną pusę, skaičius į kitą.',
        'Solve it like an equation: x terms to one side, numbers to the other.',
      ),
      t(`Gaunate ${reduced}.`, `You get ${reduced}.`),
      coefficient.n < 0
        ? t(
            'Dalijant iš neigiamo skaičiaus nelygybės ženklas keičiamas priešingu.',
            'Dividing by a negative number reverses the inequality sign.',
          )
        : t(
            'Dalijant iš teigiamo skaičiaus nelygybės ženklas nesikeičia.',
            'Dividing by a positive number keeps the inequality sign.',
          ),
      t(
        `x ${finalOp} ${displayDecimal(boundary, language, SHORT_DECIMAL_PLACES)}; užrašykite intervalu (${strict(finalOp) ? 'skliaustas apvalus' : 'skliaustas laužtinis'}).`,
        `x ${finalOp} ${displayDecimal(boundary, language, SHORT_DECIMAL_PLACES)}; write it as an interval (${strict(finalOp) ? 'round bracket' : 'square bracket'}).`,
      ),
    ],
    [reduced, `x ${finalOp} ${displayDecimal(boundary, language, SHORT_DECIMAL_PLACES)}`],
    t(
      'Nelygybės abiem pusėms galima pridėti tą patį skaičių ir jas dauginti iš teigiamo skaičiaus; dauginant ar dalijant iš neigiamo ženklas apverčiamas.',
      'You may add the same number to both sides and multiply by a positive number; multiplying or dividing by a negative number flips the sign.',
    ),
  );
}

/** `a·x + b op c` whose solution is `x want r`: the sign flips when a < 0. */
function inequalityFor(ctx: GeneratorContext, want: Op, r: number, maxA: number, negative: boolean) {
  const { rng, language } = ctx;
  const a = negative ? -rng.int(2, maxA) : rng.int(1, maxA);
  const b = rng.nonZero(-15, 15);
  const c = a * r + b;
  const op = a < 0 ? FLIP[want] : want;
  return {
    text: `${linText(fraction(a), fraction(b), language)} ${op} ${formatNumber(c, language)}`,
    a,
    b,
    c,
    op,
  };
}

export function systemOfInequalities(ctx: GeneratorContext): TaskDraft {
  const { rng, level, t, language } = ctx;
  const low = rng.int(-10, 8);
  const high = rng.int(low + 1, low + 12);
  const lowOp = rng.pick(['>', '≥'] as const);
  const highOp = rng.pick(['<', '≤'] as const);
  const sameDirection = level >= 3 && rng.chance(0.4);
  const maxA = [1, 5, 6, 9, 9][level] as number;
  const first = inequalityFor(ctx, lowOp, low, maxA, level >= 2 && rng.chance(0.5));
  const secondOp = sameDirection ? rng.pick(['>', '≥'] as const) : highOp;
  const second = inequalityFor(ctx, secondOp, high, maxA, level >= 2 && rng.chance(0.5));
  let pieces: [Bound, Bound][];
  if (sameDirection) {
    pieces = [ray(secondOp, fraction(high))];
  } else {
    pieces = [
      [
        { at: fraction(low), closed: lowOp === '≥' },
        { at: fraction(high), closed: highOp === '≤' },
      ],
    ];
  }
  const sep = language === 'lt' ? '; ' : ', ';
  return intervalDraft(
    ctx,
    t(
      `Išspręskite nelygybių sistemą: ${first.text}${sep}${second.text}.`,
      `Solve the system of inequalities ${first.text}${sep}${second.text}.`,
    ),
    pieces,
    [
      t('Kiekvieną nelygybę išspręskite atskirai.', 'Solve each inequality on its own.'),
      t(
        `Pirmoji: x ${lowOp} ${formatNumber(low, language)}; antroji: x ${secondOp} ${formatNumber(high, language)}.`,
        `First: x ${lowOp} ${formatNumber(low, language)}; second: x ${secondOp} ${formatNumber(high, language)}.`,
      ),
      t(
        'Sistemos sprendiniai – abiejų nelygybių sprendinių sankirta.',
        'The solutions of the system are the intersection of both solution sets.',
      ),
      sameDirection
        ? t(
            `Abu spinduliai nukreipti ta pačia kryptimi: lieka x ${secondOp} ${formatNumber(high, language)}.`,
            `Both rays point the same way: x ${secondOp} ${formatNumber(high, language)} remains.`,
          )
        : t(
            'Pažymėkite abu sprendinius skaičių tiesėje ir raskite bendrą dalį.',
            'Mark both on a number line and take the common part.',
          ),
    ],
    [`x ${lowOp} ${formatNumber(low, language)}`, `x ${secondOp} ${formatNumber(high, language)}`],
    t(
      'Skaičius yra sistemos sprendinys tik tada, kai tenkina visas jos nelygybes, todėl imame sprendinių aibių sankirtą.',
      'A number solves the system only if it satisfies every inequality, so we intersect the solution sets.',
    ),
  );
}

export function doubleInequality(ctx: GeneratorContext): TaskDraft {
  const { rng, level, t, language } = ctx;
  // Built from the answer [x1; x2): the middle (a·x + b)/c takes whole values at both ends.
  const c = level <= 1 ? 1 : rng.int(2, 6);
  const a = level <= 2 ? (level === 0 ? 1 : rng.int(2, 5)) : -rng.int(1, 5);
  const x1 = rng.int(-9, 6);
  const x2 = x1 + c * rng.int(1, 4);
  const kk = rng.int(-6, 6);
  const b = c * kk - a * x1;
  const v1 = kk;
  const v2 = kk + (a * (x2 - x1)) / c;
  const [p, pr] = v1 < v2 ? [v1, v2] : [v2, v1];
  const leftOp = rng.pick(['<', '≤'] as const);
  const rightOp = rng.pick(['<', '≤'] as const);
  const middle =
    c === 1
      ? linText(fraction(a), fraction(b), language)
      : `(${linText(fraction(a), fraction(b), language)})/${c}`;
  // p leftOp (ax + b)/c rightOp pr → solve for x; a < 0 swaps the ends and their brackets.
  const lowX = div(sub(mul(fraction(a > 0 ? p : pr), fraction(c)), fraction(b)), fraction(a));
  const highX = div(sub(mul(fraction(a > 0 ? pr : p), fraction(c)), fraction(b)), fraction(a));
  const lowClosed = a > 0 ? leftOp === '≤' : rightOp === '≤';
  const highClosed = a > 0 ? rightOp === '≤' : leftOp === '≤';
  const n = (v: number) => formatNumber(v, language);
  const step1 =
    c === 1
      ? ''
      : `${n(p * c)} ${leftOp} ${linText(fraction(a), fraction(b), language)} ${rightOp} ${n(pr * c)}`;
  const step2 = `${n(p * c - b)} ${leftOp} ${linText(fraction(a), fraction(0), language)} ${rightOp} ${n(pr * c - b)}`;
  return intervalDraft(
    ctx,
    t(
      `Išspręskite dvigubąją nelygybę ${n(p)} ${leftOp} ${middle} ${rightOp} ${n(pr)}.`,
      `Solve the double inequality ${n(p)} ${leftOp} ${middle} ${rightOp} ${n(pr)}.`,
    ),
    [
      [
        { at: lowX, closed: lowClosed },
        { at: highX, closed: highClosed },
      ],
    ],
    [
      t(
        'Tuos pačius veiksmus atlikite su visomis trimis nelygybės dalimis.',
        'Do the same operation to all three parts.',
      ),
      c === 1
        ? t(`Iš visų dalių atimkite ${n(b)}.`, `Subtract ${n(b)} from every part.`)
        : t(`Pirmiausia visas dalis padauginkite iš ${c}.`, `First multiply every part by ${c}.`),
      t(`Gaunate ${step2}.`, `You get ${step2}.`),
      a < 0
        ? t(`Dalydami iš ${n(a)} apverskite abu ženklus.`, `Dividing by ${n(a)} flips both signs.`)
        : t(`Padalykite visas dalis iš ${a}.`, `Divide every part by ${a}.`),
    ],
    [...(step1 ? [step1] : []), step2],
    t(
      'Dvigubąją nelygybę sprendžiame kaip dvi nelygybes vienu metu: veiksmai atliekami su visomis dalimis, o dalijant iš neigiamo skaičiaus abu ženklai apverčiami.',
      'A double inequality is two inequalities at once: operate on all parts, and flip both signs when dividing by a negative number.',
    ),
  );
}

type Place = {
  single: { lt: string; en: string };
  pass: { lt: string; en: string };
  visit: { lt: string; en: string };
};

const PLACES: Record<Interest | 'neutral', Place> = {
  neutral: {
    single: { lt: 'Vienkartinis bilietas į baseiną', en: 'A single pool ticket' },
    pass: { lt: 'mėnesio abonementas', en: 'a monthly pass' },
    visit: { lt: 'apsilankyti baseine', en: 'visits' },
  },
  sports: {
    single: { lt: 'Vienkartinis apsilankymas sporto klube', en: 'A single visit to the gym' },
    pass: { lt: 'mėnesio narystė', en: 'a monthly membership' },
    visit: { lt: 'apsilankyti sporto klube', en: 'gym visits' },
  },
  music: {
    single: { lt: 'Viena gitaros pamoka', en: 'A single guitar lesson' },
    pass: { lt: 'mėnesio pamokų paketas', en: 'a monthly lesson package' },
    visit: { lt: 'lankyti pamokas', en: 'lessons' },
  },
  games: {
    single: { lt: 'Vienas seansas žaidimų klube', en: 'One session at a gaming club' },
    pass: { lt: 'mėnesio leidimas', en: 'a monthly pass' },
    visit: { lt: 'žaisti žaidimų klube', en: 'sessions' },
  },
  animals: {
    single: { lt: 'Vienkartinis bilietas į zoologijos sodą', en: 'A single zoo ticket' },
    pass: { lt: 'metinis abonementas', en: 'a season pass' },
    visit: { lt: 'apsilankyti zoologijos sode', en: 'visits' },
  },
  space: {
    single: { lt: 'Vienkartinis bilietas į planetariumą', en: 'A single planetarium ticket' },
    pass: { lt: 'sezono abonementas', en: 'a season pass' },
    visit: { lt: 'apsilankyti planetariume', en: 'visits' },
  },
  cooking: {
    single: { lt: 'Viena kulinarijos pamoka', en: 'A single cooking class' },
    pass: { lt: 'mėnesio pamokų abonementas', en: 'a monthly class pass' },
    visit: { lt: 'lankyti pamokas', en: 'classes' },
  },
  travel: {
    single: { lt: 'Vienkartinis autobuso bilietas', en: 'A single bus ticket' },
    pass: { lt: 'mėnesio bilietas', en: 'a monthly ticket' },
    visit: { lt: 'važiuoti autobusu', en: 'rides' },
  },
  money: {
    single: { lt: 'Vienas banko pavedimas', en: 'A single bank transfer' },
    pass: { lt: 'mėnesio paslaugų planas', en: 'a monthly service plan' },
    visit: { lt: 'atlikti pavedimą', en: 'transfers' },
  },
};

export function inequalityWordProblem(ctx: GeneratorContext): TaskDraft {
  const { rng, level, t, language } = ctx;
  const place = ctx.interest ? PLACES[ctx.interest] : PLACES.neutral;
  const euro = (v: Fraction) => quantityText(v, '€', language);
  let question: string;
  let answer: number;
  let inequality: string;
  let themed = false;
  if (level === 0) {
    const price = rng.int(2, 15);
    const money = price * rng.int(3, 20) + rng.int(0, price - 1);
    question = t(
      `Turite ${euro(fraction(money))}. Vienas sąsiuvinis kainuoja ${euro(fraction(price))}. Daugiausia kiek sąsiuvinių galite nupirkti?`,
      `You have ${euro(fraction(money))}. A notebook costs ${euro(fraction(price))}. What is the largest number of notebooks you can buy?`,
    );
    answer = Math.floor(money / price);
    inequality = `${price}x ≤ ${money}`;
  } else if (level <= 2) {
    themed = ctx.interest !== null;
    const single = level === 1 ? fraction(rng.int(2, 9)) : fraction(rng.int(25, 120), 10);
    const reduced = level === 2 ? fraction(rng.int(1, single.n / single.d > 3 ? 20 : 10), 10) : fraction(0);
    const perVisit = sub(single, reduced);
    const pass = level === 1 ? fraction(rng.int(15, 60)) : fraction(rng.int(10, 45));
    // pass + reduced·n < single·n  ⇔  n > pass / (single − reduced)
    const bound = div(pass, perVisit);
    answer = Math.floor(bound.n / bound.d) + 1;
    const passText =
      level === 2
        ? t(
            `${place.pass.lt} kainuoja ${euro(pass)}, tada kiekvienas kartas kainuoja tik ${euro(reduced)}`,
            `${place.pass.en} costs ${euro(pass)}, and then each time costs only ${euro(reduced)}`,
          )
        : t(`${place.pass.lt} – ${euro(pass)}`, `${place.pass.en} costs ${euro(pass)}`);
    const cheaper = place.pass.lt.endsWith('ė') ? 'pigesnė' : 'pigesnis';
    question = t(
      `${place.single.lt} kainuoja ${euro(single)}, o ${passText}. Mažiausiai kiek kartų per mėnesį reikia ${place.visit.lt}, kad ${place.pass.lt} būtų ${cheaper} už vienkartinius mokėjimus?`,
      `${place.single.en} costs ${euro(single)} and ${passText}. What is the smallest number of ${place.visit.en} in a month for which ${place.pass.en.replace(/^a /, 'the ')} is cheaper than paying each time?`,
    );
    inequality =
      level === 2
        ? `${displayDecimal(pass, language, SHORT_DECIMAL_PLACES)} + ${displayDecimal(reduced, language, SHORT_DECIMAL_PLACES)}x < ${displayDecimal(single, language, SHORT_DECIMAL_PLACES)}x`
        : `${displayDecimal(pass, language, SHORT_DECIMAL_PLACES)} < ${displayDecimal(single, language, SHORT_DECIMAL_PLACES)}x`;
  } else if (level === 3) {
    const need = rng.int(40, 200);
    const have = rng.int(5, need - 10);
    const per = rng.int(3, 12);
    question = t(
      `Norint pereiti į kitą lygį, reikia surinkti bent ${need} tšk. Jau surinkta ${have} tšk., o už kiekvieną įveiktą užduotį gaunama ${per} tšk. Mažiausiai kiek užduočių dar reikia įveikti?`,
      `To reach the next level you need at least ${need} points. You have ${have} points and each task completed gives ${per} points. What is the smallest number of tasks you still need to complete?`,
    );
    answer = Math.ceil((need - have) / per);
    inequality = `${have} + ${per}x ≥ ${need}`;
  } else {
    const tests = rng.int(3, 8);
    const target = rng.int(12, 18) / 2;
    const needed = Math.ceil(target * (tests + 1));
    // The marks so far must be possible (at most 10 per test), so pick the needed mark first.
    const minScore = rng.int(Math.max(1, needed - 10 * tests), 10);
    const sum = needed - minScore;
    const targetText = formatNumber(target, language);
    question = t(
      `Mokinys parašė ${tests} kontrolinius ir surinko iš viso ${ltCount(sum, ['balą', 'balus', 'balų'])}. Koks mažiausias sveikasis balas (iš 10) reikalingas kitame kontroliniame, kad visų ${tests + 1} kontrolinių vidurkis būtų ne mažesnis kaip ${targetText}?`,
      `A student has taken ${tests} tests and scored ${sum} marks in total. What is the lowest whole mark (out of 10) needed on the next test for the average of all ${tests + 1} tests to be at least ${targetText}?`,
    );
    answer = minScore;
    inequality = `(${sum} + x)/${tests + 1} ≥ ${targetText}`;
  }
  return {
    question,
    choices: null,
    input_kind: 'number',
    themed,
    answer: {
      mode: 'equivalent',
      options: { form: 'value' },
      correct: String(answer),
      display: formatNumber(answer, language),
    },
    hints: [
      t(
        'Pažymėkite ieškomą kiekį x ir sudarykite nelygybę.',
        'Call the unknown number x and write an inequality.',
      ),
      t(`Nelygybė: ${inequality}.`, `The inequality: ${inequality}.`),
      t(
        'Išspręskite ją kaip lygtį, atsižvelgdami į nelygybės ženklą.',
        'Solve it like an equation, keeping the inequality sign.',
      ),
      t(
        'Atsakymas turi būti sveikasis skaičius: pasirinkite tinkamą mažiausią ar didžiausią.',
        'The answer must be a whole number: pick the smallest or largest one that fits.',
      ),
    ],
    steps: [
      inequality,
      t(
        `Mažiausias ar didžiausias tinkamas sveikasis skaičius: ${answer}.`,
        `The fitting whole number: ${answer}.`,
      ),
    ],
    explanation: t(
      'Sąlygą „pigiau“, „bent“, „ne daugiau“ užrašome nelygybe; kadangi kiekis sveikas, iš sprendinių intervalo imame kraštinį sveikąjį skaičių.',
      'Conditions like "cheaper", "at least", "at most" become inequalities; as the count is whole, we take the extreme whole number of the solution set.',
    ),
  };
}
