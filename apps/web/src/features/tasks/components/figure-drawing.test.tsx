import type { Language, TFigureInput } from '@taskas/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { FigureDrawing } from './figure-drawing';

const PLANE = { xMin: -6, xMax: 8, yMin: -5, yMax: 5, step: 0.5 };
const NUMBER_LINE: TFigureInput = { kind: 'interval', line: { min: -10, max: 10, step: 1 } };

/**
 * The panel on a stand-in page that holds the answer as the task page does; `drawn` lists every answer
 * the drawing sent.
 */
function renderPanel(
  input: TFigureInput,
  { language = 'en', typed = '' }: { language?: Language; typed?: string } = {},
) {
  const drawn: string[] = [];
  function Page() {
    const [value, setValue] = useState(typed);
    return (
      <FigureDrawing
        input={input}
        value={value}
        format="text"
        onDraw={(answer) => {
          drawn.push(answer);
          setValue(answer);
        }}
        disabled={false}
      />
    );
  }
  renderWithProviders(<Page />, { language });
  return { drawn, user: userEvent.setup() };
}

/** The line under the canvas, once the lazy canvas has loaded. */
const answerLine = () => screen.findByTestId('drawn-answer');

describe('the "draw your answer" panel', () => {
  it('asks for a point to be moved before the drawing is an answer', async () => {
    const { drawn } = renderPanel({ kind: 'point', plane: PLANE });
    expect(screen.getByRole('heading', { name: 'Draw your answer' })).toBeTruthy();
    expect(await answerLine()).toHaveProperty('textContent', 'Move the point to the answer.');
    expect(screen.getByRole('group', { name: /^Drawing: coordinate plane, x from −6 to 8/ })).toBeTruthy();
    expect(drawn).toEqual([]);
  });

  it('shows a typed point on the drawing as the answer, in Lithuanian with a decimal comma', async () => {
    renderPanel({ kind: 'point', plane: PLANE }, { language: 'lt', typed: '(1,5; -2)' });
    expect(screen.getByRole('heading', { name: 'Nubraižykite atsakymą' })).toBeTruthy();
    expect(await answerLine()).toHaveProperty('textContent', 'Jūsų atsakymas: (1,5; −2)');
  });

  it('says the typed answer goes when it is not one the drawing shows', async () => {
    renderPanel({ kind: 'point', plane: PLANE }, { typed: '(40; 1)' });
    expect((await answerLine()).textContent).toMatch(/^The answer typed in the field will be submitted/);
  });

  it('sends the interval as its ends are switched to infinity and left out', async () => {
    const { drawn, user } = renderPanel(NUMBER_LINE);
    await answerLine();
    const right = screen.getByRole('group', { name: 'Right end' });
    await user.click(within(right).getByRole('switch', { name: 'To +∞' }));
    expect(drawn).toEqual(['[-5; +∞)']);
    expect((await answerLine()).textContent).toBe('Your answer: [−5; +∞)');
    // An end running to infinity is always open: its own button is off.
    expect(within(right).getByRole('button', { name: 'Included' })).toHaveProperty('disabled', true);

    const left = screen.getByRole('group', { name: 'Left end' });
    const included = within(left).getByRole('button', { name: 'Included' });
    expect(included.getAttribute('aria-pressed')).toBe('true');
    await user.click(included);
    expect(drawn).toEqual(['[-5; +∞)', '(-5; +∞)']);
    expect(included.getAttribute('aria-pressed')).toBe('false');
    expect((await answerLine()).textContent).toBe('Your answer: (−5; +∞)');
  });

  it('brings a right end back from infinity to where it was, in Lithuanian', async () => {
    const { drawn, user } = renderPanel(NUMBER_LINE, { language: 'lt' });
    await answerLine();
    const right = screen.getByRole('group', { name: 'Dešinysis galas' });
    await user.click(within(right).getByRole('switch', { name: 'Iki +∞' }));
    await user.click(within(right).getByRole('switch', { name: 'Iki +∞' }));
    expect(drawn).toEqual(['[-5; +∞)', '[-5; 5]']);
    expect((await answerLine()).textContent).toBe('Jūsų atsakymas: [−5; 5]');
  });
});
