import type { Language } from '../../../types.ts';
import { formatNumber, times } from '../../format.ts';
import { canonicalDecimal, displayDecimal, type Fraction, fraction } from '../../fraction.ts';
import type { TaskDraft } from '../../registry.ts';

type Answer = TaskDraft['answer'];

/** A whole number or a finite decimal, compared exactly. */
export function numberAnswer(value: Fraction | number, language: Language): Answer {
  const f = typeof value === 'number' ? fraction(value) : value;
  return {
    mode: 'equivalent',
    options: { form: 'value' },
    correct: canonicalDecimal(f),
    display: displayDecimal(f, language),
  };
}

/** A percentage: the student may type `35`, `35 %` or `0,35`. */
export function percentAnswer(value: Fraction, language: Language): Answer {
  return {
    mode: 'percent',
    options: { form: 'value' },
    correct: canonicalDecimal(value),
    display: `${displayDecimal(value, language)}${language === 'lt' ? '\u00a0%' : '%'}`,
  };
}

/** `value` (hundredths, a whole number) written with exactly two decimals, for rounding tasks. */
export function twoDecimalsAnswer(hundredths: number, language: Language): Answer {
  const text = (hundredths / 100).toFixed(2);
  return {
    mode: 'decimal_places',
    options: { places: 2 },
    correct: text,
    display: language === 'lt' ? text.replace('.', ',') : text,
  };
}

/** `7 + 9 + (−3)`: a sum written out for a worked step. */
export function sumText(values: readonly number[], language: Language): string {
  return values
    .map((v, i) => (i > 0 && v < 0 ? `(${formatNumber(v, language)})` : formatNumber(v, language)))
    .join(' + ');
}

/** `2 · 6 + 5 · 8`: products written out for a worked step. */
export function productSumText(pairs: readonly [number, number][], language: Language): string {
  return pairs
    .map(([a, b]) => {
      const right = b < 0 ? `(${formatNumber(b, language)})` : formatNumber(b, language);
      return `${formatNumber(a, language)} ${times(language)} ${right}`;
    })
    .join(' + ');
}
