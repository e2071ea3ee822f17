import { LANGUAGES } from '@taskas/contracts';
import { describe, expect, it } from 'vitest';
import { NAMESPACES, resources } from './resources';

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

type TTree = { [key: string]: string | TTree };

function flatten(tree: TTree, prefix = ''): Map<string, string> {
  const keys = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') keys.set(path, value);
    else for (const [nested, text] of flatten(value, path)) keys.set(nested, text);
  }
  return keys;
}

function baseKeys(keys: Map<string, string>): Set<string> {
  return new Set([...keys.keys()].map((key) => key.replace(PLURAL_SUFFIX, '')));
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1] ?? '').sort();
}

describe.each(NAMESPACES)('translations of the "%s" namespace', (namespace) => {
  const lt = flatten(resources.lt[namespace] as TTree);
  const en = flatten(resources.en[namespace] as TTree);

  it('has the same keys in Lithuanian and English', () => {
    const ltBase = baseKeys(lt);
    const enBase = baseKeys(en);
    expect(
      [...ltBase].filter((key) => !enBase.has(key)),
      'only in lt',
    ).toEqual([]);
    expect(
      [...enBase].filter((key) => !ltBase.has(key)),
      'only in en',
    ).toEqual([]);
  });

  it('has no empty text in either language', () => {
    for (const [language, keys] of [
      ['lt', lt],
      ['en', en],
    ] as const) {
      const empty = [...keys].filter(([, text]) => text.trim() === '').map(([key]) => `${language}:${key}`);
      expect(empty).toEqual([]);
    }
  });

  it('uses the same placeholders in both languages', () => {
    for (const [key, text] of lt) {
      const enText = en.get(key) ?? en.get(key.replace(PLURAL_SUFFIX, '_other'));
      if (enText !== undefined) expect(placeholders(text), key).toEqual(placeholders(enText));
    }
  });

  it('gives every plural every form its language needs', () => {
    for (const language of LANGUAGES) {
      const keys = flatten(resources[language][namespace] as TTree);
      const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
      const plurals = new Set(
        [...keys.keys()]
          .filter((key) => PLURAL_SUFFIX.test(key))
          .map((key) => key.replace(PLURAL_SUFFIX, '')),
      );
      for (const base of plurals) {
        for (const category of categories)
          expect(keys.has(`${base}_${category}`), `${language}:${base}_${category}`).toBe(true);
      }
    }
  });
});

describe('the test itself', () => {
  it('notices a key missing in one language, nested keys and plurals included', () => {
    const lt = baseKeys(flatten({ a: { b: 'x', c_one: 'y', c_few: 'z' } }));
    const en = baseKeys(flatten({ a: { c_one: 'y', c_other: 'z' } }));
    expect([...lt].filter((key) => !en.has(key))).toEqual(['a.b']);
  });
});

// A namespace kept in parts (`home.audit.json` beside `home.json`): parts are spread over the base, so a
// top-level key in two files would silently lose one of them.
const files = import.meta.glob<TTree>('../../locales/*/*.json', { eager: true, import: 'default' });

describe('namespaces kept in parts', () => {
  const byNamespace = new Map<string, { file: string; keys: string[] }[]>();
  for (const [path, tree] of Object.entries(files)) {
    const [, language, name] = /locales\/(\w+)\/([\w.-]+)\.json$/.exec(path) ?? [];
    const namespace = `${language}:${name?.split('.')[0]}`;
    const list = byNamespace.get(namespace) ?? [];
    list.push({ file: `${language}/${name}.json`, keys: Object.keys(tree) });
    byNamespace.set(namespace, list);
  }

  it.each([...byNamespace.keys()])('%s: no top-level key is in two files, and every part is loaded', (ns) => {
    const parts = byNamespace.get(ns) ?? [];
    const owner = new Map<string, string>();
    for (const part of parts) {
      for (const key of part.keys) {
        expect(owner.get(key), `"${key}" is in ${owner.get(key)} and ${part.file}`).toBeUndefined();
        owner.set(key, part.file);
      }
    }
    const [language, namespace] = ns.split(':') as ['lt' | 'en', (typeof NAMESPACES)[number]];
    const loaded = Object.keys(resources[language][namespace]);
    expect(loaded.sort()).toEqual([...owner.keys()].sort());
  });
});
