import type { TTask } from '@taskas/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { AnswerInput } from './answer-input';
import { renderAnswerInput } from './answer-input.test-support';
import { generatedTask } from './generated-task.test-support';

// MathLive needs a real browser (the live check is a Playwright test). Here the lazy module is a
// stand-in whose import we can see and whose loading we control.
const mathLive = vi.hoisted(() => ({
  imported: vi.fn(),
  setUp: vi.fn((): unknown => {
    throw new Error('not loaded');
  }),
}));
vi.mock('./mathlive-setup', () => {
  mathLive.imported();
  return { setUpMathLive: () => mathLive.setUp() };
});

/** A stand-in `<math-field>`: holds LaTeX, reports `input`, converts to ASCII maths. */
class FakeMathfield extends HTMLElement {
  static decimalSeparator = '.';
  static locale = 'en';
  value = '';
  menuItems: unknown[] = [];
  smartFence = false;
  disabled = false;
  setValue(value: string, options?: { format?: string }) {
    this.value = options?.format === 'ascii-math' ? `\\ascii{${value}}` : value;
  }
  getValue() {
    return this.value.replace(/\\frac\{(.+?)\}\{(.+?)\}/g, '($1)/($2)');
  }
}
customElements.define('fake-math-field', FakeMathfield);

const renderInput = (task: TTask) => renderAnswerInput(task);

describe('the math field (MathLive, loaded lazily)', () => {
  it('is not fetched for tasks that need no formula', async () => {
    for (const skill of [
      'compute-gcd',
      'simplify-fraction',
      'apply-divisibility-rules',
      'line-axis-intercept',
      'interval-intersection',
      'set-intersection',
      'abs-equation',
    ]) {
      const { task } = generatedTask(skill);
      const { unmount } = renderWithProviders(
        <AnswerInput task={task} value="" onChange={() => undefined} disabled={false} />,
      );
      await waitFor(() => expect(screen.queryByTestId('answer-input-loading')).toBeNull());
      expect(screen.queryAllByRole('textbox').length + screen.queryAllByRole('radio').length).toBeGreaterThan(
        0,
      );
      unmount();
    }
    expect(mathLive.imported).not.toHaveBeenCalled();
  });

  it('is fetched for an expression task, and the text field works while it loads and if it fails', async () => {
    const { generated, task, check } = generatedTask('collect-like-terms');
    expect(task.content.question.type).toBe('expression');
    const { sent, user } = renderInput(task);
    await waitFor(() => expect(mathLive.imported).toHaveBeenCalled());
    expect(await screen.findByText(/formula editor could not be loaded/)).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Your answer' }), generated.answer.correct);
    expect(sent).toEqual({ value: generated.answer.correct, format: 'text' });
    expect(check(sent.value, sent.format).is_correct).toBe(true);
  });

  it('sends LaTeX from the math field, and plain text after "Type as text"', async () => {
    mathLive.setUp.mockImplementation(() => FakeMathfield);
    const { generated, task, check } = generatedTask('shift-graph');
    expect(task.content.question.type).toBe('expression');
    const { sent, user } = renderInput(task);
    // While MathLive loads, the student may already type; the text field is there at once.
    expect(screen.getByRole('textbox', { name: 'Your answer' })).toBeTruthy();
    const field = await screen.findByTestId('math-field');
    expect(field.getAttribute('aria-labelledby')).toBeTruthy();
    expect(document.getElementById(field.getAttribute('aria-labelledby') ?? '')?.textContent).toBe(
      'Your answer',
    );

    const latex = String.raw`y=\left(x+1\right)^2`;
    (field as FakeMathfield).value = latex;
    field.dispatchEvent(new Event('input'));
    expect(sent).toEqual({ value: latex, format: 'latex' });

    (field as FakeMathfield).value = String.raw`\frac{1}{2}`;
    await user.click(screen.getByRole('switch', { name: 'Type as text' }));
    expect(sent).toEqual({ value: '(1)/(2)', format: 'text' });
    const text = screen.getByRole('textbox', { name: 'Your answer' });
    await user.clear(text);
    await user.type(text, generated.answer.correct);
    expect(check(sent.value, sent.format).is_correct).toBe(true);
    expect(screen.queryByTestId('math-field')).toBeNull();
  });
});

describe('a restored draft', () => {
  it('puts a LaTeX answer back into the math field, and a typed one into the text field', async () => {
    mathLive.setUp.mockImplementation(() => FakeMathfield);
    const { task } = generatedTask('shift-graph');
    const latex = String.raw`y=\left(x+1\right)^2`;
    const sent: string[] = [];
    const { unmount } = renderWithProviders(
      <AnswerInput
        task={task}
        value={latex}
        format="latex"
        onChange={(value) => sent.push(value)}
        disabled={false}
      />,
    );
    const field = (await screen.findByTestId('math-field')) as FakeMathfield;
    // Set as LaTeX, not read as ASCII maths (the stand-in marks that with \ascii{…}).
    expect(field.value).toBe(latex);
    unmount();

    renderWithProviders(
      <AnswerInput task={task} value="(x+1)^2" format="text" onChange={() => undefined} disabled={false} />,
    );
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Type as text' })).toHaveProperty('checked', true),
    );
    expect((screen.getByRole('textbox', { name: 'Your answer' }) as HTMLInputElement).value).toBe('(x+1)^2');
  });
});
