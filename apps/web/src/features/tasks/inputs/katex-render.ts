// Loaded only through `import()` from math-text.tsx, and only for text that holds TeX: the generated
// tasks are plain Unicode and never pay for KaTeX or its stylesheet.
import 'katex/dist/katex.min.css';
import katex from 'katex';

/** KaTeX's HTML (with MathML for screen readers) for one formula, or null when it cannot be read. */
export function renderTex(tex: string, display: boolean): string | null {
  try {
    // A decimal comma (`2,5`) is a digit group in TeX only as `2{,}5`; bare, KaTeX spaces it as punctuation.
    return katex.renderToString(tex.replace(/(\d),(?=\d)/g, '$1{,}'), {
      displayMode: display,
      throwOnError: true,
      trust: false,
      strict: 'ignore',
      maxSize: 20,
      maxExpand: 200,
      output: 'htmlAndMathml',
    });
  } catch {
    return null;
  }
}
