import { INTEREST_CHOICES, INTEREST_THEMES, type TInterests } from '@taskas/contracts';
import type { TFunction } from 'i18next';

const label = (t: TFunction, key: (typeof INTEREST_CHOICES)[number]) => t(`tasks:assign.interest.${key}`);

/**
 * Interests offered when themed tasks are generated, in the user's language: the contract's list (the
 * one students choose from). A tutor may type others, passed on as typed (an LLM can use them).
 */
export function interestLabels(t: TFunction): string[] {
  return INTEREST_CHOICES.map((key) => label(t, key));
}

/** A student's saved interests as tags: the chosen ones by their labels, then their own words; at most `max`. */
export function interestTags(interests: Pick<TInterests, 'chosen' | 'own'>, t: TFunction, max = 5): string[] {
  return [...interests.chosen.map((key) => label(t, key)), ...interests.own].slice(0, max);
}

/**
 * Tags as the server takes them: one of the list by its key (`krepšinis` → `basketball`, with `sports`,
 * the theme the built-in generators know), others as typed; at most `max`.
 */
export function interestValues(tags: readonly string[], t: TFunction, max = 5): string[] {
  const byLabel = new Map(INTEREST_CHOICES.map((key) => [label(t, key).toLocaleLowerCase(), key]));
  const values = tags.flatMap((tag) => {
    const key = byLabel.get(tag.trim().toLocaleLowerCase());
    if (!key) return [tag.trim()];
    const theme = INTEREST_THEMES[key];
    return theme ? [key, theme] : [key];
  });
  return [...new Set(values.filter(Boolean))].slice(0, max);
}
