import type { Language, TAccuracy } from '@taskas/contracts';
import type { TFunction } from 'i18next';
import { formatNumber } from '../../../lib/i18n/format';
import { formatPercent } from '../../student/components/format-percent';

/**
 * An effect size (Cohen's h, read like standard deviations) with its sign and two decimals, so a gain
 * and a loss look different at a glance: "+0,24" in Lithuanian, "+0.24" in English; zero has no sign.
 */
export function formatEffectSize(value: number, language: Language): string {
  const rounded = Math.round(value * 100) / 100;
  return formatNumber(rounded === 0 ? 0 : rounded, language, {
    signDisplay: 'exceptZero',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
}

/** An effect size, or "too few answers" where a side had fewer than the minimum to compare. */
export function effectSizeText(value: number | null, language: Language, t: TFunction): string {
  return value === null ? t('tasks:lessons.effect.tooFew') : formatEffectSize(value, language);
}

/** "55 % (11 of 20)", or "no answers" when there were none. */
export function accuracyText(accuracy: TAccuracy, language: Language, t: TFunction): string {
  if (accuracy.attempts === 0 || accuracy.accuracy === null) return t('tasks:lessons.effect.noAnswers');
  return t('tasks:lessons.effect.accuracy', {
    percent: formatPercent(accuracy.accuracy, language),
    correct: formatNumber(accuracy.correct, language),
    attempts: formatNumber(accuracy.attempts, language),
  });
}
