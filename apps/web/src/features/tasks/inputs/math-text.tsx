import { Box, type BoxProps } from '@mantine/core';
import type { MathNotation } from '@taskas/contracts';
import { type CSSProperties, Fragment, useEffect, useMemo, useRef, useState } from 'react';
import { useMathNotation } from './math-notation';
import { hasMath, splitMath, type TMathSegment } from './math-segments';
import type { TMathJax } from './mathjax-render';

type TRenderTex = typeof import('./katex-render').renderTex;
// MathJax's loader too comes only with text that has maths, for those who chose it.
type TMathJaxRender = typeof import('./mathjax-render');
type TMathJaxRenderer = { kind: 'mathjax'; mathJax: TMathJax; render: TMathJaxRender };
type TRenderer = { kind: 'katex'; renderTex: TRenderTex } | TMathJaxRenderer;

let katexLoading: Promise<TRenderTex> | null = null;
const loadKatex = () => {
  katexLoading ??= import('./katex-render').then((module) => module.renderTex);
  return katexLoading;
};

/** The renderer for the chosen notation; MathJax that cannot load gives way to KaTeX. */
async function loadRenderer(notation: MathNotation): Promise<TRenderer> {
  if (notation === 'mathjax') {
    try {
      const render = await import('./mathjax-render');
      return { kind: 'mathjax', mathJax: await render.loadMathJax(), render };
    } catch {
      // offline or a failed file: KaTeX below
    }
  }
  return { kind: 'katex', renderTex: await loadKatex() };
}

const formulaStyle = (display: boolean): CSSProperties =>
  display
    ? { display: 'block', whiteSpace: 'normal', overflowX: 'auto', overflowY: 'hidden' }
    : { whiteSpace: 'nowrap' };

/**
 * Task text (question, hint, solution step) with its maths: `$…$`, `\(…\)` inline and `$$…$$`,
 * `\[…\]` displayed, through KaTeX, or MathJax for users who chose it (MathNotationContext);
 * `format="latex"` without delimiters is one formula. Text without maths (every generated task: plain
 * Unicode, decimal commas) is shown exactly as written, line breaks kept. The renderer is fetched only
 * for text that has maths; until then, and for TeX it cannot read, the raw text shows.
 */
export function MathText({
  text,
  format = 'text',
  component = 'div',
  ...boxProps
}: { text: string; format?: string; component?: 'div' | 'span' | 'p' | 'li' } & BoxProps) {
  const notation = useMathNotation();
  const segments = useMemo(() => splitMath(text, format), [text, format]);
  const withMath = hasMath(segments);
  const [loaded, setLoaded] = useState<{ notation: MathNotation; renderer: TRenderer } | null>(null);
  const renderer = loaded?.notation === notation ? loaded.renderer : null;

  useEffect(() => {
    if (!withMath) return;
    let live = true;
    loadRenderer(notation).then(
      (next) => live && setLoaded({ notation, renderer: next }),
      () => undefined, // offline or a failed chunk: the raw text stays
    );
    return () => {
      live = false;
    };
  }, [withMath, notation]);

  return (
    <Box component={component} style={{ whiteSpace: 'pre-wrap' }} {...boxProps}>
      {segments.map((segment, index) => {
        if (segment.kind === 'text')
          // biome-ignore lint/suspicious/noArrayIndexKey: segments of one fixed text
          return <Fragment key={index}>{segment.text}</Fragment>;
        if (renderer?.kind === 'mathjax')
          // biome-ignore lint/suspicious/noArrayIndexKey: segments of one fixed text
          return <MathJaxFormula key={index} renderer={renderer} segment={segment} />;
        const html = renderer ? renderer.renderTex(segment.tex, segment.display) : null;
        if (html === null)
          // biome-ignore lint/suspicious/noArrayIndexKey: segments of one fixed text
          return <Fragment key={index}>{segment.raw}</Fragment>;
        return (
          <Box
            // biome-ignore lint/suspicious/noArrayIndexKey: segments of one fixed text
            key={index}
            component="span"
            data-math={segment.display ? 'display' : 'inline'}
            style={formulaStyle(segment.display)}
            // KaTeX escapes the TeX it is given and runs with trust off (no links, no raw HTML).
            // biome-ignore lint/security/noDangerouslySetInnerHtml: KaTeX output
            dangerouslySetInnerHTML={{ __html: html }}
          />
        );
      })}
    </Box>
  );
}

/** One formula typeset by MathJax into a span React leaves empty (MathJax owns what is inside). */
function MathJaxFormula({
  renderer,
  segment,
}: {
  renderer: TMathJaxRenderer;
  segment: Extract<TMathSegment, { kind: 'math' }>;
}) {
  const { mathJax, render } = renderer;
  const host = useRef<HTMLSpanElement>(null);
  const { tex, display, raw } = segment;

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    let live = true;
    render
      .typesetTex(mathJax, element, { tex, display, raw }, () => live)
      .catch(() => {
        if (live) element.textContent = raw;
      });
    return () => {
      live = false;
      render.clearTex(mathJax, element);
    };
  }, [mathJax, render, tex, display, raw]);

  return (
    <span
      ref={host}
      data-math={display ? 'display' : 'inline'}
      data-notation="mathjax"
      style={formulaStyle(display)}
    />
  );
}
