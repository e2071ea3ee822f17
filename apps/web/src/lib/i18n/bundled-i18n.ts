import { DEFAULT_LANGUAGE, type Language } from '@taskas/contracts';
import i18next, { type i18n as TI18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { SHARED_OPTIONS } from './i18n';
import { NAMESPACES, resources } from './resources';

/**
 * A ready instance holding every namespace of both languages, synchronously, with Lithuanian filling a
 * key English lacks at run time: for tests and tools. The app fetches its text instead (lazy-i18n.ts).
 */
export function createI18n(language: Language = DEFAULT_LANGUAGE): TI18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    ...SHARED_OPTIONS,
    resources,
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    ns: [...NAMESPACES],
    initAsync: false,
  });
  return instance;
}
