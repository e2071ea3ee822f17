import { formatNumber } from '../../format.ts';
import { displayDecimal, fraction } from '../../fraction.ts';
import type { Interest } from '../../interests.ts';
import type { GeneratorContext, TaskDraft } from '../../registry.ts';
import {
  fixedChoices,
  ltCount,
  quantityText,
  SHORT_DECIMAL_PLACES,
  solutionCountTexts,
  systemSolutions,
} from './answers.ts';
import { linText } from './linear-equations.ts';
import { multi, text, uni } from './polynomial.ts';

/** Systems of equations (SYS). */

/** A·x + B·y = C. */
type Eq = { A: number; B: number; C: number };

function stdText(e: Eq, language: 'lt' | 'en'): string {
  return `${text(multi(['x', 'y'], [e.A, 1, 0], [e.B, 0, 1]), language)} = ${formatNumber(e.C, language)}`;
}

function through(A: number, B: number, x: number, y: number): Eq {
  return { A, B, C: A * x + B * y };
}

function systemDraft(
  ctx: GeneratorContext,
  equations: [string, string],
  x: number,
  y: number,
  hints: [string, string, string],
  steps: string[],
  explanation: string,
): TaskDraft {
  const { t, language } = ctx;
  const sep = language === 'lt' ? '; ' : ', ';
  const answer = systemSolutions([[fraction(x), fraction(y)]], language);
  return {
    question: t(
      `Išspręskite lygčių sistemą: ${equations.join(sep)}.`,
      `Solve the system ${equations.join(sep)}.`,
    ),
    choices: null,
    input_kind: 'equation_solutions',
    answer: {
      mode: 'equation_solutions',
      options: { form: 'value' },
      correct: answer.correct,
      display: answer.display,
    },
    hints: [
      ...hints,
      t(
        `Gaunate x = ${formatNumber(x, 'lt')}; tada raskite y.`,
        `You get x = ${formatNumber(x, 'en')}; then find y.`,
      ),
    ],
    steps: [...steps, answer.display],
    explanation,
  };
}

export function solveBySubstitution(ctx: GeneratorContext): TaskDraft {
  const { rng, level, t, language } = ctx;
  const x = rng.int(-6, 9);
  const y = rng.int(-6, 9);
  const n = (v: number) => formatNumber(v, language);
  let first: string;
  let second: Eq;
  let isolated: string;
  if (level <= 1) {
    const a = level === 0 ? 1 : rng.nonZero(-4, 5);
    const b = y - a * x;
    first = `y = ${linText(fraction(a), fraction(b), language)}`;
    second = through(level === 0 ? 1 : rng.intExcept(-5, 6, [0, -a]), 1, x, y);
    isolated = first;
  } else if (level === 2) {
    const a = rng.nonZero(-4, 4);
    const b = x - a * y;
    first = `x = ${linText(fraction(a), fraction(b), language, 'y')}`;
    const A = rng.nonZero(-5, 5);
    let B = rng.nonZero(-5, 5);
    // x − a·y = b and A·x + B·y = C meet in one point unless B + a·A = 0.
    if (B + a * A === 0) B = B + 1 === 0 ? B + 2 : B + 1;
    second = through(A, B, x, y);
    isolated = first;
  } else {
    // x − a·y = b is not solved for a letter yet: that is the extra first step.
    const a = rng.nonZero(-5, 5);
    const e1 = through(1, -a, x, y);
    first = stdText(e1, language);
    let A = rng.nonZero(-7, 7);
    let B = rng.nonZero(-7, 7);
    if (A * -a === B) B += 1;
    if (B === 0) B = 2;
    if (A * -a === B) A += 1;
    second = through(A, B, x, y);
    if (level === 4) {
      const m = rng.nonZero(-5, 5);
      first = `${stdText(e1, language)}`;
      const shifted = second.C - second.A * m;
      const secondText = `${n(second.A)}(x ${m > 0 ? '−' : '+'} ${Math.abs(m)}) ${second.B < 0 ? '−' : '+'} ${Math.abs(second.B) === 1 ? '' : Math.abs(second.B)}y = ${n(shifted)}`;
      isolated = `x = ${linText(fraction(a), fraction(e1.C), language, 'y')}`;
      return finish(secondText.replace(/^1\(/, '(').replace(/^−1\(/, '−('));
    }
    isolated = `x = ${linText(fraction(a), fraction(e1.C), language, 'y')}`;
  }
  return finish(stdText(second, language));

  function finish(secondText: string): TaskDraft {
    return systemDraft(
      ctx,
      [first, secondText],
      x,
      y,
      [
        t('Iš vienos lygties išreikškite vieną nežinomąjį.', 'Make one unknown the subject of one equation.'),
        t(`Pavyzdžiui, ${isolated}.`, `For example, ${isolated}.`),
        t(
          'Įrašykite šią išraišką į kitą lygtį ir išspręskite gautą lygtį su vienu nežinomuoju.',
          'Substitute it into the other equation and solve the equation in one unknown.',
        ),
      ],
      [
        isolated,
        t('Įrašome į antrąją lygtį ir išsprendžiame.', 'Substitute into the second equation and solve.'),
      ],
      t(
        'Keitimo būdu sistema paverčiama viena lygtimi su vienu nežinomuoju; radę jį, antrąjį randame iš išreikštos formulės.',
        'Substitution turns the system into one equation in one unknown; the other unknown then follows from the expression.',
      ),
    );
  }
}

export function solveByElimination(ctx: GeneratorContext): TaskDraft {
  const { rng, level, t, language } = ctx;
  const x = rng.int(-6, 9);
  const y = rng.int(-6, 9);
  const A1 = rng.nonZero(-6, 7);
  const B1 = rng.nonZero(-6, 7);
  let A2: number;
  let B2: number;
  let hint: string;
  if (level === 0) {
    A2 = rng.intExcept(-6, 7, [0, -A1]);
    B2 = -B1;
    hint = t('Sudėkite lygtis: y dings.', 'Add the equations: y cancels.');
  } else if (level === 1) {
    A2 = rng.intExcept(-6, 7, [0, A1]);
    B2 = B1;
    hint = t('Atimkite lygtis: y dings.', 'Subtract the equations: y cancels.');
  } else if (level === 2) {
    const m = rng.pick([2, 3, -2, -3]);
    B2 = B1 * m;
    A2 = rng.intExcept(-9, 9, [0, A1 * m]);
    hint = t(
      `Pirmąją lygtį padauginkite iš ${formatNumber(m, language)}.`,
      `Multiply the first equation by ${formatNumber(m, language)}.`,
    );
  } else {
    B2 = rng.intExcept(-7, 7, [0, B1, -B1]);
    A2 = rng.intExcept(-7, 7, [0, (A1 * B2) / B1]);
    hint = t(
      `Pirmąją lygtį padauginkite iš ${formatNumber(B2, language)}, antrąją – iš ${formatNumber(B1, language)}, ir atimkite.`,
      `Multiply the first equation by ${formatNumber(B2, language)} and the second by ${formatNumber(B1, language)}, then subtract.`,
    );
  }
  const e1 = through(A1, B1, x, y);
  const e2 = through(A2, B2, x, y);
  let second = stdText(e2, language);
  if (level === 4) {
    // Write the second equation with x alone on the left: A2·x = C2 − B2·y.
    second = `${text(uni('x', A2, 0), language)} = ${linText(fraction(-B2), fraction(e2.C), language, 'y')}`;
  }
  const det = A1 * B2 - A2 * B1;
  return systemDraft(
    ctx,
    [stdText(e1, language), second],
    x,
    y,
    [
      t(
        'Sulyginkite vieno nežinomojo koeficientus (prireikus padauginkite lygtis).',
        'Make the coefficients of one unknown match (multiply the equations if needed).',
      ),
      hint,
      t(
        `Gaunate ${formatNumber(det, language)}x = ${formatNumber(det * x, language)}.`,
        `You get ${formatNumber(det, language)}x = ${formatNumber(det * x, language)}.`,
      ),
    ],
    [
      ...(level === 4
        ? [
            t(
              `Antrąją lygtį perrašome: ${stdText(e2, language)}.`,
              `Rewrite the second equation: ${stdText(e2, language)}.`,
            ),
          ]
        : []),
      `${formatNumber(det, language)}x = ${formatNumber(det * x, language)}`,
      `x = ${formatNumber(x, language)}`,
    ],
    t(
      'Sudėjus ar atėmus lygtis (padaugintas iš tinkamų skaičių) vienas nežinomasis dingsta, nes lygybių sumos abi pusės lieka lygios.',
      'Adding or subtracting suitable multiples of the equations removes one unknown, because sums of equal quantities are equal.',
    ),
  );
}

export function systemSolutionCount(ctx: GeneratorContext): TaskDraft {
  const { rng, level, t, language } = ctx;
  const kind = rng.pick(['none', 'one', 'infinite'] as const);
  const k = rng.nonZero(-5, 5);
  const b = rng.int(-9, 9);
  // Line 1: y = kx + b, i.e. kx − y = −b.
  const e1: Eq = { A: k, B: -1, C: -b };
  const m = level <= 1 ? rng.pick([1, 2, -1]) : rng.pick([2, 3, -2, 4, -3]);
  let e2: Eq;
  if (kind === 'infinite') e2 = { A: m * k, B: -m, C: -m * b };
  else if (kind === 'none') e2 = { A: m * k, B: -m, C: -m * b + rng.nonZero(-5, 5) };
  else e2 = { A: m * rng.intExcept(-6, 6, [k]), B: -m, C: rng.int(-12, 12) };
  const first =
    level >= 2
      ? stdText({ A: -e1.A, B: -e1.B, C: -e1.C }, language)
      : `y = ${linText(fraction(k), fraction(b), language)}`;
  const second =
    level === 0 && m === 1
      ? `y = ${linText(fraction(e2.A / m), fraction(-e2.C / m), language)}`
      : stdText(e2, language);
  const sep = language === 'lt' ? '; ' : ', ';
  const index = kind === 'none' ? 0 : kind === 'one' ? 1 : 3;
  const { choices, letter } = fixedChoices(solutionCountTexts(language), index);
  const slope2 = fraction(e2.A, -e2.B);
  const verdict =
    kind === 'one'
      ? t(
          'Krypties koeficientai skiriasi – tiesės susikerta viename taške.',
          'The slopes differ, so the lines meet at one point.',
        )
      : kind === 'none'
        ? t(
            'Krypties koeficientai lygūs, o laisvieji nariai skiriasi – tiesės lygiagrečios.',
            'Equal slopes, different intercepts: the lines are parallel.',
          )
        : t('Lygtys vienodos – tiesės sutampa.', 'The equations describe the same line.');
  return {
    question: t(
      `Kiek sprendinių turi lygčių sistema: ${first}${sep}${second}?`,
      `How many solutions does the system ${first}${sep}${second} have?`,
    ),
    choices,
    input_kind: 'multiple_choice',
    answer: { mode: 'multiple_choice', correct: letter, display: `${letter}) ${choices[index]?.text ?? ''}` },
    hints: [
      t('Abi lygtis užrašykite pavidalu y = kx + b.', 'Write both equations as y = kx + b.'),
      t(
        `Pirmosios tiesės k = ${formatNumber(k, language)}, antrosios k = ${displayDecimal(slope2, language, SHORT_DECIMAL_PLACES)}.`,
        `The first line has k = ${formatNumber(k, language)}, the second k = ${displayDecimal(slope2, language, SHORT_DECIMAL_PLACES)}.`,
      ),
      t('Palyginkite krypties koeficientus ir laisvuosius narius.', 'Compare the slopes and the intercepts.'),
      verdict,
    ],
    steps: [
      `y = ${linText(fraction(k), fraction(b), language)}`,
      `y = ${linText(slope2, fraction(e2.C, e2.B), language)}`,
      verdict,
    ],
    explanation: t(
      'Tiesinių lygčių sistemos sprendiniai – tiesių bendri taškai: susikertančios tiesės turi vieną, lygiagrečios – nė vieno, sutampančios – be galo daug.',
      'The solutions are the common points of two lines: intersecting lines have one, parallel lines none, identical lines infinitely many.',
    ),
  };
}

type Goods = {
  /** Lithuanian accusative after a count: [1, 2–9, 10–20…], and "one X" in the nominative. */
  a: { lt: readonly [string, string, string]; one: string; en: [string, string] };
  b: { lt: readonly [string, string, string]; one: string; en: [string, string] };
};

const GOODS: Record<Interest | 'neutral', Goods> = {
  neutral: {
    a: {
      lt: ['sąsiuvinį', 'sąsiuvinius', 'sąsiuvinių'],
      one: 'vienas sąsiuvinis',
      en: ['notebook', 'notebooks'],
    },
    b: { lt: ['rašiklį', 'rašiklius', 'rašiklių'], one: 'vienas rašiklis', en: ['pen', 'pens'] },
  },
  sports: {
    a: { lt: ['kamuolį', 'kamuolius', 'kamuolių'], one: 'vienas kamuolys', en: ['ball', 'balls'] },
    b: {
      lt: ['sportinę kepurę', 'sportines kepures', 'sportinių kepurių'],
      one: 'viena sportinė kepurė',
      en: ['sports cap', 'sports caps'],
    },
  },
  music: {
    a: {
      lt: ['koncerto bilietą', 'koncerto bilietus', 'koncerto bilietų'],
      one: 'vienas koncerto bilietas',
      en: ['concert ticket', 'concert tickets'],
    },
    b: {
      lt: ['stygų rinkinį', 'stygų rinkinius', 'stygų rinkinių'],
      one: 'vienas stygų rinkinys',
      en: ['set of strings', 'sets of strings'],
    },
  },
  games: {
    a: {
      lt: ['žaidimo kodą', 'žaidimo kodus', 'žaidimo kodų'],
      one: 'vienas žaidimo kodas',
      en: ['game code', 'game codes'],
    },
    b: {
      lt: ['kortelių rinkinį', 'kortelių rinkinius', 'kortelių rinkinių'],
      one: 'vienas kortelių rinkinys',
      en: ['card pack', 'card packs'],
    },
  },
  animals: {
    a: {
      lt: ['ėdalo skardinę', 'ėdalo skardines', 'ėdalo skardinių'],
      one: 'viena ėdalo skardinė',
      en: ['tin of pet food', 'tins of pet food'],
    },
    b: { lt: ['žaislą', 'žaislus', 'žaislų'], one: 'vienas žaislas', en: ['pet toy', 'pet toys'] },
  },
  space: {
    a: {
      lt: ['raketos modelį', 'raketos modelius', 'raketos modelių'],
      one: 'vienas raketos modelis',
      en: ['model rocket', 'model rockets'],
    },
    b: {
      lt: ['plakatą', 'plakatus', 'plakatų'],
      one: 'vienas plakatas',
      en: ['space poster', 'space posters'],
    },
  },
  cooking: {
    a: { lt: ['bandelę', 'bandeles', 'bandelių'], one: 'viena bandelė', en: ['bun', 'buns'] },
    b: {
      lt: ['pyragaitį', 'pyragaičius', 'pyragaičių'],
      one: 'vienas pyragaitis',
      en: ['cupcake', 'cupcakes'],
    },
  },
  travel: {
    a: {
      lt: ['traukinio bilietą', 'traukinio bilietus', 'traukinio bilietų'],
      one: 'vienas traukinio bilietas',
      en: ['train ticket', 'train tickets'],
    },
    b: {
      lt: ['autobuso bilietą', 'autobuso bilietus', 'autobuso bilietų'],
      one: 'vienas autobuso bilietas',
      en: ['bus ticket', 'bus tickets'],
    },
  },
  money: {
    a: {
      lt: ['taupyklę', 'taupykles', 'taupyklių'],
      one: 'viena taupyklė',
      en: ['money box', 'money boxes'],
    },
    b: { lt: ['piniginę', 'pinigines', 'piniginių'], one: 'viena piniginė', en: ['wallet', 'wallets'] },
  },
};

export function systemWordProblem(ctx: GeneratorContext): TaskDraft {
  const { rng, level, t, language } = ctx;
  const euro = (cents: number) => quantityText(fraction(cents, 100), '€', language);
  if (level === 4) {
    const total = rng.int(8, 40);
    const twos = rng.int(1, total - 1);
    const value = 2 * twos + (total - twos);
    const coins = language === 'lt' ? ltCount(total, ['moneta', 'monetos', 'monetų']) : `${total} coins`;
    const question = t(
      `Taupyklėje yra ${coins} po 1 € ir po 2 €, iš viso ${value} €. Kiek yra 2 € monetų?`,
      `A money box holds ${coins}, all €1 and €2 coins, worth €${value} in total. How many €2 coins are there?`,
    );
    return wordDraft(question, twos, `x + y = ${total}; 2x + y = ${value}`, String(twos), false);
  }
  const goods = ctx.interest ? GOODS[ctx.interest] : GOODS.neutral;
  const step = level <= 1 ? 100 : level === 2 ? 10 : 5;
  const pa = rng.int(level <= 1 ? 1 : 5, level <= 1 ? 9 : 60) * step;
  const pb = rng.intExcept(level <= 1 ? 1 : 5, level <= 1 ? 9 : 60, [pa / step]) * step;
  const maxCount = level === 0 ? 3 : 6;
  const a = rng.int(1, maxCount);
  const b = rng.int(1, maxCount);
  const c = rng.int(1, maxCount);
  let d = rng.int(1, maxCount);
  if (a * d === b * c) d += 1;
  const s1 = a * pa + b * pb;
  const s2 = c * pa + d * pb;
  const askFirst = level !== 3 || rng.chance(0.5);
  const cnt = (n: number, g: Goods['a']) =>
    language === 'lt' ? ltCount(n, g.lt) : `${n} ${n === 1 ? g.en[0] : g.en[1]}`;
  const ask = askFirst ? goods.a : goods.b;
  const question = t(
    `Už ${cnt(a, goods.a)} ir ${cnt(b, goods.b)} sumokėta ${euro(s1)}, o už ${cnt(c, goods.a)} ir ${cnt(d, goods.b)} – ${euro(s2)}. Kiek eurų kainuoja ${ask.one}?`,
    `${cnt(a, goods.a)} and ${cnt(b, goods.b)} cost ${euro(s1)}, while ${cnt(c, goods.a)} and ${cnt(d, goods.b)} cost ${euro(s2)}. How many euros does one ${ask.en[0]} cost?`,
  );
  const price = askFirst ? pa : pb;
  const p1 = quantityText(fraction(s1, 100), '', 'en').trim();
  const p2 = quantityText(fraction(s2, 100), '', 'en').trim();
  return wordDraft(
    question,
    price / 100,
    `${a}x + ${b}y = ${p1}; ${c}x + ${d}y = ${p2}`,
    String(price / 100),
    ctx.interest !== null,
  );

  function wordDraft(
    question: string,
    answer: number,
    system: string,
    correct: string,
    themed: boolean,
  ): TaskDraft {
    const shown = level === 4 ? formatNumber(answer, language) : euro(Math.round(answer * 100));
    const sys = language === 'lt' ? system.replace(/(\d)\.(\d)/g, '$1,$2') : system.replace('; ', ', ');
    return {
      question,
      choices: null,
      input_kind: 'number',
      themed,
      answer: { mode: 'equivalent', options: { form: 'value' }, correct, display: shown },
      hints: [
        t('Pažymėkite nežinomus dydžius x ir y.', 'Call the unknown quantities x and y.'),
        t(`Sudarykite sistemą: ${sys}.`, `Form the system: ${sys}.`),
        t('Išspręskite ją sudėties arba keitimo būdu.', 'Solve it by elimination or substitution.'),
        t(
          `Atsakymas – to nežinomojo, kurio klausiama, reikšmė: ${shown}.`,
          `Answer with the unknown that is asked for: ${shown}.`,
        ),
      ],
      steps: [sys, shown],
      explanation: t(
        'Dvi sąlygos su dviem nežinomaisiais sudaro dviejų tiesinių lygčių sistemą; ją išsprendę randame abu dydžius.',
        'Two conditions with two unknowns make a system of two linear equations; solving it gives both quantities.',
      ),
    };
  }
}

export function linearQuadraticSystem(ctx: GeneratorContext): TaskDraft {
  const { rng, level, t, language } = ctx;
  const n = (v: number) => formatNumber(v, language);
  let equations: [string, string];
  let pairs: [number, number][];
  let method: string;
  if (level === 0) {
    const r1 = rng.int(1, 12);
    const r2 = rng.intExcept(-6, 15, [r1, 0]);
    equations = [`x + y = ${n(r1 + r2)}`, `xy = ${n(r1 * r2)}`];
    pairs = [
      [r1, r2],
      [r2, r1],
    ];
    method = `y = ${n(r1 + r2)} − x`;
  } else if (level <= 2) {
    let x0 = rng.nonZero(-7, 9);
    const y0 = rng.nonZero(-7, 9);
    if (x0 === -y0 || x0 === y0) x0 = x0 + 1 === 0 || x0 + 1 === -y0 || x0 + 1 === y0 ? x0 + 2 : x0 + 1;
    pairs = [
      [x0, y0],
      [-y0, -x0],
    ];
    if (level === 1) {
      equations = [`x − y = ${n(x0 - y0)}`, `xy = ${n(x0 * y0)}`];
      method = `x = y ${x0 - y0 < 0 ? '−' : '+'} ${n(Math.abs(x0 - y0))}`;
    } else {
      equations = [
        `y = ${linText(fraction(1), fraction(y0 - x0), language)}`,
        `x² + y² = ${n(x0 * x0 + y0 * y0)}`,
      ];
      method = t('Įrašykite y į antrąją lygtį.', 'Substitute y into the second equation.');
    }
  } else {
    const r1 = rng.int(-6, 6);
    const r2 = rng.intExcept(-6, 6, [r1]);
    const a = level === 4 ? rng.int(2, 3) : 1;
    const k = rng.nonZero(-4, 4);
    const m = rng.int(-6, 6);
    // a·x² + p·x + qq = k·x + m at x = r1, r2.
    const p = k - a * (r1 + r2);
    const qq = m + a * r1 * r2;
    equations = [
      `y = ${text(uni('x', a, p, qq), language)}`,
      `y = ${linText(fraction(k), fraction(m), language)}`,
    ];
    pairs = [
      [r1, k * r1 + m],
      [r2, k * r2 + m],
    ];
    method = `${text(uni('x', a, p - k, qq - m), language)} = 0`;
  }
  pairs.sort((u, v) => u[0] - v[0]);
  const sep = language === 'lt' ? '; ' : ', ';
  const answer = systemSolutions(
    pairs.map(([x, y]) => [fraction(x), fraction(y)] as const),
    language,
  );
  return {
    question: t(
      `Išspręskite lygčių sistemą: ${equations.join(sep)}.`,
      `Solve the system ${equations.join(sep)}.`,
    ),
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
        'Iš tiesinės lygties išreikškite vieną nežinomąjį.',
        'Make one unknown the subject of the linear equation.',
      ),
      t(`Pavyzdžiui: ${method}.`, `For example: ${method}.`),
      t(
        'Įrašę gausite kvadratinę lygtį su vienu nežinomuoju; išspręskite ją.',
        'Substituting gives a quadratic equation in one unknown; solve it.',
      ),
      t(
        `Šaknys: x = ${pairs.map((pair) => n(pair[0])).join(' ir x = ')}; kiekvienai raskite y.`,
        `Roots: x = ${pairs.map((pair) => n(pair[0])).join(' and x = ')}; find y for each.`,
      ),
    ],
    steps: [method, answer.display],
    explanation: t(
      'Įrašius tiesinės lygties išraišką į netiesinę gaunama kvadratinė lygtis; kiekviena jos šaknis duoda po vieną sistemos sprendinį.',
      'Substituting the linear equation into the other gives a quadratic; each of its roots gives one solution of the system.',
    ),
  };
}
