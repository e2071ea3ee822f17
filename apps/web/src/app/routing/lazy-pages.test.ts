// @vitest-environment node
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { NAMESPACES } from '../../lib/i18n/namespaces';

// Every lazily fetched part of the app (pages, layouts, dialogs: `lazyPart(() => import(…), [parts])`)
// names the translations it shows, which are fetched with its code; text it shows without naming
// would appear a moment late. This reads the code as the bundler does: from each part's module along
// its imports (not into other lazy parts, which name their own), collecting the keys it translates.

const SRC = fileURLToPath(new URL('../..', import.meta.url));
const LOCALES = path.join(SRC, 'locales');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === 'test' || name === 'locales' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$|\.test-support\.tsx?$|\.d\.ts$/.test(name) ? [file] : [];
  });
}

function resolveImport(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  return (
    [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')].find(
      (file) => existsSync(file) && statSync(file).isFile(),
    ) ?? null
  );
}

const source = (file: string) => readFileSync(file, 'utf8');

type TDeclaration = { declaredIn: string; root: string; parts: string[] };

const LAZY_PART = /lazyPart\(\s*\(\) =>\s*import\('([^']+)'\)[\s\S]*?,\s*\[([^\]]*)\]/g;

function declarationsIn(file: string): TDeclaration[] {
  return [...source(file).matchAll(LAZY_PART)].map(([, specifier = '', parts = '']) => {
    const root = resolveImport(file, specifier);
    if (!root) throw new Error(`${file}: cannot find ${specifier}`);
    return { declaredIn: file, root, parts: [...parts.matchAll(/'([\w.-]+)'/g)].map((m) => m[1] ?? '') };
  });
}

// Value imports (not `import type`), re-exports and dynamic imports of our own files.
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?'(\.{1,2}\/[^']+)'/gm;
const DYNAMIC_IMPORT = /import\(\s*'(\.{1,2}\/[^']+)'\s*\)/g;

/** The files a part runs: its module and what it imports, stopping at other lazy parts. */
function closure(root: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = source(file);
    const ownParts = new Set(declarationsIn(file).map((declaration) => declaration.root));
    for (const [, specifier = ''] of [...text.matchAll(STATIC_IMPORT), ...text.matchAll(DYNAMIC_IMPORT)]) {
      const target = resolveImport(file, specifier);
      if (target && !ownParts.has(target)) visit(target);
    }
  };
  visit(root);
  return seen;
}

/** namespace → top-level key → the part (file) that holds it, from the Lithuanian files. */
const partOfKey = new Map<string, Map<string, string>>();
for (const name of readdirSync(path.join(LOCALES, 'lt'))) {
  const part = name.replace(/\.json$/, '');
  const namespace = part.split('.')[0] ?? part;
  const keys = partOfKey.get(namespace) ?? new Map<string, string>();
  for (const key of Object.keys(JSON.parse(source(path.join(LOCALES, 'lt', name))))) keys.set(key, part);
  partOfKey.set(namespace, keys);
}
const hasParts = (namespace: string) => new Set(partOfKey.get(namespace)?.values()).size > 1;

const KEY = new RegExp(`[\`'"](${NAMESPACES.join('|')}):(\\$\\{|[\\w-]+)`, 'g');

/** The translation parts the files show (besides `common`, which is always there). */
function partsShown(files: Iterable<string>): { parts: Set<string>; unknown: string[] } {
  const parts = new Set<string>();
  const unknown: string[] = [];
  for (const file of files) {
    for (const [key, namespace = '', top = ''] of source(file).matchAll(KEY)) {
      if (namespace === 'common') continue;
      if (!hasParts(namespace)) parts.add(namespace);
      else if (top === '${') unknown.push(`${path.relative(SRC, file)}: ${key}…`);
      else parts.add(partOfKey.get(namespace)?.get(top) ?? `${namespace}:${top} (no such key)`);
    }
  }
  return { parts, unknown };
}

const declarations = sourceFiles(SRC).flatMap(declarationsIn);
const label = (declaration: TDeclaration) =>
  `${path.relative(SRC, declaration.root)} (declared in ${path.relative(SRC, declaration.declaredIn)})`;

describe('the translations each lazily fetched part of the app names', () => {
  it('finds the parts: every page and both layouts', () => {
    const roots = new Set(declarations.map((declaration) => path.relative(SRC, declaration.root)));
    expect(roots).toContain('features/auth/pages/login-page.tsx');
    expect(roots).toContain('features/tasks/task-detail-page.tsx');
    expect(roots).toContain('app/shell/shell-layout.tsx');
    expect(roots).toContain('app/shell/auth-layout.tsx');
  });

  it.each(declarations.map((declaration) => [label(declaration), declaration] as const))(
    '%s: exactly what it shows',
    (_, declaration) => {
      const { parts, unknown } = partsShown(closure(declaration.root));
      expect(unknown, 'keys whose file cannot be told: write the top-level key out').toEqual([]);
      // A part's namespace comes with it (`tasks.solving` brings `tasks`).
      const named = new Set(declaration.parts);
      for (const part of declaration.parts) named.add(part.split('.')[0] ?? part);
      expect([...parts].filter((part) => !named.has(part)).sort(), 'shown but not named').toEqual([]);
      expect(
        declaration.parts.filter((part) => !parts.has(part)).sort(),
        'named but not shown (fetched for nothing)',
      ).toEqual([]);
      for (const part of declaration.parts) {
        for (const language of ['lt', 'en'])
          expect(existsSync(path.join(LOCALES, language, `${part}.json`)), `${language}/${part}.json`).toBe(
            true,
          );
      }
    },
  );

  it('shows only `common` before any of them has arrived (the entry and what it imports)', () => {
    expect([...partsShown(closure(path.join(SRC, 'main.tsx'))).parts]).toEqual([]);
  });
});
