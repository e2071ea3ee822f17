/**
 * The browser entry: reading answers only (to preview what a student typed). Checking stays on the
 * server, so correct answers never reach the browser.
 */

export { type Drawing, drawnAnswer, snap } from './figures/drawn-answer.ts';
export type { Interest } from './generate/interests.ts';
export { INTERESTS } from './generate/interests.ts';
export type { ParseResult } from './parse/index.ts';
export { formatNode, latexToText, normalizeText, parseAnswer } from './parse/index.ts';
export type { FigureInput, NumberLineView, PlaneView } from './types.ts';
