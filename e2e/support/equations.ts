import type { Page } from '@playwright/test';

/** The roots the test types: the right ones, a wrong one the checker names a mistake for, and working. */
export type TSolved = {
  right: string[];
  wrong: string[];
  /** The equation, then a step that does not follow from it: the first wrong line. */
  wrongWorking: string[];
};

/**
 * Solves the linear and absolute-value equations the bank's generators write, from the question
 * text alone (the test never reads the stored answer): `ax + b = c` and `|ax + b| = c`. The wrong
 * answer flips the sign or leaves out a solution, mistakes the checker names.
 */
export function solveEquation(question: string): TSolved | null {
  const text = question.replace(/−/g, '-').replace(/\s+/g, ' ').trim();
  const equation = text.match(/^(?:Išspręskite lygtį|Solve) (.+)\.$/)?.[1];
  if (!equation) return null;
  const linear = '(-?\\d*)x(?: ([+-]) (\\d+))?';
  const coefficient = (raw: string) => (raw === '' ? 1 : raw === '-' ? -1 : Number(raw));
  const offset = (sign?: string, raw?: string) => (raw ? (sign === '-' ? -1 : 1) * Number(raw) : 0);
  const term = (a: number) => (a === 1 ? 'x' : a === -1 ? '-x' : `${a}x`);
  const abs = equation.match(new RegExp(`^\\|${linear}\\| = (-?\\d+)$`));
  if (abs) {
    const [a, b, c] = [coefficient(abs[1] ?? ''), offset(abs[2], abs[3]), Number(abs[4])];
    const roots = [(c - b) / a, (-c - b) / a];
    if (c <= 0 || !roots.every(Number.isInteger)) return null;
    // Dropping the bars keeps one of the two solutions: the step loses the other.
    const inside = equation.slice(1, equation.indexOf('|', 1));
    return {
      right: roots.map(String),
      wrong: [String(roots[0])],
      wrongWorking: [equation, `${inside} = ${c}`],
    };
  }
  const plain = equation.match(new RegExp(`^${linear} = (-?\\d+)$`));
  if (plain) {
    const [a, b, c] = [coefficient(plain[1] ?? ''), offset(plain[2], plain[3]), Number(plain[4])];
    const x = (c - b) / a;
    if (!Number.isInteger(x) || x === 0) return null;
    return {
      right: [String(x)],
      wrong: [String(-x)],
      wrongWorking: b === 0 ? [equation] : [equation, `${term(a)} = ${c + b}`],
    };
  }
  return solveLinear(equation);
}

/**
 * Any other linear equation in x with an integer root (`2(x + 4) = 8`, `−15 − 8x = −39`,
 * `(x + 6)/6 + x/7 = −3`): both sides are read as functions of x; the root of their difference is
 * where the line crosses zero. The wrong step claims the opposite root.
 */
function solveLinear(equation: string): TSolved | null {
  const [left, right, extra] = equation.split('=');
  if (left === undefined || right === undefined || extra !== undefined) return null;
  const lhs = readExpression(left);
  const rhs = readExpression(right);
  if (!lhs || !rhs) return null;
  const f = (x: number) => lhs(x) - rhs(x);
  const [f0, f1, f2] = [f(0), f(1), f(2)];
  const slope = f1 - f0;
  // Not linear in x (or x vanishes): not an equation this helper solves.
  if (Math.abs(slope) < 1e-9 || Math.abs(f2 - f0 - 2 * slope) > 1e-9) return null;
  const root = -f0 / slope;
  const x = Math.round(root);
  if (Math.abs(root - x) > 1e-9 || x === 0) return null;
  return { right: [String(x)], wrong: [String(-x)], wrongWorking: [equation, `x = ${-x}`] };
}

/** Reads `+ − * / ( )`, integers and x with implicit products; null for anything else. */
function readExpression(text: string): ((x: number) => number) | null {
  const tokens = text.match(/\d+|x|[-+*/()]|\S/g) ?? [];
  let at = 0;
  type Node = (x: number) => number;
  const fail = (): never => {
    throw new Error('unreadable');
  };
  const primary = (): Node => {
    const token = tokens[at];
    if (token === undefined) return fail();
    at += 1;
    if (/^\d+$/.test(token)) return () => Number(token);
    if (token === 'x') return (x) => x;
    if (token === '(') {
      const inner = sum();
      if (tokens[at] !== ')') fail();
      at += 1;
      return inner;
    }
    if (token === '-') {
      const operand = product();
      return (x) => -operand(x);
    }
    return fail();
  };
  const product = (): Node => {
    let node = primary();
    for (;;) {
      const token = tokens[at];
      if (token === '*' || token === '/') {
        at += 1;
        const [a, b] = [node, primary()];
        node = token === '*' ? (x) => a(x) * b(x) : (x) => a(x) / b(x);
      } else if (token === 'x' || token === '(' || (token !== undefined && /^\d+$/.test(token))) {
        const [a, b] = [node, primary()];
        node = (x) => a(x) * b(x);
      } else return node;
    }
  };
  const sum = (): Node => {
    let node = product();
    for (;;) {
      const token = tokens[at];
      if (token !== '+' && token !== '-') return node;
      at += 1;
      const [a, b] = [node, product()];
      node = token === '+' ? (x) => a(x) + b(x) : (x) => a(x) - b(x);
    }
  };
  try {
    const node = sum();
    return at === tokens.length ? node : null;
  } catch {
    return null;
  }
}

/** Types the roots into the solutions input, one field each (`label(n)` names field n). */
export async function enterRoots(
  page: Page,
  words: { root: (n: number) => string; addRoot: string },
  roots: readonly string[],
) {
  for (const [index, root] of roots.entries()) {
    const field = page.getByRole('textbox', { name: words.root(index + 1), exact: true });
    if ((await field.count()) === 0) await page.getByRole('button', { name: words.addRoot }).click();
    await field.fill(root);
  }
  // A field left over from an earlier, longer answer is emptied.
  for (let index = roots.length; ; index += 1) {
    const field = page.getByRole('textbox', { name: words.root(index + 1), exact: true });
    if ((await field.count()) === 0) break;
    await field.fill('');
  }
}
