import type { Choice } from '../types.ts';

export const CHOICE_LETTERS = ['A', 'B', 'C', 'D'] as const;

/**
 * Options lettered A–D in the order given, and the letter of the right one. The areas' multiple-choice
 * builders pick and shuffle the options their own way and letter them here.
 */
export function letteredChoices(
  texts: readonly string[],
  right: string,
): { choices: Choice[]; letter: Choice['letter'] } {
  const index = texts.indexOf(right);
  if (index < 0 || index >= CHOICE_LETTERS.length)
    throw new Error(`the right option is not a choice: ${right}`);
  return {
    choices: texts.map((text, i) => ({ letter: CHOICE_LETTERS[i] as Choice['letter'], text })),
    letter: CHOICE_LETTERS[index] as Choice['letter'],
  };
}
