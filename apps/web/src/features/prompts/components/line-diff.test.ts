import { describe, expect, it } from 'vitest';
import { lineDiff } from './line-diff';

describe('lineDiff', () => {
  it('marks the lines a new version removed and added, keeping the rest in order', () => {
    const before = 'Write a task about {{topic}}.\nGrade {{grade}}.\nKeep it short.';
    const after =
      'Write a task about {{topic}}.\nGrade {{grade}}, {{difficulty}}.\nKeep it short.\nUse {{interests}}.';
    expect(lineDiff(before, after)).toEqual([
      { kind: 'same', text: 'Write a task about {{topic}}.' },
      { kind: 'removed', text: 'Grade {{grade}}.' },
      { kind: 'added', text: 'Grade {{grade}}, {{difficulty}}.' },
      { kind: 'same', text: 'Keep it short.' },
      { kind: 'added', text: 'Use {{interests}}.' },
    ]);
  });

  it('finds nothing changed in equal texts, whatever the last line ends with', () => {
    expect(lineDiff('a\nb', 'a\nb\n')).toEqual([
      { kind: 'same', text: 'a' },
      { kind: 'same', text: 'b' },
    ]);
  });
});
