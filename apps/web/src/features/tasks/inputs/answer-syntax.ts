import type { Language } from '@taskas/contracts';

/**
 * The answer strings the structured inputs send, in the plain-text syntax `checkAnswer` reads
 * (/work/shared/math/answer-cases.json). Items are always separated by `;`, so a decimal comma stays
 * a decimal comma in both languages. An incomplete answer is `''`, which keeps Submit disabled.
 */

export type TPoint = { x: string; y: string };

export type TIntervalEnd = { value: string; infinite: boolean; closed: boolean };
export type TIntervalPiece = { left: TIntervalEnd; right: TIntervalEnd };

const filled = (text: string) => text.trim() !== '';

/**
 * One value typed into its own field. A Lithuanian `2,5` there is a decimal: alone in a list
 * (`{2,5}`) the checker would read it as two items, so it is sent as `2.5`. Text that separates items
 * itself (`x = 1, y = 2`, `(1, 2)`) is left as typed.
 */
export function singleValue(text: string, language: Language): string {
  const value = text.trim();
  if (language !== 'lt' || /[=;()]/.test(value)) return value;
  return value.replace(/(\d),(?=\d)/g, '$1.');
}

/** A number as the language writes it, for values the coordinate plane picks: `-1,5` / `-1.5`. */
export function formatPlainNumber(value: number, language: Language): string {
  const text = String(Object.is(value, -0) ? 0 : value);
  return language === 'lt' ? text.replace('.', ',') : text;
}

/** `(3; -4)`; several points `(3; -4); (0; 2)` (the checker accepts either order). */
export function coordinatesAnswer(points: readonly TPoint[]): string {
  if (points.length === 0 || !points.every((p) => filled(p.x) && filled(p.y))) return '';
  return points.map((p) => `(${p.x.trim()}; ${p.y.trim()})`).join('; ');
}

/** `[-6; -2]`, `(-∞; 4]`, a union `(-∞; -8) ∪ [-4; +∞)`; an infinite end is always open. */
export function intervalAnswer(pieces: readonly TIntervalPiece[]): string {
  const complete = (end: TIntervalEnd) => end.infinite || filled(end.value);
  if (pieces.length === 0 || !pieces.every((p) => complete(p.left) && complete(p.right))) return '';
  return pieces
    .map(({ left, right }) => {
      const low = left.infinite ? '(-∞' : `${left.closed ? '[' : '('}${left.value.trim()}`;
      const high = right.infinite ? '+∞)' : `${right.value.trim()}${right.closed ? ']' : ')'}`;
      return `${low}; ${high}`;
    })
    .join(' ∪ ');
}

/** `{1; 2; 3}`; `∅` for the empty set. Blank rows are skipped. */
export function setAnswer(elements: readonly string[], empty: boolean, language: Language): string {
  if (empty) return '∅';
  const items = elements.filter(filled).map((e) => singleValue(e, language));
  return items.length === 0 ? '' : `{${items.join('; ')}}`;
}

/** `2; -3` (or whatever each row holds: `x = 2`, `(1; 2)` for a system); `∅` for "no solutions". */
export function solutionsAnswer(roots: readonly string[], none: boolean, language: Language): string {
  if (none) return '∅';
  return roots
    .filter(filled)
    .map((r) => singleValue(r, language))
    .join('; ');
}
