export type { ListSeparator, Node, NumberNotation, ParseErrorKind, ParseResult, RelOp } from './ast.ts';
export { latexToText } from './latex.ts';
export { normalizeText } from './normalize.ts';
export { MAX_LATEX_LENGTH, MAX_TEXT_LENGTH, type ParseOptions, parseAnswer } from './parse-answer.ts';
export { formatNode } from './print.ts';
