import type { Language } from '../types.ts';

/**
 * Number and notation typography for task texts. Lithuanian: decimal comma, a thin no-break space
 * between thousands, `(x; y)` for points, `:` for division, `−` for minus. English: decimal point,
 * comma thousands, `(x, y)`, `÷`.
 */
const MINUS = '−';

/** A number as the language writes it: `formatNumber(-1234.5, 'lt')` → `−1 234,5`. */
export function formatNumber(
  value: number,
  language: Language,
  options: { maxDecimals?: number } = {},
): string {
  const { maxDecimals = 10 } = options;
  const rounded = Number(value.toFixed(maxDecimals));
  const negative = rounded < 0;
  const [whole = '0', fraction] = Math.abs(rounded).toString().includes('e')
    ? Math.abs(rounded).toFixed(maxDecimals).replace(/0+$/, '').replace(/\.$/, '').split('.')
    : Math.abs(rounded).toString().split('.');
  const groupSeparator = language === 'lt' ? '\u202f' : ',';
  const grouped =
    whole.length > 4 || (language === 'en' && whole.length > 3)
      ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, groupSeparator)
      : whole;
  const decimal = language === 'lt' ? ',' : '.';
  return `${negative ? MINUS : ''}${grouped}${fraction ? decimal + fraction : ''}`;
}

/** A signed term inside an expression: `+ 3`, `− 3` (with spaces), for building `2x − 3`. */
export function signed(value: number, language: Language): string {
  return value < 0 ? ` ${MINUS} ${formatNumber(-value, language)}` : ` + ${formatNumber(value, language)}`;
}

/** A coefficient in front of a variable: 1 → ``, −1 → `−`, 3 → `3`. */
export function coefficient(value: number, language: Language): string {
  if (value === 1) return '';
  if (value === -1) return MINUS;
  return formatNumber(value, language);
}

/** A point: `A(3; −4)` in Lithuanian, `A(3, −4)` in English. */
export function formatPoint(coords: readonly number[], language: Language, name = ''): string {
  const separator = language === 'lt' ? '; ' : ', ';
  return `${name}(${coords.map((c) => formatNumber(c, language)).join(separator)})`;
}

/** A fraction written inline: `3/4`, `−3/4`. */
export function formatFraction(numerator: number, denominator: number, language: Language): string {
  const negative = numerator * denominator < 0;
  return `${negative ? MINUS : ''}${formatNumber(Math.abs(numerator), language)}/${formatNumber(Math.abs(denominator), language)}`;
}

/** An interval: `[−2; 5)` (lt) / `[−2, 5)` (en), with ∞ for unbounded ends. */
export function formatInterval(
  low: number | null,
  high: number | null,
  closed: { low: boolean; high: boolean },
  language: Language,
): string {
  const separator = language === 'lt' ? '; ' : ', ';
  const left = low === null ? `(${MINUS}∞` : `${closed.low ? '[' : '('}${formatNumber(low, language)}`;
  const right = high === null ? '+∞)' : `${formatNumber(high, language)}${closed.high ? ']' : ')'}`;
  return `${left}${separator}${right}`;
}

/** The multiplication sign of the language: `·` in Lithuanian, `×` in English. */
export function times(language: Language): string {
  return language === 'lt' ? '·' : '×';
}

/** The division sign of the language. */
export function divisionSign(language: Language): string {
  return language === 'lt' ? ':' : '÷';
}

/** Plain-text canonical number for answers (language-neutral, decimal point, ASCII minus). */
export function canonicalNumber(value: number, maxDecimals = 10): string {
  const rounded = Number(value.toFixed(maxDecimals));
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

/** Picks the text of the task language. */
export function tr(language: Language, lt: string, en: string): string {
  return language === 'lt' ? lt : en;
}

export const MINUS_SIGN = MINUS;

const SUPERSCRIPT: Record<string, string> = {
  '0': '⁰',
  '1': '¹',
  '2': '²',
  '3': '³',
  '4': '⁴',
  '5': '⁵',
  '6': '⁶',
  '7': '⁷',
  '8': '⁸',
  '9': '⁹',
  '-': '⁻',
  n: 'ⁿ',
  x: 'ˣ',
};
const SUBSCRIPT: Record<string, string> = {
  '0': '₀',
  '1': '₁',
  '2': '₂',
  '3': '₃',
  '4': '₄',
  '5': '₅',
  '6': '₆',
  '7': '₇',
  '8': '₈',
  '9': '₉',
  '-': '₋',
  '+': '₊',
  n: 'ₙ',
};

/** Raised text for powers: `superscript(-3)` → `⁻³`, `superscript('n')` → `ⁿ`; other characters stay as they are. */
export function superscript(text: string | number): string {
  return [...String(text)].map((ch) => SUPERSCRIPT[ch] ?? ch).join('');
}

/** Lowered text for indices and bases: `subscript(2)` → `₂`, `subscript('n')` → `ₙ`. */
export function subscript(text: string | number): string {
  return [...String(text)].map((ch) => SUBSCRIPT[ch] ?? ch).join('');
}
