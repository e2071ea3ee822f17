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

/** A suggestion that is a kind of one of the generators' themes brings that theme along. */
const GENERATOR_THEME: Partial<Record<(typeof INTEREST_SUGGESTIONS)[number], string>> = {
  basketball: 'sports',
  football: 'sports',
};

/**
 * Tags as the server takes them: a suggestion by its key (`krepšinis` → `basketball`, with `sports`, the
 * theme the built-in generators know), others as typed; at most `max`.
 */
export function interestValues(tags: readonly string[], t: TFunction, max = 5): string[] {
  const byLabel = new Map(
    INTEREST_SUGGESTIONS.map((key) => [t(`tasks:assign.interest.${key}`).toLocaleLowerCase(), key]),
  );
  const values = tags.flatMap((tag) => {
    const key = byLabel.get(tag.trim().toLocaleLowerCase());
    if (!key) return [tag.trim()];
    const theme = GENERATOR_THEME[key];
    return theme ? [key, theme] : [key];
  });
  return [...new Set(values.filter(Boolean))].slice(0, max);
}
