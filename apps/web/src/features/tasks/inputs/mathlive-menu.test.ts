import type { MathfieldElement } from 'mathlive';
import { describe, expect, it } from 'vitest';
import { answerFieldMenu } from './mathlive-menu';

type MenuItem = MathfieldElement['menuItems'][number];

const command = (id: string): MenuItem => ({ id, label: id, onMenuSelect: () => undefined });

describe('the answer field menu', () => {
  it('keeps inserting roots, absolute values and logarithms and the clipboard, nothing else', () => {
    const menu: MenuItem[] = [
      command('add-row-above'),
      { type: 'divider' },
      { id: 'insert-matrix', label: 'Insert Matrix', submenu: [command('matrix-2x2')] } as MenuItem,
      {
        id: 'insert',
        label: 'Insert',
        submenu: [
          command('insert-abs'),
          command('insert-nth-root'),
          command('insert-log-base'),
          { type: 'heading', label: 'Calculus' },
          command('insert-derivative'),
          command('insert-integral'),
        ],
      } as MenuItem,
      command('mode'),
      command('color'),
      { type: 'divider' },
      { type: 'divider' },
      command('cut'),
      { id: 'copy', label: 'Copy', submenu: [command('copy-latex'), command('copy-ascii-math')] } as MenuItem,
      command('paste'),
      command('select-all'),
      { type: 'divider' },
    ];
    const kept = answerFieldMenu(menu);
    const ids = (items: readonly MenuItem[]): unknown[] =>
      items.map((item) =>
        item.type === 'divider'
          ? '—'
          : 'submenu' in item
            ? [(item as { id?: string }).id, ids(item.submenu)]
            : (item as { id?: string }).id,
      );
    expect(ids(kept)).toEqual([
      ['insert', ['insert-abs', 'insert-nth-root', 'insert-log-base']],
      '—',
      'cut',
      ['copy', ['copy-latex', 'copy-ascii-math']],
      'paste',
      'select-all',
    ]);
  });
});
