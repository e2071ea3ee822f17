/**
 * A small floating-point evaluator for the maths written in the English task texts and in canonical
 * answers (`2x³ − 5x + 1`, `√(6 − 2x)`, `2x^2-3x`, `pi/6`), so the tests can recompute answers
 * independently of the generators' exact arithmetic.
 */
const SUPERSCRIPTS: Record<string, string> = {
  '²': '^2',
  '³': '^3',
  '⁴': '^4',
  '⁵': '^5',
  '⁶': '^6',
  ˣ: '^x',
};

const SUBSCRIPT_DIGITS: Record<string, string> = {
  '₀': '0',
  '₁': '1',
  '₂': '2',
  '₃': '3',
  '₄': '4',
  '₅': '5',
  '₆': '6',
  '₇': '7',
  '₈': '8',
  '₉': '9',
};

export function normalise(text: string): string {
  return text
    .replace(/[−–]/g, '-')
    .replace(/[×·]/g, '*')
    .replace(/[²³⁴⁵⁶ˣ]/g, (c) => SUPERSCRIPTS[c] ?? c)
    .replace(/π/g, 'pi')
    .replace(/√/g, 'sqrt')
    .replace(/(\d),(?=\d{3}\b)/g, '$1')
    .replace(/[\u202f\u00a0]/g, '')
    .replace(/log₁₀/g, 'lg')
    .replace(
      /log([₀-₉.,]+)/g,
      (_, base: string) => `log_${[...base].map((c) => SUBSCRIPT_DIGITS[c] ?? '.').join('')}`,
    )
    .replace(/(\d+)°/g, '($1*pi/180)');
}

type Token = { kind: 'num' | 'id' | 'op'; text: string };

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  const s = normalise(text);
  let i = 0;
  while (i < s.length) {
    const ch = s[i] as string;
    if (ch === ' ') {
      i += 1;
      continue;
    }
    const num = /^\d+(\.\d+)?/.exec(s.slice(i));
    if (num) {
      tokens.push({ kind: 'num', text: num[0] });
      i += num[0].length;
      continue;
    }
    const id = /^(log_\d+(\.\d+)?|lg|sqrt|sin|cos|tan|abs|pi|[a-z])/.exec(s.slice(i));
    if (id) {
      tokens.push({ kind: 'id', text: id[0] });
      i += id[0].length;
      continue;
    }
    if ('+-*/^()|'.includes(ch)) {
      tokens.push({ kind: 'op', text: ch });
      i += 1;
      continue;
    }
    throw new Error(`cannot read ${JSON.stringify(ch)} in ${text}`);
  }
  return tokens;
}

const FUNCTIONS: Record<string, (v: number) => number> = {
  sqrt: Math.sqrt,
  sin: Math.sin,
  cos: Math.cos,
  tan: Math.tan,
  abs: Math.abs,
  lg: Math.log10,
};

const isFunction = (name: string) => name in FUNCTIONS || name.startsWith('log_');

type Compiled = (vars: Record<string, number>) => number;
const cache = new Map<string, Compiled>();

/** Evaluates with the given variable values; √ of a negative gives NaN, as in the reals. */
export function evaluate(text: string, vars: Record<string, number> = {}): number {
  let compiled = cache.get(text);
  if (!compiled) {
    compiled = compile(text);
    cache.set(text, compiled);
  }
  return compiled(vars);
}

function compile(text: string): Compiled {
  const tokens = tokenize(text);
  let pos = 0;
  const peek = () => tokens[pos];
  const next = () => tokens[pos++] as Token;
  const startsPrimary = (t: Token | undefined) =>
    t !== undefined && (t.kind === 'num' || t.kind === 'id' || t.text === '(');
  function expression(): Compiled {
    let value = term();
    while (peek()?.text === '+' || peek()?.text === '-') {
      const left = value;
      const plus = next().text === '+';
      const right = term();
      value = plus ? (v) => left(v) + right(v) : (v) => left(v) - right(v);
    }
    return value;
  }
  function term(): Compiled {
    let value = unary();
    for (;;) {
      const t = peek();
      const left = value;
      if (t?.text === '*') {
        next();
        const right = unary();
        value = (v) => left(v) * right(v);
      } else if (t?.text === '/') {
        next();
        const right = unary();
        value = (v) => left(v) / right(v);
      } else if (startsPrimary(t)) {
        const right = power();
        value = (v) => left(v) * right(v);
      } else return value;
    }
  }
  function unary(): Compiled {
    if (peek()?.text === '-') {
      next();
      const inner = unary();
      return (v) => -inner(v);
    }
    if (peek()?.text === '+') {
      next();
      return unary();
    }
    return power();
  }
  function power(): Compiled {
    const base = primary();
    if (peek()?.text === '^') {
      next();
      const exponent = unary();
      return (v) => base(v) ** exponent(v);
    }
    return base;
  }
  function primary(): Compiled {
    const t = next();
    if (!t) throw new Error(`unexpected end in ${text}`);
    if (t.kind === 'num') {
      const n = Number(t.text);
      return () => n;
    }
    if (t.text === '(') {
      const inner = expression();
      next();
      return inner;
    }
    if (t.text === '|') {
      const inner = expression();
      next();
      return (v) => Math.abs(inner(v));
    }
    if (t.kind === 'id') {
      if (t.text === 'pi') return () => Math.PI;
      const fn =
        FUNCTIONS[t.text] ??
        (t.text.startsWith('log_')
          ? (x: number) => Math.log(x) / Math.log(Number(t.text.slice(4)))
          : undefined);
      if (fn) {
        // sin 2x, sqrt(x − 3), sin^2(x) are all read: the argument is the following power term.
        if (peek()?.text === '^') {
          next();
          const exponent = primary();
          const arg = argument();
          return (v) => fn(arg(v)) ** exponent(v);
        }
        const arg = argument();
        return (v) => fn(arg(v));
      }
      const name = t.text;
      return (v) => {
        const value = v[name];
        if (value === undefined) throw new Error(`no value for ${name} in ${text}`);
        return value;
      };
    }
    throw new Error(`unexpected ${t.text} in ${text}`);
  }
  function argument(): Compiled {
    if (peek()?.text === '(') return power();
    // an implicit product like `2x` after sin
    let value = power();
    while (peek()?.kind === 'id' && !isFunction(peek()?.text ?? '')) {
      const left = value;
      const right = power();
      value = (v) => left(v) * right(v);
    }
    return value;
  }
  const result = expression();
  if (pos !== tokens.length)
    throw new Error(
      `left over in ${text}: ${tokens
        .slice(pos)
        .map((t) => t.text)
        .join('')}`,
    );
  return result;
}

/** The largest value of f on a grid (no spreading of huge arrays). */
export function maxOn(
  f: (x: number) => number,
  from: number,
  to: number,
  step: number,
): { x: number; value: number } {
  let best = { x: from, value: f(from) };
  for (let i = 1; from + i * step <= to; i += 1) {
    const x = from + i * step;
    const value = f(x);
    if (value > best.value) best = { x, value };
  }
  const end = f(to);
  return end > best.value ? { x: to, value: end } : best;
}

/** The text between two markers (first occurrence), trimmed. */
export function between(text: string, start: string | RegExp, end: string | RegExp): string {
  const from =
    typeof start === 'string'
      ? text.indexOf(start) + start.length
      : (start.exec(text)?.index ?? -1) + (start.exec(text)?.[0].length ?? 0);
  const rest = text.slice(from);
  const stop = typeof end === 'string' ? rest.indexOf(end) : (end.exec(rest)?.index ?? -1);
  return (stop < 0 ? rest : rest.slice(0, stop)).trim();
}

/** Every number in a text (minus signs included), in order. */
export function numbersIn(text: string): number[] {
  return [...normalise(text).matchAll(/-?\d+(\.\d+)?/g)].map((m) => Number(m[0]));
}

export function derivative(f: (x: number) => number, x: number): number {
  const h = 1e-5;
  return (f(x + h) - f(x - h)) / (2 * h);
}

/** Simpson's rule with many panels: exact for polynomials up to degree 3, very close otherwise. */
export function integrate(f: (x: number) => number, a: number, b: number, panels = 2000): number {
  const h = (b - a) / panels;
  let sum = f(a) + f(b);
  for (let i = 1; i < panels; i += 1) sum += f(a + i * h) * (i % 2 === 0 ? 2 : 4);
  return (sum * h) / 3;
}

/** Reads `-inf`, `pi`, `5/2`, `3` from a canonical answer. */
export function readValue(text: string): number {
  const t = text.trim();
  if (t === '-inf') return Number.NEGATIVE_INFINITY;
  if (t === '+inf' || t === 'inf') return Number.POSITIVE_INFINITY;
  return evaluate(t);
}

/** Membership in a canonical union of intervals `(-inf; 3] U (4; 5)`. */
export function inIntervals(canonical: string, x: number): boolean {
  return canonical.split(' U ').some((part) => {
    const m = /^([[(])(.+);(.+)([\])])$/.exec(part.trim());
    if (!m) throw new Error(`not an interval: ${part}`);
    const lo = readValue(m[2] as string);
    const hi = readValue(m[3] as string);
    const aboveLow = m[1] === '[' ? x >= lo - 1e-12 : x > lo + 1e-12;
    const belowHigh = m[4] === ']' ? x <= hi + 1e-12 : x < hi - 1e-12;
    return aboveLow && belowHigh;
  });
}

export const approx = (a: number, b: number, tolerance = 1e-6) =>
  Math.abs(a - b) <= tolerance * Math.max(1, Math.abs(a), Math.abs(b));
