export { AnswerInput, type TAnswerFormat, type TAnswerInputProps, useAnswerInputReady } from './answer-input';
export { inputKindOf, type TInputKind } from './input-kind';
export { MathText } from './math-text';
