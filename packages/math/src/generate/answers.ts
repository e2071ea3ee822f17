import type { Language } from '../types.ts';
import { canonicalFraction, displayFraction, type Fraction, type FractionStyle } from './fraction.ts';
import type { TaskDraft } from './registry.ts';

/** A rational answer written as a fraction in lowest terms (`-4/5`); any equal value is accepted. */
export function fractionAnswer(
  value: Fraction,
  language: Language,
  style?: FractionStyle,
): TaskDraft['answer'] {
  return {
    mode: 'equivalent',
    options: { form: 'value' },
    correct: canonicalFraction(value),
    display: displayFraction(value, language, style),
  };
}
