import { diffLines } from 'diff';

export type TDiffLine = { kind: 'added' | 'removed' | 'same'; text: string };

/** Two texts compared line by line (jsdiff): each line kept, added or removed, in reading order. */
export function lineDiff(before: string, after: string): TDiffLine[] {
  return diffLines(before, after, { ignoreNewlineAtEof: true }).flatMap((change) => {
    const kind = change.added ? 'added' : change.removed ? 'removed' : 'same';
    return change.value
      .replace(/\n$/, '')
      .split('\n')
      .map((text) => ({ kind, text }) as const);
  });
}
