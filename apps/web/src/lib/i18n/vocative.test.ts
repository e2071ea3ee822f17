import { describe, expect, it } from 'vitest';
import { lithuanianVocative } from './vocative';

describe('lithuanianVocative', () => {
  it.each([
    ['Jonas', 'Jonai'],
    ['Paulius', 'Pauliau'],
    ['Kęstutis', 'Kęstuti'],
    ['Kazys', 'Kazy'],
    ['Eglė', 'Egle'],
    ['Gabija', 'Gabija'],
    ['Austėja', 'Austėja'],
    ['Tadas ', 'Tadai'],
  ])('%s → %s', (name, expected) => {
    expect(lithuanianVocative(name)).toBe(expected);
  });

  it('leaves names it cannot decline as typed', () => {
    expect(lithuanianVocative('John')).toBe('John');
    expect(lithuanianVocative('AS')).toBe('AS');
    expect(lithuanianVocative('')).toBe('');
  });
});
