import type { TFunction } from 'i18next';

/**
 * Interests offered as suggestions when generating themed tasks; a tutor may type others. The first
 * eight are the generators' own themes, the rest are passed on as typed (an LLM can use them).
 */
export const INTEREST_SUGGESTIONS = [
  'sports',
  'basketball',
  'football',
  'music',
  'games',
  'animals',
  'space',
  'cooking',
  'nature',
  'technology',
  'art',
  'travel',
  'money',
] as const;

/** The suggestions in the user's language, as the tags input shows them. */
export function interestLabels(t: TFunction): string[] {
  return INTEREST_SUGGESTIONS.map((key) => t(`tasks:assign.interest.${key}`));
}

/** Tags as the server takes them: a suggestion by its key (`krepšinis` → `basketball`), others as typed. */
export function interestValues(tags: readonly string[], t: TFunction): string[] {
  const byLabel = new Map(
    INTEREST_SUGGESTIONS.map((key) => [t(`tasks:assign.interest.${key}`).toLocaleLowerCase(), key]),
  );
  const values = tags.map((tag) => byLabel.get(tag.trim().toLocaleLowerCase()) ?? tag.trim());
  return [...new Set(values.filter(Boolean))];
}
