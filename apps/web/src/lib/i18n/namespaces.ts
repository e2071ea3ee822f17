/** The spec's translation namespaces; every one exists in both languages. */
export const NAMESPACES = [
  'common',
  'home',
  'tasks',
  'auth',
  'profile',
  'scoreboard',
  'navbar',
  'modals',
  'feedback',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/**
 * A file of translations, named as under `locales/<language>/`: a namespace (`home`, its file
 * `home.json`) or one of its parts (`home.audit`, in `home.audit.json`). A namespace may be kept in
 * parts, each holding its own top-level keys, so features do not share one large file and a page
 * fetches only the parts it shows.
 */
export type TTranslationPart = Namespace | `${Namespace}.${string}`;

/** A nested translation file. */
export type TTranslations = { [key: string]: string | TTranslations };

/** The language and part of a file under `locales/` (`locales/lt/home.audit.json` → lt, home.audit). */
export function localeFileOf(path: string): { language: string; part: string; namespace: string } | null {
  const match = /locales\/(\w+)\/(([\w-]+)(?:\.[\w-]+)?)\.json$/.exec(path);
  return match?.[1] && match[2] && match[3]
    ? { language: match[1], part: match[2], namespace: match[3] }
    : null;
}

/** The namespace a part belongs to (`home.audit` → home). */
export const namespaceOf = (part: TTranslationPart): Namespace => part.split('.')[0] as Namespace;

/** One namespace from its parts: each part's top-level keys are its own, so spreading loses nothing. */
export function mergeParts(parts: readonly TTranslations[]): TTranslations {
  return Object.assign({}, ...parts);
}
