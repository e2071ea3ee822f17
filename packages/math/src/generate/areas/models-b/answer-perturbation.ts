import type { GeneratedTask } from '../../../types.ts';

/**
 * A wrong answer close to the right one, for tests: the checker must accept the teacher's answer and
 * reject this. It changes one number (or letter) of the canonical answer.
 */
export function perturbedAnswer(task: Pick<GeneratedTask, 'answer'>): string {
  const { mode, correct } = task.answer;
  if (mode === 'multiple_choice') return correct === 'A' ? 'B' : 'A';
  if (mode === 'decimal_places')
    return (Number(correct) + 0.01).toFixed(Number(task.answer.options?.places ?? 2));
  if (mode === 'equation_solutions' && correct.includes('n in Z'))
    return correct.replace(/^x = /, 'x = 1 + ');
  if (mode === 'equation_solutions' || mode === 'set') {
    // Shift the first number found by one; `{pi}` becomes `{2*pi}`.
    if (!/\d/.test(correct)) return correct.replace('pi', '2*pi');
    return correct.replace(/-?\d+(\.\d+)?/, (m) => String(Number(m) + 1));
  }
  if (mode === 'interval' || mode === 'coordinates')
    return correct.replace(/-?\d+(\.\d+)?/, (m) => String(Number(m) + 1));
  if (mode === 'equation') return `${correct}+1`;
  if (/^-?\d+(\.\d+)?$/.test(correct)) return String(Number(correct) + 1);
  const fraction = /^(-?\d+)\/(\d+)$/.exec(correct);
  if (fraction) return `${Number(fraction[1]) + Number(fraction[2])}/${fraction[2]}`;
  return `${correct}+1`;
}
