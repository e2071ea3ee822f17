import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@taskas/contracts';
import i18next, { type i18n as TI18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { isLanguage, readStoredLanguage, storeLanguage } from './language';
import { NAMESPACES, resources } from './resources';

/** Creates a ready i18next instance (synchronous: the resources are bundled). */
export function createI18n(language: Language = DEFAULT_LANGUAGE): TI18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: [...NAMESPACES],
    defaultNS: 'common',
    fallbackNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  return instance;
}

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

// Evaluated with the entry module, before React renders anything into the empty page: `<html lang>`
// is right before there is text to read, with no inline script (the Content-Security-Policy allows none).
export const i18n = createI18n(readStoredLanguage());
syncDocumentLanguage(i18n);
