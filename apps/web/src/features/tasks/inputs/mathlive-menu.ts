import type { MathfieldElement } from 'mathlive';

type MenuItem = MathfieldElement['menuItems'][number];

/**
 * What an answer needs from MathLive's menu: inserting an absolute value, a root or a logarithm, and
 * the clipboard. Matrices, colours, fonts, calculus and complex-number templates only get in a
 * school student's way.
 */
const KEPT_IDS = new Set([
  'insert',
  'insert-abs',
  'insert-nth-root',
  'insert-log-base',
  'cut',
  'copy',
  'copy-latex',
  'copy-ascii-math',
  'copy-math-ml',
  'paste',
  'select-all',
]);

/** MathLive's menu with only the kept items, without headings and without stray dividers. */
export function answerFieldMenu(items: readonly MenuItem[]): MenuItem[] {
  const kept: MenuItem[] = [];
  for (const item of items) {
    if (item.type === 'divider') {
      const previous = kept.at(-1);
      if (previous && previous.type !== 'divider') kept.push(item);
      continue;
    }
    const id = (item as { id?: string }).id;
    if (item.type === 'heading' || id === undefined || !KEPT_IDS.has(id)) continue;
    kept.push('submenu' in item ? { ...item, submenu: answerFieldMenu(item.submenu) } : item);
  }
  if (kept.at(-1)?.type === 'divider') kept.pop();
  return kept;
}
