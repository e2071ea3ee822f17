import type { Language } from '@taskas/contracts';
import { formatNumber } from '../../../lib/i18n/format';

/** A share 0…1 as a percent in the user's language: "83,3 %" in Lithuanian, "83.3%" in English. */
export function formatPercent(share: number, language: Language): string {
  return formatNumber(share, language, { style: 'percent', maximumFractionDigits: 1 });
}
