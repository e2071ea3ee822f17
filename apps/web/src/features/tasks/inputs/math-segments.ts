/** Task text cut into plain text and TeX: `$…$`, `\(…\)` inline; `$$…$$`, `\[…\]` on their own line. */
export type TMathSegment =
  | { kind: 'text'; text: string }
  | { kind: 'math'; tex: string; display: boolean; raw: string };

// `$…$` only around something that is not a price: no space just inside, no digit right after
// (pandoc's rule), so "costs $5 and $10" stays text.
const MATH =
  /\$\$([\s\S]+?)\$\$|\\\[([\s\S]+?)\\\]|\\\(([\s\S]+?)\\\)|\$(?!\s)((?:\\\$|[^$\n])+?)(?<!\s)\$(?!\d)/g;

export function splitMath(text: string, format: string = 'text'): TMathSegment[] {
  const segments: TMathSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(MATH)) {
    const [raw, displayDollar, displayBracket, inlineParen, inlineDollar] = match;
    const start = match.index;
    if (start > last) segments.push({ kind: 'text', text: text.slice(last, start) });
    const display = displayDollar !== undefined || displayBracket !== undefined;
    const tex = displayDollar ?? displayBracket ?? inlineParen ?? inlineDollar ?? '';
    segments.push({ kind: 'math', tex: tex.trim(), display, raw });
    last = start + raw.length;
  }
  if (last < text.length) segments.push({ kind: 'text', text: text.slice(last) });
  // A `latex` question without delimiters is one formula.
  if (format === 'latex' && segments.length === 1 && segments[0]?.kind === 'text' && text.trim() !== '') {
    return [{ kind: 'math', tex: text.trim(), display: false, raw: text }];
  }
  return segments;
}

export const hasMath = (segments: readonly TMathSegment[]) => segments.some((s) => s.kind === 'math');
