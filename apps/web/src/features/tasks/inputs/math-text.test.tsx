import { generateTask } from '@taskas/math';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { splitMath } from './math-segments';
import { MathText } from './math-text';

function renderText(text: string, format?: string) {
  return renderWithProviders(<MathText text={text} format={format} data-testid="math-text" />).getByTestId(
    'math-text',
  );
}

describe('MathText', () => {
  it('shows a generated task exactly as written: Unicode maths, decimal commas, line breaks', async () => {
    const task = generateTask('abs-equation', { difficulty: 'hard', seed: '3', language: 'lt' });
    const text = `${task.question}\nApskaičiuokite 2,5 + 3,75 ir (−5,5; 0).`;
    const shown = renderText(text);
    expect(shown.textContent).toBe(text);
    expect(shown.style.whiteSpace).toBe('pre-wrap');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(shown.querySelector('.katex')).toBeNull();
  });

  it('renders $…$ and \\(…\\) inline and $$…$$ as a display formula through KaTeX', async () => {
    const shown = renderText('Suprastinkite $\\frac{4}{12}$ ir \\(x^2\\):\n$$\\sqrt{2,5}$$');
    await waitFor(() => expect(shown.querySelectorAll('.katex')).toHaveLength(3));
    expect(shown.querySelectorAll('[data-math="inline"]')).toHaveLength(2);
    expect(shown.querySelector('[data-math="display"] .katex-display')).not.toBeNull();
    expect(shown.textContent).toContain('Suprastinkite ');
    // MathML for screen readers.
    expect(shown.querySelector('math')).not.toBeNull();
  });

  it('falls back to the raw text when KaTeX cannot read the TeX', async () => {
    const shown = renderText('Bad: $\\frac{1$ and good: $x+1$');
    await waitFor(() => expect(shown.querySelectorAll('.katex')).toHaveLength(1));
    expect(shown.textContent).toContain('Bad: $\\frac{1$ and good: ');
  });

  it('renders a latex question without delimiters as one formula', async () => {
    const shown = renderText('\\frac{3}{4} + \\frac{1}{5}', 'latex');
    await waitFor(() => expect(shown.querySelector('.katex')).not.toBeNull());
  });
});

describe('splitMath', () => {
  it('leaves prices and lone dollars as text', () => {
    expect(splitMath('A book costs $5 and a pen $2.')).toEqual([
      { kind: 'text', text: 'A book costs $5 and a pen $2.' },
    ]);
    expect(splitMath('Costs $ 5 or $ 6 each')).toHaveLength(1);
  });

  it('finds every kind of delimiter', () => {
    expect(splitMath('$a$ \\(b\\) $$c$$ \\[d\\]').filter((s) => s.kind === 'math')).toEqual([
      { kind: 'math', tex: 'a', display: false, raw: '$a$' },
      { kind: 'math', tex: 'b', display: false, raw: '\\(b\\)' },
      { kind: 'math', tex: 'c', display: true, raw: '$$c$$' },
      { kind: 'math', tex: 'd', display: true, raw: '\\[d\\]' },
    ]);
  });
});
