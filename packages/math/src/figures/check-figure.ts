import { XMLValidator } from 'fast-xml-parser';
import type { Figure, GeneratedTask, Language } from '../types.ts';

/**
 * What every figure must be, checked in tests for every generated task: a safe, self-contained, small SVG
 * whose title is its alt text, whose alt text is in the task's language, which says "not to scale" when it
 * is not, and whose labels do not show the answer. Test-only: it needs `fast-xml-parser` (a dev dependency).
 */

/** Figures travel inline in task JSON and as cached files; anything larger is a bug in a figure module. */
export const MAX_FIGURE_BYTES = 12 * 1024;

/**
 * Put this attribute on a `<text>` that is part of a scale (an axis tick, a gridline value): a scale is
 * there to read positions, so its numbers are not checked against the answer. A figure that lets the
 * student read the answer off its scale needs a reason in the generator test's allow-list instead.
 */
export const SCALE_LABEL_ATTR = 'data-scale';

const NOT_TO_SCALE_NOTE: Record<Language, string> = {
  lt: 'Brėžinys ne pagal mastelį',
  en: 'Not drawn to scale',
};

const LITHUANIAN_LETTERS = /[ąčęėįšųūž]/i;
const LITHUANIAN_WORDS =
  /(?:^|[\s,.:;(])(?:ir|yra|lygu|lygus|lygi|kampas|kraštinė|taškas|apskritimas)(?=[\s,.:;)]|$)/i;
const ENGLISH_STOP_WORDS = /(?:^|[\s,.:;(])(?:the|and|of|with|is|are)(?=[\s,.:;)]|$)/i;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function unescapeXml(content: string): string {
  return content.replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (whole, code: string) => {
    if (code.startsWith('#x') || code.startsWith('#X'))
      return String.fromCodePoint(Number.parseInt(code.slice(2), 16));
    if (code.startsWith('#')) return String.fromCodePoint(Number.parseInt(code.slice(1), 10));
    return ENTITIES[code.toLowerCase()] ?? whole;
  });
}

/**
 * The numbers a text shows, as values: decimal comma or point as the language writes it, the grouping
 * of thousands (thin space in Lithuanian, comma in English) removed, the real minus sign read as minus.
 */
export function numbersIn(content: string, language: Language): number[] {
  let normal = content.replace(/−/g, '-');
  if (language === 'lt') {
    normal = normal.replace(/(\d)[\u202f\u2009\u00a0](?=\d{3}(?!\d))/g, '$1').replace(/(\d),(?=\d)/g, '$1.');
  } else {
    normal = normal.replace(/(\d),(?=\d{3}(?!\d))/g, '$1');
  }
  return [...normal.matchAll(/-?\d+(?:\.\d+)?/g)].map((m) => Number(m[0]));
}

/** The numbers in the answer: in its canonical text and as the student is shown it. */
function answerNumbers(task: GeneratedTask): number[] {
  const canonical = numbersIn(task.answer.correct, 'en');
  const shown = numbersIn(task.answer.display, task.language);
  return [...new Set([...canonical, ...shown].map(Math.abs))];
}

function sameNumber(a: number, b: number): boolean {
  return Math.abs(Math.abs(a) - Math.abs(b)) <= 1e-9 * Math.max(1, Math.abs(a));
}

type TextNode = { content: string; scale: boolean };

function textNodes(svg: string): TextNode[] {
  const nodes: TextNode[] = [];
  for (const match of svg.matchAll(/<text\b([^>]*)>([\s\S]*?)<\/text>/g)) {
    const attributes = match[1] ?? '';
    const inner = (match[2] ?? '').replace(/<[^>]*>/g, '');
    nodes.push({
      content: unescapeXml(inner),
      scale: new RegExp(`\\s${SCALE_LABEL_ATTR}=`).test(attributes),
    });
  }
  return nodes;
}

function titleOf(svg: string): string | null {
  const match = /<title>([\s\S]*?)<\/title>/.exec(svg);
  return match ? unescapeXml(match[1] ?? '') : null;
}

function structureProblems(svg: string): string[] {
  const problems: string[] = [];
  const valid = XMLValidator.validate(svg);
  if (valid !== true) problems.push(`not well-formed XML: ${valid.err.msg} (line ${valid.err.line})`);
  if (!/^<svg\b[^>]*\sxmlns="http:\/\/www\.w3\.org\/2000\/svg"/.test(svg))
    problems.push('root is not an <svg> with xmlns');
  if (!/^<svg\b[^>]*\sviewBox="[^"]+"/.test(svg)) problems.push('root <svg> has no viewBox');
  if (!svg.trimEnd().endsWith('</svg>')) problems.push('markup after the root <svg>');
  const bytes = new TextEncoder().encode(svg).length;
  if (bytes >= MAX_FIGURE_BYTES) problems.push(`too large: ${bytes} bytes`);
  return problems;
}

function safetyProblems(svg: string): string[] {
  const problems: string[] = [];
  if (/<script\b/i.test(svg)) problems.push('contains <script>');
  if (/<(?:foreignObject|image|iframe|object|embed)\b/i.test(svg)) problems.push('embeds foreign content');
  if (/<[^>]*\son[a-z]+\s*=/i.test(svg)) problems.push('has an on* event attribute');
  for (const match of svg.matchAll(/\s(?:xlink:)?href\s*=\s*"([^"]*)"/gi)) {
    if (!(match[1] ?? '').startsWith('#')) problems.push(`refers outside: ${match[1]}`);
  }
  if (/url\(\s*['"]?(?!#)/i.test(svg) || /@import/i.test(svg)) problems.push('loads an external resource');
  return problems;
}

function altProblems(figure: Figure, language: Language): string[] {
  const alt = figure.alt.trim();
  if (alt.length === 0) return ['alt text is empty'];
  const problems: string[] = [];
  if (titleOf(figure.svg) !== figure.alt) problems.push('<title> differs from the alt text');
  if (language === 'lt') {
    if (!LITHUANIAN_LETTERS.test(alt) && !LITHUANIAN_WORDS.test(alt))
      problems.push(`alt text is not Lithuanian: ${alt}`);
    if (ENGLISH_STOP_WORDS.test(alt)) problems.push(`alt text has English words: ${alt}`);
    if (/\d\.\d/.test(alt)) problems.push(`alt text has a decimal point, not a comma: ${alt}`);
  } else if (LITHUANIAN_LETTERS.test(alt) || LITHUANIAN_WORDS.test(alt)) {
    problems.push(`alt text has Lithuanian letters or words: ${alt}`);
  }
  return problems;
}

function scaleNoteProblems(figure: Figure, language: Language): string[] {
  if (!figure.not_to_scale) return [];
  const note = NOT_TO_SCALE_NOTE[language];
  const shown = textNodes(figure.svg).some((node) => node.content.includes(note));
  const problems: string[] = [];
  if (!shown) problems.push('not to scale, but the figure does not say so');
  if (!figure.alt.includes(note)) problems.push('not to scale, but the alt text does not say so');
  return problems;
}

/**
 * Labels whose number is a number of the answer. A number the question itself gives as often as the
 * figure shows it is data, not the answer (a hypotenuse of 25 with the answer 25/2), so only labels beyond
 * the question's own count of that number are a giveaway.
 */
function answerLabelProblems(figure: Figure, task: GeneratedTask): string[] {
  const answer = answerNumbers(task);
  if (answer.length === 0) return [];
  const inQuestion = numbersIn(task.question, task.language);
  const problems: string[] = [];
  for (const value of answer) {
    const labels = textNodes(figure.svg).filter(
      (node) => !node.scale && numbersIn(node.content, task.language).some((n) => sameNumber(n, value)),
    );
    const given = inQuestion.filter((n) => sameNumber(n, value)).length;
    if (labels.length > given) {
      problems.push(`label "${labels.map((node) => node.content).join('", "')}" shows the answer's ${value}`);
    }
  }
  return problems;
}

/**
 * Everything wrong with a task's figure, as readable sentences; empty when the figure is fine. Never
 * throws: a figure that cannot be read is reported, not crashed on. `answerMayShow` is for the tasks
 * whose figure is the question (read a point off a plane): there the answer is rightly visible.
 */
export function figureProblems(
  figure: Figure,
  task: GeneratedTask,
  options: { answerMayShow?: boolean } = {},
): string[] {
  const language = task.language;
  return [
    ...structureProblems(figure.svg),
    ...safetyProblems(figure.svg),
    ...altProblems(figure, language),
    ...scaleNoteProblems(figure, language),
    ...(options.answerMayShow === true ? [] : answerLabelProblems(figure, task)),
  ];
}
