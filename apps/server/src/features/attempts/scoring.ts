/**
 * Score of one answer (decision 006): 100 for a first-try correct answer without hints; 20 less per
 * hint taken and 25 less per earlier wrong try, never below 10 while correct; 0 when wrong or when the
 * worked solution had already been shown.
 */
export const SCORE = { full: 100, perHint: 20, perWrongTry: 25, minimumCorrect: 10 } as const;

export function scoreOf(input: {
  isCorrect: boolean;
  hintsUsed: number;
  earlierWrongTries: number;
  solutionShown: boolean;
}): number {
  if (!input.isCorrect || input.solutionShown) return 0;
  const score = SCORE.full - SCORE.perHint * input.hintsUsed - SCORE.perWrongTry * input.earlierWrongTries;
  return Math.max(SCORE.minimumCorrect, score);
}
