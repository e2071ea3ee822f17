import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@taskas/contracts';
import type { InitOptions, i18n as TI18n } from 'i18next';
import { isLanguage, storeLanguage } from './language';

/** What every instance shares, whether its text is bundled (tests) or fetched (the app). */
export const SHARED_OPTIONS = {
  supportedLngs: [...LANGUAGES],
  defaultNS: 'common',
  fallbackNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
} satisfies InitOptions;

/** Keeps `<html lang>` and the stored choice in step with the active language. */
export function syncDocumentLanguage(instance: TI18n): void {
  const apply = (lng: string) => {
    if (typeof document !== 'undefined')
      document.documentElement.lang = isLanguage(lng) ? lng : DEFAULT_LANGUAGE;
  };
  apply(instance.language);
  instance.on('languageChanged', (lng) => {
    apply(lng);
    if (isLanguage(lng)) storeLanguage(lng);
  });
}

export function currentLanguage(instance: TI18n): Language {
  const lng = instance.resolvedLanguage ?? instance.language;
  return isLanguage(lng) ? lng : DEFAULT_LANGUAGE;
}
