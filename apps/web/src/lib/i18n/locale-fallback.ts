import type { TTranslations } from './namespaces';

const PLURAL_FORM = /_(zero|one|two|few|many|other)$/;

/**
 * `translations` with every key it lacks taken from `fallback`, nested keys included; a key it has is
 * never replaced. The build runs English files through this with their Lithuanian counterparts, so a
 * key not yet translated shows Lithuanian (the fallback language) without fetching Lithuanian. A plural
 * English has in any form keeps its own forms: Lithuanian's extra ones (`_few`, `_many`) are not added.
 */
export function withFallback(translations: TTranslations, fallback: TTranslations): TTranslations {
  const filled: TTranslations = { ...translations };
  const ownPlurals = new Set(
    Object.keys(translations)
      .filter((key) => PLURAL_FORM.test(key))
      .map((key) => key.replace(PLURAL_FORM, '')),
  );
  for (const [key, value] of Object.entries(fallback)) {
    const own = filled[key];
    if (own === undefined) {
      if (!ownPlurals.has(key.replace(PLURAL_FORM, ''))) filled[key] = value;
    } else if (typeof own === 'object' && typeof value === 'object') filled[key] = withFallback(own, value);
  }
  return filled;
}
