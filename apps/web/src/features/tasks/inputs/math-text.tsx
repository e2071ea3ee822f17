import { Box, type BoxProps } from '@mantine/core';
import { Fragment, useEffect, useMemo, useState } from 'react';
import { hasMath, splitMath } from './math-segments';

type TRenderTex = typeof import('./katex-render').renderTex;

let katexLoading: Promise<TRenderTex> | null = null;
const loadKatex = () => {
  katexLoading ??= import('./katex-render').then((module) => module.renderTex);
  return katexLoading;
};

/**
 * Task text (question, hint, solution step) with its maths: `$…$`, `\(…\)` inline and `$$…$$`,
 * `\[…\]` displayed, through KaTeX; `format="latex"` without delimiters is one formula. Text without
 * maths (every generated task: plain Unicode, decimal commas) is shown exactly as written, line breaks
 * kept. KaTeX is fetched only for text that has maths; until then, and for TeX it cannot read, the
 * raw text shows.
 */
export function MathText({
  text,
  format = 'text',
  component = 'div',
  ...boxProps
}: { text: string; format?: string; component?: 'div' | 'span' | 'p' | 'li' } & BoxProps) {
  const segments = useMemo(() => splitMath(text, format), [text, format]);
  const withMath = hasMath(segments);
  const [renderTex, setRenderTex] = useState<TRenderTex | null>(null);

  useEffect(() => {
    if (!withMath) return;
    let live = true;
    loadKatex().then(
      (render) => live && setRenderTex(() => render),
      () => undefined, // offline or a failed chunk: the raw text stays
    );
    return () => {
      live = false;
    };
  }, [withMath]);

  return (
    <Box component={component} style={{ whiteSpace: 'pre-wrap' }} {...boxProps}>
      {segments.map((segment, index) => {
        if (segment.kind === 'text')
          // biome-ignore lint/suspicious/noArrayIndexKey: segments of one fixed text
          return <Fragment key={index}>{segment.text}</Fragment>;
        const html = renderTex ? renderTex(segment.tex, segment.display) : null;
        if (html === null)
          // biome-ignore lint/suspicious/noArrayIndexKey: segments of one fixed text
          return <Fragment key={index}>{segment.raw}</Fragment>;
        return (
          <Box
            // biome-ignore lint/suspicious/noArrayIndexKey: segments of one fixed text
            key={index}
            component="span"
            data-math={segment.display ? 'display' : 'inline'}
            style={
              segment.display
                ? { display: 'block', whiteSpace: 'normal', overflowX: 'auto', overflowY: 'hidden' }
                : { whiteSpace: 'nowrap' }
            }
            // KaTeX escapes the TeX it is given and runs with trust off (no links, no raw HTML).
            // biome-ignore lint/security/noDangerouslySetInnerHtml: KaTeX output
            dangerouslySetInnerHTML={{ __html: html }}
          />
        );
      })}
    </Box>
  );
}
