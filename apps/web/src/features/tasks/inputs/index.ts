export { AnswerInput, type TAnswerFormat, type TAnswerInputProps } from './answer-input';
export { inputKindOf, type TInputKind } from './input-kind';
export { MathText } from './math-text';
