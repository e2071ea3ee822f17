import type { Language } from '@taskas/contracts';
import i18next, { type i18n as TI18n } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { SHARED_OPTIONS } from './i18n';
import {
  localeFileOf,
  mergeParts,
  namespaceOf,
  type TTranslationPart,
  type TTranslations,
} from './namespaces';

// Not bundled: every file of every language is a chunk of its own, fetched the first time a page in that
// language shows it.
const files = new Map(
  Object.entries(import.meta.glob<TTranslations>('../../locales/*/*.json', { import: 'default' })).map(
    ([path, load]) => {
      const file = localeFileOf(path);
      if (!file) throw new Error(`not a translation file: ${path}`);
      return [`${file.language}/${file.part}`, { ...file, load }];
    },
  ),
);

const partsOf = (language: string, namespace: string) =>
  [...files.values()].filter((file) => file.language === language && file.namespace === namespace);

const loaders = new WeakMap<TI18n, (parts: readonly TTranslationPart[]) => Promise<unknown>>();
const prefetchers = new WeakMap<TI18n, (language: string) => Promise<unknown>>();

/**
 * Fetches, without switching, what the page shows in another language: pointing at the language
 * switch does this, so the switch itself has nothing left to wait for.
 */
export function prefetchLanguage(instance: TI18n | undefined, language: string): Promise<unknown> {
  return (instance && prefetchers.get(instance)?.(language)) ?? Promise.resolve();
}

/**
 * Fetches translation parts (of the current language) for something about to be shown; an instance
 * with every text bundled (tests) has them already.
 */
export function loadTranslationParts(instance: TI18n | undefined, parts: readonly TTranslationPart[]) {
  return (instance && loaders.get(instance)?.(parts)) ?? Promise.resolve();
}

/**
 * The app's instance: it fetches `common` of `language` now (`ready` settles once it is there) and
 * other parts when asked (loadTranslationParts, which the router does for each page before showing it).
 * A namespace is fetched with the parts asked for so far; a language switch fetches every part in use in
 * the new language before anything changes on screen.
 */
export function createLazyI18n(language: Language): { i18n: TI18n; ready: Promise<unknown> } {
  const instance = i18next.createInstance();
  const wanted = new Set<string>();
  const loaded = new Set<string>(); // `${language}/${part}`

  const fetchParts = (lng: string, parts: readonly string[]) =>
    Promise.all(
      parts.map((part) => {
        const file = files.get(`${lng}/${part}`);
        if (!file) return Promise.reject(new Error(`no translations for ${lng}:${part}`));
        return file.load().then((tree) => {
          loaded.add(`${lng}/${part}`);
          return tree;
        });
      }),
    ).then(mergeParts);

  // What i18next asks for when it loads a namespace: its main file and the parts wanted so far.
  const readNamespace = (lng: string, namespace: string) =>
    fetchParts(
      lng,
      partsOf(lng, namespace)
        .map((file) => file.part)
        .filter((part) => part === namespace || wanted.has(part)),
    );

  const ensure = async (namespace: string, parts: readonly string[]) => {
    await instance.loadNamespaces(namespace);
    const lng = instance.language;
    const missing = parts.filter((part) => part !== namespace && !loaded.has(`${lng}/${part}`));
    if (missing.length > 0)
      instance.addResourceBundle(lng, namespace, await fetchParts(lng, missing), true, true);
  };

  loaders.set(instance, (parts) => {
    const byNamespace = new Map<string, string[]>();
    for (const part of parts) {
      wanted.add(part);
      byNamespace.set(namespaceOf(part), [...(byNamespace.get(namespaceOf(part)) ?? []), part]);
    }
    return Promise.all([...byNamespace].map(([namespace, nsParts]) => ensure(namespace, nsParts)));
  });

  prefetchers.set(instance, (lng) =>
    Promise.all(
      [...(instance.options.ns ?? [])].map((namespace) =>
        instance.hasResourceBundle(lng, namespace)
          ? null
          : readNamespace(lng, namespace).then((tree) => instance.addResourceBundle(lng, namespace, tree)),
      ),
    ),
  );

  // Something shown whose text was not asked for (a part left out of a page's list): fetched on first
  // use, blank meanwhile (never a raw key), and shown once it arrives (`bindI18n` re-renders whoever
  // translates).
  const lateRequests = new Set<string>();
  const requestLate = (namespace: string) => {
    const lng = instance.language;
    const missing = partsOf(lng, namespace).filter((file) => !loaded.has(`${lng}/${file.part}`));
    if (missing.length === 0) return false;
    if (!lateRequests.has(`${lng}/${namespace}`)) {
      lateRequests.add(`${lng}/${namespace}`);
      if (import.meta.env.DEV)
        console.warn(`"${namespace}" text was shown before it was loaded: declare its part (lazyPart)`);
      void loadTranslationParts(
        instance,
        missing.map((file) => file.part as TTranslationPart),
      );
    }
    return true;
  };

  const ready = instance
    .use(resourcesToBackend(readNamespace))
    .use(initReactI18next)
    .init({
      ...SHARED_OPTIONS,
      lng: language,
      // Nothing more is fetched for a key English lacks: the build already filled such keys of the
      // English files with Lithuanian's text (vite.config.ts), so only the current language is fetched.
      fallbackLng: false,
      // Sets the language at once, so parts asked for before `common` is here load in it too.
      initAsync: false,
      ns: ['common'],
      react: { bindI18n: 'languageChanged loaded', bindI18nStore: 'added' },
      appendNamespaceToMissingKey: true,
      parseMissingKeyHandler: (key) => {
        const at = key.indexOf(':');
        return requestLate(key.slice(0, at)) ? '' : key.slice(at + 1);
      },
    });
  return { i18n: instance, ready };
}
