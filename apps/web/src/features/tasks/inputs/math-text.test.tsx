import type { MathNotation } from '@taskas/contracts';
import { generateTask } from '@taskas/math';
import { act, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { MathNotationContext } from './math-notation';
import { splitMath } from './math-segments';
import { MathText } from './math-text';
import { MATHJAX_SCRIPT } from './mathjax-render';

function renderText(text: string, format?: string, notation: MathNotation = 'latex') {
  return renderWithProviders(
    <MathNotationContext.Provider value={notation}>
      <MathText text={text} format={format} data-testid="math-text" />
    </MathNotationContext.Provider>,
  ).getByTestId('math-text');
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

type THappyDom = {
  settings: { disableJavaScriptFileLoading: boolean; handleDisabledFileLoadingAsSuccess: boolean };
};
const happyDom = () => (window as unknown as { happyDOM: THappyDom }).happyDOM.settings;
const mathJaxScript = () => document.head.querySelector(`script[src="${MATHJAX_SCRIPT}"]`);

/**
 * MathJax itself cannot run in happy-dom (the e2e journey renders it in Chromium): a stand-in with the
 * part of its API MathText uses finishes the load, typesetting `\(…\)` / `\[…\]` into an
 * `mjx-container` and TeX with `\bad` into an error, as MathJax does.
 */
function finishLoadingMathJax() {
  const config = window.MathJax as { startup: { ready(): void } };
  window.MathJax = {
    startup: { defaultReady: () => undefined, promise: Promise.resolve() },
    typesetPromise: async (elements: HTMLElement[]) => {
      for (const element of elements) {
        const container = document.createElement('mjx-container');
        if (element.textContent?.includes('\\bad')) container.append(document.createElement('mjx-merror'));
        container.dataset.tex = element.textContent ?? '';
        element.replaceChildren(container);
      }
    },
    typesetClear: () => undefined,
  };
  config.startup.ready();
}

describe('MathText in the MathJax notation', () => {
  beforeAll(() => {
    // The script element is the request; happy-dom does not fetch it.
    happyDom().disableJavaScriptFileLoading = true;
    happyDom().handleDisabledFileLoadingAsSuccess = true;
  });
  afterAll(() => {
    happyDom().disableJavaScriptFileLoading = false;
    happyDom().handleDisabledFileLoadingAsSuccess = false;
  });

  it('asks our own server for MathJax, never uses KaTeX, and typesets each formula with it', async () => {
    const shown = renderText('Suprastinkite $\\frac{2,5}{12}$ ir:\n$$x^2$$', undefined, 'mathjax');
    await waitFor(() => expect(mathJaxScript()).not.toBeNull());
    // Until MathJax is there, the text as written.
    expect(shown.textContent).toBe('Suprastinkite $\\frac{2,5}{12}$ ir:\n$$x^2$$');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(shown.querySelector('.katex')).toBeNull();

    await act(async () => finishLoadingMathJax());
    await waitFor(() => expect(shown.querySelectorAll('mjx-container')).toHaveLength(2));
    expect(shown.querySelector('[data-math="inline"] mjx-container')?.getAttribute('data-tex')).toBe(
      '\\(\\frac{2{,}5}{12}\\)',
    );
    expect(shown.querySelector('[data-math="display"] mjx-container')?.getAttribute('data-tex')).toBe(
      '\\[x^2\\]',
    );
    expect(shown.textContent).toContain('Suprastinkite ');
    expect(shown.querySelector('.katex')).toBeNull();
    expect(document.head.querySelectorAll(`script[src="${MATHJAX_SCRIPT}"]`)).toHaveLength(1);
  });

  it('shows TeX that MathJax cannot read as written', async () => {
    const shown = renderText('Bad: $\\bad{1}$ and good: $x+1$', undefined, 'mathjax');
    await waitFor(() => expect(shown.querySelectorAll('mjx-container')).toHaveLength(1));
    expect(shown.textContent).toContain('Bad: $\\bad{1}$ and good: ');
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
