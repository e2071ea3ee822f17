import type { TIntervalEnd, TIntervalPiece, TPoint } from './answer-syntax';

/**
 * The structured inputs' parts read back from the answer string they sent (answer-syntax.ts), so a
 * kept draft shows again as points, interval ends or list rows. Each is the inverse of its writer: an
 * answer that is not one of theirs gives null, and the input starts empty.
 */

/** Splits at `;` outside brackets: `(1; 2); (3; 4)` → `(1; 2)`, `(3; 4)`. */
function topLevelItems(text: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (char === '(' || char === '[' || char === '{') depth += 1;
    else if (char === ')' || char === ']' || char === '}') depth = Math.max(0, depth - 1);
    else if (char === ';' && depth === 0) {
      items.push(text.slice(start, index).trim());
      start = index + 1;
    }
  }
  items.push(text.slice(start).trim());
  return items.filter((item) => item !== '');
}

/** `(3; -4); (0; 2)` → its points. */
export function pointsOfAnswer(answer: string): TPoint[] | null {
  const items = topLevelItems(answer.trim());
  const points = items.map((item) => /^\(\s*([^;()]+?)\s*;\s*([^;()]+?)\s*\)$/.exec(item));
  if (points.length === 0 || points.some((match) => match === null)) return null;
  return points.map((match) => ({ x: match?.[1] ?? '', y: match?.[2] ?? '' }));
}

const INFINITY = /^[-+−]?∞$/;

/** `[-6; -2]`, `(-∞; 4]`, `(-∞; -8) ∪ [-4; +∞)` → its pieces. */
export function intervalOfAnswer(answer: string): TIntervalPiece[] | null {
  const pieces = answer
    .split('∪')
    .map((piece) => /^([[(])\s*([^;]+?)\s*;\s*([^;]+?)\s*([\])])$/.exec(piece.trim()));
  if (answer.trim() === '' || pieces.some((match) => match === null)) return null;
  return pieces.map((match) => {
    const [, open = '(', low = '', high = '', close = ')'] = match ?? [];
    const end = (value: string, closed: boolean): TIntervalEnd =>
      INFINITY.test(value)
        ? { value: '', infinite: true, closed: false }
        : { value, infinite: false, closed };
    return { left: end(low, open === '['), right: end(high, close === ']') };
  });
}

/** `{1; 2; 3}` (a set) or `2; -3` (roots) → its items; `∅` → none. */
export function listOfAnswer(
  answer: string,
  kind: 'set' | 'solutions',
): { items: string[]; none: boolean } | null {
  const text = answer.trim();
  if (text === '∅') return { items: [], none: true };
  if (kind === 'set') {
    const match = /^\{(.*)\}$/.exec(text);
    if (!match) return null;
    const items = topLevelItems(match[1] ?? '');
    return items.length === 0 ? null : { items, none: false };
  }
  const items = topLevelItems(text);
  return items.length === 0 ? null : { items, none: false };
}
