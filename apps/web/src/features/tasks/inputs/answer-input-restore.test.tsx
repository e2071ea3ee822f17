import type { TTask } from '@taskas/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { AnswerInput } from './answer-input';
import { findGeneratedTask, generatedTask } from './generated-task.test-support';

// MathLive is not loaded here (see math-field-input.test.tsx, which restores a LaTeX answer).
vi.mock('./mathlive-setup', () => ({
  setUpMathLive: () => {
    throw new Error('MathLive does not run in happy-dom');
  },
}));

/** The input as a restored draft shows it: mounted with an answer it sent before. */
async function renderRestored(task: TTask, value: string) {
  renderWithProviders(<AnswerInput task={task} value={value} onChange={() => undefined} disabled={false} />);
  await waitFor(() => expect(screen.queryByTestId('answer-input-loading')).toBeNull());
}

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

describe('every answer input shows a restored draft', () => {
  it('a typed answer', async () => {
    await renderRestored(generatedTask('compute-gcd').task, '12');
    expect(field('Your answer').value).toBe('12');
  });

  it('a multiple-choice letter', async () => {
    const { task, generated } = generatedTask('apply-divisibility-rules');
    const choice = generated.choices?.[1];
    await renderRestored(task, choice?.letter ?? '');
    const group = screen.getByRole('radiogroup', { name: 'Choose the answer' });
    expect(
      (within(group).getByRole('radio', { name: `${choice?.letter}. ${choice?.text}` }) as HTMLInputElement)
        .checked,
    ).toBe(true);
  });

  it('points on the coordinate plane', async () => {
    await renderRestored(generatedTask('line-axis-intercept').task, '(3; -4); (0; 2,5)');
    expect(field('Point 1 x coordinate').value).toBe('3');
    expect(field('Point 1 y coordinate').value).toBe('-4');
    expect(field('Point 2 x coordinate').value).toBe('0');
    expect(field('Point 2 y coordinate').value).toBe('2,5');
    expect(screen.getByText('Point 1: (3; −4)')).toBeTruthy();
  });

  it('an interval, an infinite end included', async () => {
    await renderRestored(generatedTask('linear-inequality').task, '(-∞; 4]');
    expect(box('−∞ (minus infinity)').checked).toBe(true);
    expect(field('Right end').value).toBe('4');
    expect((screen.getByRole('combobox', { name: 'Right bracket' }) as HTMLSelectElement).value).toBe(
      'closed',
    );
    expect(screen.getByTestId('answer-preview').textContent).toContain('4');
  });

  it('a set', async () => {
    await renderRestored(generatedTask('set-intersection').task, '{1; 2; 3}');
    expect(['Element 1', 'Element 2', 'Element 3'].map((name) => field(name).value)).toEqual(['1', '2', '3']);
  });

  it('a list of roots, and "no solutions"', async () => {
    const { task } = findGeneratedTask('abs-equation', (t) => t.answer.correct.includes(';'));
    expect(task.content.question.type).toBe('equation_solutions');
    const { unmount } = renderWithProviders(
      <AnswerInput task={task} value="2; -3" onChange={() => undefined} disabled={false} />,
    );
    expect(((await screen.findByRole('textbox', { name: 'Solution 2' })) as HTMLInputElement).value).toBe(
      '-3',
    );
    expect(field('Solution 1').value).toBe('2');
    unmount();
    await renderRestored(task, '∅');
    expect(box('No solutions').checked).toBe(true);
  });
});
