import type { Language } from '@taskas/contracts';
import { localeFileOf, mergeParts, NAMESPACES, type Namespace, type TTranslations } from './namespaces';

export { NAMESPACES, type Namespace } from './namespaces';

// Every file of both languages, bundled: only for tests and tools, which need all text at once and
// synchronously. The app itself fetches a language's namespaces as pages need them (lazy-i18n.ts).
const files = import.meta.glob<TTranslations>('../../locales/*/*.json', { eager: true, import: 'default' });

function bundle(language: Language): Record<Namespace, TTranslations> {
  const parts = new Map<string, TTranslations[]>();
  for (const [path, tree] of Object.entries(files)) {
    const file = localeFileOf(path);
    if (file?.language !== language) continue;
    parts.set(file.namespace, [...(parts.get(file.namespace) ?? []), tree]);
  }
  return Object.fromEntries(
    NAMESPACES.map((namespace) => [namespace, mergeParts(parts.get(namespace) ?? [])]),
  ) as Record<Namespace, TTranslations>;
}

export const resources: Record<Language, Record<Namespace, TTranslations>> = {
  lt: bundle('lt'),
  en: bundle('en'),
};
